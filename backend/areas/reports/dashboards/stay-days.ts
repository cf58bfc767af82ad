// What the dashboards read of the daily stays rollup (report_daily_stays, migrations 342, 363, 366)
// per lot over a period of operator days, summed in SQL (one row per lot, not one per day): the
// occupancy sums of lib/reports/use-figures.ts OccupancySums (the stays present at the start are
// every earlier day's beginnings less its ends), arrivals, the stays that left (their length and
// bands), so that occupancy is occupiedFromSums without reading a stay.
import { dateOfDay } from '../../../../lib/parking/cards/operator-days';
import type { OccupancySums } from '../../../../lib/reports/use-figures';
import type { DayRange } from '../../../../lib/reports/periods';
import type { Reader } from '../../../db';
import { STAY_BAND_COLUMNS } from '../rollups';

export interface LotStays {
  occupancy: OccupancySums;
  arrivals: number;
  left: number;
  leftMs: number;
  /** Stays that left, per band of STAY_LENGTH_BANDS in its order. */
  bands: number[];
}

const IN_PERIOD = 'day >= $2::date';
const NET = '(occupancy_in - occupancy_out)';
const inPeriod = (sum: string) => `coalesce(sum(${sum}) FILTER (WHERE ${IN_PERIOD}), 0)::bigint`;

export async function readLotStays(db: Reader, ids: readonly number[], range: DayRange): Promise<Map<number, LotStays>> {
  const rows = await db.query<Record<string, string | number>>(
    `SELECT lot_id, coalesce(sum(${NET}) FILTER (WHERE day < $2::date), 0)::bigint AS present, ${inPeriod(NET)} AS net,
            ${inPeriod('occupancy_in_ms - occupancy_out_ms')} AS rest_ms, ${inPeriod(`${NET} * (day - $2::date + 1)`)} AS net_days,
            ${inPeriod('arrivals')} AS arrivals, ${inPeriod('stays')} AS left_stays, ${inPeriod('total_ms')} AS left_ms,
            ${STAY_BAND_COLUMNS.map((c) => `${inPeriod(c)} AS ${c}`).join(', ')}
       FROM report_daily_stays WHERE lot_id = ANY($1::int[]) AND day <= $3::date GROUP BY lot_id`,
    [ids, dateOfDay(range.from), dateOfDay(range.to)]);
  const none: LotStays = { occupancy: { presentAtStart: 0, net: 0, restMs: 0, netDays: 0 }, arrivals: 0, left: 0, leftMs: 0, bands: STAY_BAND_COLUMNS.map(() => 0) };
  const lots = new Map(ids.map((id) => [id, none]));
  for (const row of rows) {
    lots.set(Number(row.lot_id), {
      occupancy: { presentAtStart: Number(row.present), net: Number(row.net), restMs: Number(row.rest_ms), netDays: Number(row.net_days) },
      arrivals: Number(row.arrivals), left: Number(row.left_stays), leftMs: Number(row.left_ms), bands: STAY_BAND_COLUMNS.map((c) => Number(row[c])),
    });
  }
  return lots;
}
