// Arrears in Chromium, as the administrator, through the screens only: a lot of its own with a
// per-visit rate; two vehicles let in and out by hand without paying leave two arrears, listed on
// /ArrearsList, /CatcOwe, /OweCarList and /ArrearsOrder; one is paid (cash, all still owed) and
// shows recovered, the other is deleted — refused without a reason, then with one — and lands on
// /ArrearsDeleteRecord with the reason; a third is paid on /ArrearsCollection (a plate's arrears
// at every lot, taken at the cashier's lot); the on-road page opens.
import { expect, type Page } from '@playwright/test';
import { rowWith, runSearch } from './support/screens';
import { LIVE, createRow, findPlate, openList, createPerVisitRate, letInByHand } from './support/records';
import { test } from './support/special-pages';
import { admin, signIn } from './support/users';

test.describe.configure({ mode: 'serial' });

const EN = 'en-US';
const tag = Date.now().toString(36).toUpperCase();
const LOT = `E2E arrears lot ${tag}`;
const plateOf = (n: number) => `粤D${String((Date.now() + n * 7_919) % 100_000).padStart(5, '0')}`;
const PAID_PLATE = plateOf(1);
const VOID_PLATE = plateOf(2);
const COLLECTED_PLATE = plateOf(3);

/** Runs a row action on the plate's row with the dialog's values (a select by its value). */
async function act(page: Page, plate: string, action: string, values: Record<string, string>, selects: Record<string, string> = {}) {
  await rowWith(page, plate).locator(`[data-testid^="row-action-${action}-"]`).click();
  for (const [name, value] of Object.entries(selects)) await page.getByTestId(`action-field-${name}`).selectOption(value);
  for (const [name, value] of Object.entries(values)) await page.getByTestId(`action-field-${name}`).fill(value);
  await page.getByTestId('action-save').click();
}

test.beforeEach(async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: 'catc_lang', value: EN, url: baseURL! }]);
  await signIn(page, admin);
});

test('vehicles let out without paying leave arrears, listed on the arrears screens', async ({ page }) => {
  test.setTimeout(240_000);
  await createRow(page, '/ParkingInformation', { name: LOT });
  await createPerVisitRate(page, `Per visit ${tag}`, LOT);

  const reason = await createRow(page, '/IncomingReason', {});
  for (const plate of [PAID_PLATE, VOID_PLATE, COLLECTED_PLATE]) {
    await letInByHand(page, LOT, plate, reason);
    // Let out by hand owing the visit: it pays later.
    await findPlate(page, '/VehicleEntryInfo', plate);
    await act(page, plate, 'manualExit', { reason: 'Driver will pay online' });
    await expect(page.getByTestId('action-save')).toHaveCount(0);
  }

  await findPlate(page, '/ArrearsList', PAID_PLATE);
  await expect(rowWith(page, PAID_PLATE)).toContainText('7.50');
  await expect(rowWith(page, PAID_PLATE)).toContainText('Unpaid');
  await expect(rowWith(page, PAID_PLATE)).toContainText(LOT);
  await findPlate(page, '/CatcOwe', VOID_PLATE);
  await findPlate(page, '/OweCarList', PAID_PLATE);
  await expect(rowWith(page, PAID_PLATE)).toContainText('7.50');
  await findPlate(page, '/ArrearsOrder', VOID_PLATE);
  await expect(rowWith(page, VOID_PLATE)).toContainText('7.50');
});

test('an arrear paid in cash shows recovered; another deleted with a reason lands in the deletion records', async ({ page }) => {
  test.setTimeout(180_000);
  await findPlate(page, '/ArrearsList', PAID_PLATE);
  await act(page, PAID_PLATE, 'pay', {}, { channel: 'cash' });
  await expect(page.getByTestId('action-save')).toHaveCount(0);
  await expect(rowWith(page, PAID_PLATE)).toContainText('Recovered', LIVE);
  // Nothing left to pay: the button says why.
  const pay = rowWith(page, PAID_PLATE).locator('[data-testid^="row-action-pay-"]');
  await expect(pay).toBeDisabled();
  await pay.locator('..').hover();
  await expect(page.getByRole('tooltip')).toContainText('This arrear is already recovered or deleted: nothing to pay.');
  await rowWith(page, PAID_PLATE).locator('[data-testid^="row-detail-"]').click();
  await expect(page.getByTestId('detail-section-payments')).toContainText('7.50');
  await page.getByTestId('detail-close').click();

  await findPlate(page, '/ArrearsList', VOID_PLATE);
  // No reason: refused in the dialog, nothing changes.
  await act(page, VOID_PLATE, 'void', {});
  await expect(page.getByTestId('action-error-reason')).toBeVisible();
  await page.getByTestId('action-cancel').click();
  await expect(rowWith(page, VOID_PLATE)).toContainText('Unpaid');
  await act(page, VOID_PLATE, 'void', { reason: 'Plate misread at the exit' });
  await expect(page.getByTestId('action-save')).toHaveCount(0);
  await expect(rowWith(page, VOID_PLATE)).toContainText('Deleted', LIVE);

  await findPlate(page, '/ArrearsDeleteRecord', VOID_PLATE);
  await expect(rowWith(page, VOID_PLATE)).toContainText('Plate misread at the exit');
  await expect(rowWith(page, VOID_PLATE)).toContainText('7.50');
  // Nothing owed any more: the plate has left the ranking.
  await openList(page, '/OweCarList');
  await page.getByTestId('filter-plate').fill(VOID_PLATE);
  await runSearch(page);
  await expect(rowWith(page, VOID_PLATE)).toHaveCount(0, LIVE);
});

test('a plate\'s arrears are looked up at every lot and taken at the cashier\'s lot', async ({ page }) => {
  await page.goto('/ArrearsCollection');
  await expect(page.getByRole('heading', { name: 'Arrears at any lot' })).toBeVisible();
  await page.getByTestId('collect-plate').fill(COLLECTED_PLATE);
  await page.getByTestId('collect-lookup').click();
  await expect(page.getByTestId('collect-arrears')).toContainText(LOT);
  await expect(page.getByTestId('collect-owed')).toContainText(`${COLLECTED_PLATE} owes 7.50 yuan in all (1 arrears).`);
  await page.getByTestId('collect-lot').selectOption({ label: LOT });
  await page.getByTestId('collect-channel').selectOption('cash');
  await page.getByTestId('collect-submit').click();
  await expect(page.getByTestId('collect-result')).toContainText(`Took 7.50 yuan for 1 arrears of ${COLLECTED_PLATE}`);
  await expect(page.getByTestId('collect-none')).toContainText(`${COLLECTED_PLATE} owes nothing at any lot.`);
  await findPlate(page, '/ArrearsList', COLLECTED_PLATE);
  await expect(rowWith(page, COLLECTED_PLATE)).toContainText('Recovered', LIVE);
});

test('the on-road overdue car payment page opens with its columns', async ({ page }) => {
  await openList(page, '/OverdueCarPayment');
  await expect(page.getByRole('heading', { name: 'Overdue car payment' })).toBeVisible();
  await expect(page.getByTestId('list-grid').getByRole('columnheader', { name: 'Street' }).first()).toBeVisible();
});
