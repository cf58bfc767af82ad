// The buckets of a batch as the two arrays every recompute statement takes ($1 lots, $2 keys).
// Keys travel as text (a date, or an instant with its offset) so no driver's date handling touches them.

export interface Bucket { lotId: number; key: string }

export interface BucketRow { lot_id: number | string; key: string }

export const bucketOf = (row: BucketRow): Bucket => ({ lotId: Number(row.lot_id), key: String(row.key) });

export const bucketParams = (buckets: readonly Bucket[]): [number[], string[]] => [buckets.map((b) => b.lotId), buckets.map((b) => b.key)];

/** One string per bucket, to compare sets of buckets. */
export const bucketName = (b: Bucket): string => `${b.lotId}@${b.key}`;
