// npm run bench:bff: the same small call (the home page's dataHome.overview) three ways in one run:
// straight to the backend (every request freshly signed, as the console signs them), Next's own
// floor (a trivial route handler, /api/health) and through the BFF with a signed-in cookie.
// Rounds alternate the targets (BENCH_ROUNDS, default 3) so that the other work on a shared machine
// weighs on each alike; the medians decide. Prints req/s and p50/p99 under load (autocannon,
// BENCH_CONNECTIONS; BENCH_SECONDS=0 skips it), the latency of one call at a time (BENCH_CALLS per
// round, timed with hrtime: one target after another, for CPU per call, then call by call with the
// targets alternating, for the goal), and the two goals: BFF throughput over backend direct, and
// what the BFF adds beyond Next's floor measured like for like (a POST with the BFF's headers and body).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { buildIfNeeded } from './lib/build.mjs';
import { interleaved, mean, oneAtATime } from './lib/one-at-a-time.mjs';
import { treeCpuMs } from './lib/process-cpu.mjs';
import { startConsole, startProcess, stopAll, waitForHttp } from './lib/processes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const calls = Number(process.env.BENCH_CALLS ?? 1000);
const portBase = Number(process.env.BENCH_PORT_BASE ?? 3410);
const ports = { backend: portBase, console: portBase + 1 };
const tmp = mkdtempSync(path.join(os.tmpdir(), 'catc-bench-'));
const env = {
  ...process.env, NEXT_TELEMETRY_DISABLED: '1', SESSION_SECRET: randomBytes(32).toString('base64url'),
  ASHX_SIGNING_SECRET: randomBytes(24).toString('base64url'), ADMIN_PASSWORD: 'Harbour#Gate2026',
  ASHX_BASE_URL: `http://127.0.0.1:${ports.backend}/`, DATA_DIR: path.join(tmp, 'data'), BACKEND_PORT: String(ports.backend),
  DEVICES: '0', // no device protocol: its default broker port would be the console's
  DEMO_SEED: '0', // the benchmark's known estate, not the demo operator
};
delete env.DATABASE_URL;

function load(target, options = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ duration, connections, ...target, ...options }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

try {
  buildIfNeeded(root);
  const backend = startProcess('backend', bin('tsx'), ['backend/main.ts'], { cwd: root, env, quiet: true });
  await waitForHttp(env.ASHX_BASE_URL, backend);
  const console_ = startConsole('console', root, ports.console, env, { quiet: true });
  const consoleUrl = `http://127.0.0.1:${ports.console}`;
  await waitForHttp(`${consoleUrl}/login`, console_);

  // Straight to the backend: sign in there, then each request built and signed anew by the shared
  // codec (the backend refuses a signature it has seen: a replayed one would measure the refusal).
  const { tsImport } = await import('tsx/esm/api');
  const { callAshx } = await tsImport('../lib/ashx/client.ts', import.meta.url);
  const { buildAshxRequest } = await tsImport('../lib/ashx/request.ts', import.meta.url);
  const signIn = await callAshx({ baseUrl: env.ASHX_BASE_URL, handler: 'Login', payload: { userId: 'admin', password: env.ADMIN_PASSWORD, deviceId: 'bench' }, language: 'en-US' });
  if (!signIn.ok) throw new Error(`backend sign-in failed: ${JSON.stringify(signIn.error)}`);
  const signed = () => buildAshxRequest({
    baseUrl: env.ASHX_BASE_URL, handler: 'HandlersCatc/CatcPage', payload: { GetList: 'dataHome.overview' }, userId: 'admin',
    accessToken: signIn.data.accessToken, language: 'en-US', signingSecret: env.ASHX_SIGNING_SECRET,
  });
  const first = signed();
  // The backend answers a refused call with HTTP 200 and its own statusCode: count those too.
  let refusedDirect = 0;
  const direct = {
    url: first.url,
    requests: [{
      method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' },
      setupRequest: (request) => {
        const fresh = signed();
        const url = new URL(fresh.url);
        return { ...request, path: url.pathname + url.search, body: fresh.body };
      },
      onResponse: (status, body) => {
        try { if (JSON.parse(body).statusCode !== 200) refusedDirect += 1; } catch { refusedDirect += 1; }
      },
    }],
  };
  const answer = await (await fetch(first.url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: first.body })).json();
  if (answer.statusCode !== 200) throw new Error(`backend call failed: ${JSON.stringify(answer)}`);

  // Through the BFF: sign in through the console and keep its cookie.
  const json = { 'content-type': 'application/json', 'x-catc-request': '1' };
  const login = await fetch(`${consoleUrl}/api/auth/login`, { method: 'POST', headers: json, body: JSON.stringify({ userId: 'admin', password: env.ADMIN_PASSWORD, deviceId: 'bench' }) });
  const cookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  if (!login.ok || !cookie) throw new Error(`console sign-in failed: ${login.status}`);
  const bff = { url: `${consoleUrl}/api/ashx/dataHome.overview`, method: 'POST', body: '{}', headers: { ...json, cookie } };
  const trivial = { url: `${consoleUrl}/api/health`, method: 'GET' };
  const checked = await fetch(bff.url, { method: 'POST', body: '{}', headers: bff.headers });
  if (!checked.ok) throw new Error(`BFF call failed: ${checked.status} ${await checked.text()}`);

  const targets = { backend: direct, trivial, bff };
  // One at a time, through one client: the same requests, the direct one signed before its clock starts.
  const directNow = () => { const fresh = signed(); return { url: fresh.url, method: 'POST', headers: direct.requests[0].headers, body: fresh.body }; };
  const sequential = {
    backend: { next: directNow, check: (status, body) => status === 200 && JSON.parse(body).statusCode === 200 },
    trivialGet: { next: () => trivial, check: (status) => status === 200 },
    trivialPost: { next: () => ({ ...bff, url: trivial.url }), check: (status) => status === 200 },
    bff: { next: () => bff, check: (status) => status === 200 },
  };
  const names = Object.keys(sequential);
  const label = { backend: 'backend direct', trivial: 'trivial GET', trivialGet: 'trivial GET', trivialPost: 'trivial POST', bff: 'BFF call' };
  const cpuNow = () => ({ console: treeCpuMs(console_.pid), backend: treeCpuMs(backend.pid) });
  const cpuPer = (before, after, n) => ([before.console, after.console, before.backend, after.backend].every((ms) => ms !== null)
    ? { console: (after.console - before.console) / n, backend: (after.backend - before.backend) / n } : null);

  if (duration > 0) for (const target of Object.values(targets)) await load(target, { duration: 2 }); // warm-up
  for (const name of names) await oneAtATime(sequential[name].next, Math.min(calls, 300), sequential[name].check);
  const loaded = { backend: [], trivial: [], bff: [] };
  const cpu = { backend: [], trivial: [], bff: [] };
  const times = Object.fromEntries(names.map((name) => [name, []]));
  const seqCpu = Object.fromEntries(names.map((name) => [name, []]));
  const alternated = Object.fromEntries(names.map((name) => [name, []]));
  for (let round = 0; round < rounds; round += 1) {
    for (const [name, target] of duration > 0 ? Object.entries(targets) : []) {
      const before = cpuNow();
      const r = await load(target);
      const after = cpuNow();
      const bad = r.non2xx + r.errors + (name === 'backend' ? refusedDirect : 0);
      if (bad) throw new Error(`${name}: ${bad} failed requests`);
      loaded[name].push({ rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99 });
      const per = cpuPer(before, after, r.requests.total);
      if (per) cpu[name].push(per);
    }
    for (const name of names) {
      const before = cpuNow();
      times[name].push(...await oneAtATime(sequential[name].next, calls, sequential[name].check));
      const per = cpuPer(before, cpuNow(), calls);
      if (per) seqCpu[name].push(per);
    }
    const mixed = await interleaved(sequential, calls);
    for (const name of names) alternated[name].push(...mixed[name]);
  }

  const perCall = (samples, name, side) => median(samples[name].map((c) => c[side]));
  if (duration > 0) {
    const figure = (name) => ({
      rps: median(loaded[name].map((r) => r.rps)), p50: median(loaded[name].map((r) => r.p50)), p99: median(loaded[name].map((r) => r.p99)),
    });
    const [a, t, b] = ['backend', 'trivial', 'bff'].map(figure);
    const row = (name, r) => `  ${label[name].padEnd(15)} ${r.rps.toFixed(0).padStart(6)} req/s   p50 ${String(r.p50).padStart(3)} ms   p99 ${String(r.p99).padStart(4)} ms`;
    console.log(`\nbench:bff  ${rounds} rounds of ${duration} s, ${connections} connections, dataHome.overview (PGlite); medians`);
    console.log('under load (autocannon)');
    console.log(row('backend', a));
    console.log(row('trivial', t));
    console.log(row('bff', b));
    for (const name of ['backend', 'trivial', 'bff']) console.log(`  ${label[name].padEnd(15)} rounds: ${loaded[name].map((r) => r.rps.toFixed(0)).join(', ')} req/s`);
    if (cpu.bff.length) {
      console.log(`  CPU per call (ms, console + backend processes, medians; other load on the machine does not dilute these)`);
      for (const name of ['backend', 'trivial', 'bff']) console.log(`  ${label[name].padEnd(15)} console ${perCall(cpu, name, 'console').toFixed(3)}   backend ${perCall(cpu, name, 'backend').toFixed(3)}`);
      console.log(`  the BFF's own work: ${(perCall(cpu, 'bff', 'console') - perCall(cpu, 'trivial', 'console')).toFixed(3)} ms of console CPU per call beyond the trivial route`);
    }
    const ratios = loaded.bff.map((r, i) => r.rps / loaded.backend[i].rps);
    console.log(`throughput      BFF/backend ${(b.rps / a.rps).toFixed(2)} (per round ${ratios.map((x) => x.toFixed(2)).join(', ')}; goal >= 0.80)`);
    console.log(`                trivial/backend ${(t.rps / a.rps).toFixed(2)}; under load p50: BFF +${b.p50 - a.p50} ms over backend, trivial route ${t.p50} ms`);
  }
  const stats = (samples) => Object.fromEntries(names.map((name) => [name, { mean: mean(samples[name]), median: median(samples[name]) }]));
  const one = stats(times);
  console.log(`\none at a time   ${rounds} rounds of ${calls} calls of each, one kept-alive connection, hrtime (mean / median ms)`);
  console.log(`  ${''.padEnd(15)}   one target after another (CPU per call, medians of rounds)   call by call, targets alternating`);
  const rotating = stats(alternated);
  const pair = (s) => `${s.mean.toFixed(2).padStart(6)} / ${s.median.toFixed(2).padStart(6)}`;
  for (const name of names) {
    const cpuText = seqCpu[name].length ? `CPU console ${perCall(seqCpu, name, 'console').toFixed(3)}  backend ${perCall(seqCpu, name, 'backend').toFixed(3)}` : ''.padEnd(35);
    console.log(`  ${label[name].padEnd(15)} ${pair(one[name])}   ${cpuText}   ${pair(rotating[name])}`);
  }
  // The goal, from the alternating calls: drift on the machine weighs on the four alike.
  for (const stat of ['median', 'mean']) {
    const added = rotating.bff[stat] - rotating.backend[stat];
    console.log(`added latency   (${stat}s) BFF +${added.toFixed(2)} ms over backend; Next's floor: POST ${rotating.trivialPost[stat].toFixed(2)} ms (GET ${rotating.trivialGet[stat].toFixed(2)} ms): `
      + `${(added - rotating.trivialPost[stat]).toFixed(2)} ms beyond the like-for-like POST floor (goal <= 1), ${(added - rotating.trivialGet[stat]).toFixed(2)} beyond GET`);
  }
  const beyond = alternated.bff.map((ms, i) => ms - alternated.backend[i] - alternated.trivialPost[i]);
  console.log(`                paired, cycle by cycle (BFF - backend - POST floor): median ${median(beyond).toFixed(2)} ms`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await stopAll();
  rmSync(tmp, { recursive: true, force: true });
}
