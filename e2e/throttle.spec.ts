import { expect, test } from '@playwright/test';
import { admin, fillSignIn, signIn } from './support/users';

test('repeated wrong passwords lock the account name until an administrator unlocks it', async ({ page, browser }) => {
  const account = `ghost-${Date.now()}`;
  await page.goto('/login');
  const wrong = { account, password: 'Wrong#Password1' };
  await fillSignIn(page, wrong);
  const firstAnswer = await page.getByTestId('login-error').textContent();
  for (let attempt = 2; attempt <= 5; attempt += 1) {
    await fillSignIn(page, wrong);
    await expect(page.getByTestId('login-error')).toBeVisible();
  }
  await fillSignIn(page, wrong);
  await expect(page.getByTestId('login-error')).not.toHaveText(firstAnswer!);
  const lockedAnswer = await page.getByTestId('login-error').textContent();

  const adminPage = await (await browser.newContext({ locale: 'zh-CN' })).newPage();
  await signIn(adminPage, admin, process.env.E2E_CONSOLE_URL);
  await adminPage.goto(`${process.env.E2E_CONSOLE_URL}/SystemOperationMonitoring`);
  await adminPage.getByTestId(`unlock-${account}`).click();
  await expect(adminPage.getByTestId('unlock-account-input')).toHaveValue(account);
  await adminPage.getByTestId('unlock-confirm').click();
  await expect(adminPage.getByTestId(`unlock-${account}`)).toHaveCount(0);

  await fillSignIn(page, wrong);
  await expect(page.getByTestId('login-error')).toHaveText(firstAnswer!);
  expect(lockedAnswer).not.toBe(firstAnswer);
});
