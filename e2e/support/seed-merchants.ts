// A lot's merchant for the read-only cycle (docs/merchants.md): written on
// /MerchantInformationManagement (values as the form takes them, in yuan) and topped up at the booth
// in cash on /MerchantRecharge, so that its account and the ledger's top-up row are there to read.
import type { Page } from '@playwright/test';
import { apiAct, apiCreate } from './api-rows';
import type { Estate } from './seed-estate';

export async function seedMerchants(page: Page, estate: Estate) {
  const merchant = await apiCreate(page, '/MerchantInformationManagement', {
    lotId: String(estate.lot.id), name: `Mall ${estate.tag}`, settlement: 'prepaid', discount: '8', limitPeriod: 'day',
  });
  await apiAct(page, '/MerchantRecharge', 'topUp', [merchant.id], { amount: '800', channel: 'cash', reference: '' });
}
