// How the engine refuses: form values field by field, imports row by row, and database violations
// turned into the same answers (a row it cannot see: rowNotFound, backend/kernel/failures.ts).
import type { z } from 'zod';
import { V } from '../../../lib/validation/rules';
import { DbError } from '../../db';
import { AshxFailure, STATUS, FieldError } from '../../kernel/failures';
import type { ServedStore } from '../types';

/** Row errors sent back at most (failedRows counts them all). */
export const MAX_ROW_ERRORS = 1_000;

export interface RowError { row: number; field: string; messageKey: string }

export const invalidValues = (fields: Record<string, string>) => new AshxFailure(STATUS.invalid, 'invalidValues', {}, { fields });

export function importFailure(rowErrors: RowError[], rowCount: number): AshxFailure {
  const sorted = [...rowErrors].sort((a, b) => a.row - b.row);
  const failedRows = new Set(sorted.map((e) => e.row)).size;
  return new AshxFailure(STATUS.invalid, failedRows >= rowCount ? 'importAllFailed' : 'importFailed', {},
    { rowErrors: sorted.slice(0, MAX_ROW_ERRORS), failedRows });
}

/** zod issues of form values -> { field: messageKey } (the first per field). */
export function fieldsOfIssues(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
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

function fieldOfColumn(store: ServedStore, column: string): string {
  for (const [name, col] of Object.entries(store.columns)) if (col === column) return name;
  return column;
}

/** The field named by a constraint violation's detail, e.g. 'Key (lower(name::text))=(a) already exists.' */
export function violation(store: ServedStore, error: DbError): { field: string | null; value: string | null } {
  const key = /Key \((.+?)\)=\((.*)\)/.exec(error.detail ?? '');
  const column = key
    ? Object.values(store.columns).find((col) => new RegExp(`\\b${col}\\b`).test(key[1]))
    : /column "([^"]+)"/.exec(error.message)?.[1];
  return { field: column ? fieldOfColumn(store, column) : null, value: key ? key[2] : null };
}

const DATA_EXCEPTIONS = new Set(['22001', '22003', '22007', '22008', '22P02']);

export function mapWriteError(error: unknown, store: ServedStore, action: string): unknown {
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
