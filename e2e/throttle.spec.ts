import { type Browser, expect, test } from '@playwright/test';
import { AUDITOR } from '../backend/demo/staff-roles';
import { admin, createStaff, fillSignIn, screenCall, signIn } from './support/users';

const consoleUrl = process.env.E2E_CONSOLE_URL!;
/** The console that trusts one proxy hop (scripts/e2e.mjs). */
const proxiedUrl = process.env.E2E_RENEWAL_URL!;

/**
 * A browser that reaches the console through the trusted hop from an address of its own, so the
 * failures it provokes lock that address and never this machine's, which every other spec signs in from.
 */
async function fromOwnAddress(browser: Browser, locale = 'zh-CN') {
  const address = `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
  const context = await browser.newContext({ locale, baseURL: proxiedUrl, extraHTTPHeaders: { 'x-forwarded-for': address } });
  return context.newPage();
}

test('repeated wrong passwords lock the account name until an administrator unlocks it', async ({ browser }) => {
  const page = await fromOwnAddress(browser);
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

test('an account under attack still lets its owner in from a browser that signed in before', async ({ browser }) => {
  test.setTimeout(120_000);
  const adminPage = await (await browser.newContext({ locale: 'en-US' })).newPage();
  await signIn(adminPage, admin, consoleUrl);
  await adminPage.goto(`${consoleUrl}/EmployeeInformation`);
  const owner = { account: `owner${Date.now().toString(36)}`, password: 'Owner#Pass-2026' };
  await createStaff(adminPage, owner, AUDITOR.name);

  // The owner's browser signs in once, then its session ends (the known-device cookie stays).
  const ownerContext = await browser.newContext({ locale: 'en-US' });
  const ownerPage = await ownerContext.newPage();
  await signIn(ownerPage, owner, consoleUrl);
  expect((await ownerContext.cookies()).map((c) => c.name)).toContain('catc_device');
  await ownerContext.clearCookies({ name: 'catc_session' });

  // Someone else fails five times: the account is locked for them, even with the right password.
  const attacker = await fromOwnAddress(browser);
  await attacker.goto('/login');
  for (let attempt = 1; attempt <= 5; attempt += 1) {
    await fillSignIn(attacker, { ...owner, password: `Wrong#Pass-${attempt}` });
    await expect(attacker.getByTestId('login-error')).toBeVisible();
  }
  await fillSignIn(attacker, owner);
  await expect(attacker.getByTestId('login-error')).toHaveText('登录失败次数过多，该账号已被锁定，请 15 分钟后再试。');

  // The owner's own browser is let in.
  await signIn(ownerPage, owner, consoleUrl);
});

test('a forged forwarded address is ignored without a proxy and honoured behind one trusted hop', async ({ page, request }) => {
  const account = `forged-${Date.now().toString(36)}`;
  const attempt = (base: string, forwarded: string) => request.post(`${base}/api/auth/login`, {
    headers: { 'content-type': 'application/json', 'x-catc-request': '1', 'x-forwarded-for': forwarded },
    data: { userId: account, password: 'Wrong#Password1', deviceId: '' },
  });
  // Refused as a wrong password (a business answer), not throttled.
  const direct = await attempt(consoleUrl, '203.0.113.77');
  expect(direct.status(), await direct.text()).toBe(422);
  const proxied = await attempt(proxiedUrl, '192.0.2.1, 203.0.113.78');
  expect(proxied.status(), await proxied.text()).toBe(422);

  await signIn(page, admin, consoleUrl);
  await page.goto(`${consoleUrl}/OperationAuditLog`);
  const logged = await screenCall(page, '/OperationAuditLog', 'list', { startIndex: 1, endIndex: 10, filters: { actor: account } });
  const addresses = (logged.body?.data?.rows ?? []).map((r) => String(r.address)).sort();
  // Without a proxy the socket's peer (this machine), behind one hop the proxy's last entry.
  expect(addresses).toHaveLength(2);
  expect(addresses).toContain('203.0.113.78');
  expect(addresses.find((a) => a !== '203.0.113.78')).toMatch(/^(127\.0\.0\.1|::1)$/);
});
