import { renderToStaticMarkup } from 'react-dom/server';
import { convertMenu } from '@/lib/menu/menu-to-routes';
import { sampleNestedMenu } from '@/lib/menu/test-fixtures';
import { AppShell } from './AppShell';

jest.mock('next-intl', () => jest.requireActual('./fake-next-intl').fakeNextIntl('en-US'));
jest.mock('next/navigation', () => ({ usePathname: () => '/DataHome', useRouter: () => ({ push: jest.fn(), refresh: jest.fn() }) }));

const menu = convertMenu(sampleNestedMenu());
const render = (projectName = 'Lots') => renderToStaticMarkup(
  <AppShell tree={menu.tree} user={{ userId: 'u1', userName: 'Alice' }} language="en-US" projectName={projectName}>
    <p>page body</p>
  </AppShell>,
);

const tagWith = (html: string, testId: string) => html.match(new RegExp(`<[^>]*data-testid="${testId}"[^>]*>`))?.[0];

describe('AppShell (server render)', () => {
  const html = render();

  it('renders the page, the side menu, breadcrumbs, language switch and user menu', () => {
    expect(html).toContain('page body');
    for (const id of ['side-menu', 'breadcrumbs', 'language-switch', 'user-menu', 'project-name']) {
      expect(tagWith(html, id)).toBeDefined();
    }
    expect(html).toContain('Lots');
    expect(html).toContain('Alice');
  });

  it('links pages by path and highlights the current one', () => {
    const home = tagWith(html, 'menu-link-DataHome');
    expect(home).toMatch(/href="\/DataHome"/);
    expect(home).toContain('aria-current="page"');
    expect(tagWith(html, 'menu-link-ParkingInformation')).not.toContain('aria-current');
  });

  it('shows only isShow entries and opens the directory of the current page', () => {
    expect(tagWith(html, 'menu-link-Detail')).toBeUndefined();
    expect(tagWith(html, 'menu-dir-2')).toContain('aria-expanded="true"');
    expect(tagWith(html, 'menu-dir-1')).toContain('aria-expanded="false"');
    expect(tagWith(html, 'menu-link-EmployeeInformation')).toBeUndefined();
  });

  it('shows localized titles and the breadcrumb trail', () => {
    const crumbs = html.slice(html.indexOf('data-testid="breadcrumbs"'));
    expect(crumbs.indexOf('>Data<')).toBeGreaterThan(-1);
    expect(crumbs.indexOf('>Home<')).toBeGreaterThan(crumbs.indexOf('>Data<'));
    expect(html).toContain('>System<');
  });

  it('falls back to the default project name', () => {
    expect(render('')).toContain('Parking Management Platform');
  });
});
