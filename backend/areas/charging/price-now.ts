// Open stays priced when read: what a vehicle still in the lot owes at the moment a list, an
// export or a detail is read, computed like a pricing (pricing.ts) but written nowhere. Only the
// rows being read are priced (a page, an export chunk, one detail), in one query for all of them
// (the stays, what their orders took, their rate versions' rules, disabled drivers' discounts),
// and a second for the holiday calendar when a rate has holiday rules. docs/charging.md, "What an
// open stay owes".
import { DISABLED_DISCOUNT_REASON, SYSTEM_OPERATOR, billsAgain } from './pricing';
import { calendarBetween } from './rates';
import {
  ORDER_STATE, disabledDiscountOf, pricedFigures, shownOrderState, type OrderState, type PricedFigures,
} from '../../../lib/parking/order-machine';
import { OPEN_STAY_STATES, STAY_STATE, type StayState } from '../../../lib/parking/stay-machine';
import { compileRules, type CompiledRates } from '../../../lib/tariff/compile';
import { evaluateFee } from '../../../lib/tariff/evaluate';
import type { FeeLine } from '../../../lib/tariff/lines';
import type { RateRules } from '../../../lib/tariff/rules';
import { toMs, type Reader } from '../../db';

export interface OrderNow extends PricedFigures {
  orderId: number;
  stayId: number;
  /** The state to show: inLot while the vehicle bills in the lot. */
  shown: OrderState;
  lines: FeeLine[];
}

/**
 * The SQL of the state an order shows, for filters: inLot while its stay is in the lot (a paid
 * stay past its exit window is moved back there by the sweep within half a minute).
 */
export const shownOrderStateSql = (orderState: string, stayState: string) =>
  `CASE WHEN ${stayState} = ${STAY_STATE.inLot} THEN ${ORDER_STATE.inLot} ELSE ${orderState} END`;

const OPEN = `state IN (${OPEN_STAY_STATES.join(', ')})`;

/** What pricing an open stay needs, and no more (a 5,000-row export chunk reads each column 5,000 times). */
interface OpenStay {
  id: number; order_id: number; state: StayState; entry_at: number; paid_until: number | null; rate_version_id: number | null;
  /** What the order took (the automatic disabled discount left out; of waived, what a stored-value balance paid). */
  discount: number; waived: number; paid: number; from_balance: number;
  /** A disabled driver's discount (percent of the fee), for a stay of that class. */
  disabled_pct: number | null;
}

/**
 * The open stays among `ids` (stay ids, or their orders' ids) in one query: each with its order,
 * what the order took, a disabled driver's percentage, and the rules of its rate version, sent
 * once per version (on its first row). What an open order took is its stored paid, waived and
 * discount: every payment and discount re-prices its order (payments.ts), less the automatic
 * discount of a disabled driver's vehicle, which follows the fee.
 */
async function openStays(db: Reader, by: 'stay' | 'order', ids: readonly number[]): Promise<{ stays: OpenStay[]; rates: Map<number, CompiledRates> }> {
  const which = by === 'stay' ? 's.id = ANY($1::bigint[])' : 'o.id = ANY($1::bigint[])';
  const disabled = "s.vehicle_class = 'disabled'";
  const rows = await db.query<Record<string, unknown>>(
    `SELECT s.id, o.id AS order_id, s.state, s.entry_at, s.paid_until, s.rate_version_id, o.waived, o.paid,
       o.discount - CASE WHEN ${disabled} THEN (SELECT coalesce(sum(d.amount), 0) FROM order_discounts d
         WHERE d.order_id = o.id AND d.kind = 'discount' AND d.reason = $2 AND d.operator = $3) ELSE 0 END AS discount,
       CASE WHEN ${disabled} THEN (SELECT v.discount_pct FROM disabled_vehicles v WHERE v.plate = s.plate) END AS disabled_pct,
       (SELECT coalesce(sum(d.amount), 0) FROM order_discounts d WHERE d.order_id = o.id AND d.kind = 'balance') AS from_balance,
       CASE WHEN row_number() OVER (PARTITION BY s.rate_version_id ORDER BY s.id) = 1
            THEN (SELECT r.rules FROM rate_versions r WHERE r.id = s.rate_version_id) END AS rules
     FROM stays s JOIN orders o ON o.stay_id = s.id WHERE s.${OPEN} AND ${which}`,
    [ids, DISABLED_DISCOUNT_REASON, SYSTEM_OPERATOR]);
  const rates = new Map<number, CompiledRates>();
  for (const r of rows) if (r.rules) rates.set(Number(r.rate_version_id), compileRules(r.rules as RateRules));
  const stays = rows.map((r) => ({
    id: Number(r.id), order_id: Number(r.order_id), state: Number(r.state) as StayState, entry_at: toMs(r.entry_at)!, paid_until: toMs(r.paid_until),
    rate_version_id: r.rate_version_id === null ? null : Number(r.rate_version_id),
    discount: Number(r.discount), waived: Number(r.waived), paid: Number(r.paid), from_balance: Number(r.from_balance), disabled_pct: r.disabled_pct === null ? null : Number(r.disabled_pct),
  }));
  return { stays, rates };
}

/**
 * The orders of the open stays among `ids` priced at `now`, keyed by the id asked for (a stay's
 * or an order's); stays that left are not in the map (their figures are final).
 */
export async function openOrdersNow(db: Reader, by: 'stay' | 'order', ids: readonly number[], now: number): Promise<Map<number, OrderNow>> {
  const result = new Map<number, OrderNow>();
  if (!ids.length) return result;
  const { stays, rates } = await openStays(db, by, ids);
  if (!stays.length) return result;
  // The holiday calendar matters only to rates with holiday rules.
  const calendar = [...rates.values()].some((r) => r.holiday !== null)
    ? await calendarBetween(db, Math.min(...stays.map((s) => s.entry_at)), now) : {};

  for (const stay of stays) {
    const rules = stay.rate_version_id === null ? undefined : rates.get(stay.rate_version_id);
    const fee = rules ? evaluateFee(rules, {
      entryAt: stay.entry_at, exitAt: Math.max(now, stay.entry_at), paidUntil: stay.paid_until ?? undefined, alreadyPaid: stay.paid, ...calendar,
    }) : null;
    const receivable = fee?.total ?? 0;
    const automatic = stay.disabled_pct === null ? 0 : disabledDiscountOf(receivable, stay.disabled_pct);
    const { fromBalance: _fromBalance, ...figures } = pricedFigures({ receivable, discount: stay.discount + automatic, waived: stay.waived, paid: stay.paid, fromBalance: stay.from_balance });
    const billing = stay.state === STAY_STATE.inLot || (fee !== null && billsAgain(stay.state, fee, now));
    result.set(by === 'stay' ? stay.id : stay.order_id, {
      ...figures, orderId: stay.order_id, stayId: stay.id, shown: shownOrderState(billing, figures.state), lines: fee?.lines ?? [],
    });
  }
  return result;
}
