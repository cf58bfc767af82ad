import { dayOfDate } from '../../../parking/cards/operator-days';
import { packDayDue } from './schedule';

/** An instant on the operator's clock (UTC+8). */
const at = (date: string, time: string) => Date.parse(`${date}T${time}:00+08:00`);
const day = (date: string) => dayOfDate(date)!;

describe('when a daily pack is due', () => {
  const list = { enabled: true, sendHour: 7, lastPackDay: null };

  test('from the send hour on, for the day before, once', () => {
    expect(packDayDue(list, at('2026-11-03', '06:59'))).toBeNull();
    expect(packDayDue(list, at('2026-11-03', '07:00'))).toBe(day('2026-11-02'));
    expect(packDayDue({ ...list, lastPackDay: day('2026-11-02') }, at('2026-11-03', '23:59'))).toBeNull();
    expect(packDayDue({ ...list, lastPackDay: day('2026-11-02') }, at('2026-11-04', '07:00'))).toBe(day('2026-11-03'));
  });

  test('a day missed sends the latest day only; a disabled list never', () => {
    expect(packDayDue({ ...list, lastPackDay: day('2026-10-20') }, at('2026-11-03', '08:00'))).toBe(day('2026-11-02'));
    expect(packDayDue({ ...list, enabled: false }, at('2026-11-03', '08:00'))).toBeNull();
  });

  test('counts hours on the operator clock, not UTC', () => {
    // 23:30 UTC on 2 November is 07:30 on 3 November in UTC+8.
    expect(packDayDue(list, Date.parse('2026-11-02T23:30:00Z'))).toBe(day('2026-11-02'));
    expect(packDayDue({ ...list, sendHour: 0 }, at('2026-11-03', '00:00'))).toBe(day('2026-11-02'));
  });
});
