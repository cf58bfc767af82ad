// Each page is sent only the message namespaces it uses (lib/i18n/client-messages.ts): opening
// the sign-in page, every special page and a list screen raises no missing-message error from
// next-intl in the browser. The namespaces a page is sent do not depend on the language, and the
// unit tests hold both languages to the same keys: each page is opened once, the pages shared
// between the two languages. Every special page is opened here, so each is checked with axe-core in
// the run (if no other test reached it first).
import { expect, test, type ConsoleMessage } from '@playwright/test';
import { PAGES } from '../lib/pages/registry';
import { checkingSpecialPages } from './support/special-pages';
import { admin, signIn } from './support/users';

const LIST_PAGE = '/EmployeeInformation';

const ROUTES = [...PAGES.map((p) => p.path), LIST_PAGE];
const LANGUAGES = ['zh-CN', 'en-US'] as const;

for (const [n, language] of LANGUAGES.entries()) {
  test(`no page misses a message it uses (${language}, every other page)`, async ({ browser, baseURL, reducedMotion }) => {
    test.setTimeout(180_000);
    const context = await browser.newContext({ locale: language, reducedMotion });
    await context.addCookies([{ name: 'catc_lang', value: language, url: baseURL! }]);
    const page = checkingSpecialPages(await context.newPage());
    const errors: string[] = [];
    const collect = (message: ConsoleMessage) => {
      if (message.type() === 'error' && /MISSING_MESSAGE|INSUFFICIENT_PATH|Could not resolve/.test(message.text())) errors.push(`${page.url()}: ${message.text()}`);
    };
    page.on('console', collect);

    await signIn(page, admin);
    for (const route of ROUTES.filter((_, i) => i % LANGUAGES.length === n)) {
      await page.goto(route);
      await expect(page.getByTestId('side-menu')).toBeVisible();
      await expect(page.getByTestId('not-found')).toHaveCount(0);
      await page.waitForLoadState('networkidle');
    }
    expect(errors).toEqual([]);
  });
}
