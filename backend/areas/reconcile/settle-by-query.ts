// A payment whose notification was lost: the channel's statement carries it but our books do not
// (a statusDiffers difference: the row names an order of ours this transaction did not pay).
// Finance asks the channel (queryPayment by our order number); when the channel says it is paid,
// under the statement row's transaction number and amount, the payment is booked on the order by
// the payment service as the notification would have booked it (online, the channel's
// transaction number), and the difference is handled: our record corrected, with the person's
// reason and the payment on it. A rental order's (a card renewed online) is booked by the rentals
// area (payOnlineOrder: the order paid, its period applied). Anything else is refused with what the
// channel said, and nothing changes.
import { z } from 'zod';
import { fenToYuan } from '../../../lib/money/fen';
import { differenceAfter, type DifferenceState } from '../../../lib/parking/reconcile-machine';
import type { StatementChannel } from '../../../lib/areas/reconcile/statements/formats';
import { ChannelRefused, ChannelUnreachable, type PaymentState } from '../../channels/adapter';
import { accountForLot, adapterOf, isComplete } from '../../channels/accounts';
import { bookPayment, bookPaymentInput } from '../charging';
import { isOnlineRenewalChannel, payOnlineOrder, payOnlineOrderInput } from '../rentals';
import { refuse, rowNotFound } from '../../kernel/failures';
import { isoAt } from '../../db';
import { defineService } from '../../kernel/service';
import { RECONCILE_AUDIT } from './audit';

interface DifferenceRow {
  state: DifferenceState; kind: string; row_kind: string; channel: StatementChannel; order_no: string; channel_txn_no: string; their_amount: number;
}

export const settleByQueryWith = (atRestKey: Buffer) => defineService({
  name: 'reconcile.settleByQuery',
  idempotent: true,
  input: z.object({ differenceId: z.number().int().positive(), reason: z.string().trim().min(1).max(200) }),
  async run(work, input): Promise<{ id: number; paymentNo: string }> {
    const [d] = await work.query<DifferenceRow>(
      'SELECT state, kind, row_kind, channel, order_no, channel_txn_no, their_amount FROM reconcile_differences WHERE id = $1 FOR UPDATE', [input.differenceId]);
    if (!d) throw rowNotFound();
    const next = differenceAfter(d.state, 'handle');
    if ('refusal' in next) throw refuse(next.refusal);
    if (d.kind !== 'statusDiffers' || d.row_kind !== 'payment') throw refuse('differenceNotLostPayment');
    const [order] = await work.query<{ stay_id: number; lot_id: number }>('SELECT stay_id, lot_id FROM orders WHERE order_no = $1', [d.order_no]);
    // Not a stay's order: a card renewed online (its rental order), booked by the rentals area.
    const [rental] = order || !isOnlineRenewalChannel(d.channel) ? [] : await work.query<{ lot_id: number }>(
      'SELECT lot_id FROM rental_orders WHERE order_no = $1 AND online', [d.order_no]);
    if (!order && !rental) throw rowNotFound();
    const account = await accountForLot(work, atRestKey, d.channel, Number((order ?? rental).lot_id));
    if (!account || !isComplete(account)) throw refuse('channelNoPayParams');

    let state: PaymentState | null;
    try {
      state = await adapterOf(account).queryPayment(d.order_no);
    } catch (error) {
      if (error instanceof ChannelRefused || error instanceof ChannelUnreachable) throw refuse('channelQueryFailed', { reason: error.message.slice(0, 200) });
      throw error;
    }
    if (!state) throw refuse('channelPaymentNone');
    if (state.status !== 'paid') throw refuse(state.status === 'waiting' ? 'channelPaymentWaiting' : 'channelPaymentClosed');
    if (state.tradeNo !== d.channel_txn_no || state.amount !== Number(d.their_amount)) {
      throw refuse('channelPaymentDiffers', { tradeNo: state.tradeNo, amount: fenToYuan(state.amount) });
    }
    const booked = order
      ? await bookPayment.run(work, bookPaymentInput.parse({
        stayId: Number(order.stay_id), channel: d.channel, place: 'online', amount: state.amount, channelTxnNo: state.tradeNo,
      }))
      : await payOnlineOrder.run(work, payOnlineOrderInput.parse({ orderNo: d.order_no, channel: d.channel, channelTxnNo: state.tradeNo, amount: state.amount }));
    if (!booked.paymentNo) throw rowNotFound();
    const [payment] = await work.query<{ id: number }>('SELECT id FROM payments WHERE payment_no = $1', [booked.paymentNo]);
    await work.update(RECONCILE_AUDIT.difference, 'reconcile_differences', input.differenceId, {
      state: next.to, decision: 'correctOurs', reason: input.reason, handled_by: work.actor.name, handled_at: isoAt(work.at),
      payment_id: Number(payment.id), our_amount: state.amount,
    });
    return { id: input.differenceId, paymentNo: booked.paymentNo };
  },
});
