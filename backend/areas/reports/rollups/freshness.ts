// How fresh a rollup is, for a page to show: every write committed before `asOf` is in it. With
// no mark pending that is the database's now; otherwise the oldest pending mark's instant (the
// start of the transaction that wrote it), and `lagMs` is how far behind that is.
import { toMs, type Reader } from '../../../db';
import type { RollupSpec } from './spec';

export interface Freshness { asOf: number; lagMs: number; pendingMarks: number }

export async function rollupFreshness(db: Reader, spec: RollupSpec): Promise<Freshness> {
  const [row] = await db.query<{ now: unknown; oldest: unknown; pending: number }>(
    `SELECT now() AS now, min(marked_at) AS oldest, count(*)::integer AS pending FROM ${spec.marks}`);
  const now = toMs(row.now) ?? 0;
  const asOf = toMs(row.oldest) ?? now;
  return { asOf, lagMs: Math.max(0, now - asOf), pendingMarks: Number(row.pending) };
}
