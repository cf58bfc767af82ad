// Reconciliation in Chromium, as the administrator, through the pages only: a WeChat trade bill
// and an Alipay statement zip (written by lib/reconcile's writers in the channels' real formats)
// imported on the daily bill check page, a malformed one refused with its line; the WeChat row no
// order of ours carries shows on /WeChatDataDifference and is handled with a decision and a
// reason; the two statements are in /HistoricalReconciliationRecords. A day's Alipay statement
// downloaded from the channel (a simulated Alipay server over HTTP, its merchant account entered on
// /AlipayPayParamsInfo) and reconciled on the daily bill check page.
import { generateKeyPairSync } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { alipayAdapter } from '../backend/channels/alipay';
import { startSimAlipay } from '../backend/channels/sim-alipay';
import { formatDay } from '../lib/i18n/dates';
import { alipayStatementZip } from '../lib/areas/reconcile/statements/alipay-writer';
import { testMeta } from '../lib/areas/reconcile/statements/fixtures';
import type { StatementRow } from '../lib/areas/reconcile/statements/types';
import { weChatBillText, weChatFee } from '../lib/areas/reconcile/statements/wechat-writer';
import { screenAt } from '../lib/screens/registry';
import { openList } from './support/records';
import { expectSaved, input, rowWith } from './support/screens';
import { test } from './support/special-pages';
import { admin, auditor, signIn } from './support/users';

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
  await page.getByTestId('bill-submit').click();
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
  await expect(rowWith(page, 'wechat.csv')).toContainText(formatDay(DAY, 'en-US'));
  await expect(rowWith(page, 'alipay.zip')).toContainText(formatDay(DAY, 'en-US'));
});

test('uploads a statement file on the abnormal bill upload page, streamed through the console', async ({ page }) => {
  // Its own day (three days ago), so the daily bill check's statements above are not in its way.
  const day = new Date(Date.now() + 8 * 3_600_000 - 3 * 86_400_000).toISOString().slice(0, 10);
  const row = (n: number): StatementRow => ({ ...unknownRow(`42UP${tag}${n}`, `TE2E${tag}U${n}`), at: `${day} 10:0${n}:00` });
  const bill = weChatBillText(testMeta('wechat', day), [row(1), row(2)]);
  await page.goto('/AbnormalBillUpload');
  await expect(page.getByRole('heading', { name: 'Abnormal bill upload' })).toBeVisible();
  // The latest statements come from the page's own query, so the page is hydrated once a row
  // shows: a day typed before hydration stays in the input but never reaches the form's state.
  await expect(page.getByTestId('upload-recent').locator('tbody tr').first()).toBeVisible();
  const upload = async (name: string, text: string) => {
    await page.getByTestId('upload-channel').selectOption('wechat');
    await page.getByTestId('upload-day').fill(day);
    await page.getByTestId('upload-file').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
    await page.getByTestId('upload-submit').click();
  };
  // The second row's amount edited by hand (finer than a fen): refused whole, naming its line.
  const lines = bill.split('\r\n');
  lines[2] = lines[2].replace('`12.50', '`12.501');
  await upload('edited.csv', lines.join('\r\n'));
  await expect(page.getByTestId('upload-error')).toContainText('Line 3');
  await expect(page.getByTestId(`upload-wechat-${day}`)).toHaveCount(0);

  await upload('upload.csv', bill);
  await expect(page.getByTestId('upload-result')).toContainText('Imported 2 rows: 0 matched, 2 differences');
  await expect(page.getByTestId(`upload-wechat-${day}`)).toContainText('upload.csv');
  // The same file again changes nothing.
  await upload('upload.csv', bill);
  await expect(page.getByTestId('upload-result')).toContainText('imported before: nothing changed');
  await expect(page.getByTestId(`upload-wechat-${day}`)).toHaveCount(1);
});

test('the upload route takes a file only for an operation declared for one, granted, with its input alone', async ({ page, browser, baseURL }) => {
  await page.goto('/AbnormalBillUpload');
  const post = (target: Page, url: string, contentType = 'application/octet-stream', body = 'x') => target.evaluate(async ([u, type, b]) => {
    const response = await fetch(u, { method: 'POST', headers: { 'content-type': type, 'x-catc-request': '1' }, body: b });
    return response.status;
  }, [url, contentType, body] as const);
  const day = new Date(Date.now() + 8 * 3_600_000 - 4 * 86_400_000).toISOString().slice(0, 10);
  const upload = `/api/upload/abnormalBillUpload.uploadStatement?channel=wechat&day=${day}&fileName=x.csv`;
  // Not an upload operation; the upload operation through the JSON route; a field the input lacks.
  expect(await post(page, '/api/upload/dailyBillCheck.days')).toBe(404);
  expect(await post(page, '/api/ashx/abnormalBillUpload.uploadStatement', 'application/json', JSON.stringify({ channel: 'wechat', day, fileName: 'x.csv' }))).toBe(404);
  expect(await post(page, `${upload}&smuggled=1`)).toBe(400);
  // A form post (what another site could send) is refused before anything is read.
  expect(await post(page, upload, 'text/plain')).toBe(403);
  // A user whose menu holds the page but not its upload button (the auditor).
  const context = await browser.newContext({ baseURL });
  const other = await context.newPage();
  await other.context().addCookies([{ name: 'catc_lang', value: EN, url: baseURL! }]);
  await signIn(other, auditor);
  expect(await post(other, upload)).toBe(403);
  await context.close();
  await page.goto('/AbnormalBillUpload');
  await expect(page.getByTestId('upload-recent')).toBeVisible();
  await expect(page.getByTestId(`upload-wechat-${day}`)).toHaveCount(0);
});

test('downloads a day\'s statement from the channel and reconciles it', async ({ page }) => {
  // Its own day (five days ago); the channel is a simulated Alipay gateway on this machine, paid that day.
  const day = new Date(Date.now() + 8 * 3_600_000 - 5 * 86_400_000).toISOString().slice(0, 10);
  const app = generateKeyPairSync('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });
  const appId = `20210042${String(Date.now()).slice(-8)}`;
  const alipay = await startSimAlipay({ appId, appPublicKey: app.publicKey, now: () => Date.parse(`${day}T11:00:00+08:00`) });
  try {
    await alipayAdapter({ gatewayUrl: alipay.gatewayUrl, appId, privateKey: app.privateKey, alipayPublicKey: alipay.alipayPublicKey, notifyUrl: null })
      .pay({ outTradeNo: `TE2E${tag}D`, amount: 880, authCode: '28763443825664394', subject: '停车费' });
    // The merchant account for every lot, enabled.
    await openList(page, '/AlipayPayParamsInfo');
    await page.getByTestId('list-create').click();
    await input(page, 'name').fill(`Alipay statements ${tag}`);
    await input(page, 'appId').fill(appId);
    await input(page, 'privateKey').fill(app.privateKey);
    await input(page, 'alipayPublicKey').fill(alipay.alipayPublicKey);
    await input(page, 'gatewayUrl').fill(alipay.gatewayUrl);
    await input(page, 'notifyUrl').fill('http://127.0.0.1:9/notify/alipay');
    await input(page, 'status').selectOption('1');
    await page.getByTestId('form-save').click();
    await expectSaved(page);

    await page.goto('/DailyBillCheck');
    await expect(page.getByTestId(`bill-alipay-${DAY}`)).toBeVisible();
    await page.getByTestId('download-channel').selectOption('alipay');
    await page.getByTestId('download-day').fill(day);
    await page.getByTestId('download-submit').click();
    // The channel's row names no order of ours: reconciled, one difference.
    await expect(page.getByTestId('download-result')).toContainText('Imported 1 rows: 0 matched, 1 differences');
    await expect(page.getByTestId(`bill-alipay-${day}`)).toContainText(`alipay-${day}.zip`);
  } finally {
    await alipay.close();
  }
});
