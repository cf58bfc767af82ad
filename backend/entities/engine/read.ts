// Reading: a page of the list (or of an export), rows by id, a row's detail with its related
// records and history, and the options of ref selects.
import { z } from 'zod';
import type { Queryable } from '../../db';
import { fail } from '../../errors';
import { Params, baseConditions, filterConditions, fromClause, orderBy, rowOut, selectList, whereClause } from '../sql';
import type { Values } from '../types';
import { readRecords, scopeOf, visibleIds, type Call, type Row } from './call';
import { idSchema, idsSchema, listQueryOf, parseOrInvalid } from './datas';
import { rowNotFound } from './failures';
import { limitRange } from './range-limit';

/** Entries of a row's history a detail view shows at most (the newest). */
export const DETAIL_AUDIT_ROWS = 200;

export async function readPage(call: Call, schema: z.ZodType): Promise<{ rows: Row[]; total: number }> {
  const { db } = call.context;
  const query = parseOrInvalid(schema, listQueryOf(call.datas)) as {
    startIndex: number; endIndex: number; sort?: { field: string; direction: 'asc' | 'desc' }; filters: Values;
  };
  const scope = await scopeOf(call, db);
  const params = new Params();
  const where = whereClause([
    ...baseConditions(call.store, scope, params),
    ...filterConditions(call.decl, call.store, limitRange(call.decl, query.filters, call.context.now), params),
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

/** The rows the caller may see among `ids`, as the list shows them, in the order asked. */
export async function readRows(db: Queryable, call: Call, ids: readonly number[]): Promise<Row[]> {
  const visible = await visibleIds(db, call, ids, await scopeOf(call, db), false);
  const rows = await readRecords(db, call, visible);
  return ids.flatMap((id): Row[] => { const row = rows.get(id); return row ? [row] : []; });
}

/** '<entity>.rows' { ids }: rows by id (the BFF checks a command's row states with them). */
export async function rowsById(call: Call) {
  return { rows: await readRows(call.context.db, call, parseOrInvalid(idsSchema, call.datas.ids)) };
}

/** '<entity>.detail' { id }: the row, its related records and (when declared) its history. */
export async function detail(call: Call) {
  const { db } = call.context;
  const id = parseOrInvalid(idSchema, call.datas.id);
  const [row] = await readRows(db, call, [id]);
  if (!row) throw rowNotFound();
  const sections: Record<string, Row[]> = {};
  for (const section of call.decl.detail?.sections ?? []) {
    const sql = call.store.related?.[section.name];
    if (!sql) continue;
    const rows = await db.query<Row>(sql, [id]);
    sections[section.name] = rows.map((r) => rowOut({ ...call.decl, fields: section.fields }, r));
  }
  const audit = call.decl.detail?.audit ? await db.query<Row>(
    `SELECT id, at, actor, action, page, before, after FROM audit_log WHERE entity = $1 AND entity_id = $2
     ORDER BY at DESC, id DESC LIMIT ${DETAIL_AUDIT_ROWS}`, [call.store.auditEntity ?? call.store.entity, id]) : [];
  return { row, sections, audit: audit.map((entry) => rowOut({ ...call.decl, fields: [] }, entry)) };
}

export async function refOptions(call: Call) {
  const field = parseOrInvalid(z.string().min(1).max(100), call.datas.field);
  const sql = call.store.options && Object.hasOwn(call.store.options, field) ? call.store.options[field] : null;
  if (!sql) throw fail.invalid(['field']);
  return call.context.db.query<{ value: unknown; label: unknown }>(sql, sql.includes('$1') ? [call.caller.userId] : []);
}
