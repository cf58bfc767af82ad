// Replay protection: a signature is accepted once. A signed request carries a random `time` and a
// browserTm to the second, both signed, so a legitimate retry is a new signature; the same one
// again within the freshness window (SIGNATURE_MAX_SKEW_MS either side) is somebody replaying it.
import { SIGNATURE_MAX_SKEW_MS } from '../../lib/spec-constants';
import { isoAt, type Queryable } from '../db';

/** A signature could pass the freshness check for this long; after it, the row can go. */
export const SEEN_RETENTION_MS = 2 * SIGNATURE_MAX_SKEW_MS;
export const FORGET_SEEN_INTERVAL_MS = 60_000;

/** true the first time a signature is seen, false on a replay (whichever process saw it first). */
export async function firstSighting(db: Queryable, signature: string, now: number): Promise<boolean> {
  const rows = await db.query('INSERT INTO seen_signatures (signature, seen_at) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING 1',
    [signature.toLowerCase(), isoAt(now)]);
  return rows.length === 1;
}

export async function forgetOldSignatures(db: Queryable, now: number): Promise<void> {
  await db.query('DELETE FROM seen_signatures WHERE seen_at < $1', [isoAt(now - SEEN_RETENTION_MS)]);
}
