// The charging core end to end in Chromium, as the administrator, through the screens only: a lot
// of its own with a berth, a node controller and a lock (the simulator plays them), a rate built in
// /CommonRate; a vehicle let in by hand is priced as the rate says on /TempOrder, paid in cash at
// the booth (typed in yuan), shown paid with its fee line and payment in its detail and on
// /PaymentInfo, and let out into the exit records; a vehicle entered on the lock's berth is paid
// and the lock lets it go (its run state follows the order).
import { expect, type Page, test } from '@playwright/test';
import { screenAt } from '../lib/screens/registry';
import { rowWith, search } from './support/screens';
import { LIVE, createRow, findPlate, createPerVisitRate, letInByHand } from './support/records';
import { admin, signIn } from './support/users';

test.describe.configure({ mode: 'serial' });

const EN = 'en-US';
const tag = Date.now().toString(36).toUpperCase();
const LOT = `E2E charging lot ${tag}`;
const AREA = `Charging level ${tag}`;
const NODE = `E2E-CNODE-${tag}`;
const LOCK = `E2E-CLOCK-${tag}`;
const plateOf = (n: number) => `粤C${String((Date.now() + n * 7_919) % 100_000).padStart(5, '0')}`;
const DESK_PLATE = plateOf(1);
const BERTH_PLATE = plateOf(2);

/**
 * Creates a row through a screen's form: generated values, then the ones given (a select by the
 * text of an option). Returns the generated value of the screen's key field.
 */
/** Collects what is due in cash at the booth, typed in yuan. */
async function payAtBooth(page: Page, plate: string, yuan: string) {
  await findPlate(page, '/TempOrder', plate);
  await expect(rowWith(page, plate)).toContainText(yuan);
  await expect(rowWith(page, plate)).toContainText('Unpaid');
  await rowWith(page, plate).locator('[data-testid^="row-action-pay-"]').click();
  await page.getByTestId('action-field-amount').fill(yuan);
  await page.getByTestId('action-save').click();
  await expect(page.getByTestId('action-save')).toHaveCount(0);
  await expect(rowWith(page, plate)).toContainText('Paid');
}

test.beforeEach(async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: 'catc_lang', value: EN, url: baseURL! }]);
  await signIn(page, admin);
});

test('a lot with a locked berth and a rate of its own', async ({ page }) => {
  test.setTimeout(180_000);
  await createRow(page, '/ParkingInformation', { name: LOT });
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

  await createPerVisitRate(page, `Per visit ${tag}`, LOT);
});

test('a vehicle let in by hand is priced as its rate says, paid at the booth and let out', async ({ page }) => {
  test.setTimeout(180_000);
  const reason = await createRow(page, '/IncomingReason', {});
  await letInByHand(page, LOT, DESK_PLATE, reason);

  await findPlate(page, '/VehicleEntryInfo', DESK_PLATE);
  await expect(rowWith(page, DESK_PLATE)).toContainText('In the lot');
  await payAtBooth(page, DESK_PLATE, '7.50');
  // Nothing left to pay: the button says why.
  const pay = rowWith(page, DESK_PLATE).locator('[data-testid^="row-action-pay-"]');
  await expect(pay).toBeDisabled();
  await pay.locator('..').hover();
  await expect(page.getByRole('tooltip')).toContainText('This order has nothing left to pay.');
  // The detail: the visit's line and the payment.
  await rowWith(page, DESK_PLATE).locator('[data-testid^="row-detail-"]').click();
  await expect(page.getByTestId('detail-section-feeLines')).toContainText('7.50');
  await expect(page.getByTestId('detail-section-payments')).toContainText('Cash');
  await page.getByTestId('detail-close').click();
  await expect(page.getByTestId('detail-drawer')).toHaveCount(0);
  await findPlate(page, '/PaymentInfo', DESK_PLATE);
  await expect(rowWith(page, DESK_PLATE)).toContainText('7.50');

  // Let out: it left paid.
  await findPlate(page, '/VehicleEntryInfo', DESK_PLATE);
  await expect(rowWith(page, DESK_PLATE)).toContainText('Paid, not out');
  await rowWith(page, DESK_PLATE).locator('[data-testid^="row-action-manualExit-"]').click();
  await page.getByTestId('action-field-reason').fill('Driver at the booth');
  await page.getByTestId('action-save').click();
  await expect(page.getByTestId('action-save')).toHaveCount(0);
  await findPlate(page, '/AppearanceInfo', DESK_PLATE);
  await expect(rowWith(page, DESK_PLATE)).toContainText('Left paid');
});

test('a vehicle on the lock\'s berth is paid and the lock lets it go', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/ParkingLockControl');
  await page.getByTestId('lock-search').fill(LOCK);
  const lock = page.getByTestId(`lock-${LOCK}`);
  await expect(lock.getByTestId('lock-comm')).toHaveText('Online', LIVE);
  await lock.click();
  await page.getByTestId('manual-entry-plate').fill(BERTH_PLATE);
  await page.getByTestId('command-manualEntry').click();
  await expect(page.getByTestId('command-notice')).toContainText('Manual entry: done.', LIVE);
  await expect(lock.getByTestId('lock-run')).toHaveText('Parked (billing)', LIVE);

  await payAtBooth(page, BERTH_PLATE, '7.50');
  // The lock hears of the payment and lets the vehicle go.
  await page.goto('/ParkingLockControl');
  await page.getByTestId('lock-search').fill(LOCK);
  await expect(page.getByTestId(`lock-${LOCK}`).getByTestId('lock-run')).toHaveText('Paid', LIVE);
  await findPlate(page, '/VehicleEntryInfo', BERTH_PLATE);
  await expect(rowWith(page, BERTH_PLATE)).toContainText('Paid, not out');
});
