// The channel's side of an online renewal (docs/rentals.md, "Online renewals"), never inside a
// transaction: the order is made in one (online-renewals.ts orderOnlineRenewal), the trade is made
// (or asked about) on the channel after it commits, through the lot's merchant account (its own,
// else the one without a lot), and what the channel says is booked in another
// (payOnlineOrder, once per channel trade: '<channel>-<trade number>', the key a notification of
// the same trade books under, so a trade told twice books once). The same for every channel: only
// its adapter (backend/channels/) differs.
import { ChannelRefused, ChannelUnreachable, type PaymentState, type Prepay } from '../../channels/adapter';
import { accountForLot, adapterOf, isComplete } from '../../channels/accounts';
import type { Db } from '../../db';
import { AshxFailure, fail, refuse } from '../../kernel/failures';
import { idempotencyKeySchema } from '../../kernel/idempotency';
import { runService } from '../../kernel/service';
import type { Actor } from '../../kernel/work';
import { ONLINE_CHANNEL_REFUSALS, RENTAL_REFUSALS } from '../../../lib/areas/rentals/refusals';
import { isOnlineRenewalChannel, type OnlineRenewalChannel } from '../../../lib/areas/rentals/sale';
import { LEASE_STATE } from '../../../lib/parking/lease-machine';
import { onlineOrderNow, payOnlineOrder, type OnlineOrder } from './online-renewals';

/** What a card's renewal is called on the payer's bill. */
export const RENEWAL_SUBJECT = '月租续费';

/** Whoever told us, the channel books the payment: one actor, so the same trade's key is the same claim. */
export const channelActor = (channel: OnlineRenewalChannel): Actor => ({ name: `system:${channel}`, userId: null });

/** The key a channel trade is booked under (UserCompletePay's); refused when the trade number does not fit a key. */
export function tradeKey(channel: OnlineRenewalChannel, tradeNo: string): string {
  const key = `${channel}-${tradeNo}`;
  if (!idempotencyKeySchema.safeParse(key).success) throw fail.invalid(['channelTxnNo']);
  return key;
}

export interface Trade { orderNo: string; tradeNo: string; amount: number }

/** The channel says `orderNo` is paid by `tradeNo`: booked once per trade. */
export function bookTrade(db: Db, channel: OnlineRenewalChannel, trade: Trade, at: number): Promise<OnlineOrder> {
  const key = tradeKey(channel, trade.tradeNo);
  return db.transaction((tx) => runService(tx, payOnlineOrder, { orderNo: trade.orderNo, channel, channelTxnNo: trade.tradeNo, amount: trade.amount },
    channelActor(channel), { at, idempotencyKey: key }));
}

/**
 * A channel's notification of a payment (verified by the caller, backend/channels/notify.ts): booked
 * as bookTrade books. A refusal (no such online order, another amount, a card refunded meanwhile)
 * books nothing and is answered, not thrown: the channel is told it was heard, since telling it again
 * changes nothing, and the day's statement shows the payment our books lack (a difference for finance).
 */
export async function bookNotifiedTrade(db: Db, channel: string, trade: Trade, at: number): Promise<{ booked: boolean; refusal?: string }> {
  if (!isOnlineRenewalChannel(channel)) return { booked: false, refusal: 'channel' };
  try {
    await bookTrade(db, channel, trade, at);
    return { booked: true };
  } catch (error) {
    if (error instanceof AshxFailure) return { booked: false, refusal: error.code };
    throw error;
  }
}

/** Channels whose payer pays an order we make on the channel for him (WeChat's unified order). */
const PREPAY_CHANNELS: readonly OnlineRenewalChannel[] = ['wechat'];

async function adapterForLot(db: Db, atRestKey: Buffer, channel: OnlineRenewalChannel, lotId: number) {
  const account = await accountForLot(db, atRestKey, channel, lotId);
  if (!account || !isComplete(account)) throw refuse(ONLINE_CHANNEL_REFUSALS[channel].noAccount);
  return adapterOf(account);
}

const reasonOf = (error: Error) => error.message.slice(0, 200);

/** The order as it stands before the channel is called: a paid one answered as it is, an expired one refused. */
async function stillWaiting(db: Db, order: OnlineOrder): Promise<OnlineOrder | null> {
  const now = await onlineOrderNow(db, order.orderNo);
  if (now.state === LEASE_STATE.expired) throw refuse(RENTAL_REFUSALS.onlineOrderExpired, { order: order.orderNo });
  return now.state === LEASE_STATE.paid ? now : null;
}

/**
 * The order's trade made on the channel with the payer's code (barcode pay), then booked. Made
 * before (a request sent again, an answer lost): the channel is asked first, and a paid trade is
 * booked. Unreachable, the order stays not paid (null): a query or the notification books it later.
 */
export async function chargeOnlineOrder(
  db: Db, atRestKey: Buffer, channel: OnlineRenewalChannel, order: OnlineOrder, authCode: string, at: number,
): Promise<OnlineOrder | null> {
  const paid = await stillWaiting(db, order);
  if (paid) return paid;
  const adapter = await adapterForLot(db, atRestKey, channel, order.lotId);
  try {
    const known = await adapter.queryPayment(order.orderNo);
    if (known?.status === 'paid') return await bookTrade(db, channel, { orderNo: order.orderNo, tradeNo: known.tradeNo, amount: known.amount }, at);
    const trade = await adapter.pay({ outTradeNo: order.orderNo, amount: order.amount, authCode, subject: RENEWAL_SUBJECT });
    return await bookTrade(db, channel, { orderNo: order.orderNo, tradeNo: trade.tradeNo, amount: trade.amount }, at);
  } catch (error) {
    if (error instanceof ChannelUnreachable) return null;
    if (error instanceof ChannelRefused) throw refuse(ONLINE_CHANNEL_REFUSALS[channel].refused, { reason: reasonOf(error) });
    throw error;
  }
}

/**
 * The order made on the channel for the payer to pay on his phone by himself (WeChat's unified
 * order: a QR code, or the in-app page for `openId`), expiring with the order; the channel's
 * notification books it (notify.ts). The same order asked again answers the same prepay. A channel
 * whose payer's page is the platform's own (Alipay) makes none: null, and the platform reports the
 * trade (UserCompletePay). Paid meanwhile: booked, and answered paid.
 */
export async function prepayOnlineOrder(
  db: Db, atRestKey: Buffer, channel: OnlineRenewalChannel, order: OnlineOrder, openId: string | undefined, at: number,
): Promise<{ order: OnlineOrder; prepay: Prepay | null }> {
  const paid = await stillWaiting(db, order);
  if (paid) return { order: paid, prepay: null };
  // Alipay's platform pays on its own page and reports it: nothing to order for the payer, no account asked.
  if (!PREPAY_CHANNELS.includes(channel)) return { order, prepay: null };
  const adapter = await adapterForLot(db, atRestKey, channel, order.lotId);
  if (!adapter.prepay) return { order, prepay: null };
  try {
    const prepay = await adapter.prepay({
      outTradeNo: order.orderNo, amount: order.amount, subject: RENEWAL_SUBJECT, expiresAt: Date.parse(order.expiresAt), ...(openId ? { openId } : {}),
    });
    return { order, prepay };
  } catch (error) {
    if (error instanceof ChannelRefused) {
      // Refused as paid already (its notification on its way): the channel asked, and booked.
      const known = await adapter.queryPayment(order.orderNo).catch(() => null);
      if (known?.status === 'paid') return { order: await bookTrade(db, channel, { orderNo: order.orderNo, tradeNo: known.tradeNo, amount: known.amount }, at), prepay: null };
      throw refuse(ONLINE_CHANNEL_REFUSALS[channel].refused, { reason: reasonOf(error) });
    }
    if (error instanceof ChannelUnreachable) throw refuse(ONLINE_CHANNEL_REFUSALS[channel].unreachable, { reason: reasonOf(error) });
    throw error;
  }
}

/** The channel asked about the order (a notification lost, a request unanswered): booked when it says paid. */
export async function queryOnlineOrder(db: Db, atRestKey: Buffer, orderNo: string, at: number): Promise<OnlineOrder> {
  const [order] = await db.query<{ lot_id: number; channel: OnlineRenewalChannel; online: boolean; state: number }>(
    'SELECT lot_id, channel, online, state FROM rental_orders WHERE order_no = $1', [orderNo]);
  if (!order?.online) throw refuse(RENTAL_REFUSALS.onlineOrderUnknown, { order: orderNo });
  const refusals = ONLINE_CHANNEL_REFUSALS[order.channel];
  const adapter = await adapterForLot(db, atRestKey, order.channel, Number(order.lot_id));
  let state: PaymentState | null;
  try {
    state = await adapter.queryPayment(orderNo);
  } catch (error) {
    if (error instanceof ChannelRefused || error instanceof ChannelUnreachable) throw refuse(refusals.unreachable, { reason: reasonOf(error) });
    throw error;
  }
  if (state?.status !== 'paid') {
    if (Number(order.state) === LEASE_STATE.expired) throw refuse(RENTAL_REFUSALS.onlineOrderExpired, { order: orderNo });
    throw refuse(refusals.notPaidYet, { order: orderNo });
  }
  return bookTrade(db, order.channel, { orderNo, tradeNo: state.tradeNo, amount: state.amount }, at);
}
