// A merchant's settings as one pure rule (the form's schema checks each field's range; this
// checks what spans fields, and again what a caller without the form could send): the discount
// with one decimal, the minute price a prepaid-minutes merchant needs, the issuing limits.
// The issuing limits are settings only here: the coupons' issuing enforces them (docs/merchants.md).
import { discountTenths, type Settlement } from './account';
import { MERCHANT_REFUSALS } from './refusals';

/** The period the issuing limits count over. */
export const LIMIT_PERIODS = ['day', 'week', 'month', 'year'] as const;
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];
/** Limits by kind: coupons issued, their money (fen), their minutes, the merchant's cars now in the lot. */
export const LIMIT_FIELDS = ['limitCount', 'limitAmount', 'limitMinutes', 'limitCars'] as const;
/** The largest limit taken (a guard against a mistyped number, not a rule of the business). */
export const LIMIT_MAX = 1_000_000_000;

export interface MerchantSettings {
  settlement: Settlement;
  discount: number;
  minutePrice?: number | null;
  arrearsLimit?: number | null;
  limitPeriod: string;
  limitCount?: number | null;
  limitAmount?: number | null;
  limitMinutes?: number | null;
  limitCars?: number | null;
}

/** The refusal of a merchant's settings (a key of MERCHANT_REFUSALS), or null. */
export function settingsRefusal(s: MerchantSettings): string | null {
  if (discountTenths(s.discount) === null) return MERCHANT_REFUSALS.discountInvalid;
  if (s.settlement === 'minutes' && !(Number.isSafeInteger(s.minutePrice) && (s.minutePrice as number) > 0)) return MERCHANT_REFUSALS.minutePriceMissing;
  if (!(LIMIT_PERIODS as readonly string[]).includes(s.limitPeriod)) return MERCHANT_REFUSALS.limitInvalid;
  for (const field of LIMIT_FIELDS) {
    const limit = s[field];
    if (limit === null || limit === undefined) continue;
    if (!Number.isSafeInteger(limit) || limit < 1 || limit > LIMIT_MAX) return MERCHANT_REFUSALS.limitInvalid;
  }
  const arrears = s.arrearsLimit ?? 0;
  if (!Number.isSafeInteger(arrears) || arrears < 0) return MERCHANT_REFUSALS.limitInvalid;
  return null;
}
