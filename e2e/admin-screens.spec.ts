// Every declared screen of the administration area, as the administrator, through the generic
// cycle (support/crud-cycle.ts), the language alternating from screen to screen (both languages'
// keys are compared by the unit tests); and every screen no cycle opens, opened in English.
import { expect, test } from '@playwright/test';
import { screenAt, SCREENS } from '../lib/screens/registry';
import { ADMIN_AREAS, crudCycle, crudScreens } from './support/crud-cycle';
import { labelsOf } from './support/screens';
import { admin, signIn } from './support/users';

const CRUD = crudScreens((s) => ADMIN_AREAS.includes(s.area));

test.describe.configure({ mode: 'parallel' });

CRUD.forEach((screen, n) => {
  const language = n % 2 === 0 ? 'en-US' : 'zh-CN';
  test(`${screen.path} (${language}): create, filter, edit, export, import, delete`, async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    await crudCycle(page, baseURL!, screen, language);
  });
});

/** Screens the generic cycle does not open (here or in area-screens.spec.ts), in two halves so both workers share them. */
const UNCYCLED = SCREENS.map((s) => screenAt(s.path)!).filter((s) => !crudScreens(() => true).includes(s));
const halves = [UNCYCLED.filter((_, i) => i % 2 === 0), UNCYCLED.filter((_, i) => i % 2 === 1)];

halves.forEach((screens, half) => {
  test(`every screen without a generic cycle opens in English with English labels (${half + 1}/2)`, async ({ page, baseURL }) => {
    test.setTimeout(60_000 + screens.length * 3_000);
    // The language as the sign-in page's switch leaves it (sign-in.spec.ts drives the switch itself).
    await page.context().addCookies([{ name: 'catc_lang', value: 'en-US', url: baseURL! }]);
    await signIn(page, admin);
    for (const screen of screens) {
      const en = labelsOf('en-US', screen.entity);
      // As the side menu opens a page: client-side navigation (the shell stays, the page is fetched).
      await page.evaluate((path) => (window as unknown as { next: { router: { push(path: string): void } } }).next.router.push(path), screen.path);
      await expect(page).toHaveURL(screen.path);
      await expect(page.getByTestId(`list-${screen.entity}`)).toBeVisible();
      await expect(page.getByRole('heading', { name: en.title })).toBeVisible();
      const firstListed = screen.fields.find((f) => f.list !== false && f.type !== 'password')!;
      await expect(page.getByTestId('list-grid').getByRole('columnheader', { name: en.fields[firstListed.name] }).first()).toBeVisible();
    }
  });
});
