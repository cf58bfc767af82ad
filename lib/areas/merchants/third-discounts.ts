// Third-party discounts as pure rules (docs/merchants.md, "Third-party discounts"): what an
// application must hold, and whether its coupon may be issued now (inside its dates, its budget not
// spent). The budget is what the discount may take off in all: spent is the relief of its coupons'
// uses (in use or used) and the face value of its cash coupons not used yet, so that coupons already
// given cannot take off more than the partner agreed to pay (a percentage coupon's relief is known
// only once a stay is priced: it counts from then).
import { dateOfDay, dayOf } from '../../parking/cards/operator-days';

/** Who the discount is from: a partner (a bank's card, a platform's campaign) or Alipay (an Alipay-exclusive offer). */
export const THIRD_DISCOUNT_SOURCES = ['partner', 'alipay'] as const;
export type ThirdDiscountSource = (typeof THIRD_DISCOUNT_SOURCES)[number];
/** What it takes off: a share of the fee (the driver pays payPercent %) or cash. */
export const THIRD_DISCOUNT_KINDS = ['percentage', 'cash'] as const;
export type ThirdDiscountKind = (typeof THIRD_DISCOUNT_KINDS)[number];

export const THIRD_DISCOUNT_RULES = {
  partnerNotPostpaid: 'thirdDiscountPartnerNotPostpaid',
  datesInvalid: 'thirdDiscountDatesInvalid',
  valueMissing: 'thirdDiscountValueMissing',
  notPending: 'thirdDiscountNotPending',
  notStarted: 'thirdDiscountNotStarted',
  over: 'thirdDiscountOver',
  budgetSpent: 'thirdDiscountBudgetSpent',
} as const;

export interface ThirdDiscountTerms {
  kind: ThirdDiscountKind; payPercent: number | null; amount: number | null;
  /** 'YYYY-MM-DD', both days included, on the operator's clock. */
  validFrom: string; validTo: string;
  /** Fen, the most it takes off in all. */
  budget: number;
}

/** Why an application cannot be recorded as typed, or null. */
export function termsRefusal(t: ThirdDiscountTerms): string | null {
  if (t.validTo < t.validFrom) return THIRD_DISCOUNT_RULES.datesInvalid;
  if (t.kind === 'percentage' && (t.payPercent === null || !Number.isInteger(t.payPercent) || t.payPercent < 0 || t.payPercent > 99)) return THIRD_DISCOUNT_RULES.valueMissing;
  if (t.kind === 'cash' && (t.amount === null || !Number.isInteger(t.amount) || t.amount <= 0)) return THIRD_DISCOUNT_RULES.valueMissing;
  return null;
}

/** What the discount has spent of its budget (fen). */
export const spentOf = (s: { relief: number; unusedCashFace: number }) => s.relief + s.unusedCashFace;

/** Why a coupon of the approved discount cannot be issued at `at`, or null; `face` is the new coupon's face value (a cash coupon's). */
export function issueWindowRefusal(t: Pick<ThirdDiscountTerms, 'validFrom' | 'validTo' | 'budget'>, spent: number, face: number, at: number): string | null {
  const today = dateOfDay(dayOf(at));
  if (today < t.validFrom) return THIRD_DISCOUNT_RULES.notStarted;
  if (today > t.validTo) return THIRD_DISCOUNT_RULES.over;
  if (spent >= t.budget || spent + face > t.budget) return THIRD_DISCOUNT_RULES.budgetSpent;
  return null;
}
