// Issuing a coupon to a plate (docs/merchants.md, "Issuing"): one domain service, once per
// idempotency key, with the merchant's row locked (two issues at once count each other against the
// limits). The pure rule (lib/areas/merchants/issuing.ts) decides; refused with its message and
// nothing written. A type given once per plate voids the plate's earlier unused coupon of it.
import { z } from 'zod';
import { ISSUE_REFUSALS, issueRefusal, periodStart } from '../../../lib/areas/merchants/issuing';
import type { LimitPeriod } from '../../../lib/areas/merchants/settings';
import { COUPON_STATE } from '../../../lib/parking/coupons/coupon-machine';
import type { CouponKind } from '../../../lib/parking/coupons/relief';
import { MERCHANT_AUDIT } from '../../../lib/parking/merchant-audit';
import { OPEN_STAY_STATES } from '../../../lib/parking/stay-machine';
import { fenToYuan } from '../../../lib/money/fen';
import { PLATE_INPUT_MAX_LENGTH, isValidPlate, normalizePlate } from '../../../lib/validation/formats';
import { isoAt } from '../../db';
import { refuse, rowNotFound } from '../../kernel/failures';
import { defineService } from '../../kernel/service';
import { lockedMerchant, voidCoupon } from '../charging';

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
    const [soFar] = await work.query<{ count: number; amount: number; minutes: number; cars_in: number; plate_counted: boolean }>(
      `SELECT count(*)::int AS count,
              coalesce(sum(t.amount) FILTER (WHERE t.kind = 'cash'), 0)::bigint AS amount,
              coalesce(sum(CASE t.kind WHEN 'time' THEN t.minutes WHEN 'period' THEN t.hours * 60 ELSE 0 END), 0)::bigint AS minutes,
              (SELECT count(DISTINCT c2.plate)::int FROM coupons c2 WHERE c2.merchant_id = $1 AND c2.state IN (${COUPON_STATE.unused}, ${COUPON_STATE.inUse})
                  AND EXISTS (SELECT 1 FROM stays s WHERE s.lot_id = c2.lot_id AND s.plate = c2.plate AND s.state = ANY($4::int[]))) AS cars_in,
              EXISTS (SELECT 1 FROM coupons c3 WHERE c3.merchant_id = $1 AND c3.plate = $3 AND c3.state IN (${COUPON_STATE.unused}, ${COUPON_STATE.inUse})
                  AND EXISTS (SELECT 1 FROM stays s WHERE s.lot_id = c3.lot_id AND s.plate = c3.plate AND s.state = ANY($4::int[]))) AS plate_counted
         FROM coupons c JOIN coupon_types t ON t.id = c.type_id WHERE c.merchant_id = $1 AND c.issued_at >= $2`,
      [merchant.id, isoAt(since), plate, OPEN_STAY_STATES]);
    const refused = issueRefusal(
      { state: merchant.state, settlement: merchant.settlement, balance: merchant.balance, minutes: merchant.minutes, arrearsLimit: merchant.arrears_limit,
        limitCount: m.limit_count, limitAmount: m.limit_amount === null ? null : Number(m.limit_amount), limitMinutes: m.limit_minutes, limitCars: m.limit_cars },
      { enabled: Number(type.status) === 1, kind: type.kind, amount: type.amount === null ? null : Number(type.amount), minutes: type.minutes, hours: type.hours },
      { count: Number(soFar.count), amount: Number(soFar.amount), minutes: Number(soFar.minutes), carsIn: Number(soFar.cars_in), plateCounted: soFar.plate_counted },
    );
    if (refused) {
      const money = refused.refusal === ISSUE_REFUSALS.limitAmount || refused.refusal === ISSUE_REFUSALS.arrearsLimit;
      throw refuse(refused.refusal, refused.limit === undefined ? undefined : { limit: money ? fenToYuan(refused.limit) : refused.limit });
    }
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
