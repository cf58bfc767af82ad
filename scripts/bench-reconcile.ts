// npm run bench:reconcile: statements of 200,000 rows (BENCH_ROWS) imported by the reconcile.import
// service from a file, as a WeChat trade bill and as an Alipay statement zip, each against as many
// payments of ours (made in bulk by SQL for the benchmark, then analysed as autovacuum would; all match). Reported: rows per second
// and the process's peak resident memory while importing, beside the same for a tenth of the rows:
// an import that streams keeps the same peak whatever the file's size. The files are written by
// lib/reconcile's writers, streamed to disk. PGlite on disk, or a scratch database of the PostgreSQL at DATABASE_URL.
// Results are recorded in docs/performance.md.
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { TEST_DAY } from '../lib/areas/reconcile/statements/fixtures';
import type { StatementChannel } from '../lib/areas/reconcile/statements/formats';
import { CLEAR_STATEMENT_TABLES, seedStatementPayments, writeStatementFile } from './lib/bench-statements';
import { openPglite, openPostgres, type Db } from '../backend/db';
import { migrate } from '../backend/db/migrate';
import { runService } from '../backend/kernel/service';
import { importStatement, type ImportResult } from '../backend/areas/reconcile/import';

const ROWS = Number(process.env.BENCH_ROWS ?? 200_000);
const MB = 1024 * 1024;

async function run(db: Db, channel: StatementChannel, rows: number, dir: string) {
  // Each channel's rows use the same order numbers: one channel's orders at a time.
  await db.exec(CLEAR_STATEMENT_TABLES);
  const file = path.join(dir, `${channel}-${rows}.${channel === 'wechat' ? 'csv' : 'zip'}`);
  await writeStatementFile(channel, rows, file);
  await seedStatementPayments(db, channel, rows);
  global.gc?.();
  const base = process.memoryUsage().rss;
  let peak = base;
  const sampler = setInterval(() => { peak = Math.max(peak, process.memoryUsage().rss); }, 50);
  const started = performance.now();
  const result = await db.transaction((tx) => runService(tx, importStatement, { channel, day: TEST_DAY, fileName: path.basename(file), source: { path: file } },
    { name: 'system:bench', userId: null }, { at: Date.now() })) as ImportResult;
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  if (result.matched !== rows) throw new Error(`expected ${rows} matched, got ${JSON.stringify(result)}`);
  const size = (await stat(file)).size;
  console.log(`${channel.padEnd(6)} ${String(rows).padStart(7)} rows  ${(size / MB).toFixed(1).padStart(6)} MB file  ${Math.round(rows / seconds).toString().padStart(7)} rows/s  ` +
    `${seconds.toFixed(1).padStart(6)} s  peak RSS ${(peak / MB).toFixed(0)} MB (+${((peak - base) / MB).toFixed(0)} MB over the start)`);
}

/** A database of the benchmark's own: PGlite on disk (in memory its rows would count as ours), or a scratch PostgreSQL database. */
async function openBenchDb(dir: string): Promise<{ db: Db; dispose(): Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const db = await openPglite({ dataDir: path.join(dir, 'pglite') });
    return { db, dispose: () => db.close() };
  }
  const admin = await openPostgres(url, { max: 1 });
  const name = `bench_reconcile_${process.pid}`;
  await admin.exec(`CREATE DATABASE ${name}`);
  const target = new URL(url);
  target.pathname = `/${name}`;
  const db = await openPostgres(target.toString());
  return { db, dispose: async () => { await db.close(); await admin.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`); await admin.close(); } };
}

async function main() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-reconcile-'));
  const { db, dispose } = await openBenchDb(dir);
  try {
    await migrate(db);
    console.log(`Database: ${db.kind}; node ${process.version}`);
    for (const channel of ['wechat', 'alipay'] as const) {
      await run(db, channel, Math.round(ROWS / 10), dir);
      await run(db, channel, ROWS, dir);
    }
  } finally {
    await dispose();
    await rm(dir, { recursive: true, force: true });
  }
}

main().catch((error) => { console.error(error); process.exit(1); });
