// Issuing a coupon to a plate (docs/merchants.md, "Issuing"): one domain service, once per
// idempotency key, with the merchant's row locked (two issues at once count each other against the
// limits). The pure rule (lib/areas/merchants/issuing.ts) decides; refused with its message and
// nothing written. A type given once per plate voids the plate's earlier unused coupon of it.
import { z } from 'zod';
import { ISSUE_REFUSALS, faceOf, issueRefusal, periodStart } from '../../../lib/areas/merchants/issuing';
import type { LimitPeriod } from '../../../lib/areas/merchants/settings';
import { COUPON_STATE } from '../../../lib/parking/coupons/coupon-machine';
import type { CouponKind } from '../../../lib/parking/coupons/relief';
import { MERCHANT_AUDIT } from '../../../lib/parking/merchant-audit';
import { fenToYuan } from '../../../lib/money/fen';
import { PLATE_INPUT_MAX_LENGTH, isValidPlate, normalizePlate } from '../../../lib/validation/formats';
import { isoAt } from '../../db';
import { refuse, rowNotFound } from '../../kernel/failures';
import { defineService } from '../../kernel/service';
import { lockedMerchant, voidCoupon } from '../charging';
import { issuedSoFar } from './issued-so-far';
import { checkDiscountWindow } from './third-discount-spending';

/** Why an earlier coupon of a once-per-plate type was voided (coupons.void_reason). */
export const REPLACED = 'replacedByNewer';

const HOUR_MS = 3_600_000;

interface TypeRow { id: number; merchant_id: number; kind: CouponKind; amount: number | null; minutes: number | null; hours: number | null; valid_hours: number; one_per_plate: boolean; multi_use: boolean; status: number }

export const issueCoupon = defineService({
  name: 'merchants.issueCoupon',
  idempotent: true,
  input: z.object({
    typeId: z.number().int().positive(),
    plate: z.string().trim().min(1).max(PLATE_INPUT_MAX_LENGTH).refine(isValidPlate).transform(normalizePlate),
    source: z.enum(['issued', 'claimed']).default('issued'),
  }),
  async run(work, { typeId, plate, source }) {
    const [type] = await work.query<TypeRow>(
      'SELECT id, merchant_id, kind, amount, minutes, hours, valid_hours, one_per_plate, multi_use, status FROM coupon_types WHERE id = $1', [typeId]);
    if (!type) throw rowNotFound();
    const merchant = await lockedMerchant(work, Number(type.merchant_id));
    const [m] = await work.query<{ limit_period: LimitPeriod; limit_count: number | null; limit_amount: number | null; limit_minutes: number | null; limit_cars: number | null }>(
      'SELECT limit_period, limit_count, limit_amount, limit_minutes, limit_cars FROM merchants WHERE id = $1', [merchant.id]);
    const since = periodStart(work.at, m.limit_period);
    const soFar = await issuedSoFar(work, merchant.id, since, plate);
    const refused = issueRefusal(
      { state: merchant.state, settlement: merchant.settlement, balance: merchant.balance, minutes: merchant.minutes, arrearsLimit: merchant.arrears_limit,
        limitCount: m.limit_count, limitAmount: m.limit_amount === null ? null : Number(m.limit_amount), limitMinutes: m.limit_minutes, limitCars: m.limit_cars },
      { enabled: Number(type.status) === 1, kind: type.kind, amount: type.amount === null ? null : Number(type.amount), minutes: type.minutes, hours: type.hours },
      soFar,
    );
    if (refused) {
      const money = refused.refusal === ISSUE_REFUSALS.limitAmount || refused.refusal === ISSUE_REFUSALS.arrearsLimit;
      throw refuse(refused.refusal, refused.limit === undefined ? undefined : { limit: money ? fenToYuan(refused.limit) : refused.limit });
    }
    // A third-party discount's coupon: only inside its dates and budget.
    await checkDiscountWindow(work, type.id, faceOf(type).amount, work.at);
    if (type.one_per_plate) {
      const earlier = await work.query<{ id: number }>(
        `SELECT id FROM coupons WHERE type_id = $1 AND plate = $2 AND state = ${COUPON_STATE.unused} ORDER BY id FOR UPDATE`, [type.id, plate]);
      for (const { id } of earlier) await voidCoupon(work, Number(id), COUPON_STATE.unused, REPLACED);
    }
    const [{ no }] = await work.query<{ no: string }>("SELECT 'CP' || lpad(nextval('coupon_no_seq')::text, 10, '0') AS no");
    const coupon = await work.insert(MERCHANT_AUDIT.coupon, 'coupons', {
      coupon_no: no, type_id: type.id, merchant_id: merchant.id, lot_id: merchant.lot_id, plate, multi_use: type.multi_use,
      state: COUPON_STATE.unused, source, issued_by: work.actor.name, issued_at: isoAt(work.at),
      expires_at: Number(type.valid_hours) > 0 ? isoAt(work.at + Number(type.valid_hours) * HOUR_MS) : null,
    });
    return { couponNo: String(coupon.coupon_no), plate, expiresAt: coupon.expires_at };
  },
});
