// A row action's dialog and the row it was opened on (RowActionDecl context, initial, rowBounds,
// derived), pure: what the dialog keeps and shows of the row, the values it starts with, the
// bounds it checks before sending (the backend checks them again with the row as it is then) and
// the figures it computes as the person types.
import { emptyFormValues, formPayload, rowToFormValues, type FormValues } from '../list/form-values';
import { typedNumber } from './field-limits';
import type { FieldDecl, RowActionDecl, ScreenDecl } from './types';

type Row = Record<string, unknown>;

const numberIn = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

/** The row fields the action's dialog uses. */
export function rowFieldsOf(action: RowActionDecl): string[] {
  const bounds = Object.values(action.rowBounds ?? {}).flatMap((b) => [b.min, b.max]);
  const named = [...(action.context ?? []), ...Object.values(action.initial ?? {}), ...bounds, ...(action.derived ?? []).map((d) => d.minus)];
  return [...new Set(named.filter((name): name is string => name !== undefined))];
}

/** What the dialog keeps of the row it was opened on (the row fields it uses). */
export const rowSnapshot = (action: RowActionDecl, row: Row): Row =>
  Object.fromEntries(rowFieldsOf(action).map((name) => [name, row[name] ?? null]));

/** The screen's fields the dialog shows of its row, in the declared order. */
export const contextFields = (screen: ScreenDecl, action: RowActionDecl): FieldDecl[] =>
  (action.context ?? []).flatMap((name) => screen.fields.filter((f) => f.name === name));

/** The action's fields as the dialog starts them: blank, or the row's value where `initial` says. */
export function initialValues(action: RowActionDecl, row?: Row): FormValues {
  const fields = action.fields ?? [];
  const values = emptyFormValues(fields);
  for (const field of fields) {
    const from = action.initial?.[field.name];
    if (row && from !== undefined && row[from] !== null && row[from] !== undefined) Object.assign(values, rowToFormValues([field], { [field.name]: row[from] }));
  }
  return values;
}

/** Field -> refusal key, where a checked value (fen for money) lies beyond its bound from the row. */
export function rowBoundErrors(action: RowActionDecl, values: Record<string, unknown>, row?: Row): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [name, bound] of Object.entries(action.rowBounds ?? {})) {
    const value = numberIn(values[name]);
    if (value === undefined) continue;
    const min = bound.min === undefined ? undefined : numberIn(row?.[bound.min]);
    const max = bound.max === undefined ? undefined : numberIn(row?.[bound.max]);
    if ((min !== undefined && value < min) || (max !== undefined && value > max)) errors[name] = bound.refusal;
  }
  return errors;
}

/** The refusals' parameters: each bound's row field as a person types it (money in yuan). */
export function rowBoundValues(screen: ScreenDecl, action: RowActionDecl, row?: Row): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of Object.values(action.rowBounds ?? {}).flatMap((b) => [b.min, b.max])) {
    const field = screen.fields.find((f) => f.name === name);
    const value = numberIn(row?.[name ?? '']);
    if (name && field && value !== undefined) values[name] = typedNumber(field, value);
  }
  return values;
}

/**
 * The derived figures of the values as typed (money read as yuan), each with the field it is
 * computed from (its type is theirs): null until the value can be read, and while it is below the
 * row's figure (a bound says why).
 */
export function derivedFigures(action: RowActionDecl, values: FormValues, row?: Row): { name: string; field: FieldDecl; value: number | null }[] {
  const fields = action.fields ?? [];
  const typed = formPayload(fields, values);
  return (action.derived ?? []).flatMap(({ name, field: from, minus }) => {
    const field = fields.find((f) => f.name === from);
    const value = numberIn(typed[from]);
    const less = numberIn(row?.[minus]);
    if (!field) return [];
    return [{ name, field, value: value === undefined || less === undefined || value < less ? null : value - less }];
  });
}
