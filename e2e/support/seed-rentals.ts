// A lot's rental offer for the read-only cycle: a monthly package with a price in an area of the
// lot, a stored-value package with its recharge rule (values as the forms take them, in yuan), and
// a customer's card, confirmed and sold a month more. Written by the administrator; the package
// approved and the card confirmed by finance (a second person, given the lot).
import type { Page } from '@playwright/test';
import { apiAct, apiCreate } from './api-rows';
import { operatorDay, plateOf, type Estate } from './seed-estate';
import { finance, giveLot, signIn } from './users';

const BLANK_TERMS = {
  price: '', dailyRate: '', months: '', choicePrices: '', freePeriods: '', chargedPeriods: '', entryWindows: '',
  graceDays: '3', renewalGraceDays: '7', noticeDays: '3', shortBalance: '', saleFrom: '', saleTo: '', remark: '',
};

/** `path`'s row action pressed by finance, signed in in a context of its own. */
async function asFinance(page: Page, path: string, action: string, ids: number[]) {
  const context = await page.context().browser()!.newContext({ baseURL: new URL(page.url()).origin });
  const second = await context.newPage();
  await signIn(second, finance);
  await apiAct(second, path, action, ids);
  await context.close();
}

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
  await giveLot(page, `Rentals ${tag}`, lot.name, [finance]);
  await asFinance(page, '/PackageAudit', 'approve', [monthly.id]);
  const card = await apiCreate(page, '/MonthlyCarRentalArchives', {
    lotId, packageId: String(monthly.id), customer: `Customer ${tag}`, phone: '13800138000', plates: plateOf(tag, 40), spaces: '1', spaceNo: '',
    startDate: operatorDay(), endDate: operatorDay(29), remark: '',
  }, false);
  // Confirmed, then sold a month more at the booth: a rental order and its cash payment.
  await asFinance(page, '/MonthlyCarRentalFileReview', 'confirm', [card.id]);
  await apiAct(page, '/MonthlyCarRentalArchives', 'renew', [card.id], { count: '1', channel: 'cash' });
}
