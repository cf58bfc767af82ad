import { convertMenu } from './menu-to-routes';
import { canOpenPage, canPressButton, findPage, homePath, menuTitle, pageButtons, pagePathOf } from './permissions';
import { dir, page, sampleNestedMenu } from './test-fixtures';

const menu = convertMenu(sampleNestedMenu());
beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

describe('canOpenPage', () => {
  it('allows pages of the menu, hidden ones included', () => {
    expect(canOpenPage(menu, '/DataHome')).toBe(true);
    expect(canOpenPage(menu, '/Detail')).toBe(true);
  });

  it('refuses paths that are not pages of the menu', () => {
    expect(canOpenPage(menu, '/OrderList')).toBe(false);
    expect(canOpenPage(menu, '/')).toBe(false);
    expect(canOpenPage(menu, '')).toBe(false);
    expect(canOpenPage(menu, '/datahome')).toBe(false);
    expect(canOpenPage(menu, '/toString')).toBe(false);
    expect(canOpenPage(menu, '/__proto__')).toBe(false);
  });

  it('ignores query, hash and a trailing slash', () => {
    expect(canOpenPage(menu, '/DataHome?tab=1')).toBe(true);
    expect(canOpenPage(menu, '/DataHome#top')).toBe(true);
    expect(canOpenPage(menu, '/DataHome/')).toBe(true);
  });
});

describe('canPressButton', () => {
  it('allows only the buttons of that page', () => {
    expect(canPressButton(menu, '/DataHome', 'add')).toBe(true);
    expect(canPressButton(menu, '/DataHome', 'del')).toBe(true);
    expect(canPressButton(menu, '/DataHome', 'edit')).toBe(false);
    expect(canPressButton(menu, '/EmployeeInformation', 'del')).toBe(false);
    expect(canPressButton(menu, '/ParkingInformation', 'add')).toBe(false);
  });

  it('refuses on unknown pages and for an empty index', () => {
    expect(canPressButton(menu, '/Nowhere', 'add')).toBe(false);
    expect(canPressButton(convertMenu([page(1, 0, '1', '/P', { children: [{ ...page(2, 1, '1', ''), MenuType: '3' }] })]), '/P', '')).toBe(false);
  });

  it('lists the buttons of a page', () => {
    expect(pageButtons(menu, '/DataHome').map((btn) => btn.index)).toEqual(['add', 'del']);
    expect(pageButtons(menu, '/Nowhere')).toEqual([]);
  });
});

describe('homePath', () => {
  it('is /DataHome when granted', () => {
    expect(homePath(menu)).toBe('/DataHome');
  });

  it('is the first granted page in menu order otherwise, preferring shown pages', () => {
    const other = convertMenu([
      dir(1, 0, '1', { children: [page(11, 1, '1', '', {}), page(12, 1, '2', '/Hidden', { isShow: '0' }), page(13, 1, '3', '/Shown')] }),
      page(2, 0, '2', '/Later'),
    ]);
    expect(homePath(other)).toBe('/Shown');
  });

  it('falls back to a hidden page and then to null', () => {
    expect(homePath(convertMenu([dir(1, 0, '1', { isShow: '0', children: [page(2, 1, '1', '/InHiddenDir')] })]))).toBe('/InHiddenDir');
    expect(homePath(convertMenu([]))).toBeNull();
    expect(homePath(convertMenu([dir(1, 0, '1')]))).toBeNull();
  });
});

describe('menuTitle', () => {
  it('uses titleEn for en-US when it is not blank', () => {
    expect(menuTitle({ title: '首页', titleEn: 'Home' }, 'en-US')).toBe('Home');
    expect(menuTitle({ title: '首页', titleEn: ' ' }, 'en-US')).toBe('首页');
    expect(menuTitle({ title: '首页', titleEn: 'Home' }, 'zh-CN')).toBe('首页');
  });

  it('works on pages and trail items', () => {
    const found = findPage(menu, '/DataHome');
    expect(found && menuTitle(found.trail[0], 'en-US')).toBe('Data');
    expect(found && menuTitle(found.page, 'en-US')).toBe('Home');
  });
});

describe('pagePathOf', () => {
  it('normalises a path for lookup', () => {
    expect(pagePathOf('DataHome')).toBe('/DataHome');
    expect(pagePathOf('/a/b//?q')).toBe('/a/b');
    expect(pagePathOf('/')).toBe('/');
  });
});
