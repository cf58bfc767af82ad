// The money of a stay: payments by channel, discounts and free departures. Each is a domain
// service that moves money, so it takes an idempotency key (a retried request books once), runs
// in one transaction, prices the stay first and audits every row it changes. Amounts are fen.
import { z } from 'zod';
import { fenToYuan } from '../../../lib/money/fen';
import { CHANNELS_WITH_TXN, PAYMENT_CHANNELS, PAYMENT_PLACES, type DiscountKind, type PaymentChannel, type PaymentPlace } from '../../../lib/parking/channels';
import { OPEN_ORDER_STATES, ORDER_REFUSALS } from '../../../lib/parking/order-machine';
import { CASH_RECEIVED_SHORT } from '../../../lib/areas/charging/cash';
import { OWING_STAY_STATES, STAY_STATE, isOpenStay } from '../../../lib/parking/stay-machine';
import { isoAt } from '../../db';
import { defineService } from '../../kernel/service';
import type { Work } from '../../kernel/work';
import { AshxFailure, STATUS, refuse, rowNotFound } from '../../kernel/failures';
import { AUDIT } from './audit-entities';
import { nextNumber } from './numbers';
import { priceStay, type Priced } from './pricing';
import { lockStay, type OrderRow, type StayRow } from './rows';
import { transition } from './stays';
import { recoverArrear, type Recovery } from './arrears/recover';
import { useCoupons } from './coupons/use';

const amount = z.number().int().positive().max(100_000_000);
const reason = z.string().trim().min(1).max(100);

/** A stay whose order can take money: in the lot, or left owing. */
async function payableStay(work: Work, stayId: number): Promise<StayRow> {
  const stay = await lockStay(work, stayId);
  if (!stay) throw rowNotFound();
  if (!isOpenStay(stay.state) && !OWING_STAY_STATES.includes(stay.state)) throw refuse('stayRefusedPay');
  return stay;
}

/** Priced up to now (a stay that left: up to its exit). */
const priceNow = (work: Work, stay: StayRow) => priceStay(work, stay, stay.exit_at ?? work.at);

/**
 * With nothing left due: its coupons are used, a stay in the lot is settled (the exit window starts),
 * one that left owing is recovered and so is its arrear (`recovery`: the payment that did it, and where).
 */
async function settleIfDone(work: Work, priced: Priced, order: OrderRow, recovery: Recovery = {}): Promise<StayRow> {
  if (order.due > 0) return priced.stay;
  // Paid: its coupons are used, their merchants charged (coupons/use.ts).
  await useCoupons(work, order.id);
  if (priced.stay.state === STAY_STATE.inLot) return transition(work, priced.stay, 'pay', { paid_until: isoAt(order.priced_until) });
  if (OWING_STAY_STATES.includes(priced.stay.state)) {
    const recovered = await transition(work, priced.stay, 'recover');
    await recoverArrear(work, priced.stay.id, recovery);
    return recovered;
  }
  return priced.stay;
}

const orderAfter = async (work: Work, orderId: number) => {
  const [row] = await work.query<OrderRow>('SELECT id, order_no, stay_id, lot_id, plate, state, receivable, discount, waived, paid, due FROM orders WHERE id = $1', [orderId]);
  return row;
};

// ---------------------------------------------------------------------------------------------
// Payments

/**
 * A rental order's payment (a card sold or renewed), a recharge order's (a stored-value card
 * recharged), a merchant top-up's or a coupon package order's: the rentals' or the merchants' area's,
 * one of `payments` like any other.
 */
export type RentalPayment = ({ rentalOrderId: number } | { rechargeOrderId: number } | { merchantTopUpId: number } | { couponOrderId: number }) & {
  lotId: number; plate: string; channel: PaymentChannel; place: PaymentPlace; amount: number; channelTxnNo?: string;
};

/** The column naming what the payment pays for. */
const paidFor = (p: RentalPayment) => ('rentalOrderId' in p ? { rental_order_id: p.rentalOrderId }
  : 'rechargeOrderId' in p ? { recharge_order_id: p.rechargeOrderId }
  : 'couponOrderId' in p ? { coupon_order_id: p.couponOrderId } : { merchant_topup_id: p.merchantTopUpId });

/** Books a rental order's, recharge order's, merchant top-up's or coupon order's payment inside the caller's service: numbered, audited, counted by the shift and the settlement. */
export async function bookRentalPayment(work: Work, p: RentalPayment): Promise<{ id: number; paymentNo: string }> {
  const row = await work.insert(AUDIT.payment, 'payments', {
    payment_no: await nextNumber(work, 'payment', work.at),
    ...paidFor(p), lot_id: p.lotId, plate: p.plate,
    channel: p.channel, place: p.place, channel_txn_no: p.channelTxnNo ?? null, amount: p.amount, paid_at: isoAt(work.at), operator: work.actor.name,
  });
  return { id: Number(row.id), paymentNo: String(row.payment_no) };
}

export const bookPaymentInput = z.object({
  stayId: z.number().int().positive(),
  channel: z.enum(PAYMENT_CHANNELS),
  place: z.enum(PAYMENT_PLACES),
  /** What is paid; default all that is due. Never more than is due. */
  amount: amount.optional(),
  /** Cash handed over at a booth: at least what is paid, the rest is handed back (`change`). */
  received: amount.optional(),
  channelTxnNo: z.string().trim().min(1).max(64).optional(),
  device: z.string().trim().max(64).optional(),
  /** The lot where the driver paid, when not the stay's (an arrear paid at another lot's pay station). */
  atLotId: z.number().int().positive().optional(),
});

export interface PaymentResult {
  paymentNo: string; orderNo: string; amount: number; due: number; orderState: number; stayState: number;
  /** What is handed back of the cash received (with `received` only). */
  change?: number;
}

export const bookPayment = defineService({
  name: 'payment.book',
  idempotent: true,
  input: bookPaymentInput,
  async run(work, input): Promise<PaymentResult> {
    if (CHANNELS_WITH_TXN.includes(input.channel) && !input.channelTxnNo) throw new AshxFailure(STATUS.invalid, 'invalidRequest', {}, { fields: ['channelTxnNo'] });
    const stay = await payableStay(work, input.stayId);
    if (input.channelTxnNo) {
      const booked = await work.query('SELECT 1 FROM payments WHERE stay_id = $1 AND channel = $2 AND channel_txn_no = $3', [stay.id, input.channel, input.channelTxnNo]);
      if (booked.length) throw refuse('paymentTxnBooked');
    }
    const priced = await priceNow(work, stay);
    const { order } = priced;
    if (!OPEN_ORDER_STATES.includes(order.state) || order.due === 0) throw refuse(ORDER_REFUSALS.pay);
    const paying = input.amount ?? order.due;
    if (paying > order.due) throw refuse('paymentExceedsDue', { due: fenToYuan(order.due) });
    if (input.received !== undefined && input.received < paying) throw refuse(CASH_RECEIVED_SHORT, { due: fenToYuan(paying) });
    const payment = await work.insert(AUDIT.payment, 'payments', {
      payment_no: await nextNumber(work, 'payment', work.at), order_id: order.id, stay_id: stay.id, lot_id: stay.lot_id, plate: stay.plate,
      channel: input.channel, place: input.place, channel_txn_no: input.channelTxnNo ?? null, amount: paying, paid_at: isoAt(work.at),
      covers_until: isoAt(order.priced_until), operator: work.actor.name, device: input.device ?? null,
    });
    // The order's figures and state follow from a pricing with the payment counted.
    const repriced = await priceStay(work, priced.stay, order.priced_until);
    const stayAfter = await settleIfDone(work, repriced, repriced.order, {
      paymentId: Number(payment.id), channel: input.channel, ...(input.atLotId !== undefined ? { atLotId: input.atLotId } : {}),
    });
    return {
      paymentNo: String(payment.payment_no), orderNo: order.order_no, amount: paying, due: repriced.order.due,
      orderState: repriced.order.state, stayState: stayAfter.state, ...(input.received !== undefined ? { change: input.received - paying } : {}),
    };
  },
});

// ---------------------------------------------------------------------------------------------
// Discounts and free departures: recorded with reason and operator, never by editing the amount.

export const discountInput = z.object({ orderId: z.number().int().positive(), amount, reason });
export const freeDepartureInput = z.object({ orderId: z.number().int().positive(), reason });

async function orderStay(work: Work, orderId: number): Promise<StayRow> {
  const [row] = await work.query<{ stay_id: number }>('SELECT stay_id FROM orders WHERE id = $1', [orderId]);
  if (!row) throw rowNotFound();
  return payableStay(work, Number(row.stay_id));
}

/**
 * An open order with something due takes a row of order_discounts (`amount`, or all that is due;
 * never more), then its stay is priced again with the row counted. Else refused with `refusal`.
 */
async function reduceOrder(work: Work, orderId: number, refusal: string, reduction: { kind: DiscountKind; reason: string; amount?: number }) {
  const priced = await priceNow(work, await orderStay(work, orderId));
  const { order } = priced;
  if (!OPEN_ORDER_STATES.includes(order.state) || order.due === 0) throw refuse(refusal);
  const amount = reduction.amount ?? order.due;
  if (amount > order.due) throw refuse('discountExceedsDue', { due: fenToYuan(order.due) });
  await work.insert(AUDIT.discount, 'order_discounts', {
    order_id: order.id, lot_id: order.lot_id, plate: order.plate, kind: reduction.kind, amount, reason: reduction.reason,
    operator: work.actor.name, at: isoAt(work.at),
  });
  return { order, repriced: await priceStay(work, priced.stay, order.priced_until) };
}

export const giveDiscount = defineService({
  name: 'order.discount',
  idempotent: true,
  input: discountInput,
  async run(work, input) {
    const { order, repriced } = await reduceOrder(work, input.orderId, ORDER_REFUSALS.discount,
      { kind: 'discount', reason: input.reason, amount: input.amount });
    const stay = await settleIfDone(work, repriced, repriced.order);
    return { orderNo: order.order_no, due: repriced.order.due, orderState: repriced.order.state, stayState: stay.state };
  },
});

/**
 * A free departure: what is due is waived with a reason, and a vehicle still in the lot leaves
 * free now (the operator lifts the barrier or lowers the lock).
 */
export const grantFreeDeparture = defineService({
  name: 'order.freeDeparture',
  idempotent: true,
  input: freeDepartureInput,
  async run(work, input) {
    const { order, repriced } = await reduceOrder(work, input.orderId, ORDER_REFUSALS.freeDeparture, { kind: 'free', reason: input.reason });
    let stay = repriced.stay;
    if (isOpenStay(stay.state)) {
      stay = await transition(work, stay, 'freeExit', {
        exit_at: isoAt(work.at), exit_source: 'manual', exit_operator: work.actor.name, free_reason: 'freeDeparture',
      });
    } else {
      stay = await settleIfDone(work, repriced, repriced.order);
    }
    return { orderNo: order.order_no, waived: order.due, orderState: (await orderAfter(work, order.id)).state, stayState: stay.state };
  },
});
