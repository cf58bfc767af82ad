// Coupons used (docs/merchants.md, "Coupons at pricing"): when an order is paid (nothing left due,
// by a payment, a discount, or the coupons themselves at the exit), the coupons in use on it are
// used and each merchant is charged for its use in the same transaction (lib/parking/coupons/terms.ts
// useCharge; a ledger row of cause 'couponUse'). Each use is charged once: a use already used is
// not in use any more. A prepaid account is never taken below 0: what it could not pay is kept on
// the use as uncharged. The operator's own coupons (no merchant) are used charging nobody. And a stay that cost nothing voids the coupons given for it (issued while it
// was in the lot): a coupon is not spent on nothing, and not kept for another stay either.
import { COUPON_STATE, COUPON_USE_STATE } from '../../../../lib/parking/coupons/coupon-machine';
import { useCharge, type CouponCharge } from '../../../../lib/parking/coupons/terms';
import { unitOf } from '../../../../lib/parking/merchant-account';
import { MERCHANT_AUDIT } from '../../../../lib/parking/merchant-audit';
import { isoAt } from '../../../db';
import type { Work } from '../../../kernel/work';
import { changeAccount, lockedMerchant } from '../merchant-account';
import type { StayRow } from '../rows';
import { moveCoupon } from './apply';

/** Why a coupon was voided by a stay that cost nothing (coupons.void_reason). */
export const NOTHING_TO_PAY = 'nothingToPay';

interface InUse {
  id: number; coupon_id: number; merchant_id: number | null; relief: number; multi_use: boolean; coupon_state: number;
  charge: CouponCharge; charge_amount: number | null; charge_max: number | null;
}

export async function useCoupons(work: Work, orderId: number): Promise<void> {
  const uses = await work.query<InUse>(
    `SELECT u.id, u.coupon_id, u.merchant_id, u.relief, c.multi_use, c.state AS coupon_state, t.charge, t.charge_amount, t.charge_max
       FROM coupon_uses u JOIN coupons c ON c.id = u.coupon_id JOIN coupon_types t ON t.id = c.type_id
      WHERE u.order_id = $1 AND u.state = ${COUPON_USE_STATE.inUse} ORDER BY u.merchant_id NULLS FIRST, u.id FOR UPDATE OF u`, [orderId]);
  for (const use of uses) {
    if (use.merchant_id === null) {
      await work.update(MERCHANT_AUDIT.couponUse, 'coupon_uses', Number(use.id), { state: COUPON_USE_STATE.used, used_at: isoAt(work.at) });
      if (!use.multi_use) await moveCoupon(work, Number(use.coupon_id), Number(use.coupon_state), 'use', { ended_at: isoAt(work.at) });
      continue;
    }
    const merchant = await lockedMerchant(work, Number(use.merchant_id));
    const unit = unitOf(merchant.settlement);
    const asked = useCharge(Number(use.relief), {
      charge: use.charge, chargeAmount: use.charge_amount === null ? null : Number(use.charge_amount), chargeMax: use.charge_max === null ? null : Number(use.charge_max),
    }, merchant.settlement, merchant.minute_price);
    // A post-paid account goes into arrears; a prepaid one gives what it holds.
    const held = unit === 'minutes' ? merchant.minutes : merchant.balance;
    const charge = merchant.settlement === 'postpaid' ? asked : Math.max(0, Math.min(asked, held));
    await work.update(MERCHANT_AUDIT.couponUse, 'coupon_uses', Number(use.id), {
      state: COUPON_USE_STATE.used, used_at: isoAt(work.at), charge, charge_unit: unit, uncharged: asked - charge,
    });
    if (charge > 0) await changeAccount(work, merchant, { cause: 'couponUse', unit, change: -charge, couponUseId: Number(use.id) });
    if (!use.multi_use) await moveCoupon(work, Number(use.coupon_id), Number(use.coupon_state), 'use', { ended_at: isoAt(work.at) });
  }
}

/**
 * The coupons a merchant gave for a stay that cost nothing: voided, not spent (long-term ones are kept
 * for the next stay). The operator's own (an event's, a package the driver bought, a member's) are not
 * given for a visit: a package bought at the booth while the car is in stays the driver's.
 */
export async function voidCouponsOfFreeStay(work: Work, stay: StayRow, exitAt: number): Promise<void> {
  const given = await work.query<{ id: number }>(
    `SELECT id FROM coupons WHERE lot_id = $1 AND plate = $2 AND state = ${COUPON_STATE.unused} AND NOT multi_use AND merchant_id IS NOT NULL
        AND issued_at >= $3 AND issued_at <= $4 ORDER BY id FOR UPDATE`, [stay.lot_id, stay.plate, isoAt(stay.entry_at), isoAt(exitAt)]);
  for (const { id } of given) await voidCoupon(work, Number(id), COUPON_STATE.unused, NOTHING_TO_PAY);
}

/** A coupon voided (by hand, replaced by a newer one of its kind): its machine decides. */
export const voidCoupon = (work: Work, couponId: number, from: number, reason: string) =>
  moveCoupon(work, couponId, from, 'void', { ended_at: isoAt(work.at), void_reason: reason });
