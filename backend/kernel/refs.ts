// Checks of form values that name other rows: a reference that must exist (a ref select's id) and
// a uniqueness over several columns, an optional value in a format. Each refuses with a
// FieldError on the field.
import type { Queryable } from '../db';
import { FieldError } from './failures';

type Values = Readonly<Record<string, unknown>>;

/** The id a ref select sent (a number, or digits as text), else a FieldError 'option'. */
export function refId(values: Values, field: string): number {
  const raw = values[field];
  const id = typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d{1,9}$/.test(raw.trim()) ? Number(raw.trim()) : NaN;
  if (!Number.isInteger(id) || id < 1) throw new FieldError(field, 'option');
  return id;
}

/**
 * Checks a reference: the row `id` must be one of `sql`'s rows ($1 is the id). On update, a row
 * that keeps its current reference may keep one that is no longer offered (a disabled plan).
 */
export async function checkRef(tx: Queryable, values: Values, field: string, sql: string, current?: { column: string; table: string; id?: number }): Promise<number> {
  const id = refId(values, field);
  if ((await tx.query(sql, [id])).length > 0) return id;
  if (current?.id !== undefined) {
    const [row] = await tx.query<Record<string, unknown>>(`SELECT ${current.column} AS ref FROM ${current.table} WHERE id = $1`, [current.id]);
    if (row && Number(row.ref) === id) return id;
  }
  throw new FieldError(field, 'option');
}

/** Refuses a second row with the same values of `columns` (a uniqueness over several columns). */
export async function checkUnique(tx: Queryable, table: string, columns: Record<string, unknown>, field: string, id?: number): Promise<void> {
  const names = Object.keys(columns);
  const where = names.map((c, i) => `${c} = $${i + 1}`).join(' AND ');
  const rows = await tx.query(`SELECT 1 FROM ${table} WHERE ${where} AND id <> $${names.length + 1} LIMIT 1`, [...Object.values(columns), id ?? 0]);
  if (rows.length > 0) throw new FieldError(field, 'unique');
}

/** A blank form value: null, undefined or '' (an optional ref left empty, an absent filter). */
export const isBlank = (value: unknown) => value === null || value === undefined || value === '';

/** A text value checked by `valid` and stored as `normalize` makes it; blank stays null. */
export function formatted(values: Values, field: string, valid: (v: string) => boolean, key: string, normalize = (v: string) => v): string | null {
  const raw = values[field];
  if (isBlank(raw)) return null;
  const value = normalize(String(raw).trim());
  if (!valid(value)) throw new FieldError(field, key);
  return value;
}
