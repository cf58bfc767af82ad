// Open stays priced when read: what a vehicle still in the lot owes at the moment a list, an
// export or a detail is read, computed like a pricing (pricing.ts) but written nowhere. Only the
// rows being read are priced (a page, an export chunk, one detail), in a few queries for all of
// them: the stays with what their orders took, the rules of their rate versions, and when needed
// the disabled drivers' discounts and the holiday calendar. docs/charging.md, "What an open stay owes".
import { DISABLED_DISCOUNT_REASON, SYSTEM_OPERATOR, billsAgain } from './pricing';
import { calendarBetween } from './rates';
import { STAY_COLUMNS, stayOf, type StayRow } from './rows';
import {
  ORDER_STATE, disabledDiscountOf, pricedFigures, shownOrderState, type OrderState, type PricedFigures,
} from '../../lib/parking/order-machine';
import { OPEN_STAY_STATES, STAY_STATE } from '../../lib/parking/stay-machine';
import { compileRules } from '../../lib/tariff/compile';
import { evaluateFee } from '../../lib/tariff/evaluate';
import type { FeeLine } from '../../lib/tariff/lines';
import type { RateRules } from '../../lib/tariff/rules';
import type { Reader } from '../db';

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

interface OpenStay extends StayRow { order_id: number; discount: number; waived: number; paid: number }

/**
 * The open stays among `ids` (stay ids, or their orders' ids), each with its order's id and what
 * the order took: payments, waivers and discounts (the automatic disabled discount left out: it
 * follows the fee).
 */
async function openStays(db: Reader, by: 'stay' | 'order', ids: readonly number[]): Promise<OpenStay[]> {
  const which = by === 'stay' ? 'id = ANY($1::bigint[])' : 'id IN (SELECT stay_id FROM orders WHERE id = ANY($1::bigint[]))';
  const rows = await db.query<Record<string, unknown>>(
    `SELECT s.*, o.id AS order_id,
       (SELECT coalesce(sum(d.amount), 0)::bigint FROM order_discounts d WHERE d.order_id = o.id AND d.kind = 'discount'
          AND NOT (d.reason = $2 AND d.operator = $3)) AS discount,
       (SELECT coalesce(sum(d.amount), 0)::bigint FROM order_discounts d WHERE d.order_id = o.id AND d.kind <> 'discount') AS waived,
       (SELECT coalesce(sum(p.amount), 0)::bigint FROM payments p WHERE p.order_id = o.id) AS paid
     FROM (SELECT ${STAY_COLUMNS} FROM stays WHERE ${OPEN} AND ${which}) s JOIN orders o ON o.stay_id = s.id`,
    [ids, DISABLED_DISCOUNT_REASON, SYSTEM_OPERATOR]);
  return rows.map((r) => ({
    ...stayOf(r), order_id: Number(r.order_id), discount: Number(r.discount), waived: Number(r.waived), paid: Number(r.paid),
  }));
}

/**
 * The orders of the open stays among `ids` priced at `now`, keyed by the id asked for (a stay's
 * or an order's); stays that left are not in the map (their figures are final).
 */
export async function openOrdersNow(db: Reader, by: 'stay' | 'order', ids: readonly number[], now: number): Promise<Map<number, OrderNow>> {
  const result = new Map<number, OrderNow>();
  const stays = ids.length ? await openStays(db, by, ids) : [];
  if (!stays.length) return result;
  const versionIds = [...new Set(stays.flatMap((s) => (s.rate_version_id === null ? [] : [s.rate_version_id])))];
  const versions = versionIds.length
    ? await db.query<{ id: number; rules: RateRules }>('SELECT id, rules FROM rate_versions WHERE id = ANY($1::bigint[])', [versionIds]) : [];
  const rates = new Map(versions.map((v) => [Number(v.id), compileRules(v.rules)]));
  const disabledPlates = stays.filter((s) => s.vehicle_class === 'disabled').map((s) => s.plate);
  const disabled = new Map((disabledPlates.length ? await db.query<{ plate: string; discount_pct: number }>(
    'SELECT plate, discount_pct FROM disabled_vehicles WHERE plate = ANY($1::text[])', [disabledPlates]) : []).map((d) => [d.plate, d.discount_pct]));
  // The holiday calendar matters only to rates with holiday rules.
  const calendar = [...rates.values()].some((r) => r.holiday !== null)
    ? await calendarBetween(db, Math.min(...stays.map((s) => s.entry_at)), now) : {};

  for (const stay of stays) {
    const rules = stay.rate_version_id === null ? undefined : rates.get(Number(stay.rate_version_id));
    const fee = rules ? evaluateFee(rules, {
      entryAt: stay.entry_at, exitAt: Math.max(now, stay.entry_at), paidUntil: stay.paid_until ?? undefined, alreadyPaid: stay.paid, ...calendar,
    }) : null;
    const receivable = fee?.total ?? 0;
    const automatic = stay.vehicle_class === 'disabled' ? disabledDiscountOf(receivable, disabled.get(stay.plate) ?? 0) : 0;
    const figures = pricedFigures({ receivable, discount: stay.discount + automatic, waived: stay.waived, paid: stay.paid });
    const billing = stay.state === STAY_STATE.inLot || (fee !== null && billsAgain(stay.state, fee, now));
    result.set(by === 'stay' ? stay.id : stay.order_id, {
      ...figures, orderId: stay.order_id, stayId: stay.id, shown: shownOrderState(billing, figures.state), lines: fee?.lines ?? [],
    });
  }
  return result;
}
