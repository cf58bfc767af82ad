// A cashier's day end to end in Chromium, in English, through the screens only, as the demo's
// booth cashier (`cashier`, backend/demo/staff-roles.ts; no other spec takes payments as him, so
// none falls in his shift): a lot with a per-visit rate and three vehicles let in by hand, given to
// the cashier and finance; the cashier signs in at a booth with a float, finds the vehicles in the
// lot and their orders, takes cash at /TempOrder, asks a refund of part of it, sees the takings on
// the shift, is refused a sign-out short of cash without a reason, signs out with one, finds the
// closed shift read-only and its receipt printable. Then finance (`finance`): a big customer pays
// the second vehicle; a third one's payment, taken offline, is imported (a bad file imports nothing
// and says which row) and booked; the daily settlement shows the day's takings.
import { expect, type Page, test } from '@playwright/test';
import { SETTLEMENT_SCREENS } from '../lib/areas/settlement/screens';
import { csvLine } from '../lib/files/csv';
import { expectSaved, input, labelsOf, rowWith, runSearch } from './support/screens';
import { createRow, findPlate, openList, selectContaining, createPerVisitRate, letInByHand } from './support/records';
import { admin, cashier, finance, giveLot, signIn } from './support/users';

test.describe.configure({ mode: 'serial' });

const EN = 'en-US';
const tag = Date.now().toString(36).toUpperCase();
const LOT = `E2E settlement lot ${tag}`;
const BOOTH = `Booth ${tag}`;
const plateOf = (n: number) => `粤S${String((Date.now() + n * 7_919) % 100_000).padStart(5, '0')}`;
const DESK_PLATE = plateOf(1);
const FLEET_PLATE = plateOf(2);
const BOOK_PLATE = plateOf(3);

/** Opens a row action's dialog, fills it, saves. */
async function rowAction(page: Page, rowText: string, action: string, values: Record<string, string>) {
  await rowWith(page, rowText).locator(`[data-testid^="row-action-${action}-"]`).click();
  for (const [name, value] of Object.entries(values)) {
    const box = page.getByTestId(`action-field-${name}`);
    if (await box.evaluate((e) => e.tagName === 'SELECT')) await box.selectOption(value);
    else await box.fill(value);
  }
  await page.getByTestId('action-save').click();
}

test.beforeEach(async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: 'catc_lang', value: EN, url: baseURL! }]);
});

test('a lot with a per-visit rate and three vehicles in it, given to the cashier and finance', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, admin);
  await createRow(page, '/ParkingInformation', { name: LOT });
  await createPerVisitRate(page, `Per visit ${tag}`, LOT);
  const reason = await createRow(page, '/IncomingReason', {});
  for (const plate of [DESK_PLATE, FLEET_PLATE, BOOK_PLATE]) {
    await letInByHand(page, LOT, plate, reason);
  }
  await giveLot(page, `Settlement staff ${tag}`, LOT, [cashier, finance]);
});

test('a cashier\'s day: sign in, vehicles in, cash for an order, a refund request, sign out with the difference explained, a read-only receipt', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, cashier);
  await openList(page, '/PostCashReconciliationSettlement');
  await page.getByTestId('list-create').click();
  await selectContaining(page, 'form-field-lotId', LOT);
  await input(page, 'booth').fill(BOOTH);
  await input(page, 'openingFloat').fill('100.00');
  await page.getByTestId('form-save').click();
  await expectSaved(page);
  await expect(rowWith(page, BOOTH)).toContainText('Open');

  // The vehicles in his lot, and their orders; cash at the booth for one.
  await findPlate(page, '/VehicleEntryInfo', DESK_PLATE, {});
  await expect(rowWith(page, DESK_PLATE)).toContainText(LOT);
  await findPlate(page, '/TempOrder', DESK_PLATE, {});
  // A 10-yuan note for 7.50 due: the dialog shows the plate and what is due, and the change.
  await rowWith(page, DESK_PLATE).locator('[data-testid^="row-action-pay-"]').click();
  await expect(page.getByTestId('action-context')).toContainText(DESK_PLATE);
  await expect(page.getByTestId('action-context-due')).toHaveText('¥7.50');
  await page.getByTestId('action-field-received').fill('10');
  await expect(page.getByTestId('action-derived-change')).toHaveText('¥2.50');
  await page.getByTestId('action-save').click();
  await expect(page.getByTestId('action-save')).toHaveCount(0);
  await expect(rowWith(page, DESK_PLATE)).toContainText('Paid');

  // The driver was charged for too long: the cashier asks 2.50 back (finance decides, on /RefundReview).
  await findPlate(page, '/OrderRefundList', DESK_PLATE, {});
  await rowAction(page, DESK_PLATE, 'requestRefund', { amount: '2.50', reason: 'Charged for too long' });
  await expect(page.getByTestId('action-save')).toHaveCount(0);
  await expect(rowWith(page, DESK_PLATE)).toContainText('5.00');

  // The shift's takings as they stand: 7.50 cash, 107.50 expected in the drawer.
  await openList(page, '/PostCashReconciliationSettlement');
  await expect(rowWith(page, BOOTH)).toContainText('107.50');
  // 107.00 handed over: refused without a reason, then signed out with one.
  await rowAction(page, BOOTH, 'signOut', { cashHandedOver: '107.00' });
  await expect(page.getByTestId('action-error')).toContainText('differs from the cash expected by -0.50');
  await page.getByTestId('action-field-reason').fill('Gave too much change');
  await page.getByTestId('action-save').click();
  await expect(page.getByTestId('action-save')).toHaveCount(0);
  await expect(rowWith(page, BOOTH)).toContainText('Closed');
  await expect(rowWith(page, BOOTH)).toContainText('Gave too much change');

  // Closed is read-only: sign-out is disabled and says why.
  const signOut = rowWith(page, BOOTH).locator('[data-testid^="row-action-signOut-"]');
  await expect(signOut).toBeDisabled();
  await signOut.locator('..').hover();
  await expect(page.getByRole('tooltip')).toContainText('This shift is closed: a closed shift is read-only.');

  // The receipt, printable.
  await rowWith(page, BOOTH).locator('[data-testid^="row-action-receipt-"]').click();
  const receipt = page.getByTestId('shift-receipt');
  await expect(receipt).toContainText(BOOTH);
  await expect(page.getByTestId('receipt-takenCash')).toContainText('7.50');
  await expect(page.getByTestId('receipt-expectedCash')).toContainText('107.50');
  await expect(page.getByTestId('receipt-cashHandedOver')).toContainText('107.00');
  await expect(page.getByTestId('receipt-difference')).toContainText('-0.50');
  await expect(page.getByTestId('receipt-print')).toBeEnabled();
});

test('finance: a big customer pays for a plate, an offline payment is imported and booked, and the daily settlement shows the day', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, finance);
  await findPlate(page, '/BigCustomerPayment', FLEET_PLATE, {});
  await rowAction(page, FLEET_PLATE, 'payTogether', { customer: `Fleet ${tag}`, channel: 'cash', amount: '7.00' });
  await expect(page.getByTestId('action-error')).toContainText('does not match what the plates owe (7.50)');
  await page.getByTestId('action-field-amount').fill('7.50');
  await page.getByTestId('action-save').click();
  await expect(page.getByTestId('action-save')).toHaveCount(0);
  await expect(rowWith(page, FLEET_PLATE)).toContainText(`Fleet ${tag}`);

  // A payment taken offline: a file with a row over what is due imports nothing and says which row.
  await openList(page, '/ImportData');
  const header = csvLine(['Lot', 'Plate', 'Channel', 'Amount', 'Note']);
  const fileInput = page.getByTestId('list-import-file');
  await fileInput.setInputFiles({ name: 'offline.csv', mimeType: 'text/csv',
    buffer: Buffer.from(header + csvLine([LOT, BOOK_PLATE, 'cash', '7.50', 'ok']) + csvLine([LOT, BOOK_PLATE, 'cash', '9.00', 'too much'])) });
  await expect(page.getByTestId('import-errors')).toContainText('More than the plate owes.');
  await page.keyboard.press('Escape');
  await fileInput.setInputFiles({ name: 'offline.csv', mimeType: 'text/csv', buffer: Buffer.from(header + csvLine([LOT, BOOK_PLATE, 'cash', '7.50', 'book p.3'])) });
  await expect(rowWith(page, BOOK_PLATE)).toContainText('Imported');
  await rowWith(page, BOOK_PLATE).locator('[data-testid^="row-action-book-"]').click();
  await page.getByTestId('confirm-ok').click();
  await expect(rowWith(page, BOOK_PLATE)).toContainText('Booked');
  await expect(rowWith(page, BOOK_PLATE).locator('[data-testid^="row-action-book-"]')).toBeDisabled();

  await openList(page, '/DailyDetailedSettlement');
  await selectContaining(page, 'filter-lotId', LOT);
  await runSearch(page);
  // Three visits of 7.50 receivable, all paid in cash.
  await expect(rowWith(page, LOT)).toContainText('22.50');
  await expect(page.getByTestId('list-grid').locator('[role="row"]', { hasText: LOT })).toHaveCount(1);
});

// Every settlement screen as finance sees it (the generic read-only cycle opens each as the
// administrator; the labels of both languages are the unit tests').
test('every settlement screen opens for finance with its own labels', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const language = 'en-US';
  // The language is the session's: chosen before signing in.
  await page.context().addCookies([{ name: 'catc_lang', value: language, url: baseURL! }]);
  await signIn(page, finance);
  for (const screen of SETTLEMENT_SCREENS) {
    const labels = labelsOf(language, screen.entity);
    await page.goto(screen.path);
    await expect(page.getByTestId(`list-${screen.entity}`)).toBeVisible();
    await expect(page.getByRole('heading', { name: labels.title })).toBeVisible();
    const firstListed = screen.fields.find((f) => f.list !== false)!;
    await expect(page.getByTestId('list-grid').getByRole('columnheader', { name: labels.fields[firstListed.name] }).first()).toBeVisible();
  }
});
