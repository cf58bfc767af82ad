// Validation rules of spec section 5 as zod pieces, shared by forms, the BFF and the backend.
// Every failure carries a message key of messages/<lang>/validation.json, never a sentence.
import { z } from 'zod';
import {
  COORDINATE_DECIMALS, IMAGE_MAX_BYTES, MAX_LIST_ENTRIES, TEXT_MAX_LENGTH, TEXT_MIN_LENGTH, UNLIMITED_SPACES,
} from '../spec-constants';
import { isFen } from '../money/fen';
import { passwordRuleFailures } from './password';

/** Message keys (validation.json). */
export const V = {
  blank: 'blank',                 // 'Input Cant Be Blank.'
  textLength: 'textLength',
  coordinate: 'coordinate',       // 'Wrong Format (limit three float)'
  digits: 'digits',
  version: 'version',
  maxSpaces: 'maxSpaces',
  integer: 'integer',
  number: 'number',
  money: 'money',                 // an amount with at most two decimals (fen in payloads)
  min: 'min',
  max: 'max',
  option: 'option',
  date: 'date',
  email: 'email',
  phone: 'phone',
  rangeOrder: 'rangeOrder',
  imageType: 'imageType',
  imageSize: 'imageSize',
  listMax: 'listMax',
  passwordFormat: 'passwordFormat',
  unique: 'unique',
} as const;
export type ValidationKey = (typeof V)[keyof typeof V];

const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** Blank values (undefined, null, '', spaces) become undefined so that optional fields pass. */
export const blankToUndefined = (v: unknown) => (isBlank(v) ? undefined : v);

export const text = (max: number = TEXT_MAX_LENGTH) =>
  z.string({ error: V.blank }).trim().min(TEXT_MIN_LENGTH, { error: V.blank }).max(max, { error: V.textLength });

export const digits = (max: number = TEXT_MAX_LENGTH) =>
  z.string({ error: V.blank }).trim().min(1, { error: V.blank }).max(max, { error: V.textLength }).regex(/^\d+$/, { error: V.digits });

/** A firmware version: digits, in dot-separated groups (spec 5: version numbers are digits). */
export const version = (max = 40) =>
  z.string({ error: V.blank }).trim().min(1, { error: V.blank }).max(max, { error: V.textLength }).regex(/^\d+(\.\d+)*$/, { error: V.version });

const COORDINATE = new RegExp(`^-?\\d{1,3}(\\.\\d{1,${COORDINATE_DECIMALS}})?$`);
/** Longitude or latitude with at most three decimals, as text or number. */
export const coordinate = (limit: 90 | 180) => z.union([z.string(), z.number()], { error: V.blank })
  .transform((v) => String(v).trim())
  .refine((v) => v !== '', { error: V.blank })
  .refine((v) => COORDINATE.test(v) && Math.abs(Number(v)) <= limit, { error: V.coordinate })
  .transform(Number);

export const integer = (min?: number, max?: number) => {
  let schema = z.coerce.number({ error: V.integer }).int({ error: V.integer });
  if (min !== undefined) schema = schema.min(min, { error: V.min });
  if (max !== undefined) schema = schema.max(max, { error: V.max });
  return schema;
};

export const decimal = (min?: number, max?: number, places = 2) => {
  const scaled = (n: number) => n * 10 ** places;
  let schema = z.coerce.number({ error: V.number })
    .refine((n) => Number.isFinite(n) && Math.abs(scaled(n) - Math.round(scaled(n))) < 1e-6, { error: V.number });
  if (min !== undefined) schema = schema.refine((n) => n >= min, { error: V.min });
  if (max !== undefined) schema = schema.refine((n) => n <= max, { error: V.max });
  return schema;
};

/**
 * An amount in fen: an integer (or its digits), within [min, max] fen. Forms and imports turn the
 * yuan people type into fen first (lib/money/fen.ts parseYuan); what does not parse stays text
 * and is refused here.
 */
export const fen = (min?: number, max?: number) => {
  let schema = z.union([z.number(), z.string().trim().regex(/^-?\d+$/, { error: V.money })], { error: V.money }).transform(Number)
    .pipe(z.number({ error: V.money }).int({ error: V.money }).refine(isFen, { error: V.money }));
  if (min !== undefined) schema = schema.refine((n) => n >= min, { error: V.min }) as typeof schema;
  if (max !== undefined) schema = schema.refine((n) => n <= max, { error: V.max }) as typeof schema;
  return schema;
};

/** Max parking spaces: -1 (no limit) or a positive integer (spec 5). */
export const maxSpaces = () => z.coerce.number({ error: V.maxSpaces })
  .refine((n) => n === UNLIMITED_SPACES || (Number.isInteger(n) && n > 0), { error: V.maxSpaces });

export const date = () => z.string({ error: V.blank }).regex(/^\d{4}-\d{2}-\d{2}$/, { error: V.date })
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), { error: V.date });

export const datetime = () => z.string({ error: V.blank }).refine((v) => !Number.isNaN(Date.parse(v)), { error: V.date });

export const email = () => z.string({ error: V.blank }).trim().max(TEXT_MAX_LENGTH, { error: V.textLength }).email({ error: V.email });

/** A phone number as people type it: digits, spaces and dashes, a leading +. */
export const PHONE_PATTERN = /^\+?[\d\s-]{5,20}$/;

export const phone = () => z.string({ error: V.blank }).trim().regex(PHONE_PATTERN, { error: V.phone });

export const option = (values: readonly (string | number)[]) => z.union([z.string(), z.number()], { error: V.option })
  .refine((v) => values.map(String).includes(String(v)), { error: V.option })
  .transform((v) => values.find((o) => String(o) === String(v))!);

export const password = () => z.string({ error: V.blank }).min(1, { error: V.blank })
  .refine((p) => passwordRuleFailures(p).length === 0, { error: V.passwordFormat });

/** A pair whose second number is not smaller than the first (spec 5). */
export const rangePair = () => z.tuple([z.coerce.number({ error: V.number }), z.coerce.number({ error: V.number })])
  .refine(([a, b]) => b >= a, { error: V.rangeOrder });

/** Lists that allow at most two entries (spec 5). */
export const shortList = <T extends z.ZodType>(item: T) => z.array(item).max(MAX_LIST_ENTRIES, { error: V.listMax });

/** Images: jpg, png or webp by their content (magic bytes), at most 500 KB (spec 5). */
export function imageCheck(bytes: Uint8Array): ValidationKey | null {
  if (bytes.length > IMAGE_MAX_BYTES) return V.imageSize;
  const b = bytes;
  const jpg = b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;
  const png = b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47;
  const webp = b[0] === 0x52 && b[1] === 0x49 && b[2] === 0x46 && b[3] === 0x46 && b[8] === 0x57 && b[9] === 0x45 && b[10] === 0x42 && b[11] === 0x50;
  return jpg || png || webp ? null : V.imageType;
}
