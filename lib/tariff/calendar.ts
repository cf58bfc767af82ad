// Time as the engine counts it: whole epoch minutes (a stay is priced from its entry minute to its
// exit minute, as a ticket prints them), local days of the operator's clock, and the calendar of
// holidays and of weekend days that are worked (/HolidayInfo kinds 1 and 2).
// Integer arithmetic only: no Date objects on the pricing path.
import { DAY_MINUTES } from './rules';

export const MS_PER_MINUTE = 60_000;
/** The operator's clock: China Standard Time, UTC+8, no daylight saving. */
export const DEFAULT_UTC_OFFSET_MINUTES = 480;
const DAYS_PER_WEEK = 7;
/** Day 0 (1970-01-01) was a Thursday; with Sunday = 0 its weekday is 4. */
const EPOCH_WEEKDAY = 4;
const SATURDAY = 6;
const SUNDAY = 0;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export const toMinute = (ms: number) => Math.floor(ms / MS_PER_MINUTE);
export const mod = (n: number, m: number) => ((n % m) + m) % m;
/** The local day (days since 1970-01-01 on the operator's clock) of an epoch minute. */
export const localDay = (minute: number, offset: number) => Math.floor((minute + offset) / DAY_MINUTES);
/** The epoch minute at which a local day begins. */
export const dayStart = (day: number, offset: number) => day * DAY_MINUTES - offset;

const isWeekend = (day: number) => {
  const weekday = mod(day + EPOCH_WEEKDAY, DAYS_PER_WEEK);
  return weekday === SATURDAY || weekday === SUNDAY;
};

/** 'YYYY-MM-DD' to its day number, or undefined for a string that is no calendar date. */
function dayOfDate(date: string): number | undefined {
  if (!ISO_DATE.test(date)) return undefined;
  const ms = Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
  return new Date(ms).toISOString().startsWith(date) ? ms / (DAY_MINUTES * MS_PER_MINUTE) : undefined;
}

const NO_DAYS: ReadonlySet<number> = new Set();
const daysCache = new WeakMap<ReadonlySet<string>, ReadonlySet<number>>();

/** The caller's dates as day numbers, converted once per set (strings that are no date are ignored). */
export function calendarDays(dates: ReadonlySet<string> | undefined): ReadonlySet<number> {
  if (!dates || dates.size === 0) return NO_DAYS;
  let days = daysCache.get(dates);
  if (!days) {
    const found = new Set<number>();
    for (const date of dates) {
      const day = dayOfDate(date);
      if (day !== undefined) found.add(day);
    }
    days = found;
    daysCache.set(dates, days);
  }
  return days;
}

/** The operator's calendar as day numbers: holidays, and weekend days that are worked. */
export interface DayCalendar { holidays: ReadonlySet<number>; workdays: ReadonlySet<number> }

/**
 * Whether holiday rules price a day: a holiday does; a Saturday or Sunday does when the rate takes
 * weekends, unless it is worked (it is then priced as the workday it is). A date named both is a
 * holiday (the calendar keeps one kind per date).
 */
export const isHoliday = (day: number, calendar: DayCalendar, weekends: boolean) =>
  calendar.holidays.has(day) || (weekends && isWeekend(day) && !calendar.workdays.has(day));
