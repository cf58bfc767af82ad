// Grants edited as a tree: the administrator gives the customer service role group a page, and
// its user, already signed in on another console process, sees it at the next page load; then
// takes it back. A user holding the
// grants button grants only what he holds himself, and not to his own group (docs/security.md).
import { expect, test } from '@playwright/test';
import type { GrantNode } from '../lib/admin/grant-tree';
import { CUSTOMER_SERVICE } from '../backend/demo/staff-roles';
import { admin, createStaff, customerService, screenCall, signIn } from './support/users';
import { runSearch } from './support/screens';

const DICTIONARY_PAGE_ID = 401; // /DictionaryManagement (lib/areas/settings/screens.ts)

test('a page granted in the tree shows in the affected users\' menus at their next load', async ({ browser }) => {
  // The tree holds every page and button of the console: opening it takes a while on a busy machine.
  test.setTimeout(120_000);
  const adminPage = await (await browser.newContext({ locale: 'zh-CN' })).newPage();
  const csPage = await (await browser.newContext({ locale: 'zh-CN' })).newPage();
  const base = process.env.E2E_CONSOLE_URL;
  // Another console process on the same backend (scripts/e2e.mjs): its cached menus must follow.
  const otherProcess = process.env.E2E_RENEWAL_URL;
  await signIn(csPage, customerService, otherProcess);
  await expect(csPage.getByTestId('side-menu')).not.toContainText('系统设置');

  await signIn(adminPage, admin, base);
  await adminPage.goto(`${base}/AuthorityGroup`);
  await adminPage.getByTestId('filter-name').fill(CUSTOMER_SERVICE.name);
  await runSearch(adminPage);
  // The filtered list, not the first row of the list it replaces.
  await expect(adminPage.getByTestId('list-grid').locator('[data-testid^="row-action-grants-"]')).toHaveCount(1);
  const setGrant = async (granted: boolean) => {
    await adminPage.getByTestId('list-grid').locator('[data-testid^="row-action-grants-"]').first().click();
    const box = adminPage.getByTestId(`grant-check-${DICTIONARY_PAGE_ID}`);
    await expect(box).toBeVisible();
    if ((await box.isChecked()) !== granted) await box.click();
    await adminPage.getByTestId('grant-save').click();
    await expect(adminPage.getByTestId('grant-save')).toHaveCount(0);
  };

  await setGrant(true);
  await csPage.reload();
  await expect(csPage.getByTestId('side-menu')).toContainText('系统设置');
  await csPage.goto(`${otherProcess}/DictionaryManagement`);
  await expect(csPage.getByTestId('list-dictionary')).toBeVisible();
  // Checking a page in the tree checks its buttons too.
  await expect(csPage.getByTestId('list-create')).toBeVisible();

  await setGrant(false);
  await csPage.goto(`${otherProcess}/DictionaryManagement`);
  await expect(csPage.getByTestId('not-found')).toBeVisible();
});

test('a user who holds the grants button grants only what he holds, and not to his own group', async ({ browser }) => {
  test.setTimeout(120_000);
  const base = process.env.E2E_CONSOLE_URL;
  const tag = Date.now().toString(36);
  const adminPage = await (await browser.newContext({ locale: 'en-US' })).newPage();
  await signIn(adminPage, admin, base);
  await adminPage.goto(`${base}/AuthorityGroup`);
  const groupValues = (name: string) => ({ name, nameEn: name, isSuper: false, inLotInfo: false, specialVehicles: false, remark: null });
  const groupId = async (name: string) =>
    (await screenCall(adminPage, '/AuthorityGroup', 'list', { startIndex: 1, endIndex: 10, filters: { name } })).body!.data!.rows![0].id;
  const grantsRead = async (id: number) =>
    (await screenCall(adminPage, '/AuthorityGroup', 'grants', { ids: [id], values: { read: true } })).body!.data!.result as { tree: GrantNode[]; granted: number[] };

  // The administrator makes a group holding /AuthorityGroup and its grants button, and a user in it.
  await screenCall(adminPage, '/AuthorityGroup', 'create', { values: groupValues(`Granters ${tag}`) });
  const granters = await groupId(`Granters ${tag}`);
  const { tree } = await grantsRead(granters);
  const page = tree.flatMap((n) => n.children).find((n) => n.index === '/AuthorityGroup')!;
  const grantsButton = page.children.find((b) => b.index === 'grants')!;
  expect((await screenCall(adminPage, '/AuthorityGroup', 'grants', { ids: [granters], values: { menuIds: [page.id, grantsButton.id] } })).status).toBe(200);
  const granter = { account: `granter${tag}`, password: 'Granter#2026-e2e' };
  await createStaff(adminPage, granter, `Granters ${tag}`);
  const csGroup = await groupId(CUSTOMER_SERVICE.name);

  // In his dialog, what he does not hold cannot be checked.
  const granterPage = await (await browser.newContext({ locale: 'en-US' })).newPage();
  await granterPage.context().addCookies([{ name: 'catc_lang', value: 'en-US', url: base ?? 'http://localhost' }]);
  await signIn(granterPage, granter, base);
  await granterPage.goto(`${base}/AuthorityGroup`);
  await granterPage.getByTestId(`row-action-grants-${csGroup}`).click();
  await expect(granterPage.getByTestId(`grant-check-${page.id}`)).toBeEnabled();
  await expect(granterPage.getByTestId(`grant-check-${DICTIONARY_PAGE_ID}`)).toBeDisabled();
  await expect(granterPage.getByTestId(`grant-check-${grantsButton.id}`)).toBeDisabled();

  // Asked all the same through the console's own route: refused in his language, nothing changed.
  const before = (await grantsRead(csGroup)).granted;
  const notHeld = await screenCall(granterPage, '/AuthorityGroup', 'grants', { ids: [csGroup], values: { menuIds: [DICTIONARY_PAGE_ID] } });
  expect(notHeld.body?.error?.detail).toBe('You can grant only menu entries and buttons that you hold yourself; the grant-editing buttons only a super administrator can grant.');
  const own = await screenCall(granterPage, '/AuthorityGroup', 'grants', { ids: [granters], values: { menuIds: [page.id] } });
  expect(own.body?.error?.detail).toBe('You cannot change the group you belong to; ask a super administrator.');
  expect((await grantsRead(csGroup)).granted).toEqual(before);
});
