// The POS and field-operation screens the generic cycle of area-screens.spec.ts cannot take
// alone, in Chromium as the administrator: /PosManage and /PosParkList need a terminal and a POS
// user first; /ProblemHandling moves a problem reported in /ProblemRecord through its
// transitions, one row-action button each, an impossible one disabled with its reason and refused
// by the BFF with the same message.
import { expect, type Page, test } from '@playwright/test';
import { screenAt } from '../lib/screens/registry';
import { selectContaining } from './support/records';
import { fillForm, rowWith, search, runSearch } from './support/screens';
import { admin, postFromPage, signIn } from './support/users';

test.describe.configure({ mode: 'serial' });

const EN = 'en-US';
/** Seeded by scripts/e2e.mjs (DEMO_LOTS). */
const DEMO_LOTS = ['示范停车场 A', '示范停车场 B'];

async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByTestId(`list-${screenAt(path)!.entity}`)).toBeVisible();
}

/** Creates a row through the screen's form (generic values), returns its key text. */
async function createThroughForm(page: Page, path: string, tag: string): Promise<string> {
  await open(page, path);
  await page.getByTestId('list-create').click();
  const key = await fillForm(page, screenAt(path)!, 'create', tag);
  // A demo lot, never one another spec creates and deletes meanwhile.
  if (screenAt(path)!.fields.some((f) => f.name === 'lotId')) await selectContaining(page, 'form-field-lotId', DEMO_LOTS[0]);
  await page.getByTestId('form-save').click();
  await expect(page.getByTestId('form-save')).toHaveCount(0);
  return key;
}

test.beforeEach(async ({ page, baseURL }) => {
  await page.context().addCookies([{ name: 'catc_lang', value: EN, url: baseURL! }]);
  await signIn(page, admin);
});

test('/PosManage and /PosParkList: a terminal handed to a collector in a lot they may work, then taken back', async ({ page }) => {
  test.setTimeout(120_000);
  const serial = await createThroughForm(page, '/TerminalInformation', 'pt');
  const login = await createThroughForm(page, '/PosUserList', 'pu');

  // The collector may also work the second demo lot.
  await open(page, '/PosParkList');
  await page.getByTestId('list-create').click();
  await selectContaining(page, 'form-field-posUserId', `(${login})`);
  await selectContaining(page, 'form-field-lotId', DEMO_LOTS[1]);
  await page.getByTestId('form-field-status').selectOption('1');
  await page.getByTestId('form-save').click();
  await expect(page.getByTestId('form-save')).toHaveCount(0);
  await expect(rowWith(page, login)).toHaveCount(1);

  // The terminal goes to the collector.
  await open(page, '/PosManage');
  await page.getByTestId('list-create').click();
  await page.getByTestId('form-field-terminalId').selectOption({ label: serial });
  await selectContaining(page, 'form-field-posUserId', `(${login})`);
  await selectContaining(page, 'form-field-lotId', DEMO_LOTS[1]);
  await page.getByTestId('form-save').click();
  await expect(page.getByTestId('form-save')).toHaveCount(0);
  await expect(rowWith(page, serial)).toContainText('In use');

  // A second hand-over of the same terminal is refused with its message.
  await page.getByTestId('list-create').click();
  await page.getByTestId('form-field-terminalId').selectOption({ label: serial });
  await selectContaining(page, 'form-field-posUserId', `(${login})`);
  await selectContaining(page, 'form-field-lotId', DEMO_LOTS[0]);
  await page.getByTestId('form-save').click();
  await expect(page.getByTestId('form-error')).toContainText(`Terminal ${serial} is already held by`);
  await expect(page.getByTestId('form-error')).toContainText('take it back first.');
  await page.getByTestId('form-cancel').click();
  await expect(page.getByTestId('form-save')).toHaveCount(0);

  // Taken back.
  await rowWith(page, serial).locator('[data-testid^="row-action-takeBack-"]').click();
  await page.getByTestId('confirm-ok').click();
  await expect(rowWith(page, serial)).toContainText('Taken back');

  // The terminal list shows nobody holding it; the collector's account stays, with its history.
  await open(page, '/TerminalInformation');
  await search(page, screenAt('/TerminalInformation')!, serial);
  await expect(rowWith(page, serial)).toHaveCount(1);
});

test('/ProblemHandling: a reported problem assigned, started, resolved; impossible steps refused', async ({ page }) => {
  test.setTimeout(120_000);
  const location = await createThroughForm(page, '/ProblemRecord', 'pr');
  await expect(rowWith(page, location)).toContainText('Pending');

  await open(page, '/ProblemHandling');
  const row = () => rowWith(page, location);
  await expect(row()).toContainText('Pending');

  // Start before anyone is assigned: not offered, saying why in the backend's words; the BFF
  // refuses it with the same message when it is asked all the same.
  const start = row().locator('[data-testid^="row-action-start-"]');
  await expect(start).toBeDisabled();
  await start.locator('..').hover();
  await expect(page.getByRole('tooltip')).toContainText('Only an assigned problem can be started.');
  const id = Number((await start.getAttribute('data-testid'))!.split('-').pop());
  const forced = await postFromPage(page, '/api/screen', { path: '/ProblemHandling', action: 'start', payload: { ids: [id] } });
  expect(forced).toMatchObject({ status: 422, body: { error: { kind: 'business', detail: 'Only an assigned problem can be started.' } } });

  // Assign to the administrator.
  await row().locator('[data-testid^="row-action-assign-"]').click();
  await page.getByTestId('action-field-assigneeId').selectOption({ label: 'admin (admin)' });
  await page.getByTestId('action-field-note').fill('Please check on site');
  await page.getByTestId('action-save').click();
  await expect(page.getByTestId('action-save')).toHaveCount(0);
  await expect(row()).toContainText('Assigned');

  await row().locator('[data-testid^="row-action-start-"]').click();
  await page.getByTestId('confirm-ok').click();
  await expect(row()).toContainText('Processing');

  // Reopen is for resolved problems only.
  await expect(row().locator('[data-testid^="row-action-reopen-"]')).toBeDisabled();

  await row().locator('[data-testid^="row-action-resolve-"]').click();
  await page.getByTestId('action-field-note').fill('Sensor recalibrated');
  await page.getByTestId('action-save').click();
  await expect(page.getByTestId('action-save')).toHaveCount(0);
  await expect(row()).toContainText('Resolved');
  await expect(row()).toContainText('Sensor recalibrated');

  // The record is no longer editable.
  await open(page, '/ProblemRecord');
  await search(page, screenAt('/ProblemRecord')!, location);
  await expect(rowWith(page, location)).toContainText('Resolved');
});

test('/InspectionVehicleComparisonRecord: read and export only, filled by the inspection upload', async ({ page }) => {
  await open(page, '/InspectionVehicleComparisonRecord');
  await expect(page.getByRole('heading', { name: 'Inspection vehicle comparison records' })).toBeVisible();
  await expect(page.getByTestId('list-create')).toHaveCount(0);
  await expect(page.getByTestId('list-import-file')).toHaveCount(0);
  // No upload has come in on a fresh database: the export says so.
  await page.getByTestId('filter-orderNo').fill('no-such-order');
  await runSearch(page);
  await page.getByTestId('list-export').click();
  await expect(page.getByTestId('export-status')).toContainText('No data to export');
});
