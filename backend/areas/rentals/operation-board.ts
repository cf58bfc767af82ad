// The monthly rental operation board and the customer look-up (lib/areas/rentals/operation-pages.ts;
// docs/rentals.md, "The operation board and the lookup"). The rows are read here, in the caller's
// lots only; what each figure counts is lib/areas/rentals/operation-board.ts's, at the request's clock.
import type { z } from 'zod';
import {
  EXPIRING_WITHIN_DAYS, LOOKUP_MAX_LENGTH, boardCardState, cardFigures, lookupQuery, monthOf, monthRevenue, orderPendingReview, refundWaiting, type BoardCard,
} from '../../../lib/areas/rentals/operation-board';
import type { MONTHLY_RENTAL_OPERATION, NOTICE_STATES } from '../../../lib/areas/rentals/operation-pages';
import { RENTAL_REFUSALS } from '../../../lib/areas/rentals/refusals';
import type { ArchiveState } from '../../../lib/parking/archive-machine';
import type { CardKind } from '../../../lib/parking/cards/kinds';
import { dateOfDay, dayOf } from '../../../lib/parking/cards/operator-days';
import { isoAt, toMs, type Queryable } from '../../db';
import type { LotScope } from '../../entities/scope';
import { refuse } from '../../kernel/failures';
import { paidBySql } from './rental-orders';

type Board = z.input<typeof MONTHLY_RENTAL_OPERATION.operations.board.output>;

/** The most entry grace a package gives (242_month_packages.sql): a card ended longer ago counts in no figure but paused. */
const MOST_GRACE_DAYS = 31;
const LOOKUP_CARDS = 50;
const LOOKUP_HISTORY = 100;
const LOOKUP_STAYS = 20;

const instant = (value: unknown) => isoAt(toMs(value) ?? 0);
const maybeInstant = (value: unknown) => (toMs(value) === null ? null : instant(value));
const scopeParams = (scope: LotScope) => [scope === 'all', scope === 'all' ? [] : scope] as const;

interface CardRow {
  id: number; lot_id: number; card_no: string; customer: string; phone: string; plates: string;
  start_date: string; end_date: string; paused_at: unknown; refunded: boolean; review_state: number; grace_days: number; notice_days: number;
}
const CARD_COLUMNS = `c.id, c.lot_id, c.card_no, c.customer, c.phone, c.plates,
  to_char(c.start_date, 'YYYY-MM-DD') AS start_date, to_char(c.end_date, 'YYYY-MM-DD') AS end_date,
  c.paused_at, c.refunded_at IS NOT NULL AS refunded, c.review_state, p.grace_days, p.notice_days`;

const factsOf = (row: CardRow): BoardCard => ({
  startDate: row.start_date, endDate: row.end_date, pausedAt: toMs(row.paused_at), refunded: Boolean(row.refunded),
  reviewState: Number(row.review_state) as ArchiveState, entryGraceDays: Number(row.grace_days),
});

/** Sums of `amount` per lot: the query answers rows { lot_id, amount }. */
const sumsByLot = async (db: Queryable, sql: string, params: readonly unknown[]) =>
  new Map((await db.query<{ lot_id: number; amount: unknown }>(sql, params)).map((r) => [Number(r.lot_id), Number(r.amount)]));

/** The board at `now`: per lot of the caller's that sells packages, its figures; and its cards expiring soon with their notice. */
export async function operationBoard(db: Queryable, scope: LotScope, now: number) {
  const lots = await db.query<{ id: number; name: string }>(
    `SELECT l.id, l.name FROM parking_lots l WHERE ($1::boolean OR l.id = ANY($2::int[]))
       AND EXISTS (SELECT 1 FROM month_packages p WHERE p.lot_id = l.id) ORDER BY l.name, l.id`, scopeParams(scope));
  const lotIds = lots.map((l) => Number(l.id));
  // Cards that may count: waiting for review, paused, or ended no longer ago than the most grace.
  const cards = await db.query<CardRow & { notice: string | null; sent_at: unknown; queued_at: unknown; lot_name: string }>(
    `SELECT ${CARD_COLUMNS}, l.name AS lot_name, r.state AS notice, r.sent_at, r.created_at AS queued_at
       FROM month_cards c JOIN month_packages p ON p.id = c.package_id JOIN parking_lots l ON l.id = c.lot_id
       LEFT JOIN arrears_reminders r ON r.card_id = c.id AND r.card_end = c.end_date
      WHERE c.lot_id = ANY($1::int[]) AND (c.review_state = 0 OR c.paused_at IS NOT NULL OR c.end_date >= $2::date)`,
    [lotIds, dateOfDay(dayOf(now) - MOST_GRACE_DAYS - 1)]);
  const orders = await db.query<{ lot_id: number; state: number; n: number }>(
    'SELECT lot_id, state, count(*)::int AS n FROM rental_orders WHERE lot_id = ANY($1::int[]) GROUP BY lot_id, state', [lotIds]);
  const refunds = await db.query<{ lot_id: number; state: number; n: number }>(
    'SELECT lot_id, state, count(*)::int AS n FROM refunds WHERE rental_order_id IS NOT NULL AND lot_id = ANY($1::int[]) GROUP BY lot_id, state', [lotIds]);
  const month = monthOf(now);
  const inMonth = [lotIds, isoAt(month.from), isoAt(month.until)];
  const rentals = await sumsByLot(db,
    'SELECT lot_id, sum(amount) AS amount FROM rental_orders WHERE state = 1 AND lot_id = ANY($1::int[]) AND paid_at >= $2 AND paid_at < $3 GROUP BY lot_id', inMonth);
  const recharges = await sumsByLot(db,
    'SELECT lot_id, sum(amount) AS amount FROM recharge_orders WHERE state = 1 AND lot_id = ANY($1::int[]) AND paid_at >= $2 AND paid_at < $3 GROUP BY lot_id', inMonth);
  const refunded = await sumsByLot(db,
    `SELECT lot_id, sum(amount) AS amount FROM refunds WHERE rental_order_id IS NOT NULL AND lot_id = ANY($1::int[])
        AND refunded_at >= $2 AND refunded_at < $3 GROUP BY lot_id`, inMonth);

  const figures = new Map(lots.map((l): [number, Board['lots'][number]] => {
    const id = Number(l.id);
    const money = { rentals: rentals.get(id) ?? 0, recharges: recharges.get(id) ?? 0, refunded: refunded.get(id) ?? 0 };
    return [id, {
      lotId: id, lotName: l.name, active: 0, inGrace: 0, paused: 0, expiringSoon: 0, pendingCards: 0,
      pendingOrders: orders.filter((o) => Number(o.lot_id) === id && orderPendingReview(Number(o.state))).reduce((n, o) => n + Number(o.n), 0),
      refundsWaiting: refunds.filter((r) => Number(r.lot_id) === id && refundWaiting(Number(r.state))).reduce((n, r) => n + Number(r.n), 0),
      revenue: monthRevenue(money), ...money,
    }];
  }));
  const expiring: Board['expiring'] = [];
  for (const card of cards) {
    const lot = figures.get(Number(card.lot_id))!;
    const facts = factsOf(card);
    const counts = cardFigures(facts, now);
    lot.active += Number(counts.active);
    lot.inGrace += Number(counts.inGrace);
    lot.paused += Number(counts.paused);
    lot.expiringSoon += Number(counts.expiringSoon);
    lot.pendingCards += Number(counts.pendingReview);
    if (counts.expiringSoon) {
      expiring.push({
        cardNo: card.card_no, lotName: card.lot_name, customer: card.customer, phone: card.phone, plates: card.plates,
        endDate: card.end_date, daysLeft: boardCardState(facts, now)?.daysLeft ?? 0, noticeDays: Number(card.notice_days),
        notice: (card.notice ?? null) as (typeof NOTICE_STATES)[number] | null,
        noticeAt: card.notice === 'sent' ? maybeInstant(card.sent_at) : maybeInstant(card.queued_at),
      });
    }
  }
  expiring.sort((a, b) => a.endDate.localeCompare(b.endDate) || a.cardNo.localeCompare(b.cardNo));
  return { at: isoAt(now), month: month.month, lots: [...figures.values()], expiring, withinDays: EXPIRING_WITHIN_DAYS };
}

/** A customer's cards by phone or plate in the caller's lots, their orders and refunds, and a plate's latest stays. */
export async function customerLookup(db: Queryable, scope: LotScope, now: number, text: string) {
  const query = lookupQuery(text);
  if (!query) throw refuse(RENTAL_REFUSALS.lookupInvalid, { max: LOOKUP_MAX_LENGTH });
  const [all, lots] = scopeParams(scope);
  const match = query.kind === 'phone'
    ? "regexp_replace(c.phone, '[\\s-]', '', 'g') = $3"
    : 'EXISTS (SELECT 1 FROM month_card_plates mp WHERE mp.card_id = c.id AND mp.plate = $3)';
  const cards = await db.query<CardRow & { lot_name: string; package_name: string; kind: CardKind; spaces: number; space_no: string | null; balance: unknown }>(
    `SELECT ${CARD_COLUMNS}, l.name AS lot_name, n.name AS package_name, n.kind, c.spaces, c.space_no, c.balance
       FROM month_cards c JOIN month_packages p ON p.id = c.package_id JOIN month_package_names n ON n.id = p.name_id
       JOIN parking_lots l ON l.id = c.lot_id
      WHERE ($1::boolean OR c.lot_id = ANY($2::int[])) AND ${match}
      ORDER BY c.end_date DESC, c.id DESC LIMIT ${LOOKUP_CARDS}`, [all, lots, query.value]);
  const cardIds = cards.map((c) => Number(c.id));
  const orders = await db.query<{ order_no: string; card_no: string; kind: 'rental' | 'recharge'; amount: unknown; channel: string; state: number; period_start: string | null; period_end: string | null; created_at: unknown; paid_at: unknown }>(
    `SELECT * FROM (
       SELECT o.order_no, c.card_no, 'rental' AS kind, o.amount, ${paidBySql('o')} AS channel, o.state, to_char(o.period_start, 'YYYY-MM-DD') AS period_start,
              to_char(o.period_end, 'YYYY-MM-DD') AS period_end, o.created_at, o.paid_at, o.id
         FROM rental_orders o JOIN month_cards c ON c.id = o.card_id WHERE o.card_id = ANY($1::int[])
       UNION ALL
       SELECT o.order_no, c.card_no, 'recharge', o.amount, o.channel, o.state, NULL, NULL, o.created_at, o.paid_at, o.id
         FROM recharge_orders o JOIN month_cards c ON c.id = o.card_id WHERE o.card_id = ANY($1::int[])
     ) h ORDER BY created_at DESC, id DESC LIMIT ${LOOKUP_HISTORY}`, [cardIds]);
  const refunds = await db.query<{ refund_no: string; card_no: string; order_no: string; amount: unknown; state: number; requested_at: unknown; refunded_at: unknown }>(
    `SELECT f.refund_no, c.card_no, o.order_no, f.amount, f.state, f.requested_at, f.refunded_at
       FROM refunds f JOIN rental_orders o ON o.id = f.rental_order_id JOIN month_cards c ON c.id = o.card_id
      WHERE o.card_id = ANY($1::int[]) ORDER BY f.requested_at DESC, f.id DESC LIMIT ${LOOKUP_HISTORY}`, [cardIds]);
  const stays = query.kind === 'plate' ? await db.query<{ stay_no: string; lot_name: string; entry_at: unknown; exit_at: unknown; card_reason: string | null }>(
    `SELECT s.stay_no, l.name AS lot_name, s.entry_at, s.exit_at, s.card_reason FROM stays s JOIN parking_lots l ON l.id = s.lot_id
      WHERE s.plate = $3 AND ($1::boolean OR s.lot_id = ANY($2::int[])) ORDER BY s.entry_at DESC, s.id DESC LIMIT ${LOOKUP_STAYS}`, [all, lots, query.value]) : [];
  return {
    kind: query.kind, value: query.value,
    cards: cards.map((c) => {
      const read = boardCardState(factsOf(c), now);
      return {
        cardNo: c.card_no, lotName: c.lot_name, packageName: c.package_name, kind: c.kind, customer: c.customer, phone: c.phone,
        plates: c.plates, spaces: Number(c.spaces), spaceNo: c.space_no, startDate: c.start_date, endDate: c.end_date,
        state: read?.state ?? null, daysLeft: read?.daysLeft ?? null, reviewState: Number(c.review_state), balance: Number(c.balance),
      };
    }),
    orders: orders.map((o) => ({
      orderNo: o.order_no, cardNo: o.card_no, kind: o.kind, amount: Number(o.amount), channel: o.channel, state: Number(o.state),
      periodStart: o.period_start, periodEnd: o.period_end, createdAt: instant(o.created_at), paidAt: maybeInstant(o.paid_at),
    })),
    refunds: refunds.map((f) => ({
      refundNo: f.refund_no, cardNo: f.card_no, orderNo: f.order_no, amount: Number(f.amount), state: Number(f.state),
      requestedAt: instant(f.requested_at), refundedAt: maybeInstant(f.refunded_at),
    })),
    stays: stays.map((s) => ({ stayNo: s.stay_no, lotName: s.lot_name, entryAt: instant(s.entry_at), exitAt: maybeInstant(s.exit_at), cardReason: s.card_reason })),
  };
}
