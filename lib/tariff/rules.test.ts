import { V } from '../validation/rules';
import { PARKING_OS_DAY, YUN_PARKING_INDOOR, clock, free, priced, rates } from './fixtures';
import type { RateRules } from './rules';
import { TARIFF_KEYS, minuteOfDay, rateRulesSchema } from './rules';

/** [path, message key] of every issue. */
const issues = (rules: unknown) => {
  const result = rateRulesSchema.safeParse(rules);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};
const KNOWN_KEYS = new Set<string>([...Object.values(V), ...Object.values(TARIFF_KEYS)]);
const steps = (count: number) => rates({ mode: 'steps', bands: Array.from({ length: count }, (_, i) => ({ upToMinutes: 60 * (i + 1), price: 100 * (i + 1) })), after: 'cycle' });

describe('rateRulesSchema', () => {
  it('admits the rule sets of the domain vectors, holiday rules included', () => {
    const withHoliday: RateRules = { ...rates(YUN_PARKING_INDOOR, { cap24h: 8000 }), holiday: { weekends: true, rules: rates({ mode: 'free' }) } };
    for (const rules of [rates(PARKING_OS_DAY), withHoliday, steps(10), rates({ mode: 'loop', minutes: 30, price: 100 }, { rounding: { mode: 'tolerance', minutes: 5 } })]) {
      expect(issues(rules)).toEqual([]);
    }
  });

  it('refuses negative prices, a unit of 0 minutes and amounts that are not whole fen', () => {
    expect(issues(rates(clock([priced('day', '07:00', 60, -1)])))).toEqual([['pricing.windows.0.unit.price', V.min]]);
    expect(issues(rates(clock([priced('day', '07:00', 0, 200)])))).toEqual([['pricing.windows.0.unit.minutes', V.min]]);
    expect(issues(rates({ mode: 'perVisit', price: 2.5 }))).toEqual([['pricing.price', V.integer]]);
    expect(issues(rates({ mode: 'perVisit', price: Infinity }))).toEqual([['pricing.price', V.number]]);
    expect(issues(rates({ mode: 'perVisit', price: 5000 }, { cap24h: 0 }))).toEqual([['cap24h', V.min]]);
    expect(issues(rates({ mode: 'free' }, { exitWindowMinutes: 121 }))).toEqual([['exitWindowMinutes', V.max]]);
  });

  it('refuses times that are not HH:MM, windows out of order and names used twice', () => {
    expect(issues(rates(clock([priced('day', '7:00', 60, 200)])))).toEqual([['pricing.windows.0.start', TARIFF_KEYS.time]]);
    expect(issues(rates(clock([priced('day', '24:00', 60, 200)])))).toEqual([['pricing.windows.0.start', TARIFF_KEYS.time]]);
    expect(issues(rates(clock([free('night', '21:00'), priced('day', '07:00', 60, 200)])))).toEqual([['pricing.windows.1.start', V.rangeOrder]]);
    expect(issues(rates(clock([priced('day', '07:00', 60, 200), free('day', '21:00')])))).toEqual([['pricing.windows.1.name', V.unique]]);
  });

  it('refuses more than 10 windows or steps, and bands out of order', () => {
    expect(issues(steps(11))).toEqual([['pricing.bands', TARIFF_KEYS.tooMany]]);
    const windows = Array.from({ length: 11 }, (_, i) => free(`w${i}`, `${String(i).padStart(2, '0')}:00`));
    expect(issues(rates(clock(windows)))).toEqual([['pricing.windows', TARIFF_KEYS.tooMany]]);
    expect(issues(rates({ mode: 'steps', bands: [{ upToMinutes: 60, price: 100 }, { upToMinutes: 60, price: 200 }], after: 'cap' })))
      .toEqual([['pricing.bands.1.upToMinutes', V.rangeOrder]]);
  });

  it('refuses a full-segment step table whose longer bands cost less (a longer stay would pay less)', () => {
    const bands = [{ upToMinutes: 60, price: 500 }, { upToMinutes: 120, price: 300 }];
    expect(issues(rates({ mode: 'steps', bands, after: 'cap' }, { billing: 'segment' }))).toEqual([['pricing.bands.1.price', V.rangeOrder]]);
    expect(issues(rates({ mode: 'steps', bands, after: 'cap' }, { billing: 'cumulative' }))).toEqual([]);
  });

  it('refuses a first period that is not whole units, and a smallest amount that does not divide a yuan', () => {
    expect(issues(rates(clock([priced('day', '07:00', 60, 200, { first: { minutes: 50, unitMinutes: 15, price: 100 } })]))))
      .toEqual([['pricing.windows.0.first.minutes', TARIFF_KEYS.multipleOf]]);
    expect(issues(rates(PARKING_OS_DAY, { minPriceUnit: 30 }))).toEqual([['minPriceUnit', TARIFF_KEYS.minPriceUnit]]);
    expect(issues(rates(PARKING_OS_DAY, { minPriceUnit: 25 }))).toEqual([]);
  });

  it('answers every refusal with a message key, never a sentence', () => {
    const nonsense: unknown[] = [
      null, 'rate', {}, { pricing: { mode: 'hourly' } }, { ...rates(PARKING_OS_DAY), billing: 'both', free: { minutes: '15' } },
      { ...rates(PARKING_OS_DAY), rounding: { mode: 'tolerance' }, holiday: { weekends: 'yes', rules: {} } },
      rates(clock([{ name: '', start: '07:00', free: false } as never])), rates(clock([])),
    ];
    for (const rules of nonsense) {
      const found = issues(rules);
      expect(found.length).toBeGreaterThan(0);
      for (const [, key] of found) expect(KNOWN_KEYS).toContain(key);
    }
  });
});

it('minuteOfDay reads HH:MM', () => {
  expect([minuteOfDay('00:00'), minuteOfDay('07:30'), minuteOfDay('23:59')]).toEqual([0, 450, 1439]);
});
