// A stay (one vehicle's visit) as a pure state machine. Codes follow the yunqi record states the
// domain notes list (stays.state):
//
//   inLot --pay--> paidNotOut --exit--> exitedPaid
//     |  ^             |
//     |  +--windowElapsed (paid, still there after the exit window: billing restarts)
//     +--exit (nothing due)--> exitedPaid
//     +--freeExit (with a reason)--> freeExit            (also from paidNotOut)
//     +--exitPayLater (let out, pays later)--> exitPayLater --recover--> arrearsRecovered
//     +--unpaidExit (left without paying)--> unpaidExit --recover--> arrearsRecovered
//     +--repeatEntry (the plate entered again elsewhere: this one is closed)--> repeatEntry
//
// How the entry or exit was recorded (camera, sensor, lock, POS, video pile, by hand) is the
// stay's source, not its state.
import { decideBy, type Decision } from './machine';

export const STAY_STATE = {
  inLot: 0, paidNotOut: 1, repeatEntry: 2, exitedPaid: 3, freeExit: 4, arrearsRecovered: 5, exitPayLater: 6, unpaidExit: 7,
} as const;
export type StayState = (typeof STAY_STATE)[keyof typeof STAY_STATE];
export const STAY_STATES: readonly StayState[] = Object.values(STAY_STATE);

/** States of a vehicle still in the lot (or on the berth). */
export const OPEN_STAY_STATES: readonly StayState[] = [STAY_STATE.inLot, STAY_STATE.paidNotOut];
/** States of a stay that left owing money (the arrears of a later issue start here). */
export const OWING_STAY_STATES: readonly StayState[] = [STAY_STATE.exitPayLater, STAY_STATE.unpaidExit];
/** A stay's plate may be corrected while its order is not settled: in the lot, or left owing. */
export const CORRECTABLE_STAY_STATES: readonly StayState[] = [...OPEN_STAY_STATES, ...OWING_STAY_STATES];
/** Why a stay left without paying (stays.free_reason): its class, no rate, free time, a discount, a free departure, a card passage (docs/rentals.md, "At the lane"). */
export const FREE_REASONS = ['white', 'special', 'internal', 'disabled', 'noRate', 'discounted', 'freeTime', 'freeDeparture', 'card'] as const;
export type FreeReason = (typeof FREE_REASONS)[number];

export const STAY_EVENTS = ['pay', 'windowElapsed', 'exit', 'freeExit', 'exitPayLater', 'unpaidExit', 'repeatEntry', 'recover'] as const;
export type StayEvent = (typeof STAY_EVENTS)[number];

const S = STAY_STATE;

export const STAY_TRANSITIONS: Readonly<Record<StayEvent, { from: readonly StayState[]; to: StayState }>> = {
  pay: { from: [S.inLot], to: S.paidNotOut },
  windowElapsed: { from: [S.paidNotOut], to: S.inLot },
  exit: { from: [S.inLot, S.paidNotOut], to: S.exitedPaid },
  freeExit: { from: [S.inLot, S.paidNotOut], to: S.freeExit },
  exitPayLater: { from: [S.inLot], to: S.exitPayLater },
  unpaidExit: { from: [S.inLot], to: S.unpaidExit },
  repeatEntry: { from: [S.inLot, S.paidNotOut], to: S.repeatEntry },
  recover: { from: [S.exitPayLater, S.unpaidExit], to: S.arrearsRecovered },
};

/** Refusal message keys (messages/<lang>/backend-money.json). */
export const STAY_REFUSALS: Readonly<Record<StayEvent, string>> = {
  pay: 'stayRefusedPay',
  windowElapsed: 'stayRefusedWindow',
  exit: 'stayRefusedExit',
  freeExit: 'stayRefusedFreeExit',
  exitPayLater: 'stayRefusedPayLater',
  unpaidExit: 'stayRefusedUnpaidExit',
  repeatEntry: 'stayRefusedRepeat',
  recover: 'stayRefusedRecover',
};

export type StayDecision = Decision<StayState>;

export const isStayState = (value: unknown): value is StayState => STAY_STATES.includes(value as StayState);
export const isOpenStay = (state: number) => (OPEN_STAY_STATES as readonly number[]).includes(state);

/** Whether `event` may happen to a stay in `state`, and the state it leads to. */
export const decideStay = (state: StayState, event: StayEvent): StayDecision => decideBy(STAY_TRANSITIONS, STAY_REFUSALS, state, event);
