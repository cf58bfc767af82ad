// Merchants' coupons in Chromium (docs/merchants.md, "Coupons"): the lot operator writes a coupon
// for a merchant of his lot on /MerchantCouponManagement (the kind's own value field appears; a
// window that does not read is refused with its message, nothing typed lost), gives it to a plate
// from its row, finds it unused on /MerchantCouponBindingRecord and voids it with a reason; a void
// coupon cannot be voided again.
import { expect, type Page } from '@playwright/test';
import { apiAct, apiCreate } from './support/api-rows';
import { LIVE, openList, selectContaining } from './support/records';
import { expectSaved, input, rowWith, runSearch } from './support/screens';
import { plateOf } from './support/seed-estate';
import { test } from './support/special-pages';
import { admin, giveLot, operator, signIn } from './support/users';

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
