// /SiteStatisticalAnalysis (docs/reports.md, "Dashboards"): the caller's lots compared over a period:
// occupancy, turnover, average stay and stay lengths (the daily stays rollup), entries and exits per
// hour of the day and the peak hour (the traffic rollups: whole months, then hours), the lots ranked
// by money received (the money rollup), and the devices' online rate over the period
// (device-time.ts). Berths are each lot's capacity now (place_occupancy, docs/decisions.md "Occupancy").
import { HOURS_PER_DAY, peakHour } from '../../../../lib/reports/arrivals';
import { moneyFigure } from '../../../../lib/reports/money-figures';
import { DEFAULT_PERIOD_LIMITS, datesOf, daysIn, instantsOf, type DayRange } from '../../../../lib/reports/periods';
import { STAY_LENGTH_BANDS, averageStayMinutes } from '../../../../lib/reports/stay-lengths';
import { addBerthTime, deviceOnlineRate, elapsed, occupancyRate, occupiedFromSums, turnover, type BerthTime } from '../../../../lib/reports/use-figures';
import type { RequestContext } from '../../../context';
import type { Reader } from '../../../db';
import { periodRowsSql } from '../period-rows';
import { readOccupancy } from '../../estate';
import { DAILY_MONEY, DAILY_STAYS, HOURLY_TRAFFIC } from '../rollups';
import { readLotStays, type LotStays } from './stay-days';
import { asOfRollups, type Answer, type Table } from './build';
import { readMoneySums } from '../money-sums';
import { dashboardLots, dashboardPeriod, lotIdsOf } from './request';
import { addDeviceTimes, readDeviceTime } from './device-time';

interface LotUse { berthTime: BerthTime; entries: number; leftMs: number; left: number; berths: number }

export async function siteAnalysis(context: RequestContext, input: { from: string; to: string; lotId?: number }): Promise<Answer> {
  const range = dashboardPeriod(input, DEFAULT_PERIOD_LIMITS.day);
  const lots = await dashboardLots(context, input.lotId);
  const ids = lotIdsOf(lots);
  const { db, now } = context;
  const lotStays = await readLotStays(db, ids, range);
  const places = await readOccupancy(db, 'lot', [...ids]);
  const use = lotUse(lotStays, (id) => Math.max(0, places.get(id)?.capacity ?? 0), range, now);
  const hours = await trafficByHour(db, ids, range);
  const bands = stayLengthBands(lotStays);
  const money = await readMoneySums(db, ids, range, 'lot');
  const devices = await readDeviceTime(db, ids, instantsOf(range), now);

  const all = [...use.values()].reduce((a, b) => ({
    berthTime: addBerthTime(a.berthTime, b.berthTime), entries: a.entries + b.entries, leftMs: a.leftMs + b.leftMs, left: a.left + b.left, berths: a.berths + b.berths,
  }), { berthTime: { occupied: 0, available: 0 }, entries: 0, leftMs: 0, left: 0, berths: 0 });
  const peak = peakHour(hours.map((h) => h.entries));
  const days = daysIn(range);

  const lotRows = lots.map((lot) => {
    const u = use.get(lot.id)!;
    const received = moneyFigure('received', money.get(String(lot.id)) ?? []);
    return { key: String(lot.id), label: lot.name, values: [received, occupancyRate(u.berthTime), turnover(u.entries, u.berths, days), averageStayMinutes(u.leftMs, u.left), u.entries,
      deviceOnlineRate(addDeviceTimes(devices, (d) => d.lotId === lot.id))] };
  }).sort((a, b) => (b.values[0] ?? 0) - (a.values[0] ?? 0) || a.label.localeCompare(b.label));

  const tables: Table[] = [
    {
      key: 'lotRanking', chart: 'bar', rowKind: 'named', rows: lotRows,
      columns: [{ name: 'received', unit: 'fen' }, { name: 'occupancy', unit: 'bp' }, { name: 'turnover', unit: 'hundredths' }, { name: 'averageStay', unit: 'minutes' }, { name: 'entries', unit: 'count' },
        { name: 'deviceOnlineRate', unit: 'bp' }],
    },
    {
      key: 'trafficByHour', chart: 'line', rowKind: 'hour', columns: [{ name: 'entries', unit: 'count' }, { name: 'exits', unit: 'count' }],
      rows: hours.map((h, hour) => ({ key: String(hour), values: [h.entries, h.exits] })),
    },
    {
      key: 'stayLengths', chart: 'bar', rowKind: 'band', columns: [{ name: 'stayLengths', unit: 'count' }],
      rows: STAY_LENGTH_BANDS.map(({ band }) => ({ key: band, values: [bands.get(band) ?? 0] })),
    },
  ];
  return {
    period: datesOf(range), compared: null,
    asOf: await asOfRollups(db, [DAILY_MONEY, DAILY_STAYS, HOURLY_TRAFFIC]),
    cards: [
      { figure: 'entries', value: all.entries, unit: 'count' },
      { figure: 'occupancy', value: occupancyRate(all.berthTime), unit: 'bp' },
      { figure: 'turnover', value: turnover(all.entries, all.berths, days), unit: 'hundredths' },
      { figure: 'averageStay', value: averageStayMinutes(all.leftMs, all.left), unit: 'minutes' },
      { figure: 'peakHour', value: peak?.hour ?? null, unit: 'hour' },
      { figure: 'deviceOnlineRate', value: deviceOnlineRate(addDeviceTimes(devices)), unit: 'bp' },
    ],
    tables,
  };
}

/**
 * Per lot, from the daily stays rollup (stay-days.ts): berth-time (occupiedFromSums, the figure
 * berthTime defines, over the period's time gone), stays begun (arrivals) and the stays that left
 * in the period (a repeat entry never left).
 */
function lotUse(lotStays: Map<number, LotStays>, berthsOf: (id: number) => number, range: DayRange, now: number): Map<number, LotUse> {
  const period = instantsOf(range);
  const window = elapsed(period, now);
  return new Map([...lotStays].map(([id, stays]) => {
    const berths = berthsOf(id);
    return [id, {
      berths,
      berthTime: { occupied: occupiedFromSums(stays.occupancy, period, now), available: berths * (window.end - window.start) },
      entries: stays.arrivals, leftMs: stays.leftMs, left: stays.left,
    }];
  }));
}

/** The traffic rollups' rows (lot_id, hour of the day, arrivals, departures) of the lots $1 over a period: whole months from their rollup, the other days from the hourly one. `params` gets the dates. */
export function trafficRowsSql(range: DayRange, params: unknown[]): string {
  return periodRowsSql(range, params, {
    months: (within) => `SELECT lot_id, hour, arrivals, departures FROM report_monthly_traffic_hours WHERE lot_id = ANY($1::int[]) AND ${within.dates('month')}`,
    days: (within) => `SELECT lot_id, operator_hour_of_day(hour) AS hour, arrivals, departures FROM report_hourly_traffic WHERE lot_id = ANY($1::int[]) AND ${within.instants('hour')}`,
  });
}

/** Entries (arrivals) and exits (departures) by hour of the operator's day over the period: whole months from their rollup, the other days from the hourly one. */
async function trafficByHour(db: Reader, ids: readonly number[], range: DayRange): Promise<{ entries: number; exits: number }[]> {
  const params: unknown[] = [ids];
  const traffic = trafficRowsSql(range, params);
  const rows = await db.query<{ h: number; entries: number; exits: number }>(
    `SELECT hour AS h, sum(arrivals)::int AS entries, sum(departures)::int AS exits FROM (${traffic}) t GROUP BY 1`, params);
  return Array.from({ length: HOURS_PER_DAY }, (_, hour) => {
    const row = rows.find((r) => Number(r.h) === hour);
    return { entries: Number(row?.entries ?? 0), exits: Number(row?.exits ?? 0) };
  });
}

/** Stays that left in the period, by length band. */
function stayLengthBands(lotStays: Map<number, LotStays>): Map<string, number> {
  const lots = [...lotStays.values()];
  return new Map(STAY_LENGTH_BANDS.map(({ band }, i) => [band, lots.reduce((total, lot) => total + lot.bands[i], 0)]));
}
