// The operator's dashboard on /DataHome shows today's figures as the system makes them: a lot with
// a berth, a lock on its node controller and a rate per visit built through the screens; the
// lock's manual entry (with a plate) starts a real stay and its manual payment pays it (the
// simulator plays the lock); the dashboard then counts one more entry and the payment, in both
// languages, with links to the screens the administrator may open; the flow screen shows the entry.
import { expect, type Page } from '@playwright/test';
import { DASHBOARD_LINKS, type DashboardFigure } from '../lib/areas/analysis/dashboard';
import { PAGES } from '../lib/pages/registry';
import { screenAt } from '../lib/screens/registry';
import { SHOWN_DATES } from './support/dates';
import { expectSaved, fillForm, input, rowWith, search, runSearch } from './support/screens';
import { test } from './support/special-pages';
import { admin, signIn } from './support/users';

test.describe.configure({ mode: 'serial' });

const tag = Date.now().toString(36).toUpperCase();
const LOT = `E2E dashboard lot ${tag}`;
const AREA = `Deck ${tag}`;
const NODE = `E2E-DNODE-${tag}`;
const LOCK = `E2E-DLOCK-${tag}`;
const PLATE = `粤D${tag.slice(-5)}`;
/** 3.00 per visit from the first minute. */
const PER_VISIT: Record<string, string> = {
  vehicleType: 'all', plateColor: 'all', status: '1', pricingMode: 'perVisit', perVisitPrice: '3.00', freeMinutes: '0',
  freeMode: 'freeIfShorter', holidayMode: 'same',
};
const LIVE = { timeout: 20_000 };

async function open(page: Page, baseURL: string, path: string, language: 'zh-CN' | 'en-US' = 'en-US') {
  await page.context().addCookies([{ name: 'catc_lang', value: language, url: baseURL }]);
  await signIn(page, admin);
  await page.goto(path);
}

/**
 * Creates a row through the screen's form: generated values (unless `generated` is false: a rate's
 * fields depend on each other), then the ones given (a label picks an option).
 */
async function createRow(page: Page, path: string, values: Record<string, string | { label: string } | { containing: string }>, generated = true) {
  const screen = screenAt(path)!;
  await page.goto(path);
  await page.getByTestId('list-create').click();
  if (generated) await fillForm(page, screen, 'create', 'e2e');
  for (const [name, value] of Object.entries(values)) {
    const field = screen.fields.find((f) => f.name === name)!;
    if (typeof value !== 'string') {
      const option = input(page, name).locator('option', { hasText: 'label' in value ? value.label : value.containing });
      await input(page, name).selectOption((await option.first().getAttribute('value'))!);
    } else if (field.options) await input(page, name).selectOption(value);
    else await input(page, name).fill(value);
  }
  await page.getByTestId('form-save').click();
  await expectSaved(page);
}

/** A figure of the dashboard as a number: '¥12.50' is 1250 fen, '3' is 3. */
async function figure(page: Page, name: DashboardFigure): Promise<number> {
  const value = page.getByTestId(`dashboard-${name}-value`);
  await expect(value).not.toHaveText('…', LIVE);
  const text = (await value.textContent()) ?? '';
  return name === 'revenue' ? Math.round(Number(text.replace(/[^\d.]/g, '')) * 100) : Number(text);
}

const declared = (path: string) => Boolean(screenAt(path)) || PAGES.some((p) => p.path === path);

test('builds a lot with a berth, a lock on a node controller and a rate per visit', async ({ page, baseURL }) => {
  test.setTimeout(150_000);
  await open(page, baseURL!, '/ParkingInformation');
  await createRow(page, '/ParkingInformation', { name: LOT });
  await createRow(page, '/YardAreaInformation', { name: AREA, lotId: { label: LOT } });
  await search(page, screenAt('/YardAreaInformation')!, AREA);
  await rowWith(page, AREA).locator('[data-testid^="row-action-generateBerths-"]').click();
  await page.getByTestId('action-field-prefix').fill('D');
  await page.getByTestId('action-field-from').fill('1');
  await page.getByTestId('action-field-to').fill('1');
  await page.getByTestId('action-field-digits').fill('2');
  await page.getByTestId('action-save').click();
  await expect(page.getByTestId('action-save')).toHaveCount(0);
  await createRow(page, '/NodeInformation', { serial: NODE, lotId: { label: LOT } });
  await createRow(page, '/ParkingLock', { serial: LOCK, lotId: { label: LOT }, berthId: { label: `${LOT} / D01` }, nodeId: { containing: NODE } });
  await createRow(page, '/CommonRate', { name: `Per visit ${tag}`, lotId: { label: LOT }, ...PER_VISIT }, false);
});

/** The dashboard's figures once the vehicle has entered and paid (for the test in Chinese). */
const after = { entries: 0, revenue: 0 };

test('counts the entry and the payment of a vehicle on today\'s dashboard', async ({ page, baseURL }) => {
  test.setTimeout(150_000);
  await open(page, baseURL!, '/DataHome');
  const before = { entries: await figure(page, 'entries'), revenue: await figure(page, 'revenue') };

  // The vehicle enters on the lock's berth by hand, with its plate, and pays the operator in cash.
  await page.goto('/ParkingLockControl');
  await page.getByTestId('lock-search').fill(LOCK);
  const lock = page.getByTestId(`lock-${LOCK}`);
  await expect(lock.getByTestId('lock-comm')).toHaveText('Online', LIVE);
  await lock.click();
  await page.getByTestId('manual-entry-plate').fill(PLATE);
  await page.getByTestId('command-manualEntry').click();
  await expect(page.getByTestId('command-notice')).toContainText('Manual entry: done.', LIVE);
  await page.getByTestId('command-manualPayment').click();
  await expect(page.getByTestId('command-notice')).toContainText('Manual payment: done.', LIVE);

  await page.goto('/DataHome');
  // Dates as the language writes them, the server's time on the operator's clock.
  await expect(page.getByTestId('dashboard-day')).toContainText(new RegExp(`Today \\(${SHOWN_DATES['en-US'].day.source}\\)`));
  await expect(page.getByTestId('home-system')).toContainText(SHOWN_DATES['en-US'].dateTime);
  // Other specs run beside this one and move today's figures too: each grows by at least this
  // vehicle's part (the exact sums are proven by the backend's dashboard and demo tests).
  await expect.poll(() => figure(page, 'entries')).toBeGreaterThanOrEqual(before.entries + 1);
  expect(await figure(page, 'revenue')).toBeGreaterThanOrEqual(before.revenue + 300);
  // Vehicles of other specs also leave meanwhile: of those in, only this one is sure to be.
  expect(await figure(page, 'occupancy')).toBeGreaterThanOrEqual(1);
  await expect(page.getByTestId('dashboard-revenue-detail')).toContainText('Cash');
  await expect(page.getByTestId('dashboard-revenue-chart')).toBeVisible();
  await expect(page.getByTestId('dashboard-traffic-chart')).toBeVisible();
  // Each figure links to its screen where the administrator's menu has it.
  for (const [name, path] of Object.entries(DASHBOARD_LINKS)) {
    const link = page.getByTestId(`dashboard-${name}-link`);
    if (declared(path)) await expect(link).toHaveAttribute('href', path);
    else await expect(link).toHaveCount(0);
  }
  // The overview stays below.
  await expect(page.getByTestId('home-user')).toBeVisible();
  Object.assign(after, { entries: await figure(page, 'entries'), revenue: await figure(page, 'revenue') });
});

test('shows the same figures in Chinese', async ({ page, baseURL }) => {
  await open(page, baseURL!, '/DataHome', 'zh-CN');
  await expect(page.getByTestId('dashboard-day')).toContainText(new RegExp(`今日（${SHOWN_DATES['zh-CN'].day.source}）`));
  await expect(page.getByTestId('home-system')).toContainText(SHOWN_DATES['zh-CN'].dateTime);
  await expect(page.getByTestId('dashboard-revenue')).toContainText('今日收入');
  await expect(page.getByTestId('dashboard-revenue-detail')).toContainText('现金');
  await expect(page.getByTestId('dashboard-entries')).toContainText('今日入场');
  await expect(page.getByTestId('dashboard-occupancy')).toContainText('当前在场车辆');
  expect(await figure(page, 'entries')).toBeGreaterThanOrEqual(after.entries);
  expect(await figure(page, 'revenue')).toBeGreaterThanOrEqual(after.revenue);
});

test('shows the entry on /VehicleEntryFlow with its chart', async ({ page, baseURL }) => {
  await open(page, baseURL!, '/VehicleEntryFlow');
  await page.getByTestId('filter-lotId').selectOption({ label: LOT });
  await runSearch(page);
  await expect(rowWith(page, LOT)).toHaveCount(1);
  await expect(rowWith(page, LOT)).toContainText('1');
  await expect(page.getByTestId('list-chart')).toBeVisible();
  await expect(page.getByTestId('list-chart')).toContainText('Temporary vehicles');
});
