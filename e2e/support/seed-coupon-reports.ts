// Rows of /VipPaymentInformation and /AliTemporaryStopDiscount for the read-only cycle
// (docs/merchants.md): a post-paid hotel of the lot written on /MerchantInformationManagement, a
// long-term coupon for its long-stay guests on /MerchantCouponManagement given to a car let in, whose
// order is paid at the booth with the coupon taken off (a VIP payment: the hotel billed its part); a
// stay paid through Alipay with a campaign's discount, reported by the platform (UserCompletePay,
// signed server to server, as seed-money.ts's payByTerminal). The coupon reports
// (/CouponOrderStatistics, /MerchantCouponUsage, /CouponDealInfo) read these and seed-merchants.ts's.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { callAshx } from '../../lib/ashx/client';
import { apiAct, apiCreate, apiRow } from './api-rows';
import { letIn } from './seed-money';
import { plateOf, type Estate } from './seed-estate';

export async function seedCouponReports(page: Page, estate: Estate) {
  const hotel = await apiCreate(page, '/MerchantInformationManagement', {
    lotId: String(estate.lot.id), name: `Hotel ${estate.tag}`, settlement: 'postpaid', discount: '10', arrearsLimit: '5000', limitPeriod: 'month',
    limitCount: '', limitAmount: '', limitMinutes: '', limitCars: '',
  });
  const longStay = await apiCreate(page, '/MerchantCouponManagement', {
    merchantId: String(hotel.id), name: `Long stay ${estate.tag}`, kind: 'percentage', discount: '8', validHours: '720', multiUse: 'true',
    charge: 'relief', status: '1',
  }, false);
  const guest = plateOf(estate.tag, 83);
  await letIn(page, estate, guest);
  await apiAct(page, '/MerchantCouponManagement', 'issue', [longStay.id], { plate: guest });
  await apiAct(page, '/TempOrder', 'pay', [(await apiRow(page, '/TempOrder', { plate: guest })).id], { received: '100.00' });
  await seedAlipayDiscount(page, estate);
}

/** A stay paid online through Alipay, 1.00 of it taken off by an Alipay campaign (/AliTemporaryStopDiscount). */
export async function seedAlipayDiscount(page: Page, estate: Estate) {
  const driver = plateOf(estate.tag, 84);
  await letIn(page, estate, driver);
  const order = await apiRow(page, '/TempOrder', { plate: driver });
  const result = await callAshx({
    baseUrl: process.env.ASHX_BASE_URL!, handler: 'UserCompletePay', language: 'en-US', signingSecret: process.env.ASHX_SIGNING_SECRET!,
    payload: {
      orderNo: order.orderNo, channel: 'alipay', place: 'online', channelTxnNo: `AC${randomUUID().replace(/-/g, '').slice(0, 20)}`, amount: order.due,
      campaign: { id: `ALI-E2E-${estate.tag}`, discount: Math.min(100, Number(order.due)) },
    },
  });
  if (!result.ok) throw new Error(`UserCompletePay with an Alipay campaign: ${JSON.stringify(result)}`);
}
