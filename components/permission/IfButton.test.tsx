import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { convertMenu } from '@/lib/menu/menu-to-routes';
import { sampleNestedMenu } from '@/lib/menu/test-fixtures';
import { IfButton, MenuProvider, useCurrentPage } from './index';

let pathname = '/DataHome';
jest.mock('next/navigation', () => ({ usePathname: () => pathname }));

const menu = convertMenu(sampleNestedMenu());
const render = (node: ReactNode) => renderToStaticMarkup(<MenuProvider tree={menu.tree} language="zh-CN">{node}</MenuProvider>);

function PageId() {
  return <>{useCurrentPage()?.page.id ?? 'none'}</>;
}

describe('IfButton', () => {
  it('renders children only for buttons of the current page', () => {
    pathname = '/DataHome';
    expect(render(<><IfButton btn="add">A</IfButton><IfButton btn="edit">E</IfButton></>)).toBe('A');
    pathname = '/ParkingInformation';
    expect(render(<IfButton btn="add">A</IfButton>)).toBe('');
  });

  it('renders the fallback when not granted', () => {
    pathname = '/EmployeeInformation';
    expect(render(<IfButton btn="del" fallback="no">yes</IfButton>)).toBe('no');
  });

  it('finds no page outside the menu', () => {
    pathname = '/Nowhere';
    expect(render(<PageId />)).toBe('none');
    pathname = '/DataHome';
    expect(render(<PageId />)).toBe('21');
  });

  it('needs a MenuProvider', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderToStaticMarkup(<IfButton btn="add">A</IfButton>)).toThrow('MenuProvider');
  });
});
