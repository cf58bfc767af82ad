// What the generic machinery (drain.ts, rebuild.ts, freshness.ts) needs to know of one rollup.
// A bucket is a lot and a key (an operator day, or an hour); the bucket table holds one row per
// bucket with data, which is also the row a worker locks while it recomputes the bucket.

export interface RollupSpec {
  /** Shown in logs and by the rebuild command. */
  name: string;
  /** Table of marks: (id, lot_id, <key>, marked_at), written by the triggers of 330_report_rollups.sql. */
  marks: string;
  /** Table of one row per bucket (lot_id, <key>, ...), every figure defaulting to zero. */
  buckets: string;
  /** The bucket's second key column and its SQL type. */
  key: string;
  keyType: 'date' | 'timestamptz';
  /**
   * Statements that recompute the buckets $1 (lot ids, integer[]) and $2 (keys, <keyType>[]) from
   * the raw tables, in this order; the buckets' rows exist and are locked by the caller, and a
   * bucket left with no data is deleted by them.
   */
  recompute: readonly string[];
  /** The lot and key of every bucket with raw data at an instant in [$1, $2). */
  sourceBuckets: string;
  /** The lot and key of every bucket row whose key lies in [$1, $2) (instants on operator-day starts). */
  rowsIn: string;
  /** The first and last instant of the raw data (columns first, last; null when there is none). */
  extent: string;
}
