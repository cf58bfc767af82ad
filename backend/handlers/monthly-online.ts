// A monthly card renewed online by its customer (docs/rentals.md, "Online renewals"): the calls of
// the payment platform's page or app, server to server (a valid signature, no token), beside
// CreateOrderInfo / UserCompletePay of the stays:
//
//   CreateMonthlySpecialInfo  { lotId, plate, count, requestNo, authCode? }: the card of the plate at
//                        the lot renewed by count months (days for a day pass): its order made not
//                        paid (once per requestNo). With the payer's code, after that commits, the
//                        code is charged on Alipay through the lot's account under the order's
//                        number and the trade booked; without, the platform pays the order and
//                        reports it with UserCompletePay (user-complete-pay.ts). Answer { orderNo,
//                        lotId, amount, state, periodStart, periodEnd, channelTxnNo, paymentNo }: state
//                        0 (not paid) until the trade is booked.
//   MonthlyOrderQuery    { orderNo }: Alipay asked about the order (its notification lost, an answer
//                        unheard); booked when it says paid, as the notification would have.
import { z } from 'zod';
import { ONLINE_RENEWAL_CHANNELS } from '../../lib/areas/rentals/sale';
import { integer, optionalText, requiredText } from '../../lib/pages/inputs';
import { PLATE_INPUT_MAX_LENGTH } from '../../lib/validation/formats';
import { LEASE_STATE } from '../../lib/parking/lease-machine';
import { operation } from '../context';
import { idempotencyKeySchema } from '../kernel/idempotency';
import { runService } from '../kernel/service';
import { atRestKeyOf } from '../areas/pay-params';
import { chargeOnlineOrder, queryOnlineOrder } from '../areas/rentals/online-channel';
import { orderOnlineRenewal } from '../areas/rentals/online-renewals';
import { systemActor } from './server-actor';

const ORDER_NO_MAX_LENGTH = 32;
const positive = () => integer().pipe(z.number().positive());

export const createMonthlySpecialInfo = operation({
  access: 'server',
  input: z.object({
    lotId: positive(),
    plate: requiredText(PLATE_INPUT_MAX_LENGTH),
    count: positive(),
    /** The code the payer's phone shows (barcode pay); none: the platform pays and reports it. */
    authCode: optionalText(24).pipe(z.string().regex(/^(\d{16,24})?$/)),
    /** The app's number of this request: the same request again makes no second order. */
    requestNo: idempotencyKeySchema,
  }),
  async run(context, input) {
    const channel = ONLINE_RENEWAL_CHANNELS[0];
    const order = await context.db.transaction((tx) => runService(tx, orderOnlineRenewal, { lotId: input.lotId, plate: input.plate, count: input.count, channel },
      systemActor(context, 'CreateMonthlySpecialInfo'), { at: context.now, idempotencyKey: input.requestNo }));
    if (order.state === LEASE_STATE.paid || !input.authCode) return order;
    // The transaction is over: now the channel.
    return (await chargeOnlineOrder(context.db, atRestKeyOf(context), channel, order, input.authCode, context.now)) ?? order;
  },
});

export const monthlyOrderQuery = operation({
  access: 'server',
  input: z.object({ orderNo: requiredText(ORDER_NO_MAX_LENGTH) }),
  run: (context, { orderNo }) => queryOnlineOrder(context.db, atRestKeyOf(context), orderNo, context.now),
});
