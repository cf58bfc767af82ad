// Use figures over time (docs/reports.md, "Use"): occupancy (occupied berth-time over berth-time),
// turnover (stays per berth per day) and the devices' online rate (online device-time over
// device-time). Pure: the report's SQL gives the intervals and counts, these functions say what
// they make. Times are epoch milliseconds; a window is [start, end).
import { DAY_MS } from './day-length';
import { type Rate, rateOf, scaledRatio } from './rates';

export interface TimeWindow {
  start: number;
  end: number;
}

/** A stay's time on a berth or in a lot: exitAt null while it is still there. */
export interface StayInterval {
  entryAt: number;
  exitAt: number | null;
}

/** What of a window has passed at `now`: a report over today counts the time gone, not the day still to come. */
export function elapsed(window: TimeWindow, now: number): TimeWindow {
  return { start: window.start, end: Math.max(window.start, Math.min(window.end, now)) };
}

/** The length of [from, to) inside a window; 0 when they do not meet. */
export function overlap(from: number, to: number, window: TimeWindow): number {
  return Math.max(0, Math.min(to, window.end) - Math.max(from, window.start));
}

/** Occupied berth-time and the berth-time there was (ms): they add up over adjacent windows. */
export interface BerthTime {
  occupied: number;
  available: number;
}

/**
 * A place's berth-time over a window up to `now`: each stay occupies from entry to exit (one still
 * there, up to now), clipped to the window; berth-time available is berths x the window's
 * elapsed length. So a stay crossing midnight counts in each day for the time it spent in it.
 */
export function berthTime(stays: readonly StayInterval[], berths: number, window: TimeWindow, now: number): BerthTime {
  const gone = elapsed(window, now);
  let occupied = 0;
  for (const stay of stays) occupied += overlap(stay.entryAt, stay.exitAt ?? now, gone);
  return { occupied, available: berths * (gone.end - gone.start) };
}

/**
 * A place's operator day as the daily stays rollup keeps it for occupancy (migration 366): the
 * stays that began occupying that day and the day's time left after each entry (summed), the same
 * for the stays that ended (a stay whose exit precedes its entry occupies nothing and is in neither).
 */
export interface OccupancyDay {
  /** The first millisecond after the day. */
  dayEnd: number;
  began: number;
  beganRestMs: number;
  ended: number;
  endedRestMs: number;
}

/**
 * What occupancy needs of a place's days over a window of whole days, summed (SQL sums the same
 * columns: backend/areas/reports/dashboards/stay-days.ts): the stays present at its start (the
 * earlier days' beginnings less their ends); over the window's days, beginnings less ends (`net`),
 * the days' rest after beginnings less that after ends (`restMs`), and each day's beginnings less
 * ends times its number of days from the window's start to the day's end (`netDays`).
 */
export interface OccupancySums { presentAtStart: number; net: number; restMs: number; netDays: number }

export function occupancySums(presentAtStart: number, days: readonly OccupancyDay[], window: TimeWindow): OccupancySums {
  const sums = { presentAtStart, net: 0, restMs: 0, netDays: 0 };
  for (const day of days) {
    sums.net += day.began - day.ended;
    sums.restMs += day.beganRestMs - day.endedRestMs;
    sums.netDays += (day.began - day.ended) * Math.round((day.dayEnd - window.start) / DAY_MS);
  }
  return sums;
}

/**
 * Occupied berth-time over a window of whole days up to now, from its days' sums instead of the
 * stays (berthTime's figure, use-figures.test.ts): the stays present at the start occupy all of the
 * elapsed time; a stay beginning in the window adds the time from its entry to the elapsed end (its
 * day's rest, then the days after), one ending takes away the time from its exit. Nothing begins or
 * ends after now.
 */
export function occupiedFromSums(sums: OccupancySums, window: TimeWindow, now: number): number {
  const gone = elapsed(window, now);
  const length = gone.end - gone.start;
  return sums.presentAtStart * length + sums.restMs + sums.net * length - DAY_MS * sums.netDays;
}

/** Berth-time of several windows or places together. */
export const addBerthTime = (a: BerthTime, b: BerthTime): BerthTime => ({ occupied: a.occupied + b.occupied, available: a.available + b.available });

/** Occupancy (泊位利用率) in basis points: occupied over available berth-time; none without berths or time. Above 100 % when a lot holds more than its berths. */
export const occupancyRate = (time: BerthTime): Rate => rateOf(time.occupied, time.available);

/** Turnover is written with two decimals: 325 = 3.25 stays per berth per day. */
export const TURNOVER_SCALE = 100;

/** Turnover (周转率): stays begun in the period / berths / days of the period, in hundredths; none without berths. */
export function turnover(staysBegun: number, berths: number, days: number): number | null {
  return scaledRatio(staysBegun, berths * days, TURNOVER_SCALE);
}

/** A device's time offline: intervals from going offline to coming back (null while still offline). */
export interface OfflineInterval {
  from: number;
  to: number | null;
}

/** An enabled device: since when it is in service, and its offline intervals (in any order, possibly overlapping). */
export interface DeviceRecord {
  inServiceAt: number;
  offline: readonly OfflineInterval[];
}

/** Online and total device-time (ms) of enabled devices over a window up to now. */
export interface DeviceTime {
  online: number;
  total: number;
}

/**
 * Device-time of the enabled devices over a window up to now: each device counts the elapsed window
 * from when it entered service (a device added in the window counts from then), online less the time
 * inside its offline intervals there (an open one up to now; overlapping intervals count once).
 */
export function deviceTime(devices: readonly DeviceRecord[], window: TimeWindow, now: number): DeviceTime {
  const gone = elapsed(window, now);
  let online = 0;
  let total = 0;
  for (const device of devices) {
    const served: TimeWindow = { start: Math.max(gone.start, Math.min(gone.end, device.inServiceAt)), end: gone.end };
    const sorted = [...device.offline].sort((a, b) => a.from - b.from);
    let down = 0;
    let reached = served.start;
    for (const interval of sorted) {
      const from = Math.max(interval.from, reached);
      const to = Math.min(interval.to ?? now, served.end);
      if (to > from) { down += to - from; reached = to; }
    }
    total += served.end - served.start;
    online += served.end - served.start - down;
  }
  return { online, total };
}

/** Device-time of several windows or groups of devices together. */
export const addDeviceTime = (a: DeviceTime, b: DeviceTime): DeviceTime => ({ online: a.online + b.online, total: a.total + b.total });

/** The devices' online rate (在线率) over a period, in basis points: online over total device-time. */
export const deviceOnlineRate = (time: DeviceTime): Rate => rateOf(time.online, time.total);

/** The share of enabled devices online now (comm_state 1), in basis points: what the live screens show. */
export const onlineShareNow = (online: number, enabled: number): Rate => rateOf(online, enabled);
