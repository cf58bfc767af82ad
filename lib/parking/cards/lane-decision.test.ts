import { decideEntry, type EntryFacts } from '../lane-rules';
import type { CardAtLane } from './card-facts';
import { decideCardEntry, decideCardExit, takesFreedSpace, visitorPricedUntil } from './lane-decision';

/** An instant on the operator's clock (UTC+8). */
const local = (date: string, time = '00:00:00') => Date.parse(`${date}T${time}+08:00`);
const SECOND = 1000;

/** A monthly card for May 2025, as a period ending 23:59:59 on its last day. */
const monthly: CardAtLane = {
  kind: 'monthly', startAt: local('2025-05-01'), endAt: local('2025-05-31', '23:59:59'), graceDays: 0, paused: false,
  entryWindows: [], spaces: 1, carsHoldingSpaces: 0,
};
const storedValue = (balance: number, shortBalance: 'refuse' | 'chargeRest' | 'visitor'): CardAtLane => ({
  ...monthly, kind: 'storedValue', endAt: null, spaces: null, balance, shortBalance,
});
const entryAt = (card: CardAtLane | null, date: string, time?: string) => decideCardEntry(card, local(date, time));

describe('a card at an entrance', () => {
  it('lets a monthly car in free inside its period, saying the days left', () => {
    expect(entryAt(monthly, '2025-05-20', '09:00:00')).toEqual({ card: { free: true, reason: 'monthlyCard' }, display: { kind: 'card', card: 'monthly', daysLeft: 11 } });
    expect(entryAt({ ...monthly, kind: 'day' }, '2025-05-31', '22:00:00').card).toEqual({ free: true, reason: 'monthlyCard' });
    expect(entryAt(monthly, '2025-05-31', '22:00:00').display).toEqual({ kind: 'card', card: 'monthly', daysLeft: 0 });
  });

  it('honours the card to the end of its last second, not after', () => {
    const end = monthly.endAt!;
    expect(decideCardEntry(monthly, end).card).toEqual({ free: true, reason: 'monthlyCard' });
    expect(decideCardEntry(monthly, end + 999).card).toEqual({ free: true, reason: 'monthlyCard' });
    expect(decideCardEntry(monthly, end + SECOND)).toEqual({ card: { free: false, reason: 'cardExpired' }, display: { kind: 'visitor', reason: 'cardExpired' } });
  });

  it('lets a car in on its grace days after the end, then no more', () => {
    const graced = { ...monthly, graceDays: 3 };
    expect(entryAt(graced, '2025-06-01', '08:00:00')).toEqual({ card: { free: true, reason: 'cardGrace' }, display: { kind: 'grace', card: 'monthly', graceDaysLeft: 2 } });
    expect(entryAt(graced, '2025-06-03', '23:59:59').card).toEqual({ free: true, reason: 'cardGrace' });
    expect(entryAt(graced, '2025-06-04', '00:00:00').card).toEqual({ free: false, reason: 'cardExpired' });
  });

  it('prices a car as a visitor before its card starts', () => {
    expect(decideCardEntry(monthly, monthly.startAt - 1).card).toEqual({ free: false, reason: 'cardNotStarted' });
    expect(decideCardEntry(monthly, monthly.startAt).card).toEqual({ free: true, reason: 'monthlyCard' });
  });

  it('prices a car as a visitor while its card is paused', () => {
    expect(entryAt({ ...monthly, paused: true }, '2025-05-20')).toEqual({ card: { free: false, reason: 'cardPaused' }, display: { kind: 'visitor', reason: 'cardPaused' } });
  });

  it('lets a car in only in its entry windows, the end minute outside', () => {
    const mornings = { ...monthly, entryWindows: [{ from: 8 * 60, to: 12 * 60 }] };
    expect(entryAt(mornings, '2025-05-20', '07:59:59').card).toEqual({ free: false, reason: 'cardOutsideWindow' });
    expect(entryAt(mornings, '2025-05-20', '08:00:00').card).toEqual({ free: true, reason: 'monthlyCard' });
    expect(entryAt(mornings, '2025-05-20', '11:59:59').card).toEqual({ free: true, reason: 'monthlyCard' });
    expect(entryAt(mornings, '2025-05-20', '12:00:00').card).toEqual({ free: false, reason: 'cardOutsideWindow' });
    const twice = { ...monthly, entryWindows: [{ from: 8 * 60, to: 12 * 60 }, { from: 14 * 60, to: 18 * 60 }] };
    expect(entryAt(twice, '2025-05-20', '15:00:00').card).toEqual({ free: true, reason: 'monthlyCard' });
    expect(entryAt(twice, '2025-05-20', '13:00:00').card).toEqual({ free: false, reason: 'cardOutsideWindow' });
  });

  it('reads a window crossing midnight on the operator clock', () => {
    const nights = { ...monthly, entryWindows: [{ from: 22 * 60, to: 6 * 60 }] };
    expect(entryAt(nights, '2025-05-20', '21:59:59').card).toEqual({ free: false, reason: 'cardOutsideWindow' });
    expect(entryAt(nights, '2025-05-20', '22:00:00').card).toEqual({ free: true, reason: 'monthlyCard' });
    expect(entryAt(nights, '2025-05-21', '00:00:00').card).toEqual({ free: true, reason: 'monthlyCard' });
    expect(entryAt(nights, '2025-05-21', '05:59:59').card).toEqual({ free: true, reason: 'monthlyCard' });
    expect(entryAt(nights, '2025-05-21', '06:00:00').card).toEqual({ free: false, reason: 'cardOutsideWindow' });
    // 23:00 in Beijing is 15:00 UTC: the window is the operator's, not UTC's.
    expect(decideCardEntry(nights, Date.parse('2025-05-20T15:00:00Z')).card).toEqual({ free: true, reason: 'monthlyCard' });
    expect(entryAt({ ...monthly, entryWindows: [{ from: 0, to: 0 }] }, '2025-05-20', '03:00:00').card).toEqual({ free: true, reason: 'monthlyCard' });
  });

  it('prices an extra car as a visitor while the card\'s spaces are held, and lets the next one in once a car left', () => {
    const twoSpaces = { ...monthly, spaces: 2 };
    expect(entryAt({ ...twoSpaces, carsHoldingSpaces: 1 }, '2025-05-20').card).toEqual({ free: true, reason: 'monthlyCard' });
    expect(entryAt({ ...twoSpaces, carsHoldingSpaces: 2 }, '2025-05-20')).toEqual({ card: { free: false, reason: 'cardSpacesTaken' }, display: { kind: 'visitor', reason: 'cardSpacesTaken' } });
    // One of the two leaves: the space is free for the next reading.
    expect(entryAt({ ...twoSpaces, carsHoldingSpaces: 1 }, '2025-05-20', '10:00:00').card).toEqual({ free: true, reason: 'monthlyCard' });
    expect(entryAt({ ...twoSpaces, spaces: null, carsHoldingSpaces: 5 }, '2025-05-20').card).toEqual({ free: true, reason: 'monthlyCard' });
  });

  it('gives a freed space to the extra car that came first, priced as a visitor up to then', () => {
    const extras = [{ stayId: 8, enteredAt: local('2025-05-20', '09:30:00') }, { stayId: 7, enteredAt: local('2025-05-20', '09:00:00') }];
    expect(takesFreedSpace(extras)).toEqual({ stayId: 7, enteredAt: local('2025-05-20', '09:00:00') });
    expect(takesFreedSpace([])).toBeNull();
    const freedAt = local('2025-05-20', '11:00:00');
    expect(visitorPricedUntil(local('2025-05-20', '18:00:00'), freedAt)).toBe(freedAt);
    expect(visitorPricedUntil(local('2025-05-20', '18:00:00'), null)).toBe(local('2025-05-20', '18:00:00'));
  });

  it('lets a VIP in free whatever the windows and spaces, but not after its end', () => {
    const vip: CardAtLane = { ...monthly, kind: 'vip', entryWindows: [{ from: 8 * 60, to: 9 * 60 }], spaces: 1, carsHoldingSpaces: 3 };
    expect(entryAt(vip, '2025-05-20', '23:00:00')).toEqual({ card: { free: true, reason: 'vipCard' }, display: { kind: 'card', card: 'vip', daysLeft: 11 } });
    expect(entryAt({ ...vip, endAt: null }, '2030-01-01').display).toEqual({ kind: 'card', card: 'vip', daysLeft: null });
    expect(entryAt(vip, '2025-06-02').card).toEqual({ free: false, reason: 'cardExpired' });
  });

  it('lets an owner in free on his own space, which has no end', () => {
    const owned: CardAtLane = { ...monthly, kind: 'property', endAt: null };
    expect(entryAt(owned, '2031-03-03')).toEqual({ card: { free: true, reason: 'propertyCard' }, display: { kind: 'card', card: 'property', daysLeft: null } });
    expect(entryAt({ ...owned, carsHoldingSpaces: 1 }, '2031-03-03').card).toEqual({ free: false, reason: 'cardSpacesTaken' });
  });

  it('lets a stored-value car in as a paying car, saying its balance', () => {
    expect(entryAt(storedValue(1500, 'refuse'), '2025-05-20')).toEqual({ card: { free: false, reason: 'storedValue' }, display: { kind: 'storedValue', balance: 1500 } });
    expect(entryAt({ ...storedValue(1500, 'refuse'), entryWindows: [{ from: 8 * 60, to: 9 * 60 }] }, '2025-05-20', '10:00:00').card).toEqual({ free: false, reason: 'cardOutsideWindow' });
  });

  it('has nothing to say of a plate without a card but that it is a visitor', () => {
    expect(entryAt(null, '2025-05-20')).toEqual({ card: null, display: { kind: 'visitor', reason: 'noCard' } });
  });
});

describe('the lane rules with a card', () => {
  const visitor: EntryFacts = { blackListed: false, vehicleClass: 'temporary', free: false, lotFull: false };
  const pass = { free: true, reason: 'monthlyCard' } as const;
  it('lets a card passage into a full lot, never held for arrears, but refuses the black list', () => {
    expect(decideEntry({ ...visitor, card: pass, lotFull: true, arrears: 'refuse' })).toEqual({ decision: 'free', reason: 'monthlyCard' });
    expect(decideEntry({ ...visitor, card: pass, blackListed: true })).toEqual({ decision: 'refused', reason: 'blackList' });
  });

  it('treats stored value and a card that does not count as paying vehicles, keeping the card\'s reason', () => {
    expect(decideEntry({ ...visitor, card: { free: false, reason: 'storedValue' }, lotFull: true })).toEqual({ decision: 'queued', reason: 'lotFull' });
    expect(decideEntry({ ...visitor, card: { free: false, reason: 'cardExpired' } })).toEqual({ decision: 'open', reason: 'cardExpired' });
    expect(decideEntry({ ...visitor, card: { free: false, reason: 'cardExpired' }, arrears: 'warn' })).toEqual({ decision: 'open', reason: 'arrearsWarning' });
    expect(decideEntry({ ...visitor, card: null })).toEqual({ decision: 'open', reason: null });
  });
});

describe('a card at an exit', () => {
  const at = local('2025-05-20', '18:00:00');
  const onStoredValue = { free: false, reason: 'storedValue' } as const;

  it('lets a stay that entered on a card out free, whatever the tariff says', () => {
    expect(decideCardExit({ entered: { free: true, reason: 'monthlyCard' }, due: 1200, paid: 0, card: monthly }, at))
      .toEqual({ decision: 'free', reason: 'monthlyCard', fromBalance: 0, stillDue: 0, display: { kind: 'card', card: 'monthly', daysLeft: 11 } });
    // Entered in its last hour, leaves after the end: still free, the display says it ended.
    expect(decideCardExit({ entered: { free: true, reason: 'monthlyCard' }, due: 800, paid: 0, card: monthly }, local('2025-06-02', '09:00:00')).display)
      .toEqual({ kind: 'card', card: 'monthly', daysLeft: -2 });
  });

  it('pays a stored-value stay from the balance when it covers the fee', () => {
    expect(decideCardExit({ entered: onStoredValue, due: 600, paid: 0, card: storedValue(1500, 'refuse') }, at))
      .toEqual({ decision: 'paid', reason: 'storedValue', fromBalance: 600, stillDue: 0, display: { kind: 'storedValuePaid', paid: 600, balanceAfter: 900 } });
    expect(decideCardExit({ entered: onStoredValue, due: 600, paid: 0, card: storedValue(600, 'refuse') }, at))
      .toMatchObject({ decision: 'paid', fromBalance: 600, stillDue: 0, display: { kind: 'storedValuePaid', paid: 600, balanceAfter: 0 } });
    expect(decideCardExit({ entered: onStoredValue, due: 0, paid: 0, card: storedValue(600, 'refuse') }, at))
      .toEqual({ decision: 'free', reason: 'nothingDue', fromBalance: 0, stillDue: 0, display: { kind: 'storedValue', balance: 600 } });
  });

  it('keeps the barrier down on a short balance under "refuse", taking nothing', () => {
    expect(decideCardExit({ entered: onStoredValue, due: 600, paid: 0, card: storedValue(400, 'refuse') }, at)).toEqual({
      decision: 'waitPay', reason: 'balanceShort', fromBalance: 0, stillDue: 600,
      display: { kind: 'balanceShort', policy: 'refuse', balance: 400, fromBalance: 0, stillDue: 600 },
    });
  });

  it('takes the balance and asks the rest under "chargeRest"', () => {
    expect(decideCardExit({ entered: onStoredValue, due: 600, paid: 0, card: storedValue(400, 'chargeRest') }, at)).toEqual({
      decision: 'waitPay', reason: 'balanceShort', fromBalance: 400, stillDue: 200,
      display: { kind: 'balanceShort', policy: 'chargeRest', balance: 400, fromBalance: 400, stillDue: 200 },
    });
    // The balance taken is a payment: the next reading finds the rest due and nothing left to take.
    expect(decideCardExit({ entered: onStoredValue, due: 200, paid: 400, card: storedValue(0, 'chargeRest') }, at))
      .toMatchObject({ decision: 'waitPay', fromBalance: 0, stillDue: 200 });
  });

  it('asks the whole fee as a visitor under "visitor", the balance untouched', () => {
    expect(decideCardExit({ entered: onStoredValue, due: 600, paid: 0, card: storedValue(400, 'visitor') }, at)).toEqual({
      decision: 'waitPay', reason: 'balanceShort', fromBalance: 0, stillDue: 600,
      display: { kind: 'balanceShort', policy: 'visitor', balance: 400, fromBalance: 0, stillDue: 600 },
    });
  });

  it('lets every other stay out as a visitor', () => {
    expect(decideCardExit({ entered: null, due: 600, paid: 0, card: null }, at)).toEqual({ decision: 'waitPay', reason: 'feeDue', fromBalance: 0, stillDue: 600, display: null });
    expect(decideCardExit({ entered: { free: false, reason: 'cardSpacesTaken' }, due: 0, paid: 300, card: monthly }, at))
      .toEqual({ decision: 'paid', reason: 'paid', fromBalance: 0, stillDue: 0, display: null });
    // Entered as a visitor, the card bought since: the balance does not pay a stay it did not let in.
    expect(decideCardExit({ entered: null, due: 600, paid: 0, card: storedValue(1500, 'refuse') }, at)).toMatchObject({ decision: 'waitPay', fromBalance: 0, stillDue: 600 });
    expect(decideCardExit({ entered: { free: true, reason: 'vipCard' }, due: null, paid: 0, card: null }, at))
      .toEqual({ decision: 'open', reason: 'notInLot', fromBalance: 0, stillDue: 0, display: null });
  });
});
