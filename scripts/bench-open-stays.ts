// npm run bench:openstays: what pricing open stays when read costs a list and an export
// (docs/charging.md, "What an open stay owes"; docs/performance.md). /TempOrder's store reads
// pages of orders newest first from a table of BENCH_ROWS closed orders (default 200,000) and
// BENCH_OPEN vehicles still in the lot (default 5,000, entered over the last three days, the
// newest rows, so every row of a page is one to price): a page of 50 rows and an export chunk of
// 5,000 rows, each with the engine's read-time pricing and without it (the same store less its
// atRead), on PGlite on disk. Reported: p50 and p99 of RUNS (default 30) reads each.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ORDERS_SCREENS } from '../lib/areas/orders/screens';
import { exportQuerySchema, listQuerySchema } from '../lib/screens/schema';
import type { Caller } from '../backend/auth/tokens';
import type { RequestContext } from '../backend/context';
import { openPglite, type Db } from '../backend/db';
import { migrate } from '../backend/db/migrate';
import { servedStore } from '../backend/entities/engine/columns';
import { readPage } from '../backend/entities/engine/read';
import { tempOrderStore } from '../backend/areas/orders/orders';
import type { EntityStore } from '../backend/entities/types';
import { addLot, addRate } from '../backend/test/orders-fixtures';

const ROWS = Number(process.env.BENCH_ROWS ?? 200_000);
const OPEN = Number(process.env.BENCH_OPEN ?? 5_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 30);

async function seed(db: Db): Promise<void> {
  const lot = await addLot(db, 'Bench lot');
  await addRate(db, lot);
  await db.exec('UPDATE rate_versions SET used_at = now()');
  const stays = (open: boolean, from: number, count: number) => db.query(
    `INSERT INTO stays (stay_no, lot_id, plate, state, entry_at, entry_source, exit_at, rate_id, rate_version_id, updated_at)
     SELECT 'S' || n, $1, 'B' || lpad(n::text, 6, '0'), $2, e, 'camera', CASE WHEN $3 THEN NULL ELSE e + interval '2 hours' END,
            (SELECT id FROM rates LIMIT 1), (SELECT id FROM rate_versions LIMIT 1), now()
       FROM generate_series($4::int, $5::int) n,
            LATERAL (SELECT now() - CASE WHEN $3 THEN interval '3 days' * (1 - (n - $4)::float / $6) ELSE interval '60 days' - interval '1 minute' * (n % 80000) END AS e) x`,
    [lot, open ? 0 : 3, open, from, from + count - 1, count]);
  await stays(false, 1, ROWS);
  await stays(true, ROWS + 1, OPEN);
  // Every stay's order, as the charging core leaves it: closed ones paid, open ones priced at entry.
  await db.exec(`INSERT INTO orders (order_no, stay_id, lot_id, plate, state, receivable, paid, rate_version_id, priced_at, priced_until, created_at, updated_at)
    SELECT 'T' || s.id, s.id, s.lot_id, s.plate, CASE WHEN s.state = 0 THEN 3 ELSE 2 END, CASE WHEN s.state = 0 THEN 0 ELSE 600 END,
           CASE WHEN s.state = 0 THEN 0 ELSE 600 END, s.rate_version_id, s.entry_at, coalesce(s.exit_at, s.entry_at), s.entry_at, s.entry_at
      FROM stays s`);
  await db.exec('ANALYZE');
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

async function timed(label: string, read: () => Promise<unknown>): Promise<void> {
  await read();
  const ms: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await read();
    ms.push(performance.now() - started);
  }
  ms.sort((a, b) => a - b);
  console.log(`${label.padEnd(52)} p50 ${percentile(ms, 0.5).toFixed(1).padStart(7)} ms   p99 ${percentile(ms, 0.99).toFixed(1).padStart(7)} ms`);
}

async function main() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-open-stays-'));
  const db = await openPglite({ dataDir: path.join(dir, 'pglite') });
  try {
    await migrate(db);
    const started = performance.now();
    await seed(db);
    console.log(`PGlite on disk; node ${process.version}; ${ROWS} closed orders and ${OPEN} open, seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    const decl = ORDERS_SCREENS.find((s) => s.path === '/TempOrder')!;
    const caller = { userId: 1, loginName: 'bench', isSuper: true } as Caller;
    const read = (store: EntityStore, purpose: 'list' | 'export', size: number) => () => readPage({
      context: { db, now: Date.now() } as RequestContext, caller, page: decl.path, decl, store: servedStore(store, decl.fields),
      datas: { startIndex: 1, endIndex: size },
    }, purpose === 'list' ? listQuerySchema(decl) : exportQuerySchema(decl), purpose);
    const { atRead: _priced, ...asStored } = tempOrderStore;
    for (const [purpose, size] of [['list', 50], ['export', 5_000]] as const) {
      const rows = (await read(tempOrderStore, purpose, size)()).rows;
      if (rows.some((r) => r.state !== 4)) throw new Error('expected every row of the page to be a vehicle in the lot');
      await timed(`${purpose} ${size} rows, figures as stored`, read(asStored, purpose, size));
      await timed(`${purpose} ${size} rows, open stays priced when read`, read(tempOrderStore, purpose, size));
    }
  } finally {
    await db.close();
    await rm(dir, { recursive: true, force: true });
  }
}

main().catch((error) => { console.error(error); process.exit(1); });
