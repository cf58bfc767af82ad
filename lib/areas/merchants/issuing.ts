// Issuing a coupon to a plate as one pure rule (docs/merchants.md, "Issuing"): the merchant must be
// enabled and able to pay (a prepaid account not empty, a post-paid one above its arrears limit),
// the type enabled, and the merchant's limits per period not passed: coupons issued, their money
// (cash coupons' face value), their minutes (time coupons', period coupons' hours), and its cars in
// the lot now (plates with one of its coupons whose car is in; the plate being given one counts).
import { dayOf, startOfDay } from '../../parking/cards/operator-days';
import type { Settlement } from '../../parking/merchant-account';
import { MERCHANT_STATE, type MerchantState } from '../../parking/merchant-machine';
import type { CouponKind } from '../../parking/coupons/relief';
import type { LimitPeriod } from './settings';

export const ISSUE_REFUSALS = {
  merchantNotEnabled: 'couponMerchantNotEnabled',
  typeDisabled: 'couponTypeDisabled',
  accountEmpty: 'couponAccountEmpty',
  arrearsLimit: 'couponArrearsLimit',
  limitCount: 'couponLimitCount',
  limitAmount: 'couponLimitAmount',
  limitMinutes: 'couponLimitMinutes',
  limitCars: 'couponLimitCars',
} as const;
export type IssueRefusal = (typeof ISSUE_REFUSALS)[keyof typeof ISSUE_REFUSALS];

export interface IssuingMerchant {
  state: MerchantState; settlement: Settlement; balance: number; minutes: number; arrearsLimit: number;
  limitCount: number | null; limitAmount: number | null; limitMinutes: number | null; limitCars: number | null;
}
export interface IssuedType { enabled: boolean; kind: CouponKind; amount: number | null; minutes: number | null; hours: number | null }
/** What the merchant issued in the period so far, and its cars in the lot now. */
export interface IssuedSoFar { count: number; amount: number; minutes: number; carsIn: number; plateCounted: boolean }

/** A type's money (cash coupons' face value) and minutes (time coupons', period coupons' hours) as the limits count them. */
export const faceOf = (t: Pick<IssuedType, 'kind' | 'amount' | 'minutes' | 'hours'>) => ({
  amount: t.kind === 'cash' ? Number(t.amount) : 0,
  minutes: t.kind === 'time' ? Number(t.minutes) : t.kind === 'period' ? Number(t.hours) * 60 : 0,
});

export function issueRefusal(m: IssuingMerchant, type: IssuedType, soFar: IssuedSoFar): { refusal: IssueRefusal; limit?: number } | null {
  if (m.state !== MERCHANT_STATE.enabled) return { refusal: ISSUE_REFUSALS.merchantNotEnabled };
  if (!type.enabled) return { refusal: ISSUE_REFUSALS.typeDisabled };
  if (m.settlement === 'prepaid' && m.balance <= 0) return { refusal: ISSUE_REFUSALS.accountEmpty };
  if (m.settlement === 'minutes' && m.minutes <= 0) return { refusal: ISSUE_REFUSALS.accountEmpty };
  if (m.settlement === 'postpaid' && m.balance <= -m.arrearsLimit) return { refusal: ISSUE_REFUSALS.arrearsLimit, limit: m.arrearsLimit };
  const face = faceOf(type);
  if (m.limitCount !== null && soFar.count + 1 > m.limitCount) return { refusal: ISSUE_REFUSALS.limitCount, limit: m.limitCount };
  if (m.limitAmount !== null && face.amount > 0 && soFar.amount + face.amount > m.limitAmount) return { refusal: ISSUE_REFUSALS.limitAmount, limit: m.limitAmount };
  if (m.limitMinutes !== null && face.minutes > 0 && soFar.minutes + face.minutes > m.limitMinutes) return { refusal: ISSUE_REFUSALS.limitMinutes, limit: m.limitMinutes };
  if (m.limitCars !== null && !soFar.plateCounted && soFar.carsIn + 1 > m.limitCars) return { refusal: ISSUE_REFUSALS.limitCars, limit: m.limitCars };
  return null;
}

/** The first instant of the limits' period holding `at`, on the operator's clock (a week starts on Monday). */
export function periodStart(at: number, period: LimitPeriod): number {
  const day = dayOf(at);
  if (period === 'day') return startOfDay(day);
  // Day 0 (1970-01-01) was a Thursday: Monday is 3 days before it.
  if (period === 'week') return startOfDay(day - ((day + 3) % 7));
  const date = new Date(day * 86_400_000);
  const first = period === 'month' ? Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1) : Date.UTC(date.getUTCFullYear(), 0, 1);
  return startOfDay(first / 86_400_000);
}
