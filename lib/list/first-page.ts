// What a declared list asks for: its listed fields, the sort it opens with, and the payload of a
// page. One definition for the browser's list (components/list-screen) and the server page that
// reads the list's first page before sending it (lib/bff/prefetch.ts), so that both ask alike.
import type { FieldDecl, ScreenDecl } from '../screens/types';
import { DEFAULT_PAGE_SIZE, pageToRange, type PageModel } from './paging';

export interface ListSort { field: string; direction: 'asc' | 'desc' }

export const listedFields = (screen: ScreenDecl): FieldDecl[] => screen.fields.filter((f) => f.list !== false && f.type !== 'password');

/** The declared default sort, when its field is shown. */
export function initialSortOf(screen: ScreenDecl): ListSort | undefined {
  const sort = screen.defaultSort;
  return sort && listedFields(screen).some((f) => f.name === sort.field) ? { field: sort.field, direction: sort.direction } : undefined;
}

/** The list operation's payload for a page of a view; `after`: the keyset cursor of the page before. */
export function listPayload(model: PageModel, sort: ListSort | undefined, filters: Record<string, unknown>, after?: string): Record<string, unknown> {
  return { ...pageToRange(model), ...(sort ? { sort } : {}), filters, ...(after ? { after } : {}) };
}

/** What the list asks for when it opens: the first page, the default sort, no filters. */
export const FIRST_PAGE: PageModel = { page: 0, pageSize: DEFAULT_PAGE_SIZE };
export const firstPagePayload = (screen: ScreenDecl) => listPayload(FIRST_PAGE, initialSortOf(screen), {});
