// A report's period: operator days from `from` to `to`, both included (docs/reports.md,
// "Periods"), the buckets it is cut into on the operator's clock (UTC+8 all year), the period a
// figure is compared with (month on month, year on year), and the checks that refuse a period.
// Day numbers and their dates come from lib/parking/cards/operator-days.ts, the calendar cards use.
import { MS_PER_MINUTE, DEFAULT_UTC_OFFSET_MINUTES } from '../tariff/calendar';
import { DAY_MS, dateOfDay, dayOf, dayOfDate, lastDayOfMonths, startOfDay } from '../parking/cards/operator-days';
import type { PeriodRefusal } from './refusals';

/** How a report cuts its period: money by day, month or year; use figures also by hour. */
export const GRANULARITIES = ['hour', 'day', 'month', 'year'] as const;
export type Granularity = (typeof GRANULARITIES)[number];

export const HOUR_MS = 3_600_000;
const MONTHS_PER_YEAR = 12;
/** The operator's clock ahead of UTC: an instant's wall time is instant + this. */
const OPERATOR_OFFSET_MS = DEFAULT_UTC_OFFSET_MINUTES * MS_PER_MINUTE;

/** A checked period: first and last operator day (day numbers, lib/parking/cards/operator-days.ts), from <= to. */
export interface DayRange {
  from: number;
  to: number;
}

/** The longest period a report takes, in days or in calendar months counted from its first day. */
export type PeriodLimit = { days: number } | { months: number };

/**
 * The longest period per granularity, for a report that names no limit of its own: an hourly
 * report a month of days (744 hours), a daily one a year of days, a monthly one three years, a
 * yearly one ten. A report passes its own limit to checkPeriod when it needs a shorter one.
 */
export const DEFAULT_PERIOD_LIMITS: Readonly<Record<Granularity, PeriodLimit>> = {
  hour: { days: 31 },
  day: { months: 12 },
  month: { months: 36 },
  year: { months: 120 },
};

/** The last day a period beginning on `from` may end on under `limit`. */
export function lastAllowedDay(from: number, limit: PeriodLimit): number {
  return 'days' in limit ? from + limit.days - 1 : lastDayOfMonths(from, limit.months);
}

export type PeriodCheck = { ok: true; range: DayRange } | { ok: false; refusal: PeriodRefusal; values?: Record<string, string> };

/**
 * A period as a person typed it ('YYYY-MM-DD' twice) checked: unparsable when either is no
 * calendar date, reversed when it ends before it begins, tooLong past the limit (the values name
 * the last day allowed, for the message).
 */
export function checkPeriod(input: { from: unknown; to: unknown }, limit: PeriodLimit): PeriodCheck {
  const from = typeof input.from === 'string' ? dayOfDate(input.from) : null;
  const to = typeof input.to === 'string' ? dayOfDate(input.to) : null;
  if (from === null || to === null) return { ok: false, refusal: 'periodUnparsable' };
  if (to < from) return { ok: false, refusal: 'periodReversed' };
  const last = lastAllowedDay(from, limit);
  if (to > last) return { ok: false, refusal: 'periodTooLong', values: { last: dateOfDay(last) } };
  return { ok: true, range: { from, to } };
}

/** A range as the dates a person reads ('YYYY-MM-DD'): what a report answers beside its figures, and the compared period's. */
export const datesOf = (range: DayRange) => ({ from: dateOfDay(range.from), to: dateOfDay(range.to) });

/** Days in a range. */
export const daysIn = (range: DayRange) => range.to - range.from + 1;

/** The instants of a range: [start, end), end the first millisecond after its last day. */
export function instantsOf(range: DayRange): { start: number; end: number } {
  return { start: startOfDay(range.from), end: startOfDay(range.to + 1) };
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The bucket an instant falls in on the operator's clock: 'YYYY-MM-DD HH' (hour), 'YYYY-MM-DD'
 * (day), 'YYYY-MM' (month), 'YYYY' (year). SQL writes the same key as
 * to_char(timezone('UTC', at) + interval '8 hours', 'YYYY-MM-DD HH24' | 'YYYY-MM-DD' | 'YYYY-MM' | 'YYYY').
 */
export function bucketKey(at: number, granularity: Granularity): string {
  const date = dateOfDay(dayOf(at));
  switch (granularity) {
    case 'hour': return `${date} ${pad(new Date(at + OPERATOR_OFFSET_MS).getUTCHours())}`;
    case 'day': return date;
    case 'month': return date.slice(0, 7);
    case 'year': return date.slice(0, 4);
  }
}

/** One bucket of a period: its key, and the instants it covers inside the period, [start, end). */
export interface Bucket {
  key: string;
  start: number;
  end: number;
}

/** The first day of the month or year a day is in. */
function firstDayOf(day: number, granularity: 'month' | 'year'): number {
  const date = dateOfDay(day);
  return dayOfDate(granularity === 'month' ? `${date.slice(0, 7)}-01` : `${date.slice(0, 4)}-01-01`) as number;
}

/**
 * The buckets a range spans, in order, each clipped to the range: a month or year bucket at either
 * end holds only the range's days of it (1 Jan to 15 Feb by month: January whole, 1-15 February).
 */
export function bucketsOf(range: DayRange, granularity: Granularity): Bucket[] {
  const { start, end } = instantsOf(range);
  const buckets: Bucket[] = [];
  let at = start;
  while (at < end) {
    const next = granularity === 'hour' ? at + HOUR_MS
      : granularity === 'day' ? at + DAY_MS
      : startOfDay(lastDayOfMonths(firstDayOf(dayOf(at), granularity), granularity === 'month' ? 1 : MONTHS_PER_YEAR) + 1);
    buckets.push({ key: bucketKey(at, granularity), start: at, end: Math.min(next, end) });
    at = next;
  }
  return buckets;
}

/** The last day of the month a day is in. */
const lastOfMonth = (day: number) => lastDayOfMonths(firstDayOf(day, 'month'), 1);

/**
 * A range as the monthly rollups read it (docs/reports.md, "Rollups"): its whole months (first
 * days, `to` the last month's) and the days before and after them; no months when none lies wholly
 * inside (1 Jan to 15 Feb: January, then 1-15 February).
 */
export interface MonthSplit { months: DayRange | null; days: DayRange[] }

export function wholeMonthsOf(range: DayRange): MonthSplit {
  const firstWhole = firstDayOf(range.from, 'month') === range.from ? range.from : lastOfMonth(range.from) + 1;
  const lastWhole = lastOfMonth(range.to) === range.to ? range.to : firstDayOf(range.to, 'month') - 1;
  if (lastWhole < firstWhole) return { months: null, days: [range] };
  return {
    months: { from: firstWhole, to: firstDayOf(lastWhole, 'month') },
    days: [{ from: range.from, to: firstWhole - 1 }, { from: lastWhole + 1, to: range.to }].filter((d) => d.from <= d.to),
  };
}

/** The first day of the month `months` before the month of `first` (Date.UTC carries the year). */
function firstOfMonthEarlier(first: number, months: number): number {
  const date = new Date(first * DAY_MS);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - months, 1) / DAY_MS;
}

/**
 * A day `months` calendar months earlier: the same day of the month, or the month's last day when
 * that month is shorter (31 March -> 28 February, 29 in a leap year); the last day of a month goes
 * to the last day of the other, so that whole months compare with whole months.
 */
export function monthsEarlier(day: number, months: number): number {
  const first = firstDayOf(day, 'month');
  const targetFirst = firstOfMonthEarlier(first, months);
  const targetLast = lastOfMonth(targetFirst);
  if (day === lastOfMonth(day)) return targetLast;
  return Math.min(targetFirst + (day - first), targetLast);
}

/**
 * The period a figure is compared with: month on month (环比) one calendar month before, year on
 * year (同比) twelve, each end moved by monthsEarlier (as DAX's DATEADD does). So March compares
 * with February and 1-31 March with 1-28 February; 31 March alone with 28 February, and so does
 * 30 March: a compared period may be shorter than its own when its days do not exist there.
 */
export const COMPARISONS = { monthOnMonth: 1, yearOnYear: MONTHS_PER_YEAR } as const;
export type Comparison = keyof typeof COMPARISONS;

export function comparablePeriod(range: DayRange, comparison: Comparison): DayRange {
  const months = COMPARISONS[comparison];
  return { from: monthsEarlier(range.from, months), to: monthsEarlier(range.to, months) };
}
