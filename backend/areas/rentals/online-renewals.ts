// Online renewals (docs/rentals.md, "Online renewals"): a confirmed card renewed by its customer on
// his phone and paid through the lot's Alipay or WeChat Pay account, not at the booth. Two domain
// services, each one transaction, every row audited; the calls to the channel are made between
// them, outside any transaction (online-channel.ts):
//
//   orderOnlineRenewal  the card checked and priced as a renewal at the booth is (sales.ts
//                       renewalOf), its rental order made not paid (online), once per request key:
//                       its number is the channel trade's out_trade_no. It waits until expires_at,
//                       when its expiry (queued with it: online-expiry.ts) asks the channel.
//   payOnlineOrder      the channel says the order is paid (our trade's answer, its notification or a
//                       query), once per channel trade (key '<channel>-<trade number>'): the order
//                       paid with the trade's number, its payment booked by the charging core
//                       (place 'online'), the card's period applied.
//
// The period is worked out again when the order is paid, from the card's end then (while its
// renewal grace lasts, else from today), as salePeriod does: the card may have been renewed at the
// booth meanwhile, and a period from the end it had when the order was made would overlap it. The
// amount is the one the order was made for: it is what the customer paid.
import { z } from 'zod';
import { fenToYuan } from '../../../lib/money/fen';
import { purchasePeriod, type PeriodLength } from '../../../lib/areas/rentals/period';
import { RENTAL_REFUSALS } from '../../../lib/areas/rentals/refusals';
import { ONLINE_ORDER_TTL_MS, ONLINE_RENEWAL_CHANNELS } from '../../../lib/areas/rentals/sale';
import { dateOfDay, dayOf } from '../../../lib/parking/cards/operator-days';
import { decideLease, LEASE_STATE, type LeaseState } from '../../../lib/parking/lease-machine';
import { CHANNEL_TXN_MAX_LENGTH } from '../../../lib/parking/channels';
import { PLATE_INPUT_MAX_LENGTH, isValidPlate, normalizePlate } from '../../../lib/validation/formats';
import { isoAt, toMs } from '../../db';
import { refuse } from '../../kernel/failures';
import { defineService } from '../../kernel/service';
import type { Work } from '../../kernel/work';
import { bookRentalPayment, nextNumber } from '../charging';
import { queueExpiry } from './online-expiry-job';
import { applyPeriod, RENTAL_ORDER_ENTITY, renewalOf, renewalStart } from './sales';

/** What an online order answers, made or paid. */
export interface OnlineOrder {
  orderNo: string; lotId: number; amount: number; state: LeaseState; periodStart: string; periodEnd: string;
  channelTxnNo: string | null; paymentNo: string | null;
  /** Until when it waits for its payment (ISO). */
  expiresAt: string;
}

export const orderOnlineRenewalInput = z.object({
  lotId: z.number().int().positive(),
  plate: z.string().trim().min(1).max(PLATE_INPUT_MAX_LENGTH).refine(isValidPlate).transform(normalizePlate),
  count: z.number().int().positive(),
  channel: z.enum(ONLINE_RENEWAL_CHANNELS),
});

/** The card holding the plate at the lot (a plate is on one card per lot) renewed by `count` months (days), not paid yet. */
export const orderOnlineRenewal = defineService({
  name: 'rentals.orderOnlineRenewal',
  idempotent: true,
  input: orderOnlineRenewalInput,
  async run(work, { lotId, plate, count, channel }): Promise<OnlineOrder> {
    const [held] = await work.query<{ card_id: number }>('SELECT card_id FROM month_card_plates WHERE lot_id = $1 AND plate = $2', [lotId, plate]);
    if (!held) throw refuse(RENTAL_REFUSALS.onlineNoCard, { plate });
    // Refused as a renewal at the booth is: not confirmed, paused, refunded, waiting for finance, a package not sold.
    const { card, sale } = await renewalOf(work, Number(held.card_id), count);
    // A free card (a VIP) has nothing to pay online.
    if (sale.amount <= 0) throw refuse(RENTAL_REFUSALS.onlineNothingToPay);
    const expiresAt = work.at + ONLINE_ORDER_TTL_MS;
    const order = await work.insert(RENTAL_ORDER_ENTITY, 'rental_orders', {
      order_no: await nextNumber(work, 'rentalOrder', work.at), lot_id: card.lot_id, card_id: card.id, package_id: card.package_id,
      ...('months' in sale.length ? { months: sale.length.months } : { days: sale.length.days }),
      period_start: dateOfDay(sale.first), period_end: dateOfDay(sale.last), amount: sale.amount, channel, online: true,
      state: LEASE_STATE.notPaid, created_by: work.actor.name, created_at: isoAt(work.at), paid_at: null, expires_at: isoAt(expiresAt),
    });
    await queueExpiry(work, String(order.order_no), expiresAt);
    return {
      orderNo: String(order.order_no), lotId: Number(card.lot_id), amount: sale.amount, state: LEASE_STATE.notPaid,
      periodStart: dateOfDay(sale.first), periodEnd: dateOfDay(sale.last), channelTxnNo: null, paymentNo: null, expiresAt: isoAt(expiresAt),
    };
  },
});

interface OnlineOrderRow {
  id: number; order_no: string; lot_id: number; card_id: number; state: number; online: boolean; channel: string; channel_txn_no: string | null;
  amount: string; months: number | null; days: number | null; period_start: string; period_end: string; expires_at: unknown;
}

const ORDER_COLUMNS = `id, order_no, lot_id, card_id, state, online, channel, channel_txn_no, amount, months, days,
  to_char(period_start, 'YYYY-MM-DD') AS period_start, to_char(period_end, 'YYYY-MM-DD') AS period_end, expires_at`;

/** The online order of that number, locked; refused when there is none. */
export async function lockedOnlineOrder(work: Pick<Work, 'query'>, orderNo: string): Promise<OnlineOrderRow> {
  const [order] = await work.query<OnlineOrderRow>(`SELECT ${ORDER_COLUMNS} FROM rental_orders WHERE order_no = $1 FOR UPDATE`, [orderNo]);
  if (!order || !order.online) throw refuse(RENTAL_REFUSALS.onlineOrderUnknown, { order: orderNo });
  return order;
}

/** The online order as it stands (paid, expired or waiting) and its payment; refused when there is none. */
export async function onlineOrderNow(db: Pick<Work, 'query'>, orderNo: string): Promise<OnlineOrder> {
  const [order] = await db.query<OnlineOrderRow & { payment_no: string | null }>(
    `SELECT ${ORDER_COLUMNS}, (SELECT p.payment_no FROM payments p WHERE p.rental_order_id = o.id ORDER BY p.id LIMIT 1) AS payment_no
       FROM rental_orders o WHERE order_no = $1`, [orderNo]);
  if (!order?.online) throw refuse(RENTAL_REFUSALS.onlineOrderUnknown, { order: orderNo });
  return {
    orderNo: order.order_no, lotId: Number(order.lot_id), amount: Number(order.amount), state: Number(order.state) as LeaseState,
    periodStart: order.period_start, periodEnd: order.period_end, channelTxnNo: order.channel_txn_no, paymentNo: order.payment_no,
    expiresAt: isoAt(toMs(order.expires_at)!),
  };
}

const paidAnswer = (work: Work, order: OnlineOrderRow): Promise<OnlineOrder> => onlineOrderNow(work, order.order_no);

export const payOnlineOrderInput = z.object({
  orderNo: z.string().trim().min(1).max(32),
  channel: z.enum(ONLINE_RENEWAL_CHANNELS),
  channelTxnNo: z.string().trim().min(1).max(CHANNEL_TXN_MAX_LENGTH),
  amount: z.number().int().positive(),
});

/** The channel says the order is paid by its trade `channelTxnNo` for `amount`. */
export const payOnlineOrder = defineService({
  name: 'rentals.payOnlineOrder',
  idempotent: true,
  input: payOnlineOrderInput,
  async run(work, input): Promise<OnlineOrder> {
    const order = await lockedOnlineOrder(work, input.orderNo);
    if (order.channel !== input.channel) throw refuse(RENTAL_REFUSALS.onlineOrderUnknown, { order: input.orderNo });
    if (Number(order.state) === LEASE_STATE.paid) {
      // Paid by this trade already (told twice under another key): the same answer; by another: refused.
      if (order.channel_txn_no === input.channelTxnNo) return paidAnswer(work, order);
      throw refuse(RENTAL_REFUSALS.onlineOrderPaid, { order: order.order_no, tradeNo: order.channel_txn_no ?? '' });
    }
    const decided = decideLease(Number(order.state) as LeaseState, 'pay');
    if (!decided.ok) throw refuse(decided.reason);
    if (input.amount !== Number(order.amount)) {
      throw refuse(RENTAL_REFUSALS.onlineAmountDiffers, { order: order.order_no, amount: fenToYuan(Number(order.amount)), paid: fenToYuan(input.amount) });
    }
    const [card] = await work.query<{ plates: string; start_date: string; end_date: string; refunded: boolean; renewal_grace_days: number }>(
      `SELECT c.plates, to_char(c.start_date, 'YYYY-MM-DD') AS start_date, to_char(c.end_date, 'YYYY-MM-DD') AS end_date,
              c.refunded_at IS NOT NULL AS refunded, p.renewal_grace_days
         FROM month_cards c JOIN month_packages p ON p.id = c.package_id WHERE c.id = $1 FOR UPDATE OF c`, [order.card_id]);
    // Refunded while its customer paid: the card ended for good. Not booked: the channel's statement
    // then shows a payment our books lack, a difference finance handles (docs/rentals.md).
    if (card.refunded) throw refuse(RENTAL_REFUSALS.cardRefunded);
    const length: PeriodLength = order.months !== null ? { months: Number(order.months) } : { days: Number(order.days) };
    const start = renewalStart(card, work.at);
    const bought = purchasePeriod(start, length, work.at);
    if (!bought.ok) throw refuse(bought.refusal, bought.values);
    const [first, last] = [dayOf(bought.period.start), dayOf(bought.period.end)];
    await work.update(RENTAL_ORDER_ENTITY, 'rental_orders', order.id, {
      state: decided.to, paid_at: isoAt(work.at), channel_txn_no: input.channelTxnNo, period_start: dateOfDay(first), period_end: dateOfDay(last),
    });
    const payment = await bookRentalPayment(work, {
      rentalOrderId: Number(order.id), lotId: Number(order.lot_id), plate: card.plates.split(', ')[0], channel: input.channel, place: 'online',
      channelTxnNo: input.channelTxnNo, amount: input.amount,
    });
    await applyPeriod(work, Number(order.card_id), first, last, start.from === 'previousEnd');
    return {
      orderNo: order.order_no, lotId: Number(order.lot_id), amount: input.amount, state: decided.to, periodStart: dateOfDay(first), periodEnd: dateOfDay(last),
      channelTxnNo: input.channelTxnNo, paymentNo: payment.paymentNo, expiresAt: isoAt(toMs(order.expires_at)!),
    };
  },
});
