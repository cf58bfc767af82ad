// The outbox handler of a refund's call to its channel (kind 'refund.send', queued by
// channel-send.ts): run by the outbox worker outside any transaction. It sends the refund under
// its number with the account recorded at confirmation (asking the channel first when it may
// have been sent before: a retry, or a later attempt), then records what the channel said in a
// transaction of its own: refunded, accepted (refunding until its notification) or refused
// (failed, its amount free again). A channel that cannot be heard makes the worker try again;
// each failed attempt's reason is shown on the refund, and after the last one the job is parked
// until finance sends it again (the retry row action).
import { z } from 'zod';
import { REFUND_STATE, decideRefund, type RefundEvent } from '../../../lib/parking/refund-machine';
import { ChannelRefused, type RefundOutcome } from '../../channels/adapter';
import { accountById, adapterOf, isComplete } from '../../channels/accounts';
import { isoAt, type Queryable, type Reader } from '../../db';
import { defineService, runService } from '../../kernel/service';
import type { OutboxHandler } from '../../kernel/outbox/handler';
import { REFUND_SEND, type RefundSendPayload } from './channel-send';
import { AUDIT_REFUND, lockRefund } from './rows';

/** Longest channel message kept on a refund. */
const FAILURE_MAX_LENGTH = 200;
const OUTBOX_ACTOR = { name: 'system:outbox', userId: null };

/** What the worker records: the channel's outcome, or nothing sent (the refund no longer waits). */
export type RefundSendAnswer = RefundOutcome | { status: 'skipped' };

interface Sendable {
  state: number; refund_no: string; amount: number; reason: string; pay_params_id: number | null; paid: number; channel_txn_no: string | null;
}

const EVENT_OF: Record<RefundOutcome['status'], RefundEvent> = { refunded: 'channelSucceeded', processing: 'channelAccepted', failed: 'channelFailed' };

/** The channel's answer applied to the refund, when its state still allows it (a notification may have come first). */
const recordSent = defineService({
  name: 'refund.sent',
  input: z.object({ refundId: z.number().int().positive(), answer: z.custom<RefundOutcome>() }),
  async run(work, { refundId, answer }): Promise<{ applied: boolean }> {
    const refund = await lockRefund(work, { id: refundId });
    const decision = refund && decideRefund(refund.state, EVENT_OF[answer.status]);
    if (!refund || !decision?.ok) return { applied: false };
    const at = isoAt(work.at);
    await work.update(AUDIT_REFUND, 'refunds', refund.id, answer.status === 'failed'
      ? { state: decision.to, failure: answer.failure.slice(0, FAILURE_MAX_LENGTH), updated_at: at }
      : { state: decision.to, channel_refund_no: answer.channelRefundNo, failure: null, updated_at: at, ...(answer.status === 'refunded' ? { refunded_at: at } : {}) });
    return { applied: true };
  },
});

/** A failed attempt's reason on the refund (still confirmed: sending), so finance sees why. */
const recordUnsent = defineService({
  name: 'refund.unsent',
  input: z.object({ refundId: z.number().int().positive(), failure: z.string() }),
  async run(work, { refundId, failure }): Promise<void> {
    const refund = await lockRefund(work, { id: refundId });
    if (refund?.state !== REFUND_STATE.confirmed) return;
    await work.update(AUDIT_REFUND, 'refunds', refund.id, { failure: failure.slice(0, FAILURE_MAX_LENGTH), updated_at: isoAt(work.at) });
  },
});

export function refundSender(db: Reader, atRestKey: Buffer): OutboxHandler<RefundSendPayload, RefundSendAnswer> {
  return {
    kind: REFUND_SEND,
    async send(job) {
      const [refund] = await db.query<Sendable>(
        `SELECT r.state, r.refund_no, r.amount, r.reason, r.pay_params_id, p.amount AS paid, p.channel_txn_no
           FROM refunds r JOIN payments p ON p.id = r.payment_id WHERE r.id = $1`, [job.payload.refundId]);
      // Settled meanwhile (the channel's notification), or no longer waiting: nothing to send.
      if (!refund || Number(refund.state) !== REFUND_STATE.confirmed) return { status: 'skipped' };
      const account = refund.pay_params_id === null ? null : await accountById(db, atRestKey, Number(refund.pay_params_id));
      if (!account || !isComplete(account) || !refund.channel_txn_no) throw new Error('The merchant account or the payment\'s transaction number is missing.');
      const adapter = adapterOf(account);
      try {
        // Maybe sent before (a retry, or an attempt whose answer was lost): ask first, send only when the channel has none.
        const known = job.payload.resend || job.attempt > 1 ? await adapter.queryRefund(refund.refund_no, refund.channel_txn_no) : null;
        if (known && known.status !== 'failed') return known;
        return await adapter.refund({
          tradeNo: refund.channel_txn_no, refundNo: refund.refund_no, amount: Number(refund.amount), totalAmount: Number(refund.paid), reason: refund.reason,
        });
      } catch (error) {
        // Refused (a wrong key, a certificate the channel does not take): it did nothing, so the
        // refund failed. Not heard, or an answer that is not the channel's: thrown, tried again.
        if (error instanceof ChannelRefused) return { status: 'failed', failure: error.message };
        throw error;
      }
    },
    async record(tx: Queryable, job, answer, now) {
      if (answer.status === 'skipped') return;
      await runService(tx, recordSent, { refundId: job.payload.refundId, answer }, OUTBOX_ACTOR, { at: now });
    },
    async failed(tx: Queryable, job, error, _parked, now) {
      await runService(tx, recordUnsent, { refundId: job.payload.refundId, failure: error }, OUTBOX_ACTOR, { at: now });
    },
  };
}
