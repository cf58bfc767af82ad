// The simulated drivers who pay by phone (not through a device): as an app or the lot's payment
// page does, they ask what is owed (CreateOrderInfo by plate, CreateOrderInfoHandler by on-street
// berth) and report the payment with UserCompletePay, the spec's calls, signed like any server
// call. By Alipay or WeChat, the payer's code is first charged on the channel through the lot's
// merchant account (`chargeCode`: only where the channels are simulated, the demo's), under the
// order's number; the channel's trade number is the payment's. Without `chargeCode`, or when the
// order was paid before (a channel takes an order number once), they pay in the app. A shopper
// scans a merchant's printed claim code at its till and claims the coupon for his plate through the
// driver's page's operation (DriverPage/claim), which the lane's pricing then takes off.
import type { AshxResult } from '../../lib/ashx/response';
import type { OnlineChannel, PayRequest, PayResult } from '../channels/adapter';
import { payerCode } from './payer-codes';

export type PhoneChannel = 'app' | OnlineChannel;
/** What a parking fee is called on the payer's bill. */
export const PAYMENT_SUBJECT = '停车费';

/** Where the vehicle is: an off-street lot (by plate) or an on-street berth (by number). */
export type Whereabouts = { lotId: number; plate: string } | { lotId: number; berthNumber: string; streetId: number | null };

export interface DriverPaymentsOptions {
  /** A signed server call to the backend (handler and datas). */
  call(handler: string, payload: Record<string, unknown>): Promise<AshxResult<unknown>>;
  chargeCode?(channel: OnlineChannel, lotId: number, request: PayRequest): Promise<PayResult>;
  random: () => number;
}

export interface DriverPayments {
  /** Pays what the vehicle owes now on `channel`; the channel it was paid on, or null when nothing was owed or it failed (`why`). */
  pay(where: Whereabouts, channel: PhoneChannel): Promise<{ paid: PhoneChannel | null; why?: string }>;
  /** Claims the coupon of a merchant's claim code (its printed token) for the plate; why not, when refused. */
  claim(token: string, plate: string): Promise<{ claimed: boolean; why?: string }>;
}

interface Quote { orderNo: string; due: number; paid: number }

const failure = (result: AshxResult<unknown>) => JSON.stringify(result.ok ? result.data : result.data ?? result.error);

export function driverPayments(options: DriverPaymentsOptions): DriverPayments {
  let sequence = 0;
  return {
    async pay(where, wanted) {
      const asked = 'plate' in where
        ? await options.call('CreateOrderInfo', { lotId: where.lotId, plate: where.plate })
        : await options.call('CreateOrderInfoHandler', { lotId: where.lotId, berthNumber: where.berthNumber, ...(where.streetId ? { streetId: where.streetId } : {}) });
      if (!asked.ok) return { paid: null, why: failure(asked) };
      const quote = asked.data as Quote;
      if (quote.due <= 0) return { paid: null, why: 'nothing due' };
      const channel: PhoneChannel = wanted !== 'app' && options.chargeCode && quote.paid === 0 ? wanted : 'app';
      let channelTxnNo = `APP${Date.now()}${String((sequence += 1) % 1_000).padStart(3, '0')}`;
      if (channel !== 'app') {
        try {
          channelTxnNo = (await options.chargeCode!(channel, where.lotId, {
            outTradeNo: quote.orderNo, amount: quote.due, authCode: payerCode(options.random, channel), subject: PAYMENT_SUBJECT,
          })).tradeNo;
        } catch (error) {
          return { paid: null, why: `${channel}: ${(error as Error).message}` };
        }
      }
      const booked = await options.call('UserCompletePay', { orderNo: quote.orderNo, channel, place: 'online', channelTxnNo, amount: quote.due });
      return booked.ok ? { paid: channel } : { paid: null, why: failure(booked) };
    },
    async claim(token, plate) {
      const claimed = await options.call('DriverPage', { GetList: 'claim', token, plate });
      return claimed.ok ? { claimed: true } : { claimed: false, why: failure(claimed) };
    },
  };
}
