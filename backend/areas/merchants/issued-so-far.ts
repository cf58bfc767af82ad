// What a merchant issued since the start of its limits' period, and its cars in the lot now, as the
// issuing limits count them: read by the issuing (coupon-issue.ts) and by /MerchantCouponUsage, so
// the screen shows the very figures the next issue will be refused by.
import type { IssuedSoFar } from '../../../lib/areas/merchants/issuing';
import { COUPON_STATE } from '../../../lib/parking/coupons/coupon-machine';
import { OPEN_STAY_STATES } from '../../../lib/parking/stay-machine';
import { isoAt, type Reader } from '../../db';

/** `plate`: the plate about to be given one (counted already when its car is in with a live coupon); none for a report. */
export async function issuedSoFar(db: Reader, merchantId: number, since: number, plate = ''): Promise<IssuedSoFar> {
  const [row] = await db.query<{ count: number; amount: number; minutes: number; cars_in: number; plate_counted: boolean }>(
    `SELECT count(*)::int AS count,
            coalesce(sum(t.amount) FILTER (WHERE t.kind = 'cash'), 0)::bigint AS amount,
            coalesce(sum(CASE t.kind WHEN 'time' THEN t.minutes WHEN 'period' THEN t.hours * 60 ELSE 0 END), 0)::bigint AS minutes,
            (SELECT count(DISTINCT c2.plate)::int FROM coupons c2 WHERE c2.merchant_id = $1 AND c2.state IN (${COUPON_STATE.unused}, ${COUPON_STATE.inUse})
                AND EXISTS (SELECT 1 FROM stays s WHERE s.lot_id = c2.lot_id AND s.plate = c2.plate AND s.state = ANY($4::int[]))) AS cars_in,
            EXISTS (SELECT 1 FROM coupons c3 WHERE c3.merchant_id = $1 AND c3.plate = $3 AND c3.state IN (${COUPON_STATE.unused}, ${COUPON_STATE.inUse})
                AND EXISTS (SELECT 1 FROM stays s WHERE s.lot_id = c3.lot_id AND s.plate = c3.plate AND s.state = ANY($4::int[]))) AS plate_counted
       FROM coupons c JOIN coupon_types t ON t.id = c.type_id WHERE c.merchant_id = $1 AND c.issued_at >= $2`,
    [merchantId, isoAt(since), plate, OPEN_STAY_STATES]);
  return { count: Number(row.count), amount: Number(row.amount), minutes: Number(row.minutes), carsIn: Number(row.cars_in), plateCounted: Boolean(row.plate_counted) };
}
