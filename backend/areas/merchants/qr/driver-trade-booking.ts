// A driver's trade booked on the stay's order by the charging core, once per trade (key
// 'wechat-<trade number>', actor system:wechat, place online): by WeChat's notification
// (driver-pay.ts) or by the trade's expiry job when WeChat says it was paid (driver-trade-expiry.ts).
import { isoAt, type Queryable } from '../../../db';
import { refuse } from '../../../kernel/failures';
import { runService } from '../../../kernel/service';
import type { Actor } from '../../../kernel/work';
import { bookPayment } from '../../charging';

const WECHAT_ACTOR: Actor = { name: 'system:wechat', userId: null };

export interface DriverTradePaid { orderNo: string; tradeNo: string; amount: number }

/** The paid trade booked in the caller's transaction. */
export async function bookTradeIn(tx: Queryable, trade: DriverTradePaid, at: number): Promise<void> {
  const [row] = await tx.query<{ id: number; amount: number; stay_id: number }>(
    'SELECT d.id, d.amount, o.stay_id FROM driver_trades d JOIN orders o ON o.id = d.order_id WHERE d.out_trade_no = $1 FOR UPDATE OF d', [trade.orderNo]);
  if (!row) throw refuse('orderUnknown');
  if (Number(row.amount) !== trade.amount) throw refuse('rentalOnlineAmountDiffers');
  await runService(tx, bookPayment, { stayId: Number(row.stay_id), channel: 'wechat', place: 'online', amount: trade.amount, channelTxnNo: trade.tradeNo },
    WECHAT_ACTOR, { at, idempotencyKey: `wechat-${trade.tradeNo}` });
  await tx.query('UPDATE driver_trades SET trade_no = $2, paid_at = coalesce(paid_at, $3) WHERE id = $1', [row.id, trade.tradeNo, isoAt(at)]);
}
