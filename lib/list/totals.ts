// What a list's total is (issue 13): exact (no totalKind), the database's estimate, or a count
// that stopped at a cap ("more than"). The grid shows the approximate ones as such.
export type TotalKind = 'estimate' | 'atLeast';
export interface ListTotal { total: number; totalKind?: TotalKind }

/** The grid's row count props: an approximate total leaves the count open (rowCount -1). */
export function gridRowCount(answer: ListTotal | undefined, rowsShown: number, pageSize: number) {
  if (!answer) return { rowCount: 0 };
  if (!answer.totalKind) return { rowCount: answer.total };
  return { rowCount: -1, estimatedRowCount: answer.total, paginationMeta: { hasNextPage: rowsShown >= pageSize } };
}

type Translate = (key: 'rowsOfEstimate' | 'rowsOfAtLeast', values: { from: number; to: number; total: number }) => string;

/** "1–20 of about 1,000,000" / "1–20 of more than 10,000"; null for an exact total (the grid's own text). */
export function approximateRowsText(answer: ListTotal | undefined, range: { from: number; to: number }, t: Translate): string | null {
  if (!answer?.totalKind) return null;
  return t(answer.totalKind === 'estimate' ? 'rowsOfEstimate' : 'rowsOfAtLeast', { ...range, total: answer.total });
}
