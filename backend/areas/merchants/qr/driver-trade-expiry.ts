// A driver's WeChat trade at its end (docs/merchants.md, "QR codes and the driver's page"): the
// outbox job queued with the trade, due when it stops taking the payment, as an online renewal's
// order (backend/areas/rentals/online-expiry.ts). Outside any transaction WeChat is asked: paid (its
// notification lost), it is booked as the notification would have booked it (bookDriverTrade, once
// per trade); still waiting, it is closed on WeChat, so that no payment can come after, and marked
// closed here. A channel that cannot be heard makes the worker try again: never closed on a guess.
import { accountForLot, adapterOf, isComplete } from '../../../channels/accounts';
import { isoAt, type Db, type Queryable, type Reader } from '../../../db';
import { inSavepoint } from '../../../db/savepoint';
import { AshxFailure } from '../../../kernel/failures';
import { enqueue } from '../../../kernel/outbox/enqueue';
import type { OutboxHandler } from '../../../kernel/outbox/handler';
import { bookTradeIn } from './driver-trade-booking';

export const DRIVER_TRADE_EXPIRY = 'merchants.expireDriverTrade';
export interface DriverTradeExpiryPayload { outTradeNo: string }

export async function queueDriverTradeExpiry(tx: Reader, outTradeNo: string, expiresAt: number): Promise<void> {
  await enqueue(tx, { kind: DRIVER_TRADE_EXPIRY, key: `driver-trade-expiry:${outTradeNo}`, payload: { outTradeNo } satisfies DriverTradeExpiryPayload }, expiresAt);
}

type ExpiryAnswer = { status: 'settled' } | { status: 'closed' } | { status: 'paid'; tradeNo: string; amount: number };

export function driverTradeExpirer(db: Db, atRestKey: Buffer): OutboxHandler<DriverTradeExpiryPayload, ExpiryAnswer> {
  return {
    kind: DRIVER_TRADE_EXPIRY,
    async send(job) {
      const [trade] = await db.query<{ lot_id: number; paid_at: unknown; closed_at: unknown }>(
        'SELECT lot_id, paid_at, closed_at FROM driver_trades WHERE out_trade_no = $1', [job.payload.outTradeNo]);
      if (!trade || trade.paid_at || trade.closed_at) return { status: 'settled' };
      const account = await accountForLot(db, atRestKey, 'wechat', Number(trade.lot_id));
      // No account in force: no trade of ours can have been made on it.
      if (!account || !isComplete(account)) return { status: 'closed' };
      const adapter = adapterOf(account);
      const paid = async () => {
        const state = await adapter.queryPayment(job.payload.outTradeNo);
        return state?.status === 'paid' ? { status: 'paid' as const, tradeNo: state.tradeNo, amount: state.amount } : null;
      };
      const found = await paid();
      if (found) return found;
      if (await adapter.closePayment(job.payload.outTradeNo) !== 'paid') return { status: 'closed' };
      const late = await paid();
      if (!late) throw new Error(`WeChat refused to close trade ${job.payload.outTradeNo} and has no payment of it`);
      return late;
    },
    async record(tx: Queryable, job, answer, now) {
      if (answer.status === 'closed') {
        await tx.query('UPDATE driver_trades SET closed_at = $2 WHERE out_trade_no = $1 AND paid_at IS NULL AND closed_at IS NULL', [job.payload.outTradeNo, isoAt(now)]);
      } else if (answer.status === 'paid') {
        // A refusal (another amount, the order settled otherwise) books nothing: the day's statement
        // shows the payment our books lack, for finance, as for a notification refused.
        const booked = await inSavepoint(tx, () => bookTradeIn(tx, { orderNo: job.payload.outTradeNo, tradeNo: answer.tradeNo, amount: answer.amount }, now));
        if (!booked.ok && !(booked.error instanceof AshxFailure)) throw booked.error;
      }
    },
  };
}
