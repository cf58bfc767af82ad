// What the dashboards read of the daily stays rollup (report_daily_stays, migrations 342, 363, 366)
// per lot over a period of operator days: each day's arrivals, stays that left (their length and
// bands) and occupancy rows, and the stays present at the period's start (every earlier day's
// beginnings less its ends), so that occupancy is lib/reports/use-figures.ts occupiedFromDays
// without reading a stay.
import { startOfDay } from '../../../../lib/parking/cards/operator-days';
import type { OccupancyDay } from '../../../../lib/reports/use-figures';
import type { DayRange } from '../../../../lib/reports/periods';
import type { Reader } from '../../../db';
import { STAY_BAND_COLUMNS } from '../rollups';

export interface StayDay extends OccupancyDay {
  arrivals: number;
  left: number;
  leftMs: number;
  /** Stays that left, per band of STAY_LENGTH_BANDS in its order. */
  bands: number[];
}

export interface LotStayDays {
  presentAtStart: number;
  days: StayDay[];
}

const EPOCH_DAY = "DATE '1970-01-01'";

export async function readStayDays(db: Reader, ids: readonly number[], range: DayRange): Promise<Map<number, LotStayDays>> {
  const lots = new Map(ids.map((id) => [id, { presentAtStart: 0, days: [] as StayDay[] }]));
  const present = await db.query<{ lot_id: number; present: string | number }>(
    `SELECT lot_id, sum(occupancy_in - occupancy_out)::bigint AS present FROM report_daily_stays
      WHERE lot_id = ANY($1::int[]) AND day < ${EPOCH_DAY} + $2::int GROUP BY lot_id`, [ids, range.from]);
  for (const row of present) lots.get(Number(row.lot_id))!.presentAtStart = Number(row.present);
  const days = await db.query<Record<string, string | number>>(
    `SELECT lot_id, day - ${EPOCH_DAY} AS day, arrivals, stays, total_ms, occupancy_in, occupancy_in_ms, occupancy_out, occupancy_out_ms, ${STAY_BAND_COLUMNS.join(', ')}
       FROM report_daily_stays WHERE lot_id = ANY($1::int[]) AND day BETWEEN ${EPOCH_DAY} + $2::int AND ${EPOCH_DAY} + $3::int`, [ids, range.from, range.to]);
  for (const row of days) {
    lots.get(Number(row.lot_id))!.days.push({
      dayEnd: startOfDay(Number(row.day) + 1),
      began: Number(row.occupancy_in), beganRestMs: Number(row.occupancy_in_ms), ended: Number(row.occupancy_out), endedRestMs: Number(row.occupancy_out_ms),
      arrivals: Number(row.arrivals), left: Number(row.stays), leftMs: Number(row.total_ms), bands: STAY_BAND_COLUMNS.map((c) => Number(row[c])),
    });
  }
  return lots;
}
