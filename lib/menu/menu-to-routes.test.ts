import { convertMenu, normaliseMenuPath } from './menu-to-routes';
import { button, dir, page, sampleNestedMenu } from './test-fixtures';
import type { MenuDirectory, MenuNode, MenuPage } from './types';

const titles = (nodes: MenuNode[]) => nodes.map((node) => node.title);
const asDir = (node: MenuNode | undefined) => node as MenuDirectory;
const asPage = (node: MenuNode | undefined) => node as MenuPage;

let warn: jest.SpyInstance;
beforeEach(() => { warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined); });
afterEach(() => warn.mockRestore());

describe('convertMenu: nested input', () => {
  const menu = () => convertMenu(sampleNestedMenu());

  it('keeps KindDegree 1 entries at top level, sorted by KindNo', () => {
    expect(titles(menu().tree)).toEqual(['数据', '系统', '车场']);
  });

  it('turns a directory (MenuType 1) into subs and a page (MenuType 2) into btns', () => {
    const data = asDir(menu().tree[0]);
    expect(data.kind).toBe('directory');
    expect(data.subs.map((node) => node.kind)).toEqual(['page', 'page']);
    const home = asPage(data.subs[0]);
    expect(home).toMatchObject({ kind: 'page', id: '21', path: '/DataHome', title: '首页', titleEn: 'Home' });
    expect(home.btns).toEqual([
      { index: 'add', FuncID: 'F211', FuncName: 'func 211', FuncNameEn: 'Func 211' },
      { index: 'del', FuncID: 'F212', FuncName: 'func 212', FuncNameEn: 'Func 212' },
    ]);
  });

  it('converts isShow and isFrame strings to booleans', () => {
    const data = asDir(menu().tree[0]);
    expect(asPage(data.subs[0])).toMatchObject({ isShow: true, isFrame: false });
    expect(asPage(data.subs[1]).isShow).toBe(false);
    const framed = convertMenu([page(1, 0, '1', '/X', { isFrame: '1', isShow: '0' })]);
    expect(asPage(framed.tree[0])).toMatchObject({ isShow: false, isFrame: true });
  });

  it('maps every page path to the page and its ancestors for breadcrumbs', () => {
    const { pages } = menu();
    expect(Object.keys(pages).sort()).toEqual(['/DataHome', '/Detail', '/EmployeeInformation', '/ParkingInformation']);
    expect(pages['/DataHome'].trail).toEqual([{ title: '数据', titleEn: 'Data' }]);
    expect(pages['/DataHome'].page.id).toBe('21');
    expect(pages['/ParkingInformation'].trail).toEqual([]);
  });

  it('gives ids as strings and fills absent optional fields with empty strings', () => {
    const { tree } = convertMenu([{ id: 7, pid: 0, KindDegree: '1', KindNo: '1', MenuType: '2', isFrame: '0', isShow: '1', title: 'T', index: '/T' }]);
    expect(tree[0]).toEqual({ kind: 'page', id: '7', title: 'T', titleEn: '', icon: '', path: '/T', isShow: true, isFrame: false, btns: [] });
  });

  it('keeps nested directories with the whole trail', () => {
    const { pages } = convertMenu([
      dir(1, 0, '1', { title: 'A', titleEn: 'a', children: [dir(2, 1, '1', { title: 'B', titleEn: 'b', children: [page(3, 2, '1', '/C')] })] }),
    ]);
    expect(pages['/C'].trail).toEqual([{ title: 'A', titleEn: 'a' }, { title: 'B', titleEn: 'b' }]);
  });
});

describe('convertMenu: flat input linked by pid', () => {
  it('builds the same tree as the nested form', () => {
    const flat = [
      button(212, 21, '2', 'del'),
      page(22, 2, '2', '/Detail', { isShow: '0' }),
      page(3, 0, '3', '/ParkingInformation', { title: '车场', titleEn: '' }),
      button(111, 11, '1', 'add'),
      page(21, 2, '1', '/DataHome', { title: '首页', titleEn: 'Home' }),
      dir(2, 0, '1', { title: '数据', titleEn: 'Data' }),
      button(211, 21, '1', 'add'),
      page(11, 1, '1', '/EmployeeInformation'),
      dir(1, 0, '2', { title: '系统', titleEn: 'System' }),
    ];
    expect(convertMenu(flat)).toEqual(convertMenu(sampleNestedMenu()));
  });

  it('matches pid and id across numbers and strings', () => {
    const { tree } = convertMenu([dir(1, 0, '1'), page(2, 0, '1', '/P', { pid: '1', KindDegree: '2' })]);
    expect(titles(asDir(tree[0]).subs)).toEqual(['title 2']);
  });

  it('survives a pid loop made by a repeated id', () => {
    const { tree } = convertMenu([dir(1, 0, '1'), dir(2, 1, '1'), dir(1, 2, '1', { title: 'again' })]);
    expect(tree).toHaveLength(1);
    const second = asDir(asDir(tree[0]).subs[0]);
    expect(titles(second.subs)).toEqual(['again']);
    expect(asDir(second.subs[0]).subs).toEqual([]);
  });

  it('drops entries that do not reach a top-level entry', () => {
    const { tree, pages } = convertMenu([dir(1, 0, '1'), page(2, 99, '1', '/Orphan', { KindDegree: '2' })]);
    expect(asDir(tree[0]).subs).toEqual([]);
    expect(pages).toEqual({});
  });
});

describe('convertMenu: sorting', () => {
  it('sorts siblings by KindNo numerically, not as text', () => {
    const { tree } = convertMenu([page(1, 0, '10', '/Ten'), page(2, 0, '9', '/Nine'), page(3, 0, '100', '/Hundred')]);
    expect(tree.map((node) => asPage(node).path)).toEqual(['/Nine', '/Ten', '/Hundred']);
  });

  it('sorts buttons by KindNo and puts an unparsable KindNo last, keeping input order on ties', () => {
    const { tree } = convertMenu([page(1, 0, '1', '/P', {
      children: [button(2, 1, 'x', 'last'), button(3, 1, '2', 'b'), button(4, 1, '1', 'a1'), button(5, 1, '1', 'a2')],
    })]);
    expect(asPage(tree[0]).btns.map((btn) => btn.index)).toEqual(['a1', 'a2', 'b', 'last']);
  });
});

describe('convertMenu: buttons', () => {
  it('excludes a MenuType 3 with pid 0, at top level or under a page', () => {
    const { tree } = convertMenu([
      button(1, 0, '1', 'stray', { KindDegree: '1' }),
      page(2, 0, '2', '/P', { children: [button(3, 0, '1', 'bad'), button(4, 2, '2', 'good')] }),
    ]);
    expect(tree).toHaveLength(1);
    expect(asPage(tree[0]).btns.map((btn) => btn.index)).toEqual(['good']);
  });

  it('ignores buttons directly under a directory', () => {
    const { tree } = convertMenu([dir(1, 0, '1', { children: [button(2, 1, '1', 'x'), page(3, 1, '2', '/P')] })]);
    expect(asDir(tree[0]).subs.map((node) => node.kind)).toEqual(['page']);
  });
});

describe('convertMenu: wrong routes', () => {
  it('keeps a page with an empty index out of pages, lists its title and warns', () => {
    const { tree, pages, wrongRoutes } = convertMenu([dir(1, 0, '1', { children: [page(2, 1, '1', '', { title: 'Lost' }), page(3, 1, '2', '  ', { title: 'Blank' })] })]);
    expect(pages).toEqual({});
    expect(wrongRoutes).toEqual(['Lost', 'Blank']);
    expect(warn).toHaveBeenCalledWith('Detected a wrong route: page Lost');
    expect(warn).toHaveBeenCalledWith('Detected a wrong route: page Blank');
    expect(asPage(asDir(tree[0]).subs[0]).path).toBe('');
  });

  it('does not warn for a correct menu', () => {
    convertMenu(sampleNestedMenu());
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('convertMenu: garbage tolerance', () => {
  it('skips entries that are not objects', () => {
    const { tree } = convertMenu([null, 3, 'x', [], undefined, page(1, 0, '1', '/P', { children: [null, 'y', button(2, 1, '1', 'ok')] as never })]);
    expect(tree).toHaveLength(1);
    expect(asPage(tree[0]).btns).toHaveLength(1);
  });

  it('returns an empty menu for input that is not a list', () => {
    for (const input of [null, undefined, 'menu', 42, { id: 1 }]) {
      expect(convertMenu(input)).toEqual({ tree: [], pages: {}, wrongRoutes: [] });
    }
  });

  it('drops entries of unknown MenuType and tolerates missing fields', () => {
    const { tree, pages } = convertMenu([{ KindDegree: '1', MenuType: '9', index: '/Q' }, { KindDegree: '1', MenuType: '2', index: '/R' }]);
    expect(tree).toHaveLength(1);
    expect(pages['/R'].page).toMatchObject({ id: '', title: '', isShow: false, btns: [] });
  });

  it('keeps the first page when two share a path', () => {
    const { pages } = convertMenu([page(1, 0, '1', '/P', { title: 'first' }), page(2, 0, '2', '/P', { title: 'second' })]);
    expect(pages['/P'].page.title).toBe('first');
  });
});

describe('normaliseMenuPath', () => {
  it('adds a missing leading slash and trims', () => {
    expect(normaliseMenuPath(' DataHome ')).toBe('/DataHome');
    expect(normaliseMenuPath('/DataHome')).toBe('/DataHome');
    expect(normaliseMenuPath('')).toBe('');
    expect(normaliseMenuPath(undefined)).toBe('');
  });
});
