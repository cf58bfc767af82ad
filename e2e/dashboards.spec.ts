// The dashboards (issue 23) over the read-only seed's estate and money (support/seed-estate.ts,
// seed-money.ts: the parts of read-only-seed.ts the dashboards read; the whole seed also makes
// invoices, which this branch's invoicing seed cannot yet): each dashboard opens and shows its figures; the money dashboard draws its
// trend in zh-CN, the site dashboard its traffic by hour in en-US (an svg with series); the
// received figure's link opens the payments list.
import { expect, type Page } from '@playwright/test';
import { DASHBOARD_PAGES } from '../lib/areas/reports/pages-dashboards';
import { oncePerRun } from './support/run-once';
import { seedEstate } from './support/seed-estate';
import { seedMoney } from './support/seed-money';
import { test } from './support/special-pages';
import { admin, signIn } from './support/users';

/** How long the seed may take. */
const SEED_MS = 180_000;
/** The rollups' worker drains every 3 s: the seed's money reaches the dashboards within a few. */
const DRAWN = { timeout: 20_000 };

async function open(page: Page, baseURL: string, path: string, language: 'zh-CN' | 'en-US') {
  await page.context().addCookies([{ name: 'catc_lang', value: language, url: baseURL }]);
  await signIn(page, admin);
  await page.goto(path);
}

/** The chart of a table has an svg with at least one series drawn. */
async function expectSeries(page: Page, tableKey: string) {
  const chart = page.getByTestId(`dashboard-chart-${tableKey}`);
  await expect(chart.locator('svg [data-series]').first()).toBeVisible(DRAWN);
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ browser }) => {
  test.setTimeout(SEED_MS + 30_000);
  await oncePerRun('dashboards-seed', async () => {
    const page = await browser.newPage({ baseURL: process.env.E2E_CONSOLE_URL });
    await signIn(page, admin);
    const estate = await seedEstate(page, `D${Date.now().toString(36).toUpperCase()}`);
    await seedMoney(page, estate);
    await page.context().close();
    return { lot: estate.lot };
  }, SEED_MS);
});

test('the money dashboard draws its trend (zh-CN); the received figure opens the payments', async ({ page, baseURL }) => {
  await open(page, baseURL!, '/FinancialStatisticalAnalysis', 'zh-CN');
  await expect(page.getByRole('heading', { name: '财务统计分析' })).toBeVisible();
  await expect(page.getByTestId('dashboard-figure-received')).toContainText('实收');
  await expectSeries(page, 'trend');
  await expectSeries(page, 'receivedByChannel');
  await page.getByTestId('dashboard-figure-received-link').click();
  await expect(page).toHaveURL(/\/PaymentInfo$/);
});

test('the site dashboard draws entries and exits by hour (en-US); a reversed period is refused', async ({ page, baseURL }) => {
  await open(page, baseURL!, '/SiteStatisticalAnalysis', 'en-US');
  await expect(page.getByTestId('dashboard-figure-entries')).toContainText('Entries');
  // The devices' online rate over the period (its value, none without devices, is the backend's test:
  // backend/areas/devices/offline-intervals.test.ts; this spec's estate may have no device when run alone).
  await expect(page.getByTestId('dashboard-figure-deviceOnlineRate')).toContainText('Device online rate');
  await expectSeries(page, 'trafficByHour');
  await page.getByTestId('dashboard-from').fill('2030-01-02');
  await page.getByTestId('dashboard-to').fill('2030-01-01');
  await page.getByTestId('dashboard-show').click();
  await expect(page.getByTestId('dashboard-error')).toContainText('swap its dates');
});

test('every other dashboard opens with its figures', async ({ page, baseURL }) => {
  await open(page, baseURL!, '/DataHome', 'en-US');
  for (const declared of DASHBOARD_PAGES.filter((p) => !['/FinancialStatisticalAnalysis', '/SiteStatisticalAnalysis'].includes(p.path))) {
    await page.goto(declared.path);
    await expect(page.locator(declared.key === 'dataControl' ? '[data-testid="data-control-rollups"] tbody tr' : '[data-testid^="dashboard-figure-"]').first()).toBeVisible(DRAWN);
  }
});
