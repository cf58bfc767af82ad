// The create/edit form's values as the inputs hold them (strings and booleans), from and to
// rows and the payload that valuesSchema (lib/screens/schema.ts) checks.
import { fenToYuan, isFen, parseYuan } from '../money/fen';
import { stepsInYuan, typedStepsInFen } from '../tariff/step-text';
import type { FieldDecl } from '../screens/types';

export type FormValue = string | boolean;
export type FormValues = Record<string, FormValue>;

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO date-time as a datetime-local input shows it (the browser's clock). */
export function toDateTimeLocal(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  const date = new Date(String(value));
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A datetime-local input's value as ISO 8601 (UTC); blanks and nonsense stay as they are for the schema to judge. */
export function fromDateTimeLocal(value: string): string {
  if (!value.trim()) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

export function emptyFormValues(fields: readonly FieldDecl[]): FormValues {
  return Object.fromEntries(fields.map((f) => [f.name, f.type === 'boolean' ? false : '']));
}

export function rowToFormValues(fields: readonly FieldDecl[], row: Record<string, unknown>): FormValues {
  return Object.fromEntries(fields.map((f): [string, FormValue] => {
    const value = row[f.name];
    if (f.type === 'boolean') return [f.name, value === true || value === 'true' || value === 1 || value === '1'];
    if (f.type === 'password' || value === null || value === undefined) return [f.name, ''];
    // No row has id 0: a ref of 0 (the ASHX habit for 'none', e.g. pid 0 at the top) is blank.
    if (f.ref && (value === 0 || value === '0')) return [f.name, ''];
    if (f.type === 'date') return [f.name, String(value).slice(0, 10)];
    if (f.type === 'datetime') return [f.name, toDateTimeLocal(value)];
    if (f.type === 'money' && isFen(value)) return [f.name, fenToYuan(value)];
    if (f.type === 'stepPrices' && typeof value === 'string') return [f.name, stepsInYuan(value)];
    return [f.name, typeof value === 'object' ? JSON.stringify(value) : String(value)];
  }));
}

/** What the form submits, before the schema: date-times as ISO, amounts (and step prices) typed in yuan as fen, the rest as typed. */
export function formPayload(fields: readonly FieldDecl[], values: FormValues): Record<string, unknown> {
  return Object.fromEntries(fields.map((f) => {
    const value = values[f.name];
    if (f.type === 'datetime' && typeof value === 'string') return [f.name, fromDateTimeLocal(value)];
    if (f.type === 'money' && typeof value === 'string' && value.trim()) return [f.name, parseYuan(value) ?? value];
    if (f.type === 'stepPrices' && typeof value === 'string') return [f.name, typedStepsInFen(value)];
    return [f.name, value ?? ''];
  }));
}
