// The /HolidayInfo calendar as the tariff engine reads it (lib/areas/rates/holiday-calendar.ts).
import type { HolidayCalendar } from '../../../lib/areas/rates/holiday-calendar';
import { HOLIDAY_KIND } from '../../../lib/areas/rates/screens';
import type { Reader } from '../../db';

/** The /HolidayInfo calendar between two of the operator's dates (both included): holidays (kind 1) and worked weekend days (kind 2). */
export async function calendarOfDays(tx: Reader, from: string, to: string): Promise<HolidayCalendar> {
  const rows = await tx.query<{ day: string; kind: number }>(
    "SELECT to_char(day, 'YYYY-MM-DD') AS day, kind FROM holidays WHERE day BETWEEN $1::date AND $2::date ORDER BY day", [from, to]);
  const daysOf = (kind: number) => rows.filter((r) => Number(r.kind) === kind).map((r) => r.day);
  return { holidays: daysOf(HOLIDAY_KIND.holiday), workdays: daysOf(HOLIDAY_KIND.workday) };
}
