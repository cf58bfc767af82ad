// An arrear (arrears.state, 130_arrears_refunds.sql) as a pure state machine: a stay that left
// owing makes one, unpaid; a later payment that leaves its order nothing due recovers it; an
// operator may make it void with a reason (the deletion of /ArrearsDeleteRecord), which waives
// what is still owed and never removes money already booked.
//
//   unpaid --recover--> recovered
//     +----void------> void
import { decideBy, type Decision } from './machine';

export const ARREAR_STATE = { unpaid: 0, recovered: 1, void: 2 } as const;
export type ArrearState = (typeof ARREAR_STATE)[keyof typeof ARREAR_STATE];
export const ARREAR_STATES: readonly ArrearState[] = Object.values(ARREAR_STATE);

export const ARREAR_EVENTS = ['pay', 'remind', 'recover', 'void'] as const;
export type ArrearEvent = (typeof ARREAR_EVENTS)[number];

const A = ARREAR_STATE;

/**
 * `pay` takes money without changing the state (a part payment): the arrear recovers when nothing
 * is left due. `remind` sends an SMS reminder; both only while unpaid.
 */
export const ARREAR_TRANSITIONS: Readonly<Record<ArrearEvent, { from: readonly ArrearState[]; to: ArrearState }>> = {
  pay: { from: [A.unpaid], to: A.unpaid },
  remind: { from: [A.unpaid], to: A.unpaid },
  recover: { from: [A.unpaid], to: A.recovered },
  void: { from: [A.unpaid], to: A.void },
};

/** Refusal message keys (messages/<lang>/backend-arrears.json). */
export const ARREAR_REFUSALS: Readonly<Record<ArrearEvent, string>> = {
  pay: 'arrearRefusedPay',
  remind: 'arrearRefusedRemind',
  recover: 'arrearRefusedRecover',
  void: 'arrearRefusedVoid',
};

export type ArrearDecision = Decision<ArrearState>;

/** Whether `event` may happen to an arrear in `state`, and the state it leads to. */
// A state read from the database is a number: one the machine does not know allows nothing.
export const decideArrear = (state: number, event: ArrearEvent): ArrearDecision => decideBy(ARREAR_TRANSITIONS, ARREAR_REFUSALS, state as ArrearState, event);
