import { expect, test } from '@playwright/test';
import { admin, fillSignIn, operator, signIn } from './support/users';

test('an administrator signs in, in Chinese by default, and signs out', async ({ page }) => {
  await page.goto('/DataHome');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: '登录' })).toBeVisible();
  await fillSignIn(page, admin);
  await expect(page).toHaveURL(/\/DataHome$/);
  await expect(page.getByTestId('side-menu')).toContainText('数据与看板');
  await expect(page.getByTestId('side-menu')).toContainText('监控中心');
  await expect(page.getByTestId('home-system')).toContainText('正常');
  // The title is the configured projectName (here from the dictionary overlay).
  await expect(page).toHaveTitle('停车运营管理平台');
  // A signed-in user opening /login is sent home.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/DataHome$/);
  await page.getByTestId('user-menu').click();
  await page.getByTestId('sign-out').click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/DataHome');
  await expect(page).toHaveURL(/\/login$/);
});

test('the sign-in page switches to English and the console follows', async ({ page }) => {
  await page.goto('/login');
  await page.getByTestId('login-language').click();
  await page.getByTestId('login-language-en-US').click();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await fillSignIn(page, operator);
  await expect(page.getByTestId('side-menu')).toContainText('Data and dashboards');
  await expect(page.getByTestId('home-user')).toContainText('Operator');
  // And back to Chinese from the shell's switch.
  await page.getByTestId('language-switch').click();
  await page.getByTestId('language-zh-CN').click();
  await expect(page.getByTestId('side-menu')).toContainText('数据与看板');
});

test('a wrong password and an unknown account get the same answer', async ({ page }) => {
  await page.goto('/login');
  await fillSignIn(page, { account: 'auditor', password: 'Wrong#Password1' });
  const wrongPassword = await page.getByTestId('login-error').textContent();
  await fillSignIn(page, { account: 'nobody-here', password: 'Wrong#Password1' });
  await expect(page.getByTestId('login-error')).toHaveText(wrongPassword!);
  await fillSignIn(page, { account: '', password: '' });
  await expect(page.getByTestId('login-error')).toHaveText('输入不能为空。');
});

test('what is typed before the page has hydrated is kept, and nothing is sent before it', async ({ page }) => {
  // The page's scripts held back, as on a slow connection: the server-rendered form shows first.
  let release!: () => void;
  const held = new Promise<void>((resolve) => { release = resolve; });
  await page.route('**/_next/static/chunks/**', async (route) => { await held; await route.continue(); });
  await page.goto('/login', { waitUntil: 'commit' });
  await page.locator('input[name="account"]').fill(admin.account);
  await page.locator('input[name="password"]').fill(admin.password);
  // Enter before the script runs sends nothing (no password in a URL).
  await page.locator('input[name="password"]').press('Enter');
  await expect(page.getByTestId('login-submit')).toBeDisabled();
  expect(new URL(page.url()).search).toBe('');
  release();
  // Once hydrated, the typed account and password are the form's: signing in needs no retyping.
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/DataHome$/);
});

test('a signed-in user lands on the first permitted page and keeps the session across reloads', async ({ page }) => {
  await signIn(page, operator);
  await expect(page).toHaveURL(/\/DataHome$/);
  await page.reload();
  await expect(page.getByTestId('side-menu')).toBeVisible();
});
