// What an operator does with vehicles in the lot, in Chromium as the administrator: lets a vehicle
// in by hand (/ManualPassageRecord, with a reason from /IncomingReason), finds it in
// /VehicleEntryInfo, corrects its plate (the detail shows both plates and the re-priced order),
// lets it out by hand, and finds it in /AppearanceInfo and /AbnormalAppearance with the reason.
// Amounts need a rate of the lot: the backend tests price with one (backend/areas/charging/stays.test.ts).
import { expect, type Page, test } from '@playwright/test';
import { screenAt } from '../lib/screens/registry';
import { fillForm, rowWith, runSearch } from './support/screens';
import { admin, signIn } from './support/users';

const EN = 'en-US';
/** Seeded by scripts/e2e.mjs (DEMO_LOTS). */
const DEMO_LOT = '示范停车场 A';

/** A plate of this run: the city's letter, then five digits. */
const plateOf = (n: number) => `粤B${String((Date.now() + n) % 100_000).padStart(5, '0')}`;

async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByTestId(`list-${screenAt(path)!.entity}`)).toBeVisible();
}

async function selectContaining(page: Page, testId: string, text: string) {
  const box = page.getByTestId(testId);
  await expect(box.locator('option', { hasText: text }).first()).toBeAttached();
  const value = await box.locator('option').evaluateAll(
    (els, t) => els.map((e) => e as HTMLOptionElement).find((e) => e.textContent?.includes(t))?.value, text);
  await box.selectOption(value!);
}

/** Finds rows by plate (the stay screens' fields are all read-only, so the generic key field is none). */
async function searchPlate(page: Page, plate: string) {
  await page.getByTestId('filter-plate').fill(plate);
  await runSearch(page);
}

test.beforeEach(async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: 'catc_lang', value: EN, url: baseURL! }]);
  await signIn(page, admin);
});

test('a vehicle let in by hand, its plate corrected, let out by hand', async ({ page }) => {
  test.setTimeout(180_000);
  const plate = plateOf(0);
  const corrected = plateOf(50_000);

  // A reason to let vehicles in by hand.
  await open(page, '/IncomingReason');
  await page.getByTestId('list-create').click();
  const reason = await fillForm(page, screenAt('/IncomingReason')!, 'create', 'why');
  await page.getByTestId('form-save').click();
  await expect(page.getByTestId('form-save')).toHaveCount(0);

  // The manual entry: its record, with the stay it started.
  await open(page, '/ManualPassageRecord');
  await page.getByTestId('list-create').click();
  await selectContaining(page, 'form-field-lotId', DEMO_LOT);
  await page.getByTestId('form-field-plate').fill(plate);
  await page.getByTestId('form-field-plateColor').selectOption('blue');
  await selectContaining(page, 'form-field-reasonId', reason);
  await page.getByTestId('form-save').click();
  await expect(page.getByTestId('form-save')).toHaveCount(0);
  await searchPlate(page, plate);
  await expect(rowWith(page, plate)).toContainText('Manual entry');
  await expect(rowWith(page, plate)).toContainText(reason);
  await expect(rowWith(page, plate)).toContainText('In the lot');

  // In the lot now, entered by hand.
  await open(page, '/VehicleEntryInfo');
  await searchPlate(page, plate);
  await expect(rowWith(page, plate)).toContainText('By hand');

  // A misread plate: corrected with a reason; the grid offers nothing the state does not allow.
  await rowWith(page, plate).locator('[data-testid^="row-action-correctPlate-"]').click();
  await page.getByTestId('action-field-plate').fill(corrected);
  await page.getByTestId('action-field-plateColor').selectOption('green');
  await page.getByTestId('action-field-reason').fill('Camera misread');
  await page.getByTestId('action-save').click();
  await expect(page.getByTestId('action-save')).toHaveCount(0);
  await searchPlate(page, corrected);
  const row = rowWith(page, corrected);
  await expect(row).toContainText('Green');
  await expect(row.locator('[data-testid^="row-action-recordPlate-"]')).toBeDisabled();

  // The detail: both plates in the changes, the order re-priced for the corrected vehicle, the history.
  await row.locator('[data-testid^="row-detail-"]').click();
  const drawer = page.getByTestId('detail-drawer');
  await expect(drawer.getByTestId('detail-plate')).toHaveText(corrected);
  const changes = drawer.getByTestId('detail-section-changes');
  await expect(changes).toContainText(plate);
  await expect(changes).toContainText(corrected);
  await expect(changes).toContainText('Camera misread');
  await expect(changes).toContainText('New-energy vehicle');
  await expect(drawer.getByTestId('detail-section-order')).toContainText(/¥\d+\.\d{2}/);
  await expect(drawer.getByTestId('detail-audit')).toContainText('stays.correctPlate');
  // The drawer's own close button sits under the app bar (DetailDrawer z-index): close it as a keyboard user does.
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);

  // Let out by hand: gone from the vehicles in the lot, an exit made by hand with its reason.
  await rowWith(page, corrected).locator('[data-testid^="row-action-manualExit-"]').click();
  await page.getByTestId('action-field-reason').fill('Barrier stuck');
  await page.getByTestId('action-save').click();
  await expect(page.getByTestId('action-save')).toHaveCount(0);
  await expect(rowWith(page, corrected)).toHaveCount(0);

  await open(page, '/AppearanceInfo');
  await searchPlate(page, corrected);
  await expect(rowWith(page, corrected)).toContainText('By hand');
  await open(page, '/AbnormalAppearance');
  await searchPlate(page, corrected);
  await expect(rowWith(page, corrected)).toContainText('Barrier stuck');
});
