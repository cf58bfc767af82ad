// A third-party discount's state as a pure state machine (third_party_discounts.state,
// 301_third_party_discounts.sql; docs/merchants.md, "Third-party discounts"):
//
//   pending --approve--> approved --end--> ended
//      |
//      +--reject--> rejected
//
// A partner (a bank's card, a platform's campaign, an Alipay-exclusive offer) applies; a second
// person, never who recorded the application, approves or rejects it. Approved, it is a coupon type
// of the partner's merchant, issued on demand while its dates and budget last; ended, it is issued
// no more (the coupons already given keep their validity).
import { decideBy, type Decision } from './machine';

export const THIRD_DISCOUNT_STATE = { pending: 0, approved: 1, rejected: 2, ended: 3 } as const;
export type ThirdDiscountState = (typeof THIRD_DISCOUNT_STATE)[keyof typeof THIRD_DISCOUNT_STATE];
export const THIRD_DISCOUNT_STATES: readonly ThirdDiscountState[] = Object.values(THIRD_DISCOUNT_STATE);

export const THIRD_DISCOUNT_EVENTS = ['approve', 'reject', 'end'] as const;
export type ThirdDiscountEvent = (typeof THIRD_DISCOUNT_EVENTS)[number];

const S = THIRD_DISCOUNT_STATE;

export const THIRD_DISCOUNT_TRANSITIONS: Readonly<Record<ThirdDiscountEvent, { from: readonly ThirdDiscountState[]; to: ThirdDiscountState }>> = {
  approve: { from: [S.pending], to: S.approved },
  reject: { from: [S.pending], to: S.rejected },
  end: { from: [S.approved], to: S.ended },
};

/** Refusal message keys (messages/<lang>/backend-merchants.json). */
export const THIRD_DISCOUNT_REFUSALS = {
  approve: 'thirdDiscountRefusedApprove',
  reject: 'thirdDiscountRefusedReject',
  end: 'thirdDiscountRefusedEnd',
} as const satisfies Readonly<Record<ThirdDiscountEvent, string>>;

/** Only an application still waiting is edited or deleted. */
export const THIRD_DISCOUNT_EDITABLE: readonly ThirdDiscountState[] = [S.pending];

export const decideThirdDiscount = (state: ThirdDiscountState, event: ThirdDiscountEvent): Decision<ThirdDiscountState> =>
  decideBy(THIRD_DISCOUNT_TRANSITIONS, THIRD_DISCOUNT_REFUSALS, state, event);
