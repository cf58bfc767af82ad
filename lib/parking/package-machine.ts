// A monthly package's review as a pure state machine (spec 4, package review: unreviewed,
// approved, not approved, expired, discontinued; docs/rentals.md, "Packages"):
//
//   unreviewed --approve--> approved --discontinue--> discontinued
//       |  ^                   |
//       |  +----revise---------+----expire--> expired (its sale period ended)
//    reject |
//       v   |
//   not approved --revise--> unreviewed
//
// A package is written by one person and approved (or not) by another: the reviewer is never its
// author (backend/areas/rentals). Only an approved package is sold. A change of what a package
// sells (price, months, periods, windows) sends it back to review (revise), so no card is sold on
// terms nobody approved; cards sold before keep their own terms. Expired and discontinued are
// final: a package sold again is a new package.
import { decideBy, type Decision } from './machine';

export const PACKAGE_STATE = { unreviewed: 0, approved: 1, notApproved: 2, expired: 3, discontinued: 4 } as const;
export type PackageState = (typeof PACKAGE_STATE)[keyof typeof PACKAGE_STATE];
export const PACKAGE_STATES: readonly PackageState[] = Object.values(PACKAGE_STATE);

export const PACKAGE_EVENTS = ['approve', 'reject', 'revise', 'discontinue', 'expire'] as const;
export type PackageEvent = (typeof PACKAGE_EVENTS)[number];

const P = PACKAGE_STATE;

export const PACKAGE_TRANSITIONS: Readonly<Record<PackageEvent, { from: readonly PackageState[]; to: PackageState }>> = {
  approve: { from: [P.unreviewed], to: P.approved },
  reject: { from: [P.unreviewed], to: P.notApproved },
  // Its terms changed: reviewed again before it is sold again.
  revise: { from: [P.unreviewed, P.approved, P.notApproved], to: P.unreviewed },
  discontinue: { from: [P.approved], to: P.discontinued },
  // Its sale period ended (the system, at the day's end).
  expire: { from: [P.approved], to: P.expired },
};

/** Refusal message keys (messages/<lang>/backend-rentals.json). */
export const PACKAGE_REFUSALS: Readonly<Record<PackageEvent, string>> = {
  approve: 'packageRefusedApprove',
  reject: 'packageRefusedReject',
  revise: 'packageRefusedRevise',
  discontinue: 'packageRefusedDiscontinue',
  expire: 'packageRefusedExpire',
};

/** Events a person starts from a screen; `expire` is the system's, `revise` an edit's. */
export const PACKAGE_COMMANDS = ['approve', 'reject', 'discontinue'] as const satisfies readonly PackageEvent[];

/** The states a package can be sold in. */
export const SELLABLE_PACKAGE_STATES: readonly PackageState[] = [P.approved];

export type PackageDecision = Decision<PackageState>;

export const decidePackage = (state: PackageState, event: PackageEvent): PackageDecision => decideBy(PACKAGE_TRANSITIONS, PACKAGE_REFUSALS, state, event);
