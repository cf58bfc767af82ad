import { LOCK_RUN_STATE as RUN } from '../../spec-constants';
import {
  LOCK_COMMAND_NAMES, LOCK_MODE, PAYMENT_EXPIRY_GRACE_MINUTES, applyEvent, decideCommand, isLockState, timedEvent, unreachable,
  type LockCommand, type LockEvent, type LockState,
} from './lock-machine';

const free: LockState = { mode: LOCK_MODE.normal, comm: 1, run: RUN.available, raised: false, vehicle: false };
const parked: LockState = { ...free, run: RUN.parked, raised: true, vehicle: true };
const paid: LockState = { ...free, run: RUN.paid, raised: false, vehicle: true };
const closed: LockState = { ...free, mode: LOCK_MODE.closed, run: RUN.raisedNoVehicle, raised: true };

const next = (state: LockState, command: LockCommand) => {
  const decision = decideCommand(state, command);
  if (!decision.ok) throw new Error(`refused: ${decision.reason}`);
  return decision.next;
};
const reason = (state: LockState, command: LockCommand) => {
  const decision = decideCommand(state, command);
  return decision.ok ? 'accepted' : decision.reason;
};
const events = (state: LockState, ...list: LockEvent[]) => list.reduce(applyEvent, state);

describe('lock commands', () => {
  it('refuses every command to an offline lock or one behind a disconnected node controller', () => {
    for (const command of LOCK_COMMAND_NAMES) {
      expect(reason({ ...free, comm: 0 }, command)).toBe('offline');
      expect(reason({ ...free, comm: 2 }, command)).toBe('nodeDisconnected');
    }
  });

  it('raises a free berth by hand, now or after the LED delay, and holds it (forced)', () => {
    for (const command of ['raiseNow', 'raiseDelayed'] as const) {
      expect(next(free, command)).toEqual({ ...free, mode: LOCK_MODE.forced, raised: true, run: RUN.raisedNoVehicle });
    }
    expect(reason(parked, 'raiseNow')).toBe('alreadyRaised');
  });

  it('lowers normally only what may leave; emergency lowering always', () => {
    expect(reason(parked, 'lowerNormal')).toBe('notPaid');
    expect(reason(free, 'lowerNormal')).toBe('alreadyLowered');
    expect(next({ ...free, raised: true, run: RUN.raisedNoVehicle }, 'lowerNormal')).toMatchObject({ raised: false, run: RUN.available, mode: LOCK_MODE.forced });
    // Emergency lowering under an unpaid vehicle: billing goes on.
    expect(next(parked, 'lowerEmergency')).toMatchObject({ raised: false, run: RUN.parked, mode: LOCK_MODE.forced });
    // ...also when business is closed, the lock stopped working, or the flap is stuck falling.
    expect(next(closed, 'lowerEmergency')).toMatchObject({ raised: false, run: RUN.available });
    expect(next({ ...parked, mode: LOCK_MODE.stopWorking }, 'lowerEmergency')).toMatchObject({ raised: false });
    expect(next({ ...parked, run: RUN.resistanceFalling }, 'lowerEmergency')).toMatchObject({ raised: false, run: RUN.parked });
    expect(reason(free, 'lowerEmergency')).toBe('alreadyLowered');
  });

  it('restores normal (automatic) mode: up under an unpaid vehicle, down otherwise', () => {
    const forcedDown = next(parked, 'lowerEmergency');
    expect(next(forcedDown, 'restoreNormal')).toEqual(parked);
    expect(next({ ...paid, mode: LOCK_MODE.forced, raised: true }, 'restoreNormal')).toEqual(paid);
    expect(next({ ...free, mode: LOCK_MODE.stopWorking }, 'restoreNormal')).toEqual(free);
    expect(reason(free, 'restoreNormal')).toBe('alreadyNormal');
    expect(reason(closed, 'restoreNormal')).toBe('businessClosed');
  });

  it('closes business on an empty berth (flap up) and opens it again', () => {
    expect(next(free, 'closeBusiness')).toEqual(closed);
    expect(reason(parked, 'closeBusiness')).toBe('vehiclePresent');
    expect(reason(closed, 'closeBusiness')).toBe('businessClosed');
    expect(next(closed, 'openBusiness')).toEqual(free);
    expect(reason(free, 'openBusiness')).toBe('businessOpen');
    // While closed, nothing moves the flap but emergency lowering and opening business.
    for (const command of ['raiseNow', 'lowerNormal', 'manualEntry', 'manualPayment', 'payToUnlock'] as const) {
      expect(reason(closed, command)).toBe('businessClosed');
    }
  });

  it('refuses movements and trades while the lock has stopped working, but not restarts or parameters', () => {
    const stopped: LockState = { ...parked, mode: LOCK_MODE.stopWorking };
    for (const command of ['raiseNow', 'lowerNormal', 'closeBusiness', 'manualEntry', 'manualPayment', 'payToUnlock'] as const) {
      expect(reason(stopped, command)).toBe('stopWorking');
    }
    for (const command of ['restartLock', 'restartDetector', 'queryComm', 'syncTime', 'syncData', 'writeValue', 'readValue', 'syncDetection'] as const) {
      expect(next(stopped, command)).toEqual(stopped);
    }
  });

  it('starts a stay by hand and takes payment, which lowers the flap', () => {
    expect(next(free, 'manualEntry')).toEqual(parked);
    // A detected vehicle not confirmed yet may be entered by hand.
    expect(next(events(free, 'vehicleArrived'), 'manualEntry')).toEqual(parked);
    expect(reason(parked, 'manualEntry')).toBe('vehiclePresent');
    expect(next(parked, 'manualPayment')).toEqual(paid);
    expect(next({ ...parked, run: RUN.paymentExpired }, 'payToUnlock')).toEqual(paid);
    // Past the exit window the vehicle owes again: a new payment, a new window.
    expect(next({ ...paid, run: RUN.paidNotLeft }, 'payToUnlock')).toEqual(paid);
    expect(reason(paid, 'manualPayment')).toBe('nothingToPay');
    expect(reason(free, 'payToUnlock')).toBe('noVehicle');
    // In forced mode the flap stays where the operator put it.
    expect(next({ ...free, mode: LOCK_MODE.forced }, 'manualEntry')).toMatchObject({ raised: false, run: RUN.parked });
  });
});

describe('lock events', () => {
  it('runs a whole stay: arrival, rise, payment, exit window, expiry, departure', () => {
    const arrived = events(free, 'vehicleArrived');
    expect(arrived).toMatchObject({ run: RUN.newEntry, vehicle: true, raised: false });
    expect(events(arrived, 'entryConfirmed')).toEqual(parked);
    const lingering = events(paid, 'exitWindowElapsed');
    expect(lingering.run).toBe(RUN.paidNotLeft);
    expect(events(lingering, 'paymentExpired')).toMatchObject({ run: RUN.paymentExpired, raised: true });
    expect(events(paid, 'vehicleLeft')).toEqual(free);
  });

  it('meets resistance and recovers', () => {
    const stuckRising = events(parked, 'blockedRising');
    expect(stuckRising).toMatchObject({ run: RUN.resistanceRising, raised: false });
    expect(events(stuckRising, 'resistanceCleared')).toEqual(parked);
    const stuckFalling = events(paid, 'blockedFalling');
    expect(stuckFalling).toMatchObject({ run: RUN.resistanceFalling, raised: true });
    expect(events(stuckFalling, 'resistanceCleared')).toEqual(paid);
  });

  it('ignores what cannot happen', () => {
    expect(events(closed, 'vehicleArrived')).toEqual(closed);   // the raised flap keeps cars off
    expect(events(parked, 'vehicleLeft')).toEqual(parked);      // ...and in
    expect(events(free, 'entryConfirmed', 'exitWindowElapsed', 'paymentExpired', 'resistanceCleared')).toEqual(free);
    expect(events(free, 'blockedFalling')).toMatchObject({ run: RUN.resistanceFalling });
    expect(events(parked, 'blockedFalling')).toEqual(parked);
  });
});

describe('a paid lock\'s own time', () => {
  const MINUTE = 60_000;
  const paidAt = 1_000 * MINUTE;
  const clock = { paidAt, exitWindowMinutes: 15 };
  const DAY = 1_440 * MINUTE;

  it('shows 5 past the exit window, 6 (the flap up) once the grace is over too', () => {
    expect(timedEvent(paid, clock, paidAt + 15 * MINUTE)).toBeNull();
    expect(timedEvent(paid, clock, paidAt + 15 * MINUTE + 1)).toBe('exitWindowElapsed');
    const lingering = events(paid, 'exitWindowElapsed');
    expect(timedEvent(lingering, clock, paidAt + (15 + PAYMENT_EXPIRY_GRACE_MINUTES) * MINUTE)).toBeNull();
    expect(timedEvent(lingering, clock, paidAt + (15 + PAYMENT_EXPIRY_GRACE_MINUTES) * MINUTE + 1)).toBe('paymentExpired');
    // Nothing is timed once the vehicle left, nor before a payment.
    expect(timedEvent(free, clock, paidAt + DAY)).toBeNull();
    expect(timedEvent(parked, clock, paidAt + DAY)).toBeNull();
  });
});

describe('reported states', () => {
  it('shows an unreachable lock as run state 9 and accepts only states in range', () => {
    expect(unreachable(parked, 0)).toEqual({ ...parked, comm: 0, run: RUN.offline });
    expect(isLockState(parked)).toBe(true);
    expect(isLockState({ ...parked, run: 2 })).toBe(false);
    expect(isLockState({ ...parked, mode: 4 })).toBe(false);
    expect(isLockState({ ...parked, raised: 'yes' })).toBe(false);
    expect(isLockState(null)).toBe(false);
  });
});
