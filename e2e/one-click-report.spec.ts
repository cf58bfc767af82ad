// The management pack and the BI page in Chromium: /OneClickReport for a lot of the spec's own and
// today shows the received total of the lot's payments (/PaymentInfo), and its PDF downloaded from
// the page parses back with that total and the lot (in the page's language); /MaiboBi frames
// the configured BI address (scripts/e2e.mjs gives the main console biUrl on the portal's origin)
// under a Content-Security-Policy whose frame-src names exactly that origin.
import { readFile } from 'node:fs/promises';
import { expect } from '@playwright/test';
import { readPdfText } from '../backend/areas/invoicing/pdf/read-back';
import { formatMoney } from '../lib/money/currency';
import { apiRow, apiRows } from './support/api-rows';
import { operatorDay, plateOf, seedEstate } from './support/seed-estate';
import { letIn, payByTerminal } from './support/seed-money';
import { test } from './support/special-pages';
import { admin, signIn } from './support/users';

const LIVE = { timeout: 30_000 };
/** How long the lot and its money take to make. */
const SEED_MS = 120_000;
const BI_URL = `${process.env.E2E_PORTAL_URL}/bi-dashboard`;

test('the one-click report of a lot and a day: the page, its PDF and the payments list agree', async ({ page, baseURL }) => {
  test.setTimeout(SEED_MS + 60_000);
  await page.context().addCookies([{ name: 'catc_lang', value: 'en-US', url: baseURL! }]);
  await signIn(page, admin);
  // A lot of its own, so that nothing another spec pays meanwhile lands in it.
  const estate = await seedEstate(page, `K${Date.now().toString(36).toUpperCase()}`);
  // Paid at the exit's terminal and online: no booth shift (another spec's seed may hold the administrator's).
  for (const [n, channel, place] of [[1, 'alipay', 'exit'], [2, 'wechat', 'online']] as const) {
    await letIn(page, estate, plateOf(estate.tag, n));
    await payByTerminal(await apiRow(page, '/TempOrder', { plate: plateOf(estate.tag, n) }), channel, place);
  }
  const paid = (await apiRows(page, '/PaymentInfo', { lotId: String(estate.lot.id) })).reduce((total, row) => total + Number(row.amount), 0);
  expect(paid).toBeGreaterThan(0);

  await page.goto('/OneClickReport');
  await page.getByTestId('pack-from').fill(operatorDay());
  await page.getByTestId('pack-to').fill(operatorDay());
  await page.getByTestId('pack-lot').selectOption(String(estate.lot.id));
  const received = page.getByTestId('pack-money-received').locator('td').nth(1);
  // The rollups' worker drains every few seconds: asked again until the day's money is in.
  await expect(async () => {
    await page.getByTestId('pack-show').click();
    await expect(received).toHaveText(formatMoney(paid), { timeout: 2_000 });
  }).toPass(LIVE);

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('pack-download-pdf').click()]);
  expect(download.suggestedFilename()).toMatch(/^management-pack-\d{4}-\d{2}-\d{2}\.pdf$/);
  const text = await readPdfText(new Uint8Array(await readFile((await download.path())!)));
  expect(text).toContain('Management pack');
  expect(text).toContain(`Received ${formatMoney(paid)}`);
  expect(text).toContain(estate.lot.name);
});

test('the BI page frames the configured address, and only its origin may be framed', async ({ page, baseURL }) => {
  await signIn(page, admin);
  const response = await page.goto('/MaiboBi');
  const csp = (await response!.allHeaders())['content-security-policy'];
  expect(csp.split('; ')).toContain(`frame-src ${new URL(BI_URL).origin}`);
  await expect(page.getByTestId('bi-frame')).toHaveAttribute('src', BI_URL, LIVE);
  // Another page frames nothing but by default-src.
  const other = await page.request.get(`${baseURL}/OneClickReport`);
  expect(other.headers()['content-security-policy']).not.toContain('frame-src');
});
