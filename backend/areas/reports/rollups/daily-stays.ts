// The daily stays rollup (342_report_daily_stays.sql, 363): per lot and operator day, the stays
// that left (the parking hours report: their total length and their count per length band, the
// bands' SQL made from lib/reports/stay-lengths.ts so that they are defined once; a repeat entry
// never left) and the stays that arrived (every stay entered that day: the turnover rate); and for
// occupancy (366, lib/reports/use-figures.ts occupiedFromSums) the stays that began and ended
// occupying that day with the day's time left after each (a repeat entry, or an exit before the
// entry, never occupied).
import { MS_PER_MINUTE } from '../../../../lib/tariff/calendar';
import { STAY_LENGTH_BANDS } from '../../../../lib/reports/stay-lengths';
import { STAY_STATE } from '../../../../lib/parking/stay-machine';
import type { RollupSpec } from './spec';

const BATCH = 'unnest($1::integer[], $2::date[]) AS b(lot_id, day)';
const REPEAT_ENTRY = STAY_STATE.repeatEntry;
const LENGTH_MS = '(extract(epoch FROM s.exit_at - s.entry_at) * 1000)';
const OCCUPIED = `s.state <> ${REPEAT_ENTRY} AND (s.exit_at IS NULL OR s.exit_at >= s.entry_at)`;
/** The day's time left after an instant of it, in ms. */
const REST_MS = (column: string) => `round(extract(epoch FROM operator_day_start(b.day + 1) - ${column}) * 1000)`;

/** A band's condition: from its bound (the shortest band from below, a negative length included) to the next band's. */
const bandCondition = (i: number) => [
  i > 0 ? `${LENGTH_MS} >= ${STAY_LENGTH_BANDS[i].from * MS_PER_MINUTE}` : null,
  i < STAY_LENGTH_BANDS.length - 1 ? `${LENGTH_MS} < ${STAY_LENGTH_BANDS[i + 1].from * MS_PER_MINUTE}` : null,
].filter(Boolean).join(' AND ');
export const STAY_BAND_COLUMNS: readonly string[] = STAY_LENGTH_BANDS.map((b) => b.band.toLowerCase());
const FIGURES = ['stays', 'total_ms', ...STAY_BAND_COLUMNS, 'occupancy_out', 'occupancy_out_ms'];
const figures = [
  'count(*)::integer', `coalesce(sum(${LENGTH_MS}), 0)::bigint`,
  ...STAY_LENGTH_BANDS.map((_, i) => `(count(*) FILTER (WHERE ${bandCondition(i)}))::integer`),
  `(count(*) FILTER (WHERE ${OCCUPIED}))::integer`, `coalesce(sum(${REST_MS('s.exit_at')}) FILTER (WHERE ${OCCUPIED}), 0)::bigint`,
];
const ARRIVALS = ['arrivals', 'occupancy_in', 'occupancy_in_ms'];
const arrivals = ['count(*)::integer', `(count(*) FILTER (WHERE ${OCCUPIED}))::integer`, `coalesce(sum(${REST_MS('s.entry_at')}) FILTER (WHERE ${OCCUPIED}), 0)::bigint`];
const lateral = (names: readonly string[], sums: readonly string[], column: string, where = '') => `CROSS JOIN LATERAL (
         SELECT ${sums.map((sql, i) => `${sql} AS ${names[i]}`).join(', ')} FROM stays s
          WHERE s.lot_id = b.lot_id AND s.${column} >= operator_day_start(b.day) AND s.${column} < operator_day_start(b.day + 1)${where}) c`;
const setAll = (names: readonly string[]) => names.map((f) => `${f} = c.${f}`).join(', ');

export const DAILY_STAYS: RollupSpec = {
  name: 'daily stays',
  marks: 'report_stay_marks',
  buckets: 'report_daily_stays',
  key: 'day',
  keyType: 'date',
  recompute: [
    `UPDATE report_daily_stays r SET ${setAll(FIGURES)}, computed_at = now()
       FROM ${BATCH}
       ${lateral(FIGURES, figures, 'exit_at', ` AND s.state <> ${REPEAT_ENTRY}`)}
      WHERE r.lot_id = b.lot_id AND r.day = b.day`,
    `UPDATE report_daily_stays r SET ${setAll(ARRIVALS)}
       FROM ${BATCH}
       ${lateral(ARRIVALS, arrivals, 'entry_at')}
      WHERE r.lot_id = b.lot_id AND r.day = b.day`,
    `DELETE FROM report_daily_stays r USING ${BATCH} WHERE r.lot_id = b.lot_id AND r.day = b.day AND r.stays = 0 AND r.arrivals = 0`,
  ],
  sourceBuckets: `SELECT DISTINCT lot_id, operator_day(exit_at)::text AS key FROM stays WHERE exit_at >= $1 AND exit_at < $2 AND state <> ${REPEAT_ENTRY}
     UNION SELECT lot_id, operator_day(entry_at)::text FROM stays WHERE entry_at >= $1 AND entry_at < $2`,
  rowsIn: 'SELECT lot_id, day::text AS key FROM report_daily_stays WHERE day >= operator_day($1) AND day < operator_day($2)',
  extent: 'SELECT min(entry_at) AS first, max(coalesce(exit_at, entry_at)) AS last FROM stays',
};
