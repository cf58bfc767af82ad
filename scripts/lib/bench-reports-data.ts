// Data for the reports' benchmark (scripts/bench-reports.ts): `years` of a large operator's lots,
// each with `staysPerDay` stays a day: every stay has its order, a payment when it cost anything (by
// a channel in turn) and two passages (in and out), made by INSERT ... SELECT generate_series a
// month at a time, not through the services. The rollups' marks are not written for them (triggers
// off while loading); the rollups are rebuilt afterwards. Prints how long each part took.
import { PAYMENT_CHANNELS } from '../../lib/parking/channels';
import { ORDER_STATE } from '../../lib/parking/order-machine';
import { STAY_STATE } from '../../lib/parking/stay-machine';
import type { Db } from '../../backend/db';
import { ROLLUPS, rebuildRollup } from '../../backend/areas/reports/rollups';

export interface BenchSize { years: number; lots: number; staysPerDay: number }

const DAYS_PER_BATCH = 30;
/** The data ends on the operator day before today. */
const DAY_MS = 86_400_000;
/** Fen per started hour, the benchmark's one rate (a stay under 15 minutes is free). */
const FEN_PER_HOUR = 200;
/** Channels as payments.channel holds them (the view turns them into paid_<lower case>). */
const CHANNELS = PAYMENT_CHANNELS.map((c) => `'${c}'`).join(', ');

/** One batch of days [from, from + days) (the first one the `dayNo`th) for every lot: stays, orders, payments, passages. */
async function loadBatch(db: Db, lotIds: number[], dayNo: number, fromMs: number, days: number, staysPerDay: number): Promise<number> {
  return db.transaction(async (tx) => {
    // Triggers (the rollups' marks, the foreign keys' checks) off while loading: the rows are made consistent here.
    await tx.exec('SET LOCAL session_replication_role = replica');
    const [made] = await tx.query<{ n: number }>(
      `WITH made AS (
         INSERT INTO stays (stay_no, lot_id, plate, state, entry_at, entry_source, exit_at, exit_source, updated_at)
         SELECT 'BENCH-' || l || '-' || ($5::integer + d) || '-' || i, l, '粤B' || lpad(((d * 7919 + i * 104729 + l) % 100000)::text, 5, '0'), ${STAY_STATE.exitedPaid},
                e, 'camera', e + ((i * 37 % 600) + 5) * interval '1 minute', 'camera', e + ((i * 37 % 600) + 5) * interval '1 minute'
           FROM unnest($1::integer[]) AS l, generate_series(0, $3::integer - 1) AS d, generate_series(1, $4::integer) AS i,
                LATERAL (SELECT $2::timestamptz + d * interval '1 day' + ((i * 86311 + l * 613) % 86400) * interval '1 second' AS e) t
         RETURNING id)
       SELECT count(*)::integer AS n FROM made`, [lotIds, new Date(fromMs).toISOString(), days, staysPerDay, dayNo]);
    const range = [new Date(fromMs).toISOString(), new Date(fromMs + days * DAY_MS).toISOString()];
    await tx.query(
      `INSERT INTO orders (order_no, stay_id, lot_id, plate, state, receivable, paid, due, priced_at, priced_until, created_at, updated_at)
       SELECT 'BO' || s.id, s.id, s.lot_id, s.plate, ${ORDER_STATE.paid}, f.fee, f.fee, 0, s.exit_at, s.exit_at, s.entry_at, s.exit_at
         FROM stays s, LATERAL (SELECT CASE WHEN s.exit_at - s.entry_at < interval '15 minutes' THEN 0
                                            ELSE ceil(extract(epoch FROM s.exit_at - s.entry_at) / 3600)::bigint * ${FEN_PER_HOUR} END AS fee) f
        WHERE s.entry_at >= $1 AND s.entry_at < $2 AND s.stay_no LIKE 'BENCH-%'`, range);
    await tx.query(
      `INSERT INTO payments (payment_no, order_id, stay_id, lot_id, plate, channel, place, amount, paid_at, covers_until, operator)
       SELECT 'BP' || o.id, o.id, o.stay_id, o.lot_id, o.plate, (ARRAY[${CHANNELS}])[1 + o.id % ${PAYMENT_CHANNELS.length}], 'exit', o.receivable,
              o.priced_until, o.priced_until, 'bench'
         FROM orders o WHERE o.created_at >= $1 AND o.created_at < $2 AND o.order_no LIKE 'BO%' AND o.receivable > 0`, range);
    await tx.query(
      `INSERT INTO passages (at, lot_id, lane_name, direction, plate, plate_color, decision, stay_id)
       SELECT p.at, s.lot_id, p.lane, p.direction, s.plate, 'blue', 'open', s.id
         FROM stays s, LATERAL (VALUES (s.entry_at, 'In ' || (s.id % 3), 1::smallint), (s.exit_at, 'Out ' || (s.id % 2), 2::smallint)) AS p(at, lane, direction)
        WHERE s.entry_at >= $1 AND s.entry_at < $2 AND s.stay_no LIKE 'BENCH-%'`, range);
    return Number(made.n);
  });
}

/** Loads the data into a migrated, empty database and rebuilds the rollups: the lots' ids. */
export async function loadBenchData(db: Db, size: BenchSize, log: (line: string) => void): Promise<number[]> {
  log(`Loading ${size.years} years of ${size.lots} lots, ${size.staysPerDay} stays a day each`);
  const lotIds: number[] = [];
  for (let i = 1; i <= size.lots; i += 1) {
    const [lot] = await db.query<{ id: number }>('INSERT INTO parking_lots (name, type) VALUES ($1, 1) RETURNING id', [`Bench lot ${i}`]);
    lotIds.push(Number(lot.id));
  }
  const [today] = await db.query<{ start: string }>('SELECT operator_day_start(operator_day(now()))::text AS start');
  const days = Math.max(1, Math.round(size.years * 365));
  const firstMs = new Date(today.start).getTime() - days * DAY_MS;
  let started = performance.now();
  let stays = 0;
  for (let d = 0; d < days; d += DAYS_PER_BATCH) stays += await loadBatch(db, lotIds, d, firstMs + d * DAY_MS, Math.min(DAYS_PER_BATCH, days - d), size.staysPerDay);
  const [payments] = await db.query<{ n: number }>('SELECT count(*)::integer AS n FROM payments');
  log(`${stays} stays, ${payments.n} payments, ${stays * 2} passages loaded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  started = performance.now();
  await db.exec('ANALYZE');
  log(`Analysed in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  for (const spec of ROLLUPS) {
    started = performance.now();
    const result = await rebuildRollup(db, spec);
    log(`${spec.name} rebuilt: ${result.buckets} buckets in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  return lotIds;
}
