// The pack's use figures over a period and lots (docs/reports.md "Use"): entries, exits and the
// peak hour from the hourly rollup (report_hourly_traffic); occupancy and turnover over the lots
// that have a capacity (estate's place_occupancy), occupancy from the stays on the lots in the
// period; the average stay of the stays that left in it; the devices online now and over the period.
import { HOURS_PER_DAY, peakHour } from '../../../../lib/reports/arrivals';
import { daysIn, instantsOf, type DayRange } from '../../../../lib/reports/periods';
import { averageStayMinutes } from '../../../../lib/reports/stay-lengths';
import { addBerthTime, berthTime, deviceOnlineRate, occupancyRate, onlineShareNow, turnover, type BerthTime } from '../../../../lib/reports/use-figures';
import { DEVICE_KINDS } from '../../../../lib/device-protocol';
import { STAY_STATE } from '../../../../lib/parking/stay-machine';
import { LOCK_COMM_STATE } from '../../../../lib/spec-constants';
import { isoAt, toMs, type Reader } from '../../../db';
import { LIVE_TABLES } from '../../devices';
import { readOccupancy } from '../../estate';
import { DEVICE_ENABLED } from '../dashboards/live-reads';
import { addDeviceTimes, readDeviceTime } from '../dashboards/device-time';

const ENABLED = DEVICE_ENABLED;
const IN_LOTS = '($1::boolean OR lot_id = ANY($2::int[]))';

export interface PackUse {
  entries: number; exits: number; berths: number; occupancy: number | null; turnover: number | null;
  averageStayMinutes: number | null; peakHour: { hour: number; count: number } | null;
}

export async function useFigures(db: Reader, lots: readonly number[] | 'all', range: DayRange, now: number): Promise<PackUse> {
  const scope = [lots === 'all', lots === 'all' ? [] : lots];
  const window = instantsOf(range);
  const instants = [isoAt(window.start), isoAt(window.end)];
  const hours = await db.query<{ hour: number; lot_id: number; arrivals: number; departures: number }>(
    `SELECT lot_id, to_char(timezone('UTC', hour) + interval '8 hours', 'HH24')::int AS hour,
            sum(arrivals)::int AS arrivals, sum(departures)::int AS departures FROM report_hourly_traffic
      WHERE hour >= $3 AND hour < $4 AND ${IN_LOTS} GROUP BY 1, 2`, [...scope, ...instants]);
  const byHour = Array.from({ length: HOURS_PER_DAY }, () => 0);
  for (const row of hours) byHour[row.hour] += row.arrivals;

  // Occupancy and turnover count only lots with a capacity (their berths are the denominator).
  const capacities = [...(await readOccupancy(db, 'lot', lots === 'all' ? 'all' : [...lots])).values()].filter((lot) => lot.capacity > 0);
  const berths = capacities.reduce((sum, lot) => sum + lot.capacity, 0);
  const stays = await db.query<{ lot_id: number; entry_at: unknown; exit_at: unknown }>(
    `SELECT lot_id, entry_at, exit_at FROM stays
      WHERE lot_id = ANY($1::int[]) AND entry_at < $3 AND (exit_at IS NULL OR exit_at > $2) AND state <> ${STAY_STATE.repeatEntry}`,
    [capacities.map((lot) => lot.lotId), ...instants]);
  let time: BerthTime = { occupied: 0, available: 0 };
  for (const lot of capacities) {
    const intervals = stays.filter((s) => Number(s.lot_id) === lot.lotId)
      .map((s) => ({ entryAt: toMs(s.entry_at) ?? 0, exitAt: s.exit_at === null ? null : toMs(s.exit_at) }));
    time = addBerthTime(time, berthTime(intervals, lot.capacity, window, now));
  }
  const capacityLots = new Set(capacities.map((lot) => lot.lotId));
  const begunInCapacityLots = hours.filter((r) => capacityLots.has(Number(r.lot_id))).reduce((sum, r) => sum + r.arrivals, 0);

  const [left] = await db.query<{ total_ms: string | null; stays: number }>(
    `SELECT sum(extract(epoch FROM exit_at - entry_at) * 1000)::bigint AS total_ms, count(*)::int AS stays FROM stays
      WHERE exit_at >= $3 AND exit_at < $4 AND state <> ${STAY_STATE.repeatEntry} AND ${IN_LOTS}`, [...scope, ...instants]);

  return {
    entries: byHour.reduce((a, b) => a + b, 0),
    exits: hours.reduce((sum, r) => sum + r.departures, 0),
    berths,
    occupancy: occupancyRate(time),
    turnover: turnover(begunInCapacityLots, berths, daysIn(range)),
    averageStayMinutes: averageStayMinutes(Number(left.total_ms ?? 0), left.stays),
    peakHour: peakHour(byHour),
  };
}

/**
 * Enabled devices online now over enabled devices, and their online rate over the period (up to
 * now: `deviceOnlineRate` of their device-time, from the offline intervals).
 */
export async function devicesOnline(db: Reader, lots: readonly number[], range: DayRange, now: number): Promise<{ enabled: number; online: number; onlineRate: number | null; periodOnlineRate: number | null }> {
  const scope = [false, lots];
  let enabled = 0;
  let online = 0;
  for (const kind of DEVICE_KINDS) {
    const [row] = await db.query<{ enabled: number; online: number }>(
      `SELECT count(*)::int AS enabled, count(*) FILTER (WHERE comm_state = ${LOCK_COMM_STATE.online})::int AS online
         FROM ${LIVE_TABLES[kind]} WHERE status = ${ENABLED} AND ${IN_LOTS}`, scope);
    enabled += row.enabled;
    online += row.online;
  }
  const periodOnlineRate = deviceOnlineRate(addDeviceTimes(await readDeviceTime(db, lots, instantsOf(range), now)));
  return { enabled, online, onlineRate: onlineShareNow(online, enabled), periodOnlineRate };
}
