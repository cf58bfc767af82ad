// The screen engine: every declared screen (lib/screens) whose entity has a store
// (backend/entities) is served by HandlersCatc/CatcCom with GetList '<entity>.<action>':
// list, export, create, update, delete, import, the row actions, and '<entity>.options' for ref
// selects. The page the user is on travels in datas.page and decides the grant: it must show the
// entity, be granted to the caller, and (except to read) offer the action's button.
// Writes run in one transaction with the store's hooks and write the audit trail.
import { z } from 'zod';
import { findScreenOperation, getListOf, screenOperations } from '../../lib/screens/operations';
import { exportQuerySchema, listQuerySchema, valuesSchema } from '../../lib/screens/schema';
import type { RowActionDecl, ScreenDecl } from '../../lib/screens/types';
import type { SpecialScreenDecl } from '../../lib/screens/special-screens';
import { V } from '../../lib/validation/rules';
import { audit, auditMany } from '../auth/audit';
import type { Caller } from '../auth/tokens';
import { operation, requireCaller, type Operation, type RequestContext, type RequestedPageAccess } from '../context';
import { DbError, type Queryable } from '../db';
import { AshxFailure, STATUS, fail } from '../errors';
import { CATALOGS, type MessageKey } from '../messages';
import { FieldError } from './errors';
import { callerLotIds, inScope, type LotScope } from './scope';
import { screenIndex, type ScreenIndex } from './screen-index';
import {
  baseConditions, columnValues, fieldExpression, filterConditions, fromClause, ident, orderBy, Params,
  readableFields, rowOut, selectList, tableColumns, whereClause,
} from './sql';
import type { EntityStore, Values } from './types';

export interface EngineRegistry {
  screens: readonly ScreenDecl[];
  stores: readonly EntityStore[];
  /** Special screens seeded into the menu with their buttons (lib/screens/special-screens.ts). */
  specials?: readonly SpecialScreenDecl[];
}

/** Rows a delete or row action takes at once. */
export const MAX_IDS = 500;
/** Rows of one import (one transaction). */
export const MAX_IMPORT_ROWS = 10_000;
/** Row errors sent back at most (failedRows counts them all). */
export const MAX_ROW_ERRORS = 1_000;
const READ_CHUNK = 1_000;
const INSERT_CHUNK = 1_000;

type Row = Record<string, unknown>;
export interface RowError { row: number; field: string; messageKey: string }

// ---------------------------------------------------------------------------------------------
// Failures

const invalidValues = (fields: Record<string, string>) => new AshxFailure(STATUS.invalid, 'invalidValues', {}, { fields });
const rowNotFound = () => new AshxFailure(STATUS.notFound, 'rowNotFound');

function importFailure(rowErrors: RowError[], rowCount: number): AshxFailure {
  const sorted = [...rowErrors].sort((a, b) => a.row - b.row);
  const failedRows = new Set(sorted.map((e) => e.row)).size;
  return new AshxFailure(STATUS.invalid, failedRows >= rowCount ? 'importAllFailed' : 'importFailed', {},
    { rowErrors: sorted.slice(0, MAX_ROW_ERRORS), failedRows });
}

/** zod issues of form values -> { field: messageKey } (the first per field). */
function fieldsOfIssues(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) fields[key] ??= 'unrecognized';
    } else {
      fields[String(issue.path[0] ?? 'values')] ??= issue.message;
    }
  }
  return fields;
}

function fieldOfColumn(store: EntityStore, column: string): string {
  for (const [name, col] of Object.entries(store.columns)) if (col === column) return name;
  return column;
}

/** The field named by a constraint violation's detail, e.g. 'Key (lower(name::text))=(a) already exists.' */
function violation(store: EntityStore, error: DbError): { field: string | null; value: string | null } {
  const key = /Key \((.+?)\)=\((.*)\)/.exec(error.detail ?? '');
  const column = key
    ? Object.values(store.columns).find((col) => new RegExp(`\\b${col}\\b`).test(key[1]))
    : /column "([^"]+)"/.exec(error.message)?.[1];
  return { field: column ? fieldOfColumn(store, column) : null, value: key ? key[2] : null };
}

const DATA_EXCEPTIONS = new Set(['22001', '22003', '22007', '22008', '22P02']);

function mapWriteError(error: unknown, store: EntityStore, action: string): unknown {
  if (error instanceof AshxFailure) return error;
  if (error instanceof FieldError) return invalidValues({ [error.field]: error.messageKey });
  if (!(error instanceof DbError)) return error;
  const { field } = violation(store, error);
  switch (error.code) {
    case '23505': return invalidValues(field ? { [field]: V.unique } : {});
    case '23502': return invalidValues(field ? { [field]: V.blank } : {});
    case '23503': return action === 'delete' || !field
      ? new AshxFailure(STATUS.invalid, 'rowInUse') : invalidValues({ [field]: V.option });
    // ON DELETE RESTRICT (the device tables' references to lots).
    case '23001': return new AshxFailure(STATUS.invalid, 'rowInUse');
    default: return error.code && DATA_EXCEPTIONS.has(error.code) ? invalidValues({}) : error;
  }
}

// ---------------------------------------------------------------------------------------------
// Datas

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isBlank = (v: unknown) => v === undefined || v === null || v === '';

/** The list query from datas, without blanks (the console's sanitizing sends absent values as ''). */
function listQueryOf(datas: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of ['startIndex', 'endIndex'] as const) if (!isBlank(datas[key])) out[key] = datas[key];
  if (isRecord(datas.sort) && !isBlank(datas.sort.field)) out.sort = datas.sort;
  if (isRecord(datas.filters)) {
    const filters: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(datas.filters)) {
      if (isRecord(value)) {
        const range = Object.fromEntries(Object.entries(value).filter(([, v]) => !isBlank(v)));
        if (Object.keys(range).length) filters[name] = range;
      } else if (!isBlank(value)) {
        filters[name] = value;
      }
    }
    out.filters = filters;
  } else if (!isBlank(datas.filters)) {
    out.filters = datas.filters;
  }
  return out;
}

function parseOrInvalid<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw fail.invalid([...new Set(result.error.issues.map((i) => i.path.join('.') || '(datas)'))]);
  return result.data;
}

function parseValues(schema: z.ZodType, raw: unknown): Values {
  const input = isBlank(raw) ? {} : raw;
  if (!isRecord(input)) throw fail.invalid(['values']);
  const result = schema.safeParse(input);
  if (!result.success) throw invalidValues(fieldsOfIssues(result.error.issues));
  return result.data as Values;
}

const idSchema = z.union([z.number(), z.string().trim().regex(/^\d+$/)]).transform(Number).pipe(z.number().int().positive().safe());
const idsSchema = z.array(idSchema).min(1).max(MAX_IDS).transform((ids) => [...new Set(ids)]);

/**
 * The schema of a row action's input: its fields, as a form. A special dialog without fields
 * sends what it likes: the store's handler checks it.
 */
function rowActionSchema(decl: ScreenDecl, rowAction: RowActionDecl): z.ZodType {
  if (rowAction.fields?.length) return valuesSchema({ ...decl, fields: rowAction.fields }, 'create');
  return rowAction.dialog ? z.record(z.string(), z.unknown()) : z.object({}).strict();
}

// ---------------------------------------------------------------------------------------------
// One call

interface Call {
  context: RequestContext;
  caller: Caller;
  page: string;
  decl: ScreenDecl;
  store: EntityStore;
  datas: Record<string, unknown>;
}

/** Common audit fields of a call. */
const auditBase = (call: Call, action: string) => ({
  at: call.context.now, actor: call.caller.loginName, address: call.context.address, page: call.page,
  action: getListOf(call.store.entity, action) as `${string}.${string}`,
});

const scopeOf = (call: Call, db: Queryable): Promise<LotScope> =>
  call.store.lotColumn ? callerLotIds(db, call.caller) : Promise.resolve('all');

/** Rows by id (no conditions: callers check visibility first), as the engine sends them. */
async function readRecords(db: Queryable, call: Call, ids: readonly number[]): Promise<Map<number, Row>> {
  const found = new Map<number, Row>();
  for (let i = 0; i < ids.length; i += READ_CHUNK) {
    const rows = await db.query<Row>(
      `SELECT ${selectList(call.decl, call.store)} FROM ${fromClause(call.store)} WHERE t.id = ANY($1::bigint[])`,
      [ids.slice(i, i + READ_CHUNK)]);
    for (const row of rows) found.set(Number(row.id), rowOut(call.decl, row));
  }
  return found;
}

/** The ids among `ids` the caller may touch (store condition and data scope), locked. */
async function lockVisible(tx: Queryable, call: Call, ids: readonly number[], scope: LotScope): Promise<number[]> {
  const params = new Params();
  const conditions = [...baseConditions(call.store, scope, params), `t.id = ANY(${params.add(ids)}::bigint[])`];
  const rows = await tx.query<{ id: number }>(
    `SELECT t.id FROM ${fromClause(call.store)} ${whereClause(conditions)} FOR UPDATE OF t`, params.values);
  return rows.map((r) => Number(r.id));
}

/** The field stored in the store's lot column, if the form writes it. */
function lotField(call: Call): string | null {
  const { store } = call;
  if (!store.lotColumn) return null;
  return Object.keys(store.columns).find((name) => store.columns[name] === store.lotColumn
    && call.decl.fields.some((f) => f.name === name)) ?? null;
}

/** A non-super caller may only write rows of their own lots. */
function checkLot(call: Call, values: Values, scope: LotScope): void {
  const field = lotField(call);
  if (!field || scope === 'all' || !Object.hasOwn(values, field)) return;
  const value = values[field];
  if (value === null || value === undefined) throw new FieldError(field, V.blank);
  if (!inScope(scope, value)) throw new FieldError(field, V.option);
}

const uniqueKey = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : String(value));

/** Unique fields with a column. Strings compare case-insensitively. */
const uniqueFields = (call: Call) => call.decl.fields.filter((f) => f.unique && Object.hasOwn(call.store.columns, f.name));

/** The compared form of a unique column: lower-cased text for strings, text otherwise. */
function uniqueExpression(column: string, textual: boolean): string {
  const expression = `t.${ident(column)}`;
  return textual ? `lower((${expression})::text)` : `(${expression})::text`;
}

async function checkUnique(tx: Queryable, call: Call, values: Values, exceptId?: number): Promise<void> {
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

/** Runs a write in a transaction with the caller's lots; maps refusals to 400/404. */
async function inWrite<R>(call: Call, action: string, fn: (tx: Queryable, scope: LotScope) => Promise<R>): Promise<R> {
  try {
    return await call.context.db.transaction(async (tx) => fn(tx, await scopeOf(call, tx)));
  } catch (error) {
    throw mapWriteError(error, call.store, action);
  }
}

async function insertRow(tx: Queryable, call: Call, values: Values): Promise<number> {
  const columns = columnValues(call.store, values, await tableColumns(call.context.db, tx, call.store.table), 'create');
  const names = Object.keys(columns);
  const params = new Params();
  const sql = names.length
    ? `INSERT INTO ${ident(call.store.table)} (${names.map(ident).join(', ')}) VALUES (${names.map((n) => params.add(columns[n])).join(', ')}) RETURNING id`
    : `INSERT INTO ${ident(call.store.table)} DEFAULT VALUES RETURNING id`;
  const [row] = await tx.query<{ id: number }>(sql, params.values);
  return Number(row.id);
}

// ---------------------------------------------------------------------------------------------
// Actions

async function readPage(call: Call, schema: z.ZodType): Promise<{ rows: Row[]; total: number }> {
  const { db } = call.context;
  const query = parseOrInvalid(schema, listQueryOf(call.datas)) as {
    startIndex: number; endIndex: number; sort?: { field: string; direction: 'asc' | 'desc' }; filters: Values;
  };
  const scope = await scopeOf(call, db);
  const params = new Params();
  const where = whereClause([
    ...baseConditions(call.store, scope, params),
    ...filterConditions(call.decl, call.store, query.filters, params),
  ]);
  const from = fromClause(call.store);
  const [count] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${from} ${where}`, params.values);
  const total = count?.n ?? 0;
  if (total < query.startIndex) return { rows: [], total };
  const rows = await db.query<Row>(
    `SELECT ${selectList(call.decl, call.store)} FROM ${from} ${where} ${orderBy(call.decl, call.store, query.sort)}
     LIMIT ${query.endIndex - query.startIndex + 1} OFFSET ${query.startIndex - 1}`, params.values);
  return { rows: rows.map((row) => rowOut(call.decl, row)), total };
}

async function create(call: Call) {
  const values = parseValues(valuesSchema(call.decl, 'create'), call.datas.values);
  return inWrite(call, 'create', async (tx, scope) => {
    const { store, context } = call;
    checkLot(call, values, scope);
    await checkUnique(tx, call, values);
    const stored = store.beforeWrite ? await store.beforeWrite(tx, values, 'create', context) : values;
    const id = await insertRow(tx, call, stored);
    await store.afterWrite?.(tx, id, stored, 'create', context);
    const row = (await readRecords(tx, call, [id])).get(id) ?? { id };
    await audit(tx, { ...auditBase(call, 'create'), entityId: id, before: null, after: row });
    return { row };
  });
}

async function update(call: Call) {
  const id = parseOrInvalid(idSchema, call.datas.id);
  const values = parseValues(valuesSchema(call.decl, 'update'), call.datas.values);
  return inWrite(call, 'update', async (tx, scope) => {
    const { store, context } = call;
    if (!(await lockVisible(tx, call, [id], scope)).length) throw rowNotFound();
    checkLot(call, values, scope);
    await checkUnique(tx, call, values, id);
    const before = (await readRecords(tx, call, [id])).get(id) ?? null;
    const stored = store.beforeWrite ? await store.beforeWrite(tx, values, 'update', context, id) : values;
    const columns = columnValues(store, stored, await tableColumns(context.db, tx, store.table), 'update');
    const names = Object.keys(columns);
    if (names.length) {
      const params = new Params();
      const sets = names.map((n) => `${ident(n)} = ${params.add(columns[n])}`).join(', ');
      await tx.query(`UPDATE ${ident(store.table)} SET ${sets} WHERE id = ${params.add(id)}`, params.values);
    }
    await store.afterWrite?.(tx, id, stored, 'update', context);
    const row = (await readRecords(tx, call, [id])).get(id) ?? { id };
    await audit(tx, { ...auditBase(call, 'update'), entityId: id, before, after: row });
    return { row };
  });
}

async function remove(call: Call) {
  const ids = parseOrInvalid(idsSchema, call.datas.ids);
  return inWrite(call, 'delete', async (tx, scope) => {
    const { store, context } = call;
    if ((await lockVisible(tx, call, ids, scope)).length !== ids.length) throw rowNotFound();
    const refusal = await store.refuseDelete?.(tx, ids, context);
    if (refusal) throw new AshxFailure(STATUS.invalid, (Object.hasOwn(CATALOGS['zh-CN'], refusal) ? refusal : 'deleteRefused') as MessageKey);
    const before = await readRecords(tx, call, ids);
    await tx.query(`DELETE FROM ${ident(store.table)} WHERE id = ANY($1::bigint[])`, [ids]);
    await auditMany(tx, auditBase(call, 'delete'), ids.map((id) => ({ entityId: id, before: before.get(id) ?? null, after: null })));
    return { deleted: ids.length };
  });
}

async function runRowAction(call: Call, rowAction: RowActionDecl) {
  const ids = parseOrInvalid(idsSchema, call.datas.ids);
  const input = parseValues(rowActionSchema(call.decl, rowAction), call.datas.values);
  const handler = call.store.rowActions?.[rowAction.name];
  if (!handler) throw new AshxFailure(STATUS.notFound, 'unknownOperation');
  // Never audited: passwords and the store's hidden fields.
  const secret = new Set([...(rowAction.fields ?? []).filter((f) => f.type === 'password').map((f) => f.name), ...(call.store.hidden ?? [])]);
  const shown = Object.fromEntries(Object.entries(input).filter(([name]) => !secret.has(name)));
  return inWrite(call, rowAction.name, async (tx, scope) => {
    if ((await lockVisible(tx, call, ids, scope)).length !== ids.length) throw rowNotFound();
    const before = await readRecords(tx, call, ids);
    const result = await handler(tx, ids, input, call.context);
    // A special dialog loads its data with { read: true }: nothing is written, nothing audited.
    if (input.read === true) return { affected: 0, result: result ?? null };
    const after = await readRecords(tx, call, ids);
    await auditMany(tx, auditBase(call, rowAction.name),
      ids.map((id) => ({ entityId: id, before: before.get(id) ?? null, after: after.get(id) ?? null, detail: { input: shown } })));
    return { affected: ids.length, result: result ?? null };
  });
}

const importSchema = z.object({
  rows: z.array(z.unknown()).max(MAX_IMPORT_ROWS),
  fileName: z.string().trim().max(255).optional().default(''),
});

async function importRows(call: Call) {
  const { rows: rawRows, fileName } = parseOrInvalid(importSchema, { rows: call.datas.rows, fileName: isBlank(call.datas.fileName) ? undefined : call.datas.fileName });
  if (rawRows.length === 0) throw new AshxFailure(STATUS.invalid, 'importEmpty');
  const { store, context } = call;
  const schema = valuesSchema(call.decl, 'create');
  const errors: RowError[] = [];
  const rows: Values[] = [];
  rawRows.forEach((raw, i) => {
    const result = isRecord(raw) ? schema.safeParse(raw) : null;
    if (result?.success) { rows.push(result.data as Values); return; }
    rows.push({});
    const fields = result ? fieldsOfIssues(result.error.issues) : { values: 'invalid' };
    for (const [field, messageKey] of Object.entries(fields)) errors.push({ row: i + 1, field, messageKey });
  });
  const valid = (i: number) => !errors.some((e) => e.row === i + 1);

  // Unique fields: a value seen earlier in the file, or already stored.
  const firstRowOf = new Map<string, Map<string, number>>();
  for (const field of uniqueFields(call)) {
    const seen = new Map<string, number>();
    firstRowOf.set(field.name, seen);
    rows.forEach((row, i) => {
      const value = row[field.name];
      if (!valid(i) || value === null || value === undefined) return;
      const key = uniqueKey(value);
      if (seen.has(key)) errors.push({ row: i + 1, field: field.name, messageKey: V.unique });
      else seen.set(key, i);
    });
  }

  try {
    return await context.db.transaction(async (tx) => {
      const scope = await scopeOf(call, tx);
      for (const field of uniqueFields(call)) {
        const seen = firstRowOf.get(field.name)!;
        if (!seen.size) continue;
        const compared = uniqueExpression(store.columns[field.name], rows.some((r) => typeof r[field.name] === 'string'));
        const found = await tx.query<{ v: string }>(
          `SELECT DISTINCT ${compared} AS v FROM ${ident(store.table)} t WHERE ${compared} = ANY($1::text[])`, [[...seen.keys()]]);
        for (const { v } of found) {
          const i = seen.get(v);
          if (i !== undefined) errors.push({ row: i + 1, field: field.name, messageKey: V.unique });
        }
      }
      rows.forEach((row, i) => {
        if (!valid(i)) return;
        try { checkLot(call, row, scope); } catch (error) {
          if (!(error instanceof FieldError)) throw error;
          errors.push({ row: i + 1, field: error.field, messageKey: error.messageKey });
        }
      });
      if (errors.length) throw importFailure(errors, rows.length);

      const stored: Values[] = [];
      for (const [i, row] of rows.entries()) {
        try {
          stored.push(store.beforeWrite ? await store.beforeWrite(tx, row, 'create', context) : row);
        } catch (error) {
          if (!(error instanceof FieldError)) throw error;
          errors.push({ row: i + 1, field: error.field, messageKey: error.messageKey });
          stored.push(row);
        }
      }
      if (errors.length) throw importFailure(errors, rows.length);

      const ids = await insertMany(tx, call, stored);
      const after = await readRecords(tx, call, ids);
      await auditMany(tx, auditBase(call, 'import'),
        ids.map((id) => ({ entityId: id, before: null, after: after.get(id) ?? null, detail: { fileName } })));
      return { imported: ids.length };
    });
  } catch (error) {
    if (error instanceof DbError && error.code === '23505') {
      const { field, value } = violation(store, error);
      const seen = field ? firstRowOf.get(field) : undefined;
      const row = seen && value !== null ? (seen.get(uniqueKey(value)) ?? 0) + 1 : 1;
      throw importFailure([{ row, field: field ?? 'values', messageKey: V.unique }], rows.length);
    }
    const mapped = mapWriteError(error, store, 'import');
    if (mapped instanceof AshxFailure && mapped.code === 'invalidValues') {
      const fields = (mapped.extra.fields ?? {}) as Record<string, string>;
      throw importFailure(Object.entries(fields).map(([field, messageKey]) => ({ row: 1, field, messageKey })), rows.length);
    }
    throw mapped;
  }
}

/** Inserts rows in file order: one statement per chunk, or row by row when the store has afterWrite. */
async function insertMany(tx: Queryable, call: Call, rows: readonly Values[]): Promise<number[]> {
  const { store, context } = call;
  if (store.afterWrite) {
    const ids: number[] = [];
    for (const row of rows) {
      const id = await insertRow(tx, call, row);
      await store.afterWrite(tx, id, row, 'create', context);
      ids.push(id);
    }
    return ids;
  }
  const info = await tableColumns(context.db, tx, store.table);
  const columnRows = rows.map((row) => columnValues(store, row, info, 'create'));
  const names = [...new Set(columnRows.flatMap((row) => Object.keys(row)))];
  const table = ident(store.table);
  if (!names.length) {
    const ids: number[] = [];
    for (let i = 0; i < columnRows.length; i += 1) {
      ids.push(Number((await tx.query<{ id: number }>(`INSERT INTO ${table} DEFAULT VALUES RETURNING id`))[0].id));
    }
    return ids;
  }
  // A column a row leaves out (a blank where the column has a default) takes its default.
  const selected = names.map((n) => {
    const column = info.get(n);
    return column?.defaultSql && !column.nullable ? `coalesce(r.${ident(n)}, ${column.defaultSql})` : `r.${ident(n)}`;
  });
  const ids: number[] = [];
  for (let i = 0; i < columnRows.length; i += INSERT_CHUNK) {
    const inserted = await tx.query<{ id: number }>(
      `INSERT INTO ${table} (${names.map(ident).join(', ')})
       SELECT ${selected.join(', ')} FROM jsonb_populate_recordset(NULL::${table}, $1::jsonb) r
       RETURNING id`, [JSON.stringify(columnRows.slice(i, i + INSERT_CHUNK))]);
    ids.push(...inserted.map((r) => Number(r.id)).sort((a, b) => a - b));
  }
  return ids;
}

async function refOptions(call: Call) {
  const field = parseOrInvalid(z.string().min(1).max(100), call.datas.field);
  const sql = call.store.options && Object.hasOwn(call.store.options, field) ? call.store.options[field] : null;
  if (!sql) throw fail.invalid(['field']);
  return call.context.db.query<{ value: unknown; label: unknown }>(sql, sql.includes('$1') ? [call.caller.userId] : []);
}

// ---------------------------------------------------------------------------------------------
// The operation table

/** The page of the request: one of the entity's screens, and the button of the action there. */
function pageAccess(index: ScreenIndex, entity: string, action: string): RequestedPageAccess {
  return {
    fromRequest(payload) {
      const page = typeof payload.page === 'string' ? payload.page.trim() : '';
      if (!page) throw fail.invalid(['page']);
      const decl = index.screenAt(page);
      if (!decl || !index.pathsOfEntity(entity).includes(page)) return { refused: 'page-not-of-entity', page };
      if (action === 'list' || action === 'options') return { page };
      const op = findScreenOperation(decl, action);
      if (!op?.button) return { refused: 'action-not-on-page', page };
      return { page, button: op.button };
    },
  };
}

/** CatcCom operations of every declared entity with a store: '<entity>.<action>' -> operation. */
export function screenEngineOperations(registry: EngineRegistry): Record<string, Operation> {
  const index = screenIndex(registry.screens);
  const stores = new Map<string, EntityStore>();
  for (const store of registry.stores) {
    if (stores.has(store.entity)) throw new Error(`two stores for entity ${store.entity}`);
    stores.set(store.entity, store);
  }
  const table: Record<string, Operation> = {};
  const entities = [...new Set(registry.screens.map((s) => index.screenAt(s.path)?.entity).filter((e): e is string => Boolean(e)))];
  for (const entity of entities) {
    const store = stores.get(entity);
    if (!store) continue;
    const actions = new Set<string>();
    for (const path of index.pathsOfEntity(entity)) for (const op of screenOperations(index.screenAt(path)!)) actions.add(op.action);
    if (store.options) actions.add('options');
    for (const action of actions) {
      table[getListOf(entity, action)] = operation({
        access: pageAccess(index, entity, action),
        input: z.record(z.string(), z.unknown()),
        async run(context, datas) {
          const page = String(datas.page).trim();
          const call: Call = { context, caller: requireCaller(context), page, decl: index.screenAt(page)!, store, datas };
          switch (action) {
            case 'list': return readPage(call, listQuerySchema(call.decl));
            case 'export': return readPage(call, exportQuerySchema(call.decl));
            case 'create': return create(call);
            case 'update': return update(call);
            case 'delete': return remove(call);
            case 'import': return importRows(call);
            case 'options': return refOptions(call);
            default: {
              const rowAction = call.decl.rowActions?.find((r) => r.name === action);
              if (!rowAction) throw new AshxFailure(STATUS.notFound, 'unknownOperation');
              return runRowAction(call, rowAction);
            }
          }
        },
      });
    }
  }
  return table;
}

/**
 * Mismatches between declarations and stores (registry tests): a declared field the store can
 * neither read nor write, a row action without a handler, a store without a declaration.
 */
export function registryProblems(registry: EngineRegistry): string[] {
  const index = screenIndex(registry.screens);
  const problems: string[] = [];
  const declared = new Set(registry.screens.map((s) => index.screenAt(s.path)?.entity));
  for (const store of registry.stores) {
    if (!declared.has(store.entity)) problems.push(`store ${store.entity} has no declared screen`);
  }
  for (const screen of registry.screens) {
    const decl = index.screenAt(screen.path);
    if (!decl) { problems.push(`${screen.path}: shares the view of an undeclared path ${screen.sharedView}`); continue; }
    const store = registry.stores.find((s) => s.entity === decl.entity);
    if (!store) continue;
    const readable = new Set(readableFields(decl, store).map((f) => f.name));
    for (const field of decl.fields) {
      const writable = !field.readOnly && field.form !== 'none';
      const stored = Object.hasOwn(store.columns, field.name);
      if (field.type === 'password' ? !stored && !store.beforeWrite : !stored && !readable.has(field.name) && !(store.hidden ?? []).includes(field.name)) {
        problems.push(`${decl.path}: field ${field.name} has neither a column nor a computed expression`);
      }
      if (field.unique && !stored) problems.push(`${decl.path}: unique field ${field.name} has no column`);
      if (field.filter && !fieldExpression(store, field.name)) problems.push(`${decl.path}: filter ${field.name} has no expression`);
      if (writable && !stored && !store.beforeWrite) problems.push(`${decl.path}: form field ${field.name} is never written`);
    }
    for (const rowAction of decl.rowActions ?? []) {
      if (!store.rowActions?.[rowAction.name]) problems.push(`${decl.path}: row action ${rowAction.name} has no handler in the store`);
    }
    if (decl.lotScoped && !store.lotColumn) problems.push(`${decl.path}: lotScoped but the store has no lotColumn`);
  }
  return problems;
}
