// The permission matrix: the auditor, granted every page and of the buttons only the exports (and
// the shift receipt), sees no add, edit, delete or import control, only export, and the BFF and the
// backend both refuse the operations he is not granted.
import { expect, test } from '@playwright/test';
import { callAshx } from '../lib/ashx/client';
import { SCREEN_COMPRESS, SCREEN_HANDLER, getListOf } from '../lib/screens/operations';
import { screenAt, SCREENS } from '../lib/screens/registry';
import { sampleValues } from '../lib/screens/schema';
import { auditor, postFromPage, signIn } from './support/users';

const screens = SCREENS.map((s) => screenAt(s.path)!).filter((s) => s.buttons.create);
/** A screen that offers every action, so that each refusal is about permission. */
const everyAction = screens.find((s) => s.buttons.update && s.buttons.delete && s.buttons.export && s.buttons.import)!;

test('the auditor sees lists without any control that changes data', async ({ page }) => {
  await signIn(page, auditor);
  for (const screen of screens.slice(0, 8)) {
    await page.goto(screen.path);
    await expect(page.getByTestId(`list-${screen.entity}`)).toBeVisible();
    await expect(page.getByTestId('list-grid')).toBeVisible();
    await expect(page.getByTestId('list-export')).toHaveCount(screen.buttons.export ? 1 : 0);
    for (const id of ['list-create', 'list-import', 'bulk-delete']) await expect(page.getByTestId(id)).toHaveCount(0);
    await expect(page.locator('[data-testid^="row-edit-"], [data-testid^="row-delete-"]')).toHaveCount(0);
  }
});

test('the BFF refuses the auditor\'s writes and imports, and lets him export', async ({ page }) => {
  await signIn(page, auditor);
  const screen = everyAction;
  const list = await postFromPage(page, '/api/screen', { path: screen.path, action: 'list', payload: { startIndex: 1, endIndex: 10, filters: {} } });
  expect(list.status).toBe(200);
  for (const [action, payload] of [['create', { values: sampleValues(screen) }], ['update', { id: 1, values: sampleValues(screen, 'update') }], ['delete', { ids: [1] }]] as const) {
    const refused = await postFromPage(page, '/api/screen', { path: screen.path, action, payload });
    expect([action, refused.status]).toEqual([action, 403]);
  }
  expect((await postFromPage(page, '/api/screen/export', { path: screen.path, filters: {}, format: 'csv' })).status).toBe(200);
  const imported = await page.evaluate(async (p) => (await fetch(`/api/screen/import?path=${encodeURIComponent(p)}`, {
    method: 'POST', headers: { 'content-type': 'application/octet-stream', 'x-catc-request': '1' }, body: 'a,b\n1,2',
  })).status, screen.path);
  expect(imported).toBe(403);
});

test('the backend refuses them too, called directly with the user\'s own token', async () => {
  const base = process.env.ASHX_BASE_URL!;
  const signedIn = await callAshx<{ accessToken: string }>({ baseUrl: base, handler: 'Login', payload: { userId: auditor.account, password: auditor.password, deviceId: 'e2e' }, language: 'en-US' });
  expect(signedIn.ok).toBe(true);
  const token = signedIn.ok ? signedIn.data.accessToken : '';
  const screen = everyAction;
  const send = (action: string, payload: object) => callAshx({
    baseUrl: base, handler: SCREEN_HANDLER, compress: SCREEN_COMPRESS, userId: auditor.account, accessToken: token,
    signingSecret: process.env.ASHX_SIGNING_SECRET, language: 'en-US', payload: { ...payload, page: screen.path, GetList: getListOf(screen.entity, action) },
  });
  expect((await send('list', { startIndex: 1, endIndex: 10, filters: {} })).ok).toBe(true);
  for (const [action, payload] of [['create', { values: sampleValues(screen) }], ['delete', { ids: [1] }], ['import', { rows: [], fileName: 'x.csv' }]] as const) {
    const refused = await send(action, payload);
    expect([action, refused.ok ? 200 : refused.error.statusCode]).toEqual([action, 403]);
  }
});
