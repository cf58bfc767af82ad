import { compileRules } from './compile';
import { evaluateFee } from './evaluate';
import { PARKING_OS_DAY, YUN_PARKING_INDOOR, at, clock, free, priced, rates } from './fixtures';
import type { RateRules } from './rules';

const fee = (rules: RateRules, entry: string, exit: string, exitDay = 2) =>
  evaluateFee(rules, { entryAt: at(entry), exitAt: at(exit, exitDay) }).total;
const HOUR = 60;

describe('domain vectors (docs: domain-money.md section 1)', () => {
  it('1: ParkingOS free 15\', fpay_type 0: free only when strictly shorter, then the whole stay is charged', () => {
    const r = rates(PARKING_OS_DAY, { free: { minutes: 15, mode: 'freeIfShorter' } });
    expect([fee(r, '10:00', '10:10'), fee(r, '10:00', '10:15'), fee(r, '10:00', '12:10')]).toEqual([0, 200, 600]);
    expect(evaluateFee(r, { entryAt: at('10:00'), exitAt: at('10:10') })).toMatchObject({
      freeApplied: 10, billedMinutes: 0, lines: [{ kind: 'free', from: at('10:00'), to: at('10:10'), amount: 0 }],
    });
  });

  it('1: ParkingOS fpay_type 1: the free minutes are deducted', () => {
    const r = rates(PARKING_OS_DAY, { free: { minutes: 15, mode: 'deduct' } });
    expect([fee(r, '10:00', '10:10'), fee(r, '10:00', '10:15'), fee(r, '10:00', '12:10')]).toEqual([0, 0, 400]);
    expect(evaluateFee(r, { entryAt: at('10:00'), exitAt: at('12:10') })).toMatchObject({
      freeApplied: 15, billedMinutes: 115,
      lines: [
        { kind: 'free', from: at('10:00'), to: at('10:15'), amount: 0 },
        { kind: 'unit', from: at('10:15'), to: at('12:10'), window: 'day', units: 2, unitPrice: 200, amount: 400 },
      ],
    });
  });

  it('2: ParkingOS is_fulldaytime 0 carries the day unit into the night at the day price; 1 splits it', () => {
    const windows = [priced('day', '07:00', HOUR, 200), priced('night', '21:00', HOUR, 100)];
    const carry = rates(clock(windows, 'carry'));
    const split = rates(clock(windows, 'split'));
    expect(fee(carry, '20:30', '21:30')).toBe(200);
    expect(fee(split, '20:30', '21:30')).toBe(300);
    expect(fee(carry, '20:00', '23:00')).toBe(400);
    expect(fee(split, '20:00', '23:00')).toBe(400);
    expect(evaluateFee(split, { entryAt: at('20:30'), exitAt: at('21:30') }).lines).toMatchObject([
      { kind: 'unit', window: 'day', from: at('20:30'), to: at('21:00'), units: 1, amount: 200 },
      { kind: 'unit', window: 'night', from: at('21:00'), to: at('21:30'), units: 1, amount: 100 },
    ]);
  });

  it('4: YunParking indoor, first day hour 4 x 15\' at 2.50 then 3.75 per 15\', night 1.00 per 2 h', () => {
    for (const billing of ['segment', 'cumulative'] as const) {
      const r = rates(YUN_PARKING_INDOOR, { billing });
      expect(fee(r, '10:00', '11:40')).toBe(2125);
      expect(fee(r, '20:30', '23:10')).toBe(700);
    }
    expect(evaluateFee(rates(YUN_PARKING_INDOOR), { entryAt: at('10:00'), exitAt: at('11:40') }).lines).toMatchObject([
      { kind: 'first', window: 'day', from: at('10:00'), to: at('11:00'), units: 4, unitPrice: 250, amount: 1000 },
      { kind: 'unit', window: 'day', from: at('11:00'), to: at('11:40'), units: 3, unitPrice: 375, amount: 1125 },
    ]);
    expect(evaluateFee(rates(YUN_PARKING_INDOOR), { entryAt: at('20:30'), exitAt: at('23:10') }).lines).toMatchObject([
      { kind: 'first', window: 'day', units: 2, amount: 500 },
      { kind: 'unit', window: 'night', from: at('21:00'), to: at('23:10'), units: 2, unitPrice: 100, amount: 200 },
    ]);
  });

  it('7: sunjoy, 3.00/h proportional, free 10\', each natural day capped at 20.00', () => {
    // Proportional billing is approximated by one-minute units at 3.00 / 60 = 5 fen: exact here, and
    // whenever sunjoy's hours rounded to two decimals are whole minutes (7' is 0.12 h = 0.36 there,
    // 0.35 here). A single window from 00:00 makes each natural day an occurrence with its own cap.
    // sunjoy's bug of billing a same-day stay up to midnight is not copied.
    const sunjoy = rates(clock([priced('day', '00:00', 1, 5, { cap: 2000 })], 'split'), { free: { minutes: 10, mode: 'freeIfShorter' } });
    const stay = evaluateFee(sunjoy, { entryAt: at('22:00'), exitAt: at('01:30', 3) });
    expect(stay.total).toBe(1050);
    expect(stay.lines.map((l) => l.amount)).toEqual([600, 450]);
    expect(fee(sunjoy, '08:00', '01:30', 3)).toBe(2000 + 450);
    expect(fee(sunjoy, '08:00', '08:09')).toBe(0);
  });

  it('8: ParkingOS minPriceUnit 0.50: the total is rounded down to a multiple of 50 fen', () => {
    const tenMinutes = (price: number) => rates(clock([priced('all day', '00:00', 10, price)]), { minPriceUnit: 50 });
    const raw370 = evaluateFee(tenMinutes(37), { entryAt: at('10:00'), exitAt: at('11:40') });
    expect(raw370.total).toBe(350);
    expect(raw370.lines.at(-1)).toMatchObject({ kind: 'rounding', amount: -20 });
    expect(fee(tenMinutes(33), '10:00', '11:40')).toBe(300);
    expect(fee(tenMinutes(35), '10:00', '11:40')).toBe(350);
  });
});

describe('billing models', () => {
  it('MDS#658: cumulative adds the bands crossed (12 h pays 3 + 4), full-segment the band reached', () => {
    const bands = [{ upToMinutes: 3 * HOUR, price: 0 }, { upToMinutes: 10 * HOUR, price: 300 }, { upToMinutes: 15 * HOUR, price: 400 }];
    const cumulative = rates({ mode: 'steps', bands, after: 'cap' }, { billing: 'cumulative' });
    const segment = rates({ mode: 'steps', bands, after: 'cap' }, { billing: 'segment' });
    expect(fee(cumulative, '08:00', '20:00')).toBe(700);
    expect(fee(segment, '08:00', '20:00')).toBe(400);
    expect(evaluateFee(cumulative, { entryAt: at('08:00'), exitAt: at('20:00') }).lines).toMatchObject([
      { kind: 'step', from: at('08:00'), to: at('11:00'), amount: 0 },
      { kind: 'step', from: at('11:00'), to: at('18:00'), amount: 300 },
      { kind: 'step', from: at('18:00'), to: at('20:00'), amount: 400 },
    ]);
  });

  it('time rates: full-segment gives every window occurrence its first period, cumulative only where billing starts', () => {
    const windows = [priced('day', '07:00', HOUR, 200, { first: { minutes: HOUR, unitMinutes: HOUR, price: 500 } }), free('night', '21:00')];
    const stay = { entryAt: at('20:00'), exitAt: at('09:00', 3) };
    expect(evaluateFee(rates(clock(windows), { billing: 'cumulative' }), stay).total).toBe(500 + 400);
    expect(evaluateFee(rates(clock(windows), { billing: 'segment' }), stay).total).toBe(500 + 500 + 200);
    // Cumulative: no first period when billing starts in a window without one.
    expect(evaluateFee(rates(clock(windows), { billing: 'cumulative' }), { entryAt: at('06:00'), exitAt: at('09:00') }).total).toBe(400);
  });
});

describe('pricing modes', () => {
  it('per visit: one price per started 24 h', () => {
    const r = rates({ mode: 'perVisit', price: 500 }, { free: { minutes: 15, mode: 'freeIfShorter' } });
    expect([fee(r, '10:00', '10:14'), fee(r, '10:00', '13:00'), fee(r, '10:00', '10:00', 3), fee(r, '10:00', '11:00', 3)]).toEqual([0, 500, 500, 1000]);
  });

  it('per visit without free minutes: the visit is owed from the minute of entry', () => {
    const r = rates({ mode: 'perVisit', price: 500 });
    expect([fee(r, '10:00', '10:00'), fee(r, '10:00', '10:01')]).toEqual([500, 500]);
    // Paid at once and leaving within the exit window: nothing more is due.
    expect(evaluateFee(r, { entryAt: at('10:00'), exitAt: at('10:05'), paidUntil: at('10:00'), alreadyPaid: 500 })).toMatchObject({ total: 500, due: 0 });
    // Time pricing is unchanged: no minute parked, nothing to pay.
    expect(fee(rates(PARKING_OS_DAY), '10:00', '10:00')).toBe(0);
  });

  it('steps: the table repeats after its last band (cycle) or stays at its fee (cap)', () => {
    const bands = [{ upToMinutes: 60, price: 500 }, { upToMinutes: 120, price: 800 }, { upToMinutes: 240, price: 1000 }];
    const cycle = rates({ mode: 'steps', bands, after: 'cycle' }, { billing: 'segment' });
    const cap = rates({ mode: 'steps', bands, after: 'cap' }, { billing: 'segment' });
    const sum = rates({ mode: 'steps', bands, after: 'cycle' }, { billing: 'cumulative' });
    const ends = ['10:30', '11:00', '11:01', '14:00', '14:01', '20:00'];
    expect(ends.map((end) => fee(cycle, '10:00', end))).toEqual([500, 500, 800, 1000, 1500, 2800]);
    expect(ends.map((end) => fee(cap, '10:00', end))).toEqual([500, 500, 800, 1000, 1000, 1000]);
    expect(ends.map((end) => fee(sum, '10:00', end))).toEqual([500, 500, 1300, 2300, 2800, 2 * 2300 + 1300]);
    expect(evaluateFee(cycle, { entryAt: at('10:00'), exitAt: at('20:00') }).lines).toMatchObject([
      { kind: 'step', from: at('10:00'), to: at('18:00'), units: 2, unitPrice: 1000, amount: 2000 },
      { kind: 'step', from: at('18:00'), to: at('20:00'), units: 1, unitPrice: 800, amount: 800 },
    ]);
  });

  it('loop: a price per started block, held to the 24 h cap', () => {
    const r = rates({ mode: 'loop', minutes: 2 * HOUR, price: 300 }, { cap24h: 1000 });
    expect(fee(r, '10:00', '15:00')).toBe(900);
    expect(fee(r, '10:00', '16:00', 3)).toBe(1000 + 900);
  });

  it('free: nothing to pay, one line saying so', () => {
    expect(evaluateFee(rates({ mode: 'free' }), { entryAt: at('10:00'), exitAt: at('12:00') })).toMatchObject({
      total: 0, billedMinutes: 120, lines: [{ kind: 'free', amount: 0 }],
    });
  });
});

describe('rounding of a partial unit', () => {
  const hourly = (rounding: RateRules['rounding']) => rates(clock([priced('all day', '00:00', HOUR, 200)]), { rounding });
  it('up charges any partial unit, down none, tolerance those longer than it', () => {
    expect([fee(hourly({ mode: 'up' }), '10:00', '11:01'), fee(hourly({ mode: 'up' }), '10:00', '11:00')]).toEqual([400, 200]);
    expect([fee(hourly({ mode: 'down' }), '10:00', '11:59'), fee(hourly({ mode: 'down' }), '10:00', '10:30')]).toEqual([200, 0]);
    const tolerance = hourly({ mode: 'tolerance', minutes: 10 });
    expect([fee(tolerance, '10:00', '11:10'), fee(tolerance, '10:00', '11:11'), fee(tolerance, '10:00', '10:10')]).toEqual([200, 400, 0]);
  });

  it('counts whole minutes: the seconds of entry and exit are dropped', () => {
    const r = hourly({ mode: 'up' });
    expect(evaluateFee(r, { entryAt: at('10:00') + 40_000, exitAt: at('11:00') + 59_000 }).total).toBe(200);
    expect(evaluateFee(r, { entryAt: at('10:00'), exitAt: at('09:00') })).toMatchObject({ total: 0, billedMinutes: 0, lines: [] });
  });
});

describe('caps', () => {
  it('a window cap holds the occurrence, first period included (gbfs#507)', () => {
    const r = rates(clock([priced('day', '07:00', HOUR, 200, { first: { minutes: HOUR, unitMinutes: HOUR, price: 1000 }, cap: 1500 }), free('night', '21:00')]));
    const stay = evaluateFee(r, { entryAt: at('10:00'), exitAt: at('14:00') });
    expect(stay.total).toBe(1500);
    expect(stay.lines.at(-1)).toMatchObject({ kind: 'cap', window: 'day', amount: -100, capApplied: 1500 });
    // Cumulative: the next day's occurrence has no first period of its own.
    expect(fee(r, '10:00', '10:00', 3)).toBe(1500 + 3 * 200);
    expect(fee({ ...r, billing: 'segment' }, '10:00', '14:00', 3)).toBe(1500 + 1500);
  });

  it('a 24 h boundary inside a window occurrence neither restarts nor repeats its first period', () => {
    const r = rates(clock([priced('day', '07:00', HOUR, 500, { first: { minutes: 2 * HOUR, unitMinutes: 30, price: 100 } }), free('night', '21:00')]), { billing: 'segment' });
    const stay = evaluateFee(r, { entryAt: at('07:30'), exitAt: at('09:30', 3) });
    expect(stay.lines.slice(-3)).toMatchObject([
      { kind: 'first', from: at('07:00', 3), to: at('07:30', 3), units: 1 },
      { kind: 'first', from: at('07:30', 3), to: at('09:00', 3), units: 3 },
      { kind: 'unit', from: at('09:00', 3), to: at('09:30', 3), units: 1, unitPrice: 500 },
    ]);
    expect(stay.total).toBe(4 * 100 + 12 * 500 + 100 + 3 * 100 + 500);
  });

  // First hour 25.00, then 0.50 per hour; 20.00 per 24 h. The first 24 h reach the cap, a later day priced alone does not.
  const expensiveStart = (laterDays: RateRules['laterDays']) => rates(
    clock([priced('all day', '00:00', HOUR, 50, { first: { minutes: HOUR, unitMinutes: HOUR, price: 2500 } })]),
    { cap24h: 2000, laterDays },
  );
  it('later days: priced alone without the first period (priced), or at the cap when the first day reached it (ParkingOS), or always at the cap (yunqi)', () => {
    expect(fee(expensiveStart('priced'), '10:00', '12:00', 4)).toBe(2000 + 24 * 50 + 2 * 50);
    expect(fee(expensiveStart('capIfFirstReached'), '10:00', '12:00', 4)).toBe(2000 + 2000 + 2 * 50);
    expect(fee(expensiveStart('cap'), '10:00', '12:00', 4)).toBe(2000 + 2000 + 2 * 50);
    expect(evaluateFee(expensiveStart('capIfFirstReached'), { entryAt: at('10:00'), exitAt: at('12:00', 4) }).lines).toMatchObject([
      { kind: 'first', amount: 2500 },
      { kind: 'unit', from: at('11:00'), to: at('00:00', 3), units: 13 },
      { kind: 'unit', from: at('00:00', 3), to: at('10:00', 3), units: 10 },
      { kind: 'dailyCap', from: at('10:00'), to: at('10:00', 3), amount: 2000 - (2500 + 23 * 50), capApplied: 2000 },
      { kind: 'fullDay', from: at('10:00', 3), to: at('10:00', 4), amount: 2000, capApplied: 2000 },
      { kind: 'unit', from: at('10:00', 4), to: at('12:00', 4), units: 2 },
    ]);
  });

  it('later days of a first day under the cap are priced alone (ParkingOS), but still cost the cap under yunqi\'s rule', () => {
    const cheap = (laterDays: RateRules['laterDays']) => rates(clock([priced('all day', '00:00', HOUR, 50)]), { cap24h: 2000, laterDays });
    expect(fee(cheap('capIfFirstReached'), '10:00', '10:00', 4)).toBe(2 * 24 * 50);
    expect(fee(cheap('cap'), '10:00', '10:00', 4)).toBe(2 * 2000);
    expect(fee(cheap('cap'), '10:00', '20:00')).toBe(10 * 50);
  });
});

describe('holidays', () => {
  const NIGHT_AND_DAY = clock([priced('day', '07:00', HOUR, 200), priced('night', '21:00', HOUR, 100)]);
  const withHolidays = (weekends: boolean) => rates(NIGHT_AND_DAY, {
    free: { minutes: 15, mode: 'freeIfShorter' },
    holiday: { weekends, rules: { ...rates({ mode: 'perVisit', price: 800 }), free: { minutes: 30, mode: 'freeIfShorter' } } },
  });
  const TUESDAY_OFF = new Set(['2026-11-03']);

  it('prices a holiday by the holiday rules, with the holiday\'s free minutes', () => {
    const r = withHolidays(false);
    expect(evaluateFee(r, { entryAt: at('10:00', 3), exitAt: at('12:00', 3), holidays: TUESDAY_OFF }).total).toBe(800);
    expect(evaluateFee(r, { entryAt: at('10:00', 3), exitAt: at('10:20', 3), holidays: TUESDAY_OFF }).total).toBe(0);
    expect(evaluateFee(r, { entryAt: at('10:00', 3), exitAt: at('12:00', 3) }).total).toBe(400);
    expect(evaluateFee(r, { entryAt: at('10:00', 7), exitAt: at('12:00', 7) }).total).toBe(400);
    expect(evaluateFee(withHolidays(true), { entryAt: at('10:00', 7), exitAt: at('12:00', 7) }).total).toBe(800);
  });

  it('cuts a stay at the midnight where the kind of day changes; each part priced by its day', () => {
    const stay = evaluateFee(withHolidays(false), { entryAt: at('22:00'), exitAt: at('02:00', 4), holidays: TUESDAY_OFF });
    expect(stay.total).toBe(200 + 800 + 200);
    expect(stay.lines).toMatchObject([
      { kind: 'unit', window: 'night', from: at('22:00'), to: at('00:00', 3), amount: 200, holiday: undefined },
      { kind: 'perVisit', from: at('00:00', 3), to: at('00:00', 4), amount: 800, holiday: true },
      { kind: 'unit', window: 'night', from: at('00:00', 4), to: at('02:00', 4), amount: 200, holiday: undefined },
    ]);
  });

  it('prices a weekend day that is worked (/HolidayInfo kind 2) as a workday, and a holiday as a holiday', () => {
    const weekends = withHolidays(true);
    const SATURDAY_WORKED = new Set(['2026-11-07']);
    const saturday = { entryAt: at('10:00', 7), exitAt: at('12:00', 7) };
    expect(evaluateFee(weekends, saturday).total).toBe(800);
    expect(evaluateFee(weekends, { ...saturday, workdays: SATURDAY_WORKED }).total).toBe(400);
    // The workday's free minutes too: 20' is free on a holiday (30'), not on a workday (15').
    expect(evaluateFee(weekends, { entryAt: at('10:00', 7), exitAt: at('10:20', 7), workdays: SATURDAY_WORKED }).total).toBe(200);
    // Only a weekend's kind changes: a worked weekday is a workday anyway, a holiday stays a holiday.
    expect(evaluateFee(weekends, { entryAt: at('10:00', 3), exitAt: at('12:00', 3), workdays: new Set(['2026-11-03']) }).total).toBe(400);
    expect(evaluateFee(weekends, { entryAt: at('10:00', 3), exitAt: at('12:00', 3), holidays: TUESDAY_OFF, workdays: TUESDAY_OFF }).total).toBe(800);
  });

  it('runs a worked Saturday into the workday part; the Sunday after it is cut off as a holiday', () => {
    const stay = evaluateFee(withHolidays(true), { entryAt: at('22:00', 6), exitAt: at('02:00', 8), workdays: new Set(['2026-11-07']) });
    // Friday 22:00 to Sunday 00:00 is one workday part: nights at 1.00, the Saturday day at 2.00 an hour.
    expect(stay.total).toBe(200 + 700 + 14 * 200 + 300 + 800);
    expect(stay.lines.filter((line) => line.holiday)).toMatchObject([{ kind: 'perVisit', from: at('00:00', 8), to: at('02:00', 8), amount: 800 }]);
    expect(stay.lines.filter((line) => !line.holiday).at(-1)).toMatchObject({ window: 'night', to: at('00:00', 8) });
  });

  it('ignores dates that are not dates, and respects the operator\'s clock', () => {
    const r = withHolidays(false);
    expect(evaluateFee(r, { entryAt: at('10:00', 3), exitAt: at('12:00', 3), holidays: new Set(['2026-11-31', 'Tuesday']) }).total).toBe(400);
    // 10:00-12:00 UTC+8 is 02:00-04:00 UTC: on a UTC clock it is the night.
    expect(evaluateFee(r, { entryAt: at('10:00'), exitAt: at('12:00'), utcOffsetMinutes: 0 }).total).toBe(200);
  });
});

describe('exit window after payment', () => {
  const hourly = rates(clock([priced('all day', '00:00', HOUR, 200)]));
  it('leaving within it costs nothing more; later, the time since the payment is billed', () => {
    const paid = evaluateFee(hourly, { entryAt: at('10:00'), exitAt: at('11:00') }).total;
    expect(paid).toBe(200);
    const soon = evaluateFee(hourly, { entryAt: at('10:00'), exitAt: at('11:10'), paidUntil: at('11:00'), alreadyPaid: paid });
    expect(soon).toMatchObject({ total: 200, due: 0, billedMinutes: 60, exitWindowEndsAt: at('11:15') });
    expect(soon.lines.at(-1)).toMatchObject({ kind: 'exitWindow', from: at('11:00'), to: at('11:10'), amount: 0 });
    expect(evaluateFee(hourly, { entryAt: at('10:00'), exitAt: at('11:15'), paidUntil: at('11:00'), alreadyPaid: paid }).due).toBe(0);
    const late = evaluateFee(hourly, { entryAt: at('10:00'), exitAt: at('11:20'), paidUntil: at('11:00'), alreadyPaid: paid });
    expect(late).toMatchObject({ total: 400, due: 200, billedMinutes: 80 });
  });

  it('never asks for less than nothing', () => {
    expect(evaluateFee(hourly, { entryAt: at('10:00'), exitAt: at('10:30'), alreadyPaid: 1000 }).due).toBe(0);
  });
});

describe('compiled rules', () => {
  it('compiles once per rules object and prices the same compiled or not', () => {
    const r = rates(YUN_PARKING_INDOOR);
    expect(compileRules(r)).toBe(compileRules(r));
    const stay = { entryAt: at('10:00'), exitAt: at('11:40') };
    expect(evaluateFee(compileRules(r), stay)).toEqual(evaluateFee(r, stay));
  });

  it('refuses rules the schema refuses', () => {
    expect(() => compileRules(rates(clock([priced('day', '07:00', 0, 200)])))).toThrow();
  });
});
