import { expect } from '@playwright/test';
import { test } from './support/special-pages';
import { admin, auditor, callOperation, openFromMenu, operator, signIn } from './support/users';

test('the menu leads to pages, with breadcrumbs', async ({ page }) => {
  await signIn(page, admin);
  await openFromMenu(page, '监控中心', '/SystemOperationMonitoring');
  await expect(page.getByTestId('breadcrumbs')).toContainText('监控中心');
  await expect(page.getByTestId('breadcrumbs')).toContainText('系统运行监控');
  await expect(page.getByTestId('requests-by-handler')).toContainText('WebPowerList');
  await expect(page.getByTestId('unlock-open')).toBeVisible();
  await openFromMenu(page, '数据与看板', '/DataHome');
  await expect(page.getByTestId('home-areas')).toContainText('系统运行监控');
});

test('a page that is not granted is a 404, whether typed or called', async ({ page }) => {
  await signIn(page, operator);
  await expect(page.getByTestId('menu-link-SystemOperationMonitoring')).toHaveCount(0);
  await page.goto('/SystemOperationMonitoring');
  await expect(page.getByTestId('not-found')).toBeVisible();
  const refused = await callOperation(page, 'systemMonitoring.monitoring');
  expect(refused.status).toBe(403);
  await page.goto('/NoSuchScreen/At/All');
  await expect(page.getByTestId('not-found')).toBeVisible();
});

test('a button not granted is hidden and refused by the BFF and the backend', async ({ page }) => {
  await signIn(page, auditor);
  await page.goto('/SystemOperationMonitoring');
  await expect(page.getByTestId('monitoring-backend')).toBeVisible();
  await expect(page.getByTestId('unlock-open')).toHaveCount(0);
  const refused = await callOperation(page, 'systemMonitoring.unlockAccount', { account: 'ghost' });
  expect(refused.status).toBe(403);
  expect(refused.body.error.kind).toBe('forbidden');
  const unknown = await callOperation(page, 'no.such.operation');
  expect(unknown.status).toBe(404);
});

test('a minimised dialog keeps what was typed and is restored on its route', async ({ page }) => {
  await signIn(page, admin);
  await page.goto('/SystemOperationMonitoring');
  await page.getByTestId('unlock-open').click();
  await page.getByTestId('unlock-account-input').fill('someone');
  await page.getByTestId('dialog-minimise-unlock-account').click();
  await expect(page.getByTestId('dialog-tray')).toBeVisible();
  await openFromMenu(page, '数据与看板', '/DataHome');
  await page.getByTestId('tray-restore-unlock-account').click();
  await expect(page).toHaveURL(/\/SystemOperationMonitoring$/);
  await expect(page.getByTestId('unlock-account-input')).toHaveValue('someone');
});
