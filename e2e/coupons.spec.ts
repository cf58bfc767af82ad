// Merchants' coupons in Chromium (docs/merchants.md, "Coupons"): the lot operator writes a coupon
// for a merchant of his lot on /MerchantCouponManagement (the kind's own value field appears; a
// window that does not read is refused with its message, nothing typed lost), gives it to a plate
// from its row, finds it unused on /MerchantCouponBindingRecord and voids it with a reason; a void
// coupon cannot be voided again. A merchant's own staff (a user bound to the merchant) gives a
// coupon to a customer's plate; the car, played by the simulator, comes in, pays the rest at the
// pay station and the exit camera lets it out; the merchant's records show the coupon used and
// the account charged.
import { expect, type Page } from '@playwright/test';
import { apiAct, apiCreate, apiRow, apiRows } from './support/api-rows';
import { addLanes, expectPaidExit, readPlate } from './support/lanes';
import { LIVE, PER_VISIT, openList, selectContaining } from './support/records';
import { expectSaved, input, rowWith, runSearch } from './support/screens';
import { payByTerminal } from './support/seed-money';
import { plateOf } from './support/seed-estate';
import { closeSimulator } from './support/simulator';
import { test } from './support/special-pages';
import { admin, createStaff, giveLot, operator, signIn } from './support/users';
import { MERCHANT } from '../backend/demo/staff-roles';

const EN = 'en-US';
const tag = Date.now().toString(36).toUpperCase();

test('the lot operator writes a coupon for a merchant, gives it to a plate and voids it', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  await page.context().addCookies([{ name: 'catc_lang', value: EN, url: baseURL! }]);
  await signIn(page, admin);
  const lot = `E2E coupon lot ${tag}`;
  const lotId = String((await apiCreate(page, '/ParkingInformation', { name: lot, totalSpaces: '-1', freeMinutes: '0' })).id);
  const merchant = await apiCreate(page, '/MerchantInformationManagement', { lotId, name: `Mall ${tag}`, settlement: 'prepaid', discount: '8', limitPeriod: 'day' }, false);
  await apiAct(page, '/MerchantRecharge', 'topUp', [merchant.id], { amount: '800', channel: 'cash', reference: '' });
  await giveLot(page, `E2E coupons ${tag}`, lot, [operator]);

  const desk: Page = await (await browser.newContext()).newPage();
  await desk.context().addCookies([{ name: 'catc_lang', value: EN, url: baseURL! }]);
  await signIn(desk, operator, baseURL);
  await openList(desk, '/MerchantCouponManagement');
  await desk.getByTestId('list-create').click();
  await selectContaining(desk, 'form-field-merchantId', `Mall ${tag}`);
  const name = `Evenings ${tag}`;
  await input(desk, 'name').fill(name);
  await input(desk, 'kind').selectOption('window');
  await input(desk, 'discount').fill('0');
  await input(desk, 'windows').fill('evenings');
  await input(desk, 'validHours').fill('24');
  await input(desk, 'charge').selectOption('relief');
  await input(desk, 'status').selectOption('1');
  await desk.getByTestId('form-save').click();
  await expect(desk.getByTestId('form-error')).toContainText('"evenings" is not a time of day range');
  await expect(input(desk, 'name')).toHaveValue(name);
  await input(desk, 'windows').fill('19:00-08:00');
  await desk.getByTestId('form-save').click();
  await expectSaved(desk);

  // Given to a customer's plate from the coupon's row.
  await desk.getByTestId('filter-name').fill(name);
  await runSearch(desk);
  await expect(rowWith(desk, name)).toHaveCount(1, LIVE);
  await rowWith(desk, name).locator('[data-testid^="row-action-issue-"]').click();
  const plate = plateOf(tag, 71);
  await desk.getByTestId('action-field-plate').fill(plate);
  await desk.getByTestId('action-save').click();
  await expect(desk.getByTestId('action-save')).toHaveCount(0);

  await openList(desk, '/MerchantCouponBindingRecord');
  await desk.getByTestId('filter-plate').fill(plate);
  await runSearch(desk);
  await expect(rowWith(desk, plate)).toContainText('Unused', LIVE);
  await expect(rowWith(desk, plate)).toContainText(name);
  await rowWith(desk, plate).locator('[data-testid^="row-action-void-"]').click();
  await desk.getByTestId('action-field-reason').fill('Given to the wrong car');
  await desk.getByTestId('action-save').click();
  await expect(desk.getByTestId('action-save')).toHaveCount(0);
  await expect(rowWith(desk, plate)).toContainText('Void', LIVE);
  await expect(rowWith(desk, plate).locator('[data-testid^="row-action-void-"]')).toBeDisabled();
});

test.afterAll(closeSimulator);

test("a merchant's staff gives a coupon to a customer's plate; the simulated car leaves paying less", async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000);
  await page.context().addCookies([{ name: 'catc_lang', value: EN, url: baseURL! }]);
  await signIn(page, admin);
  const lot = `E2E merchant lot ${tag}`;
  const lotId = String((await apiCreate(page, '/ParkingInformation', { name: lot, totalSpaces: '-1', freeMinutes: '0' })).id);
  await apiCreate(page, '/CommonRate', { name: `Per visit ${tag}`, lotId, ...PER_VISIT }, false);
  const lanes = await addLanes(page, lotId, `C${tag}`);
  const merchantOf = async (name: string) => {
    const row = await apiCreate(page, '/MerchantInformationManagement', { lotId, name, settlement: 'prepaid', discount: '8', limitPeriod: 'day' }, false);
    await apiAct(page, '/MerchantRecharge', 'topUp', [row.id], { amount: '800', channel: 'cash', reference: '' });
    return row;
  };
  const [mall, other] = [await merchantOf(`Mall ${tag}`), await merchantOf(`Cinema ${tag}`)];
  const couponOf = (merchantId: number, name: string) => apiCreate(page, '/MerchantCouponManagement',
    { merchantId: String(merchantId), name, kind: 'cash', amount: '5', validHours: '24', charge: 'relief', status: '1' }, false);
  const coupon = `Five off ${tag}`;
  await couponOf(mall.id, coupon);
  await couponOf(other.id, `Cinema five off ${tag}`);
  const staff = { account: `mall-${tag}`.toLowerCase(), password: `Mall-${tag}-pass1` };
  await createStaff(page, staff, MERCHANT.name, { merchantId: String(mall.id) });
  await giveLot(page, `E2E mall ${tag}`, lot, [staff]);

  // The mall's till: its own coupon only, given to the customer's plate from its row.
  const till: Page = await (await browser.newContext()).newPage();
  await till.context().addCookies([{ name: 'catc_lang', value: EN, url: baseURL! }]);
  await signIn(till, staff, baseURL);
  await openList(till, '/MerchantCouponManagement');
  await till.getByTestId('filter-name').fill(tag);
  await runSearch(till);
  await expect(rowWith(till, coupon)).toHaveCount(1, LIVE);
  await expect(rowWith(till, 'Cinema')).toHaveCount(0);
  await rowWith(till, coupon).locator('[data-testid^="row-action-issue-"]').click();
  const plate = plateOf(tag, 73);
  await till.getByTestId('action-field-plate').fill(plate);
  await till.getByTestId('action-save').click();
  await expect(till.getByTestId('action-save')).toHaveCount(0);

  // The car comes in: 7.50 a visit, 5.00 off; it pays the 2.50 left at the pay station and leaves.
  await readPlate(lanes.entrance, plate);
  await expect.poll(async () => (await apiRows(page, '/TempOrder', { plate })).length, LIVE).toBe(1);
  await expect.poll(async () => {
    const [order] = await apiRows(page, '/TempOrder', { plate });
    await apiAct(page, '/TempOrder', 'reprice', [order.id]);
    return (await apiRow(page, '/TempOrder', { plate })).due;
  }, LIVE).toBe(250);
  await payByTerminal(await apiRow(page, '/TempOrder', { plate }), 'wechat', 'payStation');
  await readPlate(lanes.exit, plate);
  await expectPaidExit(page, plate);
  expect(await apiRow(page, '/TempOrder', { plate })).toMatchObject({ paid: 250, due: 0 });

  // The mall sees its coupon used and its account charged the 5.00 it took off.
  await openList(till, '/MerchantCouponBindingRecord');
  await till.getByTestId('filter-plate').fill(plate);
  await runSearch(till);
  await expect(rowWith(till, plate)).toContainText('Used', LIVE);
  await openList(till, '/MerchantRechargeRecord');
  await expect(till.locator('[data-field="change"]').filter({ hasText: '¥-5.00' })).toHaveCount(1, LIVE);
});
