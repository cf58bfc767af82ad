// The driver's page is public: every call counts against its address, and a claim, quote or payment
// also against its plate, in the database (every console and backend process sees the same counts,
// as the sign-in throttle's). Past a limit within the window the call is refused (429) before
// anything is read, and the refused call counts too.
import { isoAt, type Queryable } from '../../../db';
import { AshxFailure, STATUS } from '../../../kernel/failures';

export const DRIVER_LIMITS = {
  windowMs: 10 * 60_000,
  /** Calls from one address within the window (a phone opens the page, looks up, claims, pays). */
  perAddress: 60,
  /** Lookups, claims and payments of one plate within the window, from wherever. */
  perPlate: 20,
} as const;

export type HitScope = 'address' | 'plate';

/** Counts a call; refuses it (429 driverRateLimited) when its scope is past the limit. Outside the call's transaction, so a refusal still counts. */
export async function countDriverHit(db: Queryable, scope: HitScope, key: string, now: number): Promise<void> {
  const limit = scope === 'address' ? DRIVER_LIMITS.perAddress : DRIVER_LIMITS.perPlate;
  const [row] = await db.query<{ n: number }>(
    `WITH hit AS (INSERT INTO driver_page_hits (scope, key, hit_at) VALUES ($1, $2, $3) RETURNING 1)
     SELECT count(*)::int + 1 AS n FROM driver_page_hits WHERE scope = $1 AND key = $2 AND hit_at > $4`,
    [scope, key, isoAt(now), isoAt(now - DRIVER_LIMITS.windowMs)]);
  if (Number(row?.n ?? 0) > limit) throw new AshxFailure(STATUS.throttled, 'driverRateLimited');
}

/** Hits older than the window count no more: removed by the hourly housekeeping. */
export const forgetDriverHits = (db: Queryable, now: number) =>
  db.query('DELETE FROM driver_page_hits WHERE hit_at < $1', [isoAt(now - DRIVER_LIMITS.windowMs)]);
