// The windows of a day (e.g. day 07:00-21:00 and night 21:00-07:00) as a table by minute of the
// day, built once per rule set: which window a minute falls in and how long until the next window
// starts. A single window lasts 24 h from its start, so its occurrences are cut at that time.
import type { RateWindow } from './rules';
import { DAY_MINUTES, minuteOfDay } from './rules';

/** A window with the absent parts of its price made explicit (no first period: 0 minutes; no cap: Infinity). */
export interface ClockWindow {
  name: string;
  free: boolean;
  firstMinutes: number;
  firstUnitMinutes: number;
  firstPrice: number;
  unitMinutes: number;
  unitPrice: number;
  cap: number;
}

export interface Clock {
  windows: ClockWindow[];
  /** Index in `windows` of the window each minute of the day falls in. */
  windowAt: Uint8Array;
  /** Minutes from each minute of the day to the start of the next window occurrence. */
  untilNext: Uint16Array;
  /** Length of each window's occurrences. */
  lengths: number[];
}

function clockWindow(w: RateWindow): ClockWindow {
  if (w.free) return { name: w.name, free: true, firstMinutes: 0, firstUnitMinutes: 1, firstPrice: 0, unitMinutes: 1, unitPrice: 0, cap: Infinity };
  return {
    name: w.name,
    free: false,
    firstMinutes: w.first?.minutes ?? 0,
    firstUnitMinutes: w.first?.unitMinutes ?? 1,
    firstPrice: w.first?.price ?? 0,
    unitMinutes: w.unit.minutes,
    unitPrice: w.unit.price,
    cap: w.cap ?? Infinity,
  };
}

/** `windows` sorted by start, as the schema requires. */
export function compileClock(windows: readonly RateWindow[]): Clock {
  const starts = windows.map((w) => minuteOfDay(w.start));
  const windowAt = new Uint8Array(DAY_MINUTES);
  const untilNext = new Uint16Array(DAY_MINUTES);
  for (let minute = 0; minute < DAY_MINUTES; minute++) {
    let index = starts.length - 1;
    while (index > 0 && starts[index] > minute) index--;
    // Before the first start, a minute still belongs to the last window, which wraps past midnight.
    if (starts[index] > minute) index = starts.length - 1;
    const next = starts.find((start) => start > minute) ?? starts[0] + DAY_MINUTES;
    windowAt[minute] = index;
    untilNext[minute] = next - minute;
  }
  const lengths = starts.map((start, i) => (i + 1 < starts.length ? starts[i + 1] : starts[0] + DAY_MINUTES) - start);
  return { windows: windows.map(clockWindow), windowAt, untilNext, lengths };
}
