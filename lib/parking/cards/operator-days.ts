// The calendar a card is counted in: local days of the operator's clock (UTC+8, no daylight
// saving: lib/tariff/calendar.ts), their first and last second as epoch milliseconds, dates as
// 'YYYY-MM-DD', and month arithmetic that never overflows into the month after.
// A day is a day number (days since 1970-01-01 on the operator's clock), as in the tariff engine.
import { DEFAULT_UTC_OFFSET_MINUTES, MS_PER_MINUTE, dayStart, localDay, toMinute } from '../../tariff/calendar';
import { DAY_MS } from '../../reports/day-length';

export const SECOND_MS = 1_000;
export { DAY_MS };
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The operator's day an instant falls on. */
export const dayOf = (at: number) => localDay(toMinute(at), DEFAULT_UTC_OFFSET_MINUTES);
/** 00:00:00 of a day. */
export const startOfDay = (day: number) => dayStart(day, DEFAULT_UTC_OFFSET_MINUTES) * MS_PER_MINUTE;
/** 23:59:59 of a day: where a period ends (whole seconds, so the next period starts 1 s later). */
export const endOfDay = (day: number) => startOfDay(day + 1) - SECOND_MS;

// Day numbers and civil dates convert through UTC, where a day number is the UTC date of the same
// number: the offset only matters between an instant and its day, above.
const civil = (day: number) => {
  const d = new Date(day * DAY_MS);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, dayOfMonth: d.getUTCDate() };
};
const dayOfCivil = (year: number, month: number, dayOfMonth: number) => Date.UTC(year, month - 1, dayOfMonth) / DAY_MS;
/** Days in a month (1-12); Date.UTC's day 0 is the last day of the month before. */
const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** 'YYYY-MM-DD' of a day. */
export function dateOfDay(day: number): string {
  const { year, month, dayOfMonth } = civil(day);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(dayOfMonth).padStart(2, '0')}`;
}

/** The day of 'YYYY-MM-DD', or null for a string that is no calendar date ('2025-02-29'). */
export function dayOfDate(date: string): number | null {
  const match = ISO_DATE.exec(date);
  if (!match) return null;
  const day = dayOfCivil(Number(match[1]), Number(match[2]), Number(match[3]));
  return dateOfDay(day) === date ? day : null;
}

/**
 * The last day of `months` months from `firstDay`: the day before the same day of the month
 * `months` later; when that month is too short for it (Jan 31 + 1 month), its last day. So
 * Jan 15 -> Feb 14, Jan 31 -> Feb 28 (29 in a leap year), Dec 1 -> Dec 31, never into March as
 * PHP's strtotime('+1 month') does.
 */
export function lastDayOfMonths(firstDay: number, months: number): number {
  const { year, month, dayOfMonth } = civil(firstDay);
  const monthIndex = month - 1 + months;
  const targetYear = year + Math.floor(monthIndex / 12);
  const targetMonth = (monthIndex % 12) + 1;
  const length = daysInMonth(targetYear, targetMonth);
  return dayOfMonth > length ? dayOfCivil(targetYear, targetMonth, length) : dayOfCivil(targetYear, targetMonth, dayOfMonth) - 1;
}
