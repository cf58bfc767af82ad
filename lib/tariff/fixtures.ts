// Rule sets and times shared by the tariff tests and bench:tariff; the engine does not use them.
import type { FirstPeriod, Pricing, RateRules, RateWindow } from './rules';

/** Epoch ms of a local time (UTC+8) in November 2026; the 2nd is a Monday, the 7th a Saturday. */
export const at = (time: string, day = 2) => Date.parse(`2026-11-${String(day).padStart(2, '0')}T${time}:00+08:00`);

/** A rule set with neutral terms: cumulative, no free minutes, partial units rounded up, no caps. */
export const rates = (pricing: Pricing, terms: Partial<RateRules> = {}): RateRules => ({
  pricing,
  billing: 'cumulative',
  free: { minutes: 0, mode: 'freeIfShorter' },
  rounding: { mode: 'up' },
  laterDays: 'priced',
  minPriceUnit: 0,
  exitWindowMinutes: 15,
  ...terms,
});

export const priced = (name: string, start: string, minutes: number, price: number, extra: { first?: FirstPeriod; cap?: number } = {}): RateWindow =>
  ({ name, start, free: false, unit: { minutes, price }, ...extra });
export const free = (name: string, start: string): RateWindow => ({ name, start, free: true });

/** Time rates over windows, a unit running over a window end carried by default. */
export const clock = (windows: RateWindow[], overshoot: 'carry' | 'split' = 'carry'): Pricing => ({ mode: 'time', windows, overshoot });

/** ParkingOS default: day 07-21 at 2.00 per hour, night free (no night rule). */
export const PARKING_OS_DAY = clock([priced('day', '07:00', 60, 200), free('night', '21:00')]);

/** YunParking indoor: first day hour 4 x 15' at 2.50, then 3.75 per 15'; night 1.00 per 2 h. */
export const YUN_PARKING_INDOOR = clock([
  priced('day', '07:00', 15, 375, { first: { minutes: 60, unitMinutes: 15, price: 250 } }),
  priced('night', '21:00', 120, 100),
]);

/** mulberry32: a small seeded generator, enough to spread the property tests' stays (a failure reproduces). */
export function seededGenerator(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)) };
}
