// Reading: a page of the list (or of an export), rows by id, a row's detail with its related
// records and history, and the options of ref selects.
import { z } from 'zod';
import { DbError, type Queryable, type Reader } from '../../db';
import { fail, rowNotFound } from '../../kernel/failures';
import { Params, baseConditions, filterConditions, fromClause, orderBy, rowOut, selectList, whereClause } from '../sql';
import type { Values } from '../types';
import { readRecords, scopeOf, visibleIds, type Call, type Row } from './call';
import { idSchema, idsSchema, listQueryOf, parseOrInvalid } from './datas';
import { exactCount, listTotal, type Total } from './count';
import { KEY_ALIAS, afterCondition, decodeCursor, encodeCursor, keySelect, keysetOf, type Sort } from './keyset';
import { limitRange } from './range-limit';

/** Entries of a row's history a detail view shows at most (the newest). */
export const DETAIL_AUDIT_ROWS = 200;

type ListQuery = {
  startIndex: number; endIndex: number; sort?: Sort; filters: Values; after?: string;
};

export interface Page extends Total { rows: Row[]; next?: string }

/**
 * A page of the list ('list') or a chunk of an export ('export'). The total: see count.ts (an
 * export counts exactly once, on its first chunk; its later chunks, after a cursor or by offset,
 * do not count: their total says only "at least the rows up to here"). Rows are read after `after` (keyset.ts) when it belongs to the sort, else by offset;
 * `next` is the cursor of the page that follows, when the sort allows keyset paging.
 */
export async function readPage(call: Call, schema: z.ZodType, purpose: 'list' | 'export' = 'list'): Promise<Page> {
  const { db } = call.context;
  const query = parseOrInvalid(schema, listQueryOf(call.datas)) as ListQuery;
  const scope = await scopeOf(call, db);
  const params = new Params();
  const filters = filterConditions(call.decl, call.store, limitRange(call.decl, query.filters, call.context.now), params);
  const conditions = [...baseConditions(call.store, scope, params), ...filters];
  const from = fromClause(call.store);
  const sort = query.sort ?? call.decl.defaultSort ?? { field: 'id', direction: 'desc' as const };
  const keyset = await keysetOf(db, call.store, sort);
  const cursor = keyset && query.after ? decodeCursor(query.after, keyset) : null;
  const size = query.endIndex - query.startIndex + 1;

  let counted: Total | null = null;
  if (purpose === 'list') counted = await listTotal(db, from, whereClause(conditions), params.values, filters.length > 0);
  else if (!cursor && query.startIndex === 1) counted = await exactCount(db, from, whereClause(conditions), params.values);
  if (counted && !counted.totalKind && !cursor && counted.total < query.startIndex) return { rows: [], ...counted };

  const pageParams = new Params();
  pageParams.values.push(...params.values);
  const pageConditions = cursor && keyset ? [...conditions, afterCondition(keyset, cursor, pageParams)] : conditions;
  const rows = await readRowsOfPage(db, `SELECT ${selectList(call.decl, call.store)}${keyset ? `, ${keySelect(keyset)}` : ''}
     FROM ${from} ${whereClause(pageConditions)} ${orderBy(call.decl, call.store, query.sort)}
     LIMIT ${size}${cursor ? '' : ` OFFSET ${query.startIndex - 1}`}`, pageParams.values, cursor !== null);
  const last = rows.at(-1);
  const next = keyset && last && rows.length === size
    ? encodeCursor(keyset, { key: keyset.byId ? null : String(last[KEY_ALIAS]), id: Number(last.id) }) : undefined;
  const total = counted ?? { total: query.startIndex - 1 + rows.length, totalKind: 'atLeast' as const };
  const out = rows.map(({ [KEY_ALIAS]: _key, ...row }) => rowOut(call.decl, row));
  await call.store.atRead?.rows?.(db, out, call.context.now);
  return {
    rows: out,
    ...total,
    ...(next ? { next } : {}),
  };
}

/** The page's rows; a cursor whose key the sort's column cannot take is refused as invalid. */
async function readRowsOfPage(db: Reader, sql: string, params: unknown[], withCursor: boolean): Promise<Row[]> {
  try {
    return await db.query<Row>(sql, params);
  } catch (error) {
    if (withCursor && error instanceof DbError && error.code?.startsWith('22')) throw fail.invalid(['after']);
    throw error;
  }
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
    const rows = (await db.query<Row>(sql, [id])).map((r) => rowOut({ ...call.decl, fields: section.fields }, r));
    const now = call.store.atRead?.sections?.[section.name];
    sections[section.name] = now ? await now(db, row, rows, call.context.now) : rows;
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
