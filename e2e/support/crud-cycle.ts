// The generic cycle every declared list screen goes through in the browser, as the
// administrator: open, create, filter, edit, export (the file opens and holds the row), import a
// good file and a file with bad rows (headers in that language), delete.
import { readFile } from 'node:fs/promises';
import { type Cookie, expect, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { csvLine } from '../../lib/files/csv';
import enBackend from '../../messages/en-US/backend.json';
import zhBackend from '../../messages/zh-CN/backend.json';
import type { DirectoryKey } from '../../lib/menu/directories';
import { SCREENS, screenAt } from '../../lib/screens/registry';
import { formFields } from '../../lib/screens/schema';
import type { ScreenDecl } from '../../lib/screens/types';
import { SESSION_COOKIE } from '../../lib/api-contract';
import { expectAccessible } from './axe';
import { expectHydrated, watchHydration } from './hydration';
import { derived, expectSaved, fillForm, keyField, labelsOf, rowWith, search, typedValue } from './screens';
import { admin, signIn } from './users';

export type Language = 'zh-CN' | 'en-US';
/** The administration area (admin-screens.spec.ts); area-screens.spec.ts takes the other areas. */
export const ADMIN_DIRECTORIES: readonly DirectoryKey[] = ['system', 'settings', 'logs'];
const EXPORT_DONE = { 'zh-CN': '导出完成', 'en-US': 'Export completed' } as const;
const IN_USE = { 'zh-CN': zhBackend.rowInUse, 'en-US': enBackend.rowInUse } as const;

/** Declared screens whose rows a generic form can make (with a text filter to find them by). */
export function crudScreens(keep: (screen: ScreenDecl) => boolean): ScreenDecl[] {
  return derived(SCREENS.map((s) => screenAt(s.path)!).filter((s) => keep(s) && s.buttons.create && keyField(s)), 'screens for the create cycle');
}

/**
 * The administrator's session cookie per language, signed in once per worker (a worker is one
 * process running its tests one after the other): the cycles start from it instead of each
 * signing in again. The session carries its language (backend messages), hence one per language.
 */
const adminSessions = new Map<Language, Cookie[]>();

async function signInAsAdmin(page: Page, baseURL: string, language: Language): Promise<void> {
  await page.context().addCookies([{ name: 'catc_lang', value: language, url: baseURL }]);
  const kept = adminSessions.get(language);
  if (kept) {
    await page.context().addCookies(kept);
    return;
  }
  await signIn(page, admin);
  adminSessions.set(language, (await page.context().cookies()).filter((c) => c.name === SESSION_COOKIE));
}

export async function crudCycle(page: Page, baseURL: string, screen: ScreenDecl, language: Language): Promise<void> {
  const labels = labelsOf(language, screen.entity);
  await signInAsAdmin(page, baseURL, language);
  watchHydration(page);
  await page.goto(screen.path);
  await expect(page.getByTestId(`list-${screen.entity}`)).toBeVisible();
  await expect(page.getByRole('heading', { name: labels.title })).toBeVisible();

  // Create, then find it with the filter bar.
  await page.getByTestId('list-create').click();
  const key = await fillForm(page, screen, 'create', 'e2e');
  await page.getByTestId('form-save').click();
  await expectSaved(page);
  await search(page, screen, key);
  await expect(rowWith(page, key)).toHaveCount(1);
  await expectAccessible(page, screen.path);
  expectHydrated(page);

  // Edit: change the text field we search by.
  const textField = keyField(screen)?.form === 'create' ? undefined : keyField(screen);
  let current = key;
  if (screen.buttons.update && textField) {
    await rowWith(page, key).locator('[data-testid^="row-edit-"]').click();
    current = typedValue(screen, textField, 'ed')!;
    await page.getByTestId(`form-field-${textField.name}`).fill(current);
    await page.getByTestId('form-save').click();
    await expectSaved(page);
    await search(page, screen, current);
    await expect(rowWith(page, current)).toHaveCount(1);
  }

  // Export: the downloaded workbook holds the row.
  if (screen.buttons.export) {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('list-export').click()]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await readFile((await download.path())!) as never);
    const cells = workbook.worksheets[0].getSheetValues().flat().map(String);
    expect(cells).toContain(current);
    await expect(page.getByTestId('export-status')).toContainText(EXPORT_DONE[language]);
  }

  // Import: a file with a bad row changes nothing and says which row; a good file imports.
  if (screen.buttons.import) {
    const fields = formFields(screen, 'create').filter((f) => typedValue(screen, f, 'x') !== null);
    const required = formFields(screen, 'create').filter((f) => f.required);
    if (required.every((f) => fields.includes(f))) {
      const header = fields.map((f) => labels.fields[f.name]);
      const good = fields.map((f) => typedValue(screen, f, 'im'));
      const bad = fields.map((f) => (f.required ? '' : typedValue(screen, f, 'bad')));
      const goodKey = String(good[fields.indexOf(keyField(screen)!)]);
      const fileInput = page.getByTestId('list-import-file');
      await fileInput.setInputFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from(csvLine(header) + csvLine(good) + csvLine(bad)) });
      await expect(page.getByTestId('import-errors')).toBeVisible();
      await expect(page.getByTestId('import-errors')).toContainText('3');
      await expect(page.getByTestId('import-errors')).toContainText(labels.fields[required[0]?.name ?? fields[0].name]);
      await page.keyboard.press('Escape');
      await search(page, screen, goodKey);
      await expect(rowWith(page, goodKey)).toHaveCount(0);
      await fileInput.setInputFiles({ name: 'good.csv', mimeType: 'text/csv', buffer: Buffer.from(csvLine(header) + csvLine(good)) });
      await search(page, screen, goodKey);
      await expect(rowWith(page, goodKey)).toHaveCount(1);
    }
  }

  // Delete, with confirmation.
  if (screen.buttons.delete) {
    await search(page, screen, current);
    await rowWith(page, current).locator('[data-testid^="row-delete-"]').click();
    await page.getByTestId('confirm-ok').click();
    // A cycle running beside this one may have just used the row (a parameter in this template):
    // the delete is refused as in use, the dialog stays open saying so, and confirming again
    // succeeds once that cycle has deleted its own row.
    await expect(async () => {
      if (await page.getByTestId('confirm-error').isVisible()) {
        await expect(page.getByTestId('confirm-error')).toContainText(IN_USE[language]);
        await page.getByTestId('confirm-ok').click();
      }
      await expect(rowWith(page, current)).toHaveCount(0, { timeout: 3_000 });
    }).toPass({ timeout: 60_000 });
  }
}
