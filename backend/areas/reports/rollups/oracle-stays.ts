// The daily stays rollup's oracle: the stays that left, read plain and banded in TypeScript with
// lib/reports/stay-lengths.ts (not by the rollup's SQL), per lot and operator day of leaving; and
// every stay counted on its day of arrival; the stays that began and ended occupying (their
// day's time left after entry and exit, from the dates in TypeScript).
import type { Reader } from '../../../db';
import { STAY_LENGTH_BANDS, stayLengthBand } from '../../../../lib/reports/stay-lengths';
import { STAY_STATE } from '../../../../lib/parking/stay-machine';
import { STAY_BAND_COLUMNS } from './daily-stays';
import { dayOfDate, startOfDay } from '../../../../lib/parking/cards/operator-days';

const OCCUPANCY = ['occupancy_in', 'occupancy_in_ms', 'occupancy_out', 'occupancy_out_ms'];
const COLUMNS = ['lot_id', 'day', 'stays', 'total_ms', ...STAY_BAND_COLUMNS, 'arrivals', ...OCCUPANCY];
const line = (row: Record<string, unknown>) => COLUMNS.map((c) => `${c}=${String(row[c])}`).join(' ');

/** The day's time left after an instant of it. */
const restOfDay = (day: string, at: number) => startOfDay(dayOfDate(day)! + 1) - at;
/** One more stay in a count, its time in the count's `_ms`. */
function add(bucket: Record<string, number | string>, count: string, ms: number) {
  bucket[count] = Number(bucket[count]) + 1;
  bucket[`${count}_ms`] = Number(bucket[`${count}_ms`]) + ms;
}

export async function expectedStays(db: Reader): Promise<string[]> {
  const stays = await db.query<{ lot_id: number; day: string | null; arrived: string; state: number; entry_at: Date | string; exit_at: Date | string | null }>(
    'SELECT lot_id, operator_day(exit_at)::text AS day, operator_day(entry_at)::text AS arrived, state, entry_at, exit_at FROM stays');
  const buckets = new Map<string, Record<string, number | string>>();
  const bucketOf = (lotId: number, day: string) => {
    const key = `${lotId} ${day}`;
    const bucket = buckets.get(key) ?? Object.fromEntries([['lot_id', Number(lotId)], ['day', day], ['stays', 0], ['total_ms', 0], ...STAY_BAND_COLUMNS.map((c) => [c, 0]), ['arrivals', 0], ...OCCUPANCY.map((c) => [c, 0])]);
    buckets.set(key, bucket);
    return bucket;
  };
  for (const stay of stays) {
    const arrivedOn = bucketOf(stay.lot_id, stay.arrived);
    arrivedOn.arrivals = Number(arrivedOn.arrivals) + 1;
    const entryAt = new Date(stay.entry_at).getTime();
    const exitAt = stay.exit_at === null ? null : new Date(stay.exit_at).getTime();
    const occupied = Number(stay.state) !== STAY_STATE.repeatEntry && (exitAt === null || exitAt >= entryAt);
    if (occupied) add(arrivedOn, 'occupancy_in', restOfDay(stay.arrived, entryAt));
    if (exitAt === null || stay.day === null || Number(stay.state) === STAY_STATE.repeatEntry) continue;
    const bucket = bucketOf(stay.lot_id, stay.day);
    if (occupied) add(bucket, 'occupancy_out', restOfDay(stay.day, exitAt));
    const length = exitAt - entryAt;
    const band = STAY_BAND_COLUMNS[STAY_LENGTH_BANDS.findIndex((b) => b.band === stayLengthBand(length))];
    bucket.stays = Number(bucket.stays) + 1;
    bucket.total_ms = Number(bucket.total_ms) + length;
    bucket[band] = Number(bucket[band]) + 1;
  }
  return [...buckets.values()].sort((a, b) => Number(a.lot_id) - Number(b.lot_id) || String(a.day).localeCompare(String(b.day))).map(line);
}

export async function rolledStays(db: Reader): Promise<string[]> {
  const rows = await db.query(`SELECT lot_id, day::text AS day, ${COLUMNS.slice(2).join(', ')} FROM report_daily_stays ORDER BY lot_id, day`);
  return rows.map((r) => line(Object.fromEntries(Object.entries(r).map(([k, v]) => [k, k === 'lot_id' || k === 'day' ? v : Number(v)]))));
}
