// CatcCom 'holidays.calendar' { from, to } -> { holidays, workdays }: the /HolidayInfo dates
// between two days (both included), which "Try this rate" needs to price a stay on the days its
// holiday rules apply. One schema for the BFF and the backend; a try spans at most a year of it.
import { z } from 'zod';
import { date, V } from '../../validation/rules';

/** The screen route's action on a rate screen, and the backend's GetList it becomes. */
export const CALENDAR_ACTION = 'calendar';
export const CALENDAR_ENTITY = 'holidays';
export const HOLIDAY_CALENDAR_GETLIST = `${CALENDAR_ENTITY}.${CALENDAR_ACTION}`;
/** The most days one request reads; a longer stay is tried on its first year's calendar. */
export const CALENDAR_MAX_DAYS = 366;

const MS_PER_DAY = 86_400_000;
const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);
export const daysBetween = (from: string, to: string) => (dayMs(to) - dayMs(from)) / MS_PER_DAY;
export const addDays = (day: string, days: number) => new Date(dayMs(day) + days * MS_PER_DAY).toISOString().slice(0, 10);

export const holidayCalendarInput = z.object({ from: date(), to: date() })
  .refine(({ from, to }) => from <= to && daysBetween(from, to) < CALENDAR_MAX_DAYS, { error: V.rangeOrder });

export type HolidayCalendarInput = z.infer<typeof holidayCalendarInput>;

/** The calendar as the backend answers it: 'YYYY-MM-DD' dates on the operator's clock. */
export interface HolidayCalendar { holidays: string[]; workdays: string[] }
