// Small zod helpers for datas: the console sends form-sanitized JSON, where a number may come as
// a number or as its text, and an absent value as ''.
import { z } from 'zod';

/** Text, trimmed; a number is taken as its text. */
export const text = (max: number) =>
  z.union([z.string(), z.number()]).transform((v) => String(v).trim()).pipe(z.string().max(max));

export const requiredText = (max: number) => text(max).pipe(z.string().min(1));

/** Text or '' when absent. */
export const optionalText = (max: number) => text(max).optional().transform((v) => v ?? '');

/** An integer given as a number or as digits. */
export const integer = () =>
  z.union([z.number(), z.string().trim().regex(/^-?\d+$/)]).transform(Number).pipe(z.number().int().safe());

/** Exactly this integer, as a number or as text. */
export const integerEqualTo = (value: number) => integer().pipe(z.literal(value));
