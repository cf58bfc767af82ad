// How many rows a list has, without reading them all on every page (issue 13): an exact count
// costs as much as the table is long. Unfiltered lists larger than COUNT_CAP answer the planner's
// estimate; filtered ones count up to COUNT_CAP and then say "more than that". Small lists (and
// exports, which count once) stay exact. The answer's `totalKind` says which (absent: exact).
import type { Reader } from '../../db';

/** Rows counted exactly at most; beyond, the total is "more than COUNT_CAP". */
export const COUNT_CAP = 10_000;

/** absent: exact; 'estimate': the planner's estimate; 'atLeast': there are more than `total`. */
export type TotalKind = 'estimate' | 'atLeast';
export interface Total { total: number; totalKind?: TotalKind }

export async function exactCount(db: Reader, from: string, where: string, params: readonly unknown[]): Promise<Total> {
  const [row] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${from} ${where}`, params);
  return { total: row?.n ?? 0 };
}

/** The planner's estimate of the rows of the query (EXPLAIN: no row is read). */
export async function estimatedCount(db: Reader, from: string, where: string, params: readonly unknown[]): Promise<number> {
  const [row] = await db.query<Record<string, unknown>>(`EXPLAIN (FORMAT JSON) SELECT 1 FROM ${from} ${where}`, params);
  const plan = planOf(row ? Object.values(row)[0] : null);
  return Math.max(0, Math.round(Number(plan?.['Plan Rows'] ?? 0)));
}

function planOf(value: unknown): Record<string, unknown> | null {
  const parsed = typeof value === 'string' ? JSON.parse(value) as unknown : value;
  const first = Array.isArray(parsed) ? parsed[0] as { Plan?: Record<string, unknown> } : null;
  return first?.Plan ?? null;
}

/** Counts up to `cap` rows: exact below it, else "more than cap". */
export async function cappedCount(db: Reader, from: string, where: string, params: readonly unknown[], cap = COUNT_CAP): Promise<Total> {
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM (SELECT 1 FROM ${from} ${where} LIMIT ${cap + 1}) counted`, params);
  const n = row?.n ?? 0;
  return n > cap ? { total: cap, totalKind: 'atLeast' } : { total: n };
}

/**
 * The total a list page shows. Unfiltered: the estimate when it is above the cap (a stale estimate
 * is shown as such), else a capped count. Filtered: a capped count.
 */
export async function listTotal(db: Reader, from: string, where: string, params: readonly unknown[], filtered: boolean): Promise<Total> {
  if (!filtered) {
    const estimate = await estimatedCount(db, from, where, params);
    if (estimate > COUNT_CAP) return { total: estimate, totalKind: 'estimate' };
  }
  return cappedCount(db, from, where, params);
}
