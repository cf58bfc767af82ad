// Rows read, made and changed through the console's own screen route (/api/screen), with the
// payloads its list screens send: what a form submits (values as typed, converted as the form
// converts them), what a row action's dialog submits (with a key per press when it moves money),
// what the filter bar asks for. Fast enough to seed many screens' rows before a cycle reads them.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { emptyFormValues, formPayload, type FormValues } from '../../lib/list/form-values';
import { filtersPayload, type FilterValues } from '../../lib/list/filters';
import { toOptions, type Option } from '../../lib/list/options';
import { screenAt } from '../../lib/screens/registry';
import { formFields } from '../../lib/screens/schema';
import type { FieldDecl } from '../../lib/screens/types';
import { lastingOption, typedValue } from './screens';
import { screenCall } from './users';

export type Row = { id: number } & Record<string, unknown>;

/** The answer's data, or an error naming the call and the refusal. */
async function dataOf<T>(call: ReturnType<typeof screenCall>, what: string): Promise<T> {
  const { status, body } = await call;
  if (status !== 200) throw new Error(`${what}: ${status} ${JSON.stringify(body?.error ?? body)}`);
  return body!.data as T;
}

const declared = (path: string) => {
  const screen = screenAt(path);
  if (!screen) throw new Error(`${path} is not a declared screen`);
  return screen;
};

/** What a form offers for a choice: the declared options, a ref's rows, or the caller's lots. */
async function choicesOf(page: Page, path: string, field: FieldDecl): Promise<Option[]> {
  if (field.options) return field.options.map((o) => ({ value: String(o), label: String(o) }));
  if (field.type === 'lot') return toOptions(await dataOf(screenCall(page, path, 'lots', {}), `${path} lots`));
  if (field.ref) return toOptions(await dataOf(screenCall(page, path, 'options', { field: field.name }), `${path} options ${field.name}`));
  return [];
}

/** The value of the option of `field` whose label contains every one of `texts`. */
export async function optionContaining(page: Page, path: string, field: string, ...texts: string[]): Promise<string> {
  const choices = await choicesOf(page, path, declared(path).fields.find((f) => f.name === field)!);
  const choice = choices.find((o) => texts.every((text) => o.label.includes(text)));
  if (!choice) throw new Error(`${path} ${field}: no option contains ${texts.join(' and ')} (${choices.map((o) => o.label).join(', ')})`);
  return choice.value;
}

/**
 * Creates a row as the screen's form does: `values` as typed (amounts in yuan), and unless
 * `generated` is false, generated values for the other typed fields and the first lasting choice
 * for the other required ones (a rate's fields depend on each other: it is given whole).
 */
export async function apiCreate(page: Page, path: string, values: FormValues = {}, generated = true): Promise<Row> {
  const screen = declared(path);
  const fields = formFields(screen, 'create');
  const typed: FormValues = { ...emptyFormValues(fields), ...values };
  for (const field of generated ? fields.filter((f) => !(f.name in values)) : []) {
    const value = typedValue(screen, field, 'ro');
    if (value !== null) typed[field.name] = value;
    else if (field.required && field.type !== 'boolean') typed[field.name] = lastingOption(await choicesOf(page, path, field))?.value ?? '';
  }
  const { row } = await dataOf<{ row: Row }>(screenCall(page, path, 'create', { values: formPayload(fields, typed) }), `${path} create`);
  return row;
}

/** Runs a row action on rows as its dialog does: `values` as typed, a fresh key when it moves money. */
export async function apiAct(page: Page, path: string, action: string, ids: number[], values: FormValues = {}): Promise<unknown> {
  const declaredAction = declared(path).rowActions?.find((a) => a.name === action);
  if (!declaredAction) throw new Error(`${path} has no row action ${action}`);
  const payload = {
    ids,
    ...(declaredAction.fields?.length ? { values: formPayload(declaredAction.fields, { ...emptyFormValues(declaredAction.fields), ...values }) } : {}),
    ...(declaredAction.idempotent ? { idempotencyKey: `e2e-${randomUUID()}` } : {}),
  };
  return dataOf(screenCall(page, path, action, payload), `${path} ${action}`);
}

export interface ListSort { field: string; direction: 'asc' | 'desc' }

/** The first `rows` of a list, filtered as the filter bar's inputs would be filled, sorted as the grid asks. */
export async function apiRows(page: Page, path: string, filters: FilterValues = {}, rows = 50, sort?: ListSort): Promise<Row[]> {
  const payload = { startIndex: 1, endIndex: rows, filters: filtersPayload(declared(path), filters), ...(sort ? { sort } : {}) };
  return (await dataOf<{ rows: Row[] }>(screenCall(page, path, 'list', payload), `${path} list`)).rows;
}

/** The one row the filters find. */
export async function apiRow(page: Page, path: string, filters: FilterValues): Promise<Row> {
  const rows = await apiRows(page, path, filters);
  if (rows.length !== 1) throw new Error(`${path} ${JSON.stringify(filters)}: ${rows.length} rows, one expected`);
  return rows[0];
}
