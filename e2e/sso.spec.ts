import { expect, test } from '@playwright/test';

test('a trusted portal on another origin signs the user in by postMessage', async ({ page }) => {
  await page.goto(`${process.env.E2E_PORTAL_URL}/?account=operator`);
  const frame = page.frameLocator('#console');
  await expect(frame.getByTestId('side-menu')).toBeVisible();
  await expect(frame.getByTestId('home-user')).toContainText('Operator');
});

test('a page on an origin that is not allowlisted may neither frame the console nor sign anyone in', async ({ page }) => {
  await page.goto(`${process.env.E2E_UNTRUSTED_PORTAL_URL}/?account=operator`);
  // frame-ancestors refuses to render the console inside it.
  await expect(page.frameLocator('#console').getByTestId('login-submit')).toHaveCount(0);

  await page.goto(`${process.env.E2E_UNTRUSTED_PORTAL_URL}/?account=operator&mode=popup`);
  const [popup] = await Promise.all([page.waitForEvent('popup'), page.locator('#open').click()]);
  await expect(page.locator('body')).toHaveAttribute('data-tickets-sent', 'yes', { timeout: 20_000 });
  await expect(popup.getByTestId('login-submit')).toBeVisible();
  await expect(popup.getByTestId('side-menu')).toHaveCount(0);
  await popup.goto(`${process.env.E2E_CONSOLE_URL}/DataHome`);
  await expect(popup).toHaveURL(/\/login$/);
});
