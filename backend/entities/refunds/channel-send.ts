// Sending a confirmed refund to the payment's own channel, under the refund's number: cash is
// handed back at the booth (refunded on confirmation); Alipay and WeChat are called through the
// adapter of the lot's merchant account. The call happens inside the confirmation's transaction,
// so the refund row stays locked while the channel answers (at most CHANNEL_TIMEOUT_MS); when the
// channel cannot be heard the refund stays refunding, when it refuses the request the refund
// failed, and a retry sends the same number again, which the channel carries out once.
import { REFUND_STATE as R } from '../../../lib/parking/refund-machine';
import { ChannelRefused, ChannelUnreachable, ONLINE_CHANNELS, type OnlineChannel, type RefundOutcome } from '../../channels/adapter';
import { accountForLot, adapterOf, isComplete } from '../../channels/accounts';
import { refuse } from '../../kernel/failures';
import { isoAt } from '../../db';
import type { Work } from '../../kernel/work';
import { AUDIT_REFUND, type RefundRow } from './rows';

/** Channels whose payments can be refunded: cash at the booth, and the online channels. */
export const REFUNDABLE_CHANNELS: readonly string[] = ['cash', ...ONLINE_CHANNELS];
const isOnline = (channel: string): channel is OnlineChannel => (ONLINE_CHANNELS as readonly string[]).includes(channel);
/** Longest channel message kept on a refund. */
const FAILURE_MAX_LENGTH = 200;

interface PaymentRef { amount: number; channel_txn_no: string | null }

/**
 * Sends `refund` (refunding; `resend`: a retry, so the channel is asked first) and records what the channel said: refunded, still refunding
 * (accepted, or not heard: `failure` says why) or failed. The row after.
 */
export async function sendRefund(work: Work, refund: RefundRow, atRestKey: Buffer, resend: boolean): Promise<RefundRow> {
  const mark = async (changes: Record<string, unknown>) =>
    (await work.update(AUDIT_REFUND, 'refunds', refund.id, { ...changes, updated_at: isoAt(work.at) })).after as unknown as RefundRow;
  if (refund.channel === 'cash') return mark({ state: R.refunded, refunded_at: isoAt(work.at), failure: null });
  if (!isOnline(refund.channel)) throw refuse('refundChannelUnsupported');

  const account = await accountForLot(work, atRestKey, refund.channel, refund.lot_id);
  if (!account || !isComplete(account)) throw refuse('refundNoPayParams');
  const [payment] = await work.query<PaymentRef>('SELECT amount, channel_txn_no FROM payments WHERE id = $1', [refund.payment_id]);
  if (!payment?.channel_txn_no) throw refuse('refundNoTransaction');

  let outcome: RefundOutcome | { status: 'unheard'; failure: string };
  const adapter = adapterOf(account);
  try {
    // Sent before (a retry): ask the channel first, and send again only when it has none.
    const known = resend
      ? await adapter.queryRefund(refund.refund_no, payment.channel_txn_no) : null;
    outcome = known && known.status !== 'failed' ? known : await adapter.refund({
      tradeNo: payment.channel_txn_no, refundNo: refund.refund_no, amount: Number(refund.amount), totalAmount: Number(payment.amount),
      reason: refund.reason,
    });
  } catch (error) {
    // Refused (a wrong key, a certificate the channel does not take): it did nothing, so the
    // refund failed and frees its amount. Not heard, or an answer that is not the channel's: what
    // happened is unknown, so it stays refunding.
    if (error instanceof ChannelRefused) outcome = { status: 'failed', failure: error.message };
    else if (error instanceof ChannelUnreachable) outcome = { status: 'unheard', failure: error.message };
    else throw error;
  }
  const sentWith = { pay_params_id: account.id };
  switch (outcome.status) {
    case 'refunded':
      return mark({ ...sentWith, state: R.refunded, channel_refund_no: outcome.channelRefundNo, refunded_at: isoAt(work.at), failure: null });
    case 'processing':
      return mark({ ...sentWith, state: R.refunding, channel_refund_no: outcome.channelRefundNo, failure: null });
    case 'failed':
      return mark({ ...sentWith, state: R.failed, failure: outcome.failure.slice(0, FAILURE_MAX_LENGTH) });
    default:
      return mark({ ...sentWith, state: R.refunding, failure: outcome.failure.slice(0, FAILURE_MAX_LENGTH) });
  }
}
