// What an approved third-party discount has spent of its budget and how many coupons it gave, and
// whether one more may be given now: read by the issuing (coupon-issue.ts) and by its screens, so
// that both count the same (lib/areas/merchants/third-discounts.ts spentOf).
import { issueWindowRefusal, spentOf } from '../../../lib/areas/merchants/third-discounts';
import { COUPON_STATE } from '../../../lib/parking/coupons/coupon-machine';
import { THIRD_DISCOUNT_STATE } from '../../../lib/parking/third-discount-machine';
import type { Reader } from '../../db';
import { refuse } from '../../kernel/failures';

export interface DiscountSpending { spent: number; issued: number }

export async function discountSpending(db: Reader, couponTypeId: number): Promise<DiscountSpending> {
  const [row] = await db.query<{ relief: string; unused_cash_face: string; issued: number }>(
    `SELECT (SELECT coalesce(sum(u.relief), 0)::bigint FROM coupon_uses u JOIN coupons c ON c.id = u.coupon_id WHERE c.type_id = $1) AS relief,
            (SELECT coalesce(sum(t.amount), 0)::bigint FROM coupons c JOIN coupon_types t ON t.id = c.type_id
              WHERE c.type_id = $1 AND t.kind = 'cash' AND c.state = ${COUPON_STATE.unused}) AS unused_cash_face,
            (SELECT count(*)::int FROM coupons c WHERE c.type_id = $1) AS issued`, [couponTypeId]);
  return { spent: spentOf({ relief: Number(row.relief), unusedCashFace: Number(row.unused_cash_face) }), issued: Number(row.issued) };
}

/**
 * Refused (its message) when the coupon type is an approved third-party discount's and the coupon
 * would be given outside its dates or past its budget; nothing for any other type. Called by the
 * issuing with the merchant's row locked, so two issues at once count each other.
 */
export async function checkDiscountWindow(db: Reader, couponTypeId: number, face: number, at: number): Promise<void> {
  const [discount] = await db.query<{ valid_from: string; valid_to: string; budget: string }>(
    `SELECT to_char(valid_from, 'YYYY-MM-DD') AS valid_from, to_char(valid_to, 'YYYY-MM-DD') AS valid_to, budget
       FROM third_party_discounts WHERE coupon_type_id = $1 AND state = ${THIRD_DISCOUNT_STATE.approved}`, [couponTypeId]);
  if (!discount) return;
  const { spent } = await discountSpending(db, couponTypeId);
  const refusal = issueWindowRefusal({ validFrom: discount.valid_from, validTo: discount.valid_to, budget: Number(discount.budget) }, spent, face, at);
  if (refusal) throw refuse(refusal);
}
