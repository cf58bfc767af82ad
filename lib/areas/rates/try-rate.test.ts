// "Try this rate": the fee of a rate as typed in its form (amounts in yuan), for a stay at the
// operator's clock; the field at fault while the form is refused; a rate that is not for the
// vehicle or the day.
import type { FormValues } from '../../list/form-values';
import { screenAt } from '../../screens/registry';
import { calendarRange, operatorTimeToEpoch, tryRate, type TryStay } from './try-rate';

const COMMON = screenAt('/CommonRate')!;
const SPECIAL = screenAt('/SpecialRate')!;

/** As typed: day 07:00-21:00 at 2.00 per hour, night at 1.00 per hour, 15 free minutes, 30.00 per 24 h. */
const TYPED: FormValues = {
  name: 'Standard', vehicleType: 'all', plateColor: 'all', pricingMode: 'time', billingModel: 'segment', freeMinutes: '15',
  freeMode: 'freeIfShorter', rounding: 'up', laterDays: 'priced', cap24h: '30', dayStart: '07:00', dayEnd: '21:00', unitMinutes: '60',
  unitPrice: '2.00', nightUnitMinutes: '60', nightUnitPrice: '1', overshoot: 'carry', holidayMode: 'same',
};
const stay = (entry: string, exit: string, vehicle: Partial<TryStay> = {}): TryStay =>
  ({ entry, exit, vehicleType: 'small', plateColor: 'blue', coupon: { kind: '', value: '' }, ...vehicle });
const feeOf = (values: FormValues, s: TryStay) => {
  const outcome = tryRate(COMMON, values, s);
  if (outcome.kind !== 'fee') throw new Error(`no fee: ${JSON.stringify(outcome)}`);
  return outcome.fee;
};

describe('try this rate', () => {
  it("tries a merchant's coupon on the stay as the pricing takes it off, and says when its value does not read", () => {
    // 10:00-13:30 in the day: 4 started hours at 2.00 = 8.00.
    const tried = (kind: TryStay['coupon']['kind'], value: string) => {
      const outcome = tryRate(COMMON, TYPED, stay('2026-11-23T10:00', '2026-11-23T13:30', { coupon: { kind, value } }));
      if (outcome.kind !== 'fee') throw new Error(`no fee: ${JSON.stringify(outcome)}`);
      return outcome.coupon;
    };
    expect(tried('time', '60')).toMatchObject({ fee: 800, applied: [{ kind: 'time', relief: 200 }], rest: 600 });
    expect(tried('cash', '5.50')).toMatchObject({ applied: [{ relief: 550 }], rest: 250 });
    expect(tried('percentage', '8')).toMatchObject({ rest: 640 });
    expect(tried('percentage', '8.5')).toMatchObject({ rest: 680 });
    expect(tried('period', '2')).toMatchObject({ rest: 400 });
    expect(tried('free', '')).toMatchObject({ rest: 0 });
    for (const [kind, value] of [['time', 'an hour'], ['cash', '-1'], ['percentage', '10'], ['period', '0']] as const) expect([kind, tried(kind, value)]).toEqual([kind, null]);
  });

  it('reads times on the operator\'s clock, UTC+8', () => {
    expect(operatorTimeToEpoch('2026-11-23T10:00')).toBe(Date.UTC(2026, 10, 23, 2, 0));
    for (const text of ['', '2026-11-23 10:00', '2026-02-30T10:00', '2026-11-23T24:00']) expect([text, operatorTimeToEpoch(text)]).toEqual([text, null]);
  });

  it('prices a stay by the rules as typed, line by line', () => {
    // 10:00 to 12:10 is three started hours of day: 3 x 2.00.
    const morning = feeOf(TYPED, stay('2026-11-23T10:00', '2026-11-23T12:10'));
    expect(morning.total).toBe(600);
    expect(morning.lines.map((l) => [l.kind, l.window, l.units, l.unitPrice, l.amount])).toEqual([['unit', 'day', 3, 200, 600]]);
    // 20:00 to 23:00: one day hour, then two night hours at 1.00.
    const evening = feeOf(TYPED, stay('2026-11-23T20:00', '2026-11-23T23:00'));
    expect(evening.lines.map((l) => [l.kind, l.window, l.units, l.amount])).toEqual([['unit', 'day', 1, 200], ['unit', 'night', 2, 200]]);
    expect(evening.total).toBe(400);
    // Shorter than the free minutes: nothing to pay.
    expect(feeOf(TYPED, stay('2026-11-23T10:00', '2026-11-23T10:14')).total).toBe(0);
    // A day and a half stays within 30.00 per 24 hours.
    const long = feeOf(TYPED, stay('2026-11-23T10:00', '2026-11-24T22:00'));
    expect(long.lines.some((l) => l.kind === 'dailyCap' && l.capApplied === 3000)).toBe(true);
    expect(long.total).toBe(long.lines.reduce((sum, l) => sum + l.amount, 0));
  });

  it('names the field at fault while the form is refused, as a save would', () => {
    const s = stay('2026-11-23T10:00', '2026-11-23T12:10');
    expect(tryRate(COMMON, { ...TYPED, dayStart: '7:00' }, s)).toEqual({ kind: 'invalid', field: 'dayStart', messageKey: 'time' });
    expect(tryRate(COMMON, { ...TYPED, unitPrice: '2.005' }, s)).toEqual({ kind: 'invalid', field: 'unitPrice', messageKey: 'money' });
    expect(tryRate(COMMON, { ...TYPED, unitPrice: '' }, s)).toEqual({ kind: 'invalid', field: 'unitPrice', messageKey: 'blank' });
    expect(tryRate(COMMON, { ...TYPED, rounding: '' }, s)).toEqual({ kind: 'invalid', field: 'rounding', messageKey: 'blank' });
    expect(tryRate(COMMON, { ...TYPED, minPriceUnit: '0.30' }, s)).toEqual({ kind: 'invalid', field: 'minPriceUnit', messageKey: 'minPriceUnit' });
    // Fields outside the tariff (a blank name) are the save's business, not the fee's.
    expect(tryRate(COMMON, { ...TYPED, name: '' }, s).kind).toBe('fee');
  });

  it('waits for both times, in order', () => {
    expect(tryRate(COMMON, TYPED, stay('', '2026-11-23T12:10'))).toEqual({ kind: 'incomplete' });
    expect(tryRate(COMMON, TYPED, stay('2026-11-23T12:10', '2026-11-23T10:00'))).toEqual({ kind: 'exitBeforeEntry' });
  });

  it('says when the rate is not for the vehicle', () => {
    const s = stay('2026-11-23T10:00', '2026-11-23T12:10');
    expect(tryRate(COMMON, { ...TYPED, vehicleType: 'large' }, s)).toEqual({ kind: 'notForVehicle' });
    expect(tryRate(COMMON, { ...TYPED, plateColor: 'green' }, s)).toEqual({ kind: 'notForVehicle' });
    expect(tryRate(COMMON, { ...TYPED, vehicleType: 'large' }, { ...s, vehicleType: 'large' }).kind).toBe('fee');
    // A special class rate is tried on a vehicle of its class.
    expect(tryRate(COMMON, { ...TYPED, specialClass: 'police', plateColor: 'white' }, { ...s, plateColor: 'white' }).kind).toBe('fee');
  });

  it('says when a rate of particular days is not valid on the day of entry (UTC+8)', () => {
    const dated = { ...TYPED, validFrom: '2027-02-05', validTo: '2027-02-12' };
    // 2027-02-04 23:30 at UTC+8 is still the day before.
    expect(tryRate(SPECIAL, dated, stay('2027-02-04T23:30', '2027-02-05T01:00'))).toEqual({ kind: 'notThatDay', day: '2027-02-04' });
    expect(tryRate(SPECIAL, dated, stay('2027-02-12T23:30', '2027-02-13T01:00')).kind).toBe('fee');
    expect(tryRate(SPECIAL, dated, stay('2027-02-13T00:00', '2027-02-13T01:00'))).toEqual({ kind: 'notThatDay', day: '2027-02-13' });
  });
});

describe('try this rate on the holiday calendar', () => {
  // Holidays free, weekends too; 2026-11-28 and 29 are a Saturday and a Sunday.
  const HOLIDAYS_FREE: FormValues = { ...TYPED, holidayMode: 'free', holidayDays: 'holidaysAndWeekends' };
  const NONE = { holidays: [], workdays: [] };

  it('reads the calendar of the stay\'s days, at most a year of it', () => {
    expect(calendarRange(stay('2026-11-27T23:30', '2026-11-28T01:00'))).toEqual({ from: '2026-11-27', to: '2026-11-28' });
    expect(calendarRange(stay('2026-11-28T00:30', '2026-11-28T01:00'))).toEqual({ from: '2026-11-28', to: '2026-11-28' });
    expect(calendarRange(stay('2026-01-01T08:00', '2027-06-01T08:00'))).toEqual({ from: '2026-01-01', to: '2027-01-01' });
    expect(calendarRange(stay('2026-11-28T00:30', ''))).toBeNull();
    expect(calendarRange(stay('2026-11-28T01:00', '2026-11-28T00:30'))).toBeNull();
  });

  it('waits for the calendar only when the rate has holiday rules', () => {
    expect(tryRate(COMMON, HOLIDAYS_FREE, stay('2026-11-23T10:00', '2026-11-23T12:10'))).toEqual({ kind: 'calendar' });
    expect(tryRate(COMMON, TYPED, stay('2026-11-23T10:00', '2026-11-23T12:10')).kind).toBe('fee');
  });

  it('prices holidays and worked weekend days by the calendar', () => {
    const fee = (entry: string, exit: string, calendar: { holidays: string[]; workdays: string[] }) => {
      const outcome = tryRate(COMMON, HOLIDAYS_FREE, stay(entry, exit), calendar);
      if (outcome.kind !== 'fee') throw new Error(`no fee: ${JSON.stringify(outcome)}`);
      return outcome.fee.total;
    };
    // A Monday: priced; the same Monday as a holiday: free.
    expect(fee('2026-11-23T10:00', '2026-11-23T12:10', NONE)).toBe(600);
    expect(fee('2026-11-23T10:00', '2026-11-23T12:10', { holidays: ['2026-11-23'], workdays: [] })).toBe(0);
    // A Saturday: free, unless it is worked.
    expect(fee('2026-11-28T10:00', '2026-11-28T12:10', NONE)).toBe(0);
    expect(fee('2026-11-28T10:00', '2026-11-28T12:10', { holidays: [], workdays: ['2026-11-28'] })).toBe(600);
  });
});
