// A lot's merchant for the read-only cycle (docs/merchants.md): written on
// /MerchantInformationManagement (values as the form takes them, in yuan) and topped up at the booth
// in cash on /MerchantRecharge, so that its account and the ledger's top-up row are there to read;
// its coupons written on /MerchantCouponManagement and given to plates: one to a car let in, whose
// order is paid at the booth with the coupon taken off (a use, the merchant charged), and a
// long-term one; a coupon package sold to a driver (/RenBoCouponOrderInfo and its coupons on
// /RenBoCouponTransactionHistory): written by the administrator, approved by finance (a second
// person, given the lot), sold at the booth in cash. Then, once the lot's rental offer is there
// (seed-rentals.ts), its monthly package offered to the lot's merchants (/MerchantBasePackage) and a
// staff card bought by the merchant (/MerchantPackage), each approved by finance (docs/rentals.md,
// "Merchant packages").
import type { Page } from '@playwright/test';
import { apiAct, apiCreate, apiRow, optionContaining } from './api-rows';
import { letIn } from './seed-money';
import { operatorDay, plateOf, type Estate } from './seed-estate';
import { asFinance } from './seed-rentals';
import { finance, giveLot, signIn } from './users';

const mallOf = (estate: Estate) => `Mall ${estate.tag}`;
const coupon = (merchantId: number, name: string, values: Record<string, string>) => ({
  merchantId: String(merchantId), name, validHours: '24', charge: 'relief', status: '1', ...values,
});

export async function seedMerchants(page: Page, estate: Estate) {
  const merchant = await apiCreate(page, '/MerchantInformationManagement', {
    lotId: String(estate.lot.id), name: mallOf(estate), settlement: 'prepaid', discount: '8', limitPeriod: 'day',
    limitCount: '', limitAmount: '', limitMinutes: '', limitCars: '',
  });
  await apiAct(page, '/MerchantRecharge', 'topUp', [merchant.id], { amount: '800', channel: 'cash', reference: '' });
  const cash = await apiCreate(page, '/MerchantCouponManagement', coupon(merchant.id, `Five off ${estate.tag}`, { kind: 'cash', amount: '5' }), false);
  const longTerm = await apiCreate(page, '/MerchantCouponManagement',
    coupon(merchant.id, `Staff ${estate.tag}`, { kind: 'percentage', discount: '5', validHours: '720', multiUse: 'true' }), false);
  const [customer, staff] = [plateOf(estate.tag, 81), plateOf(estate.tag, 82)];
  await letIn(page, estate, customer);
  await apiAct(page, '/MerchantCouponManagement', 'issue', [cash.id], { plate: customer });
  await apiAct(page, '/MerchantCouponManagement', 'issue', [longTerm.id], { plate: staff });
  // The codes printed for it and for the lot's exit (the driver's page).
  await apiCreate(page, '/QRCodeInfo', { kind: 'claim', lotId: String(estate.lot.id), couponTypeId: String(cash.id), status: '1' }, false);
  await apiCreate(page, '/ParkingQRCode', { kind: 'exit', lotId: String(estate.lot.id), status: '1' }, false);
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

/** After seedMerchants and seedRentals (its approved monthly package, finance given the lot). */
export async function seedMerchantPackages(page: Page, estate: Estate) {
  const { lot, tag } = estate;
  const base = await apiCreate(page, '/MerchantBasePackage', {
    lotId: String(lot.id), packageId: await optionContaining(page, '/MerchantBasePackage', 'packageId', `monthly ${tag}`),
    merchantPrice: '250', maxCards: '5', saleFrom: '', saleTo: '', remark: '',
  }, false);
  await asFinance(page, [['/MerchantBasePackage', 'approve', base.id]]);
  const application = await apiCreate(page, '/MerchantPackage', {
    merchantId: await optionContaining(page, '/MerchantPackage', 'merchantId', mallOf(estate)), basePackageId: String(base.id), months: '1',
    startDate: operatorDay(), holders: `Staff ${tag}, 13800138000, ${plateOf(tag, 60)}`, remark: '',
  }, false);
  await asFinance(page, [['/MerchantPackage', 'approve', application.id]]);
}
