// The hourly rollup of arrivals, departures and passages: per lot and operator hour (whole UTC
// hours, operator_hour of 111_analysis.sql) the stays that entered and left and the lanes'
// passages, and per lane and direction the passages (report_hourly_lanes, rewritten with it); and
// the months of the hours (monthly.ts): arrivals and departures per hour of the day.
import { rewriteMonths } from './monthly';
import type { RollupSpec } from './spec';

const BATCH = 'unnest($1::integer[], $2::timestamptz[]) AS b(lot_id, hour)';
const IN_HOUR = (column: string) => `${column} >= r.hour AND ${column} < r.hour + interval '1 hour'`;

export const HOURLY_TRAFFIC: RollupSpec = {
  name: 'hourly traffic',
  marks: 'report_hourly_marks',
  buckets: 'report_hourly_traffic',
  key: 'hour',
  keyType: 'timestamptz',
  // Per bucket (correlated subqueries, a LATERAL): each source's (lot_id, instant) index serves it.
  recompute: [
    `UPDATE report_hourly_traffic r SET
        arrivals = (SELECT count(*) FROM stays s WHERE s.lot_id = r.lot_id AND ${IN_HOUR('s.entry_at')}),
        departures = (SELECT count(*) FROM stays s WHERE s.lot_id = r.lot_id AND ${IN_HOUR('s.exit_at')}),
        passages = (SELECT count(*) FROM passages p WHERE p.lot_id = r.lot_id AND ${IN_HOUR('p.at')}),
        computed_at = now()
       FROM ${BATCH} WHERE r.lot_id = b.lot_id AND r.hour = b.hour`,
    `DELETE FROM report_hourly_lanes l USING ${BATCH} WHERE l.lot_id = b.lot_id AND l.hour = b.hour`,
    `INSERT INTO report_hourly_lanes (lot_id, hour, lane_name, direction, passages)
     SELECT b.lot_id, b.hour, p.lane_name, p.direction, p.passages
       FROM ${BATCH}
       CROSS JOIN LATERAL (
         SELECT lane_name, direction, count(*) AS passages FROM passages
          WHERE lot_id = b.lot_id AND at >= b.hour AND at < b.hour + interval '1 hour' GROUP BY lane_name, direction) p`,
    `DELETE FROM report_hourly_traffic r USING ${BATCH}
      WHERE r.lot_id = b.lot_id AND r.hour = b.hour AND r.arrivals = 0 AND r.departures = 0 AND r.passages = 0`,
    ...rewriteMonths('report_monthly_traffic_hours', 'timestamptz', ['lot_id', 'month', 'hour', 'arrivals', 'departures'], (months) =>
      `SELECT t.lot_id, m.month, operator_hour_of_day(t.hour), sum(t.arrivals), sum(t.departures) FROM ${months} m
         JOIN report_hourly_traffic t ON t.lot_id = m.lot_id AND t.hour >= operator_day_start(m.month) AND t.hour < operator_day_start((m.month + interval '1 month')::date)
        GROUP BY 1, 2, 3 HAVING sum(t.arrivals) + sum(t.departures) > 0`),
  ],
  sourceBuckets: `SELECT lot_id, operator_hour(entry_at)::text AS key FROM stays WHERE entry_at >= $1 AND entry_at < $2
     UNION SELECT lot_id, operator_hour(exit_at)::text FROM stays WHERE exit_at >= $1 AND exit_at < $2
     UNION SELECT lot_id, operator_hour(at)::text FROM passages WHERE at >= $1 AND at < $2`,
  rowsIn: 'SELECT lot_id, hour::text AS key FROM report_hourly_traffic WHERE hour >= $1 AND hour < $2',
  extent: `SELECT least(min(s.first), (SELECT min(at) FROM passages)) AS first, greatest(max(s.last), (SELECT max(at) FROM passages)) AS last
             FROM (SELECT min(entry_at) AS first, max(coalesce(exit_at, entry_at)) AS last FROM stays) s`,
};
