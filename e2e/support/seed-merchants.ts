// A lot's merchant for the read-only cycle (docs/merchants.md): written on
// /MerchantInformationManagement (values as the form takes them, in yuan) and topped up at the booth
// in cash on /MerchantRecharge, so that its account and the ledger's top-up row are there to read;
// its coupons written on /MerchantCouponManagement and given to plates: one to a car let in, whose
// order is paid at the booth with the coupon taken off (a use, the merchant charged), and a
// long-term one. And a coupon package sold to a driver (/RenBoCouponOrderInfo and its coupons on
// /RenBoCouponTransactionHistory): written by the administrator, approved by finance (a second
// person, given the lot), sold at the booth in cash.
import type { Page } from '@playwright/test';
import { apiAct, apiCreate, apiRow } from './api-rows';
import { letIn } from './seed-money';
import { plateOf, type Estate } from './seed-estate';
import { finance, giveLot, signIn } from './users';

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
  await seedCouponPackage(page, estate);
}

/** A package of two one-hour coupons, approved by finance in a context of its own, sold to a plate in cash. */
async function seedCouponPackage(page: Page, estate: Estate) {
  const pack = await apiCreate(page, '/RenBoCouponPackageManagement', {
    lotId: String(estate.lot.id), name: `Two hours ${estate.tag}`, kind: 'time', minutes: '60', validHours: '720', couponCount: '2', price: '5',
    saleFrom: '', saleTo: '', remark: '',
  }, false);
  await giveLot(page, `Promotions ${estate.tag}`, estate.lot.name, [finance]);
  const context = await page.context().browser()!.newContext({ baseURL: new URL(page.url()).origin });
  const second = await context.newPage();
  await signIn(second, finance);
  await apiAct(second, '/RenBoCouponPackageManagement', 'approve', [pack.id]);
  await context.close();
  await apiAct(page, '/RenBoCouponPackageManagement', 'sell', [pack.id], { plate: plateOf(estate.tag, 83), channel: 'cash', reference: '' });
}
