// The generic cycle every declared list screen goes through in the browser, as the
// administrator: open, create, filter, edit, delete. Export (the file opens and holds the row) and
// import (a good file and a file with bad rows, headers in that language) run on the screens that
// between them bring every kind of field once (FILE_SCREENS): the files are made and read by one
// generic code path, and every screen's own headers and cells are read back by the registry's unit
// tests (lib/screens/registry.test.ts) in both languages.
import { readFile } from 'node:fs/promises';
import { expect, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { csvLine } from '../../lib/files/csv';
import enBackend from '../../messages/en-US/backend.json';
import zhBackend from '../../messages/zh-CN/backend.json';
import type { DirectoryKey } from '../../lib/menu/directories';
import { SCREENS, screenAt } from '../../lib/screens/registry';
import { formFields } from '../../lib/screens/schema';
import type { FieldDecl, ScreenDecl } from '../../lib/screens/types';
import { expectAccessible } from './axe';
import { expectHydrated, watchHydration } from './hydration';
import { covering, derived, expectSaved, fillForm, keyField, labelsOf, listed, openScreen, rowWith, search, typedValue } from './screens';

export type Language = 'zh-CN' | 'en-US';
/** The administration area (admin-screens.spec.ts); area-screens.spec.ts takes the other areas. */
export const ADMIN_DIRECTORIES: readonly DirectoryKey[] = ['system', 'settings', 'logs'];
const EXPORT_DONE = { 'zh-CN': '导出完成', 'en-US': 'Export completed' } as const;
const IN_USE = { 'zh-CN': zhBackend.rowInUse, 'en-US': enBackend.rowInUse } as const;

/** Declared screens whose rows a generic form can make (with a text filter to find them by). */
export function crudScreens(keep: (screen: ScreenDecl) => boolean): ScreenDecl[] {
  return derived(SCREENS.map((s) => screenAt(s.path)!).filter((s) => keep(s) && s.buttons.create && keyField(s)), 'screens for the create cycle');
}

/** Screens of the create cycle whose form needs a situation the generic cycle cannot make, each with where it is driven. */
export const DRIVEN_ELSEWHERE: Record<string, string> = {
  '/ManualDeparture': 'needs an occupied berth: devices.spec.ts makes one with a lock\'s manual entry',
  '/CommonRate': 'tariff fields that depend on each other (a mode, its prices, times of day): rates.spec.ts',
  '/SpecialRate': 'tariff fields that depend on each other: rates.spec.ts',
  '/SpecialVehicleRates': 'tariff fields that depend on each other: rates.spec.ts',
  '/ManualPassageRecord': 'a manual entry needs an incoming reason: stays.spec.ts makes one',
  '/MonthlyCarRentalArchives': 'a card needs an approved package, approved by a second person: rentals.spec.ts',
  '/MerchantCouponManagement': 'a coupon needs a merchant of the caller\'s lot: coupons.spec.ts',
  '/ThirdDiscountApply': 'a discount needs a post-paid partner merchant and a second person to approve it: no browser test yet (third-discounts.test.ts covers its workflow)',
  '/AliExclusiveOfferAudit': 'an offer needs a post-paid partner merchant and a second person to approve it: no browser test yet (third-discounts.test.ts covers its workflow)',
};

/** The screens the generic create cycle runs: the administration area's (admin-screens.spec.ts) or the others' (area-screens.spec.ts). */
export const cycledScreens = (administration: boolean) =>
  crudScreens((s) => ADMIN_DIRECTORIES.includes(s.directory) === administration && !(s.path in DRIVEN_ELSEWHERE));

/** The form's fields a generic file can fill, when they take in every required one; else null. */
function importFields(screen: ScreenDecl): FieldDecl[] | null {
  const fields = formFields(screen, 'create').filter((f) => typedValue(screen, f, 'x') !== null);
  return formFields(screen, 'create').every((f) => !f.required || fields.includes(f)) ? fields : null;
}

const CYCLED = [...cycledScreens(true), ...cycledScreens(false)];
/** The screens whose cycle also exports and imports (see the head of this file). */
export const FILE_SCREENS = {
  export: covering(CYCLED.filter((s) => s.buttons.export), listed),
  import: covering(CYCLED.filter((s) => s.buttons.import && importFields(s)), (s) => importFields(s)!),
};

/** The cycle's test title: what it does on this screen. */
export const cycleTitle = (screen: ScreenDecl) => ['create', 'filter', 'edit',
  ...(FILE_SCREENS.export.has(screen.path) ? ['export'] : []), ...(FILE_SCREENS.import.has(screen.path) ? ['import'] : []), 'delete'].join(', ');

/** The cycle on `page`, the administrator's in `language` (support/worker-console.ts). */
export async function crudCycle(page: Page, screen: ScreenDecl, language: Language): Promise<void> {
  const labels = labelsOf(language, screen.entity);
  watchHydration(page);
  await openScreen(page, screen, labels);

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
  if (FILE_SCREENS.export.has(screen.path)) {
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('list-export').click()]);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await readFile((await download.path())!) as never);
    const cells = workbook.worksheets[0].getSheetValues().flat().map(String);
    expect(cells).toContain(current);
    await expect(page.getByTestId('export-status')).toContainText(EXPORT_DONE[language]);
  }

  // Import: a file with a bad row changes nothing and says which row; a good file imports.
  if (FILE_SCREENS.import.has(screen.path)) {
    const fields = importFields(screen)!;
    const required = fields.filter((f) => f.required);
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
