import { NO_CURSORS, cursorFor, rememberNext, viewOf } from './cursors';

describe('page cursors', () => {
  const view = viewOf({ field: 'at', direction: 'desc' }, {}, 20);

  it('reads a page after the previous page of the same view, by its cursor', () => {
    const one = rememberNext(NO_CURSORS, view, 0, 'c1');
    const two = rememberNext(one, view, 1, 'c2');
    expect(cursorFor(two, view, 1)).toBe('c1');
    expect(cursorFor(two, view, 2)).toBe('c2');
    // A page reached otherwise (a jump, the first page) has none: it is read by startIndex.
    expect(cursorFor(two, view, 0)).toBeUndefined();
    expect(cursorFor(two, view, 5)).toBeUndefined();
  });

  it('forgets the cursors when the sort, the filters or the page size change', () => {
    const cursors = rememberNext(NO_CURSORS, view, 0, 'c1');
    for (const other of [viewOf({ field: 'at', direction: 'asc' }, {}, 20), viewOf({ field: 'at', direction: 'desc' }, { actor: 'x' }, 20),
      viewOf({ field: 'at', direction: 'desc' }, {}, 50)]) {
      expect(cursorFor(cursors, other, 1)).toBeUndefined();
      const fresh = rememberNext(cursors, other, 3, 'c9');
      expect(fresh.byPage).toEqual({ 4: 'c9' });
    }
  });

  it('keeps the same object when nothing new is learned (no re-render loop)', () => {
    const cursors = rememberNext(NO_CURSORS, view, 0, 'c1');
    expect(rememberNext(cursors, view, 0, 'c1')).toBe(cursors);
    expect(rememberNext(cursors, view, 0, undefined)).toBe(cursors);
  });
});
