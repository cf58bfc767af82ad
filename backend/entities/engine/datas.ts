// Reading a call's datas: the list query without the blanks the console's sanitizing sends,
// form values, ids.
import { z } from 'zod';
import { fail } from '../../kernel/failures';
import { isBlank } from '../../kernel/refs';
import type { Values } from '../types';
import { fieldsOfIssues, invalidValues } from './failures';

/** Rows a delete or row action takes at once. */
export const MAX_IDS = 500;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
export { isRecord };

/** The list query from datas, without blanks (the console's sanitizing sends absent values as ''). */
export function listQueryOf(datas: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of ['startIndex', 'endIndex'] as const) if (!isBlank(datas[key])) out[key] = datas[key];
  if (isRecord(datas.sort) && !isBlank(datas.sort.field)) out.sort = datas.sort;
  if (!isBlank(datas.after)) out.after = datas.after;
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

export function parseOrInvalid<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw fail.invalid([...new Set(result.error.issues.map((i) => i.path.join('.') || '(datas)'))]);
  return result.data;
}

export function parseValues(schema: z.ZodType, raw: unknown): Values {
  const input = isBlank(raw) ? {} : raw;
  if (!isRecord(input)) throw fail.invalid(['values']);
  const result = schema.safeParse(input);
  if (!result.success) throw invalidValues(fieldsOfIssues(result.error.issues));
  return result.data as Values;
}

export const idSchema = z.union([z.number(), z.string().trim().regex(/^\d+$/)]).transform(Number).pipe(z.number().int().positive().safe());
export const idsSchema = z.array(idSchema).min(1).max(MAX_IDS).transform((ids) => [...new Set(ids)]);
