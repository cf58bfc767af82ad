// npm run bench:upload: a statement file uploaded through the console as a person does on
// /AbnormalBillUpload (POST /api/upload/abnormalBillUpload.uploadStatement with a signed-in cookie),
// streamed by the BFF to the backend, spooled there and imported (every row matching a payment of
// ours, made in bulk). A WeChat bill and an Alipay zip of a tenth of BENCH_ROWS and of BENCH_ROWS
// (default 200,000) rows. Reported per upload: rows per second, and the peak resident memory of
// the console's process and of the backend's over what each held before (Linux VmHWM, reset before
// each upload): a streamed upload keeps the console's peak whatever the file's size. Needs
// DATABASE_URL (a PostgreSQL the benchmark makes a scratch database in, to seed the payments).
import { randomBytes } from 'node:crypto';
import { createReadStream, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { buildIfNeeded } from './lib/build.mjs';
import { startConsole, startProcess, stopAll, waitForHttp } from './lib/processes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const ROWS = Number(process.env.BENCH_ROWS ?? 200_000);
const base = Number(process.env.BENCH_PORT_BASE ?? 3620);
const ports = { backend: base, console: base + 1 };
const MB = 1024 * 1024;
const url = process.env.DATABASE_URL;
if (!url) {
  console.error('bench:upload needs DATABASE_URL (a PostgreSQL server; a scratch database is made and dropped).');
  process.exit(2);
}
const tmp = mkdtempSync(path.join(os.tmpdir(), 'catc-bench-upload-'));
const scratch = `bench_upload_${process.pid}`;
const target = new URL(url);
target.pathname = `/${scratch}`;
const env = {
  ...process.env, NEXT_TELEMETRY_DISABLED: '1', SESSION_SECRET: randomBytes(32).toString('base64url'),
  ASHX_SIGNING_SECRET: randomBytes(24).toString('base64url'), ADMIN_PASSWORD: 'Harbour#Gate2026',
  ASHX_BASE_URL: `http://127.0.0.1:${ports.backend}/`, DATA_DIR: path.join(tmp, 'data'), BACKEND_PORT: String(ports.backend),
  DEVICES: '0', DEMO_SEED: '0', DATABASE_URL: target.toString(),
  // BENCH_NODE_OPTIONS: node options of both servers, e.g. --max-semi-space-size=1 to collect the
  // chunks that went through at once and see what is held rather than what awaits collection.
  ...(process.env.BENCH_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BENCH_NODE_OPTIONS } : {}),
};

/** The pid and parent of every process (Linux /proc). */
function processes() {
  const list = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      list.push({ pid: Number(name), ppid: Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) });
    } catch { /* gone meanwhile */ }
  }
  return list;
}

/** A process and its descendants (the console's server may run workers). */
function tree(pid) {
  const all = [pid];
  const list = processes();
  for (let i = 0; i < all.length; i++) for (const p of list) if (p.ppid === all[i]) all.push(p.pid);
  return all;
}

const statusOf = (pid, field) => {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : 0;
  } catch { return 0; }
};
/** Resets the peak (VmHWM) of the process tree to its present size; answers that size. */
function resetPeak(pid) {
  let rss = 0;
  for (const p of tree(pid)) {
    try { writeFileSync(`/proc/${p}/clear_refs`, '5'); } catch { /* not ours */ }
    rss += statusOf(p, 'VmRSS');
  }
  return rss;
}
const peakOf = (pid) => tree(pid).reduce((sum, p) => sum + statusOf(p, 'VmHWM'), 0);

let code = 1;
const { tsImport } = await import('tsx/esm/api');
const { openPostgres } = await tsImport('../backend/db/index.ts', import.meta.url);
const admin = await openPostgres(url, { max: 1 });
await admin.exec(`CREATE DATABASE ${scratch}`);
let db;
try {
  buildIfNeeded(root);
  const { writeStatementFile, seedStatementPayments, CLEAR_STATEMENT_TABLES } = await tsImport('./lib/bench-statements.ts', import.meta.url);
  const { TEST_DAY } = await tsImport('../lib/areas/reconcile/statements/fixtures.ts', import.meta.url);
  const backend = startProcess('backend', bin('tsx'), ['backend/main.ts'], { cwd: root, env, quiet: true });
  await waitForHttp(env.ASHX_BASE_URL, backend);
  const consoleProcess = startConsole('console', root, ports.console, env, { quiet: true });
  const consoleUrl = `http://127.0.0.1:${ports.console}`;
  await waitForHttp(`${consoleUrl}/login`, consoleProcess);
  db = await openPostgres(target.toString());

  const json = { 'content-type': 'application/json', 'x-catc-request': '1' };
  const login = await fetch(`${consoleUrl}/api/auth/login`, { method: 'POST', headers: json, body: JSON.stringify({ userId: 'admin', password: env.ADMIN_PASSWORD, deviceId: 'bench' }) });
  const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  if (!login.ok || !cookie) throw new Error(`console sign-in failed: ${login.status}`);
  console.log(`PostgreSQL scratch database; node ${process.version}; console and backend as separate processes`);

  for (const channel of ['wechat', 'alipay']) {
    for (const rows of [Math.round(ROWS / 10), ROWS]) {
      await db.exec(CLEAR_STATEMENT_TABLES);
      const file = path.join(tmp, `${channel}-${rows}.${channel === 'wechat' ? 'csv' : 'zip'}`);
      await writeStatementFile(channel, rows, file);
      await seedStatementPayments(db, channel, rows);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const before = { console: resetPeak(consoleProcess.pid), backend: resetPeak(backend.pid) };
      const started = performance.now();
      const query = new URLSearchParams({ channel, day: TEST_DAY, fileName: path.basename(file) });
      const response = await fetch(`${consoleUrl}/api/upload/abnormalBillUpload.uploadStatement?${query}`, {
        method: 'POST', duplex: 'half', body: Readable.toWeb(createReadStream(file, { highWaterMark: 256 * 1024 })),
        headers: { 'content-type': 'application/octet-stream', 'x-catc-request': '1', cookie, 'content-length': String(statSync(file).size) },
      });
      const answer = await response.json();
      const seconds = (performance.now() - started) / 1000;
      if (!response.ok || answer.data?.matched !== rows) throw new Error(`upload: ${response.status} ${JSON.stringify(answer)}`);
      const peak = { console: peakOf(consoleProcess.pid), backend: peakOf(backend.pid) };
      console.log(`${channel.padEnd(6)} ${String(rows).padStart(7)} rows  ${(statSync(file).size / MB).toFixed(1).padStart(5)} MB  ${Math.round(rows / seconds).toString().padStart(6)} rows/s  ${seconds.toFixed(1).padStart(5)} s  `
        + `console peak ${(peak.console / MB).toFixed(0)} MB (+${((peak.console - before.console) / MB).toFixed(0)})  backend peak ${(peak.backend / MB).toFixed(0)} MB (+${((peak.backend - before.backend) / MB).toFixed(0)})`);
    }
  }
  code = 0;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  await db?.close();
  await stopAll();
  await admin.exec(`DROP DATABASE IF EXISTS ${scratch} WITH (FORCE)`);
  await admin.close();
  rmSync(tmp, { recursive: true, force: true });
}
process.exit(code);
