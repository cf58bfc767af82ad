// The charging core end to end in Chromium, as the administrator, through the screens, with the
// devices played by the simulator and driven through its control surface (e2e/support/simulator.ts):
// a lot of its own with an entrance and an exit camera and a berth with a lock, a rate built and
// tried in /CommonRate. A car read by the entrance camera appears in the lot; its order is priced
// as the rate says (what the try tool gives for the stay's own times), paid in cash at the booth
// (the dialog shows the plate and what is due, and computes the change),
// and the exit camera lets it out. A vehicle on the lock's berth: the lock shows it parked (3),
// paid (4) once its order is paid, and available (0) once it has left.
import { expect, type Page } from '@playwright/test';
import { screenAt } from '../lib/screens/registry';
import { rowWith, search, runSearch } from './support/screens';
import { LIVE, createRow, fillRate, findPlate, openList, openRateForm, selectContaining } from './support/records';
import { shownMinute } from './support/dates';
import { closeSimulator, simulate } from './support/simulator';
import { test } from './support/special-pages';
import { admin, signIn } from './support/users';

test.describe.configure({ mode: 'serial' });

const EN = 'en-US';
const tag = Date.now().toString(36).toUpperCase();
const LOT = `E2E charging lot ${tag}`;
const AREA = `Charging level ${tag}`;
const NODE = `E2E-CNODE-${tag}`;
const LOCK = `E2E-CLOCK-${tag}`;
const CAMERA_IN = `E2E-CIN-${tag}`;
const CAMERA_OUT = `E2E-COUT-${tag}`;
const RATE = `Hourly ${tag}`;
const PLATE = `粤C${String(Date.now() % 100_000).padStart(5, '0')}`;

/** Every hour of the day at 3.00, a started hour charged whole, nothing free. */
const HOURLY: Record<string, string> = {
  vehicleType: 'all', plateColor: 'all', status: '1', pricingMode: 'time', billingModel: 'cumulative', freeMinutes: '0',
  freeMode: 'freeIfShorter', rounding: 'up', laterDays: 'priced', dayStart: '00:00', dayEnd: '00:00', unitMinutes: '60',
  unitPrice: '3.00', overshoot: 'carry', holidayMode: 'same',
};

/** A list cell's text (date-times as the language writes them on the operator's clock: lib/i18n/dates.ts). */
const cell = (page: Page, text: string, field: string) => rowWith(page, text).locator(`[data-field="${field}"]`);

/** Opens /TempOrder on the orders of the lot. */
async function lotOrders(page: Page) {
  await openList(page, '/TempOrder');
  await selectContaining(page, 'filter-lotId', LOT);
  await runSearch(page);
}

/**
 * Re-prices the open order in the row until it owes something: a stay is billed by the minute
 * (entry and exit to the minute), so its first hour is due once its first minute is over.
 */
async function owing(page: Page, text: string) {
  await expect(async () => {
    await rowWith(page, text).locator('[data-testid^="row-action-reprice-"]').click();
    await expect(cell(page, text, 'due')).toHaveText('¥3.00', { timeout: 2_000 });
  }).toPass({ timeout: 90_000 });
  // Still in the lot: what it owes is not due yet, and it never reads 'free'.
  await expect(cell(page, text, 'state')).toHaveText('In the lot, not yet due');
}

/**
 * Collects the 3.00 due in cash at the booth: the dialog shows the order (its plate or number) and
 * what is due; cash short of it is refused before anything is sent, a 5-yuan note gives 2.00 change.
 */
async function payAtBooth(page: Page, text: string) {
  await rowWith(page, text).locator('[data-testid^="row-action-pay-"]').click();
  await expect(page.getByTestId('action-context')).toContainText(text);
  await expect(page.getByTestId('action-context-due')).toHaveText('¥3.00');
  await page.getByTestId('action-field-received').fill('2');
  await page.getByTestId('action-save').click();
  await expect(page.getByTestId('action-error-received')).toHaveText('The cash received is less than what is due (3.00 yuan).');
  await page.getByTestId('action-field-received').fill('5');
  await expect(page.getByTestId('action-derived-change')).toHaveText('¥2.00');
  await page.getByTestId('action-save').click();
  await expect(page.getByTestId('action-save')).toHaveCount(0);
  await expect(cell(page, text, 'state')).toHaveText('Paid');
}

/** The lock's tile on /ParkingLockControl. */
async function lockTile(page: Page) {
  await page.goto('/ParkingLockControl');
  await page.getByTestId('lock-search').fill(LOCK);
  return page.getByTestId(`lock-${LOCK}`);
}

test.beforeEach(async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: 'catc_lang', value: EN, url: baseURL! }]);
  await signIn(page, admin);
});
test.afterAll(closeSimulator);

test('a lot with two cameras, a locked berth and an hourly rate built and tried', async ({ page }) => {
  test.setTimeout(180_000);
  await createRow(page, '/ParkingInformation', { name: LOT });
  for (const [serial, lane, direction] of [[CAMERA_IN, 'In', 'Entrance'], [CAMERA_OUT, 'Out', 'Exit']]) {
    await createRow(page, '/InletOutletEquipInfo', { serial, laneName: lane, lotId: { option: LOT }, direction: { option: direction }, kind: { option: 'Camera' } });
  }
  await createRow(page, '/YardAreaInformation', { name: AREA, lotId: { option: LOT } });
  await search(page, screenAt('/YardAreaInformation')!, AREA);
  await rowWith(page, AREA).locator('[data-testid^="row-action-generateBerths-"]').click();
  await page.getByTestId('action-field-prefix').fill('C');
  await page.getByTestId('action-field-from').fill('1');
  await page.getByTestId('action-field-to').fill('1');
  await page.getByTestId('action-field-digits').fill('2');
  await page.getByTestId('action-save').click();
  await expect(page.getByTestId('action-save')).toHaveCount(0);
  await createRow(page, '/NodeInformation', { serial: NODE, lotId: { option: LOT } });
  await createRow(page, '/ParkingLock', { serial: LOCK, lotId: { option: LOT }, berthId: { option: `${LOT} / C01` }, nodeId: { option: NODE } });

  // The rate, tried before it is saved: 20 minutes are a started hour, 2 h 10 three.
  await openRateForm(page, RATE, LOT);
  await fillRate(page, '/CommonRate', HOURLY);
  await page.getByTestId('try-entry').fill('2026-11-23T10:00');
  await page.getByTestId('try-exit').fill('2026-11-23T10:20');
  await expect(page.getByTestId('try-total')).toHaveText('¥3.00');
  await page.getByTestId('try-exit').fill('2026-11-23T12:10');
  await expect(page.getByTestId('try-total')).toHaveText('¥9.00');
  // A merchant's hour-off coupon tried on it: the last hour taken off by the rate, ¥6.00 to pay.
  await page.getByTestId('try-coupon-kind').selectOption('time');
  await page.getByTestId('try-coupon-value').fill('60');
  await expect(page.getByTestId('try-to-pay')).toHaveText('¥6.00');
  await page.getByTestId('try-coupon-value').fill('an hour');
  await expect(page.getByTestId('try-coupon-invalid')).toBeVisible();
  await page.getByTestId('try-coupon-kind').selectOption('');
  await page.getByTestId('form-save').click();
  await expect(page.getByTestId('form-save')).toHaveCount(0);
});

test('a simulated car is priced as the rate says, paid and let out; a berth\'s lock follows its order', async ({ page }) => {
  test.setTimeout(240_000);
  // The car at the entrance camera, the other vehicle on the lock's berth.
  await simulate('lane', CAMERA_IN, { action: 'see', plate: PLATE, color: 'blue' });
  await simulate('lock', LOCK, { action: 'lockEvent', event: 'vehicleArrived' });
  await simulate('lock', LOCK, { action: 'lockEvent', event: 'entryConfirmed' });
  await findPlate(page, '/VehicleEntryInfo', PLATE);
  await expect(rowWith(page, PLATE)).toContainText('In the lot');
  await expect(rowWith(page, PLATE)).toContainText('Camera');
  const entered = shownMinute(await cell(page, PLATE, 'entryAt').innerText());
  const tile = await lockTile(page);
  await expect(tile.getByTestId('lock-run')).toHaveText('Parked (billing)', LIVE);

  // The car's order, priced as the try tool prices the same stay.
  await findPlate(page, '/TempOrder', PLATE);
  await owing(page, PLATE);
  const pricedAt = shownMinute(await cell(page, PLATE, 'pricedAt').innerText());
  await openList(page, '/CommonRate');
  await page.getByTestId('filter-name').fill(RATE);
  await runSearch(page);
  await rowWith(page, RATE).locator('[data-testid^="row-edit-"]').click();
  await page.getByTestId('try-entry').fill(entered);
  await page.getByTestId('try-exit').fill(pricedAt);
  await expect(page.getByTestId('try-total')).toHaveText('¥3.00');
  await page.getByTestId('form-cancel').click();

  // Paid in cash at the booth: nothing left to pay, the button says why; the detail shows the hour and the payment.
  await findPlate(page, '/TempOrder', PLATE);
  await payAtBooth(page, PLATE);
  const pay = rowWith(page, PLATE).locator('[data-testid^="row-action-pay-"]');
  await expect(pay).toBeDisabled();
  await pay.locator('..').hover();
  await expect(page.getByRole('tooltip')).toContainText('This order has nothing left to pay.');
  await rowWith(page, PLATE).locator('[data-testid^="row-detail-"]').click();
  await expect(page.getByTestId('detail-section-feeLines')).toContainText('3.00');
  await expect(page.getByTestId('detail-section-payments')).toContainText('Cash');
  await page.getByTestId('detail-close').click();

  // The exit camera reads it: paid, the lane opens, the stay has left paid.
  await simulate('lane', CAMERA_OUT, { action: 'see', plate: PLATE, color: 'blue' });
  await findPlate(page, '/AppearanceInfo', PLATE);
  await expect(rowWith(page, PLATE)).toContainText('Left paid');
  await openList(page, '/EntryAndExitDetails');
  await page.getByTestId('filter-plate').fill(PLATE);
  await runSearch(page);
  await expect(rowWith(page, PLATE)).toHaveCount(2);
  await expect(rowWith(page, 'Paid, opened')).toHaveCount(1);

  // The berth's order (its vehicle has no plate yet) paid at the booth: the lock lets it go.
  await lotOrders(page);
  const berthOrder = await cell(page, 'In the lot', 'orderNo').innerText();
  await owing(page, berthOrder);
  await payAtBooth(page, berthOrder);
  await expect((await lockTile(page)).getByTestId('lock-run')).toHaveText('Paid', LIVE);
  await simulate('lock', LOCK, { action: 'lockEvent', event: 'vehicleLeft' });
  await expect((await lockTile(page)).getByTestId('lock-run')).toHaveText('Available', LIVE);
  await lotOrders(page);
  await expect(rowWith(page, 'Left, paid')).toHaveCount(2);
});
