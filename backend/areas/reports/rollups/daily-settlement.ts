// The daily rollup of settlement_events (321_invoicing_settlement.sql): per lot and operator day,
// one column per kind of event (its name is the kind's), in fen, and how many events, payments
// and refunds. daily_settlement computes the same sums from the raw tables on every read.
import { PAYMENT_CHANNELS } from '../../../../lib/parking/channels';
import type { RollupSpec } from './spec';

/** Every kind settlement_events yields; a payment's is paid_<channel in lower case>. */
export const SETTLEMENT_KINDS: readonly string[] = [
  'receivable', ...PAYMENT_CHANNELS.map((c) => `paid_${c.toLowerCase()}`), 'discounted', 'waived', 'from_balance', 'refunded',
  'arrears_created', 'arrears_recovered', 'invoiced', 'invoice_reversed',
];

/** The counts kept beside the sums. */
const COUNTS = {
  events: 'count(e.kind)',
  payments: `count(e.kind) FILTER (WHERE e.kind LIKE 'paid\\_%')`,
  refunds: `count(e.kind) FILTER (WHERE e.kind = 'refunded')`,
};

export const DAILY_FIGURES: readonly string[] = [...SETTLEMENT_KINDS, ...Object.keys(COUNTS)];

const BATCH = 'unnest($1::integer[], $2::date[]) AS b(lot_id, day)';
const sums = SETTLEMENT_KINDS.map((k) => `coalesce(sum(e.amount) FILTER (WHERE e.kind = '${k}'), 0)::bigint AS ${k}`);
const counts = Object.entries(COUNTS).map(([column, sql]) => `${sql}::integer AS ${column}`);

export const DAILY_SETTLEMENT: RollupSpec = {
  name: 'daily settlement',
  marks: 'report_daily_marks',
  buckets: 'report_daily_settlement',
  key: 'day',
  keyType: 'date',
  recompute: [
    // Each bucket's events by the instant's range (operator_day_start), in a LATERAL: the lot and
    // the range reach every branch of the view, so each source's (lot_id, instant) index serves it.
    `UPDATE report_daily_settlement r SET ${DAILY_FIGURES.map((f) => `${f} = c.${f}`).join(', ')}, computed_at = now()
       FROM ${BATCH}
       CROSS JOIN LATERAL (
         SELECT ${[...sums, ...counts].join(', ')} FROM settlement_events e
          WHERE e.lot_id = b.lot_id AND e.at >= operator_day_start(b.day) AND e.at < operator_day_start(b.day + 1)) c
      WHERE r.lot_id = b.lot_id AND r.day = b.day`,
    `DELETE FROM report_daily_settlement r USING ${BATCH} WHERE r.lot_id = b.lot_id AND r.day = b.day AND r.events = 0`,
  ],
  sourceBuckets: `SELECT DISTINCT lot_id, operator_day(at)::text AS key FROM settlement_events WHERE at >= $1 AND at < $2 AND lot_id IS NOT NULL`,
  rowsIn: `SELECT lot_id, day::text AS key FROM report_daily_settlement WHERE day >= operator_day($1) AND day < operator_day($2)`,
  extent: 'SELECT min(at) AS first, max(at) AS last FROM settlement_events',
};
