// Monthly rental in Chromium, as the administrator: the monthly agreement edited and published as
// a new version (the one in force first in the form), then listed, readable, and in force; the
// same texts again cannot be published. /MonthPkgName runs in the generic create cycle. A package
// written by the lot operator on /PackageManagement waits for review until finance (a second
// person) approves it on /PackageAudit; a card of it registered by the operator on
// /MonthlyCarRentalArchives (a plate on another card of the lot refused) is confirmed by finance on
// /MonthlyCarRentalFileReview. A cashier sells a package to a new customer on /MonPackageOrderInfo
// (the card is made, paid and running); the card's car, read by the lot's simulated entrance and
// exit cameras, passes free as a monthly car; the cashier asks the sale back on
// /MonthlyRentReturnManagement, customer service reviews it and finance confirms it: cash handed
// back (the two approvers, neither the requester).
import { expect, type Browser, type Page } from '@playwright/test';
import { apiAct, apiCreate, optionContaining } from './support/api-rows';
import { LIVE, openList, selectContaining } from './support/records';
import { expectSaved, input, rowWith, runSearch } from './support/screens';
import { plateOf } from './support/seed-estate';
import { simulate } from './support/simulator';
import { test } from './support/special-pages';
import { admin, cashier, customerService, finance, giveLot, operator, signIn } from './support/users';

const EN = 'en-US';
const tag = Date.now().toString(36).toUpperCase();

test.beforeEach(async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: 'catc_lang', value: EN, url: baseURL! }]);
  await signIn(page, admin);
});

test('the monthly agreement is published as a new version and read back', async ({ page }) => {
  await page.goto('/MonthlyAgreement');
  const current = page.getByTestId('agreement-current');
  await expect(current).toContainText(/In force: version \d+|No version has been published yet/);
  const before = Number(/version (\d+)/.exec((await current.textContent()) ?? '')?.[1] ?? 0);
  const publish = page.getByTestId('agreement-publish');
  // The texts in force are in the form: nothing to publish until they change.
  if (before > 0) await expect(publish).toBeDisabled();
  await page.getByTestId('agreement-zh').fill(`月卡仅限登记车辆使用（${tag}）。`);
  await page.getByTestId('agreement-en').fill(`A card is for its registered cars only (${tag}).`);
  await expect(publish).toHaveText(`Publish as version ${before + 1}`);
  await publish.click();
  await expect(page.getByTestId('agreement-published')).toHaveText(`Version ${before + 1} is in force from now.`);
  await expect(current).toContainText(`In force: version ${before + 1}`);
  await expect(publish).toBeDisabled();
  const row = page.getByTestId('agreement-versions').getByRole('row', { name: new RegExp(`^${before + 1}\\b`) });
  await row.getByRole('button', { name: 'Read' }).click();
  await expect(page.getByTestId('agreement-viewed')).toContainText(`A card is for its registered cars only (${tag}).`);
});

async function signedIn(browser: Browser, baseURL: string, user: { account: string; password: string }): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.context().addCookies([{ name: 'catc_lang', value: EN, url: baseURL }]);
  await signIn(page, user, baseURL);
  return page;
}

/** The one row of the lot on `path`. */
async function rowsOf(page: Page, path: string, lot: string) {
  await openList(page, path);
  await selectContaining(page, 'filter-lotId', lot);
  await runSearch(page);
  await expect(rowWith(page, lot)).toHaveCount(1, LIVE);
}

/** Presses a row's action and confirms it. */
async function confirmAction(page: Page, row: string, action: string) {
  await rowWith(page, row).locator(`[data-testid^="row-action-${action}-"]`).click();
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByTestId('confirm-ok')).toHaveCount(0);
}

test('the lot operator writes a package and registers a card of it; finance approves both', async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000);
  const lot = `E2E rentals lot ${tag}`;
  const lotId = String((await apiCreate(page, '/ParkingInformation', { name: lot, totalSpaces: '-1', freeMinutes: '0' })).id);
  await apiCreate(page, '/MonthPkgName', { lotId, name: `Night ${tag}`, kind: 'monthly', status: '1', remark: '' }, false);
  await giveLot(page, `E2E rentals ${tag}`, lot, [operator, finance]);

  // The operator fills the form: a night card, free at night, charged by day, 150 yuan a month.
  const author = await signedIn(browser, baseURL!, operator);
  await openList(author, '/PackageManagement');
  await author.getByTestId('list-create').click();
  await selectContaining(author, 'form-field-lotId', lot);
  await selectContaining(author, 'form-field-nameId', `Night ${tag}`);
  await input(author, 'pricing').selectOption('packagePrice');
  await input(author, 'price').fill('150');
  await input(author, 'months').fill('1,6');
  // Overlapping periods are refused with the rule's message; nothing typed is lost.
  await input(author, 'freePeriods').fill('19:00-08:00');
  await input(author, 'chargedPeriods').fill('07:00-19:00');
  for (const [field, value] of [['graceDays', '3'], ['renewalGraceDays', '7'], ['noticeDays', '3']]) await input(author, field).fill(value);
  await author.getByTestId('form-save').click();
  await expect(author.getByTestId('form-error')).toContainText('The charging and free periods overlap');
  await expect(input(author, 'price')).toHaveValue('150');
  await input(author, 'chargedPeriods').fill('08:00-19:00');
  await author.getByTestId('form-save').click();
  await expectSaved(author);
  await rowsOf(author, '/PackageManagement', lot);
  await expect(rowWith(author, lot)).toContainText('Unreviewed');
  // Reviewing is not his job: no approve button.
  await expect(rowWith(author, lot).locator('[data-testid^="row-action-approve-"]')).toHaveCount(0);

  const reviewer = await signedIn(browser, baseURL!, finance);
  await rowsOf(reviewer, '/PackageAudit', lot);
  await confirmAction(reviewer, lot, 'approve');
  await expect(rowWith(reviewer, lot)).toContainText('Approved', LIVE);
  await expect(rowWith(reviewer, lot)).toContainText(finance.account);
  // Approved once, it is not approved again: the button says why.
  await expect(rowWith(reviewer, lot).locator('[data-testid^="row-action-approve-"]')).toBeDisabled();

  // A card of it: the operator registers a customer with two cars on one space.
  const plates = [plateOf(tag, 51), plateOf(tag, 52)];
  await apiCreate(page, '/MonthlyCarRentalArchives', {
    lotId, packageId: await optionOf(page, lot), customer: `Holder ${tag}`, phone: '13800138001', plates: plates[1], spaces: '1', spaceNo: '',
    startDate: '2026-12-01', endDate: '2026-12-31', remark: '',
  }, false);
  await openList(author, '/MonthlyCarRentalArchives');
  await author.getByTestId('list-create').click();
  await selectContaining(author, 'form-field-lotId', lot);
  await selectContaining(author, 'form-field-packageId', `Night ${tag}`);
  await input(author, 'customer').fill(`Customer ${tag}`);
  await input(author, 'phone').fill('13800138000');
  await input(author, 'plates').fill(plates.join(', '));
  await input(author, 'spaces').fill('1');
  await input(author, 'startDate').fill('2026-12-01');
  await input(author, 'endDate').fill('2026-12-31');
  await author.getByTestId('form-save').click();
  await expect(author.getByTestId('form-error')).toContainText(`Plate ${plates[1]} is already on card`);
  await input(author, 'plates').fill(plates[0]);
  await author.getByTestId('form-save').click();
  await expectSaved(author);

  await openList(reviewer, '/MonthlyCarRentalFileReview');
  await reviewer.getByTestId('filter-customer').fill(`Customer ${tag}`);
  await runSearch(reviewer);
  await expect(rowWith(reviewer, `Customer ${tag}`)).toContainText('Pending review', LIVE);
  await confirmAction(reviewer, `Customer ${tag}`, 'confirm');
  await expect(rowWith(reviewer, `Customer ${tag}`)).toContainText('Confirmed', LIVE);
});

/** The id of the lot's approved package, as the card form offers it. */
const optionOf = (page: Page, lot: string) => optionContaining(page, '/MonthlyCarRentalArchives', 'packageId', lot);

test('a cashier sells a card to a new customer and asks it back; customer service reviews and finance pays it back', async ({ page, browser, baseURL }) => {
  test.setTimeout(180_000);
  const lot = `E2E card sale lot ${tag}`;
  const lotId = String((await apiCreate(page, '/ParkingInformation', { name: lot, totalSpaces: '-1', freeMinutes: '0' })).id);
  const cameras = { in: `E2E-RIN-${tag}`, out: `E2E-ROUT-${tag}` };
  for (const [serial, laneName, direction] of [[cameras.in, 'In', '1'], [cameras.out, 'Out', '2']]) {
    await apiCreate(page, '/InletOutletEquipInfo', { serial, laneName, lotId, direction, kind: '1', status: '1' }, false);
  }
  const name = await apiCreate(page, '/MonthPkgName', { lotId, name: `Sale ${tag}`, kind: 'monthly', status: '1', remark: '' }, false);
  const pkg = await apiCreate(page, '/PackageManagement', {
    lotId, nameId: String(name.id), pricing: 'packagePrice', price: '310', dailyRate: '', months: '1,12', choicePrices: '', freePeriods: '00:00-00:00',
    chargedPeriods: '', entryWindows: '', graceDays: '3', renewalGraceDays: '7', noticeDays: '3', shortBalance: '', saleFrom: '', saleTo: '', remark: '',
  }, false);
  await giveLot(page, `E2E card sale ${tag}`, lot, [cashier, customerService, finance]);
  const reviewer = await signedIn(browser, baseURL!, finance);
  await apiAct(reviewer, '/PackageAudit', 'approve', [pkg.id]);

  // At the booth: the package's row, its sell dialog, cash.
  const booth = await signedIn(browser, baseURL!, cashier);
  await rowsOf(booth, '/MonPackageOrderInfo', lot);
  await rowWith(booth, lot).locator('[data-testid^="row-action-sell-"]').click();
  const customer = `Buyer ${tag}`;
  for (const [field, value] of [['customer', customer], ['phone', '13800138009'], ['plates', plateOf(tag, 61)], ['spaces', '1'], ['count', '1']]) {
    await booth.getByTestId(`action-field-${field}`).fill(value);
  }
  await booth.getByTestId('action-field-channel').selectOption('cash');
  await booth.getByTestId('action-save').click();
  await expect(booth.getByTestId('action-save')).toHaveCount(0);
  // The card is made, confirmed (paid, of an approved package) and running from today.
  await openList(booth, '/MonthlyCarRentalArchives');
  await booth.getByTestId('filter-customer').fill(customer);
  await runSearch(booth);
  await expect(rowWith(booth, customer)).toContainText('Confirmed', LIVE);
  await expect(rowWith(booth, customer)).toContainText('Active');

  // Its car at the lot's lanes: both cameras open for it as a monthly car, nothing to pay.
  const plate = plateOf(tag, 61);
  const lanePasses = async () => {
    await openList(page, '/EntryAndExitDetails');
    await page.getByTestId('filter-plate').fill(plate);
    await runSearch(page);
  };
  // The simulator plays a camera once it has seen it registered (it refreshes its fleet every few seconds).
  await expect(async () => simulate('lane', cameras.in, { action: 'see', plate, color: 'blue' })).toPass({ timeout: 30_000 });
  await lanePasses();
  await expect(rowWith(page, 'Monthly card')).toHaveCount(1, LIVE);
  await simulate('lane', cameras.out, { action: 'see', plate, color: 'blue' });
  await expect(async () => {
    await lanePasses();
    await expect(rowWith(page, 'Monthly card')).toHaveCount(2, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });

  // The customer gives the card back at the booth (the lot's rule gives the amount); customer service reviews, finance confirms.
  const findSale = async (who: Page) => {
    await openList(who, '/MonthlyRentReturnManagement');
    await who.getByTestId('filter-customer').fill(customer);
    await runSearch(who);
    await expect(rowWith(who, customer)).toHaveCount(1, LIVE);
  };
  await findSale(booth);
  await expect(rowWith(booth, customer)).toContainText('310.00');
  await rowWith(booth, customer).locator('[data-testid^="row-action-requestRefund-"]').click();
  await booth.getByTestId('action-field-reason').fill('Moving away');
  await booth.getByTestId('action-save').click();
  await expect(booth.getByTestId('action-save')).toHaveCount(0);
  await expect(rowWith(booth, customer)).toContainText('Requested', LIVE);
  // Asking is his job, approving is not.
  await expect(rowWith(booth, customer).locator('[data-testid^="row-action-review-"]')).toHaveCount(0);

  const desk = await signedIn(browser, baseURL!, customerService);
  await findSale(desk);
  await confirmAction(desk, customer, 'review');
  await expect(rowWith(desk, customer)).toContainText('Reviewed', LIVE);
  // Customer service reviews; paying back is finance's.
  await expect(rowWith(desk, customer).locator('[data-testid^="row-action-confirm-"]')).toHaveCount(0);
  await findSale(reviewer);
  await confirmAction(reviewer, customer, 'confirm');
  await expect(rowWith(reviewer, customer)).toContainText('Refunded', LIVE);
  // Given back once: it cannot be confirmed again.
  await expect(rowWith(reviewer, customer).locator('[data-testid^="row-action-confirm-"]')).toBeDisabled();
});

