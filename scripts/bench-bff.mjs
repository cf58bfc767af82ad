// npm run bench:bff: the same small call (SystemStatus Overview) straight to the backend and
// through the BFF with a signed-in cookie, in one run. Prints req/s both ways, their ratio and
// the latency the BFF adds (p50/p99). Loopback only; bounded by duration.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { buildIfNeeded } from './lib/build.mjs';
import { startConsole, startProcess, stopAll, waitForHttp } from './lib/processes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ports = { backend: 3410, console: 3411 };
const tmp = mkdtempSync(path.join(os.tmpdir(), 'catc-bench-'));
const env = {
  ...process.env, NEXT_TELEMETRY_DISABLED: '1', SESSION_SECRET: randomBytes(32).toString('base64url'),
  ASHX_SIGNING_SECRET: randomBytes(24).toString('base64url'), ADMIN_PASSWORD: 'Harbour#Gate2026',
  ASHX_BASE_URL: `http://127.0.0.1:${ports.backend}/`, DATA_DIR: path.join(tmp, 'data'), BACKEND_PORT: String(ports.backend),
  DEVICES: '0', // no device protocol: its default broker port would be the console's
  DEMO_SEED: '0', // the benchmark's known estate, not the demo operator
};
delete env.DATABASE_URL;

function load(options) {
  return new Promise((resolve, reject) => {
    autocannon({ duration, connections, method: 'POST', ...options }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

try {
  buildIfNeeded(root);
  const backend = startProcess('backend', bin('tsx'), ['backend/main.ts'], { cwd: root, env, quiet: true });
  await waitForHttp(env.ASHX_BASE_URL, backend);
  const console_ = startConsole('console', root, ports.console, env, { quiet: true });
  const consoleUrl = `http://127.0.0.1:${ports.console}`;
  await waitForHttp(`${consoleUrl}/login`, console_);

  // Straight to the backend: sign in there, then a signed request built by the shared codec.
  const { tsImport } = await import('tsx/esm/api');
  const { callAshx } = await tsImport('../lib/ashx/client.ts', import.meta.url);
  const { buildAshxRequest } = await tsImport('../lib/ashx/request.ts', import.meta.url);
  const signIn = await callAshx({ baseUrl: env.ASHX_BASE_URL, handler: 'Login', payload: { userId: 'admin', password: env.ADMIN_PASSWORD, deviceId: 'bench' }, language: 'en-US' });
  if (!signIn.ok) throw new Error(`backend sign-in failed: ${JSON.stringify(signIn.error)}`);
  const direct = buildAshxRequest({
    baseUrl: env.ASHX_BASE_URL, handler: 'HandlersCatc/CatcPage', payload: { GetList: 'dataHome.overview' }, userId: 'admin',
    accessToken: signIn.data.accessToken, language: 'en-US', signingSecret: env.ASHX_SIGNING_SECRET,
  });

  // Through the BFF: sign in through the console and keep its cookie.
  const json = { 'content-type': 'application/json', 'x-catc-request': '1' };
  const login = await fetch(`${consoleUrl}/api/auth/login`, { method: 'POST', headers: json, body: JSON.stringify({ userId: 'admin', password: env.ADMIN_PASSWORD, deviceId: 'bench' }) });
  const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  if (!login.ok || !cookie) throw new Error(`console sign-in failed: ${login.status}`);

  const warm = { duration: 2 };
  await load({ url: direct.url, body: direct.body, headers: { 'content-type': 'application/x-www-form-urlencoded' }, ...warm });
  const a = await load({ url: direct.url, body: direct.body, headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  await load({ url: `${consoleUrl}/api/ashx/dataHome.overview`, body: '{}', headers: { ...json, cookie }, ...warm });
  const b = await load({ url: `${consoleUrl}/api/ashx/dataHome.overview`, body: '{}', headers: { ...json, cookie } });
  const bad = (r) => r.non2xx + r.errors;
  if (bad(a) || bad(b)) throw new Error(`failed requests: direct ${bad(a)}, BFF ${bad(b)}`);

  const row = (name, r) => `${name.padEnd(10)} ${r.requests.average.toFixed(0).padStart(7)} req/s   p50 ${String(r.latency.p50).padStart(4)} ms   p99 ${String(r.latency.p99).padStart(4)} ms`;
  console.log(`\nbench:bff  ${duration} s, ${connections} connections, SystemStatus Overview (PGlite)`);
  console.log(row('backend', a));
  console.log(row('via BFF', b));
  console.log(`ratio      BFF/backend throughput ${(b.requests.average / a.requests.average).toFixed(2)}`);
  console.log(`added      p50 +${b.latency.p50 - a.latency.p50} ms   p99 +${b.latency.p99 - a.latency.p99} ms`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await stopAll();
  rmSync(tmp, { recursive: true, force: true });
}
