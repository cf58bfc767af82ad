// The rate screens, which the generic cycle cannot fill (their tariff fields depend on each other),
// in Chromium as the administrator: a common rate built in the form and tried before saving (the
// lines and the total a person checks by hand, a vehicle it is not for, a field at fault), saved,
// found, edited with the form showing the current version; a step table typed in yuan, in a form
// showing only the fields of its kind, tried beside the form; a rate free on holidays tried on a day
// of the holiday calendar; a special rate for dates and one for a vehicle class made, found and
// deleted; the vehicle type a plate colour means, one row per colour.
import { expect, type Page, test } from '@playwright/test';
import { screenAt } from '../lib/screens/registry';
import { createRow, fillRate } from './support/records';
import { expectSaved, input, labelsOf, rowWith, runSearch } from './support/screens';
import { admin, signIn } from './support/users';

test.describe.configure({ mode: 'serial' });

const EN = 'en-US';
/** Seeded by scripts/e2e.mjs (DEMO_LOTS). */
const DEMO_LOT = '示范停车场 A';
const run = Date.now() % 1_000_000;

/** Day 07:00-21:00 at 2.00 per hour, night at 1.00 per hour, 15 free minutes, 30.00 per 24 hours. */
const DAY_AND_NIGHT: Record<string, string> = {
  vehicleType: 'all', plateColor: 'all', status: '1', pricingMode: 'time', billingModel: 'segment', freeMinutes: '15',
  freeMode: 'freeIfShorter', rounding: 'up', laterDays: 'priced', cap24h: '30', dayStart: '07:00', dayEnd: '21:00',
  unitMinutes: '60', unitPrice: '2.00', nightUnitMinutes: '60', nightUnitPrice: '1.00', overshoot: 'carry', holidayMode: 'same',
};

/** Steps of 5.00 for the first hour and 3.50 for the second, added up; past them, the fee stays. */
const STEPS: Record<string, string> = {
  vehicleType: 'all', plateColor: 'all', status: '1', pricingMode: 'steps', billingModel: 'cumulative', steps: '60:5, 120:3.50',
  stepsAfter: 'cap', freeMode: 'freeIfShorter', laterDays: 'priced', holidayMode: 'same',
};

async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByTestId(`list-${screenAt(path)!.entity}`)).toBeVisible();
}

async function search(page: Page, name: string) {
  await page.getByTestId('filter-name').fill(name);
  await runSearch(page);
}

test.beforeEach(async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: 'catc_lang', value: EN, url: baseURL! }]);
  await signIn(page, admin);
});

test('/CommonRate: build a rate in the form, try it, save it, find it, edit it', async ({ page }) => {
  test.setTimeout(120_000);
  const name = `Day and night ${run}`;
  await open(page, '/CommonRate');
  await page.getByTestId('list-create').click();
  await fillRate(page, '/CommonRate', { name, lotId: DEMO_LOT, ...DAY_AND_NIGHT });

  // Try it: 20:00 to 23:00 is one day hour at 2.00 and two night hours at 1.00.
  const panel = page.getByTestId('try-rate');
  await expect(panel.getByTestId('try-message')).toContainText('Enter the entry and exit times');
  await panel.getByTestId('try-entry').fill('2026-11-23T20:00');
  await panel.getByTestId('try-exit').fill('2026-11-23T23:00');
  const lines = panel.getByTestId('try-line');
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0)).toContainText('Time units · day');
  await expect(lines.nth(0)).toContainText('Nov 23, 2026 20:00:00 – 21:00:00');
  await expect(lines.nth(0)).toContainText('1 × ¥2.00');
  await expect(lines.nth(1)).toContainText('Time units · night');
  await expect(lines.nth(1)).toContainText('21:00:00 – 23:00:00');
  await expect(lines.nth(1)).toContainText('2 × ¥1.00');
  await expect(panel.getByTestId('try-total')).toHaveText('¥4.00');

  // Two days: each 24 hours held to 30.00.
  await panel.getByTestId('try-exit').fill('2026-11-25T20:00');
  await expect(panel.getByTestId('try-fee')).toContainText('24-hour cap · cap ¥30.00');
  await expect(panel.getByTestId('try-total')).toHaveText('¥60.00');

  // A rate for small cars does not price a large vehicle; a field at fault is named.
  await input(page, 'vehicleType').selectOption('small');
  await panel.getByTestId('try-vehicleType').selectOption('large');
  await expect(panel.getByTestId('try-message')).toContainText('This rate would not apply to this vehicle: it is for Small car vehicles with All plates.');
  await input(page, 'vehicleType').selectOption('all');
  await input(page, 'unitPrice').fill('');
  await expect(panel.getByTestId('try-message')).toContainText('The rate cannot price a stay yet. Day: price per unit: Input Cant Be Blank.');
  await input(page, 'unitPrice').fill('2.00');
  await expect(panel.getByTestId('try-total')).toHaveText('¥60.00');

  await page.getByTestId('form-save').click();
  await expectSaved(page);
  await search(page, name);
  const row = rowWith(page, name);
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('By time (day and night)');
  await expect(row).toContainText(DEMO_LOT);

  // The edit form shows the version in force; an unused version is edited in place.
  await row.locator('[data-testid^="row-edit-"]').click();
  await expect(input(page, 'unitPrice')).toHaveValue('2.00');
  await expect(input(page, 'dayStart')).toHaveValue('07:00');
  await expect(input(page, 'cap24h')).toHaveValue('30.00');
  await input(page, 'unitPrice').fill('2.50');
  await page.getByTestId('try-entry').fill('2026-11-23T10:00');
  await page.getByTestId('try-exit').fill('2026-11-23T12:10');
  await expect(page.getByTestId('try-total')).toHaveText('¥7.50');
  await page.getByTestId('form-save').click();
  await expectSaved(page);
  await row.locator('[data-testid^="row-edit-"]').click();
  await expect(input(page, 'unitPrice')).toHaveValue('2.50');
  await page.getByTestId('form-cancel').click();

  // Its versions in the detail view: still one.
  await row.locator('[data-testid^="row-detail-"]').click();
  await expect(page.getByTestId('detail-section-versions').locator('tbody tr')).toHaveCount(1);
});

test('/CommonRate: a step table typed in yuan, only the fields of its kind, tried beside the form, saved', async ({ page }) => {
  test.setTimeout(90_000);
  const name = `Steps ${run}`;
  await open(page, '/CommonRate');
  await page.getByTestId('list-create').click();
  await fillRate(page, '/CommonRate', { name, lotId: DEMO_LOT, ...STEPS });
  // The step table's sections only: no day or night windows, no per-visit price.
  await expect(page.getByTestId('form-section-steps')).toBeVisible();
  await expect(page.getByTestId('form-section-day')).toHaveCount(0);
  await expect(input(page, 'unitPrice')).toHaveCount(0);
  await expect(input(page, 'perVisitPrice')).toHaveCount(0);

  // Tried beside the form: 1 h 30 enters both steps, 5.00 + 3.50.
  const panel = page.getByTestId('try-rate');
  await panel.getByTestId('try-entry').fill('2026-11-23T10:00');
  await panel.getByTestId('try-exit').fill('2026-11-23T11:30');
  await expect(panel.getByTestId('try-total')).toHaveText('¥8.50');
  const [fields, tool] = [await page.getByTestId('form-section-basics').boundingBox(), await panel.boundingBox()];
  expect(tool!.x).toBeGreaterThanOrEqual(fields!.x + fields!.width);

  // A band that is not minutes:yuan is named; switching the kind and back keeps what was typed.
  await input(page, 'steps').fill('60:5, 2h:3.50');
  await expect(panel.getByTestId('try-message')).toContainText('“2h:3.50” is not a step');
  await input(page, 'pricingMode').selectOption('perVisit');
  await expect(input(page, 'steps')).toHaveCount(0);
  await expect(input(page, 'billingModel')).toHaveCount(0);
  await input(page, 'pricingMode').selectOption('steps');
  await expect(input(page, 'steps')).toHaveValue('60:5, 2h:3.50');
  await page.getByTestId('form-save').click();
  await expect(page.getByTestId('field-error-steps')).toContainText('“2h:3.50” is not a step');
  await input(page, 'steps').fill('60:5, 120:3.50');
  await page.getByTestId('form-save').click();
  await expectSaved(page);

  // Stored in fen, shown in yuan again.
  await search(page, name);
  await rowWith(page, name).locator('[data-testid^="row-edit-"]').click();
  await expect(input(page, 'steps')).toHaveValue('60:5.00, 120:3.50');
  await page.getByTestId('form-cancel').click();
});

test('/CommonRate: a rate free on holidays, tried on a day of the holiday calendar and the day after', async ({ page }) => {
  test.setTimeout(90_000);
  // The e2e database is new each run: this day is in no one else's calendar.
  await createRow(page, '/HolidayInfo', { day: '2030-10-01', name: `National Day ${run}`, kind: { option: 'Holiday' } });
  await open(page, '/CommonRate');
  await page.getByTestId('list-create').click();
  await fillRate(page, '/CommonRate', { name: `Free on holidays ${run}`, lotId: DEMO_LOT, ...DAY_AND_NIGHT, holidayMode: 'free', holidayDays: 'holidays' });
  const panel = page.getByTestId('try-rate');
  await panel.getByTestId('try-entry').fill('2030-10-01T10:00');
  await panel.getByTestId('try-exit').fill('2030-10-01T12:10');
  await expect(panel.getByTestId('try-total')).toHaveText('¥0.00');
  await expect(panel.getByTestId('try-line').first()).toContainText('holiday rules');
  await panel.getByTestId('try-entry').fill('2030-10-02T10:00');
  await panel.getByTestId('try-exit').fill('2030-10-02T12:10');
  await expect(panel.getByTestId('try-total')).toHaveText('¥6.00');
  await page.getByTestId('form-cancel').click();
});

test('/SpecialRate and /SpecialVehicleRates: a rate for dates and one for a vehicle class, made, found and deleted', async ({ page }) => {
  test.setTimeout(120_000);
  const special = { '/SpecialRate': { validFrom: '2027-02-05', validTo: '2027-02-12' }, '/SpecialVehicleRates': { specialClass: 'police' } };
  for (const [path, extra] of Object.entries(special)) {
    const name = `Special ${run} ${path.slice(1)}`;
    await open(page, path);
    await page.getByTestId('list-create').click();
    await fillRate(page, path, { name, lotId: DEMO_LOT, ...DAY_AND_NIGHT, pricingMode: 'perVisit', perVisitPrice: '10', ...extra });
    await page.getByTestId('try-entry').fill('2027-02-06T09:00');
    await page.getByTestId('try-exit').fill('2027-02-06T18:00');
    await expect(page.getByTestId('try-total')).toHaveText('¥10.00');
    await page.getByTestId('form-save').click();
    await expectSaved(page);
    await search(page, name);
    await expect(rowWith(page, name)).toContainText('Per visit');
    await rowWith(page, name).locator('[data-testid^="row-delete-"]').click();
    await page.getByTestId('confirm-ok').click();
    await expect(rowWith(page, name)).toHaveCount(0);
  }
});

test('/RatePlateColorInfo: one row per colour, a second refused; the vehicle type a colour means, changed and back', async ({ page }) => {
  test.setTimeout(90_000);
  const { options } = labelsOf(EN, 'plateColorType');
  const white = () => rowWith(page, options!.plateColor.white);
  await open(page, '/RatePlateColorInfo');
  await page.getByTestId('filter-plateColor').selectOption('white');
  await runSearch(page);
  await expect(white()).toContainText(options!.vehicleType.small);

  // White plates are seeded (migration 100): a second white row is refused on the field, the form kept.
  await page.getByTestId('list-create').click();
  await input(page, 'plateColor').selectOption('white');
  await input(page, 'vehicleType').selectOption('large');
  await page.getByTestId('form-save').click();
  await expect(page.getByTestId('field-error-plateColor')).toHaveText('This value is already used');
  await expect(input(page, 'vehicleType')).toHaveValue('large');
  await page.getByTestId('form-cancel').click();
  await expect(white()).toHaveCount(1);

  // Changed, shown, and set back (the other specs' vehicles have blue plates).
  for (const [type, remark] of [['large', `White means large ${run}`], ['small', '']] as const) {
    await white().locator('[data-testid^="row-edit-"]').click();
    await input(page, 'vehicleType').selectOption(type);
    await input(page, 'remark').fill(remark);
    await page.getByTestId('form-save').click();
    await expectSaved(page);
    await expect(white()).toContainText(options!.vehicleType[type]);
  }
  await expect(white()).not.toContainText(`White means large ${run}`);
});
