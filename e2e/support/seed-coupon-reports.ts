// Rows of /VipPaymentInformation for the read-only cycle (docs/merchants.md, "VIP payments"): a
// post-paid hotel of the lot written on /MerchantInformationManagement, a long-term coupon for its
// long-stay guests on /MerchantCouponManagement given to a car let in, whose order is paid at the
// booth with the coupon taken off (a VIP payment: the hotel billed its part). The coupon reports
// (/CouponOrderStatistics, /MerchantCouponUsage, /CouponDealInfo) read these and seed-merchants.ts's.
import type { Page } from '@playwright/test';
import { apiAct, apiCreate, apiRow } from './api-rows';
import { letIn } from './seed-money';
import { plateOf, type Estate } from './seed-estate';

export async function seedCouponReports(page: Page, estate: Estate) {
  const hotel = await apiCreate(page, '/MerchantInformationManagement', {
    lotId: String(estate.lot.id), name: `Hotel ${estate.tag}`, settlement: 'postpaid', discount: '10', arrearsLimit: '5000', limitPeriod: 'month',
    limitCount: '', limitAmount: '', limitMinutes: '', limitCars: '',
  });
  const longStay = await apiCreate(page, '/MerchantCouponManagement', {
    merchantId: String(hotel.id), name: `Long stay ${estate.tag}`, kind: 'percentage', payPercent: '80', validHours: '720', multiUse: 'true',
    charge: 'relief', status: '1',
  }, false);
  const guest = plateOf(estate.tag, 83);
  await letIn(page, estate, guest);
  await apiAct(page, '/MerchantCouponManagement', 'issue', [longStay.id], { plate: guest });
  await apiAct(page, '/TempOrder', 'pay', [(await apiRow(page, '/TempOrder', { plate: guest })).id], { received: '100.00' });
}
