// The generic cycles' browser: per worker, one page per language signed in as the administrator,
// kept from test to test. A cycle opens its screen as the side menu does (client-side navigation):
// a new page per test loaded and compiled the whole console again, the browser tests' largest cost
// (docs/performance.md "npm test").
import { test as base, type Browser, type BrowserContextOptions, type Page, type TestInfo } from '@playwright/test';
import type { Language } from './crud-cycle';
import { admin, signIn } from './users';

export interface Consoles {
  /** The worker's signed-in page in that language (made when first asked for). */
  (language: Language): Promise<Page>;
  /** After a failure: the page is closed, and the next test in that language signs in on a fresh one. */
  drop(language: Language): Promise<void>;
}

async function signedInPage(browser: Browser, language: Language, reducedMotion: BrowserContextOptions['reducedMotion']): Promise<Page> {
  const baseURL = process.env.E2E_CONSOLE_URL!;
  // A context made here does not take the configuration's options by itself.
  const context = await browser.newContext({ baseURL, locale: language, reducedMotion });
  await context.addCookies([{ name: 'catc_lang', value: language, url: baseURL }]);
  const page = await context.newPage();
  await signIn(page, admin);
  return page;
}

export const test = base.extend<object, { consoleIn: Consoles }>({
  consoleIn: [async ({ browser }, use, workerInfo) => {
    const pages = new Map<Language, Promise<Page>>();
    const close = async (page: Promise<Page> | undefined) => { await (await page?.catch(() => null))?.context().close(); };
    const consoles = Object.assign((language: Language) => {
      if (!pages.has(language)) pages.set(language, signedInPage(browser, language, workerInfo.project.use.reducedMotion));
      return pages.get(language)!;
    }, {
      drop: async (language: Language) => {
        const page = pages.get(language);
        pages.delete(language);
        await close(page);
      },
    });
    await use(consoles);
    for (const page of pages.values()) await close(page);
  }, { scope: 'worker' }],
});

/** Runs a cycle on the worker's page; on failure keeps what it showed with the failure and drops the page. */
export async function onWorkerPage(consoleIn: Consoles, language: Language, testInfo: TestInfo, cycle: (page: Page) => Promise<void>) {
  const page = await consoleIn(language);
  try {
    await cycle(page);
  } catch (error) {
    // The page is the worker's (no trace of its own).
    await testInfo.attach('screen', { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' }).catch(() => undefined);
    await consoleIn.drop(language);
    throw error;
  }
}
