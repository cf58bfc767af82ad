// What the money specs (charging, arrears, refunds, settlement) share: building the estate and
// its rate through the screens' forms, and finding a vehicle's rows by plate.
import { expect, type Page } from '@playwright/test';
import { formFields } from '../../lib/screens/form-fields';
import { shownFields } from '../../lib/screens/form-layout';
import { screenAt } from '../../lib/screens/registry';
import { expectSaved, fillForm, input, rowWith, runSearch } from './screens';

/** Waits for what the backend or a device does on its own time. */
export const LIVE = { timeout: 20_000 };

/** The rate form's values for 7.50 per visit: due as soon as the vehicle is in. */
export const PER_VISIT: Record<string, string> = {
  vehicleType: 'all', plateColor: 'all', status: '1', pricingMode: 'perVisit', perVisitPrice: '7.50', freeMode: 'freeIfShorter', holidayMode: 'same',
};

/** Opens a declared list screen and waits for its list. */
export async function openList(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByTestId(`list-${screenAt(path)!.entity}`)).toBeVisible();
}

/** Picks the option of a native select whose text contains `text`, once it is offered. */
export async function selectContaining(page: Page, testId: string, text: string) {
  const box = page.getByTestId(testId);
  await expect(box.locator('option', { hasText: text }).first()).toBeAttached();
  await box.selectOption((await box.locator('option', { hasText: text }).first().getAttribute('value'))!);
}

/** Creates a row through the screen's form: generated values, then `values` (text, or an option containing text). */
export async function createRow(page: Page, path: string, values: Record<string, string | { option: string }>): Promise<string> {
  await openList(page, path);
  await page.getByTestId('list-create').click();
  const key = await fillForm(page, screenAt(path)!, 'create', 'e2e');
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === 'string') await input(page, name).fill(value);
    else await selectContaining(page, `form-field-${name}`, value.option);
  }
  await page.getByTestId('form-save').click();
  await expectSaved(page);
  return key;
}

/** Opens a screen filtered by plate and waits for the plate's one row. */
export async function findPlate(page: Page, path: string, plate: string, wait: { timeout?: number } = LIVE) {
  await openList(page, path);
  await page.getByTestId('filter-plate').fill(plate);
  await runSearch(page);
  await expect(rowWith(page, plate)).toHaveCount(1, wait);
}

/**
 * Fills a rate screen's form in the form's order (a pricing mode before the fields it shows), with
 * the `values` it shows: a lot chosen by its name, other selects by value, the rest typed.
 */
export async function fillRate(page: Page, path: string, values: Record<string, string>) {
  const fields = shownFields(formFields(screenAt(path)!, 'create'), values);
  for (const field of fields.filter((f) => values[f.name] !== undefined)) {
    const { name } = field;
    const value = values[name];
    if (field.type === 'lot') await input(page, name).selectOption({ label: value });
    else if (field.options) await input(page, name).selectOption(value);
    else await input(page, name).fill(value);
  }
}

/** Opens /CommonRate's create form with the name given and the lot whose name contains `lot`. */
export async function openRateForm(page: Page, name: string, lot: string) {
  await openList(page, '/CommonRate');
  await page.getByTestId('list-create').click();
  await input(page, 'name').fill(name);
  await selectContaining(page, 'form-field-lotId', lot);
}

/** Creates a rate of 7.50 per visit (PER_VISIT) named `name` for the lot whose name contains `lot`. */
export async function createPerVisitRate(page: Page, name: string, lot: string) {
  await openRateForm(page, name, lot);
  await fillRate(page, '/CommonRate', PER_VISIT);
  await page.getByTestId('form-save').click();
  await expectSaved(page);
}

/** Lets a blue-plated vehicle into the lot by hand (/ManualPassageRecord), for the given entry reason. */
export async function letInByHand(page: Page, lot: string, plate: string, reason: string) {
  await openList(page, '/ManualPassageRecord');
  await page.getByTestId('list-create').click();
  await selectContaining(page, 'form-field-lotId', lot);
  await page.getByTestId('form-field-plate').fill(plate);
  await page.getByTestId('form-field-plateColor').selectOption('blue');
  await selectContaining(page, 'form-field-reasonId', reason);
  await page.getByTestId('form-save').click();
  await expectSaved(page);
}
