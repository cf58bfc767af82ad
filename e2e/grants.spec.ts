// Grants edited as a tree: the administrator gives the Viewers role group a page, and a viewer
// who is already signed in sees it at the next page load; then takes it back.
import { expect, test } from '@playwright/test';
import { admin, signIn, viewer } from './support/users';

const DICTIONARY_PAGE_ID = 401; // /DictionaryManagement (lib/screens/declarations/settings.ts)

test('a page granted in the tree shows in the affected users\' menus at their next load', async ({ browser }) => {
  // The tree holds every page and button of the console: opening it takes a while on a busy machine.
  test.setTimeout(120_000);
  const adminPage = await (await browser.newContext({ locale: 'zh-CN' })).newPage();
  const viewerPage = await (await browser.newContext({ locale: 'zh-CN' })).newPage();
  const base = process.env.E2E_CONSOLE_URL;
  await signIn(viewerPage, viewer, base);
  await expect(viewerPage.getByTestId('side-menu')).not.toContainText('系统设置');

  await signIn(adminPage, admin, base);
  await adminPage.goto(`${base}/AuthorityGroup`);
  await adminPage.getByTestId('filter-name').fill('查看员');
  await adminPage.getByTestId('filter-search').click();
  const setGrant = async (granted: boolean) => {
    await adminPage.getByTestId('list-grid').locator('[data-testid^="row-action-grants-"]').first().click();
    const box = adminPage.getByTestId(`grant-check-${DICTIONARY_PAGE_ID}`);
    await expect(box).toBeVisible();
    if ((await box.isChecked()) !== granted) await box.click();
    await adminPage.getByTestId('grant-save').click();
    await expect(adminPage.getByTestId('grant-save')).toHaveCount(0);
  };

  await setGrant(true);
  await viewerPage.reload();
  await expect(viewerPage.getByTestId('side-menu')).toContainText('系统设置');
  await viewerPage.goto(`${base}/DictionaryManagement`);
  await expect(viewerPage.getByTestId('list-dictionary')).toBeVisible();
  // Checking a page in the tree checks its buttons too.
  await expect(viewerPage.getByTestId('list-create')).toBeVisible();

  await setGrant(false);
  await viewerPage.goto(`${base}/DictionaryManagement`);
  await expect(viewerPage.getByTestId('not-found')).toBeVisible();
});
