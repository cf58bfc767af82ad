// The zod schemas a screen declaration implies: form values on create and on update, and the
// list query. Forms, the BFF and the backend all validate with these.
import { z } from 'zod';
import { TEXT_MAX_LENGTH } from '../spec-constants';
import { fenStepsSchema } from '../tariff/step-schema';
import * as rule from '../validation/rules';
import { numberBounds, textLimit } from './field-limits';
import { formFields, type FormMode } from './form-fields';
import { shownFieldNames } from './form-layout';
import { perDeclaration } from './per-declaration';
import type { FieldDecl, ScreenDecl } from './types';

export { formFields, type FormMode };

/** A ref select's value: the id of a row of another table ('option' when it is not one). */
const refId = z.coerce.number({ error: rule.V.option }).int({ error: rule.V.option }).min(1, { error: rule.V.option });

/** The schema of one field's value, before optionality. */
export function fieldSchema(field: FieldDecl): z.ZodType {
  switch (field.type) {
    case 'text': case 'textarea': return rule.text(textLimit(field));
    case 'password': return rule.password();
    case 'digits': return rule.digits(textLimit(field));
    case 'version': return rule.version(textLimit(field));
    case 'integer': return rule.integer(field.min, field.max);
    case 'decimal': return rule.decimal(field.min, field.max, 6);
    case 'money': return rule.fen(numberBounds(field).min, field.max);
    case 'stepPrices': return fenStepsSchema();
    case 'boolean': return z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])], { error: rule.V.option })
      .transform((v) => v === true || v === 'true' || v === '1');
    case 'select': return field.options ? rule.option(field.options) : field.ref ? refId : rule.text();
    case 'date': return rule.date();
    case 'datetime': return rule.datetime();
    case 'coordinate': return rule.coordinate(field.max === 90 ? 90 : 180);
    case 'maxSpaces': return rule.maxSpaces();
    case 'phone': return rule.phone();
    case 'email': return rule.email();
    case 'lot': return rule.integer(1);
    default: return z.never();
  }
}

/** Form values: required fields must be present and not blank; optional blanks become null. */
export const valuesSchema = perDeclaration(buildValuesSchema);

function buildValuesSchema(screen: ScreenDecl, mode: FormMode) {
  const fields = formFields(screen, mode);
  const shape: Record<string, z.ZodType> = {};
  for (const field of fields) {
    const base = fieldSchema(field);
    // A field shown only for some values of others is required only while shown (requiredWhileShown).
    shape[field.name] = field.required && !field.shownWhen
      ? z.preprocess(rule.blankToUndefined, base.optional()).refine((v) => v !== undefined, { error: rule.V.blank })
      : z.preprocess(rule.blankToUndefined, base.optional()).transform((v) => (v === undefined ? null : v));
  }
  // An absent key would skip its schema altogether: a required field left out counts as blank.
  const required = fields.filter((f) => f.required).map((f) => f.name);
  const blanks = Object.fromEntries(required.map((name) => [name, '']));
  const withBlanks = (input: unknown) => (isValues(input) ? { ...blanks, ...input } : input);
  return z.preprocess(withBlanks, conditionalValues(fields, z.object(shape).strict()));
}

/**
 * Values of `fields` checked by `schema` as their form shows them: hidden fields blank whatever was
 * sent, and a required field shown only for some values of others refused blank while shown.
 */
export function conditionalValues<S extends z.ZodType<Record<string, unknown>>>(fields: readonly FieldDecl[], schema: S) {
  return z.preprocess((input: unknown) => (isValues(input) ? blankHidden(fields, input) : input), requiredWhileShown(fields, schema));
}

const isValues = (input: unknown): input is Record<string, unknown> => Boolean(input) && typeof input === 'object' && !Array.isArray(input);

/** Hidden fields (lib/screens/form-layout.ts) are blank, whatever was sent: not checked, stored as null. */
function blankHidden(fields: readonly FieldDecl[], values: Record<string, unknown>): Record<string, unknown> {
  const shown = shownFieldNames(fields, values);
  return Object.fromEntries(Object.entries(values).map(([name, value]) => [name, shown.has(name) ? value : '']));
}

/** Required fields shown only for some values of others are refused blank while shown, beside other refusals. */
function requiredWhileShown<S extends z.ZodType<Record<string, unknown>>>(fields: readonly FieldDecl[], values: S): S {
  return fields.filter((f) => f.required && f.shownWhen).reduce<S>((schema, field) => schema.refine(
    (parsed) => !isValues(parsed) || parsed[field.name] != null || !shownFieldNames(fields, parsed).has(field.name),
    { error: rule.V.blank, path: [field.name], when: () => true },
  ), values);
}

const MAX_PAGE = 100;
const MAX_EXPORT_CHUNK = 5_000;
/** A keyset cursor (backend/entities/engine/keyset.ts) is a short base64url string. */
const MAX_CURSOR_LENGTH = 1_000;

/** Filters offered by the declaration: text contains, select equals, date range, lot. */
export function filterSchema(screen: ScreenDecl) {
  const shape: Record<string, z.ZodType> = {};
  for (const field of screen.fields.filter((f) => f.filter)) {
    const value = field.filter === 'dateRange'
      ? z.object({ from: z.string().max(40).optional(), to: z.string().max(40).optional() }).strict()
      : field.filter === 'lot' ? z.coerce.number().int().positive() : z.union([z.string().max(TEXT_MAX_LENGTH), z.number(), z.boolean()]);
    shape[field.name] = value.optional();
  }
  return z.object(shape).strict();
}

const sortable = (screen: ScreenDecl) => screen.fields.filter((f) => f.list !== false && f.type !== 'password' && f.sortable !== false).map((f) => f.name);

/** A page of the list: startIndex/endIndex are 1-based and inclusive (as everywhere in ASHX). */
export const listQuerySchema = (screen: ScreenDecl, maxRows: number = MAX_PAGE) => listQueryPerScreen(screen, maxRows);
const listQueryPerScreen = perDeclaration(buildListQuerySchema);

function buildListQuerySchema(screen: ScreenDecl, maxRows: number) {
  const fields = ['id', ...sortable(screen)];
  return z.object({
    startIndex: z.coerce.number().int().min(1),
    endIndex: z.coerce.number().int().min(1),
    sort: z.object({ field: z.enum(fields as [string, ...string[]]), direction: z.enum(['asc', 'desc']) }).optional(),
    filters: filterSchema(screen).default({}),
    // Keyset paging: the `next` cursor of the previous page (a backend without it pages by startIndex).
    after: z.string().max(MAX_CURSOR_LENGTH).optional(),
  }).strict().refine((q) => q.endIndex >= q.startIndex && q.endIndex - q.startIndex < maxRows, { error: 'pageSize' });
}

export const exportQuerySchema = (screen: ScreenDecl) => listQuerySchema(screen, MAX_EXPORT_CHUNK);
export const EXPORT_CHUNK_ROWS = MAX_EXPORT_CHUNK;

/** The value of a field in a sample row that passes validation (registry tests, fixtures). */
export function sampleValue(field: FieldDecl, n = 1): unknown {
  switch (field.type) {
    case 'text': case 'textarea': return `${field.name} ${n}`.slice(0, textLimit(field));
    case 'password': return `Sample#Pass${n}x9Q`;
    case 'digits': return String(100 + n);
    case 'version': return `1.${n}.0`;
    case 'integer': return Math.max(field.min ?? 0, Math.min(field.max ?? 1000, n));
    case 'decimal': return Math.max(field.min ?? 0, n + 0.5);
    case 'money': return Math.max(field.min ?? 0, Math.min(field.max ?? 100_000, n * 150 + 1));
    case 'stepPrices': return `60:${n * 100}`;
    case 'boolean': return n % 2 === 0;
    case 'select': return field.options ? field.options[n % field.options.length] : field.ref ? n : `option${n}`;
    case 'date': return '2026-11-22';
    case 'datetime': return '2026-11-22T08:00:00.000Z';
    case 'coordinate': return field.max === 90 ? 22.123 : 113.123; // a latitude is at most 90
    case 'maxSpaces': return n;
    case 'phone': return `1380000${String(n).padStart(4, '0')}`;
    case 'email': return `user${n}@example.com`;
    case 'lot': return 1;
    default: return null;
  }
}

export function sampleValues(screen: ScreenDecl, mode: FormMode = 'create', n = 1): Record<string, unknown> {
  return Object.fromEntries(formFields(screen, mode).map((f) => [f.name, sampleValue(f, n)]));
}
