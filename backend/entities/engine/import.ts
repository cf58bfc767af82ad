// Import: every row validated first (form values, uniqueness within the file and with stored
// rows, the caller's lots, the store's checks); nothing is written unless every row passes, then
// all rows go in in one transaction.
import { z } from 'zod';
import { valuesSchema } from '../../../lib/screens/schema';
import { V } from '../../../lib/validation/rules';
import { auditMany } from '../../auth/audit';
import { DbError, type Queryable } from '../../db';
import { AshxFailure, STATUS, FieldError } from '../../kernel/failures';
import { columnValues, tableColumns } from '../sql';
import { ident } from '../../kernel/sql';
import type { Values } from '../types';
import {
  auditBase, checkLot, insertRow, readRecords, scopeOf, uniqueExpression, uniqueFields, uniqueKey, type Call,
} from './call';
import { isRecord, parseOrInvalid } from './datas';
import { isBlank } from '../../kernel/refs';
import { fieldsOfIssues, importFailure, mapWriteError, violation, type RowError } from './failures';

/** Rows of one import (one transaction). */
export const MAX_IMPORT_ROWS = 10_000;
const INSERT_CHUNK = 1_000;

const importSchema = z.object({
  rows: z.array(z.unknown()).max(MAX_IMPORT_ROWS),
  fileName: z.string().trim().max(255).optional().default(''),
});

export async function importRows(call: Call) {
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
        try { checkLot(call, row, scope, 'create'); } catch (error) {
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
