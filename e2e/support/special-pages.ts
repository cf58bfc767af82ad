// The test of the specs that open special pages (lib/pages): each special page a test opens with
// page.goto is checked with axe-core (support/axe.ts) once in the run, when it has read its data,
// and every page it opens for hydrating its server HTML (support/hydration.ts).
import { test as base, type Page } from '@playwright/test';
import { PAGES } from '../../lib/pages/registry';
import { expectAccessible } from './axe';
import { expectHydrated, watchHydration } from './hydration';
import { derived } from './screens';

const SPECIAL = new Set(derived(PAGES, 'special pages to check').map((p) => p.path));

/** The page, its goto checking the special pages it lands on. */
export function checkingSpecialPages(page: Page): Page {
  const goto = page.goto.bind(page);
  watchHydration(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    const path = new URL(page.url()).pathname;
    if (SPECIAL.has(path)) await expectAccessible(page, path, () => page.waitForLoadState('networkidle'));
    expectHydrated(page);
    return response;
  };
  return page;
}

export const test = base.extend({ page: async ({ page }, use) => use(checkingSpecialPages(page)) });
