// One call of the engine: who calls, from which page, on which declaration and store; and what
// every action shares (the caller's lots, reading rows as the engine sends them, locking the rows
// the caller may touch, the lot and uniqueness checks of writes, the write transaction).
import { getListOf } from '../../../lib/screens/operations';
import type { ScreenDecl } from '../../../lib/screens/types';
import { V } from '../../../lib/validation/rules';
import type { Caller } from '../../auth/tokens';
import type { RequestContext } from '../../context';
import type { Queryable } from '../../db';
import { FieldError, fail } from '../../kernel/failures';
import { callerLotIds, callerMerchant, inScope, type DataScope } from '../scope';
import { Params, baseConditions, columnValues, fromClause, rowOut, selectList, tableColumns, whereClause } from '../sql';
import { ident } from '../../kernel/sql';
import type { ServedStore, Values } from '../types';
import { mapWriteError } from './failures';

const READ_CHUNK = 1_000;

export type Row = Record<string, unknown>;

export interface Call {
  context: RequestContext;
  caller: Caller;
  page: string;
  decl: ScreenDecl;
  store: ServedStore;
  datas: Record<string, unknown>;
}

/** Common audit fields of a call. */
export const auditBase = (call: Call, action: string) => ({
  at: call.context.now, actor: call.caller.loginName, address: call.context.address, page: call.page,
  action: getListOf(call.store.entity, action) as `${string}.${string}`, entity: call.store.auditEntity ?? call.store.entity,
});

export const scopeOf = async (call: Call, db: Queryable): Promise<DataScope> => ({
  lots: call.store.lotColumn ? await callerLotIds(db, call.caller) : 'all',
  merchant: call.store.merchantColumn || call.store.merchantOffer ? await callerMerchant(db, call.caller) : 'all',
});

/** Rows by id (no conditions: callers check visibility first), as the engine sends them. */
export async function readRecords(db: Queryable, call: Call, ids: readonly number[]): Promise<Map<number, Row>> {
  const found = new Map<number, Row>();
  for (let i = 0; i < ids.length; i += READ_CHUNK) {
    const rows = await db.query<Row>(
      `SELECT ${selectList(call.decl, call.store)} FROM ${fromClause(call.store)} WHERE t.id = ANY($1::bigint[])`,
      [ids.slice(i, i + READ_CHUNK)]);
    const out = rows.map((row) => rowOut(call.decl, row));
    await call.store.atRead?.rows?.(db, out, call.context.now);
    for (const row of out) found.set(Number(row.id), row);
  }
  return found;
}

/**
 * The ids among `ids` the caller may see (store condition and data scope); locked FOR UPDATE when
 * `lock`, unless the store reads a view that cannot be locked (its row actions lock what they change).
 */
export async function visibleIds(db: Queryable, call: Call, ids: readonly number[], scope: DataScope, requested = true): Promise<number[]> {
  const lock = requested && !call.store.unlockable;
  const params = new Params();
  const conditions = [...baseConditions(call.store, scope, params), `t.id = ANY(${params.add(ids)}::bigint[])`];
  const rows = await db.query<{ id: number }>(
    `SELECT t.id FROM ${fromClause(call.store)} ${whereClause(conditions)}${lock ? ' FOR UPDATE OF t' : ''}`, params.values);
  return rows.map((r) => Number(r.id));
}

/** The field stored in the store's lot column, if the form writes it. */
function lotField(call: Call): string | null {
  const { store } = call;
  if (!store.lotColumn) return null;
  return Object.keys(store.columns).find((name) => store.columns[name] === store.lotColumn
    && call.decl.fields.some((f) => f.name === name)) ?? null;
}

/** The field stored in the store's merchant column, if the form writes it. */
function merchantField(call: Call): string | null {
  const { store } = call;
  if (!store.merchantColumn) return null;
  return Object.keys(store.columns).find((name) => store.columns[name] === store.merchantColumn
    && call.decl.fields.some((f) => f.name === name)) ?? null;
}

/**
 * A non-super caller may only write rows of their own lots; a caller bound to a merchant only rows
 * of his merchant, and no new row of a table of merchants (his merchant is one row of it).
 */
export function checkLot(call: Call, values: Values, scope: DataScope, mode: 'create' | 'update' = 'update'): void {
  refuseOfferWrite(call, scope);
  if (scope.merchant !== 'all') {
    if (mode === 'create' && call.store.merchantColumn === 'id') throw fail.forbidden();
    const owned = merchantField(call);
    if (owned && Object.hasOwn(values, owned) && values[owned] !== scope.merchant) throw new FieldError(owned, V.option);
  }
  const field = lotField(call);
  if (!field || scope.lots === 'all' || !Object.hasOwn(values, field)) return;
  const value = values[field];
  if (value === null || value === undefined) throw new FieldError(field, V.blank);
  if (!inScope(scope.lots, value)) throw new FieldError(field, V.option);
}

export const uniqueKey = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : String(value));

/** Unique fields with a column. Strings compare case-insensitively. */
export const uniqueFields = (call: Call) => call.decl.fields.filter((f) => f.unique && Object.hasOwn(call.store.columns, f.name));

/** The compared form of a unique column: lower-cased text for strings, text otherwise. */
export function uniqueExpression(column: string, textual: boolean): string {
  const expression = `t.${ident(column)}`;
  return textual ? `lower((${expression})::text)` : `(${expression})::text`;
}

/** Refuses (FieldError 'unique') a value of a field declared `unique` that another row has. */
export async function checkUniqueFields(tx: Queryable, call: Call, values: Values, exceptId?: number): Promise<void> {
  for (const field of uniqueFields(call)) {
    const value = values[field.name];
    if (value === null || value === undefined) continue;
    const params = new Params();
    const textual = typeof value === 'string';
    const compared = uniqueExpression(call.store.columns[field.name], textual);
    const conditions = [`${compared} = ${textual ? `lower(${params.add(value)})` : params.add(String(value))}`];
    if (exceptId !== undefined) conditions.push(`t.id <> ${params.add(exceptId)}`);
    const clash = await tx.query(`SELECT 1 FROM ${ident(call.store.table)} t ${whereClause(conditions)} LIMIT 1`, params.values);
    if (clash.length) throw new FieldError(field.name, V.unique);
  }
}

/** What is offered to merchants (EntityStore.merchantOffer) is read by a user bound to one, never written. */
function refuseOfferWrite(call: Call, scope: DataScope): void {
  if (call.store.merchantOffer && scope.merchant !== 'all') throw fail.forbidden();
}

/** Runs a write in a transaction with the caller's lots; maps refusals to 400/404. */
export async function inWrite<R>(call: Call, action: string, fn: (tx: Queryable, scope: DataScope) => Promise<R>): Promise<R> {
  try {
    return await call.context.db.transaction(async (tx) => {
      const scope = await scopeOf(call, tx);
      refuseOfferWrite(call, scope);
      return fn(tx, scope);
    });
  } catch (error) {
    throw mapWriteError(error, call.store, action);
  }
}

export async function insertRow(tx: Queryable, call: Call, values: Values): Promise<number> {
  const columns = columnValues(call.store, values, await tableColumns(call.context.db, tx, call.store.table), 'create');
  const names = Object.keys(columns);
  const params = new Params();
  const sql = names.length
    ? `INSERT INTO ${ident(call.store.table)} (${names.map(ident).join(', ')}) VALUES (${names.map((n) => params.add(columns[n])).join(', ')}) RETURNING id`
    : `INSERT INTO ${ident(call.store.table)} DEFAULT VALUES RETURNING id`;
  const [row] = await tx.query<{ id: number }>(sql, params.values);
  return Number(row.id);
}
