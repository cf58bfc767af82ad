import { expect, type Page } from '@playwright/test';
import { AUDITOR, CASHIER, CUSTOMER_SERVICE, FINANCE, LOT_OPERATOR, type StaffRole } from '../../backend/demo/staff-roles';

// Accounts seeded by the backend for the tests (scripts/e2e.mjs sets the passwords): the
// administrator and the demo's staff (backend/demo/staff-roles.ts).
export const admin = { account: 'admin', password: process.env.ADMIN_PASSWORD! };
const staff = (role: StaffRole) => ({ account: role.user.login, password: process.env.DEMO_PASSWORD! });
export const cashier = staff(CASHIER);
export const operator = staff(LOT_OPERATOR);
export const finance = staff(FINANCE);
export const customerService = staff(CUSTOMER_SERVICE);
/** Every page, no button but the exports and the shift receipt. */
export const auditor = staff(AUDITOR);

export async function fillSignIn(page: Page, user: { account: string; password: string }) {
  await page.locator('input[name="account"]').fill(user.account);
  await page.locator('input[name="password"]').fill(user.password);
  await page.getByTestId('login-submit').click();
}

export async function signIn(page: Page, user: { account: string; password: string }, baseURL = '') {
  await page.goto(`${baseURL}/login`);
  await fillSignIn(page, user);
  await expect(page.getByTestId('side-menu')).toBeVisible();
  // Hydrated (the user menu's button is enabled only then): a navigation started earlier cut the
  // landing page's hydration short, which React reports as a mismatch (seen with three workers).
  await expect(page.getByTestId('user-menu')).toBeEnabled();
}

/** Calls a BFF operation from inside the page, as the page's own code would. */
export function callOperation(page: Page, operation: string, payload: object = {}) {
  return page.evaluate(async ([op, body]) => {
    const response = await fetch(`/api/ashx/${op}`, {
      method: 'POST', headers: { 'content-type': 'application/json', 'x-catc-request': '1' }, body: JSON.stringify(body),
    });
    return { status: response.status, body: await response.json() };
  }, [operation, payload] as const);
}

/** Opens a page from the side menu, unfolding its directory first when it is folded. */
export async function openFromMenu(page: Page, directory: string, path: string) {
  const folder = page.getByTestId('side-menu').getByRole('button', { name: directory, exact: true });
  await expect(folder).toBeVisible();
  // Unfold by its state, not by whether the link shows yet (that races with rendering); a click
  // that lands before the page is hydrated does nothing, so it is tried again.
  await expect(async () => {
    if ((await folder.getAttribute('aria-expanded')) !== 'true') await folder.click();
    await expect(folder).toHaveAttribute('aria-expanded', 'true', { timeout: 1_000 });
  }).toPass();
  await page.getByTestId(`menu-link-${path.replace(/^\//, '')}`).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

/** Posts to a console route from inside the page, as its own scripts would. */
export function postFromPage(page: Page, url: string, body: object) {
  return page.evaluate(async ([target, payload]) => {
    const response = await fetch(target, {
      method: 'POST', headers: { 'content-type': 'application/json', 'x-catc-request': '1' }, body: JSON.stringify(payload),
    });
    return { status: response.status, body: await response.json().catch(() => null) };
  }, [url, body] as const);
}

/** A screen call through the console's route, as the grid's own code makes it. */
export async function screenCall(page: Page, path: string, action: string, payload: object) {
  return postFromPage(page, '/api/screen', { path, action, payload }) as Promise<{
    status: number; body: { data?: { rows?: ({ id: number } & Record<string, unknown>)[]; result?: unknown }; error?: { detail?: string } } | null;
  }>;
}

/** A new staff member in the role group of this name (and these other form values), made by the signed-in administrator's page. */
export async function createStaff(adminPage: Page, user: { account: string; password: string }, roleGroupName: string, more: Record<string, string> = {}) {
  const groups = await screenCall(adminPage, '/AuthorityGroup', 'list', { startIndex: 1, endIndex: 10, filters: { name: roleGroupName } });
  const roleGroupId = groups.body?.data?.rows?.[0]?.id;
  const made = await screenCall(adminPage, '/EmployeeInformation', 'create', { values: {
    loginName: user.account, displayName: user.account, phone: null, email: null, roleGroupId: String(roleGroupId), hostId: null, password: user.password, ...more,
  } });
  expect(made.status).toBe(200);
}

/**
 * A permission group giving these staff the lot named `lot` (as the demo's group gives its staff the
 * demo lots), made by the signed-in administrator's page.
 */
export async function giveLot(adminPage: Page, group: string, lot: string, members: readonly { account: string }[]) {
  const made = await screenCall(adminPage, '/PermissionGroup', 'create', { values: { name: group, nameEn: group, remark: null } });
  expect(made.status).toBe(200);
  const id = (made.body?.data as { row: { id: number } }).row.id;
  const choices = async (action: string) => ((await screenCall(adminPage, '/PermissionGroup', action, { ids: [id], values: { read: true } }))
    .body?.data?.result as { options: { id: number; name: string }[] }).options;
  const lotIds = (await choices('assignLots')).filter((o) => o.name === lot).map((o) => o.id);
  const userIds = (await choices('assignMembers')).filter((o) => members.some((m) => o.name.endsWith(`(${m.account})`))).map((o) => o.id);
  expect([lotIds.length, userIds.length]).toEqual([1, members.length]);
  expect((await screenCall(adminPage, '/PermissionGroup', 'assignLots', { ids: [id], values: { lotIds } })).status).toBe(200);
  expect((await screenCall(adminPage, '/PermissionGroup', 'assignMembers', { ids: [id], values: { userIds } })).status).toBe(200);
}
