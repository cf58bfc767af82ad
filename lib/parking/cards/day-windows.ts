// Times of the operator's day as a package states them ('08:00-12:00, 22:00-06:00'): its free and
// charged periods and its entry windows (docs/rentals.md, "Packages"). Read into minutes of the day
// as the lane uses them (card-facts.ts EntryWindow: start included, end excluded; a start after the
// end crosses midnight; start = end is the whole day). Full-width '，' '：' and '－' are read too.
import { DAY_MINUTES } from '../../tariff/rules';
import type { EntryWindow } from './card-facts';

/** More windows than an operator's day needs is a mistyped list. */
export const DAY_WINDOWS_MAX = 6;
/** Room for DAY_WINDOWS_MAX windows as typed. */
export const DAY_WINDOWS_MAX_LENGTH = 100;

export type WindowsRead = { ok: true; windows: EntryWindow[] } | { ok: false; part: string };

const SEPARATOR = /[,，;；]/;
const WINDOW = /^(\d{1,2})[:：](\d{2})\s*[-－~～]\s*(\d{1,2})[:：](\d{2})$/;

const minuteOf = (hours: string, minutes: string, end: boolean): number | null => {
  const h = Number(hours);
  const m = Number(minutes);
  if (m > 59 || h > 24 || (h === 24 && (m > 0 || !end))) return null;
  return h * 60 + m;
};

/** The windows of `text` (blank: none), or the first part that does not read or makes the list too long. */
export function readDayWindows(text: string | null | undefined): WindowsRead {
  const windows: EntryWindow[] = [];
  for (const part of (text ?? '').split(SEPARATOR).map((p) => p.trim()).filter(Boolean)) {
    const match = WINDOW.exec(part);
    const from = match ? minuteOf(match[1], match[2], false) : null;
    const to = match ? minuteOf(match[3], match[4], true) : null;
    if (from === null || to === null || windows.length === DAY_WINDOWS_MAX) return { ok: false, part };
    windows.push({ from, to: to % DAY_MINUTES });
  }
  return { ok: true, windows };
}

/** The minutes of the day a window covers. */
function* minutesOf({ from, to }: EntryWindow): Generator<number> {
  const length = from === to ? DAY_MINUTES : (to - from + DAY_MINUTES) % DAY_MINUTES;
  for (let i = 0; i < length; i += 1) yield (from + i) % DAY_MINUTES;
}

/** Whether two of the windows (of one list or of several) cover the same minute. */
export function windowsOverlap(windows: readonly EntryWindow[]): boolean {
  const covered = new Uint8Array(DAY_MINUTES);
  for (const window of windows) {
    for (const minute of minutesOf(window)) {
      if (covered[minute]) return true;
      covered[minute] = 1;
    }
  }
  return false;
}

const hhmm = (minute: number) => `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/** Windows as the package shows them: '08:00-12:00, 22:00-06:00'. */
export const formatDayWindows = (windows: readonly EntryWindow[]) =>
  windows.map((w) => `${hhmm(w.from)}-${w.to === 0 && w.from !== 0 ? '24:00' : hhmm(w.to)}`).join(', ');
