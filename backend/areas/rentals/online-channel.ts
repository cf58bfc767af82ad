// The channel's side of an online renewal (docs/rentals.md, "Online renewals"), never inside a
// transaction: the order is made in one (online-renewals.ts orderOnlineRenewal), the trade is made
// (or asked about) on the channel after it commits, through the lot's merchant account (its own,
// else the one without a lot), and what the channel says is booked in another
// (payOnlineOrder, once per channel trade: '<channel>-<trade number>', the key a notification of
// the same trade books under, so a trade told twice books once).
import { ChannelRefused, ChannelUnreachable, type PaymentState } from '../../channels/adapter';
import { accountForLot, adapterOf, isComplete } from '../../channels/accounts';
import type { Db } from '../../db';
import { fail, refuse } from '../../kernel/failures';
import { idempotencyKeySchema } from '../../kernel/idempotency';
import { runService } from '../../kernel/service';
import type { Actor } from '../../kernel/work';
import { RENTAL_REFUSALS } from '../../../lib/areas/rentals/refusals';
import type { OnlineRenewalChannel } from '../../../lib/areas/rentals/sale';
import { LEASE_STATE } from '../../../lib/parking/lease-machine';
import { payOnlineOrder, type OnlineOrder } from './online-renewals';

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

/** The channel says `orderNo` is paid by `tradeNo`: booked once per trade. */
export function bookTrade(db: Db, channel: OnlineRenewalChannel, trade: { orderNo: string; tradeNo: string; amount: number }, at: number): Promise<OnlineOrder> {
  const key = tradeKey(channel, trade.tradeNo);
  return db.transaction((tx) => runService(tx, payOnlineOrder, { orderNo: trade.orderNo, channel, channelTxnNo: trade.tradeNo, amount: trade.amount },
    channelActor(channel), { at, idempotencyKey: key }));
}

async function adapterForLot(db: Db, atRestKey: Buffer, channel: OnlineRenewalChannel, lotId: number) {
  const account = await accountForLot(db, atRestKey, channel, lotId);
  if (!account || !isComplete(account)) throw refuse(RENTAL_REFUSALS.onlineNoAccount);
  return adapterOf(account);
}

const reasonOf = (error: Error) => error.message.slice(0, 200);

/**
 * The order's trade made on the channel with the payer's code (barcode pay), then booked. Made
 * before (a request sent again, an answer lost): the channel is asked first, and a paid trade is
 * booked. Unreachable, the order stays not paid (null): a query or the notification books it later.
 */
export async function chargeOnlineOrder(
  db: Db, atRestKey: Buffer, channel: OnlineRenewalChannel, order: OnlineOrder, authCode: string, at: number,
): Promise<OnlineOrder | null> {
  const adapter = await adapterForLot(db, atRestKey, channel, order.lotId);
  try {
    const known = await adapter.queryPayment(order.orderNo);
    if (known?.status === 'paid') return await bookTrade(db, channel, { orderNo: order.orderNo, tradeNo: known.tradeNo, amount: known.amount }, at);
    const trade = await adapter.pay({ outTradeNo: order.orderNo, amount: order.amount, authCode, subject: RENEWAL_SUBJECT });
    return await bookTrade(db, channel, { orderNo: order.orderNo, tradeNo: trade.tradeNo, amount: trade.amount }, at);
  } catch (error) {
    if (error instanceof ChannelUnreachable) return null;
    if (error instanceof ChannelRefused) throw refuse(RENTAL_REFUSALS.onlineChannelRefused, { reason: reasonOf(error) });
    throw error;
  }
}

/** The channel asked about the order (a notification lost, a request unanswered): booked when it says paid. */
export async function queryOnlineOrder(db: Db, atRestKey: Buffer, orderNo: string, at: number): Promise<OnlineOrder> {
  const [order] = await db.query<{ lot_id: number; channel: OnlineRenewalChannel; online: boolean }>(
    'SELECT lot_id, channel, online FROM rental_orders WHERE order_no = $1', [orderNo]);
  if (!order?.online) throw refuse(RENTAL_REFUSALS.onlineOrderUnknown, { order: orderNo });
  const adapter = await adapterForLot(db, atRestKey, order.channel, Number(order.lot_id));
  let state: PaymentState | null;
  try {
    state = await adapter.queryPayment(orderNo);
  } catch (error) {
    if (error instanceof ChannelRefused || error instanceof ChannelUnreachable) throw refuse(RENTAL_REFUSALS.onlineChannelUnreachable, { reason: reasonOf(error) });
    throw error;
  }
  if (state?.status !== 'paid') throw refuse(RENTAL_REFUSALS.onlineNotPaidYet, { order: orderNo });
  return bookTrade(db, order.channel, { orderNo, tradeNo: state.tradeNo, amount: state.amount }, at);
}
