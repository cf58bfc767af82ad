// SQL of the screen engine: the columns a row carries, filters, sort and data scope, over one
// store (its table aliased `t`, plus its joins). Identifiers come from code (stores), values
// always travel as parameters.
import { SIGNING_CLOCK_OFFSET_HOURS } from '../../lib/spec-constants';
import type { FieldDecl, ScreenDecl } from '../../lib/screens/types';
import { fail } from '../kernel/failures';
import { ident } from '../kernel/sql';
import type { Queryable } from '../db';
import type { EntityStore, ServedStore, Values } from './types';
import type { DataScope } from './scope';

/**
 * Plain dates of a dateRange filter on a datetime field are days of the operator's wall clock,
 * UTC+8 (the clock of the protocol, spec 7).
 */
export const BUSINESS_UTC_OFFSET_HOURS = SIGNING_CLOCK_OFFSET_HOURS;

/** Collects parameters; returns their placeholders. */
export class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/** The SQL expression of a field: its column, or its computed expression; null when it has none. */
export function fieldExpression(store: ServedStore, name: string): string | null {
  if (name === 'id') return 't.id';
  if (Object.hasOwn(store.columns, name)) return `t.${ident(store.columns[name])}`;
  if (store.computed && Object.hasOwn(store.computed, name)) return `(${store.computed[name]})`;
  return null;
}

/**
 * Fields a row carries: every declared field with a column or a computed expression, except
 * passwords and the store's hidden fields. (`list: false` only keeps a field out of the grid's
 * columns: the edit form still needs its value.)
 */
export function readableFields(decl: ScreenDecl, store: ServedStore): FieldDecl[] {
  const hidden = new Set(store.hidden ?? []);
  return decl.fields.filter((f) => f.type !== 'password' && !hidden.has(f.name) && f.name !== 'id'
    && fieldExpression(store, f.name) !== null);
}

const NUMERIC_TYPES = new Set(['integer', 'decimal', 'money', 'coordinate', 'maxSpaces', 'lot']);

export function selectList(decl: ScreenDecl, store: ServedStore): string {
  const parts = ['t.id AS "id"'];
  for (const field of readableFields(decl, store)) {
    const expression = fieldExpression(store, field.name)!;
    parts.push(`${field.type === 'date' ? `to_char(${expression}, 'YYYY-MM-DD')` : expression} AS ${ident(field.name)}`);
  }
  return parts.join(', ');
}

export function fromClause(store: EntityStore): string {
  return `${ident(store.table)} t${store.joins ? ` ${store.joins}` : ''}`;
}

/** Timestamps as ISO strings, numeric text (numeric columns) as numbers. */
export function rowOut(decl: ScreenDecl, row: Record<string, unknown>): Record<string, unknown> {
  const numeric = new Set(decl.fields.filter((f) => NUMERIC_TYPES.has(f.type)).map((f) => f.name));
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (value !== null && typeof value === 'object' && typeof (value as Date).getTime === 'function') {
      out[key] = new Date((value as Date).getTime()).toISOString();
    } else if (typeof value === 'string' && numeric.has(key) && value.trim() !== '' && Number.isFinite(Number(value))) {
      out[key] = Number(value);
    } else {
      out[key] = value;
    }
  }
  return out;
}

/** Conditions every read and write sees: the store's own condition, the caller's lots and merchant. */
export function baseConditions(store: EntityStore, scope: DataScope, params: Params): string[] {
  const conditions: string[] = [];
  if (store.where) conditions.push(`(${store.where})`);
  if (store.lotColumn && scope.lots !== 'all') {
    conditions.push(scope.lots.length ? `t.${ident(store.lotColumn)} = ANY(${params.add(scope.lots)}::int[])` : 'false');
  }
  if (store.merchantColumn && scope.merchant !== 'all') conditions.push(`t.${ident(store.merchantColumn)} = ${params.add(scope.merchant)}::int`);
  if (store.merchantOffer && store.lotColumn && scope.merchant !== 'all') {
    conditions.push(`(${store.merchantOffer})`, `t.${ident(store.lotColumn)} = (SELECT m.lot_id FROM merchants m WHERE m.id = ${params.add(scope.merchant)}::int)`);
  }
  return conditions;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

export function parseDateBound(value: string, path: string): { date: string; instant: number; dateOnly: boolean } {
  if (DATE_ONLY.test(value)) {
    const ms = Date.parse(`${value}T00:00:00Z`);
    if (Number.isNaN(ms) || !new Date(ms).toISOString().startsWith(value)) throw fail.invalid([path]);
    return { date: value, instant: ms - BUSINESS_UTC_OFFSET_HOURS * 3_600_000, dateOnly: true };
  }
  const ms = Date.parse(value);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value) || Number.isNaN(ms)) throw fail.invalid([path]);
  return { date: value.slice(0, 10), instant: ms, dateOnly: false };
}

export const DAY_MS = 86_400_000;

/** The conditions of validated filters (listQuerySchema's `filters`). */
export function filterConditions(decl: ScreenDecl, store: ServedStore, filters: Values, params: Params): string[] {
  const conditions: string[] = [];
  for (const field of decl.fields) {
    const value = filters[field.name];
    if (!field.filter || value === undefined || value === null || value === '') continue;
    const expression = fieldExpression(store, field.name);
    if (!expression) continue;
    switch (field.filter) {
      case 'text':
        conditions.push(`(${expression})::text ILIKE ${params.add(`%${escapeLike(String(value).trim())}%`)} ESCAPE '\\'`);
        break;
      case 'select':
        conditions.push(`(${expression})::text = ${params.add(String(value))}`);
        break;
      case 'lot':
        conditions.push(`(${expression}) = ${params.add(Number(value))}::int`);
        break;
      case 'dateRange': {
        const range = value as { from?: string; to?: string };
        if (range.from) {
          const from = parseDateBound(range.from, `filters.${field.name}.from`);
          conditions.push(field.type === 'date'
            ? `(${expression})::date >= ${params.add(from.date)}::date`
            : `(${expression}) >= ${params.add(new Date(from.instant).toISOString())}::timestamptz`);
        }
        if (range.to) {
          const to = parseDateBound(range.to, `filters.${field.name}.to`);
          if (field.type === 'date') conditions.push(`(${expression})::date <= ${params.add(to.date)}::date`);
          else if (to.dateOnly) conditions.push(`(${expression}) < ${params.add(new Date(to.instant + DAY_MS).toISOString())}::timestamptz`);
          else conditions.push(`(${expression}) <= ${params.add(new Date(to.instant).toISOString())}::timestamptz`);
        }
        break;
      }
    }
  }
  return conditions;
}

export function whereClause(conditions: string[]): string {
  return conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
}

/**
 * ORDER BY the sort field (default: the declaration's, else id descending), tie-broken by id in
 * the same direction. PostgreSQL's default null placement (last when ascending, first when
 * descending) is kept on purpose: then an index on (field, id) serves both directions.
 */
export function orderBy(decl: ScreenDecl, store: ServedStore, sort?: { field: string; direction: 'asc' | 'desc' }): string {
  const chosen = sort ?? decl.defaultSort ?? { field: 'id', direction: 'desc' as const };
  const direction = chosen.direction === 'asc' ? 'ASC' : 'DESC';
  const expression = fieldExpression(store, chosen.field);
  if (!expression || expression === 't.id') return `ORDER BY t.id ${direction}`;
  return `ORDER BY ${expression} ${direction}, t.id ${direction}`;
}

// ---------------------------------------------------------------------------------------------
// What the table's columns accept (read once per table and database)

export interface ColumnInfo { nullable: boolean; hasDefault: boolean; isText: boolean; defaultSql: string | null }

const columnCache = new WeakMap<object, Map<string, Promise<Map<string, ColumnInfo>>>>();

/** Columns of a table (nullability, default, text type), cached per database and table. */
export function tableColumns(cacheKey: object, tx: Queryable, table: string): Promise<Map<string, ColumnInfo>> {
  let byTable = columnCache.get(cacheKey);
  if (!byTable) columnCache.set(cacheKey, byTable = new Map());
  let found = byTable.get(table);
  if (!found) {
    found = tx.query<{ name: string; nullable: boolean; has_default: boolean; type: string; default_sql: string | null }>(
      `SELECT a.attname AS name, NOT a.attnotnull AS nullable, a.atthasdef AS has_default,
              format_type(a.atttypid, a.atttypmod) AS type, pg_get_expr(d.adbin, d.adrelid) AS default_sql
       FROM pg_attribute a LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
       WHERE a.attrelid = to_regclass($1) AND a.attnum > 0 AND NOT a.attisdropped`,
      [ident(table)],
    ).then((rows) => new Map(rows.map((r) => [r.name, {
      nullable: r.nullable, hasDefault: r.has_default, isText: /^(text|character)/.test(r.type), defaultSql: r.default_sql,
    }])));
    found.catch(() => byTable!.delete(table));
    byTable.set(table, found);
  }
  return found;
}

/**
 * Column values to write: values of fields with a column (`fixed` may also name a column
 * directly). A blank (null) goes in as '' to a NOT NULL text column, and is left out on create
 * when another NOT NULL column has a default.
 */
export function columnValues(store: ServedStore, values: Values, columns: Map<string, ColumnInfo>, mode: 'create' | 'update'): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const put = (column: string, value: unknown) => {
    const info = columns.get(column);
    if (value === undefined) return;
    if (value === null && info && !info.nullable) {
      if (info.isText) { out[column] = ''; return; }
      if (mode === 'create' && info.hasDefault) return;
    }
    out[column] = value;
  };
  for (const [name, value] of Object.entries(values)) {
    if (Object.hasOwn(store.columns, name)) put(store.columns[name], value);
  }
  for (const [name, value] of Object.entries(store.fixed ?? {})) {
    put(Object.hasOwn(store.columns, name) ? store.columns[name] : name, value);
  }
  return out;
}
