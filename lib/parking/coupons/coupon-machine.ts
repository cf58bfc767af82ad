// An issued coupon as a pure state machine (coupons.state, 285_coupons.sql; docs/merchants.md):
//
//   unused --apply--> inUse --use--> used          (its order paid: the merchant charged)
//     ^                 |
//     +----release------+                          (re-priced without it: limits, nothing left)
//   unused --expire--> expired                     (past its validity, never used)
//   unused --void--> void                          (by hand, replaced by a newer one of its kind, or
//                                                   given for a stay that cost nothing; one in use
//                                                   is its order's until that order is paid)
//
// A long-term (multi-use) coupon stays unused while valid: each stay's use is a coupon_uses row.
import { decideBy, type Decision } from '../machine';

export const COUPON_STATE = { unused: 0, inUse: 1, used: 2, expired: 3, void: 4 } as const;
export type CouponState = (typeof COUPON_STATE)[keyof typeof COUPON_STATE];
export const COUPON_STATES: readonly CouponState[] = Object.values(COUPON_STATE);

export const COUPON_EVENTS = ['apply', 'release', 'use', 'expire', 'void'] as const;
export type CouponEvent = (typeof COUPON_EVENTS)[number];

const C = COUPON_STATE;

export const COUPON_TRANSITIONS: Readonly<Record<CouponEvent, { from: readonly CouponState[]; to: CouponState }>> = {
  apply: { from: [C.unused], to: C.inUse },
  release: { from: [C.inUse], to: C.unused },
  use: { from: [C.inUse], to: C.used },
  expire: { from: [C.unused], to: C.expired },
  void: { from: [C.unused], to: C.void },
};

/** Refusal message keys (messages/<lang>/backend-merchants.json). */
export const COUPON_REFUSALS: Readonly<Record<CouponEvent, string>> = {
  apply: 'couponRefusedApply',
  release: 'couponRefusedApply',
  use: 'couponRefusedUse',
  expire: 'couponRefusedExpire',
  void: 'couponRefusedVoid',
};

/** States a pricing may still give (or take back) the coupon in. */
export const USABLE_COUPON_STATES: readonly CouponState[] = [C.unused, C.inUse];
/** Relief in use on an order (coupon_uses.state). */
export const COUPON_USE_STATE = { inUse: 1, used: 2 } as const;

export const decideCoupon = (state: CouponState, event: CouponEvent): Decision<CouponState> =>
  decideBy(COUPON_TRANSITIONS, COUPON_REFUSALS, state, event);
