// The money reports' rollup (340_report_money_parts.sql): per lot and operator day, the amounts of
// money_events (settlement_events with the dimensions the reports group by) summed per kind,
// purpose, place, collector, pay station, yard area and reduction kind. The bucket's row in
// report_daily_money is what a worker locks; its parts are rewritten whole on each recomputation.
// With them, the day's payments per hour of the day, and the months of the days (monthly.ts): money
// per kind, purpose and reduction kind, payments per weekday and hour.
import { dayInMonth, rewriteMonths } from './monthly';
import type { RollupSpec } from './spec';

const BATCH = 'unnest($1::integer[], $2::date[]) AS b(lot_id, day)';
/** The dimensions a part is keyed by (null where a kind has none). */
export const MONEY_PART_DIMENSIONS = ['kind', 'purpose', 'place', 'collector', 'station', 'area_id', 'detail'] as const;
const DIMENSIONS = MONEY_PART_DIMENSIONS.join(', ');

export const DAILY_MONEY: RollupSpec = {
  name: 'daily money',
  marks: 'report_money_marks',
  buckets: 'report_daily_money',
  key: 'day',
  keyType: 'date',
  recompute: [
    `DELETE FROM report_daily_money_parts p USING ${BATCH} WHERE p.lot_id = b.lot_id AND p.day = b.day`,
    // By the instant's range in a LATERAL, as the daily settlement: each source's (lot_id, instant) index serves it.
    `INSERT INTO report_daily_money_parts (lot_id, day, ${DIMENSIONS}, amount, events)
     SELECT b.lot_id, b.day, ${MONEY_PART_DIMENSIONS.map((d) => `e.${d}`).join(', ')}, e.amount, e.events
       FROM ${BATCH}
       CROSS JOIN LATERAL (
         SELECT ${DIMENSIONS}, sum(amount)::bigint AS amount, count(*)::integer AS events FROM money_events
          WHERE lot_id = b.lot_id AND at >= operator_day_start(b.day) AND at < operator_day_start(b.day + 1)
          GROUP BY ${DIMENSIONS}) e`,
    `UPDATE report_daily_money r SET computed_at = now(),
        events = coalesce((SELECT sum(p.events) FROM report_daily_money_parts p WHERE p.lot_id = r.lot_id AND p.day = r.day), 0)
       FROM ${BATCH} WHERE r.lot_id = b.lot_id AND r.day = b.day`,
    `DELETE FROM report_daily_money r USING ${BATCH} WHERE r.lot_id = b.lot_id AND r.day = b.day AND r.events = 0`,
    `DELETE FROM report_daily_payment_hours h USING ${BATCH} WHERE h.lot_id = b.lot_id AND h.day = b.day`,
    `INSERT INTO report_daily_payment_hours (lot_id, day, hour, payments, amount)
     SELECT b.lot_id, b.day, p.hour, p.payments, p.amount
       FROM ${BATCH}
       CROSS JOIN LATERAL (
         SELECT operator_hour_of_day(paid_at) AS hour, count(*)::integer AS payments, sum(amount)::bigint AS amount FROM payments
          WHERE lot_id = b.lot_id AND paid_at >= operator_day_start(b.day) AND paid_at < operator_day_start(b.day + 1) GROUP BY 1) p`,
    ...rewriteMonths('report_monthly_money', 'date', ['lot_id', 'month', 'kind', 'purpose', 'detail', 'amount', 'events'], (months) =>
      `SELECT p.lot_id, m.month, p.kind, p.purpose, p.detail, sum(p.amount), sum(p.events) FROM ${months} m
         JOIN report_daily_money_parts p ON p.lot_id = m.lot_id AND ${dayInMonth('p.day')} GROUP BY 1, 2, 3, 4, 5`),
    ...rewriteMonths('report_monthly_payment_hours', 'date', ['lot_id', 'month', 'weekday', 'hour', 'payments', 'amount'], (months) =>
      `SELECT h.lot_id, m.month, extract(isodow FROM h.day), h.hour, sum(h.payments), sum(h.amount) FROM ${months} m
         JOIN report_daily_payment_hours h ON h.lot_id = m.lot_id AND ${dayInMonth('h.day')} GROUP BY 1, 2, 3, 4`),
  ],
  sourceBuckets: `SELECT DISTINCT lot_id, operator_day(at)::text AS key FROM money_events WHERE at >= $1 AND at < $2 AND lot_id IS NOT NULL`,
  rowsIn: `SELECT lot_id, day::text AS key FROM report_daily_money WHERE day >= operator_day($1) AND day < operator_day($2)`,
  extent: 'SELECT min(at) AS first, max(at) AS last FROM money_events',
};
