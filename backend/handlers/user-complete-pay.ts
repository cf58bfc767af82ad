// UserCompletePay (spec 7): a pay terminal, pay station, payment platform or app reports that an
// order was paid (server-to-server: a valid signature, no token). The payment is booked by the
// charging core once per channel transaction: its idempotency key is '<channel>-<channelTxnNo>',
// so a notification sent again answers the first booking. Answer { paymentNo, due, orderState,
// stayState }; amounts in fen. An online rental order's number (a card renewed online:
// CreateMonthlySpecialInfo, docs/rentals.md "Online renewals") is booked by the rentals area under
// the same key: answer its { orderNo, amount, state, periodStart, periodEnd, channelTxnNo, paymentNo }.
// An Alipay payment may carry the discount an Alipay campaign granted on it (`campaign`), recorded
// with it for /AliTemporaryStopDiscount.
import { z } from 'zod';
import { PAYMENT_CHANNELS, PAYMENT_PLACES } from '../../lib/parking/channels';
import { bookPayment } from '../areas/charging/payments';
import { operation } from '../context';
import { idempotencyKeySchema } from '../kernel/idempotency';
import { runService } from '../kernel/service';
import { AshxFailure, STATUS, fail } from '../kernel/failures';
import { integer, optionalText, requiredText } from '../../lib/pages/inputs';
import { systemActor } from './server-actor';
import { isOnlineRenewalChannel } from '../../lib/areas/rentals/sale';
import { channelActor } from '../areas/rentals/online-channel';
import { payOnlineOrder } from '../areas/rentals/online-renewals';
import { CAMPAIGN_ID_MAX_LENGTH, campaignRefusal } from '../../lib/areas/merchants/alipay-discounts';
import { recordAlipayDiscount } from '../areas/merchants/alipay-discounts';

const ORDER_NO_MAX_LENGTH = 32;
const TXN_NO_MAX_LENGTH = 64;
const DEVICE_MAX_LENGTH = 64;

export const userCompletePay = operation({
  access: 'server',
  input: z.object({
    orderNo: requiredText(ORDER_NO_MAX_LENGTH),
    channel: z.enum(PAYMENT_CHANNELS),
    place: z.enum(PAYMENT_PLACES),
    channelTxnNo: requiredText(TXN_NO_MAX_LENGTH),
    amount: integer().pipe(z.number().positive()),
    device: optionalText(DEVICE_MAX_LENGTH),
    /** An Alipay campaign's discount on this payment (fen), as Alipay's notification carries it (docs/merchants.md). */
    campaign: z.object({ id: requiredText(CAMPAIGN_ID_MAX_LENGTH), discount: integer() }).strict().optional(),
  }),
  run: (context, input) => context.db.transaction(async (tx) => {
    const key = `${input.channel}-${input.channelTxnNo}`;
    // The transaction number makes the key: it must fit a key's letters and length.
    if (!idempotencyKeySchema.safeParse(key).success) throw fail.invalid(['channelTxnNo']);
    if (input.campaign && campaignRefusal(input.channel, input.amount, input.campaign.discount)) throw fail.invalid(['campaign']);
    const [order] = await tx.query<{ stay_id: number }>('SELECT stay_id FROM orders WHERE order_no = $1', [input.orderNo]);
    if (!order) {
      const [rental] = await tx.query('SELECT 1 FROM rental_orders WHERE order_no = $1 AND online', [input.orderNo]);
      if (rental && input.place === 'online' && isOnlineRenewalChannel(input.channel)) {
        return runService(tx, payOnlineOrder, { orderNo: input.orderNo, channel: input.channel, channelTxnNo: input.channelTxnNo, amount: input.amount },
          channelActor(input.channel), { at: context.now, idempotencyKey: key });
      }
      throw new AshxFailure(STATUS.notFound, 'orderUnknown');
    }
    const paid = await runService(tx, bookPayment, {
      stayId: Number(order.stay_id), channel: input.channel, place: input.place, amount: input.amount, channelTxnNo: input.channelTxnNo,
      ...(input.device ? { device: input.device } : {}),
    }, systemActor(context, 'UserCompletePay'), { at: context.now, idempotencyKey: key });
    if (input.campaign) {
      await runService(tx, recordAlipayDiscount, { paymentNo: paid.paymentNo, campaignId: input.campaign.id, discount: input.campaign.discount },
        systemActor(context, 'UserCompletePay'), { at: context.now });
    }
    return { paymentNo: paid.paymentNo, due: paid.due, orderState: paid.orderState, stayState: paid.stayState };
  }),
});
