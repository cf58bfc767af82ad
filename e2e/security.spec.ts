import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { unsealData } from 'iron-session';
import { admin, signIn } from './support/users';

test('state-changing calls from another origin, or without the custom header, are refused', async ({ page, request, baseURL }) => {
  await signIn(page, admin);
  const cookies = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
  const post = (headers: Record<string, string>, data: string) =>
    request.post(`${baseURL}/api/ashx/systemMonitoring.unlockAccount`, { headers: { cookie: cookies, ...headers }, data });
  const body = JSON.stringify({ account: 'ghost' });
  const json = { 'content-type': 'application/json', 'x-catc-request': '1' };
  expect((await post({ ...json, origin: 'http://evil.example' }, body)).status()).toBe(403);
  expect((await post({ 'content-type': 'application/json' }, body)).status()).toBe(403);
  expect((await post({ 'content-type': 'application/x-www-form-urlencoded', 'x-catc-request': '1' }, 'account=ghost')).status()).toBe(403);
  expect((await post({ ...json, origin: new URL(baseURL!).origin }, body)).status()).toBe(200);
  // Without a session nothing is forwarded.
  const anonymous = await request.post(`${baseURL}/api/ashx/dataHome.overview`, { headers: { ...json, cookie: '' }, data: '{}' });
  expect(anonymous.status()).toBe(401);
});

test('neither the access token nor the signing secret ever reaches the browser', async ({ page }) => {
  const bodies: string[] = [];
  page.on('response', async (response) => {
    try { bodies.push(await response.text()); } catch { /* redirects have no body */ }
  });
  await signIn(page, admin);
  await page.goto('/SystemOperationMonitoring');
  await expect(page.getByTestId('requests-by-handler')).toContainText('WebPowerList');
  const sealed = (await page.context().cookies()).find((c) => c.name === 'catc_session')!;
  expect(sealed.httpOnly).toBe(true);
  const session = await unsealData<{ accessToken: string }>(sealed.value, { password: process.env.SESSION_SECRET! });
  const secrets = [session.accessToken, process.env.ASHX_SIGNING_SECRET!, process.env.SESSION_SECRET!];
  expect(session.accessToken.length).toBeGreaterThan(16);

  const visible = await page.evaluate(() => JSON.stringify({
    cookie: document.cookie, local: { ...localStorage }, session: { ...sessionStorage }, html: document.documentElement.outerHTML,
  }));
  const staticDir = path.join(__dirname, '..', '.next', 'static');
  const bundles = (function walk(dir: string): string[] {
    return readdirSync(dir).flatMap((name) => {
      const full = path.join(dir, name);
      return statSync(full).isDirectory() ? walk(full) : [readFileSync(full, 'utf8')];
    });
  })(staticDir);
  expect(bodies.length).toBeGreaterThan(5);
  for (const secret of secrets) {
    expect(bodies.some((b) => b.includes(secret))).toBe(false);
    expect(visible.includes(secret)).toBe(false);
    expect(bundles.some((b) => b.includes(secret))).toBe(false);
  }
});

test('pages carry a script nonce policy and run under it without a violation', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => { if (/Content Security Policy/i.test(message.text())) violations.push(message.text()); });
  const login = await page.goto('/login');
  const policy = login!.headers()['content-security-policy'];
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  expect(policy).toMatch(/script-src 'self' 'nonce-[^']+' 'strict-dynamic'/);
  expect(policy).toMatch(/frame-ancestors 'self' http:\/\/localhost:\d+/);
  // Next.js put this response's nonce on its scripts.
  expect(await page.locator(`script[nonce]`).count()).toBeGreaterThan(0);
  expect(await page.locator('script[nonce]').first().evaluate((s) => (s as HTMLScriptElement).nonce)).toBe(nonce);
  await signIn(page, admin);
  await page.goto('/EmployeeInformation');
  await expect(page.getByTestId('list-grid')).toBeVisible();
  expect(violations).toEqual([]);
  // Markup injected into the page cannot run script: an inline handler has no nonce.
  await page.evaluate(() => {
    const image = document.createElement('img');
    image.setAttribute('onerror', 'window.__injected = true');
    image.src = 'data:,not-an-image';
    document.body.appendChild(image);
  });
  await expect.poll(() => violations.length).toBeGreaterThan(0);
  const injected = await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected === true);
  expect(injected).toBe(false);
});
