// Keyset cursors of a list's pages (issue 13): a list answer may carry `next`, the cursor that
// reads the following page after its last row (by the sort's index, not by skipping rows). They
// hold for one view (sort, filters, page size): another view starts without cursors, and a page
// without a cursor is read by its startIndex as before (also against a backend that gives none).
export interface PageCursors {
  /** The view the cursors belong to. */
  view: string;
  /** cursor reading page n (0-based) after page n - 1. */
  byPage: Readonly<Record<number, string>>;
}

export const NO_CURSORS: PageCursors = { view: '', byPage: {} };

export const viewOf = (sort: unknown, filters: unknown, pageSize: number) => JSON.stringify([sort ?? null, filters, pageSize]);

/** The cursor that reads `page` of this view, if the page before it gave one. */
export function cursorFor(cursors: PageCursors, view: string, page: number): string | undefined {
  return cursors.view === view ? cursors.byPage[page] : undefined;
}

/** The cursors with page `page`'s `next` remembered (a new view forgets the others'). */
export function rememberNext(cursors: PageCursors, view: string, page: number, next: string | undefined): PageCursors {
  if (!next) return cursors;
  const byPage = cursors.view === view ? cursors.byPage : {};
  if (byPage[page + 1] === next) return cursors;
  return { view, byPage: { ...byPage, [page + 1]: next } };
}
