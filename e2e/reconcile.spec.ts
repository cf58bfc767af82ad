// Reconciliation in Chromium, as the administrator, through the pages only: a WeChat trade bill
// and an Alipay statement zip (written by lib/reconcile's writers in the channels' real formats)
// imported on the daily bill check page, a malformed one refused with its line; the WeChat row no
// order of ours carries shows on /WeChatDataDifference and is handled with a decision and a
// reason; the two statements are in /HistoricalReconciliationRecords.
import { expect, type Page, test } from '@playwright/test';
import { alipayStatementZip } from '../lib/reconcile/alipay-writer';
import { testMeta } from '../lib/reconcile/fixtures';
import type { StatementRow } from '../lib/reconcile/types';
import { weChatBillText, weChatFee } from '../lib/reconcile/wechat-writer';
import { screenAt } from '../lib/screens/registry';
import { rowWith } from './support/screens';
import { admin, signIn } from './support/users';

test.describe.configure({ mode: 'serial' });

const EN = 'en-US';
const tag = Date.now().toString(36).toUpperCase();
// A day of its own for each run: the statement day two days ago (China time).
const DAY = new Date(Date.now() + 8 * 3_600_000 - 2 * 86_400_000).toISOString().slice(0, 10);
const unknownRow = (txn: string, orderNo: string): StatementRow =>
  ({ kind: 'payment', channelTxnNo: txn, orderNo, amount: 1250, fee: weChatFee(1250), at: `${DAY} 09:30:00`, subject: '停车费' });
const WECHAT_ORDER = `TE2E${tag}W`;
const ALIPAY_ORDER = `TE2E${tag}A`;

async function importFile(page: Page, channel: 'wechat' | 'alipay', name: string, buffer: Buffer) {
  await page.getByTestId('bill-channel').selectOption(channel);
  await page.getByTestId('bill-day').fill(DAY);
  await page.getByTestId('bill-file').setInputFiles({ name, mimeType: channel === 'wechat' ? 'text/csv' : 'application/zip', buffer });
  await page.getByTestId('bill-import').click();
}

test.beforeEach(async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: 'catc_lang', value: EN, url: baseURL! }]);
  await signIn(page, admin);
});

test('imports a WeChat and an Alipay statement on the daily bill check page', async ({ page }) => {
  await page.goto('/DailyBillCheck');
  const bill = weChatBillText(testMeta('wechat', DAY), [unknownRow(`42E2E${tag}`, WECHAT_ORDER)]);
  // A cut file: its summary is missing, refused whole.
  await importFile(page, 'wechat', 'cut.csv', Buffer.from(bill.split('\r\n').slice(0, 2).join('\r\n')));
  await expect(page.getByTestId('bill-error')).toContainText("statement's summary is missing");

  await importFile(page, 'wechat', 'wechat.csv', Buffer.from(bill));
  await expect(page.getByTestId('bill-result')).toContainText('Imported 1 rows: 0 matched, 1 differences');
  await expect(page.getByTestId(`bill-wechat-${DAY}`)).toContainText('wechat.csv');

  const zip = await alipayStatementZip(testMeta('alipay', DAY), [unknownRow(`2026E2E${tag}`, ALIPAY_ORDER)]);
  await importFile(page, 'alipay', 'alipay.zip', zip);
  await expect(page.getByTestId('bill-result')).toContainText('Imported 1 rows');
  await expect(page.getByTestId(`bill-alipay-${DAY}`)).toContainText('alipay.zip');
});

test('handles a difference with a decision and a reason', async ({ page }) => {
  await page.goto('/WeChatDataDifference');
  await expect(page.getByTestId(`list-${screenAt('/WeChatDataDifference')!.entity}`)).toBeVisible();
  const row = rowWith(page, WECHAT_ORDER);
  await expect(row).toContainText('Missing on our side');
  await expect(row).toContainText('12.50');
  await row.locator('[data-testid^="row-action-handle-"]').click();
  await page.getByTestId('action-field-decision').selectOption('claimFromChannel');
  await page.getByTestId('action-field-reason').fill('Not our merchant order: asked WeChat to check');
  await page.getByTestId('action-save').click();
  await expect(page.getByTestId('action-save')).toHaveCount(0);
  await expect(row).toContainText('Handled');
  await expect(row).toContainText('Not our merchant order: asked WeChat to check');
  // A handled difference cannot be handled again: the grid says so.
  await expect(row.locator('[data-testid^="row-action-handle-"]')).toBeDisabled();

  // The Alipay statement's row is on the Alipay list only.
  await page.goto('/AlipayDataDifference');
  await expect(page.getByRole('heading', { name: 'Alipay differences' })).toBeVisible();
  await expect(rowWith(page, ALIPAY_ORDER)).toContainText('Missing on our side');
  await expect(rowWith(page, WECHAT_ORDER)).toHaveCount(0);

  await page.goto('/HistoricalReconciliationRecords');
  await expect(page.getByRole('heading', { name: 'Reconciliation history' })).toBeVisible();
  await expect(rowWith(page, 'wechat.csv')).toContainText(DAY);
  await expect(rowWith(page, 'alipay.zip')).toContainText(DAY);
});
