import { OPERATOR_TIME_ZONE, SIGNING_CLOCK_OFFSET_HOURS } from '../spec-constants';
import { formatDateTime, formatDay, formatPeriod, machineDateTime } from './dates';

describe('dates', () => {
  const at = '2026-11-28T01:26:21.000Z';

  it('shows an instant on the operator\'s clock, one format per language', () => {
    expect(formatDateTime(at, 'zh-CN')).toBe('2026-11-28 09:26:21');
    expect(formatDateTime(at, 'en-US')).toBe('Nov 28, 2026 09:26:21');
    expect(formatDateTime(Date.parse(at), 'zh-CN')).toBe('2026-11-28 09:26:21');
    expect(formatDateTime(new Date(at), 'en-US')).toBe('Nov 28, 2026 09:26:21');
  });

  it('uses a 24-hour clock and moves the day at the operator\'s midnight', () => {
    expect(formatDateTime('2026-11-28T15:59:59Z', 'en-US')).toBe('Nov 28, 2026 23:59:59');
    expect(formatDateTime('2026-11-28T16:00:00Z', 'en-US')).toBe('Nov 29, 2026 00:00:00');
    expect(formatDateTime('2026-03-01T04:05:06Z', 'zh-CN')).toBe('2026-03-01 12:05:06');
  });

  it('shows a calendar day as it is, whatever the zone', () => {
    expect(formatDay('2026-11-08', 'zh-CN')).toBe('2026-11-08');
    expect(formatDay('2026-11-08', 'en-US')).toBe('Nov 8, 2026');
    expect(formatDay('2026-01-02T00:00:00Z', 'en-US')).toBe('Jan 2, 2026');
  });

  it('shows a period with the end\'s date only when it is another day', () => {
    const at = (iso: string) => Date.parse(iso);
    expect(formatPeriod(at('2026-11-23T12:00:00Z'), at('2026-11-23T13:00:00Z'), 'zh-CN')).toBe('2026-11-23 20:00:00 – 21:00:00');
    expect(formatPeriod(at('2026-11-23T13:00:00Z'), at('2026-11-23T23:00:00Z'), 'zh-CN')).toBe('2026-11-23 21:00:00 – 2026-11-24 07:00:00');
    expect(formatPeriod(at('2026-11-23T12:00:00Z'), at('2026-11-23T13:00:00Z'), 'en-US')).toBe('Nov 23, 2026 20:00:00 – 21:00:00');
  });

  it('leaves what is no date as it is', () => {
    expect(formatDateTime('soon', 'zh-CN')).toBe('soon');
    expect(formatDay('soon', 'en-US')).toBe('soon');
    expect(machineDateTime('soon')).toBe('soon');
  });

  it('keeps the machine format for exports and file names', () => {
    expect(machineDateTime(at)).toBe('2026-11-28 09:26:21');
    expect(machineDateTime(Date.parse('2026-11-28T16:00:00Z'))).toBe('2026-11-29 00:00:00');
  });

  it('names the same clock as the protocol and the days of the database', () => {
    for (const instant of ['2026-01-15T12:00:00Z', '2026-07-15T12:00:00Z']) {
      const hour = new Intl.DateTimeFormat('en-US', { timeZone: OPERATOR_TIME_ZONE, hour: 'numeric', hourCycle: 'h23' }).format(new Date(instant));
      expect(Number(hour)).toBe(12 + SIGNING_CLOCK_OFFSET_HOURS);
    }
  });
});
