// A rental order's lease state as a pure state machine (spec 4, lease/refund: paid, not paid,
// financial confirmation pending, leased out, leasing in progress, lease not approved;
// docs/rentals.md, "Selling a card"):
//
//   notPaid --pay--> paid                     (at the booth at once; online when the channel says so)
//   notPaid --recordOffline--> financialPending   (an offline payment a cashier records)
//   financialPending --confirm--> paid        (an offline payment a second person confirms)
//   financialPending --reject--> notApproved
//   notPaid --expire--> expired               (an online order its customer did not pay in time)
//
// A sale at the booth is paid at once; an offline payment (a bank transfer a cashier records) waits
// for finance. "Leased out" and "leasing in progress" name the card's side (it runs, or its period
// has not begun) and are read from the card, not stored here.
import { decideBy, type Decision } from './machine';

// 4 and 5 are shown states (SHOWN_LEASE_STATE below), never stored: an expired order is 6.
export const LEASE_STATE = { notPaid: 0, paid: 1, financialPending: 2, notApproved: 3, expired: 6 } as const;
export type LeaseState = (typeof LEASE_STATE)[keyof typeof LEASE_STATE];
export const LEASE_STATES: readonly LeaseState[] = Object.values(LEASE_STATE);

export const LEASE_EVENTS = ['pay', 'recordOffline', 'confirm', 'reject', 'expire'] as const;
export type LeaseEvent = (typeof LEASE_EVENTS)[number];

const L = LEASE_STATE;

export const LEASE_TRANSITIONS: Readonly<Record<LeaseEvent, { from: readonly LeaseState[]; to: LeaseState }>> = {
  pay: { from: [L.notPaid], to: L.paid },
  recordOffline: { from: [L.notPaid], to: L.financialPending },
  confirm: { from: [L.financialPending], to: L.paid },
  reject: { from: [L.financialPending], to: L.notApproved },
  expire: { from: [L.notPaid], to: L.expired },
};

/** Refusal message keys (messages/<lang>/backend-rentals.json). */
export const LEASE_REFUSALS: Readonly<Record<LeaseEvent, string>> = {
  pay: 'leaseRefusedPay',
  recordOffline: 'leaseRefusedPay',
  confirm: 'leaseRefusedConfirm',
  reject: 'leaseRefusedReject',
  expire: 'leaseRefusedExpire',
};

/** The states whose money is the operator's: counted as the card's income. */
export const PAID_LEASE_STATES: readonly LeaseState[] = [L.paid];

/** The events a person starts from /OfflineOrderReview. */
export const LEASE_REVIEW_COMMANDS = ['confirm', 'reject'] as const satisfies readonly LeaseEvent[];

export type LeaseDecision = Decision<LeaseState>;

export const decideLease = (state: LeaseState, event: LeaseEvent): LeaseDecision => decideBy(LEASE_TRANSITIONS, LEASE_REFUSALS, state, event);

/**
 * The lease states as the spec names them (spec 4: paid, not paid, financial confirmation pending,
 * leased out, leasing in progress, lease not approved): the stored ones, and for a paid order the
 * card's side read at an instant: its period not begun yet (leasing in progress) or running
 * (leased out); over, or cut short by a refund (the card's end before the instant): paid.
 */
export const SHOWN_LEASE_STATE = { ...LEASE_STATE, leasingInProgress: 4, leasedOut: 5 } as const;
export type ShownLeaseState = (typeof SHOWN_LEASE_STATE)[keyof typeof SHOWN_LEASE_STATE];
export const SHOWN_LEASE_STATES: readonly ShownLeaseState[] = Object.values(SHOWN_LEASE_STATE);

/** `period` and `cardEnd`: epoch ms (the period's first instant and last second; the card's last second). */
export function shownLeaseState(state: LeaseState, period: { start: number; end: number }, cardEnd: number, at: number): ShownLeaseState {
  if (state !== L.paid) return state;
  if (at < period.start && cardEnd >= period.start) return SHOWN_LEASE_STATE.leasingInProgress;
  if (at >= period.start && at <= Math.min(period.end, cardEnd)) return SHOWN_LEASE_STATE.leasedOut;
  return L.paid;
}
