// Refunds of rentals (/MonthlyRentReturnManagement; docs/rentals.md, "Refunds of rentals"). A
// rental refund is a refund of the rental order's payment: the refunds area's services, table,
// machine (lib/parking/refund-machine.ts) and outbox call carry it (requested, reviewed, confirmed
// by finance, paid back on the payment's own channel: cash at once, online through the outbox),
// so the daily settlement's `refunded` counts it as it counts a stay's. What is the rentals
// area's: the amount, by the lot's rule (lib/areas/rentals/refund-rule.ts), and the card, which
// ends the day of the request (and is put back as it was when the refund is rejected). Each
// service runs in one transaction and audits every row it writes; approvals are never the
// requester's (the refund services refuse them).
import { z } from 'zod';
import { rentalRefund, type Refund } from '../../../lib/areas/rentals/refund-rule';
import { RENTAL_REFUSALS } from '../../../lib/areas/rentals/refusals';
import { fenToYuan } from '../../../lib/money/fen';
import { periodOfDates } from '../../../lib/parking/cards/card-state';
import { dateOfDay, dayOf, dayOfDate } from '../../../lib/parking/cards/operator-days';
import { DEFAULT_REFUND_RULE, REFUND_RULES, type RefundRule } from '../../../lib/parking/cards/refund-rules';
import { PAID_LEASE_STATES, shownLeaseState, type LeaseState } from '../../../lib/parking/lease-machine';
import {
  REFUND_REFUSALS, REFUND_STATE, refundAmountRefusal, remainingRefundable, type RefundEvent, type RefundState,
} from '../../../lib/parking/refund-machine';
import { isoAt, toMs } from '../../db';
import { rowService } from '../../entities/row-service';
import type { EntityStore, Values } from '../../entities/types';
import { refuse, rowNotFound } from '../../kernel/failures';
import { defineService } from '../../kernel/service';
import type { Work } from '../../kernel/work';
import { atRestKeyOf } from '../pay-params';
import { REFUND_JOB_KEY_PREFIX, confirmRefundWith, rejectRefund, requestRefund, retryRefundWith, reviewRefund, type RefundResult } from '../refunds';
import { RENTAL_ORDER_ENTITY } from './sales';
import { ORDER_CARD_COLUMNS, paidBySql } from './rental-orders';

/** audit_log.entity of rental_refunds rows (their id is their refund's). */
export const RENTAL_REFUND_ENTITY = 'rentalRefund';
const CARD_ENTITY = 'monthCard';

/** A refund that is not rejected holds its sale: the sale is not refunded again (a failed one is sent again). */
const HOLDING = `state <> ${REFUND_STATE.rejected}`;
/** Waiting for a person: a rejection would put the card back. */
const WAITING = [REFUND_STATE.requested, REFUND_STATE.reviewed];

/** The facts the lot's rule counts from (a rental order, its lot's rule and its payment). */
export interface RefundFacts { rule: string | null; fee: number | null; paid: number; periodStart: string; periodEnd: string; months: number | null }

/** The lot's rule (parking_lots.rental_refund_rule); blank: the default. */
export const refundRuleOf = (rule: string | null): RefundRule => ((REFUND_RULES as readonly string[]).includes(rule ?? '') ? rule as RefundRule : DEFAULT_REFUND_RULE);

/** What the lot's rule gives back of a sale asked at `at`; null when its facts do not read. */
export function refundDue(facts: RefundFacts, at: number): ReturnType<typeof rentalRefund> | null {
  const period = periodOfDates(facts.periodStart, facts.periodEnd);
  if (!period) return null;
  return rentalRefund({ rule: refundRuleOf(facts.rule), paid: facts.paid, fee: facts.fee ?? 0, period, months: facts.months, requestedAt: at });
}

interface OrderRow {
  id: number; order_no: string; lot_id: number; card_id: number; card_no: string; months: number | null; period_start: string; period_end: string;
  state: number; rule: string | null; fee: string | null; card_start: string; card_end: string; paused: boolean; refunded_at: unknown;
}

/**
 * The card's end once `refund` is asked: the day of the request, or the day before the sale's
 * period when that starts later (a renewal bought ahead: the earlier sale's days stay the card's),
 * never later than it was, and the day before the card's start at the earliest (it never begins).
 */
function cardEndAfter(refund: Refund, periodStart: string, card: { start: string; end: string }): number {
  const [saleStart, cardStart, cardEnd] = [dayOfDate(periodStart)!, dayOfDate(card.start)!, dayOfDate(card.end)!];
  return Math.max(cardStart - 1, Math.min(cardEnd, Math.max(dayOf(refund.end), saleStart - 1)));
}

export const requestRentalRefund = defineService({
  name: 'rentals.requestRefund',
  idempotent: true,
  input: z.object({
    rentalOrderId: z.number().int().positive(),
    reason: z.string().trim().min(1).max(100),
    /** Less than the rule gives, when the customer agreed to it; the rule's amount when absent. */
    amount: z.number().int().positive().max(100_000_000).optional(),
  }),
  async run(work, { rentalOrderId, reason, amount: asked }): Promise<RefundResult & { due: number; daysLeft: number; cardEnd: string }> {
    const [order] = await work.query<OrderRow>(
      `SELECT o.id, o.order_no, o.lot_id, o.card_id, c.card_no, o.months, to_char(o.period_start, 'YYYY-MM-DD') AS period_start,
              to_char(o.period_end, 'YYYY-MM-DD') AS period_end, o.state, l.rental_refund_rule AS rule, l.rental_refund_fee AS fee,
              to_char(c.start_date, 'YYYY-MM-DD') AS card_start, to_char(c.end_date, 'YYYY-MM-DD') AS card_end,
              c.paused_at IS NOT NULL AS paused, c.refunded_at
         FROM rental_orders o JOIN month_cards c ON c.id = o.card_id JOIN parking_lots l ON l.id = o.lot_id
        WHERE o.id = $1 FOR UPDATE OF o, c`, [rentalOrderId]);
    if (!order) throw rowNotFound();
    const [payment] = await work.query<{ id: number; amount: string }>('SELECT id, amount FROM payments WHERE rental_order_id = $1 ORDER BY id LIMIT 1', [order.id]);
    if (!PAID_LEASE_STATES.includes(Number(order.state) as LeaseState) || !payment) throw refuse(RENTAL_REFUSALS.refundNotPaid);

    const [held] = await work.query<{ refund_no: string }>(`SELECT refund_no FROM refunds WHERE rental_order_id = $1 AND ${HOLDING} ORDER BY id DESC LIMIT 1`, [order.id]);
    if (held) throw refuse(RENTAL_REFUSALS.refundedAlready, { refundNo: held.refund_no });
    // Refunds of one card go one at a time, its latest sale first: each moves the card's end back.
    const [waiting] = await work.query<{ refund_no: string }>(
      `SELECT r.refund_no FROM refunds r JOIN rental_orders o ON o.id = r.rental_order_id WHERE o.card_id = $1 AND r.state = ANY($2::int[]) LIMIT 1`,
      [order.card_id, WAITING]);
    if (waiting) throw refuse(RENTAL_REFUSALS.refundUnderWay, { card: order.card_no, refundNo: waiting.refund_no });
    const [later] = await work.query<{ order_no: string }>(
      `SELECT o.order_no FROM rental_orders o WHERE o.card_id = $1 AND o.id > $2 AND o.state = ANY($3::int[])
          AND EXISTS (SELECT 1 FROM payments p WHERE p.rental_order_id = o.id)
          AND NOT EXISTS (SELECT 1 FROM refunds r WHERE r.rental_order_id = o.id AND ${HOLDING})
        ORDER BY o.id DESC LIMIT 1`, [order.card_id, order.id, PAID_LEASE_STATES]);
    if (later) throw refuse(RENTAL_REFUSALS.refundLaterSale, { card: order.card_no, orderNo: later.order_no });
    if (order.paused) throw refuse(RENTAL_REFUSALS.refundCardPaused);

    const paid = Number(payment.amount);
    const fee = order.fee === null ? null : Number(order.fee);
    const due = refundDue({ rule: order.rule, fee, paid, periodStart: order.period_start, periodEnd: order.period_end, months: order.months === null ? null : Number(order.months) }, work.at);
    if (!due) throw rowNotFound();
    if (!due.ok) throw refuse(due.refusal, due.values);
    if (due.amount === 0) throw refuse(RENTAL_REFUSALS.refundNothingDue, { daysLeft: due.daysLeft, fee: fenToYuan(fee ?? 0) });
    const amount = asked ?? due.amount;
    // Never more than was paid (less its refunds), then never more than the rule gives.
    const remaining = remainingRefundable(paid, (await work.query<{ amount: string; state: number }>('SELECT amount, state FROM refunds WHERE payment_id = $1', [payment.id]))
      .map((r) => ({ amount: Number(r.amount), state: Number(r.state) as RefundState })));
    const beyond = refundAmountRefusal(amount, remaining);
    if (beyond) throw refuse(beyond, { remaining: fenToYuan(remaining) });
    if (amount > due.amount) throw refuse(RENTAL_REFUSALS.refundAboveRule, { refundNow: fenToYuan(due.amount) });

    const refund = await requestRefund.run(work, { paymentId: Number(payment.id), amount, reason });
    const [{ id: refundId }] = await work.query<{ id: number }>('SELECT id FROM refunds WHERE refund_no = $1', [refund.refundNo]);
    const end = dateOfDay(cardEndAfter(due, order.period_start, { start: order.card_start, end: order.card_end }));
    const refundedBefore = toMs(order.refunded_at);
    await work.insert(RENTAL_REFUND_ENTITY, 'rental_refunds', {
      id: refundId, rental_order_id: order.id, card_id: order.card_id, lot_id: order.lot_id, rule: refundRuleOf(order.rule), fee: fee ?? 0, paid,
      days_left: due.daysLeft, months_left: due.monthsLeft, card_end_before: order.card_end,
      card_refunded_before: refundedBefore === null ? null : isoAt(refundedBefore), card_end_after: end,
    });
    await work.update(CARD_ENTITY, 'month_cards', order.card_id, { end_date: end, refunded_at: isoAt(work.at), updated_at: isoAt(work.at) });
    return { ...refund, due: due.amount, daysLeft: due.daysLeft, cardEnd: end };
  },
});

/** The sale's latest refund (the one its row shows); refused as the machine refuses `event` when it has none. */
async function latestRefund(work: Work, rentalOrderId: number, event: RefundEvent): Promise<number> {
  const [row] = await work.query<{ id: number }>('SELECT id FROM refunds WHERE rental_order_id = $1 ORDER BY id DESC LIMIT 1', [rentalOrderId]);
  if (!row) throw refuse(REFUND_REFUSALS[event]);
  return Number(row.id);
}

const ofSale = z.object({ rentalOrderId: z.number().int().positive() });

export const reviewRentalRefund = defineService({
  name: 'rentals.reviewRefund',
  input: ofSale,
  async run(work, { rentalOrderId }): Promise<RefundResult> {
    return reviewRefund.run(work, { refundId: await latestRefund(work, rentalOrderId, 'review') });
  },
});

/** Rejected: nothing is paid back, and the card is put back as the request found it (its end, and whether it was refunded before). */
export const rejectRentalRefund = defineService({
  name: 'rentals.rejectRefund',
  input: ofSale,
  async run(work, { rentalOrderId }): Promise<RefundResult> {
    const refundId = await latestRefund(work, rentalOrderId, 'reject');
    const result = await rejectRefund.run(work, { refundId });
    const [kept] = await work.query<{ card_id: number; card_end_before: string; card_refunded_before: unknown; card_end_after: string; card_end: string }>(
      `SELECT rr.card_id, to_char(rr.card_end_before, 'YYYY-MM-DD') AS card_end_before, rr.card_refunded_before,
              to_char(rr.card_end_after, 'YYYY-MM-DD') AS card_end_after, to_char(c.end_date, 'YYYY-MM-DD') AS card_end
         FROM rental_refunds rr JOIN month_cards c ON c.id = rr.card_id WHERE rr.id = $1 FOR UPDATE OF c`, [refundId]);
    // The card as the refund left it (nothing sold, paused or changed since: refused on a refunded card).
    if (kept && kept.card_end === kept.card_end_after) {
      const before = toMs(kept.card_refunded_before);
      await work.update(CARD_ENTITY, 'month_cards', Number(kept.card_id), {
        end_date: kept.card_end_before, refunded_at: before === null ? null : isoAt(before), updated_at: isoAt(work.at),
      });
    }
    return result;
  },
});

/**
 * Finance confirms: cash is handed back now, an online refund's call to its channel is put in the
 * outbox. Two approvers besides the requester: the reviewer does not confirm (docs/rentals.md).
 */
export const confirmRentalRefundWith = (atRestKey: Buffer) => defineService({
  name: 'rentals.confirmRefund',
  idempotent: true,
  input: ofSale,
  async run(work, { rentalOrderId }): Promise<RefundResult> {
    const refundId = await latestRefund(work, rentalOrderId, 'confirm');
    const [{ reviewed_by: reviewer }] = await work.query<{ reviewed_by: string | null }>('SELECT reviewed_by FROM refunds WHERE id = $1', [refundId]);
    if (reviewer !== null && reviewer.trim().toLowerCase() === work.actor.name.trim().toLowerCase()) throw refuse(RENTAL_REFUSALS.refundConfirmerIsReviewer);
    return confirmRefundWith(atRestKey).run(work, { refundId });
  },
});

/** Sends again, under the same number, a refund its channel did not finish. */
export const retryRentalRefundWith = (atRestKey: Buffer) => defineService({
  name: 'rentals.retryRefund',
  idempotent: true,
  input: ofSale,
  async run(work, { rentalOrderId }): Promise<RefundResult> {
    return retryRefundWith(atRestKey).run(work, { refundId: await latestRefund(work, rentalOrderId, 'retry') });
  },
});

/** SQL over the sale's latest refund r: it holds the sale (not rejected). */
const R_HOLDS = `r.id IS NOT NULL AND r.${HOLDING}`;

/**
 * /MonthlyRentReturnManagement: the paid sales of the caller's lots (those with a payment), each
 * with its latest refund and what the lot's rule would give back today (atRead, at the request's
 * clock). The row actions act on the sale's latest refund through the services above.
 */
export const rentalRefundStore: EntityStore = {
  entity: 'rentalRefund',
  table: 'rental_orders',
  // A press is kept in the sale's history (the row before and after: its refund's state).
  auditEntity: RENTAL_ORDER_ENTITY,
  computed: {
    ...ORDER_CARD_COLUMNS, cardEnd: 'c.end_date', channel: paidBySql('t'),
    paymentNo: 'pay.payment_no',
    refundRule: `coalesce(CASE WHEN ${R_HOLDS} THEN rr.rule END, l.rental_refund_rule, '${DEFAULT_REFUND_RULE}')`,
    refundFee: `coalesce(CASE WHEN ${R_HOLDS} THEN rr.fee END, l.rental_refund_fee, 0)`,
    refundNow: 'NULL::bigint', refundable: 'NULL::int', leaseState: 'NULL::int',
    refundNo: 'r.refund_no', refundState: 'r.state', refundAmount: 'r.amount', daysLeft: 'rr.days_left', monthsLeft: 'rr.months_left',
    cardEndAfter: 'rr.card_end_after',
    // How its call to the channel is going: the state of its outbox job (none for cash).
    sending: `(SELECT j.state FROM outbox_jobs j WHERE j.key = '${REFUND_JOB_KEY_PREFIX}' || r.refund_no)`,
    reason: 'r.reason', requestedBy: 'r.requested_by', requestedAt: 'r.requested_at', reviewedBy: 'r.reviewed_by', confirmedBy: 'r.confirmed_by',
    refundedAt: 'r.refunded_at', failure: 'r.failure',
  },
  joins: `LEFT JOIN parking_lots l ON l.id = t.lot_id LEFT JOIN month_cards c ON c.id = t.card_id
    LEFT JOIN month_packages p ON p.id = t.package_id LEFT JOIN month_package_names n ON n.id = p.name_id
    LEFT JOIN LATERAL (SELECT * FROM payments x WHERE x.rental_order_id = t.id ORDER BY x.id LIMIT 1) pay ON true
    LEFT JOIN LATERAL (SELECT * FROM refunds x WHERE x.rental_order_id = t.id ORDER BY x.id DESC LIMIT 1) r ON true
    LEFT JOIN rental_refunds rr ON rr.id = r.id`,
  lotColumn: 'lot_id',
  where: 'pay.id IS NOT NULL',
  atRead: { rows: async (_db, rows, now) => { for (const row of rows) Object.assign(row, refundNowOf(row, now)); } },
  rowActions: {
    requestRefund: rowService({
      service: requestRentalRefund,
      inputOf: ({ id, input }) => ({ rentalOrderId: id, reason: input.reason, ...(input.amount === undefined ? {} : { amount: input.amount }) }),
    }),
    review: rowService({ service: reviewRentalRefund, inputOf: ofOrder }),
    reject: rowService({ service: rejectRentalRefund, inputOf: ofOrder }),
    confirm: rowService({ service: (context) => confirmRentalRefundWith(atRestKeyOf(context)), inputOf: ofOrder }),
    retry: rowService({ service: (context) => retryRentalRefundWith(atRestKeyOf(context)), inputOf: ofOrder }),
  },
};

function ofOrder({ id }: { id: number }) { return { rentalOrderId: id }; }

/** What the lot's rule gives back of the sale now (none once a refund holds it), whether it may be asked, and its lease state now. */
function refundNowOf(row: Values, now: number) {
  const period = periodOfDates(String(row.periodStart), String(row.periodEnd));
  const cardEnd = periodOfDates(String(row.periodStart), String(row.cardEnd))?.end ?? null;
  const state = Number(row.state) as LeaseState;
  const leaseState = period && cardEnd !== null ? shownLeaseState(state, period, cardEnd, now) : state;
  const held = row.refundState !== null && row.refundState !== undefined && Number(row.refundState) !== REFUND_STATE.rejected;
  const due = held || !PAID_LEASE_STATES.includes(state) ? null : refundDue({
    rule: String(row.refundRule), fee: Number(row.refundFee), paid: Number(row.amount), periodStart: String(row.periodStart), periodEnd: String(row.periodEnd),
    months: row.months === null || row.months === undefined ? null : Number(row.months),
  }, now);
  const refundNow = due?.ok ? due.amount : null;
  // A rule that refuses the sale (a day card by months) lets the request say why.
  const askable = due !== null && (!due.ok || due.amount > 0);
  return { leaseState, refundNow, refundable: askable ? 1 : 0 };
}
