// An arrear paid (domain service arrears.pay): the payment is booked on the arrear's order by the
// payment service (backend/areas/charging/payments.ts), which closes the order and recovers the arrear
// once nothing is left due; a part payment leaves the arrear unpaid for the rest. Used by the
// arrears screens and by a pay station of any lot (backend/areas/charging/pay-station.ts).
import { z } from 'zod';
import { PAYMENT_CHANNELS, PAYMENT_PLACES, type PaymentChannel, type PaymentPlace } from '../../../../lib/parking/channels';
import { bookPayment, bookPaymentInput, type PaymentResult } from '../payments';
import { defineService } from '../../../kernel/service';
import { lockArrearFor } from './lock';

/** Where a payment of each channel is made when the console records it. */
export const PLACE_OF_CHANNEL: Readonly<Record<PaymentChannel, PaymentPlace>> = {
  cash: 'booth', pos: 'pos', payStation: 'payStation', alipay: 'online', wechat: 'online', app: 'online',
};

export const payArrearInput = z.object({
  arrearId: z.number().int().positive(),
  channel: z.enum(PAYMENT_CHANNELS),
  place: z.enum(PAYMENT_PLACES).optional(),
  /** Blank: all the order still owes. */
  amount: z.number().int().positive().max(100_000_000).optional(),
  channelTxnNo: z.string().trim().min(1).max(64).optional(),
  device: z.string().trim().max(64).optional(),
  /** The lot where the driver paid, when not the arrear's own. */
  atLotId: z.number().int().positive().optional(),
});

export interface ArrearPayment extends PaymentResult { arrearId: number }

export const payArrear = defineService({
  name: 'arrears.pay',
  idempotent: true,
  input: payArrearInput,
  async run(work, input): Promise<ArrearPayment> {
    const { arrear } = await lockArrearFor(work, input.arrearId, 'pay');
    const booked = await bookPayment.run(work, bookPaymentInput.parse({
      stayId: arrear.stay_id, channel: input.channel, place: input.place ?? PLACE_OF_CHANNEL[input.channel],
      amount: input.amount, channelTxnNo: input.channelTxnNo, device: input.device,
      atLotId: input.atLotId !== undefined && input.atLotId !== arrear.lot_id ? input.atLotId : undefined,
    }));
    return { ...booked, arrearId: arrear.id };
  },
});
