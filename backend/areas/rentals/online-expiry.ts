// An online order's expiry (docs/rentals.md, "Online renewals"): the outbox job queued with the
// order (online-expiry-job.ts), taken by the worker when the order stops waiting. Outside any
// transaction the channel is asked about the order: paid (its notification lost), it is booked as
// the notification would have booked it (payOnlineOrder, once per trade); still waiting, it is
// closed on the channel first, so that no payment can come after; then, or when the channel has
// none, the order expires. A channel that cannot be heard makes the worker try again: an order is
// never expired on a guess.
import { z } from 'zod';
import { decideLease, LEASE_STATE, type LeaseState } from '../../../lib/parking/lease-machine';
import { isOnlineRenewalChannel, type OnlineRenewalChannel } from '../../../lib/areas/rentals/sale';
import { accountForLot, adapterOf, isComplete } from '../../channels/accounts';
import { inSavepoint } from '../../db/savepoint';
import type { Queryable, Reader } from '../../db';
import { AshxFailure } from '../../kernel/failures';
import type { OutboxHandler } from '../../kernel/outbox/handler';
import { defineService, runService } from '../../kernel/service';
import { ONLINE_EXPIRY, type OnlineExpiryPayload } from './online-expiry-job';
import { channelActor, tradeKey } from './online-channel';
import { lockedOnlineOrder, payOnlineOrder } from './online-renewals';
import { RENTAL_ORDER_ENTITY } from './sales';

const OUTBOX_ACTOR = { name: 'system:outbox', userId: null };

/** What the worker found: nothing left to do, a payment to book, or the order closed (no payment will come). */
export type ExpiryAnswer =
  | { status: 'settled' }
  | { status: 'paid'; channel: OnlineRenewalChannel; tradeNo: string; amount: number; refusal?: string }
  | { status: 'closed' };

/** The order expired, when it still waits (a notification may have paid it meanwhile). */
export const expireOnlineOrder = defineService({
  name: 'rentals.expireOnlineOrder',
  input: z.object({ orderNo: z.string().min(1).max(32) }),
  async run(work, { orderNo }): Promise<{ expired: boolean }> {
    const order = await lockedOnlineOrder(work, orderNo);
    const decided = decideLease(Number(order.state) as LeaseState, 'expire');
    if (!decided.ok) return { expired: false };
    await work.update(RENTAL_ORDER_ENTITY, 'rental_orders', order.id, { state: decided.to });
    return { expired: true };
  },
});

/** The handler of ONLINE_EXPIRY jobs; `db` is read outside any transaction (the demo's replay passes its own). */
export function onlineExpirer(db: Reader, atRestKey: Buffer): OutboxHandler<OnlineExpiryPayload, ExpiryAnswer> {
  return {
    kind: ONLINE_EXPIRY,
    async send(job) {
      const [order] = await db.query<{ state: number; channel: string; lot_id: number }>(
        'SELECT state, channel, lot_id FROM rental_orders WHERE order_no = $1 AND online', [job.payload.orderNo]);
      if (!order || Number(order.state) !== LEASE_STATE.notPaid || !isOnlineRenewalChannel(order.channel)) return { status: 'settled' };
      const channel = order.channel;
      const account = await accountForLot(db, atRestKey, channel, Number(order.lot_id));
      // No account in force: no trade of ours can have been made on it.
      if (!account || !isComplete(account)) return { status: 'closed' };
      const adapter = adapterOf(account);
      const paid = async () => {
        const state = await adapter.queryPayment(job.payload.orderNo);
        return state?.status === 'paid' ? { status: 'paid' as const, channel, tradeNo: state.tradeNo, amount: state.amount } : null;
      };
      const found = await paid();
      if (found) return found;
      const closed = await adapter.closePayment(job.payload.orderNo);
      if (closed !== 'paid') return { status: 'closed' };
      // Paid between the question and the close: asked again.
      const late = await paid();
      if (!late) throw new Error(`the channel refused to close order ${job.payload.orderNo} and has no payment of it`);
      return late;
    },
    async record(tx: Queryable, job, answer, now) {
      if (answer.status === 'settled') return;
      if (answer.status === 'closed') {
        await runService(tx, expireOnlineOrder, { orderNo: job.payload.orderNo }, OUTBOX_ACTOR, { at: now });
        return;
      }
      // A refusal (a card refunded meanwhile, another amount) books nothing and leaves the order not
      // paid: the statement shows the payment our books lack, for finance. The refusal is kept on the
      // job's answer (written after this).
      const booked = await inSavepoint(tx, () => runService(tx, payOnlineOrder, {
        orderNo: job.payload.orderNo, channel: answer.channel, channelTxnNo: answer.tradeNo, amount: answer.amount,
      }, channelActor(answer.channel), { at: now, idempotencyKey: tradeKey(answer.channel, answer.tradeNo) }));
      if (booked.ok) return;
      if (!(booked.error instanceof AshxFailure)) throw booked.error;
      answer.refusal = booked.error.code;
    },
  };
}
