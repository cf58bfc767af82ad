// Rebuild: every bucket recomputed from the raw tables, window by window of operator days. It marks
// every bucket of a window that has raw data or a row, then drains through the same step as the
// worker (drain.ts): so it may run while backends write and drain, no bucket is written from an
// older snapshot than another's, and a row left over with no data behind it is deleted.
import type { Db } from '../../../db';
import { drainRollup } from './drain';
import type { RollupSpec } from './spec';

/** Operator days per window: one window's marks are drained before the next is marked. */
export const REBUILD_WINDOW_DAYS = 31;
/** How long to wait for marks another worker holds before looking again. */
const WAIT_FOR_OTHERS_MS = 200;

export interface RebuildOptions {
  /** Operator days (YYYY-MM-DD), both included; by default the raw data's and the rows' extent. */
  from?: string;
  to?: string;
  windowDays?: number;
  /** Called after each window. */
  progress?: (window: { from: string; to: string; buckets: number }) => void;
}

export interface RebuildResult { windows: number; buckets: number }

/** The first and last operator day with raw data or a row (null when there is neither). */
async function extentOf(db: Db, spec: RollupSpec): Promise<{ from: string; to: string } | null> {
  const [row] = await db.query<{ first_day: string | null; last_day: string | null }>(
    `WITH raw AS (${spec.extent}),
          kept AS (SELECT min(${spec.key})::timestamptz AS first, max(${spec.key})::timestamptz AS last FROM ${spec.buckets})
     SELECT operator_day(least(raw.first, kept.first))::text AS first_day, operator_day(greatest(raw.last, kept.last))::text AS last_day FROM raw, kept`);
  return row?.first_day && row.last_day ? { from: row.first_day, to: row.last_day } : null;
}

/** Waits until no mark of ids up to `lastId` is left (another worker may be draining some). */
async function drainThrough(db: Db, spec: RollupSpec, lastId: number): Promise<number> {
  let buckets = 0;
  for (;;) {
    buckets += (await drainRollup(db, spec)).buckets.length;
    const [left] = await db.query(`SELECT 1 FROM ${spec.marks} WHERE id <= $1 LIMIT 1`, [lastId]);
    if (!left) return buckets;
    await new Promise((resolve) => setTimeout(resolve, WAIT_FOR_OTHERS_MS));
  }
}

export async function rebuildRollup(db: Db, spec: RollupSpec, options: RebuildOptions = {}): Promise<RebuildResult> {
  const extent = options.from && options.to ? { from: options.from, to: options.to } : await extentOf(db, spec);
  if (!extent) return { windows: 0, buckets: 0 };
  const from = options.from ?? extent.from;
  const to = options.to ?? extent.to;
  const days = options.windowDays ?? REBUILD_WINDOW_DAYS;
  const windows = await db.query<{ from_day: string; to_day: string; from_at: string; to_at: string }>(
    `SELECT d::date::text AS from_day, least(d::date + $3::integer, $2::date + 1)::text AS to_day,
            operator_day_start(d::date)::text AS from_at, operator_day_start(least(d::date + $3::integer, $2::date + 1))::text AS to_at
       FROM generate_series($1::date, $2::date, make_interval(days => $3::integer)) AS d ORDER BY d`, [from, to, days]);
  let buckets = 0;
  for (const w of windows) {
    const [marked] = await db.query<{ last: string | null }>(
      `WITH marked AS (
         INSERT INTO ${spec.marks} (lot_id, ${spec.key})
         SELECT lot_id, key::${spec.keyType} FROM (${spec.sourceBuckets} UNION ${spec.rowsIn}) x
         RETURNING id)
       SELECT max(id)::text AS last FROM marked`, [w.from_at, w.to_at]);
    const done = marked.last === null ? 0 : await drainThrough(db, spec, Number(marked.last));
    buckets += done;
    options.progress?.({ from: w.from_day, to: w.to_day, buckets: done });
  }
  return { windows: windows.length, buckets };
}
