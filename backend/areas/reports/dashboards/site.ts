// /SiteStatisticalAnalysis (docs/reports.md, "Dashboards"): the caller's lots compared over a period:
// occupancy, turnover, average stay and stay lengths (from stays), entries and exits per hour of
// the day and the peak hour (from the hourly rollup), and the lots ranked by money received (daily
// rollup), and the devices' online rate over the period (device-time.ts). Berths are each lot's
// capacity now (place_occupancy, docs/decisions.md "Occupancy").
import { MS_PER_MINUTE } from '../../../../lib/tariff/calendar';
import { HOURS_PER_DAY, peakHour } from '../../../../lib/reports/arrivals';
import { moneyFigure } from '../../../../lib/reports/money-figures';
import { DEFAULT_PERIOD_LIMITS, datesOf, daysIn, instantsOf, type DayRange } from '../../../../lib/reports/periods';
import { STAY_LENGTH_BANDS, averageStayMinutes } from '../../../../lib/reports/stay-lengths';
import { addBerthTime, deviceOnlineRate, elapsed, occupancyRate, turnover, type BerthTime } from '../../../../lib/reports/use-figures';
import { STAY_STATE } from '../../../../lib/parking/stay-machine';
import type { RequestContext } from '../../../context';
import { isoAt, type Reader } from '../../../db';
import { readOccupancy } from '../../estate';
import { DAILY_MONEY, HOURLY_TRAFFIC } from '../rollups';
import { asOfRollups, type Answer, type Table } from './build';
import { readMoneyDays, sumsOf } from '../money-sums';
import { dashboardLots, dashboardPeriod, lotIdsOf } from './request';
import { addDeviceTimes, readDeviceTime } from './device-time';

/** An instant's hour of the operator's day in SQL (docs/reports.md, "Periods": the bucket key's hour). */
export const operatorHourSql = (column: string) => `to_char(timezone('UTC', ${column}) + interval '8 hours', 'HH24')::int`;
/** A stay's length in ms, and its band (STAY_LENGTH_BANDS, a bound in the longer band). */
const LENGTH_MS = '(extract(epoch FROM exit_at - entry_at) * 1000)::bigint';
const BAND_SQL = `CASE ${[...STAY_LENGTH_BANDS].reverse().map(({ band, from }) => `WHEN ${LENGTH_MS} >= ${from * MS_PER_MINUTE} THEN '${band}'`).join(' ')} ELSE '${STAY_LENGTH_BANDS[0].band}' END`;

interface LotUse { berthTime: BerthTime; entries: number; leftMs: number; left: number; berths: number }

export async function siteAnalysis(context: RequestContext, input: { from: string; to: string; lotId?: number }): Promise<Answer> {
  const range = dashboardPeriod(input, DEFAULT_PERIOD_LIMITS.day);
  const lots = await dashboardLots(context, input.lotId);
  const ids = lotIdsOf(lots);
  const { db, now } = context;
  const use = await lotUse(db, ids, range, now);
  const hours = await trafficByHour(db, ids, range);
  const bands = await stayLengthBands(db, ids, range);
  const money = await readMoneyDays(db, ids, range);
  const devices = await readDeviceTime(db, ids, instantsOf(range), now);

  const all = [...use.values()].reduce((a, b) => ({
    berthTime: addBerthTime(a.berthTime, b.berthTime), entries: a.entries + b.entries, leftMs: a.leftMs + b.leftMs, left: a.left + b.left, berths: a.berths + b.berths,
  }), { berthTime: { occupied: 0, available: 0 }, entries: 0, leftMs: 0, left: 0, berths: 0 });
  const peak = peakHour(hours.map((h) => h.entries));
  const days = daysIn(range);

  const lotRows = lots.map((lot) => {
    const u = use.get(lot.id)!;
    const received = moneyFigure('received', sumsOf(money.filter((d) => d.lotId === lot.id)));
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
    asOf: await asOfRollups(db, [DAILY_MONEY, HOURLY_TRAFFIC]),
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
 * Per lot: berth-time (lib/reports/use-figures.ts berthTime, summed in SQL: each stay from entry to
 * exit, one still in up to now, clipped to the period's time gone), stays begun (the hourly
 * rollup's arrivals), and the stays that left in the period (a repeat entry never left).
 */
async function lotUse(db: Reader, ids: readonly number[], range: DayRange, now: number): Promise<Map<number, LotUse>> {
  const window = elapsed(instantsOf(range), now);
  const { start, end } = instantsOf(range);
  const params = [ids, isoAt(window.start), isoAt(window.end)];
  const occupied = await db.query<{ lot_id: number; occupied: string | number }>(
    `SELECT lot_id, coalesce(sum((extract(epoch FROM least(coalesce(exit_at, $3::timestamptz), $3::timestamptz) - greatest(entry_at, $2::timestamptz)) * 1000)::bigint), 0)::bigint AS occupied
       FROM stays WHERE lot_id = ANY($1::int[]) AND state <> ${STAY_STATE.repeatEntry}
        AND entry_at < $3::timestamptz AND coalesce(exit_at, $3::timestamptz) > $2::timestamptz GROUP BY lot_id`, params);
  const entries = await db.query<{ lot_id: number; entries: number }>(
    `SELECT lot_id, sum(arrivals)::int AS entries FROM report_hourly_traffic WHERE lot_id = ANY($1::int[]) AND hour >= $2 AND hour < $3 GROUP BY lot_id`,
    [ids, isoAt(start), isoAt(end)]);
  const left = await db.query<{ lot_id: number; total: string | number; count: number }>(
    `SELECT lot_id, sum(${LENGTH_MS})::bigint AS total, count(*)::int AS count FROM stays
      WHERE lot_id = ANY($1::int[]) AND exit_at >= $2 AND exit_at < $3 AND state <> ${STAY_STATE.repeatEntry} GROUP BY lot_id`,
    [ids, isoAt(start), isoAt(end)]);
  const places = await readOccupancy(db, 'lot', [...ids]);
  const length = window.end - window.start;
  return new Map(ids.map((id) => {
    const berths = Math.max(0, places.get(id)?.capacity ?? 0);
    const leftRow = left.find((r) => Number(r.lot_id) === id);
    return [id, {
      berths,
      berthTime: { occupied: Number(occupied.find((r) => Number(r.lot_id) === id)?.occupied ?? 0), available: berths * length },
      entries: Number(entries.find((r) => Number(r.lot_id) === id)?.entries ?? 0),
      leftMs: Number(leftRow?.total ?? 0), left: Number(leftRow?.count ?? 0),
    }];
  }));
}

/** Entries (arrivals) and exits (departures) by hour of the operator's day over the period, from the hourly rollup. */
async function trafficByHour(db: Reader, ids: readonly number[], range: DayRange): Promise<{ entries: number; exits: number }[]> {
  const { start, end } = instantsOf(range);
  const rows = await db.query<{ h: number; entries: number; exits: number }>(
    `SELECT ${operatorHourSql('hour')} AS h, sum(arrivals)::int AS entries, sum(departures)::int AS exits FROM report_hourly_traffic
      WHERE lot_id = ANY($1::int[]) AND hour >= $2 AND hour < $3 GROUP BY 1`, [ids, isoAt(start), isoAt(end)]);
  return Array.from({ length: HOURS_PER_DAY }, (_, hour) => {
    const row = rows.find((r) => Number(r.h) === hour);
    return { entries: Number(row?.entries ?? 0), exits: Number(row?.exits ?? 0) };
  });
}

/** Stays that left in the period, by length band. */
async function stayLengthBands(db: Reader, ids: readonly number[], range: DayRange): Promise<Map<string, number>> {
  const { start, end } = instantsOf(range);
  const rows = await db.query<{ band: string; count: number }>(
    `SELECT ${BAND_SQL} AS band, count(*)::int AS count FROM stays
      WHERE lot_id = ANY($1::int[]) AND exit_at >= $2 AND exit_at < $3 AND state <> ${STAY_STATE.repeatEntry} GROUP BY 1`,
    [ids, isoAt(start), isoAt(end)]);
  return new Map(rows.map((r) => [r.band, Number(r.count)]));
}
