// The management pack and the BI page in Chromium: /OneClickReport's PDF downloaded from the page
// parses back with the received total the page shows (in the page's language), and /MaiboBi frames
// the configured BI address (scripts/e2e.mjs gives the main console biUrl on the portal's origin)
// under a Content-Security-Policy whose frame-src names exactly that origin.
import { expect } from '@playwright/test';
import { readPdfText } from '../backend/areas/invoicing/pdf/read-back';
import { test } from './support/special-pages';
import { admin, signIn } from './support/users';

const LIVE = { timeout: 20_000 };
const BI_URL = `${process.env.E2E_PORTAL_URL}/bi-dashboard`;

test('the one-click report downloads a PDF with the total the page shows', async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: 'catc_lang', value: 'en-US', url: baseURL! }]);
  await signIn(page, admin);
  await page.goto('/OneClickReport');
  const received = page.getByTestId('pack-money-received').locator('td').nth(1);
  await expect(received).toHaveText(/^¥\d/, LIVE);
  const shown = (await received.textContent())!;
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('pack-download-pdf').click()]);
  expect(download.suggestedFilename()).toMatch(/^management-pack-\d{4}-\d{2}-\d{2}\.pdf$/);
  const text = await readPdfText(new Uint8Array(await (await import('node:fs/promises')).readFile((await download.path())!)));
  expect(text).toContain(`Received ${shown}`);
  expect(text).toContain('Management pack');
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
