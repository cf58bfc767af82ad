import { expect, test } from '@playwright/test';
import { customerService, operator, signIn } from './support/users';

test('an idle session times out with the Login Time Out alert, then lands on /login', async ({ page }) => {
  const base = process.env.E2E_TIMEOUT_URL!;
  await signIn(page, customerService, base);
  const alert = page.getByTestId('login-timeout');
  await expect(alert).toBeVisible({ timeout: 20_000 });
  await expect(alert).toContainText('登录超时');
  await expect(alert).toContainText('由于您登录后长时间未操作，请重新登录以确认您的身份');
  await page.keyboard.press('Escape');
  await expect(alert).toBeVisible();
  await page.getByTestId('login-timeout-confirm').click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto(`${base}/DataHome`);
  await expect(page).toHaveURL(/\/login$/);
});

test('the access token is renewed when its stored expiry has passed, and the new one works', async ({ page }) => {
  const base = process.env.E2E_RENEWAL_URL!;
  let renewals = 0;
  page.on('response', (response) => { if (response.headers()['x-token-renewed'] === '1') renewals += 1; });
  await signIn(page, operator, base);
  await expect(page.getByTestId('home-system')).toContainText('正常');
  for (let round = 1; round <= 2; round += 1) {
    await page.waitForTimeout(3_500);
    await page.reload();
    await expect(page.getByTestId('home-system')).toContainText('正常');
  }
  expect(renewals).toBeGreaterThanOrEqual(2);
  await expect(page.getByTestId('login-timeout')).toHaveCount(0);
});
