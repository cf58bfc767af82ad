// /CommonParameterPermissionInfo has no text of its own to search by (a parameter, a role group,
// a flag), so the generic cycle cannot find its rows: this walks it the same way, by the
// parameter's name, in both languages.
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import ExcelJS from 'exceljs';
import { csvLine } from '../lib/files/csv';
import { AUDITOR } from '../backend/demo/staff-roles';
import { labelsOf, rowWith, runSearch } from './support/screens';
import { admin, postFromPage, signIn } from './support/users';

const PATH = '/CommonParameterPermissionInfo';
/** A role group of the demo's staff (backend/demo/staff-roles.ts). */
const STAFF_ROLE = AUDITOR.name;
const screenCall = (page: Parameters<typeof postFromPage>[0], path: string, action: string, payload: object) =>
  postFromPage(page, '/api/screen', { path, action, payload });

for (const language of ['zh-CN', 'en-US'] as const) {
  test(`${PATH} (${language}): create, filter, edit, export, import, delete`, async ({ page, baseURL }) => {
    const labels = labelsOf(language, 'commonParaPermission');
    await page.context().addCookies([{ name: 'catc_lang', value: language, url: baseURL! }]);
    await signIn(page, admin);
    // Two parameters to give permissions on, made through their own screen's BFF call.
    const stamp = Date.now() % 1_000_000;
    const template = await screenCall(page, '/CommonParaTemplateInfo', 'create', { values: { name: `tpl${stamp}${language}` } });
    const parameters: { id: number; name: string }[] = [];
    for (const n of [1, 2]) {
      const name = `perm${stamp}${n}${language}`;
      const made = await screenCall(page, '/CommonParaInfo', 'create', { values: { code: `${stamp}${n}${language === 'zh-CN' ? 1 : 2}`, name, templateId: template.body.data.row.id, status: 1 } });
      expect(made.status).toBe(200);
      parameters.push({ id: made.body.data.row.id, name });
    }

    await page.goto(PATH);
    await expect(page.getByRole('heading', { name: labels.title })).toBeVisible();
    // Create: the first parameter for the first role group, may edit.
    await page.getByTestId('list-create').click();
    await page.getByTestId('form-field-parameterId').selectOption(String(parameters[0].id));
    // A seeded role group: the ones other specs create come and go while this one runs.
    const roleGroup = await page.getByTestId('form-field-roleGroupId').locator('option', { hasText: STAFF_ROLE })
      .evaluate((option) => (option as HTMLOptionElement).value);
    await page.getByTestId('form-field-roleGroupId').selectOption(roleGroup);
    await page.getByTestId('form-field-canEdit').check();
    await page.getByTestId('form-save').click();
    await expect(page.getByTestId('form-save')).toHaveCount(0);
    // Filter by parameter.
    await page.getByTestId('filter-parameterId').selectOption(String(parameters[0].id));
    await runSearch(page);
    await expect(rowWith(page, parameters[0].name)).toHaveCount(1);
    // Edit: may no longer edit.
    await rowWith(page, parameters[0].name).locator('[data-testid^="row-edit-"]').click();
    await page.getByTestId('form-field-canEdit').uncheck();
    await page.getByTestId('form-save').click();
    await expect(page.getByTestId('form-save')).toHaveCount(0);
    // Export holds the row.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('list-export').click()]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await readFile((await download.path())!) as never);
    expect(workbook.worksheets[0].getSheetValues().flat().map(String).join('\n')).toContain(parameters[0].name);
    // Import: a bad row (no parameter) refuses the file; then the second parameter imports.
    const header = [labels.fields.parameterId, labels.fields.roleGroupId, labels.fields.canEdit];
    const good = [parameters[1].id, roleGroup, 'true'];
    const file = page.getByTestId('list-import-file');
    await file.setInputFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from(csvLine(header) + csvLine(good) + csvLine(['', roleGroup, 'false'])) });
    await expect(page.getByTestId('import-errors')).toContainText(labels.fields.parameterId);
    await page.keyboard.press('Escape');
    await page.getByTestId('filter-parameterId').selectOption(String(parameters[1].id));
    await runSearch(page);
    await expect(rowWith(page, parameters[1].name)).toHaveCount(0);
    await file.setInputFiles({ name: 'good.csv', mimeType: 'text/csv', buffer: Buffer.from(csvLine(header) + csvLine(good)) });
    await runSearch(page);
    await expect(rowWith(page, parameters[1].name)).toHaveCount(1);
    // Delete both.
    for (const parameter of parameters) {
      await page.getByTestId('filter-parameterId').selectOption(String(parameter.id));
      await runSearch(page);
      await rowWith(page, parameter.name).locator('[data-testid^="row-delete-"]').click();
      await page.getByTestId('confirm-ok').click();
      await expect(rowWith(page, parameter.name)).toHaveCount(0);
    }
  });
}
