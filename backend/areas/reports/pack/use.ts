// The pack's use figures over a period and lots (docs/reports.md "Use"): entries, exits and the
// peak hour from the hourly rollup (report_hourly_traffic); occupancy and turnover over the lots
// that have a capacity (estate's place_occupancy), occupancy and the average stay of the stays that
// left in the period from the daily stays rollup, as the site dashboard reads them (stay-days.ts);
// the devices online now and over the period.
import { HOURS_PER_DAY, peakHour } from '../../../../lib/reports/arrivals';
import { daysIn, instantsOf, type DayRange } from '../../../../lib/reports/periods';
import { averageStayMinutes } from '../../../../lib/reports/stay-lengths';
import { addBerthTime, deviceOnlineRate, elapsed, occupancyRate, occupiedFromSums, onlineShareNow, turnover, type BerthTime } from '../../../../lib/reports/use-figures';
import { DEVICE_KINDS } from '../../../../lib/device-protocol';
import { LOCK_COMM_STATE } from '../../../../lib/spec-constants';
import { isoAt, type Reader } from '../../../db';
import { LIVE_TABLES } from '../../devices';
import { readOccupancy } from '../../estate';
import { DEVICE_ENABLED } from '../dashboards/live-reads';
import { readLotStays } from '../dashboards/stay-days';
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
  const places = await readOccupancy(db, 'lot', lots === 'all' ? 'all' : [...lots]);
  const capacities = [...places.values()].filter((lot) => lot.capacity > 0);
  const berths = capacities.reduce((sum, lot) => sum + lot.capacity, 0);
  const lotStays = await readLotStays(db, lots === 'all' ? [...places.keys()] : lots, range);
  let time: BerthTime = { occupied: 0, available: 0 };
  for (const lot of capacities) {
    const occupied = occupiedFromSums(lotStays.get(lot.lotId)!.occupancy, window, now);
    time = addBerthTime(time, { occupied, available: lot.capacity * (elapsed(window, now).end - window.start) });
  }
  const capacityLots = new Set(capacities.map((lot) => lot.lotId));
  const begunInCapacityLots = hours.filter((r) => capacityLots.has(Number(r.lot_id))).reduce((sum, r) => sum + r.arrivals, 0);
  const left = [...lotStays.values()].reduce((sum, lot) => ({ ms: sum.ms + lot.leftMs, stays: sum.stays + lot.left }), { ms: 0, stays: 0 });

  return {
    entries: byHour.reduce((a, b) => a + b, 0),
    exits: hours.reduce((sum, r) => sum + r.departures, 0),
    berths,
    occupancy: occupancyRate(time),
    turnover: turnover(begunInCapacityLots, berths, daysIn(range)),
    averageStayMinutes: averageStayMinutes(left.ms, left.stays),
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
