// A lot's rental offer for the read-only cycle: a monthly package with a price in an area of the
// lot, a stored-value package with its recharge rule (values as the forms take them, in yuan), a
// property and a VIP package; a monthly, a property, a VIP and a stored-value customer's card,
// confirmed, the first two sold a month more in cash, then the monthly one a month more paid offline
// (waiting for finance on /OfflineOrderReview), the last recharged (a recharge order, its gift, the
// ledger's rows); berths of the street allocated to the monthly and the property card, the VIP card
// extended a month; the property card renewed online by its customer through Alipay
// (/AliMonthlyOrderInfo: the order made and reported paid by the platform, signed server to server);
// the VIP card's car entered by hand at a lock (/VipLockOrderRecord, seed-vip-lock.ts).
// Written by the administrator; packages approved, cards and the VIP extension confirmed by finance
// (a second person, given the lot).
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { callAshx } from '../../lib/ashx/client';
import { apiAct, apiCreate, apiRows } from './api-rows';
import { berthOf, operatorDay, plateOf, type Estate } from './seed-estate';
import { finance, giveLot, signIn } from './users';
import { seedVipLockStay } from './seed-vip-lock';

const BLANK_TERMS = {
  price: '', dailyRate: '', months: '', choicePrices: '', freePeriods: '', chargedPeriods: '', entryWindows: '',
  graceDays: '3', renewalGraceDays: '7', noticeDays: '3', shortBalance: '', saleFrom: '', saleTo: '', remark: '',
};

/** Row actions pressed by finance ([path, action, row id]), signed in in a context of its own. */
export async function asFinance(page: Page, presses: readonly [string, string, number][]) {
  const context = await page.context().browser()!.newContext({ baseURL: new URL(page.url()).origin });
  const second = await context.newPage();
  await signIn(second, finance);
  for (const [path, action, id] of presses) await apiAct(second, path, action, [id]);
  await context.close();
}

export async function seedRentals(page: Page, estate: Estate) {
  const { lot, tag } = estate;
  const lotId = String(lot.id);
  const pkg = async (kind: string, terms: Record<string, string>) => {
    const name = await apiCreate(page, '/MonthPkgName', { lotId, name: `${kind} ${tag}`, kind, status: '1', remark: '' }, false);
    return apiCreate(page, '/PackageManagement', { ...BLANK_TERMS, lotId, nameId: String(name.id), pricing: 'packagePrice', ...terms }, false);
  };
  const monthly = await pkg('monthly', { price: '300', months: '1,12', freePeriods: '00:00-00:00' });
  const stored = await pkg('storedValue', { chargedPeriods: '00:00-00:00', shortBalance: 'chargeRest' });
  const property = await pkg('property', { price: '100', months: '1,12', freePeriods: '00:00-00:00' });
  const vip = await pkg('vip', { freePeriods: '00:00-00:00' });
  const area = await apiCreate(page, '/YardAreaInformation', { lotId, name: `Area ${tag}` });
  await apiCreate(page, '/MonthlyPackageAreaCharge', { lotId, packageId: String(monthly.id), areaId: String(area.id), monthlyPrice: '350', status: '1', remark: '' }, false);
  await apiCreate(page, '/RechargeRuleManag', { lotId, packageId: String(stored.id), minimumRecharge: '100', gifts: '200:10', giftOn: 'everyRecharge', status: '1', remark: '' }, false);
  await giveLot(page, `Rentals ${tag}`, lot.name, [finance]);
  await asFinance(page, [monthly, property, vip, stored].map((p) => ['/PackageAudit', 'approve', p.id] as [string, string, number]));
  const card = (packageId: number, n: number, spaceNo = '') => apiCreate(page, '/MonthlyCarRentalArchives', {
    lotId, packageId: String(packageId), customer: `Customer ${tag} ${n}`, phone: '13800138000', plates: plateOf(tag, 40 + n), spaces: '1', spaceNo,
    startDate: operatorDay(), endDate: operatorDay(29), remark: '',
  }, false);
  const cards = [await card(monthly.id, 0), await card(property.id, 1, 'B-101'), await card(vip.id, 2), await card(stored.id, 3)];
  // Confirmed, then the monthly and the property card sold a month more at the booth: rental orders and their cash payments.
  await asFinance(page, cards.map((c) => ['/MonthlyCarRentalFileReview', 'confirm', c.id] as [string, string, number]));
  for (const sold of cards.slice(0, 2)) await apiAct(page, '/MonthlyCarRentalArchives', 'renew', [sold.id], { count: '1', channel: 'cash' });
  await apiAct(page, '/MonthlyCarRentalArchives', 'renew', [cards[0].id], { count: '1', channel: 'alipay', reference: `E2E-${tag}` });
  await apiAct(page, '/MonthlyCarRentalArchives', 'recharge', [cards[3].id], { amount: '200', channel: 'cash' });
  // A berth of the lot for the monthly card (on its paid order's row) and for the property card; the
  // VIP card extended a month for free, confirmed by finance.
  const [order] = await apiRows(page, '/MonthlyRentalOrderAllocation', { customer: `Customer ${tag} 0` });
  await apiAct(page, '/MonthlyRentalOrderAllocation', 'allocate', [order.id], { berthId: await berthOf(page, estate, '/MonthlyRentalOrderAllocation', 5) });
  await apiAct(page, '/PropertyAllocation', 'allocate', [cards[1].id], { berthId: await berthOf(page, estate, '/PropertyAllocation', 6) });
  await apiAct(page, '/MonthlyRentalVipManagement', 'extend', [cards[2].id], { count: '1' });
  await asFinance(page, [['/MonthlyRentalVipManagement', 'confirmExtension', cards[2].id]]);
  await renewedOnline(lot.id, plateOf(tag, 41));
  await seedVipLockStay(page, estate, plateOf(tag, 42));
}

/** A card renewed online a month (CreateMonthlySpecialInfo), its Alipay trade reported by the platform (UserCompletePay). */
async function renewedOnline(lotId: number, plate: string) {
  const server = (handler: string, payload: Record<string, unknown>) => callAshx({
    baseUrl: process.env.ASHX_BASE_URL!, handler, language: 'en-US', signingSecret: process.env.ASHX_SIGNING_SECRET!, payload,
  });
  const made = await server('CreateMonthlySpecialInfo', { lotId, plate, count: 1, requestNo: randomUUID() });
  if (!made.ok) throw new Error(`CreateMonthlySpecialInfo: ${JSON.stringify(made)}`);
  const order = made.data as { orderNo: string; amount: number };
  const paid = await server('UserCompletePay', {
    orderNo: order.orderNo, channel: 'alipay', place: 'online', channelTxnNo: `2026${randomUUID().replace(/\D/g, '').padEnd(24, '0').slice(0, 24)}`, amount: order.amount,
  });
  if (!paid.ok) throw new Error(`UserCompletePay of ${order.orderNo}: ${JSON.stringify(paid)}`);
}
