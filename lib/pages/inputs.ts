// zod pieces for inputs that both ends read (special pages' operations, the backend's handlers):
// the browser sends JSON, the backend gets it again after ASHX sanitizing (an absent value as '',
// a number maybe as its text).
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

/** An integer, or undefined when absent or ''. */
export const optionalInteger = () => integer().optional().or(z.literal('').transform(() => undefined));

/** Exactly this integer, as a number or as text. */
export const integerEqualTo = (value: number) => integer().pipe(z.literal(value));

/** The idempotency key the browser makes, one per press and kept on retries (lib/client/keys.ts). */
export const idempotencyKey = () => z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);

/** 1-based inclusive rows of a page of results. */
export const paging = (defaultSize = 50) => ({
  startIndex: integer().pipe(z.number().min(1)).default(1),
  endIndex: integer().pipe(z.number().min(1)).default(defaultSize),
});
