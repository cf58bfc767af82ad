// A list larger than the count cap (backend/entities/engine/count.ts, lib/list/totals.ts): the
// grid's footer says "about N" for the whole list (the database's estimate) and "more than
// 10,000" for a filter that matches more rows than are counted, each with the line under the grid
// saying why, in both languages. The rows are imported as an administrator would, in two files of
// the most rows an import takes, into a list no other spec reads unfiltered.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { COUNT_CAP } from '../backend/entities/engine/count';
import { MAX_IMPORT_ROWS } from '../backend/entities/engine/import';
import { csvLine } from '../lib/files/csv';
import { labelsOf, runSearch } from './support/screens';
import { admin, signIn } from './support/users';

const PATH = '/ForeignServiceCompany';
const FILES = 2;
type Language = 'zh-CN' | 'en-US';
const listMessages = (language: Language) =>
  JSON.parse(readFileSync(path.join(__dirname, '..', 'messages', language, 'list.json'), 'utf8')) as Record<string, string>;

/** A message of list.json with its arguments: numbers as the language writes them, `total` as a pattern when not given. */
function expected(language: Language, key: string, values: Record<string, number | undefined>): RegExp {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const parts = listMessages(language)[key].split(/(\{\w+(?:, number)?\})/);
  return new RegExp(`^${parts.map((part) => {
    const name = part.match(/^\{(\w+)(?:, number)?\}$/)?.[1];
    if (!name) return escape(part);
    const value = values[name];
    return value === undefined ? '([\\d,]+)' : escape(new Intl.NumberFormat(language).format(value));
  }).join('')}$`);
}

async function importRows(page: Page, tag: string, file: number) {
  const { fields: labels, options } = labelsOf('en-US', 'foreignServiceCompany');
  const header = csvLine([labels.name, labels.contact, labels.phone, labels.email, labels.address, labels.status]);
  const lines = Array.from({ length: MAX_IMPORT_ROWS }, (_, i) => {
    const n = file * MAX_IMPORT_ROWS + i;
    return csvLine([`Totals ${tag} ${String(n).padStart(6, '0')}`, `Contact person number ${n}`, `139${String(n).padStart(8, '0')}`,
      `totals.${tag}.${n}@example.com`, `${n} Harbour Road, Block ${n % 97}, Service Yard of the North Gate`, options!.status['1']]);
  });
  const result = await page.evaluate(async ([target, body, name]) => {
    const response = await fetch(target, {
      method: 'POST', body, headers: { 'content-type': 'application/octet-stream', 'x-catc-request': '1', 'x-file-name': name },
    });
    return { status: response.status, body: await response.json().catch(() => null) };
  }, [`/api/screen/import?path=${encodeURIComponent(PATH)}`, header + lines.join(''), `totals-${file}.csv`] as const);
  expect(result, JSON.stringify(result.body)).toMatchObject({ status: 200 });
}

async function expectTotals(page: Page, language: Language, tag: string) {
  const footer = page.getByTestId('list-grid').locator('.MuiTablePagination-displayedRows');
  const why = page.getByTestId('list-total-approximate');
  await page.goto(PATH);
  const about = expected(language, 'rowsOfEstimate', { from: 1, to: 20 });
  await expect(footer).toHaveText(about);
  const estimate = Number((await footer.textContent())!.match(about)![1].replace(/,/g, ''));
  expect(estimate).toBeGreaterThan(COUNT_CAP);
  await expect(why).toHaveText(listMessages(language).totalApproximate);

  await page.getByTestId('filter-name').fill(`Totals ${tag}`);
  await runSearch(page);
  await expect(footer).toHaveText(expected(language, 'rowsOfAtLeast', { from: 1, to: 20, total: COUNT_CAP }));
  await expect(why).toHaveText(expected(language, 'totalCapped', { total: COUNT_CAP }));

  // A filter matching a few of them (000010 to 000019): an exact total in the grid's own words
  // (MUI's), and no line under it.
  await page.getByTestId('filter-name').fill(`Totals ${tag} 00001`);
  await runSearch(page);
  await expect(footer).toHaveText(language === 'zh-CN' ? '1–10 共 10' : '1–10 of 10');
  await expect(why).toHaveCount(0);
}

test('a list beyond the count cap says its totals are approximate, in both languages', async ({ browser, baseURL }) => {
  // 20,000 rows imported (two files) before the pages are read.
  test.setTimeout(300_000);
  const tag = Date.now().toString(36);
  const zh = await (await browser.newContext({ locale: 'zh-CN' })).newPage();
  await signIn(zh, admin);
  for (let file = 0; file < FILES; file += 1) await importRows(zh, tag, file);
  await expectTotals(zh, 'zh-CN', tag);

  const enContext = await browser.newContext({ locale: 'en-US' });
  await enContext.addCookies([{ name: 'catc_lang', value: 'en-US', url: baseURL! }]);
  const en = await enContext.newPage();
  await signIn(en, admin);
  await expectTotals(en, 'en-US', tag);
});
