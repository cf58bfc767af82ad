import { DAY_WINDOWS_MAX, formatDayWindows, readDayWindows, windowsOverlap } from './day-windows';

describe('day windows', () => {
  it('reads windows as typed, full-width marks and crossing midnight included', () => {
    expect(readDayWindows('08:00-12:00, 22:00-06:00')).toEqual({ ok: true, windows: [{ from: 480, to: 720 }, { from: 1320, to: 360 }] });
    expect(readDayWindows('8：30－17：00，18:00~24:00')).toEqual({ ok: true, windows: [{ from: 510, to: 1020 }, { from: 1080, to: 0 }] });
    expect(readDayWindows('00:00-00:00')).toEqual({ ok: true, windows: [{ from: 0, to: 0 }] });
    expect(readDayWindows('')).toEqual({ ok: true, windows: [] });
    expect(readDayWindows(null)).toEqual({ ok: true, windows: [] });
  });

  it('names the part that does not read', () => {
    expect(readDayWindows('08:00-12:00, 25:00-26:00')).toEqual({ ok: false, part: '25:00-26:00' });
    expect(readDayWindows('08:60-12:00')).toEqual({ ok: false, part: '08:60-12:00' });
    // 24:00 ends a day, it does not start one.
    expect(readDayWindows('24:00-06:00')).toEqual({ ok: false, part: '24:00-06:00' });
    expect(readDayWindows('morning')).toEqual({ ok: false, part: 'morning' });
    const tooMany = Array.from({ length: DAY_WINDOWS_MAX + 1 }, (_, i) => `${String(i).padStart(2, '0')}:00-${String(i).padStart(2, '0')}:30`).join(',');
    expect(readDayWindows(tooMany)).toEqual({ ok: false, part: `${String(DAY_WINDOWS_MAX).padStart(2, '0')}:00-${String(DAY_WINDOWS_MAX).padStart(2, '0')}:30` });
  });

  it('finds windows that share a minute, and none in windows that only meet', () => {
    const read = (text: string) => (readDayWindows(text) as { windows: { from: number; to: number }[] }).windows;
    expect(windowsOverlap(read('08:00-12:00, 12:00-18:00'))).toBe(false);
    expect(windowsOverlap(read('08:00-12:00, 11:59-18:00'))).toBe(true);
    expect(windowsOverlap(read('22:00-06:00, 05:00-08:00'))).toBe(true);
    expect(windowsOverlap(read('22:00-06:00, 06:00-22:00'))).toBe(false);
    expect(windowsOverlap(read('00:00-00:00, 10:00-11:00'))).toBe(true);
  });

  it('writes them back as read', () => {
    expect(formatDayWindows([{ from: 480, to: 720 }, { from: 1080, to: 0 }, { from: 0, to: 0 }])).toBe('08:00-12:00, 18:00-24:00, 00:00-00:00');
  });
});
