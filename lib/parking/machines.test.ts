import { decideEntry, decideExit } from './lane-rules';
import { ORDER_STATE, dueOf, orderStateOf } from './order-machine';
import { STAY_EVENTS, STAY_REFUSALS, STAY_STATE, STAY_STATES, STAY_TRANSITIONS, decideStay } from './stay-machine';

describe('stay machine', () => {
  it('moves a stay through its visit', () => {
    const S = STAY_STATE;
    expect(decideStay(S.inLot, 'pay')).toEqual({ ok: true, to: S.paidNotOut });
    expect(decideStay(S.paidNotOut, 'windowElapsed')).toEqual({ ok: true, to: S.inLot });
    expect(decideStay(S.paidNotOut, 'exit')).toEqual({ ok: true, to: S.exitedPaid });
    expect(decideStay(S.inLot, 'unpaidExit')).toEqual({ ok: true, to: S.unpaidExit });
    expect(decideStay(S.unpaidExit, 'recover')).toEqual({ ok: true, to: S.arrearsRecovered });
    expect(decideStay(S.paidNotOut, 'repeatEntry')).toEqual({ ok: true, to: S.repeatEntry });
  });

  it('refuses what cannot happen, with the event\'s message, and never leaves a closed stay', () => {
    const closed = STAY_STATES.filter((s) => s !== STAY_STATE.inLot && s !== STAY_STATE.paidNotOut);
    for (const state of closed) {
      for (const event of STAY_EVENTS.filter((e) => e !== 'recover')) {
        expect([state, event, decideStay(state, event)]).toEqual([state, event, { ok: false, reason: STAY_REFUSALS[event] }]);
      }
    }
    expect(decideStay(STAY_STATE.paidNotOut, 'pay')).toEqual({ ok: false, reason: 'stayRefusedPay' });
    expect(decideStay(STAY_STATE.inLot, 'recover')).toEqual({ ok: false, reason: 'stayRefusedRecover' });
  });

  it('leads every event to a known state', () => {
    for (const event of STAY_EVENTS) expect(STAY_STATES).toContain(STAY_TRANSITIONS[event].to);
  });
});

describe('order machine', () => {
  it('takes its state from its figures, which always add up', () => {
    expect(orderStateOf({ receivable: 800, discount: 0, waived: 0, paid: 0 })).toBe(ORDER_STATE.unpaid);
    expect(orderStateOf({ receivable: 800, discount: 100, waived: 0, paid: 300 })).toBe(ORDER_STATE.partPaid);
    expect(orderStateOf({ receivable: 800, discount: 100, waived: 0, paid: 700 })).toBe(ORDER_STATE.paid);
    expect(orderStateOf({ receivable: 800, discount: 0, waived: 800, paid: 0 })).toBe(ORDER_STATE.free);
    expect(orderStateOf({ receivable: 0, discount: 0, waived: 0, paid: 0 })).toBe(ORDER_STATE.free);
    // Paid from a stored-value balance (in waived, not a payment): paid, or part paid.
    expect(orderStateOf({ receivable: 800, discount: 0, waived: 800, paid: 0, fromBalance: 800 })).toBe(ORDER_STATE.paid);
    expect(orderStateOf({ receivable: 800, discount: 0, waived: 300, paid: 0, fromBalance: 300 })).toBe(ORDER_STATE.partPaid);
    expect(dueOf({ receivable: 800, discount: 100, waived: 0, paid: 300 })).toBe(400);
    // Paid more than the fee (the fee went down after a plate correction): nothing is due.
    expect(dueOf({ receivable: 500, discount: 0, waived: 0, paid: 700 })).toBe(0);
  });
});

describe('lane rules', () => {
  const temporary = { blackListed: false, vehicleClass: 'temporary' as const, free: false, lotFull: false };
  it('refuses the black list, lets free vehicles into a full lot, queues the rest', () => {
    expect(decideEntry({ ...temporary, blackListed: true, free: true })).toEqual({ decision: 'refused', reason: 'blackList' });
    expect(decideEntry({ ...temporary, vehicleClass: 'white', free: true, lotFull: true })).toEqual({ decision: 'free', reason: 'whiteList' });
    expect(decideEntry({ ...temporary, vehicleClass: 'special', free: true })).toEqual({ decision: 'free', reason: 'specialVehicle' });
    expect(decideEntry({ ...temporary, lotFull: true })).toEqual({ decision: 'queued', reason: 'lotFull' });
    expect(decideEntry(temporary)).toEqual({ decision: 'open', reason: null });
  });

  it('keeps the exit barrier down while something is due', () => {
    expect(decideExit(500, 0)).toEqual({ decision: 'waitPay', reason: 'feeDue' });
    expect(decideExit(0, 500)).toEqual({ decision: 'paid', reason: 'paid' });
    expect(decideExit(0, 0)).toEqual({ decision: 'free', reason: 'nothingDue' });
    expect(decideExit(null, 0)).toEqual({ decision: 'open', reason: 'notInLot' });
  });
});
