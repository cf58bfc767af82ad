// A monthly card renewed online by its customer (docs/rentals.md, "Online renewals"): the calls of
// the payment platform's page or app, server to server (a valid signature, no token), beside
// CreateOrderInfo / UserCompletePay of the stays:
//
//   CreateMonthlySpecialInfo  { lotId, plate, count, requestNo, channel?, authCode?, openId? }: the
//                        card of the plate at the lot renewed by count months (days for a day pass),
//                        paid through `channel` (alipay, the default, or wechat): its order made not
//                        paid (once per requestNo), waiting until expiresAt. After that commits:
//                        with the payer's code, the code is charged on the channel through the lot's
//                        account under the order's number and the trade booked; without, on WeChat
//                        the order is made on the channel for the payer to pay on his phone (a QR
//                        code, or the in-app page for his openId: `prepay`), its notification
//                        booking it; on Alipay the platform pays the order and reports it with
//                        UserCompletePay (user-complete-pay.ts). Answer { orderNo, lotId, amount,
//                        state, periodStart, periodEnd, channelTxnNo, paymentNo, expiresAt, prepay? }:
//                        state 0 (not paid) until the trade is booked.
//   MonthlyOrderQuery    { orderNo }: the channel asked about the order (its notification lost, an
//                        answer unheard); booked when it says paid, as the notification would have.
import { z } from 'zod';
import { ONLINE_RENEWAL_CHANNELS } from '../../lib/areas/rentals/sale';
import { integer, optionalText, requiredText } from '../../lib/pages/inputs';
import { LEASE_STATE } from '../../lib/parking/lease-machine';
import { PLATE_INPUT_MAX_LENGTH } from '../../lib/validation/formats';
import { operation } from '../context';
import { idempotencyKeySchema } from '../kernel/idempotency';
import { runService } from '../kernel/service';
import { atRestKeyOf } from '../areas/pay-params';
import { chargeOnlineOrder, prepayOnlineOrder, queryOnlineOrder } from '../areas/rentals/online-channel';
import { orderOnlineRenewal } from '../areas/rentals/online-renewals';
import { systemActor } from './server-actor';

const ORDER_NO_MAX_LENGTH = 32;
/** WeChat's openid: 28 characters today; room for more. */
const OPEN_ID_MAX_LENGTH = 64;
const positive = () => integer().pipe(z.number().positive());

export const createMonthlySpecialInfo = operation({
  access: 'server',
  input: z.object({
    lotId: positive(),
    plate: requiredText(PLATE_INPUT_MAX_LENGTH),
    count: positive(),
    /** The channel the customer pays on; Alipay when not said (the first one offered). */
    channel: z.enum(ONLINE_RENEWAL_CHANNELS).default('alipay'),
    /** The code the payer's phone shows (barcode pay); none: he pays on his phone by himself. */
    authCode: optionalText(24).pipe(z.string().regex(/^(\d{16,24})?$/)),
    /** The payer's WeChat openid: the in-app page (JSAPI) instead of a QR code (NATIVE). */
    openId: optionalText(OPEN_ID_MAX_LENGTH).pipe(z.string().regex(/^[\w-]*$/)),
    /** The app's number of this request: the same request again makes no second order. */
    requestNo: idempotencyKeySchema,
  }),
  async run(context, input) {
    const { channel } = input;
    const order = await context.db.transaction((tx) => runService(tx, orderOnlineRenewal, { lotId: input.lotId, plate: input.plate, count: input.count, channel },
      systemActor(context, 'CreateMonthlySpecialInfo'), { at: context.now, idempotencyKey: input.requestNo }));
    if (order.state === LEASE_STATE.paid) return order;
    // The transaction is over: now the channel.
    const key = atRestKeyOf(context);
    if (input.authCode) return (await chargeOnlineOrder(context.db, key, channel, order, input.authCode, context.now)) ?? order;
    const prepaid = await prepayOnlineOrder(context.db, key, channel, order, input.openId || undefined, context.now);
    return prepaid.prepay ? { ...prepaid.order, prepay: prepaid.prepay } : prepaid.order;
  },
});

export const monthlyOrderQuery = operation({
  access: 'server',
  input: z.object({ orderNo: requiredText(ORDER_NO_MAX_LENGTH) }),
  run: (context, { orderNo }) => queryOnlineOrder(context.db, atRestKeyOf(context), orderNo, context.now),
});
