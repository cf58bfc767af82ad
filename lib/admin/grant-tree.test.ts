import {
  allIds, ancestorsOf, buildGrantTree, checkState, closeGrants, descendantsOf, indexTree, toggleGrant, type GrantEntry,
} from './grant-tree';

const e = (id: number, pid: number, menuType: number, index = ''): GrantEntry =>
  ({ id, pid, menuType, title: `t${id}`, titleEn: `e${id}`, index, status: 1 });

// 1 directory > 11 page (111, 112 buttons), 12 page (121 button); 2 directory > 21 page.
const ENTRIES: GrantEntry[] = [
  e(1, 0, 1), e(11, 1, 2, '/A'), e(111, 11, 3, 'add'), e(112, 11, 3, 'edit'), e(12, 1, 2, '/B'), e(121, 12, 3, 'add'),
  e(2, 0, 1), e(21, 2, 2, '/C'),
  e(9, 0, 3, 'orphanButton'), e(77, 404, 2, '/Orphan'), e(13, 1, 3, 'buttonUnderDirectory'), e(1111, 111, 3, 'underButton'),
];
const tree = buildGrantTree(ENTRIES);
const index = indexTree(tree);

describe('grant tree', () => {
  it('nests directories > pages > buttons and leaves out what WebPowerList leaves out', () => {
    expect(tree.map((n) => n.id)).toEqual([1, 2]);
    expect(tree[0].children.map((n) => n.id)).toEqual([11, 12]);
    expect(tree[0].children[0].children.map((n) => n.id)).toEqual([111, 112]);
    expect(allIds(index)).toEqual([1, 2, 11, 12, 21, 111, 112, 121]);
    expect(descendantsOf(index, 1)).toEqual([11, 111, 112, 12, 121]);
    expect(ancestorsOf(index, 112)).toEqual([11, 1]);
  });

  it('checking a page checks its buttons and its directory', () => {
    expect(toggleGrant([], index, 11, true)).toEqual([1, 11, 111, 112]);
  });

  it('checking a button implies its page and directory', () => {
    expect(toggleGrant([], index, 121, true)).toEqual([1, 12, 121]);
    expect(toggleGrant([2, 21], index, 112, true)).toEqual([1, 2, 11, 21, 112]);
  });

  it('checking a directory checks everything below it', () => {
    expect(toggleGrant([], index, 2, true)).toEqual([2, 21]);
  });

  it('unchecking a directory unchecks everything below it', () => {
    const all = allIds(index);
    expect(toggleGrant(all, index, 1, false)).toEqual([2, 21]);
  });

  it('unchecking a page unchecks its buttons and keeps its directory', () => {
    expect(toggleGrant([1, 11, 111, 112, 12], index, 11, false)).toEqual([1, 12]);
  });

  it('unchecking a button keeps its page', () => {
    expect(toggleGrant([1, 11, 111, 112], index, 111, false)).toEqual([1, 11, 112]);
  });

  it('ignores ids that are not in the tree', () => {
    expect(toggleGrant([1], index, 9, true)).toEqual([1]);
  });

  it('closes a stored set over ancestors and drops unknown ids', () => {
    expect(closeGrants([112, 21, 9, 5000], index)).toEqual([1, 2, 11, 21, 112]);
  });

  it('tells checked, partial and unchecked', () => {
    const checked = new Set([1, 11, 111, 112, 12]);
    expect(checkState(checked, index, 11)).toBe('checked');
    expect(checkState(checked, index, 1)).toBe('partial');
    expect(checkState(checked, index, 12)).toBe('partial');
    expect(checkState(checked, index, 2)).toBe('unchecked');
  });

  it('survives a cycle in bad data', () => {
    const cyclic = buildGrantTree([e(1, 0, 1), e(2, 3, 1), e(3, 2, 1)]);
    expect(indexTree(cyclic).nodes.size).toBe(1);
  });
});
