// Options of selects that come from the server: the lot picker's [{ id, name }] and a ref
// field's [{ value, label }], in one shape; and which of them a screen reads.
import type { FieldDecl, ScreenDecl } from '../screens/types';

export interface Option { value: string; label: string }

export function toOptions(rows: unknown): Option[] {
  if (!Array.isArray(rows)) return [];
  const options: Option[] = [];
  for (const row of rows) {
    if (!row || typeof row !== 'object') continue;
    const r = row as Record<string, unknown>;
    const value = r.value ?? r.id;
    const label = r.label ?? r.name ?? value;
    if (value === null || value === undefined) continue;
    options.push({ value: String(value), label: String(label) });
  }
  return options;
}

export const isLotField = (field: FieldDecl) => field.type === 'lot' || field.filter === 'lot';

/** The screen shows or asks for lots (a field, a filter, a row action's field): it reads the caller's lots. */
export const readsLots = (screen: ScreenDecl) => screen.fields.some(isLotField) || (screen.rowActions ?? []).some((a) => a.fields?.some(isLotField));

/** Fields whose options are rows of another table, read from the backend. */
export const refFieldNames = (screen: ScreenDecl) => screen.fields.filter((f) => f.ref).map((f) => f.name);
