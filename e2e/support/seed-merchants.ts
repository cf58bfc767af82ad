// A lot's merchant for the read-only cycle (docs/merchants.md): written on
// /MerchantInformationManagement (values as the form takes them, in yuan) and topped up at the booth
// in cash on /MerchantRecharge, so that its account and the ledger's top-up row are there to read.
// Then, once the lot's rental offer is there (seed-rentals.ts), its monthly package offered to the
// lot's merchants (/MerchantBasePackage) and a staff card bought by the merchant (/MerchantPackage),
// each approved by finance (docs/rentals.md, "Merchant packages").
import type { Page } from '@playwright/test';
import { apiAct, apiCreate, optionContaining } from './api-rows';
import { operatorDay, plateOf, type Estate } from './seed-estate';
import { asFinance } from './seed-rentals';

const mallOf = (estate: Estate) => `Mall ${estate.tag}`;

export async function seedMerchants(page: Page, estate: Estate) {
  const merchant = await apiCreate(page, '/MerchantInformationManagement', {
    lotId: String(estate.lot.id), name: mallOf(estate), settlement: 'prepaid', discount: '8', limitPeriod: 'day',
  });
  await apiAct(page, '/MerchantRecharge', 'topUp', [merchant.id], { amount: '800', channel: 'cash', reference: '' });
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
