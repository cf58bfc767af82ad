// Every declared screen of the administration area, as the administrator, in both languages,
// through the generic cycle (support/crud-cycle.ts); and every declared screen opens in English.
import { expect, test } from '@playwright/test';
import { screenAt, SCREENS } from '../lib/screens/registry';
import { ADMIN_AREAS, crudCycle, crudScreens } from './support/crud-cycle';
import { labelsOf } from './support/screens';
import { admin, signIn } from './support/users';

const CRUD = crudScreens((s) => ADMIN_AREAS.includes(s.area));

test.describe.configure({ mode: 'serial' });

for (const language of ['zh-CN', 'en-US'] as const) for (const screen of CRUD) {
  test(`${screen.path} (${language}): create, filter, edit, export, import, delete`, async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    await crudCycle(page, baseURL!, screen, language);
  });
}

test('every declared screen opens in English with English labels', async ({ page }) => {
  test.setTimeout(60_000 + SCREENS.length * 3_000);
  await page.goto('/login');
  await page.getByTestId('login-language').click();
  await page.getByTestId('login-language-en-US').click();
  await signIn(page, admin);
  for (const declared of SCREENS) {
    const screen = screenAt(declared.path)!;
    const en = labelsOf('en-US', screen.entity);
    await page.goto(screen.path);
    await expect(page.getByTestId(`list-${screen.entity}`)).toBeVisible();
    await expect(page.getByRole('heading', { name: en.title })).toBeVisible();
    const firstListed = screen.fields.find((f) => f.list !== false && f.type !== 'password')!;
    await expect(page.getByTestId('list-grid').getByRole('columnheader', { name: en.fields[firstListed.name] }).first()).toBeVisible();
  }
});
