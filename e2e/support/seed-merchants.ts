// A lot's merchant for the read-only cycle (docs/merchants.md): written on
// /MerchantInformationManagement (values as the form takes them, in yuan) and topped up at the booth
// in cash on /MerchantRecharge, so that its account and the ledger's top-up row are there to read;
// its coupons written on /MerchantCouponManagement and given to plates: one to a car let in, whose
// order is paid at the booth with the coupon taken off (a use, the merchant charged), and a
// long-term one.
import type { Page } from '@playwright/test';
import { apiAct, apiCreate, apiRow } from './api-rows';
import { letIn } from './seed-money';
import { plateOf, type Estate } from './seed-estate';

const coupon = (merchantId: number, name: string, values: Record<string, string>) => ({
  merchantId: String(merchantId), name, validHours: '24', charge: 'relief', status: '1', ...values,
});

export async function seedMerchants(page: Page, estate: Estate) {
  const merchant = await apiCreate(page, '/MerchantInformationManagement', {
    lotId: String(estate.lot.id), name: `Mall ${estate.tag}`, settlement: 'prepaid', discount: '8', limitPeriod: 'day',
    limitCount: '', limitAmount: '', limitMinutes: '', limitCars: '',
  });
  await apiAct(page, '/MerchantRecharge', 'topUp', [merchant.id], { amount: '800', channel: 'cash', reference: '' });
  const cash = await apiCreate(page, '/MerchantCouponManagement', coupon(merchant.id, `Five off ${estate.tag}`, { kind: 'cash', amount: '5' }), false);
  const longTerm = await apiCreate(page, '/MerchantCouponManagement',
    coupon(merchant.id, `Staff ${estate.tag}`, { kind: 'percentage', payPercent: '50', validHours: '720', multiUse: 'true' }), false);
  const [customer, staff] = [plateOf(estate.tag, 81), plateOf(estate.tag, 82)];
  await letIn(page, estate, customer);
  await apiAct(page, '/MerchantCouponManagement', 'issue', [cash.id], { plate: customer });
  await apiAct(page, '/MerchantCouponManagement', 'issue', [longTerm.id], { plate: staff });
  await apiAct(page, '/TempOrder', 'pay', [(await apiRow(page, '/TempOrder', { plate: customer })).id], { received: '100.00' });
}
