// A driver pays his stay from the driver's page through WeChat Pay in his phone's browser (H5
// payment; docs/merchants.md, "QR codes and the driver's page"). Two steps, the channel between
// them and never inside a transaction, as the online renewals (docs/rentals.md): the trade is
// written for the amount due now (one transaction: the stay priced, coupons applied), then made on
// WeChat through the lot's account; WeChat's signed notification books it on the stay's order by the
// charging core, once per trade (key 'wechat-<trade number>', actor system:wechat, place online),
// after which the exit opens for the paid stay within its window and a berth's lock lowers.
import { ChannelRefused, ChannelUnreachable } from '../../../channels/adapter';
import { accountForLot, adapterOf, isComplete } from '../../../channels/accounts';
import { isoAt, toMs, type Db } from '../../../db';
import { queueDriverTradeExpiry } from './driver-trade-expiry';
import { bookTradeIn, type DriverTradePaid } from './driver-trade-booking';
import { AshxFailure, refuse } from '../../../kernel/failures';
import type { Actor } from '../../../kernel/work';
import type { DriverCode } from './driver-code';
import { quoteForDriver } from './driver-quote';

/** A driver pays at once: WeChat's order (and ours) stops taking the payment after this. */
export const DRIVER_TRADE_TTL_MS = 15 * 60_000;
/** What the stay is called on the payer's bill. */
const SUBJECT = '停车费';

interface TradeRow { out_trade_no: string; order_id: number; lot_id: number; amount: number; expires_at: unknown }

/** The trade the driver pays: the one waiting for this order and amount, else a new one. */
async function tradeFor(db: Db, code: DriverCode, plate: string, actor: Actor, at: number) {
  return db.transaction(async (tx) => {
    const { quote } = await quoteForDriver(tx, code, plate, actor, at);
    if (quote.due <= 0) throw refuse('driverNothingDue');
    const [order] = await tx.query<{ id: number }>('SELECT id FROM orders WHERE order_no = $1', [quote.orderNo]);
    const [waiting] = await tx.query<TradeRow>(
      'SELECT out_trade_no, order_id, lot_id, amount, expires_at FROM driver_trades WHERE order_id = $1 AND amount = $2 AND paid_at IS NULL AND closed_at IS NULL AND expires_at > $3 ORDER BY id DESC LIMIT 1',
      [order.id, quote.due, isoAt(at)]);
    if (waiting) return waiting;
    const [made] = await tx.query<TradeRow>(
      `INSERT INTO driver_trades (out_trade_no, order_id, lot_id, channel, amount, created_at, expires_at)
       VALUES ('DP' || lpad(nextval('driver_trade_seq')::text, 14, '0'), $1, $2, 'wechat', $3, $4, $5)
       RETURNING out_trade_no, order_id, lot_id, amount, expires_at`,
      [order.id, code.lotId, quote.due, isoAt(at), isoAt(at + DRIVER_TRADE_TTL_MS)]);
    // Closed on WeChat when it stops taking the payment (or booked, if WeChat says it was paid).
    await queueDriverTradeExpiry(tx, made.out_trade_no, at + DRIVER_TRADE_TTL_MS);
    return made;
  });
}

/** The stay's trade made on WeChat for the phone's browser: where to pay it, and how much. */
export async function payForDriver(db: Db, atRestKey: Buffer | undefined, code: DriverCode, plate: string, clientAddress: string, actor: Actor, at: number) {
  const trade = await tradeFor(db, code, plate, actor, at);
  const account = atRestKey ? await accountForLot(db, atRestKey, 'wechat', code.lotId) : null;
  if (!account || !isComplete(account)) throw refuse('rentalWechatNoAccount');
  const adapter = adapterOf(account);
  if (!adapter.prepay) throw refuse('rentalWechatNoAccount');
  try {
    const prepay = await adapter.prepay({
      outTradeNo: trade.out_trade_no, amount: Number(trade.amount), subject: SUBJECT, expiresAt: toMs(trade.expires_at)!,
      h5: { clientAddress },
    });
    if (prepay.tradeType !== 'MWEB') throw new ChannelRefused('TRADE_TYPE', 'not an H5 payment');
    return { payUrl: prepay.mwebUrl, amount: Number(trade.amount) };
  } catch (error) {
    if (error instanceof ChannelRefused) throw refuse('rentalWechatRefused', { reason: error.message.slice(0, 200) });
    if (error instanceof ChannelUnreachable) throw refuse('rentalWechatUnreachable', { reason: error.message.slice(0, 200) });
    throw error;
  }
}

/** Whether a channel's order number is a driver's trade (else it is another area's). */
export async function isDriverTrade(db: Db, outTradeNo: string): Promise<boolean> {
  return (await db.query('SELECT 1 FROM driver_trades WHERE out_trade_no = $1', [outTradeNo])).length > 0;
}

/**
 * WeChat says the driver's trade is paid (its verified notification): booked on the stay's order by
 * the charging core once per trade. A refusal (another amount, the order settled otherwise meanwhile)
 * books nothing and is answered, not thrown: the channel is told it was heard, and the day's statement
 * shows the payment our books lack (a difference for finance), as for online renewals.
 */
export async function bookDriverTrade(db: Db, trade: DriverTradePaid, at: number): Promise<{ booked: boolean; refusal?: string }> {
  try {
    await db.transaction((tx) => bookTradeIn(tx, trade, at));
    return { booked: true };
  } catch (error) {
    if (error instanceof AshxFailure) return { booked: false, refusal: error.code };
    throw error;
  }
}
