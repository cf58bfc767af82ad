// The worker's step: recompute the buckets that marks name, at most `limit` at a time, and delete
// the marks it saw. Why it is exact when writers and other workers run at the same time:
// - a bucket's row is locked (FOR UPDATE SKIP LOCKED) before anything else: two workers never
//   recompute one bucket together, and neither waits for the other;
// - the marks are deleted before the recomputation, in the same transaction: the recomputation's
//   statement is later, so it sees every write whose mark was deleted; a mark committed after
//   the delete is not touched and its bucket is recomputed again on a later step;
// - a bucket whose marks another worker deleted in the meantime (it locked the row before this
//   one looked) is left alone: each mark is turned into one recomputation.
import type { Db, Queryable } from '../../../db';
import { bucketName, bucketOf, bucketParams, type Bucket, type BucketRow } from './buckets';
import type { RollupSpec } from './spec';

/** At most how many buckets one step recomputes (in one transaction). */
export const DRAIN_BATCH = 500;

export interface DrainResult { buckets: Bucket[]; marks: number }

/** The marked buckets' rows, created empty where missing (committed at once: a row is what a worker locks). */
async function ensureBucketRows(db: Queryable, spec: RollupSpec): Promise<void> {
  await db.query(
    `INSERT INTO ${spec.buckets} (lot_id, ${spec.key}) SELECT DISTINCT lot_id, ${spec.key} FROM ${spec.marks}
     ON CONFLICT DO NOTHING`);
}

/** One step: the buckets it recomputed and how many marks it cleared. */
export async function drainStep(db: Db, spec: RollupSpec, limit = DRAIN_BATCH): Promise<DrainResult> {
  await ensureBucketRows(db, spec);
  return db.transaction(async (tx) => {
    const locked = (await tx.query<BucketRow>(
      `SELECT r.lot_id, r.${spec.key}::text AS key FROM ${spec.buckets} r
        WHERE (r.lot_id, r.${spec.key}) IN (SELECT lot_id, ${spec.key} FROM ${spec.marks})
        ORDER BY r.lot_id, r.${spec.key} LIMIT $1
        FOR UPDATE OF r SKIP LOCKED`, [limit])).map(bucketOf);
    if (locked.length === 0) return { buckets: [], marks: 0 };
    const taken = await tx.query<BucketRow>(
      `DELETE FROM ${spec.marks} m USING unnest($1::integer[], $2::${spec.keyType}[]) AS b(lot_id, key)
        WHERE m.lot_id = b.lot_id AND m.${spec.key} = b.key
       RETURNING m.lot_id, m.${spec.key}::text AS key`, bucketParams(locked));
    const mine = new Set(taken.map((row) => bucketName(bucketOf(row))));
    const buckets = locked.filter((b) => mine.has(bucketName(b)));
    if (buckets.length > 0) for (const sql of spec.recompute) await tx.query(sql, bucketParams(buckets));
    return { buckets, marks: taken.length };
  });
}

/** Steps until a step finds nothing it may take; what it recomputed in all. */
export async function drainRollup(db: Db, spec: RollupSpec, limit = DRAIN_BATCH): Promise<DrainResult> {
  const all: DrainResult = { buckets: [], marks: 0 };
  for (;;) {
    const step = await drainStep(db, spec, limit);
    if (step.buckets.length === 0 && step.marks === 0) return all;
    all.buckets.push(...step.buckets);
    all.marks += step.marks;
  }
}
