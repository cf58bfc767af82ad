// Refunds and pay params end to end in Chromium (English): a cash payment made at the booth is
// refunded in two steps by two people — customer service (the administrator) requests it on
// /OrderRefundList in a dialog that shows the payment and what is left (an over-long reason and
// too much refused before sending), cannot review it himself (the button says why), a second
// staff member reviews and confirms it on /RefundReview, where it stays listed refunded, and
// /RefundRecord shows it refunded. /AlipayPayParamsInfo
// takes an account's secrets and shows only their masks: no answer of the console's routes
// carries a secret back.
import { generateKeyPairSync } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { expectSaved, input, rowWith, runSearch } from './support/screens';
import { LIVE, createRow, openList, selectContaining, createPerVisitRate, letInByHand } from './support/records';
import { admin, createStaff, signIn } from './support/users';

test.describe.configure({ mode: 'serial' });

const EN = 'en-US';
const tag = Date.now().toString(36).toUpperCase();
const LOT = `E2E refunds lot ${tag}`;
const PLATE = `粤F${String(Date.now() % 100_000).padStart(5, '0')}`;
const finance = { account: `finance${tag.toLowerCase()}`, password: 'Finance#2026-e2e' };

async function findBy(page: Page, path: string, filter: string, value: string) {
  await openList(page, path);
  await page.getByTestId(`filter-${filter}`).fill(value);
  await runSearch(page);
  await expect(rowWith(page, value)).toHaveCount(1, LIVE);
}

async function confirmAction(page: Page, row: string, action: string) {
  await rowWith(page, row).locator(`[data-testid^="row-action-${action}-"]`).click();
  await page.getByTestId('confirm-ok').click();
  await expect(page.getByTestId('confirm-ok')).toHaveCount(0);
}

test.beforeEach(async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: 'catc_lang', value: EN, url: baseURL! }]);
});

test('a cash payment refunded in two steps by two people', async ({ page, browser, baseURL }) => {
  test.setTimeout(240_000);
  await signIn(page, admin);
  // A lot with a rate of 7.50 a visit; a vehicle let in by hand pays it at the booth.
  await createRow(page, '/ParkingInformation', { name: LOT });
  await createPerVisitRate(page, `Refund rate ${tag}`, LOT);
  const reason = await createRow(page, '/IncomingReason', {});
  await letInByHand(page, LOT, PLATE, reason);
  await findBy(page, '/TempOrder', 'plate', PLATE);
  await rowWith(page, PLATE).locator('[data-testid^="row-action-pay-"]').click();
  await page.getByTestId('action-field-received').fill('7.50');
  await page.getByTestId('action-save').click();
  await expect(page.getByTestId('action-save')).toHaveCount(0);

  // Customer service asks for 5.00 back. The dialog shows the payment, its plate and what is
  // left, and starts the refund amount at all of it.
  await findBy(page, '/OrderRefundList', 'plate', PLATE);
  await expect(rowWith(page, PLATE)).toContainText('7.50');
  await rowWith(page, PLATE).locator('[data-testid^="row-action-requestRefund-"]').click();
  for (const [field, text] of [['plate', PLATE], ['channel', 'Cash'], ['amount', '¥7.50'], ['refunded', '¥0.00'], ['remaining', '¥7.50']]) {
    await expect(page.getByTestId(`action-context-${field}`)).toHaveText(text);
  }
  await expect(page.getByTestId('action-context-paymentNo')).not.toBeEmpty();
  const amount = page.getByLabel('Refund amount');
  await expect(amount).toHaveValue('7.50');
  // A 300-character reason is refused before anything is sent, its limit shown; nothing is cut.
  const why = page.getByTestId('action-field-reason');
  await expect(page.getByTestId('action-field-reason-limit')).toHaveText('0/100');
  await why.fill('R'.repeat(300));
  await expect(page.getByTestId('action-error-reason')).toHaveText('Text length must be 1 to 100 characters (300/100)');
  await page.getByTestId('action-save').click();
  await expect(page.getByTestId('action-error-reason')).toHaveText('Text length must be 1 to 100 characters');
  await expect(why).toHaveValue('R'.repeat(300));
  await why.fill('Charged by mistake');
  await expect(page.getByTestId('action-field-reason-limit')).toHaveText('18/100');
  // More than is left is refused in the backend's words.
  await amount.fill('8.00');
  await page.getByTestId('action-save').click();
  await expect(page.getByTestId('action-error-amount')).toHaveText('The refund exceeds what is left to refund of this payment (7.50 yuan).');
  await amount.fill('5.00');
  await page.getByTestId('action-save').click();
  await expect(page.getByTestId('action-save')).toHaveCount(0);
  await expect(rowWith(page, PLATE)).toContainText('2.50');

  // The requester cannot review his own request: the button says why.
  await findBy(page, '/RefundReview', 'plate', PLATE);
  await expect(rowWith(page, PLATE)).toContainText('Requested');
  const review = rowWith(page, PLATE).locator('[data-testid^="row-action-review-"]');
  await expect(review).toBeDisabled();
  await review.locator('..').hover();
  await expect(page.getByRole('tooltip')).toContainText('An approval needs a second person');

  // A second person reviews, then confirms as finance: cash is handed back at once.
  await createStaff(page, finance, '超级管理员');
  const second = await (await browser.newContext({ locale: EN })).newPage();
  await second.context().addCookies([{ name: 'catc_lang', value: EN, url: baseURL! }]);
  await signIn(second, finance, baseURL);
  await second.goto(`${baseURL}/RefundReview`);
  await second.getByTestId('filter-plate').fill(PLATE);
  await runSearch(second);
  await expect(rowWith(second, PLATE)).toHaveCount(1, LIVE);
  await expect(rowWith(second, PLATE).locator('[data-testid^="row-action-confirm-"]')).toBeDisabled();
  await confirmAction(second, PLATE, 'review');
  await expect(rowWith(second, PLATE)).toContainText('Reviewed');
  await confirmAction(second, PLATE, 'confirm');
  // Refunded, it stays on the list: under every state and under its own.
  await expect(rowWith(second, PLATE)).toContainText('Refunded', LIVE);
  await second.getByTestId('filter-state').selectOption({ label: 'Refunded' });
  await runSearch(second);
  await expect(rowWith(second, PLATE)).toHaveCount(1, LIVE);

  await findBy(page, '/RefundRecord', 'plate', PLATE);
  await expect(rowWith(page, PLATE)).toContainText('Refunded');
  await expect(rowWith(page, PLATE)).toContainText('5.00');
  await expect(rowWith(page, PLATE)).toContainText(finance.account);
});

test('the Alipay pay params show only masked secrets, and no answer carries one back', async ({ page }) => {
  test.setTimeout(120_000);
  const keys = generateKeyPairSync('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });
  const appId = `20210041${String(Date.now()).slice(-8)}`;
  const secretLines = [appId, ...keys.privateKey.split('\n').filter((l) => l.length > 40), ...keys.publicKey.split('\n').filter((l) => l.length > 40)];
  const answers: string[] = [];
  page.on('response', async (response) => {
    if (response.url().includes('/api/')) answers.push(await response.text().catch(() => ''));
  });
  await signIn(page, admin);
  await openList(page, '/AlipayPayParamsInfo');
  await page.getByTestId('list-create').click();
  const name = `Alipay ${tag}`;
  await input(page, 'name').fill(name);
  await selectContaining(page, 'form-field-lotId', LOT);
  await input(page, 'appId').fill(appId);
  await input(page, 'privateKey').fill(keys.privateKey);
  await input(page, 'alipayPublicKey').fill(keys.publicKey);
  await input(page, 'gatewayUrl').fill('https://openapi.alipay.com/gateway.do');
  await input(page, 'status').selectOption('1');
  await page.getByTestId('form-save').click();
  await expectSaved(page);
  await page.getByTestId('filter-name').fill(name);
  await runSearch(page);
  await expect(rowWith(page, name)).toHaveCount(1, LIVE);
  await expect(rowWith(page, name)).toContainText(`********${appId.slice(-4)}`);
  // Edited with the secrets left blank: they stay, still masked, never filled into the form.
  await rowWith(page, name).locator('[data-testid^="row-edit-"]').click();
  await expect(input(page, 'privateKey')).toHaveValue('');
  await input(page, 'remark').fill('Main account');
  await page.getByTestId('form-save').click();
  await expectSaved(page);
  await expect(rowWith(page, name)).toContainText(`********${appId.slice(-4)}`);
  await expect(page.locator('body')).not.toContainText(appId);
  expect(answers.length).toBeGreaterThan(0);
  for (const line of secretLines) expect(answers.join('\n')).not.toContain(line);
});
