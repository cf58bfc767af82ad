// Pricing a stay: its order (made on first pricing) gets the fee of the stay up to an instant by
// the rate version chosen at entry, itemised in fee lines, the plate's coupons decided again
// (coupons/apply.ts), and its figures — receivable = discount + waived + paid + due — and state follow. A paid stay still in the lot after its exit
// window is billing again. Every change is audited (the fee lines replaced by a pricing are kept
// in the order's audit entry).
import { ORDER_STATE, disabledDiscountOf, pricedFigures } from '../../../lib/parking/order-machine';
import { STAY_STATE, decideStay, type StayState } from '../../../lib/parking/stay-machine';
import { visitorPricedUntil } from '../../../lib/parking/cards/lane-decision';
import { evaluateFee, type FeeResult } from '../../../lib/tariff/evaluate';
import { compileRules } from '../../../lib/tariff/compile';
import { isoAt } from '../../db';
import type { Work } from '../../kernel/work';
import { AUDIT } from './audit-entities';
import { nextNumber } from './numbers';
import { calendarBetween, rulesForPricing } from './rates';
import { syncCoupons, type PricedStay } from './coupons/apply';
import { orderOfStay, type OrderRow, type StayRow } from './rows';

/** Reason of the automatic discount of a disabled driver's vehicle (order_discounts.reason). */
export const DISABLED_DISCOUNT_REASON = 'disabledVehicle';
/** The operator of what the system books by itself. */
export const SYSTEM_OPERATOR = 'system';

export interface Priced { order: OrderRow; fee: FeeResult | null; stay: StayRow }

async function ensureOrder(work: Work, stay: StayRow): Promise<OrderRow> {
  const found = await orderOfStay(work, stay.id);
  if (found) return found;
  const at = isoAt(work.at);
  await work.insert(AUDIT.order, 'orders', {
    order_no: await nextNumber(work, 'order', work.at), stay_id: stay.id, lot_id: stay.lot_id, plate: stay.plate,
    state: ORDER_STATE.unpaid, rate_version_id: stay.rate_version_id, priced_at: at, priced_until: at, created_at: at, updated_at: at,
  });
  return (await orderOfStay(work, stay.id))!;
}

/** The disabled driver's discount follows the fee: one automatic line, kept at pct % of it. */
async function syncDisabledDiscount(work: Work, stay: StayRow, order: OrderRow, receivable: number): Promise<void> {
  if (stay.vehicle_class !== 'disabled') return;
  const [disabled] = await work.query<{ discount_pct: number }>('SELECT discount_pct FROM disabled_vehicles WHERE plate = $1', [stay.plate]);
  const amount = disabled ? disabledDiscountOf(receivable, disabled.discount_pct) : 0;
  const [line] = await work.query<{ id: number; amount: number }>(
    "SELECT id, amount FROM order_discounts WHERE order_id = $1 AND kind = 'discount' AND reason = $2 AND operator = $3",
    [order.id, DISABLED_DISCOUNT_REASON, SYSTEM_OPERATOR]);
  if (line && line.amount !== amount) await work.update(AUDIT.discount, 'order_discounts', line.id, { amount, at: isoAt(work.at) });
  if (!line && amount > 0) {
    await work.insert(AUDIT.discount, 'order_discounts', {
      order_id: order.id, lot_id: stay.lot_id, plate: stay.plate, kind: 'discount', amount, reason: DISABLED_DISCOUNT_REASON,
      operator: SYSTEM_OPERATOR, at: isoAt(work.at),
    });
  }
}

/** What the order's coupons take off now (order_discounts of kind 'coupon'). */
async function couponDiscount(work: Work, orderId: number): Promise<number> {
  const [row] = await work.query<{ amount: number }>("SELECT coalesce(sum(amount), 0)::bigint AS amount FROM order_discounts WHERE order_id = $1 AND kind = 'coupon'", [orderId]);
  return Number(row.amount);
}

/** Paid, but still here after the exit window: billing runs again from the payment. */
export const billsAgain = (state: StayState, fee: FeeResult, until: number) =>
  state === STAY_STATE.paidNotOut && fee.exitWindowEndsAt !== undefined && until > fee.exitWindowEndsAt;

/**
 * What an order has taken: its payments, discounts (a cashier's, a coupon's) and waivers, summed from their rows. What a
 * stored-value balance paid (kind 'balance', stored-value.ts) is in waived, and named apart for the
 * order's state (paid, though no money came in).
 */
async function settled(work: Work, orderId: number): Promise<{ discount: number; waived: number; paid: number; fromBalance: number }> {
  const [sums] = await work.query<{ discount: number; waived: number; paid: number; from_balance: number }>(
    `SELECT coalesce(sum(amount) FILTER (WHERE kind IN ('discount', 'coupon')), 0)::bigint AS discount,
            coalesce(sum(amount) FILTER (WHERE kind NOT IN ('discount', 'coupon')), 0)::bigint AS waived,
            coalesce(sum(amount) FILTER (WHERE kind = 'balance'), 0)::bigint AS from_balance,
            (SELECT coalesce(sum(amount), 0)::bigint FROM payments WHERE order_id = $1) AS paid
     FROM order_discounts WHERE order_id = $1`, [orderId]);
  return { discount: Number(sums.discount), waived: Number(sums.waived), paid: Number(sums.paid), fromBalance: Number(sums.from_balance) };
}

async function replaceFeeLines(work: Work, order: OrderRow, fee: FeeResult | null): Promise<void> {
  const before = await work.query('SELECT seq, kind, from_at, to_at, window_name, units, unit_price, amount, cap_applied FROM order_fee_lines WHERE order_id = $1 ORDER BY seq', [order.id]);
  await work.query('DELETE FROM order_fee_lines WHERE order_id = $1', [order.id]);
  const lines = fee?.lines ?? [];
  if (lines.length) {
    await work.query(
      `INSERT INTO order_fee_lines (order_id, seq, kind, from_at, to_at, window_name, units, unit_price, amount, cap_applied)
       SELECT $1, r.seq, r.kind, r.from_at, r.to_at, r.window_name, r.units, r.unit_price, r.amount, r.cap_applied
       FROM jsonb_to_recordset($2::jsonb) AS r(seq smallint, kind text, from_at timestamptz, to_at timestamptz, window_name text,
         units integer, unit_price bigint, amount bigint, cap_applied bigint)`,
      [order.id, JSON.stringify(lines.map((l, i) => ({
        seq: i + 1, kind: l.kind, from_at: isoAt(l.from), to_at: isoAt(l.to), window_name: l.window ?? null,
        units: l.units ?? null, unit_price: l.unitPrice ?? null, amount: l.amount, cap_applied: l.capApplied ?? null,
      })))]);
  }
  if (before.length || lines.length) await work.record(AUDIT.order, order.id, { feeLines: before }, { feeLines: lines });
}

/**
 * Prices `stay` up to `until` (its exit, or now): the order's figures and state, the fee lines, and
 * the stay back to billing when it stayed past its exit window. Returns the order as stored now.
 */
export async function priceStay(work: Work, stay: StayRow, until: number): Promise<Priced> {
  let current = stay;
  let order = await ensureOrder(work, current);
  const taken = await settled(work, order.id);
  let fee: FeeResult | null = null;
  let pricer: Omit<PricedStay, 'open'> | null = null;
  if (current.rate_version_id !== null) {
    const rules = compileRules(await rulesForPricing(work, current.rate_version_id));
    // A card's extra car is priced as a visitor until it took a space one of the card's cars freed (lane-cards.ts).
    const pricedUntil = visitorPricedUntil(until, current.card_space_at);
    const calendar = await calendarBetween(work, current.entry_at, pricedUntil);
    const exitAt = Math.max(pricedUntil, current.entry_at);
    fee = evaluateFee(rules, { entryAt: current.entry_at, exitAt, paidUntil: current.paid_until ?? undefined, alreadyPaid: taken.paid, ...calendar });
    // Coupons price parts of the same stay by the same rules (lib/parking/coupons/relief.ts).
    pricer = { entryAt: current.entry_at, exitAt, price: (from, to) => (to <= from ? 0 : evaluateFee(rules, { entryAt: from, exitAt: to, ...calendar }).total) };
    if (billsAgain(current.state, fee, until)) {
      const decision = decideStay(current.state, 'windowElapsed');
      if (decision.ok) {
        await work.update(AUDIT.stay, 'stays', current.id, { state: decision.to, updated_at: isoAt(work.at) });
        current = { ...current, state: decision.to };
      }
    }
  }
  const receivable = fee?.total ?? 0;
  await syncDisabledDiscount(work, current, order, receivable);
  if (pricer) {
    const before = await settled(work, order.id);
    const coupons = await couponDiscount(work, order.id);
    await syncCoupons(work, current, order, { ...pricer, open: receivable - (before.discount - coupons) - before.waived }, before.paid);
  }
  const { fromBalance: _fromBalance, ...next } = pricedFigures({ receivable, ...await settled(work, order.id) });
  await replaceFeeLines(work, order, fee);
  await work.update(AUDIT.order, 'orders', order.id, {
    ...next, rate_version_id: current.rate_version_id, priced_at: isoAt(work.at), priced_until: isoAt(until), updated_at: isoAt(work.at),
  });
  order = (await orderOfStay(work, current.id))!;
  return { order, fee, stay: current };
}
