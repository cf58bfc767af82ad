// Helpers of the settings stores: times of day and the refusal keys they use.
import { FieldError } from '../../kernel/failures';
import type { Values } from '../../entities/types';

/**
 * Message keys (messages/<lang>/validation.json) the settings stores refuse with besides the
 * shared ones of lib/validation/rules.ts: 'time' (HH:mm) and 'currencyCode' (three letters).
 */
export const SETTINGS_KEYS = { time: 'time', currencyCode: 'currencyCode' } as const;

/** A time of day as HH:mm ('8:05' becomes '08:05'), else a FieldError 'time'. */
export function timeOfDay(values: Values, field: string): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(String(values[field] ?? '').trim());
  const [h, m] = match ? [Number(match[1]), Number(match[2])] : [NaN, NaN];
  if (!(h >= 0 && h <= 23 && m >= 0 && m <= 59)) throw new FieldError(field, SETTINGS_KEYS.time);
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
}

