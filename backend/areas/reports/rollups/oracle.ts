// What the rollups must hold, read from the raw tables the plain way (grouped by operator_day and
// operator_hour of each instant, not by the ranges the recomputation uses), and what they hold:
// both as sorted lines of text so a test compares them whole and shows the first difference.
import type { Reader } from '../../../db';
import { SETTLEMENT_KINDS } from './daily-settlement';

const COUNTS = ['events', 'payments', 'refunds'];
const line = (row: Record<string, unknown>, columns: readonly string[]) => columns.map((c) => `${c}=${String(row[c])}`).join(' ');

export async function expectedDaily(db: Reader): Promise<string[]> {
  const rows = await db.query(
    `SELECT lot_id, operator_day(at)::text AS day,
            ${SETTLEMENT_KINDS.map((k) => `coalesce(sum(amount) FILTER (WHERE kind = '${k}'), 0)::bigint AS ${k}`).join(', ')},
            count(*)::integer AS events, count(*) FILTER (WHERE kind LIKE 'paid\\_%')::integer AS payments,
            count(*) FILTER (WHERE kind = 'refunded')::integer AS refunds
       FROM settlement_events GROUP BY 1, 2 ORDER BY 1, 2`);
  return rows.map((r) => line(r, ['lot_id', 'day', ...SETTLEMENT_KINDS, ...COUNTS]));
}

export async function rolledDaily(db: Reader): Promise<string[]> {
  const rows = await db.query(`SELECT lot_id, day::text AS day, ${[...SETTLEMENT_KINDS, ...COUNTS].join(', ')} FROM report_daily_settlement ORDER BY lot_id, 2`);
  return rows.map((r) => line(r, ['lot_id', 'day', ...SETTLEMENT_KINDS, ...COUNTS]));
}

/** daily_settlement's own columns (it has no from_balance, nor counts), from the view and from the rollup. */
export async function viewAndRollupDaily(db: Reader): Promise<{ view: string[]; rollup: string[] }> {
  const columns = ['lot_id', 'day', ...SETTLEMENT_KINDS.filter((k) => k !== 'from_balance')];
  const select = (table: string) => db.query(`SELECT lot_id, day::text AS day, ${columns.slice(2).join(', ')} FROM ${table} ORDER BY lot_id, 2`);
  const view = await select('daily_settlement');
  const rollup = await select('report_daily_settlement');
  return { view: view.map((r) => line(r, columns)), rollup: rollup.map((r) => line(r, columns)) };
}

const TRAFFIC = ['lot_id', 'hour', 'arrivals', 'departures', 'passages'];
const LANES = ['lot_id', 'hour', 'lane_name', 'direction', 'passages'];

export async function expectedHourly(db: Reader): Promise<{ traffic: string[]; lanes: string[] }> {
  const traffic = await db.query(
    `SELECT lot_id, extract(epoch FROM hour)::bigint AS hour, sum(a)::integer AS arrivals, sum(d)::integer AS departures, sum(p)::integer AS passages FROM (
       SELECT lot_id, operator_hour(entry_at) AS hour, 1 AS a, 0 AS d, 0 AS p FROM stays
       UNION ALL SELECT lot_id, operator_hour(exit_at), 0, 1, 0 FROM stays WHERE exit_at IS NOT NULL
       UNION ALL SELECT lot_id, operator_hour(at), 0, 0, 1 FROM passages) x
      GROUP BY 1, 2 ORDER BY 1, 2`);
  const lanes = await db.query(
    `SELECT lot_id, extract(epoch FROM operator_hour(at))::bigint AS hour, lane_name, direction, count(*)::integer AS passages
       FROM passages GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4`);
  return { traffic: traffic.map((r) => line(r, TRAFFIC)), lanes: lanes.map((r) => line(r, LANES)) };
}

export async function rolledHourly(db: Reader): Promise<{ traffic: string[]; lanes: string[] }> {
  const traffic = await db.query('SELECT lot_id, extract(epoch FROM hour)::bigint AS hour, arrivals, departures, passages FROM report_hourly_traffic ORDER BY 1, 2');
  const lanes = await db.query('SELECT lot_id, extract(epoch FROM hour)::bigint AS hour, lane_name, direction, passages FROM report_hourly_lanes ORDER BY 1, 2, 3, 4');
  return { traffic: traffic.map((r) => line(r, TRAFFIC)), lanes: lanes.map((r) => line(r, LANES)) };
}
