// The generic cycle of every declared list screen the create cycle (crud-cycle.ts) does not run:
// screens whose rows the services, devices and statements write. As the administrator, on rows
// made once for the run (read-only-seed.ts): open the screen as the side menu does (client-side
// navigation), see its columns with their labels and a row as the grid shows it, narrow the list
// with one filter of its filter bar, see each row action enabled or disabled as its state machine
// says, export what the list shows (the file holds the header and the row, amounts in integer
// fen: on the screens that bring a kind of column no other did, as in the create cycle), open the
// row's detail, and see a filter that matches nothing leave the list empty.
import { readFile } from 'node:fs/promises';
import { expect, type Download, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { exportColumns } from '../../lib/files/export-format';
import { machineDateTime } from '../../lib/i18n/dates';
import { cellText } from '../../lib/list/cells';
import type { FilterValue } from '../../lib/list/filters';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../../lib/list/paging';
import { fenToYuan } from '../../lib/money/fen';
import { rowRefusal } from '../../lib/screens/commands';
import { SCREENS, screenAt } from '../../lib/screens/registry';
import type { FieldDecl, ScreenDecl } from '../../lib/screens/types';
import enList from '../../messages/en-US/list.json';
import zhList from '../../messages/zh-CN/list.json';
import { apiRows, type ListSort, type Row } from './api-rows';
import { expectAccessible } from './axe';
import { expectHydrated, watchHydration } from './hydration';
import { crudScreens, type Language } from './crud-cycle';
import type { ReadOnlySeed } from './read-only-seed';
import { derived, grid, labelsOf, listed, openScreen, runSearch, type Labels } from './screens';
import { admin } from './users';

const LIST = { 'zh-CN': zhList, 'en-US': enList } as const;
/** Rows read to choose a row and its filter: a list's largest page. */
const ROWS_READ = MAX_PAGE_SIZE;
/** A text no row holds. */
const NOTHING = 'zz-no-such-row';
/** The grid's own pagination text (@mui/x-data-grid/locales), in the screen's language. */
const ROWS_PER_PAGE = { 'zh-CN': '每页行数', 'en-US': 'Rows per page' } as const;
/** A day before any row. */
const LONG_AGO = { from: '2000-01-01', to: '2000-01-01' };

/** Declared screens the create cycle does not run (no create button, or no text to find a row by). */
export function readOnlyScreens(): ScreenDecl[] {
  const cycled = new Set(crudScreens(() => true).map((s) => s.path));
  return derived(SCREENS.map((s) => screenAt(s.path)!).filter((s) => !cycled.has(s.path)), 'screens for the read-only cycle');
}

const dataRows = (page: Page) => grid(page).locator('[role="row"][data-id]');
const rowById = (page: Page, id: number) => grid(page).locator(`[role="row"][data-id="${id}"]`);
/** The grid's sort when it opens (ListScreen initialSort): the API is asked for the rows in the same order. */
const sortOf = (screen: ScreenDecl) =>
  (screen.defaultSort && listed(screen).some((f) => f.name === screen.defaultSort!.field) ? screen.defaultSort : undefined);

/** A date or date-time's day at the operator's clock, as the date range filter compares it. */
const dayOf = (field: FieldDecl, value: unknown) => (field.type === 'date' ? String(value) : machineDateTime(value)).slice(0, 10);

/** One filter of the bar and the value typed or chosen in it. */
interface Filter { field: FieldDecl; value: FilterValue; matches(row: Row): boolean }

const hasText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** The filter of `field` that keeps the rows with the value `row` has; null when it has none. */
function keepingValueOf(field: FieldDecl, row: Row): Filter | null {
  const value = row[field.name];
  if (field.filter === 'text' && hasText(value)) {
    return { field, value, matches: (r) => String(r[field.name] ?? '').toLowerCase().includes(value.toLowerCase()) };
  }
  if (field.filter === 'select' && field.type !== 'boolean' && value !== null && value !== undefined) {
    return { field, value: String(value), matches: (r) => String(r[field.name]) === String(value) };
  }
  if (field.filter === 'dateRange' && hasText(value)) {
    const day = dayOf(field, value);
    return { field, value: { from: day, to: day }, matches: (r) => hasText(r[field.name]) && dayOf(field, r[field.name]) === day };
  }
  if (field.filter === 'lot' && hasText(row.lotName) && typeof row.lotId === 'number') {
    return { field, value: String(row.lotId), matches: (r) => r.lotName === row.lotName };
  }
  return null;
}

/**
 * A filter that keeps `row`: its lot's when the screen has row actions (the lot's rows in their
 * several states), else the text, choice, date or lot filter (in that order of kinds) that keeps
 * the fewest of the rows read.
 */
function filterKeeping(screen: ScreenDecl, row: Row, rows: readonly Row[]): Filter | null {
  const filters = screen.fields.flatMap((f) => keepingValueOf(f, row) ?? []);
  const byLot = filters.find((f) => f.field.filter === 'lot');
  if (screen.rowActions?.length && byLot) return byLot;
  for (const kind of ['text', 'select', 'dateRange', 'lot'] as const) {
    const ofKind = filters.filter((f) => f.field.filter === kind);
    if (ofKind.length) return ofKind.reduce((a, b) => (rows.filter(b.matches).length < rows.filter(a.matches).length ? b : a));
  }
  return null;
}

/**
 * A filter no row passes: a text or a day no row has; else an option of a choice or lot that no
 * row has (read from the bar), when every row is known.
 */
async function filterKeepingNone(page: Page, screen: ScreenDecl, readAll: () => Promise<Row[]>): Promise<Filter | null> {
  const filters = screen.fields.filter((f) => f.filter);
  const none = () => false;
  const text = filters.find((f) => f.filter === 'text');
  if (text) return { field: text, value: NOTHING, matches: none };
  const range = filters.find((f) => f.filter === 'dateRange');
  if (range) return { field: range, value: LONG_AGO, matches: none };
  const rows = await readAll();
  if (rows.length >= ROWS_READ) return null;
  for (const field of filters) {
    const options = await page.getByTestId(`filter-${field.name}`).locator('option:not([value=""])')
      .evaluateAll((els) => els.map((e) => ({ value: (e as HTMLOptionElement).value, label: e.textContent ?? '' })));
    const unused = field.filter === 'lot'
      ? options.find((o) => !rows.some((r) => r.lotName === o.label))
      : options.find((o) => !rows.some((r) => String(r[field.name]) === o.value));
    if (unused) return { field, value: unused.value, matches: none };
  }
  return null;
}

/** Types or chooses the filter's value (over what the bar holds) and searches. */
async function applyFilter(page: Page, { field, value }: Filter) {
  const input = page.getByTestId(`filter-${field.name}`);
  if (typeof value === 'object') {
    await page.getByTestId(`filter-${field.name}-from`).fill(value.from);
    await page.getByTestId(`filter-${field.name}-to`).fill(value.to);
  } else if (field.filter === 'text') await input.fill(value);
  else await input.selectOption(value);
  await runSearch(page);
}

interface ShownRow { cells: Record<string, string>; actions: Record<string, boolean> }

/** What the grid shows, read at once: each row by id, its cells' text by field and its row actions' buttons (enabled or not). */
const shownRows = (page: Page) => grid(page).evaluate((el) => Object.fromEntries([...el.querySelectorAll('[role="row"][data-id]')].map((row) => [
  row.getAttribute('data-id'),
  {
    cells: Object.fromEntries([...row.querySelectorAll<HTMLElement>('[role="gridcell"][data-field]')].map((c) => [c.dataset.field, c.textContent ?? ''])),
    actions: Object.fromEntries([...row.querySelectorAll<HTMLButtonElement>('[data-testid^="row-action-"]')].map((b) => [b.dataset.testid, !b.disabled])),
  },
])) as Record<string, ShownRow>);

/**
 * Whether a field of a row read twice kept its value: one that changed is changing on its own (a
 * paid vehicle still in the lot is priced again at every sweep), and is not compared.
 */
const settled = (first: Row, again: Row | undefined) => (field: string) =>
  again !== undefined && JSON.stringify(first[field]) === JSON.stringify(again[field]);

/**
 * The grid shows exactly the `kept` rows; `record` with its listed cells as they read (amounts by
 * their yuan figure: the currency's symbol is the operator's); and on every row each row action
 * enabled or disabled as its state rule (and the second-person rule) says. `readAgain` reads the
 * rows again, to leave aside what changed on its own.
 */
async function expectShown(page: Page, screen: ScreenDecl, kept: Row[], record: Row, labels: Labels, language: Language, readAgain: () => Promise<Row[]>) {
  const list = LIST[language];
  const cellLabels = { option: (f: FieldDecl, v: string) => labels.options?.[f.name]?.[v], yes: list.yes, no: list.no, language };
  await expect(async () => {
    const shown = await shownRows(page);
    const again = await readAgain();
    // The rows read with the grid's, or since (a log other specs write to grows all along).
    const ids = (rows: Row[]) => rows.map((r) => String(r.id)).sort();
    expect([ids(kept), ids(again)]).toContainEqual(Object.keys(shown).sort());
    const same = settled(record, again.find((r) => r.id === record.id));
    expect(shown[record.id].cells).toMatchObject(Object.fromEntries(listed(screen).filter((f) => !f.ref && same(f.name)).map((field) => {
      const value = record[field.name];
      return [field.name, field.type === 'money' && typeof value === 'number'
        ? expect.stringContaining(fenToYuan(Math.abs(value))) : cellText(field, value, cellLabels)];
    })));
    for (const row of kept.filter((r) => shown[r.id])) {
      const unchanged = settled(row, again.find((r) => r.id === row.id));
      for (const action of screen.rowActions ?? []) {
        if (action.when && !unchanged(action.when.field)) continue;
        expect(shown[row.id].actions[`row-action-${action.name}-${row.id}`], `${action.name} on row ${row.id}`).toBe(rowRefusal(action, row, admin.account) === null);
      }
    }
  }).toPass({ timeout: 15_000 });
}

/** The exported workbook's rows, each as many cells as the header (blank cells as ''). */
async function workbookRows(download: Download, width: number): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await readFile((await download.path())!) as never);
  const rows: unknown[][] = [];
  workbook.worksheets[0].eachRow((row) => {
    const values = (row.values as unknown[]).slice(1);
    rows.push(Array.from({ length: width }, (_, i) => values[i] ?? ''));
  });
  return rows;
}

/** Exports the list as it is filtered: the file has the header, every row of the filter with `record` among them, amounts in integer fen. */
async function expectExport(page: Page, screen: ScreenDecl, labels: Labels, language: Language, kept: Row[], record: Row,
  readAgain: () => Promise<Row[]>) {
  const list = LIST[language];
  const columns = exportColumns(screen, { title: labels.title, fields: labels.fields, options: labels.options ?? {}, actions: {} },
    [list.yes, list.no], (label) => list.moneyHeader.replace('{label}', label));
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('list-export').click()]);
  await expect(page.getByTestId('export-status')).toContainText(list.exportCompleted);
  const [header, ...rows] = await workbookRows(download, columns.length);
  expect(header).toEqual(columns.map((c) => c.header));
  // The record's line: the file's line most like it, equal to it (but for what changed on its own).
  const again = await readAgain();
  const same = settled(record, again.find((r) => r.id === record.id));
  const compared = columns.flatMap((c, i) => (same(c.field) ? [i] : []));
  const expected = compared.map((i) => columns[i].cell(record));
  const cellsOf = (line: unknown[]) => compared.map((i) => line[i]);
  const likeness = (line: unknown[]) => cellsOf(line).filter((cell, i) => cell === expected[i]).length;
  expect(cellsOf(rows.reduce((best, line) => (likeness(line) > likeness(best) ? line : best), []))).toEqual(expected);
  // Every row the filter keeps, when they fit a page and none came or went meanwhile (logs grow all along).
  if (kept.length < DEFAULT_PAGE_SIZE && again.length === kept.length) expect(rows).toHaveLength(kept.length);
  const money = columns.flatMap((c, i) => (screen.fields.find((f) => f.name === c.field)?.type === 'money' ? [i] : []));
  for (const row of rows) for (const i of money) expect(row[i] === '' || Number.isInteger(row[i]), `${columns[i].header}: ${String(row[i])}`).toBe(true);
}

async function expectDetail(page: Page, screen: ScreenDecl, record: Row, labels: Labels, language: Language) {
  await rowById(page, record.id).getByTestId(`row-detail-${record.id}`).click();
  const drawer = page.getByTestId('detail-drawer');
  await expect(drawer).toBeVisible();
  const list = LIST[language];
  const first = listed(screen).find((f) => f.type !== 'money' && !f.ref)!;
  await expect(drawer.getByTestId(`detail-${first.name}`))
    .toHaveText(cellText(first, record[first.name], { option: (f, v) => labels.options?.[f.name]?.[v], yes: list.yes, no: list.no, language }));
  for (const section of screen.detail!.sections) await expect(drawer.getByTestId(`detail-section-${section.name}`)).toBeVisible();
  if (screen.detail!.audit) await expect(drawer.getByTestId('detail-audit')).toBeVisible();
  // Its close button sits under the app bar: closed as a keyboard user does.
  await page.keyboard.press('Escape');
  await expect(drawer).toHaveCount(0);
}

/** A filter that matches nothing leaves the list empty (and, when `exported`, its export says there is nothing to export). */
async function expectNothingFound(page: Page, screen: ScreenDecl, language: Language, exported: boolean) {
  const nothing = await filterKeepingNone(page, screen, () => apiRows(page, screen.path, {}, ROWS_READ));
  expect(nothing, `${screen.path}: a filter that keeps no row`).not.toBeNull();
  await applyFilter(page, nothing!);
  await expect(dataRows(page)).toHaveCount(0);
  await expect(grid(page).locator('.MuiDataGrid-overlay')).toBeVisible();
  if (!exported) return;
  await page.getByTestId('list-export').click();
  await expect(page.getByTestId('export-status')).toContainText(LIST[language].noDataToExport);
}

/**
 * The rows of a seeded lot, when the screen has a lot filter (other specs add rows of theirs all
 * along, and change them); else the first rows of the list.
 */
async function seededRows(page: Page, screen: ScreenDecl, seed: ReadOnlySeed, sort?: ListSort): Promise<Row[]> {
  const lot = screen.fields.find((f) => f.filter === 'lot');
  if (!lot) return apiRows(page, screen.path, {}, ROWS_READ, sort);
  for (const { id } of seed.lots) {
    const rows = await apiRows(page, screen.path, { [lot.name]: String(id) }, ROWS_READ, sort);
    if (rows.length) return rows;
  }
  return [];
}

/** How far the cycle goes on a screen. */
export interface ReadOnlySteps {
  /** false for a screen nothing in the run can give rows (its columns, filter bar and an export of nothing are still gone through). */
  withRows: boolean;
  /** false for a screen that always shows a row for each lot (no filter of its keeps none). */
  nothingFound: boolean;
  /** The filtered list exported and read back (on the screens that bring a kind of column no other did: `covering`). */
  exported: boolean;
}

/** The cycle on a screen. */
export async function readOnlyCycle(page: Page, screen: ScreenDecl, language: Language, seed: ReadOnlySeed, { withRows, nothingFound, exported }: ReadOnlySteps) {
  const labels = labelsOf(language, screen.entity);
  const sort = sortOf(screen);
  watchHydration(page);
  // The rows are read (as the grid reads them) while the screen opens.
  const [rows] = await Promise.all([withRows ? seededRows(page, screen, seed, sort) : [], openScreen(page, screen, labels)]);
  if (!withRows) {
    await expectNothingFound(page, screen, language, Boolean(screen.buttons.export));
    await expectAccessible(page, screen.path);
    expectHydrated(page);
    return;
  }
  expect(rows.length, `${screen.path}: rows made by the seed`).toBeGreaterThan(0);
  if (screen.chart) await expect(page.getByTestId('list-chart')).toBeVisible();
  const [record] = rows;

  const keeping = filterKeeping(screen, record, rows);
  expect(keeping, `${screen.path}: a filter that keeps the row`).not.toBeNull();
  const filterValues = { [keeping!.field.name]: keeping!.value };
  const [kept] = await Promise.all([apiRows(page, screen.path, filterValues, DEFAULT_PAGE_SIZE, sort), applyFilter(page, keeping!)]);
  expect(kept.map((r) => r.id)).toContain(record.id);
  for (const row of kept) expect(keeping!.matches(row), `${screen.path}: row ${row.id} passes the filter on ${keeping!.field.name}`).toBe(true);
  const readAgain = () => apiRows(page, screen.path, filterValues, DEFAULT_PAGE_SIZE, sort);
  await expectShown(page, screen, kept, kept.find((r) => r.id === record.id)!, labels, language, readAgain);
  await expect(grid(page).locator('.MuiTablePagination-root')).toContainText(ROWS_PER_PAGE[language]);
  await expectAccessible(page, screen.path);
  expectHydrated(page);
  if (exported) await expectExport(page, screen, labels, language, kept, kept.find((r) => r.id === record.id)!, readAgain);
  if (screen.detail) await expectDetail(page, screen, record, labels, language);
  if (nothingFound) await expectNothingFound(page, screen, language, false);
}
