// The parking-flap lock as a pure state machine (spec 3 and 4). The backend asks it whether a
// command may be sent in the lock's last reported state (an impossible one is refused before it
// travels); the device simulator asks it what a healthy lock does on a command or an event.
// The stored state is always what the device last reported, never what this module predicts.
import { LOCK_COMM_STATE, LOCK_CONTROL_MODE, LOCK_RUN_STATE } from '../../spec-constants';

/**
 * Control mode: the spec's 1 Forced, 2 Stop working, 3 Closed, and 0 Normal (automatic: the lock
 * rises under a parked vehicle and lowers once it has paid), the mode 'restore normal' returns to.
 */
export const LOCK_MODE = { normal: 0, ...LOCK_CONTROL_MODE } as const;
export type LockMode = (typeof LOCK_MODE)[keyof typeof LOCK_MODE];
export type CommState = (typeof LOCK_COMM_STATE)[keyof typeof LOCK_COMM_STATE];
export type RunState = (typeof LOCK_RUN_STATE)[keyof typeof LOCK_RUN_STATE];

export const LOCK_MODES: readonly LockMode[] = [0, 1, 2, 3];
export const COMM_STATES: readonly CommState[] = [0, 1, 2];
export const RUN_STATES: readonly RunState[] = Object.values(LOCK_RUN_STATE);

export interface LockState {
  mode: LockMode;
  comm: CommState;
  run: RunState;
  /** The flap is up. */
  raised: boolean;
  /** The detector sees a vehicle on the berth. */
  vehicle: boolean;
}

/** Every command a lock takes (spec 4), each behind its own button of /ParkingLockControl. */
export const LOCK_COMMANDS = {
  // Operations
  raiseNow: 'operation', raiseDelayed: 'operation', lowerNormal: 'operation', lowerEmergency: 'operation',
  restoreNormal: 'operation', restartLock: 'operation', restartDetector: 'operation', queryComm: 'operation',
  openBusiness: 'operation', closeBusiness: 'operation',
  // Parameter operations
  syncTime: 'parameter', syncData: 'parameter', writeValue: 'parameter', readValue: 'parameter', syncDetection: 'parameter',
  // Trade operations
  manualEntry: 'trade', manualPayment: 'trade', payToUnlock: 'trade',
} as const;
export type LockCommand = keyof typeof LOCK_COMMANDS;
export type LockCommandGroup = (typeof LOCK_COMMANDS)[LockCommand];
export const LOCK_COMMAND_NAMES = Object.keys(LOCK_COMMANDS) as LockCommand[];

/** Why a command is refused; labels devices.reasons.<reason> in both languages. */
export const LOCK_REFUSALS = [
  'offline', 'nodeDisconnected', 'stopWorking', 'businessClosed', 'businessOpen', 'alreadyRaised',
  'alreadyLowered', 'notPaid', 'vehiclePresent', 'noVehicle', 'alreadyNormal', 'nothingToPay',
] as const;
export type LockRefusal = (typeof LOCK_REFUSALS)[number];

export type CommandDecision = { ok: true; next: LockState } | { ok: false; reason: LockRefusal };

const RUN = LOCK_RUN_STATE;
const UNPAID: readonly RunState[] = [RUN.parked, RUN.paymentExpired];
const PAID: readonly RunState[] = [RUN.paid, RUN.paidNotLeft];
/** A payment is taken while the vehicle owes: parked, and once its exit window is over (billing again). */
const PAYABLE: readonly RunState[] = [RUN.parked, RUN.paidNotLeft, RUN.paymentExpired];

const refuse = (reason: LockRefusal): CommandDecision => ({ ok: false, reason });
const accept = (state: LockState, change: Partial<LockState> = {}): CommandDecision => ({ ok: true, next: { ...state, ...change } });

/** The run state of a berth whose flap just came to rest, from what is on it. */
function settledRun(state: LockState, raised: boolean): RunState {
  if (!state.vehicle) return raised ? RUN.raisedNoVehicle : RUN.available;
  if (PAID.includes(state.run)) return state.run;
  return state.run === RUN.paymentExpired ? RUN.paymentExpired : RUN.parked;
}

/** What a healthy lock does on a command in this state, or why the command may not be sent. */
export function decideCommand(state: LockState, command: LockCommand): CommandDecision {
  if (state.comm === LOCK_COMM_STATE.offline) return refuse('offline');
  if (state.comm === LOCK_COMM_STATE.nodeDisconnected) return refuse('nodeDisconnected');
  const { mode } = state;
  switch (command) {
    case 'restartLock': case 'restartDetector': case 'queryComm':
    case 'syncTime': case 'syncData': case 'writeValue': case 'readValue': case 'syncDetection':
      return accept(state);
    case 'lowerEmergency':
      // Safety first: allowed in every mode, also while the flap is stuck falling.
      if (!state.raised && state.run !== RUN.resistanceFalling) return refuse('alreadyLowered');
      return accept(state, { mode: LOCK_MODE.forced, raised: false, run: settledRun(state, false) });
    case 'restoreNormal': {
      if (mode === LOCK_MODE.normal) return refuse('alreadyNormal');
      if (mode === LOCK_MODE.closed) return refuse('businessClosed');
      // Automatic again: up under an unpaid vehicle, down otherwise.
      const raised = state.vehicle && !PAID.includes(state.run);
      return accept(state, { mode: LOCK_MODE.normal, raised, run: settledRun(state, raised) });
    }
    case 'openBusiness':
      if (mode !== LOCK_MODE.closed) return refuse('businessOpen');
      return accept(state, { mode: LOCK_MODE.normal, raised: false, run: settledRun(state, false) });
    default:
      break;
  }
  if (mode === LOCK_MODE.stopWorking) return refuse('stopWorking');
  if (mode === LOCK_MODE.closed) return refuse('businessClosed');
  switch (command) {
    case 'raiseNow': case 'raiseDelayed':
      if (state.raised) return refuse('alreadyRaised');
      return accept(state, { mode: LOCK_MODE.forced, raised: true, run: settledRun(state, true) });
    case 'lowerNormal':
      if (!state.raised) return refuse('alreadyLowered');
      if (state.vehicle && UNPAID.includes(state.run)) return refuse('notPaid');
      return accept(state, { mode: LOCK_MODE.forced, raised: false, run: settledRun(state, false) });
    case 'closeBusiness':
      if (state.vehicle) return refuse('vehiclePresent');
      return accept(state, { mode: LOCK_MODE.closed, raised: true, run: RUN.raisedNoVehicle });
    case 'manualEntry':
      // A vehicle the detector missed (or has not confirmed yet) starts its stay by hand.
      if (state.vehicle && state.run !== RUN.newEntry) return refuse('vehiclePresent');
      if (state.raised) return refuse('alreadyRaised');
      return accept(state, { vehicle: true, run: RUN.parked, raised: mode === LOCK_MODE.normal });
    case 'manualPayment': case 'payToUnlock':
      if (!state.vehicle) return refuse('noVehicle');
      if (!PAYABLE.includes(state.run)) return refuse('nothingToPay');
      // Paid: the flap lowers so that the vehicle can leave (a new exit window starts).
      return accept(state, { run: RUN.paid, raised: false });
    default:
      return refuse('alreadyNormal');
  }
}

/** What happens on the berth by itself, reported by the lock. */
export const LOCK_EVENTS = [
  'vehicleArrived',      // the detector sees a vehicle
  'entryConfirmed',      // ...for long enough: the stay starts, the flap rises in normal mode
  'vehicleLeft',
  'exitWindowElapsed',   // paid, but still there after the exit window
  'paymentExpired',      // ...and longer: billing starts again, the flap rises in normal mode
  'blockedRising',       // the flap met resistance while rising
  'blockedFalling',      // ...while falling
  'resistanceCleared',   // the obstacle is gone: the flap completes its movement
] as const;
export type LockEvent = (typeof LOCK_EVENTS)[number];

/** The state after an event; an event that cannot happen in this state changes nothing. */
export function applyEvent(state: LockState, event: LockEvent): LockState {
  const auto = state.mode === LOCK_MODE.normal;
  switch (event) {
    case 'vehicleArrived':
      // A raised flap keeps vehicles off the berth.
      return state.vehicle || state.raised ? state : { ...state, vehicle: true, run: RUN.newEntry };
    case 'entryConfirmed':
      return state.run === RUN.newEntry ? { ...state, run: RUN.parked, raised: auto || state.raised } : state;
    case 'vehicleLeft':
      return state.vehicle && !state.raised ? { ...state, vehicle: false, run: RUN.available } : state;
    case 'exitWindowElapsed':
      return state.vehicle && state.run === RUN.paid ? { ...state, run: RUN.paidNotLeft } : state;
    case 'paymentExpired':
      return state.vehicle && state.run === RUN.paidNotLeft ? { ...state, run: RUN.paymentExpired, raised: auto || state.raised } : state;
    case 'blockedRising':
      return state.raised ? { ...state, raised: false, run: RUN.resistanceRising } : state;
    case 'blockedFalling':
      return !state.raised ? { ...state, raised: true, run: RUN.resistanceFalling } : state;
    case 'resistanceCleared':
      if (state.run === RUN.resistanceRising) return { ...state, raised: true, run: settledRun({ ...state, run: RUN.parked }, true) };
      if (state.run === RUN.resistanceFalling) return { ...state, raised: false, run: settledRun({ ...state, run: RUN.paid }, false) };
      return state;
    default:
      return state;
  }
}

/**
 * After a payment a lock keeps its own time (the exit window comes with 'payToUnlock'): the
 * vehicle leaves within the window at no charge; past it the lock shows 5 (paid, did not leave),
 * its flap still down for a driver walking back; this many minutes later the payment has expired
 * (6) and the flap rises in normal mode. The backend bills the stay again from the window's end.
 */
export const PAYMENT_EXPIRY_GRACE_MINUTES = 5;
const MS_PER_MINUTE = 60_000;

/** When a lock was paid (epoch ms, its own clock) and the exit window it was given. */
export interface PaidTime { paidAt: number; exitWindowMinutes: number }

/** The event a paid lock's clock brings about at `now`, or null. */
export function timedEvent(state: LockState, paid: PaidTime, now: number): LockEvent | null {
  const windowEnd = paid.paidAt + paid.exitWindowMinutes * MS_PER_MINUTE;
  if (state.run === RUN.paid && now > windowEnd) return 'exitWindowElapsed';
  if (state.run === RUN.paidNotLeft && now > windowEnd + PAYMENT_EXPIRY_GRACE_MINUTES * MS_PER_MINUTE) return 'paymentExpired';
  return null;
}

/** The state shown while the lock cannot be reached: run state 9, the rest as last reported. */
export function unreachable(state: LockState, comm: Exclude<CommState, 1>): LockState {
  return { ...state, comm, run: RUN.offline };
}

/** A state a device may report: every field in range. */
export function isLockState(value: unknown): value is LockState {
  if (!value || typeof value !== 'object') return false;
  const s = value as Record<string, unknown>;
  return LOCK_MODES.includes(s.mode as LockMode) && COMM_STATES.includes(s.comm as CommState)
    && RUN_STATES.includes(s.run as RunState) && typeof s.raised === 'boolean' && typeof s.vehicle === 'boolean';
}
