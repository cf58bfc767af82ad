// Driving a declared list screen the way a person does: the same declaration that builds the
// screen tells the test which inputs there are and what valid values look like.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { sampleValue } from '../../lib/screens/sample-values';
import { shownFieldNames } from '../../lib/screens/form-layout';
import { formFields } from '../../lib/screens/schema';
import type { FieldDecl, ScreenDecl } from '../../lib/screens/types';

export type Labels = ReturnType<typeof labelsOf>;

export function labelsOf(language: 'zh-CN' | 'en-US', entity: string) {
  return JSON.parse(readFileSync(path.join(__dirname, '..', '..', 'messages', language, 'screens', `${entity}.json`), 'utf8')) as {
    title: string; fields: Record<string, string>; options?: Record<string, Record<string, string>>;
  };
}

/**
 * A list of screens a spec derives and makes one test each of: an empty list would make no test
 * and pass in silence (a filter or a registry gone wrong), so it fails the spec's loading instead.
 */
export function derived<T>(list: readonly T[], what: string): T[] {
  if (!list.length) throw new Error(`No ${what}: the list a generic cycle derives is empty.`);
  return [...list];
}

let counter = 0;
/** A value unique to this run, fit for the field, as typed into the form. */
export function typedValue(screen: ScreenDecl, field: FieldDecl, tag: string): string | null {
  counter += 1;
  // The worker's index (its slot, 0 to workers - 1) keeps the workers (up to four) from typing the same value in the same millisecond.
  const n = ((Date.now() % 1_000_000) * 10 + (counter % 10)) * 4 + (Number(process.env.TEST_PARALLEL_INDEX ?? 0) % 4);
  return sampleValue(screen, field, tag, n);
}

/** The values a generic cycle types when it creates and edits a row (tags 'e2e', 'ed'): rows it deletes again. */
const TRANSIENT = /^(e2e|ed)\d+$/;

/** The option to pick for a required choice: rather not a row a generic cycle has just made (it deletes that row at its end). */
export const lastingOption = <O extends { label: string }>(options: readonly O[]): O | undefined =>
  options.find((o) => !TRANSIENT.test(o.label)) ?? options[0];

export const input = (scope: Page | Locator, field: string) => scope.getByTestId(`form-field-${field}`);

/** The text field the tests find rows by: filterable, typed in by the user. */
export function keyField(screen: ScreenDecl): FieldDecl | undefined {
  return screen.fields.find((f) => f.filter === 'text' && f.type === 'text' && !f.readOnly && f.form !== 'none');
}

/** Fills every create (or update) field; returns the value typed into the key field. */
export async function fillForm(page: Page, screen: ScreenDecl, mode: 'create' | 'update', tag: string): Promise<string> {
  let key = '';
  const fields = formFields(screen, mode);
  /** What is filled so far: a field shown only for some values of earlier ones (shownWhen) is left alone while hidden. */
  const filled: Record<string, string> = {};
  for (const field of fields) {
    if (!shownFieldNames(fields, filled).has(field.name)) continue;
    const box = input(page, field.name);
    if (field.type === 'boolean') continue;
    if (field.options || field.ref || field.type === 'select' || field.type === 'lot') {
      // Optional choices stay blank: they often depend on each other (a parent needs a level).
      if (!field.required) continue;
      // Lots and refs load after the form opens: wait for a choice before taking the first one.
      await expect(box.locator('option:not([value=""])').first()).toBeAttached();
      const options = await box.locator('option').evaluateAll((els) => els
        .map((e) => ({ value: (e as HTMLOptionElement).value, label: e.textContent ?? '' })).filter((o) => o.value));
      filled[field.name] = lastingOption(options)!.value;
      await box.selectOption(filled[field.name]);
      continue;
    }
    const value = typedValue(screen, field, tag)!;
    filled[field.name] = value;
    await box.fill(value);
    if (field.name === keyField(screen)?.name) key = value;
  }
  return key;
}

export async function search(page: Page, screen: ScreenDecl, value: string) {
  await page.getByTestId(`filter-${keyField(screen)!.name}`).fill(value);
  await runSearch(page);
}

/**
 * Presses Search and waits until the list shows what it found. The rows read before stay on show
 * meanwhile, so a row found then may move when the answer lands (a filter keeps fewer rows above
 * it), and a click on it between Playwright's aim and its press hits whatever is there now.
 */
export async function runSearch(page: Page) {
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/screen') && (r.request().postData() ?? '').includes('"action":"list"'));
  await page.getByTestId('filter-search').click();
  await answered;
  await expect(page.getByTestId('list-refetching')).toHaveCount(0);
}

export const rowWith = (page: Page, text: string) => page.getByTestId('list-grid').locator('[role="row"]', { hasText: text });

export async function expectSaved(page: Page) {
  await expect(page.getByTestId('form-save')).toHaveCount(0, { timeout: 15_000 });
}

/** What kind of cell a field makes in a file: a choice by its label, a lot or ref by its name, else its type. */
const kindOf = (field: FieldDecl) => (field.ref || field.type === 'lot' ? 'named' : field.options ? 'choice' : field.type);

/** The first screens that between them bring every kind of field (in `fieldsOf`) once: where a generic check of files runs. */
export function covering(screens: ScreenDecl[], fieldsOf: (screen: ScreenDecl) => FieldDecl[]): Set<string> {
  const seen = new Set<string>();
  const chosen = new Set<string>();
  for (const screen of screens) {
    const kinds = fieldsOf(screen).map(kindOf);
    if (kinds.every((k) => seen.has(k))) continue;
    kinds.forEach((k) => seen.add(k));
    chosen.add(screen.path);
  }
  return chosen;
}

/** The fields a list shows as columns. */
export const listed = (screen: ScreenDecl) => screen.fields.filter((f) => f.list !== false && f.type !== 'password');
export const grid = (page: Page) => page.getByTestId('list-grid');

/** Opens the screen as the side menu does: client-side navigation, the shell stays. */
export async function openScreen(page: Page, screen: ScreenDecl, labels: Labels) {
  await page.evaluate((path) => (window as unknown as { next: { router: { push(path: string): void } } }).next.router.push(path), screen.path);
  await expect(page).toHaveURL(screen.path);
  await expect(page.getByTestId(`list-${screen.entity}`)).toBeVisible();
  await expect(page.getByRole('heading', { name: labels.title })).toBeVisible();
  await expect(grid(page).getByRole('columnheader')).toContainText(listed(screen).map((f) => labels.fields[f.name]));
}

