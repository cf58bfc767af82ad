import { renderToStaticMarkup } from 'react-dom/server';
import { DialogTray } from './DialogTray';

jest.mock('next-intl', () => jest.requireActual('../shell/fake-next-intl').fakeNextIntl('zh-CN'));

const dialogs = [
  { id: 'a', title: 'Edit lot', route: '/ParkingInformation' },
  { id: 'b', title: 'New rate', route: '/CommonRate?x=1' },
];

describe('DialogTray (server render)', () => {
  it('renders nothing without minimised dialogs', () => {
    expect(renderToStaticMarkup(<DialogTray dialogs={[]} onRestore={jest.fn()} onClose={jest.fn()} />)).toBe('');
  });

  it('renders a chip per dialog, stacked 30 px and 100 px from the bottom', () => {
    const html = renderToStaticMarkup(<DialogTray dialogs={dialogs} onRestore={jest.fn()} onClose={jest.fn()} />);
    expect(html).toContain('data-testid="dialog-tray"');
    for (const id of ['tray-chip-a', 'tray-restore-a', 'tray-close-a', 'tray-chip-b']) expect(html).toContain(`data-testid="${id}"`);
    expect(html).toContain('Edit lot');
    expect(html).toContain('还原“New rate”');
    expect(html).toMatch(/bottom:30px/);
    expect(html).toMatch(/bottom:100px/);
  });
});
