// Keyset paging (issue 13): the next page starts after the last row of the previous one, found
// through the sort's index, instead of skipping `startIndex - 1` rows (an offset costs as much as
// it is deep, and shifts when rows are inserted meanwhile). It applies when the list is sorted
// by id or by a NOT NULL column of the store's table (tie-broken by id); otherwise paging stays by
// offset. The cursor is opaque to the console: the sort it belongs to, the sort key as
// PostgreSQL's text, and the row id.
import type { Queryable } from '../../db';
import { fail } from '../../kernel/failures';
import { fieldExpression, tableColumns, type Params } from '../sql';
import type { ServedStore } from '../types';

export interface Sort { field: string; direction: 'asc' | 'desc' }
export interface Keyset { sort: Sort; expression: string; byId: boolean }
export interface Cursor { key: string | null; id: number }

/** Column alias the page query carries the sort key under (text), removed before answering. */
export const KEY_ALIAS = '__keyset';

/** The keyset of this sort over the store, or null when it needs offset paging. */
export async function keysetOf(db: Queryable, store: ServedStore, sort: Sort): Promise<Keyset | null> {
  const expression = fieldExpression(store, sort.field);
  if (!expression) return null;
  if (expression === 't.id') return { sort, expression, byId: true };
  if (!Object.hasOwn(store.columns, sort.field)) return null;
  const column = (await tableColumns(db, db, store.table)).get(store.columns[sort.field]);
  return column && !column.nullable ? { sort, expression, byId: false } : null;
}

const signature = (sort: Sort) => `${sort.field}:${sort.direction}`;

export function encodeCursor(keyset: Keyset, cursor: Cursor): string {
  return Buffer.from(JSON.stringify([signature(keyset.sort), cursor.key, cursor.id])).toString('base64url');
}

/**
 * The cursor of `after` when it was made for this sort; null when it belongs to another sort (the
 * page is then read by offset). A malformed one is refused.
 */
export function decodeCursor(after: string, keyset: Keyset): Cursor | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(after, 'base64url').toString('utf8'));
  } catch {
    throw fail.invalid(['after']);
  }
  if (!Array.isArray(parsed) || parsed.length !== 3 || typeof parsed[0] !== 'string'
    || !(typeof parsed[1] === 'string' || (parsed[1] === null && keyset.byId)) || !Number.isSafeInteger(parsed[2])) {
    throw fail.invalid(['after']);
  }
  if (parsed[0] !== signature(keyset.sort)) return null;
  return { key: parsed[1] as string | null, id: parsed[2] as number };
}

/** The condition "after the cursor" in the sort's order. */
export function afterCondition(keyset: Keyset, cursor: Cursor, params: Params): string {
  const op = keyset.sort.direction === 'asc' ? '>' : '<';
  if (keyset.byId) return `t.id ${op} ${params.add(cursor.id)}`;
  return `(${keyset.expression}, t.id) ${op} (${params.add(cursor.key)}, ${params.add(cursor.id)})`;
}

/** What the page query selects beside the row: the sort key as text. */
export const keySelect = (keyset: Keyset) => keyset.byId ? `NULL AS ${KEY_ALIAS}` : `(${keyset.expression})::text AS ${KEY_ALIAS}`;
