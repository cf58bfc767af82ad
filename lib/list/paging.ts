// The grid's page model (0-based page, page size) and the protocol's 1-based, inclusive
// startIndex/endIndex (spec 3, 7), both ways.
export const PAGE_SIZE_OPTIONS = [10, 20, 50, 100] as const;
/** DataGrid community edition: a page holds at most 100 rows. */
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 20;

export interface PageModel { page: number; pageSize: number }
export interface RowRange { startIndex: number; endIndex: number }

const sizeOf = (pageSize: number) =>
  Number.isInteger(pageSize) && pageSize > 0 ? Math.min(pageSize, MAX_PAGE_SIZE) : DEFAULT_PAGE_SIZE;

export function pageToRange({ page, pageSize }: PageModel): RowRange {
  const size = sizeOf(pageSize);
  const startIndex = Math.max(0, Math.floor(page)) * size + 1;
  return { startIndex, endIndex: startIndex + size - 1 };
}

export function rangeToPage({ startIndex, endIndex }: RowRange): PageModel {
  const pageSize = sizeOf(endIndex - startIndex + 1);
  return { page: Math.floor((Math.max(1, startIndex) - 1) / pageSize), pageSize };
}

/** The page to show once the total is known: the last page when rows went away (a delete). */
export function clampPage(model: PageModel, total: number): PageModel {
  const size = sizeOf(model.pageSize);
  const lastPage = Math.max(0, Math.ceil(total / size) - 1);
  return model.page > lastPage ? { page: lastPage, pageSize: size } : model;
}
