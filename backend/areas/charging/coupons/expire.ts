// Coupons past their validity, never used, expire (docs/merchants.md, "Coupons"): a job the
// backend's leader runs with the other periodic jobs. In batches, each one transaction with its
// rows locked and skipped when another process holds them (SKIP LOCKED), every row audited. A
// coupon in use on an order is that order's until it is paid: it does not expire under it.
import { COUPON_STATE } from '../../../../lib/parking/coupons/coupon-machine';
import { isoAt, type Db } from '../../../db';
import { Work } from '../../../kernel/work';
import { moveCoupon } from './apply';

export const COUPON_EXPIRY_INTERVAL_MS = 5 * 60_000;
const BATCH = 200;
const ACTOR = { name: 'system:coupons', userId: null };

/** Expires what is due at `now`; returns the coupons expired. */
export async function expireCoupons(db: Db, now: number): Promise<number> {
  let expired = 0;
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const due = await tx.query<{ id: number }>(
        `SELECT id FROM coupons WHERE state = ${COUPON_STATE.unused} AND expires_at <= $1 ORDER BY expires_at, id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`,
        [isoAt(now)]);
      const work = new Work(tx, ACTOR, now, 'coupons.expire');
      for (const { id } of due) await moveCoupon(work, Number(id), COUPON_STATE.unused, 'expire', { ended_at: isoAt(now) });
      return due.length;
    });
    expired += done;
    if (done < BATCH) return expired;
  }
}
