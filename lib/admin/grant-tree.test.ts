import {
  allIds, ancestorsOf, buildGrantTree, changeGrants, checkState, closeGrants, descendantsOf, indexTree, setAllGrants, toggleGrant,
  type GrantEntry,
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

describe('a caller grants only what he may change', () => {
  // He holds directory 1, page 11 and its button 111 (not 112), nothing of 12 or 2.
  const holds = new Set([1, 11, 111]);

  it('checks and unchecks only entries he holds; the others stay', () => {
    expect(toggleGrant([], index, 11, true, holds)).toEqual([1, 11, 111]);
    expect(toggleGrant([], index, 12, true, holds)).toEqual([]);
    // 112 and 12 > 121 are not his: they stay, and so do their page and directory.
    expect(toggleGrant([1, 11, 111, 112, 12, 121], index, 1, false, holds)).toEqual([1, 11, 12, 112, 121]);
    expect(toggleGrant([1, 11, 111], index, 1, false, holds)).toEqual([]);
    expect(setAllGrants([2, 21], index, true, holds)).toEqual([1, 2, 11, 21, 111]);
    expect(setAllGrants([1, 11, 111, 2, 21], index, false, holds)).toEqual([2, 21]);
    expect(setAllGrants([1, 11, 111, 112], index, false, holds)).toEqual([1, 11, 112]);
  });

  it('stores what he asked for among what he holds, keeps the rest, and refuses what he does not hold', () => {
    // The group has 2 > 21 (not his): asking for 11 keeps them and adds 1, 11.
    expect(changeGrants([2, 21], [11], index, holds)).toEqual({ next: [1, 2, 11, 21] });
    // Leaving out 21, which he does not hold, does not take it away.
    expect(changeGrants([2, 21], [111], index, holds)).toEqual({ next: [1, 2, 11, 21, 111] });
    // Adding 112 or 21 (not held) is refused; keeping them when already granted is not.
    expect(changeGrants([], [11, 112], index, holds)).toEqual({ refused: [112] });
    expect(changeGrants([], [21], index, holds)).toEqual({ refused: [2, 21] });
    expect(changeGrants([1, 11, 112], [1, 11, 112], index, holds)).toEqual({ next: [1, 11, 112] });
    // A super administrator changes everything.
    expect(changeGrants([2, 21], [112], index, 'all')).toEqual({ next: [1, 11, 112] });
  });

  it('lets a directory he does not hold come with a page he does', () => {
    expect(changeGrants([], [12], index, new Set([12]))).toEqual({ next: [1, 12] });
  });
});
