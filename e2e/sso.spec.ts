import { expect, test } from '@playwright/test';

test('a trusted portal on another origin signs the user in by postMessage', async ({ page }) => {
  await page.goto(`${process.env.E2E_PORTAL_URL}/?account=operator`);
  const frame = page.frameLocator('#console');
  await expect(frame.getByTestId('side-menu')).toBeVisible();
  await expect(frame.getByTestId('home-user')).toContainText('operator');
});

test('a portal that is not allowlisted is ignored', async ({ page }) => {
  await page.goto(`${process.env.E2E_UNTRUSTED_PORTAL_URL}/?account=operator`);
  const frame = page.frameLocator('#console');
  await expect(frame.getByTestId('login-submit')).toBeVisible();
  await page.waitForTimeout(2_000);
  await expect(frame.getByTestId('login-submit')).toBeVisible();
  await expect(frame.getByTestId('side-menu')).toHaveCount(0);
});
