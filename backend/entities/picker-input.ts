// What a picker dialog's row action sends ('lotPicker', 'memberPicker'; lib/admin/picker.ts): one
// row, and { read: true } to load the dialog or the ids picked to replace its choice. One parser
// for every picker (permission groups, jurisdictions, lot groups).
import { z } from 'zod';
import { fail } from '../kernel/failures';
import type { Values } from './types';

/** More than a picker lists is a forged request. */
const MAX_PICKED = 10_000;
const picked = (key: 'lotIds' | 'userIds') =>
  z.object({ read: z.boolean().optional(), [key]: z.array(z.number().int().positive()).max(MAX_PICKED).optional() }).strict();

export const LOTS_PICKED = picked('lotIds') as z.ZodType<{ read?: boolean; lotIds?: number[] }>;
export const MEMBERS_PICKED = picked('userIds') as z.ZodType<{ read?: boolean; userIds?: number[] }>;

/** The action's values by `schema`, for exactly one row; refused as an invalid request otherwise. */
export function pickerInput<T>(schema: z.ZodType<T>, input: Values, ids: number[]): T {
  const parsed = schema.safeParse(input);
  if (!parsed.success) throw fail.invalid(parsed.error.issues.map((i) => ['values', ...i.path].join('.')));
  if (ids.length !== 1) throw fail.invalid(['ids']);
  return parsed.data;
}
