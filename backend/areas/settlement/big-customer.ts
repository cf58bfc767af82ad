// A big customer's payment (docs/settlement.md): one payment covering the orders of many plates'
// stays, a domain service `(tx, input, actor) -> result` in the caller's transaction. It prices
// every order now, refuses unless the amount is exactly what they owe together, records the
// big-customer payment, then books each order's due through the charging core's payment service
// (one payment per order, pointing back at it). Claimed once per key: a retried press books once.
import { createHash } from 'node:crypto';
import { z } from 'zod';
import { fenToYuan, MAX_FEN } from '../../../lib/money/fen';
import { CHANNELS_WITH_TXN, PAYMENT_CHANNELS } from '../../../lib/parking/channels';
import { OWING_STAY_STATES, isOpenStay } from '../../../lib/parking/stay-machine';
import { AUDIT, bookPayment, priceStay, lockStay, operatorDay } from '../charging';
import { refuse, fail } from '../../kernel/failures';
import { isoAt, type Queryable } from '../../db';
import { claimKey, keepResult } from '../../kernel/idempotency';
import { runService } from '../../kernel/service';
import { Work, type Actor } from '../../kernel/work';

export const BIG_CUSTOMER_SERVICE = 'bigCustomer.pay';
/** The audit entity of big-customer payments. */
export const BIG_CUSTOMER_AUDIT = 'bigCustomerPayment';
/** Orders one big-customer payment may cover (bounded before any pricing). */
export const BIG_CUSTOMER_MAX_ORDERS = 200;

export const bigCustomerPayInput = z.object({
  customer: z.string().trim().min(1).max(100),
  orderIds: z.array(z.number().int().positive()).min(1).max(BIG_CUSTOMER_MAX_ORDERS),
  channel: z.enum(PAYMENT_CHANNELS),
  channelTxnNo: z.string().trim().min(1).max(64).optional(),
  amount: z.number().int().positive().max(MAX_FEN),
});

export interface BigCustomerResult { paymentNo: string; amount: number; orders: number; paymentNos: string[] }

/** The key of one order's payment within a press: distinct per order, within the keys' 64 characters. */
const keyForOrder = (key: string, orderId: number) => `bc-${createHash('sha256').update(`${key}:${orderId}`).digest('base64url').slice(0, 40)}`;

async function nextNo(tx: Queryable, at: number): Promise<string> {
  const [{ n }] = await tx.query<{ n: number }>("SELECT nextval('big_customer_payment_no_seq')::bigint AS n");
  return `B${operatorDay(at)}${String(n).padStart(6, '0')}`;
}

export async function payForBigCustomer(
  tx: Queryable, rawInput: unknown, actor: Actor, options: { at: number; idempotencyKey: string },
): Promise<BigCustomerResult> {
  const parsed = bigCustomerPayInput.safeParse(rawInput);
  if (!parsed.success) throw fail.invalid([...new Set(parsed.error.issues.map((i) => i.path.join('.') || '(input)'))]);
  const input = parsed.data;
  if (CHANNELS_WITH_TXN.includes(input.channel) && !input.channelTxnNo) throw fail.invalid(['channelTxnNo']);
  const { at, idempotencyKey: key } = options;
  const claim = await claimKey(tx, BIG_CUSTOMER_SERVICE, key, actor.name, input, at);
  if (claim.replay) return claim.result as BigCustomerResult;
  const work = new Work(tx, actor, at, BIG_CUSTOMER_SERVICE, { idempotencyKey: key });

  // Every order priced now (in id order, so two payments lock stays in one order).
  const orderIds = [...new Set(input.orderIds)].sort((a, b) => a - b);
  const owed: { orderId: number; stayId: number; due: number }[] = [];
  for (const orderId of orderIds) {
    const [order] = await work.query<{ stay_id: number; plate: string }>('SELECT stay_id, plate FROM orders WHERE id = $1', [orderId]);
    const stay = order && await lockStay(work, Number(order.stay_id));
    if (!stay || (!isOpenStay(stay.state) && !OWING_STAY_STATES.includes(stay.state))) throw refuse('bigCustomerNothingDue', { plate: order?.plate ?? String(orderId) });
    const priced = await priceStay(work, stay, stay.exit_at ?? at);
    if (priced.order.due === 0) throw refuse('bigCustomerNothingDue', { plate: stay.plate });
    owed.push({ orderId, stayId: stay.id, due: priced.order.due });
  }
  const due = owed.reduce((sum, o) => sum + o.due, 0);
  if (due !== input.amount) throw refuse('bigCustomerAmountMismatch', { amount: fenToYuan(input.amount), due: fenToYuan(due) });

  const big = await work.insert(BIG_CUSTOMER_AUDIT, 'big_customer_payments', {
    payment_no: await nextNo(tx, at), customer: input.customer, channel: input.channel, channel_txn_no: input.channelTxnNo ?? null,
    amount: input.amount, orders: owed.length, paid_at: isoAt(at), operator: actor.name,
  });
  const paymentNos: string[] = [];
  for (const o of owed) {
    const booked = await runService(tx, bookPayment, {
      stayId: o.stayId, channel: input.channel, place: 'booth', amount: o.due, ...(input.channelTxnNo ? { channelTxnNo: input.channelTxnNo } : {}),
    }, actor, { at, idempotencyKey: keyForOrder(key, o.orderId) });
    const [payment] = await work.query<{ id: number }>('SELECT id FROM payments WHERE payment_no = $1', [booked.paymentNo]);
    await work.update(AUDIT.payment, 'payments', Number(payment.id), { big_customer_payment_id: big.id });
    paymentNos.push(booked.paymentNo);
  }
  const result: BigCustomerResult = { paymentNo: String(big.payment_no), amount: input.amount, orders: owed.length, paymentNos };
  await keepResult(tx, BIG_CUSTOMER_SERVICE, key, result);
  return result;
}
