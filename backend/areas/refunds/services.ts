// The refund services: customer service requests (never more than the payment minus its earlier
// refunds), a second person reviews or rejects, finance confirms (which puts the refund's call to
// the payment's channel in the outbox: channel-send.ts) or sends again a refund the channel did
// not finish, and the channel's answer (refund-outbox.ts) or notification settles it. Each runs in one transaction, audits every row it changes, follows
// lib/parking/refund-machine.ts, and refuses an approval by the refund's own requester.
import { z } from 'zod';
import { fenToYuan } from '../../../lib/money/fen';
import {
  REFUND_STATE, decideRefund, refundAmountRefusal, remainingRefundable, type RefundEvent, type RefundState,
} from '../../../lib/parking/refund-machine';
import { APPROVER_IS_REQUESTER } from '../../../lib/screens/commands';
import { refuse, rowNotFound } from '../../kernel/failures';
import { isoAt } from '../../db';
import { defineService } from '../../kernel/service';
import type { Work } from '../../kernel/work';
import { paidOutside, REFUNDABLE_CHANNELS, sendRefund } from './channel-send';
import { AUDIT_REFUND, lockRefund, nextRefundNo, type RefundRow } from './rows';

const refundId = z.object({ refundId: z.number().int().positive() });
const reason = z.string().trim().min(1).max(100);

/** A payment names a stay's order or a rental order (247_rental_orders.sql): its refund names the same one. */
interface PaymentRow { id: number; order_id: number | null; rental_order_id: number | null; lot_id: number; plate: string; channel: string; amount: number }

/** The payment's refunds but `except`, as the arithmetic needs them. */
async function refundsOf(work: Work, paymentId: number, except = 0) {
  const rows = await work.query<{ amount: number; state: number }>('SELECT amount, state FROM refunds WHERE payment_id = $1 AND id <> $2', [paymentId, except]);
  return rows.map((r) => ({ amount: Number(r.amount), state: Number(r.state) as RefundState }));
}

/** What `payment` can still give back, locked against a concurrent request. */
async function remainingOf(work: Work, paymentId: number, except = 0): Promise<{ payment: PaymentRow; remaining: number }> {
  const [row] = await work.query<PaymentRow>('SELECT id, order_id, rental_order_id, lot_id, plate, channel, amount FROM payments WHERE id = $1 FOR UPDATE', [paymentId]);
  if (!row) throw rowNotFound();
  const idOrNull = (value: unknown) => (value === null ? null : Number(value));
  const payment = { ...row, id: Number(row.id), order_id: idOrNull(row.order_id), rental_order_id: idOrNull(row.rental_order_id), amount: Number(row.amount) };
  return { payment, remaining: remainingRefundable(payment.amount, await refundsOf(work, paymentId, except)) };
}

function checkAmount(amount: number, remaining: number) {
  const refusal = refundAmountRefusal(amount, remaining);
  if (refusal) throw refuse(refusal, { remaining: fenToYuan(remaining) });
}

const sameName = (a: string | null, b: string) => a !== null && a.trim().toLowerCase() === b.trim().toLowerCase();

/** The locked refund, allowed `event` by its state and, for an approval, not by its requester. */
async function refundFor(work: Work, id: number, event: RefundEvent, approval: boolean): Promise<{ refund: RefundRow; to: RefundState }> {
  const refund = await lockRefund(work, { id });
  if (!refund) throw rowNotFound();
  const decision = decideRefund(refund.state, event);
  if (!decision.ok) throw refuse(decision.reason);
  if (approval && sameName(refund.requested_by, work.actor.name)) throw refuse(APPROVER_IS_REQUESTER);
  return { refund, to: decision.to };
}

const change = (work: Work, refund: RefundRow, patch: Record<string, unknown>) =>
  work.update(AUDIT_REFUND, 'refunds', refund.id, { ...patch, updated_at: isoAt(work.at) });

export interface RefundResult { refundNo: string; state: RefundState; amount: number }
const resultOf = (row: object): RefundResult => {
  const r = row as { refund_no: unknown; state: unknown; amount: unknown };
  return { refundNo: String(r.refund_no), state: Number(r.state) as RefundState, amount: Number(r.amount) };
};

export const requestRefund = defineService({
  name: 'refund.request',
  idempotent: true,
  input: z.object({ paymentId: z.number().int().positive(), amount: z.number().int().positive().max(100_000_000), reason }),
  async run(work, input): Promise<RefundResult & { remaining: number }> {
    const { payment, remaining } = await remainingOf(work, input.paymentId);
    if (!REFUNDABLE_CHANNELS.includes(payment.channel) && !(await paidOutside(work, payment.id))) throw refuse('refundChannelUnsupported');
    checkAmount(input.amount, remaining);
    const row = await work.insert(AUDIT_REFUND, 'refunds', {
      refund_no: await nextRefundNo(work, work.at), payment_id: payment.id, order_id: payment.order_id, rental_order_id: payment.rental_order_id, lot_id: payment.lot_id,
      plate: payment.plate, channel: payment.channel, amount: input.amount, state: REFUND_STATE.requested, reason: input.reason,
      requested_by: work.actor.name, requested_at: isoAt(work.at), updated_at: isoAt(work.at),
    });
    return { ...resultOf(row), remaining: remaining - input.amount };
  },
});

export const reviewRefund = defineService({
  name: 'refund.review',
  input: refundId,
  async run(work, { refundId: id }): Promise<RefundResult> {
    const { refund, to } = await refundFor(work, id, 'review', true);
    return resultOf((await change(work, refund, { state: to, reviewed_by: work.actor.name, reviewed_at: isoAt(work.at) })).after);
  },
});

export const rejectRefund = defineService({
  name: 'refund.reject',
  input: refundId,
  async run(work, { refundId: id }): Promise<RefundResult> {
    const { refund, to } = await refundFor(work, id, 'reject', true);
    const who = refund.state === REFUND_STATE.requested ? { reviewed_by: work.actor.name, reviewed_at: isoAt(work.at) } : { confirmed_by: work.actor.name, confirmed_at: isoAt(work.at) };
    return resultOf((await change(work, refund, { state: to, ...who })).after);
  },
});

/** Finance confirms a reviewed refund: cash is handed back now, an online refund is queued for its channel. */
export const confirmRefundWith = (atRestKey: Buffer) => defineService({
  name: 'refund.confirm',
  idempotent: true,
  input: refundId,
  async run(work, { refundId: id }): Promise<RefundResult> {
    const { refund, to } = await refundFor(work, id, 'confirm', true);
    const { after } = await change(work, refund, { state: to, confirmed_by: work.actor.name, confirmed_at: isoAt(work.at) });
    return resultOf(await sendRefund(work, { ...refund, state: Number(after.state) as RefundState }, atRestKey, false));
  },
});

/**
 * Sends a refund the channel did not finish again, under the same number (a parked call
 * included: it is queued afresh). A failed refund freed its amount, so it must still fit in what is left.
 */
export const retryRefundWith = (atRestKey: Buffer) => defineService({
  name: 'refund.retry',
  idempotent: true,
  input: refundId,
  async run(work, { refundId: id }): Promise<RefundResult> {
    const { refund, to } = await refundFor(work, id, 'retry', false);
    if (refund.state === REFUND_STATE.failed) checkAmount(refund.amount, (await remainingOf(work, refund.payment_id, refund.id)).remaining);
    const { after } = await change(work, refund, { state: to });
    return resultOf(await sendRefund(work, { ...refund, state: Number(after.state) as RefundState }, atRestKey, true));
  },
});

/**
 * What the channel said later (its notification, or a query): the refund with our number is
 * refunded or failed. Applied once: a refund already in that state is left as it is.
 */
export const settleRefund = defineService({
  name: 'refund.settle',
  input: z.object({
    refundNo: z.string().min(1).max(64),
    payParamsId: z.number().int().positive(),
    outcome: z.enum(['refunded', 'failed']),
    channelRefundNo: z.string().max(64).nullable(),
    failure: z.string().max(200).nullable(),
  }),
  async run(work, input): Promise<{ applied: boolean }> {
    const refund = await lockRefund(work, { refundNo: input.refundNo });
    // A notification for another account's refund (or none of ours) changes nothing.
    if (!refund) return { applied: false };
    const [sent] = await work.query<{ pay_params_id: number | null }>('SELECT pay_params_id FROM refunds WHERE id = $1', [refund.id]);
    if (Number(sent.pay_params_id) !== input.payParamsId) return { applied: false };
    const decision = decideRefund(refund.state, input.outcome === 'refunded' ? 'channelSucceeded' : 'channelFailed');
    if (!decision.ok) return { applied: false };
    await change(work, refund, input.outcome === 'refunded'
      ? { state: decision.to, refunded_at: isoAt(work.at), failure: null, ...(input.channelRefundNo ? { channel_refund_no: input.channelRefundNo } : {}) }
      : { state: decision.to, failure: input.failure ?? 'failed' });
    return { applied: true };
  },
});
