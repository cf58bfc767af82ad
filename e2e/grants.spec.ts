// Grants edited as a tree: the administrator gives the Viewers role group a page, and a viewer
// who is already signed in sees it at the next page load; then takes it back. A user holding the
// grants button grants only what he holds himself, and not to his own group (docs/security.md).
import { expect, test, type Page } from '@playwright/test';
import type { GrantNode } from '../lib/admin/grant-tree';
import { admin, postFromPage, signIn, viewer } from './support/users';

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

test('a user who holds the grants button grants only what he holds, and not to his own group', async ({ browser }) => {
  test.setTimeout(120_000);
  const base = process.env.E2E_CONSOLE_URL;
  const tag = Date.now().toString(36);
  const adminPage = await (await browser.newContext({ locale: 'en-US' })).newPage();
  await signIn(adminPage, admin, base);
  await adminPage.goto(`${base}/AuthorityGroup`);
  const screen = async (page: Page, path: string, action: string, payload: object) => {
    const answer = await postFromPage(page, '/api/screen', { path, action, payload });
    return answer as { status: number; body: { data?: any; error?: { detail?: string } } };
  };
  const groupValues = (name: string) => ({ name, nameEn: name, isSuper: false, inLotInfo: false, specialVehicles: false, remark: null });
  const groupId = async (name: string) =>
    (await screen(adminPage, '/AuthorityGroup', 'list', { startIndex: 1, endIndex: 10, filters: { name } })).body.data.rows[0].id as number;

  // The administrator makes a group holding /AuthorityGroup and its grants button, and a user in it.
  await screen(adminPage, '/AuthorityGroup', 'create', { values: groupValues(`Granters ${tag}`) });
  const granters = await groupId(`Granters ${tag}`);
  const tree = (await screen(adminPage, '/AuthorityGroup', 'grants', { ids: [granters], values: { read: true } })).body.data.result.tree as GrantNode[];
  const page = tree.flatMap((n) => n.children).find((n) => n.index === '/AuthorityGroup')!;
  const grantsButton = page.children.find((b) => b.index === 'grants')!;
  expect((await screen(adminPage, '/AuthorityGroup', 'grants', { ids: [granters], values: { menuIds: [page.id, grantsButton.id] } })).status).toBe(200);
  const granter = { account: `granter${tag}`, password: 'Granter#2026-e2e' };
  expect((await screen(adminPage, '/EmployeeInformation', 'create', { values: {
    loginName: granter.account, displayName: 'Granter', phone: null, email: null, roleGroupId: String(granters), hostId: null, password: granter.password,
  } })).status).toBe(200);
  const viewers = await groupId('查看员');

  // In his dialog, what he does not hold cannot be checked.
  const granterPage = await (await browser.newContext({ locale: 'en-US' })).newPage();
  await granterPage.context().addCookies([{ name: 'catc_lang', value: 'en-US', url: base ?? 'http://localhost' }]);
  await signIn(granterPage, granter, base);
  await granterPage.goto(`${base}/AuthorityGroup`);
  await granterPage.getByTestId(`row-action-grants-${viewers}`).click();
  await expect(granterPage.getByTestId(`grant-check-${page.id}`)).toBeEnabled();
  await expect(granterPage.getByTestId(`grant-check-${DICTIONARY_PAGE_ID}`)).toBeDisabled();
  await expect(granterPage.getByTestId(`grant-check-${grantsButton.id}`)).toBeDisabled();

  // Asked all the same through the console's own route: refused in his language, nothing changed.
  const before = (await screen(adminPage, '/AuthorityGroup', 'grants', { ids: [viewers], values: { read: true } })).body.data.result.granted;
  const notHeld = await screen(granterPage, '/AuthorityGroup', 'grants', { ids: [viewers], values: { menuIds: [DICTIONARY_PAGE_ID] } });
  expect(notHeld.body.error?.detail).toBe('You can grant only menu entries and buttons that you hold yourself; the grant-editing buttons only a super administrator can grant.');
  const own = await screen(granterPage, '/AuthorityGroup', 'grants', { ids: [granters], values: { menuIds: [page.id] } });
  expect(own.body.error?.detail).toBe('You cannot change the group you belong to; ask a super administrator.');
  expect((await screen(adminPage, '/AuthorityGroup', 'grants', { ids: [viewers], values: { read: true } })).body.data.result.granted).toEqual(before);
});
