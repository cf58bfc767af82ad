// A lot's rental offer for the read-only cycle: a monthly package with a price in an area of the
// lot, a stored-value package with its recharge rule (values as the forms take them, in yuan).
// Written by the administrator and left for review: approving is a second person's (rentals.spec.ts).
import type { Page } from '@playwright/test';
import { apiCreate } from './api-rows';
import type { Estate } from './seed-estate';

const BLANK_TERMS = {
  price: '', dailyRate: '', months: '', choicePrices: '', freePeriods: '', chargedPeriods: '', entryWindows: '',
  graceDays: '3', renewalGraceDays: '7', noticeDays: '3', shortBalance: '', saleFrom: '', saleTo: '', remark: '',
};

export async function seedRentals(page: Page, { lot, tag }: Estate) {
  const lotId = String(lot.id);
  const pkg = async (kind: string, terms: Record<string, string>) => {
    const name = await apiCreate(page, '/MonthPkgName', { lotId, name: `${kind} ${tag}`, kind, status: '1', remark: '' }, false);
    return apiCreate(page, '/PackageManagement', { ...BLANK_TERMS, lotId, nameId: String(name.id), pricing: 'packagePrice', ...terms }, false);
  };
  const monthly = await pkg('monthly', { price: '300', months: '1,12', freePeriods: '00:00-00:00' });
  const stored = await pkg('storedValue', { chargedPeriods: '00:00-00:00', shortBalance: 'chargeRest' });
  const area = await apiCreate(page, '/YardAreaInformation', { lotId, name: `Area ${tag}` });
  await apiCreate(page, '/MonthlyPackageAreaCharge', { lotId, packageId: String(monthly.id), areaId: String(area.id), monthlyPrice: '350', status: '1', remark: '' }, false);
  await apiCreate(page, '/RechargeRuleManag', { lotId, packageId: String(stored.id), minimumRecharge: '100', gifts: '200:10', giftOn: 'everyRecharge', status: '1', remark: '' }, false);
}
