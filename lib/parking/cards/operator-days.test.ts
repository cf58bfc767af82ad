// The operator's days: UTC+8 day boundaries, dates, and month ends that never overflow.
import { dateOfDay, dayOf, dayOfDate, endOfDay, lastDayOfMonths, startOfDay } from './operator-days';

const local = (text: string) => Date.parse(`${text.replace(' ', 'T')}+08:00`);
const day = (date: string) => dayOfDate(date) as number;
const monthsEnd = (first: string, months: number) => dateOfDay(lastDayOfMonths(day(first), months));

describe('operator days', () => {
  it('cuts days at midnight UTC+8, not UTC', () => {
    expect(dayOf(local('2025-03-10 00:00:00'))).toBe(day('2025-03-10'));
    expect(dayOf(local('2025-03-09 23:59:59'))).toBe(day('2025-03-09'));
    // 16:00 UTC is already the next day in Beijing.
    expect(dateOfDay(dayOf(Date.parse('2025-03-09T16:00:00Z')))).toBe('2025-03-10');
    expect(startOfDay(day('2025-03-10'))).toBe(local('2025-03-10 00:00:00'));
    expect(endOfDay(day('2025-03-10'))).toBe(local('2025-03-10 23:59:59'));
  });

  it('reads dates and refuses what is no calendar date', () => {
    expect(dayOfDate('1970-01-01')).toBe(0);
    expect(dateOfDay(day('2024-02-29'))).toBe('2024-02-29');
    expect(dayOfDate('2025-02-29')).toBeNull();
    expect(dayOfDate('2025-13-01')).toBeNull();
    expect(dayOfDate('2025-1-01')).toBeNull();
    expect(dayOfDate('')).toBeNull();
  });

  it('ends N months the day before the same day N months on', () => {
    expect(monthsEnd('2025-01-15', 1)).toBe('2025-02-14');
    expect(monthsEnd('2025-01-01', 1)).toBe('2025-01-31');
    expect(monthsEnd('2025-02-01', 1)).toBe('2025-02-28');
    expect(monthsEnd('2024-02-01', 1)).toBe('2024-02-29');
    expect(monthsEnd('2025-03-01', 12)).toBe('2026-02-28');
  });

  it('ends on the last day of a month too short for the start day, never in the month after', () => {
    expect(monthsEnd('2025-01-31', 1)).toBe('2025-02-28');
    expect(monthsEnd('2024-01-31', 1)).toBe('2024-02-29');
    expect(monthsEnd('2025-01-29', 1)).toBe('2025-02-28');
    // Feb 29 exists in 2024: the day before it.
    expect(monthsEnd('2024-01-29', 1)).toBe('2024-02-28');
    expect(monthsEnd('2024-01-30', 1)).toBe('2024-02-29');
    expect(monthsEnd('2025-03-31', 1)).toBe('2025-04-30');
    expect(monthsEnd('2024-02-29', 12)).toBe('2025-02-28');
    expect(monthsEnd('2023-03-31', 11)).toBe('2024-02-29');
  });

  it('crosses the year: December into January', () => {
    expect(monthsEnd('2024-12-01', 1)).toBe('2024-12-31');
    expect(monthsEnd('2024-12-15', 1)).toBe('2025-01-14');
    expect(monthsEnd('2024-12-31', 2)).toBe('2025-02-28');
    expect(monthsEnd('2024-11-30', 3)).toBe('2025-02-28');
    expect(monthsEnd('2024-12-31', 25)).toBe('2027-01-30');
  });
});
