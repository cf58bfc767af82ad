// The demo's Alipay parking discounts (docs/merchants.md, "Alipay's parking discounts"): drivers at
// the east station pay their stay online through Alipay and an Alipay campaign takes part of it off,
// as the platform reports with the payment (UserCompletePay's `campaign`): with the demo's simulated
// channels the driver's phone pays on the simulated Alipay (a trade of the channel, as every demo
// Alipay payment is), the payment booked by the charging core, the campaign's discount recorded with
// it in the same transaction, then the car leaves.
import { payByCode } from '../channels/pay-by-code';
import type { Queryable } from '../db';
import { runService } from '../kernel/service';
import { bookPayment } from '../areas/charging';
import { enterStay, exitStay } from '../areas/charging/stays';
import { recordAlipayDiscount } from '../areas/merchants/alipay-discounts';
import { quoteStay } from '../areas/orders/quote';
import type { BuiltLot } from './estate';
import type { HistoryChannels } from './history';
import { PAYMENT_SUBJECT } from '../simulator/drivers';
import { MINUTE } from './visits';

export const DEMO_ALIPAY_DISCOUNTS: readonly { plate: string; enteredMinutesAgo: number; paidMinutesAgo: number; campaignId: string; discount: number; txnNo: string }[] = [
  { plate: '浙A1D8F4', enteredMinutesAgo: 210, paidMinutesAgo: 30, campaignId: 'ALI-TS-2611-LK', discount: 300, txnNo: '2026112822001431000001' },
  { plate: '浙A6G2H7', enteredMinutesAgo: 95, paidMinutesAgo: 18, campaignId: 'ALI-TS-2611-LK', discount: 200, txnNo: '2026112822001431000002' },
];

/** The Alipay payment code the demo's drivers' phones show. */
const PAYER_CODE = '281234567890123457';

/** The driver's phone pays on the simulated Alipay at that time: its trade. */
async function tradeOnChannel(tx: Queryable, { channels, atRestKey }: HistoryChannels, lotId: number, orderNo: string, amount: number, at: number) {
  channels.setClock(at);
  try {
    return await payByCode(tx, atRestKey, 'alipay', lotId, { outTradeNo: orderNo, amount, authCode: PAYER_CODE, subject: PAYMENT_SUBJECT });
  } finally {
    channels.setClock(null);
  }
}

export async function replayAlipayDiscounts(tx: Queryable, lots: BuiltLot[], now: number, online: HistoryChannels | null, key: (what: string) => string): Promise<void> {
  const east = lots.find((l) => l.plan.key === 'east')!;
  const platform = { name: 'system:alipay', userId: null };
  for (const d of DEMO_ALIPAY_DISCOUNTS) {
    const { stay } = await runService(tx, enterStay, { lotId: east.id, plate: d.plate, source: 'camera' }, platform, { at: now - d.enteredMinutesAgo * MINUTE });
    const at = now - d.paidMinutesAgo * MINUTE;
    const quote = await runService(tx, quoteStay, { stayId: Number(stay.id) }, platform, { at });
    if (quote.due < d.discount) continue;
    const trade = online ? await tradeOnChannel(tx, online, east.id, quote.orderNo, quote.due, at) : null;
    const paid = await runService(tx, bookPayment, {
      stayId: Number(stay.id), channel: 'alipay', place: 'online', channelTxnNo: trade?.tradeNo ?? d.txnNo, ...(trade ? { amount: trade.amount } : {}),
    }, platform, { at, idempotencyKey: key('alipay-campaign-pay') });
    await runService(tx, recordAlipayDiscount, { paymentNo: paid.paymentNo, campaignId: d.campaignId, discount: d.discount }, platform, { at });
    await runService(tx, exitStay, { stayId: Number(stay.id), source: 'camera' }, platform, { at: at + 3 * MINUTE });
  }
}
