// npm run bench:list: a declared list screen (/OperationAuditLog, the audit trail) over a table
// of 1,000,000 rows, on embedded PGlite and on PostgreSQL (when DATABASE_URL is set or one
// answers on 127.0.0.1:5432). Through the console's BFF as a signed-in administrator it prints
// page latency (p50/p99) of list pages and filters, and the time and peak memory of exporting
// 100,000 rows as CSV and as xlsx. Loopback only; bounded counts.
// Knobs: BENCH_ROWS (default 1,000,000), BENCH_PAGES, BENCH_PORT_BASE (default 3420: backend,
// +1 console), BENCH_ONLY=pglite|postgresql, BENCH_EXPORT_ALL=1 (also export every row as CSV).
// The seeded database is kept between runs (PGlite under $TMPDIR/catc-bench-list/<rows>,
// PostgreSQL as database catc_bench_list_<rows>); BENCH_FRESH=1 seeds it again.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnSync } from 'node:child_process';
import { buildIfNeeded } from './lib/build.mjs';
import { startConsole, startProcess, stopAll, waitForHttp } from './lib/processes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const EXPORT_ROWS = 100_000;
const PAGES = Number(process.env.BENCH_PAGES ?? 200);
const DAYS = Math.ceil(ROWS / (EXPORT_ROWS / 10)); // 10 days hold EXPORT_ROWS rows
const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? 3420);
const ports = { backend: PORT_BASE, console: PORT_BASE + 1 };
const FRESH = process.env.BENCH_FRESH === '1';
const ONLY = process.env.BENCH_ONLY;
const EXPORT_ALL = process.env.BENCH_EXPORT_ALL === '1';
const SEEDED_MARK = 'bench_list_seeded';
// A kept database may meet new migrations (an index over its million rows) when the backend starts.
const MIGRATION_WAIT_MS = 20 * 60_000;
const { tsImport } = await import('tsx/esm/api');
const { openPostgres } = await tsImport('../backend/db/index.ts', import.meta.url);

function runSql(env, sql) {
  const result = spawnSync(bin('tsx'), ['scripts/lib/run-sql.ts'], { cwd: root, env, input: sql, stdio: ['pipe', 'inherit', 'inherit'] });
  if (result.status !== 0) throw new Error('seeding failed');
}

const secrets = {
  SESSION_SECRET: randomBytes(32).toString('base64url'), ASHX_SIGNING_SECRET: randomBytes(24).toString('base64url'),
  ADMIN_PASSWORD: 'Harbour#Gate2026',
};

/** One audit row per minute-ish, spread over DAYS days ending 2026-11-21. */
const SEED_SQL = `INSERT INTO audit_log (at, actor, address, action, page, detail)
  SELECT timestamptz '2026-11-22 00:00:00+08' - (g * (${DAYS} * 86400.0 / ${ROWS})) * interval '1 second',
         'user' || (g % 500), '10.0.' || (g % 250) || '.' || (g % 200),
         (ARRAY['employee.update','dictionary.create','session.sign-in','currency.update','roleGroup.grants'])[1 + g % 5],
         (ARRAY['/EmployeeInformation','/DictionaryManagement','/CurrencyInfo'])[1 + g % 3],
         jsonb_build_object('n', g)
  FROM generate_series(1, ${ROWS}) AS g`;

function peakRss(pid) {
  try { return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]) * 1024; } catch { return 0; }
}

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** PGlite's kept data directory, or PostgreSQL's kept database (created when missing). */
async function seededPlace(databaseUrl) {
  if (!databaseUrl) {
    const dataDir = path.join(os.tmpdir(), 'catc-bench-list', String(ROWS));
    if (FRESH) rmSync(dataDir, { recursive: true, force: true });
    mkdirSync(dataDir, { recursive: true });
    return { dataDir, seeded: existsSync(path.join(dataDir, SEEDED_MARK)) };
  }
  const name = `catc_bench_list_${ROWS}`;
  const admin = await openPostgres(databaseUrl);
  try {
    if (FRESH) await admin.exec(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    const [found] = await admin.query('SELECT 1 AS one FROM pg_database WHERE datname = $1', [name]);
    if (!found) await admin.exec(`CREATE DATABASE ${name}`);
  } finally {
    await admin.close();
  }
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  const db = await openPostgres(url.toString());
  try {
    const [mark] = await db.query(`SELECT 1 AS one FROM pg_tables WHERE tablename = '${SEEDED_MARK}'`);
    return { databaseUrl: url.toString(), seeded: Boolean(mark) };
  } finally {
    await db.close();
  }
}

async function run(kind, databaseUrl) {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'catc-bench-list-'));
  const place = await seededPlace(databaseUrl);
  const env = { ...process.env, ...secrets, NEXT_TELEMETRY_DISABLED: '1', DATA_DIR: place.dataDir ?? path.join(tmp, 'data'),
    BACKEND_PORT: String(ports.backend), ASHX_BASE_URL: `http://127.0.0.1:${ports.backend}/`, DEVICES: '0', DEMO_SEED: '0' };
  delete env.DATABASE_URL;
  if (place.databaseUrl) env.DATABASE_URL = place.databaseUrl;
  const markSql = databaseUrl ? `; CREATE TABLE ${SEEDED_MARK} (rows int); INSERT INTO ${SEEDED_MARK} VALUES (${ROWS})` : '';
  try {
    // First start: migrations and seed; then the rows, straight into the database (once).
    let backend = startProcess('backend', bin('tsx'), ['backend/main.ts'], { cwd: root, env, quiet: true });
    await waitForHttp(env.ASHX_BASE_URL, backend, MIGRATION_WAIT_MS);
    const seedStarted = Date.now();
    if (place.seeded) { /* kept from an earlier run */ } else if (databaseUrl) runSql(env, `${SEED_SQL}; ANALYZE audit_log${markSql}`);
    else {
      // PGlite has one owner: stop the backend while the rows go in.
      await stopAll();
      runSql(env, `${SEED_SQL}; ANALYZE audit_log`);
      writeFileSync(path.join(place.dataDir, SEEDED_MARK), String(ROWS));
      backend = startProcess('backend', bin('tsx'), ['backend/main.ts'], { cwd: root, env, quiet: true });
      await waitForHttp(env.ASHX_BASE_URL, backend, MIGRATION_WAIT_MS);
    }
    const seedSeconds = (Date.now() - seedStarted) / 1000;
    const consoleProcess = startConsole('console', root, ports.console, env, { quiet: true });
    const consoleUrl = `http://127.0.0.1:${ports.console}`;
    await waitForHttp(`${consoleUrl}/login`, consoleProcess);
    const json = { 'content-type': 'application/json', 'x-catc-request': '1' };
    const login = await fetch(`${consoleUrl}/api/auth/login`, { method: 'POST', headers: json, body: JSON.stringify({ userId: 'admin', password: secrets.ADMIN_PASSWORD, deviceId: 'bench' }) });
    const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const post = (url, body) => fetch(`${consoleUrl}${url}`, { method: 'POST', headers: { ...json, cookie }, body: JSON.stringify(body) });
    const list = async (payload) => {
      const started = performance.now();
      const response = await post('/api/screen', { path: '/OperationAuditLog', action: 'list', payload });
      const body = await response.json();
      if (!response.ok) throw new Error(`list failed: ${JSON.stringify(body)}`);
      return { ms: performance.now() - started, total: body.data.total, totalKind: body.data.totalKind, next: body.data.next };
    };

    const pageQueries = [
      (i) => ({ startIndex: 1 + (i % 50) * 20, endIndex: 20 + (i % 50) * 20, filters: {} }),
      (i) => ({ startIndex: 1, endIndex: 20, sort: { field: 'actor', direction: i % 2 ? 'asc' : 'desc' }, filters: {} }),
      (i) => ({ startIndex: 1, endIndex: 20, filters: { actor: `user${i % 500}` } }),
      (i) => ({ startIndex: 1, endIndex: 50, filters: { at: { from: '2026-11-01', to: '2026-11-03' }, action: 'update' } }),
    ];
    // Next page after next page, newest first, by the answer's cursor when there is one (keyset).
    let cursor = { after: undefined, page: 0 };
    const nextPage = async () => {
      const { page, after } = cursor;
      const answer = await list({ startIndex: 1 + page * 20, endIndex: 20 + page * 20, filters: {}, ...(after ? { after } : {}) });
      cursor = answer.next || !after ? { after: answer.next, page: page + 1 } : { after: undefined, page: 0 };
      return answer;
    };
    pageQueries.push(nextPage);
    const { total, totalKind } = await list({ startIndex: 1, endIndex: 20, filters: {} });
    for (let i = 0; i < 10; i += 1) await (i % 5 === 4 ? nextPage() : list(pageQueries[i % 5](i))); // warm-up
    cursor = { after: undefined, page: 0 };
    const timings = pageQueries.map(() => []);
    for (let i = 0; i < PAGES; i += 1) {
      const kind = i % pageQueries.length;
      if (kind === 4) { const started = performance.now(); await nextPage(); timings[kind].push(performance.now() - started); }
      else timings[kind].push((await list(pageQueries[kind](i))).ms);
    }

    // The last ten days hold EXPORT_ROWS rows.
    const exportFilter = { at: { from: '2026-11-12', to: '2026-11-21' } };
    const exports = {};
    const runs = [['csv', exportFilter], ['xlsx', exportFilter], ...(EXPORT_ALL ? [['csv', {}, 'csv, every row']] : [])];
    for (const [format, filters, name = format] of runs) {
      const before = peakRss(consoleProcess.pid);
      let peak = before;
      const sampler = setInterval(() => { peak = Math.max(peak, peakRss(consoleProcess.pid)); }, 50);
      const started = performance.now();
      const response = await post('/api/screen/export', { path: '/OperationAuditLog', filters, format });
      let bytes = 0;
      for await (const chunk of response.body) bytes += chunk.length;
      clearInterval(sampler);
      exports[name] = { seconds: (performance.now() - started) / 1000, rows: Number(response.headers.get('x-export-rows')), bytes, peakMb: peak / 1_048_576, growthMb: (peak - before) / 1_048_576 };
    }

    console.log(`\nbench:list on ${kind}: /OperationAuditLog over ${totalKind === 'estimate' ? 'about ' : ''}${total.toLocaleString('en')} rows (${place.seeded ? 'seeded database reused' : `seeded in ${seedSeconds.toFixed(1)} s`})`);
    const names = ['page through (offset ≤ 1000)', 'sort by actor', 'filter actor (contains)', 'date range + action', 'next page, next page...'];
    timings.forEach((t, i) => console.log(`  ${names[i].padEnd(30)} p50 ${percentile(t, 50).toFixed(0).padStart(5)} ms   p99 ${percentile(t, 99).toFixed(0).padStart(5)} ms   (${t.length} requests)`));
    for (const [format, e] of Object.entries(exports)) {
      console.log(`  export ${format.padEnd(15)} ${e.rows.toLocaleString('en')} rows  ${e.seconds.toFixed(1)} s  ${(e.rows / e.seconds).toFixed(0)} rows/s  ${(e.bytes / 1_048_576).toFixed(1)} MB  console peak RSS ${e.peakMb.toFixed(0)} MB (+${e.growthMb.toFixed(0)} MB)`);
    }
  } finally {
    await stopAll();
    rmSync(tmp, { recursive: true, force: true });
  }
}

async function postgresUrl() {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  const candidate = 'postgres://postgres@127.0.0.1:5432/postgres';
  try {
    const db = await openPostgres(candidate);
    await db.query('SELECT 1');
    await db.close();
    return candidate;
  } catch {
    return null;
  }
}

try {
  buildIfNeeded(root);
  if (ONLY !== 'postgresql') await run('PGlite', null);
  const pg = ONLY === 'pglite' ? null : await postgresUrl();
  if (pg) await run('PostgreSQL', pg);
  else if (ONLY !== 'pglite') console.log('\nPostgreSQL: none configured or answering on 127.0.0.1:5432, skipped');
} catch (error) {
  console.error(error instanceof Error ? error.stack : error);
  process.exitCode = 1;
  await stopAll();
}
