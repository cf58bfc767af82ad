import { convertMenu } from './menu-to-routes';
import { dir, page, sampleNestedMenu } from './test-fixtures';
import type { MenuDirectory } from './types';
import { containsPath, menuLinkTestId, visibleTree } from './visible-tree';

describe('visibleTree', () => {
  it('drops hidden pages and keeps the order', () => {
    const tree = visibleTree(convertMenu(sampleNestedMenu()).tree);
    expect(tree.map((node) => node.title)).toEqual(['数据', '系统', '车场']);
    expect((tree[0] as MenuDirectory).subs.map((node) => node.id)).toEqual(['21']);
  });

  it('drops hidden directories and directories without a visible page', () => {
    const { tree } = convertMenu([
      dir(1, 0, '1', { isShow: '0', children: [page(11, 1, '1', '/A')] }),
      dir(2, 0, '2', { children: [page(21, 2, '1', '/B', { isShow: '0' })] }),
      dir(3, 0, '3', { children: [dir(31, 3, '1')] }),
      dir(4, 0, '4', { children: [dir(41, 4, '1', { children: [page(411, 41, '1', '/C')] })] }),
    ]);
    expect(visibleTree(tree).map((node) => node.id)).toEqual(['4']);
  });

  it('does not change the menu it was given', () => {
    const { tree } = convertMenu(sampleNestedMenu());
    visibleTree(tree);
    expect((tree[0] as MenuDirectory).subs).toHaveLength(2);
  });
});

describe('containsPath', () => {
  const { tree } = convertMenu(sampleNestedMenu());
  it('finds a page in a directory', () => {
    expect(containsPath(tree[0], '/DataHome')).toBe(true);
    expect(containsPath(tree[1], '/DataHome')).toBe(false);
    expect(containsPath(tree[2], '/ParkingInformation')).toBe(true);
  });

  it('never matches an empty path', () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(containsPath(convertMenu([page(1, 0, '1', '')]).tree[0], '')).toBe(false);
  });
});

describe('menuLinkTestId', () => {
  it('drops the leading slash', () => {
    expect(menuLinkTestId('/DataHome')).toBe('menu-link-DataHome');
    expect(menuLinkTestId('/a/b')).toBe('menu-link-a/b');
  });
});
