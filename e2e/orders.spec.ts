// A temporary order in Chromium, as the administrator: a vehicle parked 2.5 hours at 2.50 per
// started hour (made by a signed backend call, as a lot's systems would) is shown owing 7.50 on
// /TempOrder, paid in cash at the booth with the amount typed in yuan; the paid order offers no
// second payment and says why; its detail shows the fee lines and the payment, and the payment is
// on /PaymentInfo.
import { expect, type Page, test } from '@playwright/test';
import { callAshx } from '../lib/ashx/client';
import { screenAt } from '../lib/screens/registry';
import { rowWith } from './support/screens';
import { admin, signIn } from './support/users';

const EN = 'en-US';
/** The flat rate form (lib/tariff/form.ts): 2.50 per started hour all day. */
const RATE = {
  pricingMode: 'time', billingModel: 'cumulative', freeMode: 'freeIfShorter', rounding: 'up', laterDays: 'priced', overshoot: 'carry',
  holidayMode: 'same', dayStart: '00:00', dayEnd: '00:00', unitMinutes: 60, unitPrice: 250,
};

/** A signed server-to-server call of the backend (no token). */
async function backend<T>(handler: string, payload: Record<string, unknown>): Promise<T> {
  const result = await callAshx<T>({
    baseUrl: process.env.ASHX_BASE_URL!, handler, payload, signingSecret: process.env.ASHX_SIGNING_SECRET, language: EN,
  });
  if (!result.ok) throw new Error(`${handler} failed: ${JSON.stringify(result)}`);
  return result.data;
}

async function open(page: Page, path: string, plate: string) {
  await page.goto(path);
  await expect(page.getByTestId(`list-${screenAt(path)!.entity}`)).toBeVisible();
  await page.getByTestId('filter-plate').fill(plate);
  await page.getByTestId('filter-search').click();
  await expect(rowWith(page, plate)).toHaveCount(1);
}

test('/TempOrder: an order priced as its rate says, paid in cash at the booth, in its detail and on /PaymentInfo', async ({ page, baseURL }) => {
  test.setTimeout(120_000);
  const plate = `粤B${String(Date.now() % 100_000).padStart(5, '0')}`;
  const { lotId } = await backend<{ lotId: number }>('HandlersCatc/DemoData', { GetList: 'Stay', lotName: 'E2E orders lot', rate: RATE, plate, minutesAgo: 150 });
  // A pay terminal asks what the plate owes: the order is made.
  const quoted = await backend<{ orderNo: string; due: number }>('CreateOrderInfo', { lotId, plate });
  expect(quoted.due).toBe(750);

  await page.context().addCookies([{ name: 'catc_lang', value: EN, url: baseURL! }]);
  await signIn(page, admin);
  await open(page, '/TempOrder', plate);
  const row = () => rowWith(page, plate);
  await expect(row()).toContainText(quoted.orderNo);
  await expect(row()).toContainText('7.50');
  await expect(row()).toContainText('Unpaid');

  // Cash at the booth, typed in yuan.
  await row().locator('[data-testid^="row-action-pay-"]').click();
  await page.getByTestId('action-field-amount').fill('7.50');
  await page.getByTestId('action-save').click();
  await expect(page.getByTestId('action-save')).toHaveCount(0);
  await expect(row()).toContainText('Paid, not yet out');
  await expect(row()).toContainText('0.00');

  // Nothing left to pay: the button says why.
  const pay = row().locator('[data-testid^="row-action-pay-"]');
  await expect(pay).toBeDisabled();
  await pay.locator('..').hover();
  await expect(page.getByRole('tooltip')).toContainText('This order has nothing left to pay.');

  // The detail: three started hours at 2.50, and the payment.
  await row().locator('[data-testid^="row-detail-"]').click();
  const lines = page.getByTestId('detail-section-feeLines');
  await expect(lines).toContainText('Time units');
  await expect(lines).toContainText('2.50');
  await expect(lines).toContainText('7.50');
  const payments = page.getByTestId('detail-section-payments');
  await expect(payments).toContainText('Cash');
  await expect(payments).toContainText('Booth');
  await expect(payments).toContainText('7.50');
  // Closed with Escape: the fixed top bar (z-index above drawers) covers the drawer's own close button.
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('detail-drawer')).toHaveCount(0);

  await open(page, '/PaymentInfo', plate);
  await expect(rowWith(page, plate)).toContainText(quoted.orderNo);
  await expect(rowWith(page, plate)).toContainText('Cash');
  await expect(rowWith(page, plate)).toContainText('7.50');
});
