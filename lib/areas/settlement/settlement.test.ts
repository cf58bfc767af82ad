import { IMPORT_STATE, IMPORT_STATES, IMPORT_TRANSITIONS, canBook } from './import-machine';
import { PAYMENT_CHANNELS } from '../../parking/channels';
import { SHIFT_EVENTS, SHIFT_REFUSALS, SHIFT_STATE, SHIFT_STATES, SHIFT_TRANSITIONS, decideShift } from './shift-machine';
import { DIFFERENCE_NEEDS_REASON, shiftFigures, signOutRefusal, takenColumn, takenField, takingsOf } from './shift-figures';

describe('shift machine', () => {
  it('signs an open shift out, and a closed shift is read-only', () => {
    expect(decideShift(SHIFT_STATE.open, 'signOut')).toEqual({ ok: true, to: SHIFT_STATE.closed });
    expect(decideShift(SHIFT_STATE.closed, 'signOut')).toEqual({ ok: false, reason: SHIFT_REFUSALS.signOut });
    for (const event of SHIFT_EVENTS) {
      expect(SHIFT_STATES).toContain(SHIFT_TRANSITIONS[event].to);
      expect(SHIFT_TRANSITIONS[event].from).not.toContain(SHIFT_STATE.closed);
    }
  });
});

describe('shift figures', () => {
  const payments = [
    { channel: 'cash', amount: 600 }, { channel: 'wechat', amount: 450 }, { channel: 'cash', amount: 1 }, { channel: 'pos', amount: 1200 },
  ];

  it('adds the takings by channel, and expects the float plus the cash taken in the drawer', () => {
    const f = shiftFigures(10_000, payments, 10_601);
    expect(f.takings).toEqual({ cash: 601, pos: 1200, payStation: 0, alipay: 0, wechat: 450, app: 0 });
    expect(f).toMatchObject({ payments: 4, total: 2251, expectedCash: 10_601, cashHandedOver: 10_601, difference: 0 });
    expect(shiftFigures(10_000, payments, 10_500).difference).toBe(-101);
    expect(shiftFigures(0, [], 50).difference).toBe(50);
  });

  it('needs a reason for a difference, none when the cash agrees', () => {
    expect(signOutRefusal({ difference: 0 }, undefined)).toBeNull();
    expect(signOutRefusal({ difference: -101 }, '  ')).toBe(DIFFERENCE_NEEDS_REASON);
    expect(signOutRefusal({ difference: 5 }, 'found a coin')).toBeNull();
  });

  it('refuses a channel it does not know and amounts that are not integer fen', () => {
    expect(() => takingsOf([{ channel: 'gold', amount: 1 }])).toThrow('unknown payment channel');
    expect(() => takingsOf([{ channel: 'cash', amount: 0.1 }])).toThrow('integer fen');
  });

  it('names a column and a field for every channel', () => {
    expect(PAYMENT_CHANNELS.map(takenColumn)).toEqual(['taken_cash', 'taken_pos', 'taken_paystation', 'taken_alipay', 'taken_wechat', 'taken_app']);
    expect(takenField('payStation')).toBe('takenPayStation');
  });
});

describe('imported payment machine', () => {
  it('books an imported row once; a booked row is read-only', () => {
    expect(canBook(IMPORT_STATE.imported)).toBe(true);
    expect(canBook(IMPORT_STATE.booked)).toBe(false);
    expect(IMPORT_STATES).toContain(IMPORT_TRANSITIONS.book.to);
  });
});
