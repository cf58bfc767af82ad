// Coupons at pricing (docs/merchants.md, "Coupons at pricing"): each pricing of a stay nothing has
// been paid on yet decides again which of its plate's coupons at the lot apply and what each takes
// off (lib/parking/coupons/relief.ts over the tariff); a coupon applied is in use on the order (a
// coupon_uses row and the order's discount row of kind 'coupon'), one no longer applied goes back
// to unused. Once a payment is booked on the order its coupons stay as they are: that payment, or
// the one that finishes it, uses them (use.ts). Coupons of a merchant that could not pay for them
// (not enabled, a prepaid account empty) do not apply; the operator's own (no merchant: events,
// packages sold to drivers, member offers) apply by the same rule and need nobody to pay. A coupon
// waiting for its window (an event's) applies from its valid_from.
import { COUPON_STATE, COUPON_USE_STATE, decideCoupon } from '../../../../lib/parking/coupons/coupon-machine';
import { couponRelief, type HeldCoupon, type Relief, type StayPricer } from '../../../../lib/parking/coupons/relief';
import { termsOf, type CouponTypeRow } from '../../../../lib/parking/coupons/terms';
import { MERCHANT_STATE } from '../../../../lib/parking/merchant-machine';
import { MERCHANT_AUDIT } from '../../../../lib/parking/merchant-audit';
import { DEFAULT_UTC_OFFSET_MINUTES } from '../../../../lib/tariff/calendar';
import { isoAt } from '../../../db';
import { refuse } from '../../../kernel/failures';
import type { Work } from '../../../kernel/work';
import { AUDIT } from '../audit-entities';
import type { OrderRow, StayRow } from '../rows';

/** What the pricing knows of the stay: its fee, how to price a part of it, and what else relieved it. */
export interface PricedStay {
  entryAt: number;
  exitAt: number;
  price: StayPricer;
  /** The fee less what other discounts and waivers took: the most coupons may take off. */
  open: number;
}

interface UsableRow extends CouponTypeRow { id: number; coupon_no: string; state: number; merchant_id: number | null }

/** SQL: a merchant whose coupons can be paid for now (enabled; a prepaid account not empty). */
const MERCHANT_PAYS = `m.state = ${MERCHANT_STATE.enabled} AND (
  (m.settlement = 'prepaid' AND m.balance > 0) OR (m.settlement = 'postpaid' AND m.balance > -m.arrears_limit) OR (m.settlement = 'minutes' AND m.minutes > 0))`;

/** The plate's coupons at the lot that may apply to this order now, in the order they were issued, locked. */
async function usableCoupons(work: Work, stay: StayRow, orderId: number, until: number): Promise<UsableRow[]> {
  return work.query<UsableRow>(
    `SELECT c.id, c.coupon_no, c.state, c.merchant_id, t.kind, t.minutes, t.amount, t.pay_percent, t.hours, t.windows
       FROM coupons c JOIN coupon_types t ON t.id = c.type_id LEFT JOIN merchants m ON m.id = c.merchant_id
      WHERE c.lot_id = $1 AND c.plate = $2 AND c.issued_at <= $4 AND (c.expires_at IS NULL OR c.expires_at > $4)
        AND (c.valid_from IS NULL OR c.valid_from <= $4) AND (c.merchant_id IS NULL OR (${MERCHANT_PAYS}))
        AND (c.state = ${COUPON_STATE.unused} OR (c.state = ${COUPON_STATE.inUse} AND EXISTS (
          SELECT 1 FROM coupon_uses u WHERE u.coupon_id = c.id AND u.order_id = $3 AND u.state = ${COUPON_USE_STATE.inUse})))
        AND NOT EXISTS (SELECT 1 FROM coupon_uses u WHERE u.coupon_id = c.id AND u.order_id = $3 AND u.state = ${COUPON_USE_STATE.used})
      ORDER BY c.issued_at, c.id
      FOR UPDATE OF c`, [stay.lot_id, stay.plate, orderId, isoAt(until)]);
}

/** The reliefs cut so that together they never take more than is open; one cut to nothing is left unused. */
export function withinOpen(relief: Relief, open: number): Relief['applied'] {
  let left = Math.max(0, open);
  const kept: Relief['applied'] = [];
  for (const applied of relief.applied) {
    const taken = Math.min(applied.relief, left);
    if (taken > 0) kept.push({ ...applied, relief: taken });
    left -= taken;
  }
  return kept;
}

interface UseRow { id: number; coupon_id: number; discount_id: number | null; relief: number }

/** Decides the order's coupons again and writes what changed; nothing when a payment is already on it. */
export async function syncCoupons(work: Work, stay: StayRow, order: OrderRow, priced: PricedStay, paid: number): Promise<void> {
  if (paid > 0) return;
  const rows = await usableCoupons(work, stay, order.id, priced.exitAt);
  const current = await work.query<UseRow>(
    `SELECT id, coupon_id, discount_id, relief FROM coupon_uses WHERE order_id = $1 AND state = ${COUPON_USE_STATE.inUse} ORDER BY id`, [order.id]);
  // Most stays have none: nothing more to read.
  if (!rows.length && !current.length) return;
  const [limit] = await work.query<{ coupon_stack_limit: number | null }>('SELECT coupon_stack_limit FROM parking_lots WHERE id = $1', [stay.lot_id]);
  const held: HeldCoupon[] = [];
  for (const row of rows) {
    const terms = termsOf(row);
    if (terms) held.push({ id: Number(row.id), terms });
  }
  const relief = couponRelief({
    entryAt: priced.entryAt, exitAt: priced.exitAt, price: priced.price, coupons: held,
    stackLimit: limit?.coupon_stack_limit ?? null, utcOffsetMinutes: DEFAULT_UTC_OFFSET_MINUTES,
  });
  const applied = new Map(withinOpen(relief, priced.open).map((a) => [a.id, a.relief]));
  const byCoupon = new Map(current.map((u) => [Number(u.coupon_id), u]));
  const rowOf = new Map(rows.map((r) => [Number(r.id), r]));

  for (const use of current) {
    if (applied.has(Number(use.coupon_id))) continue;
    await dropUse(work, use);
    const coupon = rowOf.get(Number(use.coupon_id));
    if (coupon && Number(coupon.state) === COUPON_STATE.inUse) await moveCoupon(work, Number(use.coupon_id), COUPON_STATE.inUse, 'release');
  }
  for (const [couponId, amount] of applied) {
    const use = byCoupon.get(couponId);
    const coupon = rowOf.get(couponId)!;
    if (use) {
      if (Number(use.relief) !== amount) {
        await work.update(MERCHANT_AUDIT.couponUse, 'coupon_uses', Number(use.id), { relief: amount, applied_at: isoAt(work.at) });
        if (use.discount_id !== null) await work.update(AUDIT.discount, 'order_discounts', Number(use.discount_id), { amount, at: isoAt(work.at) });
      }
      continue;
    }
    const discount = await work.insert(AUDIT.discount, 'order_discounts', {
      order_id: order.id, lot_id: stay.lot_id, plate: stay.plate, kind: 'coupon', amount, reason: coupon.coupon_no, operator: work.actor.name, at: isoAt(work.at),
    });
    await work.insert(MERCHANT_AUDIT.couponUse, 'coupon_uses', {
      coupon_id: couponId, order_id: order.id, discount_id: discount.id, merchant_id: coupon.merchant_id, lot_id: stay.lot_id, plate: stay.plate,
      relief: amount, state: COUPON_USE_STATE.inUse, applied_at: isoAt(work.at),
    });
    // A long-term coupon stays unused while valid: only its use is in use.
    const [{ multi_use: multiUse }] = await work.query<{ multi_use: boolean }>('SELECT multi_use FROM coupons WHERE id = $1', [couponId]);
    if (!multiUse) await moveCoupon(work, couponId, Number(coupon.state) as 0 | 1, 'apply');
  }
}

/** A use taken back: its row and its discount row go, each audited. */
async function dropUse(work: Work, use: UseRow): Promise<void> {
  const [row] = await work.query('DELETE FROM coupon_uses WHERE id = $1 RETURNING *', [use.id]);
  await work.record(MERCHANT_AUDIT.couponUse, Number(use.id), row, null);
  if (use.discount_id !== null) {
    const [discount] = await work.query('DELETE FROM order_discounts WHERE id = $1 RETURNING *', [use.discount_id]);
    await work.record(AUDIT.discount, Number(use.discount_id), discount, null);
  }
}

/** A coupon moved by its machine (the state it is in is known: its row is locked). */
export async function moveCoupon(work: Work, couponId: number, from: number, event: 'apply' | 'release' | 'use' | 'expire' | 'void', extra: Record<string, unknown> = {}): Promise<void> {
  const decision = decideCoupon(from as 0, event);
  if (!decision.ok) throw refuse(decision.reason);
  // Applying to the state it is already in (a long-term coupon, a second pricing) changes nothing.
  if (decision.to === from) return;
  await work.update(MERCHANT_AUDIT.coupon, 'coupons', couponId, { state: decision.to, ...extra });
}
