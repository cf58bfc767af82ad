// Sending a confirmed refund to the payment's own channel, under the refund's number. Inside the
// confirmation's (or a retry's) transaction nothing leaves the house: cash is handed back at the
// booth (refunded on confirmation); for Alipay and WeChat the account and the payment's
// transaction are checked now (a confirmation without them is refused), the account is recorded
// on the refund, and the call is put in the outbox (backend/kernel/outbox/). The outbox worker
// makes it afterwards, outside any transaction (refund-outbox.ts), and tries again while the
// channel cannot be heard; the channel carries one number out once.
import { REFUND_STATE as R } from '../../../lib/parking/refund-machine';
import { ONLINE_CHANNELS, type OnlineChannel } from '../../channels/adapter';
import { accountForLot, isComplete } from '../../channels/accounts';
import { refuse } from '../../kernel/failures';
import { isoAt } from '../../db';
import type { Work } from '../../kernel/work';
import { enqueue, sendAgain, type Intent } from '../../kernel/outbox/enqueue';
import { AUDIT_REFUND, type RefundRow } from './rows';

/** Channels whose payments can be refunded: cash at the booth, and the online channels. */
export const REFUNDABLE_CHANNELS: readonly string[] = ['cash', ...ONLINE_CHANNELS];
const isOnline = (channel: string): channel is OnlineChannel => (ONLINE_CHANNELS as readonly string[]).includes(channel);

/** The outbox job kind of a refund's call to its channel. */
export const REFUND_SEND = 'refund.send';
export interface RefundSendPayload { refundId: number; resend: boolean }
/** One job per refund: its number names the call (refund_no is unique). */
export const REFUND_JOB_KEY_PREFIX = 'refund:';
export const refundJobKey = (refundNo: string) => `${REFUND_JOB_KEY_PREFIX}${refundNo}`;

/**
 * Whether the payment was made outside the console and only recorded in it (a rental sale paid by
 * bank card, Alipay or WeChat to the operator's own account, its reference typed by the cashier:
 * docs/rentals.md "First sale, offline payments"): no trade of ours to refund through the channel,
 * so its money goes back the way it came, by finance, and the refund is done when confirmed, as cash is.
 */
export async function paidOutside(work: Pick<Work, 'query'>, paymentId: number): Promise<boolean> {
  const [row] = await work.query<{ outside: boolean }>(
    'SELECT o.reference IS NOT NULL AS outside FROM payments p JOIN rental_orders o ON o.id = p.rental_order_id WHERE p.id = $1', [paymentId]);
  return Boolean(row?.outside);
}

/**
 * Sends `refund` (confirmed; `resend`: a retry, so the worker asks the channel first): cash is
 * refunded now, an online refund is checked and queued. The row after.
 */
export async function sendRefund(work: Work, refund: RefundRow, atRestKey: Buffer, resend: boolean): Promise<RefundRow> {
  const mark = async (changes: Record<string, unknown>) =>
    (await work.update(AUDIT_REFUND, 'refunds', refund.id, { ...changes, updated_at: isoAt(work.at) })).after as unknown as RefundRow;
  if (refund.channel === 'cash' || await paidOutside(work, refund.payment_id)) return mark({ state: R.refunded, refunded_at: isoAt(work.at), failure: null });
  if (!isOnline(refund.channel)) throw refuse('refundChannelUnsupported');

  const account = await accountForLot(work, atRestKey, refund.channel, refund.lot_id);
  if (!account || !isComplete(account)) throw refuse('refundNoPayParams');
  const [payment] = await work.query<{ channel_txn_no: string | null }>('SELECT channel_txn_no FROM payments WHERE id = $1', [refund.payment_id]);
  if (!payment?.channel_txn_no) throw refuse('refundNoTransaction');

  const intent: Intent = { kind: REFUND_SEND, key: refundJobKey(refund.refund_no), payload: { refundId: refund.id, resend } satisfies RefundSendPayload };
  if (resend) await sendAgain(work, intent, work.at);
  else await enqueue(work, intent, work.at);
  return mark({ pay_params_id: account.id, failure: null });
}
