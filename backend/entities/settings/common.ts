// Helpers of the settings stores: references, per-pair uniqueness, times of day.
import type { Queryable } from '../../db';
import { FieldError } from '../errors';
import type { Values } from '../types';

/**
 * Message keys (messages/<lang>/validation.json) the settings stores refuse with besides the
 * shared ones of lib/validation/rules.ts: 'time' (HH:mm) and 'currencyCode' (three letters).
 */
export const SETTINGS_KEYS = { time: 'time', currencyCode: 'currencyCode' } as const;

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

/** A time of day as HH:mm ('8:05' becomes '08:05'), else a FieldError 'time'. */
export function timeOfDay(values: Values, field: string): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(String(values[field] ?? '').trim());
  const [h, m] = match ? [Number(match[1]), Number(match[2])] : [NaN, NaN];
  if (!(h >= 0 && h <= 23 && m >= 0 && m <= 59)) throw new FieldError(field, SETTINGS_KEYS.time);
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

/** The request's clock as a timestamp parameter. */
export const at = (now: number) => new Date(now).toISOString();
