// npm run bench:first-rows: how long a person waits for the first rows, in Chromium, in one run:
// the console's /VehicleEntryInfo, /PaymentInfo and /TempOrder and its dashboard (/DataHome) on
// the demo's data, against a bare Next.js page with MUI, the DataGrid, TanStack Query and
// next-intl showing 20 rows of /TempOrder read from the same backend (bench/first-rows-reference).
// Production builds of both, servers and browser cache warm, the targets interleaved run by run.
// - full load: navigation start to the first data row painted, and to the grid's own first row
//   (a list shows its first page as plain rows in the page's HTML until its grid takes over:
//   components/list-screen/FirstRows.tsx; the bare page has only its grid); the dashboard: its
//   figures shown, its chart drawn;
// - navigation: a click on a link of the home page (the reference: of its /home) to the first row;
// - sign-in: the click on "sign in" to the dashboard's figures and chart.
// Each line gives the median and p90 and the ratio of the medians to the bare page's, then where
// the time went (medians): the document's first byte and end, the last script, the data call, and
// the CPU each side spent until the first row (Chromium's processes, the page's server, the
// backend): on a machine shared with other work, wall-clock times stretch with its load, CPU
// times hardly do.
// BENCH_RUNS (10) measured runs after BENCH_WARMUP (3); BENCH_PORT_BASE (3830; base..base+5);
// the demo's database is kept between runs in BENCH_DATA_DIR ($TMPDIR/catc-bench-first-rows;
// BENCH_FRESH=1 makes it anew: its first start seeds the demo, about a minute); BENCH_VERBOSE=1
// shows the servers' output.
import { existsSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { buildIfNeeded } from './lib/build.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { treeCpuMs } from './lib/process-cpu.mjs';
import { startConsole, startProcess, stopAll, waitForHttp } from './lib/processes.mjs';
import { loadSecrets } from './lib/secrets.mjs';

const { tsImport } = await import('tsx/esm/api');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const reference = path.join(root, 'bench', 'first-rows-reference');
const runs = Number(process.env.BENCH_RUNS ?? 10);
const warmup = Number(process.env.BENCH_WARMUP ?? 3);
const base = Number(process.env.BENCH_PORT_BASE ?? 3830);
// The backend's broker and simulated channels take base+1..base+3 (docs/demo.md).
const ports = { backend: base, console: base + 4, reference: base + 5 };
const dataDir = process.env.BENCH_DATA_DIR ?? path.join(os.tmpdir(), 'catc-bench-first-rows');
if (process.env.BENCH_FRESH === '1') rmSync(dataDir, { recursive: true, force: true });
const ADMIN_PASSWORD = 'Harbour#Gate2026';
const env = {
  ...process.env, ...loadSecrets(dataDir), NEXT_TELEMETRY_DISABLED: '1', ADMIN_PASSWORD, DEMO_PASSWORD: 'Demo#Staff2026',
  DATA_DIR: dataDir, BACKEND_PORT: String(ports.backend), ASHX_BASE_URL: `http://127.0.0.1:${ports.backend}/`,
};
delete env.DATABASE_URL;
delete env.DEMO_SEED;

const SCREENS = ['/VehicleEntryInfo', '/PaymentInfo', '/TempOrder'];
const HOME = '/DataHome';

/**
 * Runs in every page before its own scripts: stamps when a data row, the dashboard's figures and
 * its chart are first painted (a task posted from the frame that drew them runs after the paint).
 */
function watchFirstRows() {
  const shown = {
    row: () => document.querySelector('.MuiDataGrid-row[data-id], [data-testid="list-first-rows"] tbody tr'),
    grid: () => document.querySelector('.MuiDataGrid-row[data-id]'),
    figures: () => [...document.querySelectorAll('[data-testid="dashboard-revenue-value"]')].some((e) => e.textContent && !e.textContent.includes('…')),
    chart: () => document.querySelector('[data-testid="dashboard-traffic-chart"] .MuiLineChart-line'),
  };
  const marks = { since: 0 };
  const pending = new Set();
  window.__firstRows = marks;
  window.__resetFirstRows = (since) => { for (const key of Object.keys(shown)) delete marks[key]; marks.since = since; };
  const check = () => {
    for (const [key, isShown] of Object.entries(shown)) {
      if (marks[key] !== undefined || pending.has(key) || !isShown()) continue;
      pending.add(key);
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => { pending.delete(key); if (marks[key] === undefined) marks[key] = performance.now(); };
        channel.port2.postMessage(null);
      });
    }
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true });
  addEventListener('click', (event) => window.__resetFirstRows(event.timeStamp), true);
}

/** Where a page's time went, from the browser's own timing entries (ms from navigation start or the click). */
function timingsSince(since, dataPattern) {
  const [nav] = performance.getEntriesByType('navigation');
  const resources = performance.getEntriesByType('resource').filter((r) => r.startTime >= since);
  const scripts = resources.filter((r) => r.initiatorType === 'script');
  const data = resources.find((r) => new RegExp(dataPattern).test(r.name));
  const flight = resources.find((r) => r.name.includes('_rsc='));
  const rel = (t) => (t === undefined ? undefined : t - since);
  return {
    ttfb: since === 0 ? nav.responseStart : rel(flight?.responseStart), document: since === 0 ? nav.responseEnd : rel(flight?.responseEnd),
    scripts: scripts.length ? rel(Math.max(...scripts.map((s) => s.responseEnd))) : undefined, scriptCount: scripts.length,
    dataStart: rel(data?.startTime), dataEnd: rel(data?.responseEnd),
  };
}

const DATA_CALLS = '/api/(screen$|rows$|ashx/dataHome\\.dashboard)';

async function settle(page) {
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
}

async function waitForMarks(page, keys) {
  await page.waitForFunction((wanted) => wanted.every((key) => window.__firstRows[key] !== undefined), keys, { timeout: 60_000, polling: 50 });
  return page.evaluate((wanted) => Object.fromEntries(wanted.map((key) => [key, window.__firstRows[key] - window.__firstRows.since])), keys);
}

/** A full load of `url`, timed from navigation start. */
async function fullLoad(page, url, keys, cpu) {
  const before = await cpu();
  await page.goto(url, { waitUntil: 'commit' });
  const marks = { ...await waitForMarks(page, keys), ...cpuSince(before, await cpu()) };
  const timings = await page.evaluate(([fn, pattern]) => new Function(`return (${fn})(0, ${JSON.stringify(pattern)})`)(), [timingsSince.toString(), DATA_CALLS]);
  await settle(page);
  return { ...marks, ...timings };
}

/** From `from` (loaded in full and idle), a click on `link`, timed from the click. */
async function navigation(page, from, link, keys, ready, cpu) {
  await page.goto(from);
  await page.locator(ready).first().waitFor();
  await settle(page);
  const before = await cpu();
  await page.locator(link).first().click();
  const marks = { ...await waitForMarks(page, keys), ...cpuSince(before, await cpu()) };
  const since = await page.evaluate(() => window.__firstRows.since);
  const timings = await page.evaluate(([fn, s, pattern]) => new Function(`return (${fn})(${s}, ${JSON.stringify(pattern)})`)(), [timingsSince.toString(), since, DATA_CALLS]);
  await settle(page);
  return { ...marks, ...timings };
}

/** From /login, the click on "sign in" to the dashboard's chart (a context without cookies each time). */
async function signIn(browser, consoleUrl) {
  const context = await browser.newContext();
  await context.addInitScript(watchFirstRows);
  const page = await context.newPage();
  await page.goto(`${consoleUrl}/login`);
  await settle(page);
  await page.locator('input[name="account"]').fill('admin');
  await page.locator('input[name="password"]').fill(ADMIN_PASSWORD);
  await page.getByTestId('login-submit').click();
  const marks = await waitForMarks(page, ['figures', 'chart']);
  await context.close();
  return marks;
}

const cpuSince = (before, after) => Object.fromEntries(Object.keys(after).map((side) => [`${side}Cpu`, after[side] - before[side]]));

function newerThan(dir, time) {
  return readdirSync(dir).some((name) => {
    const entry = path.join(dir, name);
    const stat = statSync(entry);
    return stat.mtimeMs > time || (stat.isDirectory() && newerThan(entry, time));
  });
}

function buildReference() {
  const builtId = path.join(reference, '.next', 'BUILD_ID');
  if (existsSync(builtId) && !newerThan(path.join(reference, 'app'), statSync(builtId).mtimeMs)) return;
  console.log('Building the reference page (next build bench/first-rows-reference)...');
  const built = spawnSync(path.join(root, 'node_modules', '.bin', 'next'), ['build', reference], { cwd: root, env, stdio: 'ignore' });
  if (built.status !== 0) throw new Error('the reference page did not build (next build bench/first-rows-reference)');
}

const quantile = (values, q) => {
  const sorted = values.filter((v) => v !== undefined).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] : undefined;
};
const ms = (value) => (value === undefined ? '    -' : String(Math.round(value)).padStart(5));
const quiet = !process.env.BENCH_VERBOSE;
const load = () => os.loadavg().map((l) => l.toFixed(1)).join(' ');

try {
  const startLoad = load();
  buildIfNeeded(root);
  buildReference();
  if (!existsSync(path.join(dataDir, 'pglite'))) console.log(`The demo's database is made in ${dataDir} (its first start takes about a minute)...`);
  const backend = startProcess('backend', process.execPath, ['--import', 'tsx', 'backend/main.ts'], { cwd: root, env, quiet });
  await waitForHttp(env.ASHX_BASE_URL, backend, 300_000);
  const consoleProcess = startConsole('console', root, ports.console, env, { quiet });
  const consoleUrl = `http://localhost:${ports.console}`;
  await waitForHttp(`${consoleUrl}/login`, consoleProcess);

  // The reference reads its rows as the administrator, with a token of its own.
  const { callAshx } = await tsImport('../lib/ashx/client.ts', import.meta.url);
  const backendSignIn = await callAshx({ baseUrl: env.ASHX_BASE_URL, handler: 'Login', payload: { userId: 'admin', password: ADMIN_PASSWORD, deviceId: 'bench-reference' }, language: 'zh-CN' });
  if (!backendSignIn.ok) throw new Error(`backend sign-in failed: ${JSON.stringify(backendSignIn.error)}`);
  const referenceEnv = { ...env, BENCH_USER_ID: 'admin', BENCH_ACCESS_TOKEN: backendSignIn.data.accessToken };
  const referenceProcess = startProcess('reference', path.join(root, 'node_modules', '.bin', 'next'), ['start', reference, '-p', String(ports.reference)], { cwd: root, env: referenceEnv, quiet });
  const referenceUrl = `http://localhost:${ports.reference}`;
  await waitForHttp(`${referenceUrl}/home`, referenceProcess);

  const login = await fetch(`${consoleUrl}/api/auth/login`, {
    method: 'POST', headers: { 'content-type': 'application/json', 'x-catc-request': '1' },
    body: JSON.stringify({ userId: 'admin', password: ADMIN_PASSWORD, deviceId: 'bench' }),
  });
  if (!login.ok) throw new Error(`console sign-in failed: ${login.status}`);
  const cookies = login.headers.getSetCookie().map((line) => {
    const [name, ...value] = line.split(';')[0].split('=');
    return { name, value: value.join('='), url: consoleUrl };
  });

  const browser = await chromium.launch({ executablePath: ensureChromium(), args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  const systemInfo = await browser.newBrowserCDPSession();
  const chromiumCpuMs = async () => (await systemInfo.send('SystemInfo.getProcessInfo')).processInfo.reduce((sum, p) => sum + p.cpuTime * 1000, 0);
  /** CPU used so far by Chromium, by the page's server and by the backend (ms). */
  const cpuOf = (server) => async () => ({ browser: await chromiumCpuMs(), server: treeCpuMs(server.pid), backend: treeCpuMs(backend.pid) });
  const consoleCpu = cpuOf(consoleProcess);
  const referenceCpu = cpuOf(referenceProcess);
  const open = async (cookieList = []) => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addCookies(cookieList);
    await context.addInitScript(watchFirstRows);
    return context.newPage();
  };
  const bare = await open();
  const consolePage = await open(cookies);

  const ROW = ['row', 'grid'];
  const DASHBOARD = ['figures', 'chart'];
  const homeLink = (screen) => `[data-testid="home-areas"] a[href="${screen}"]`;
  const targets = [
    { name: 'bare page', full: () => fullLoad(bare, `${referenceUrl}/`, ROW, referenceCpu),
      nav: () => navigation(bare, `${referenceUrl}/home`, '[data-testid="open-rows"]', ROW, '[data-testid="open-rows"]', referenceCpu) },
    ...SCREENS.map((screen) => ({
      name: screen, full: () => fullLoad(consolePage, `${consoleUrl}${screen}`, ROW, consoleCpu),
      nav: () => navigation(consolePage, `${consoleUrl}${HOME}`, homeLink(screen), ROW, homeLink(screen), consoleCpu),
    })),
    { name: HOME, full: () => fullLoad(consolePage, `${consoleUrl}${HOME}`, DASHBOARD, consoleCpu) },
  ];
  const results = new Map(targets.map((t) => [t.name, { full: [], nav: [] }]));
  const signIns = [];
  for (let run = -warmup; run < runs; run++) {
    // A different target goes first each run, so that the machine's moods weigh on all alike.
    const order = targets.map((_, i) => targets[(i + run + warmup) % targets.length]);
    for (const target of order) {
      const full = await target.full();
      const nav = target.nav ? await target.nav() : null;
      if (run >= 0) {
        results.get(target.name).full.push(full);
        if (nav) results.get(target.name).nav.push(nav);
      }
    }
    const signedIn = await signIn(browser, consoleUrl);
    if (run >= 0) signIns.push(signedIn);
    process.stdout.write(run < 0 ? 'w' : '.');
  }
  await browser.close();

  const median = (list, key) => quantile(list.map((r) => r[key]), 0.5);
  const bareFull = median(results.get('bare page').full, 'row');
  const bareNav = median(results.get('bare page').nav, 'row');

  console.log(`\n\nbench:first-rows  ${runs} runs after ${warmup} of warm-up, Chromium; load average ${startLoad} at the start, ${load()} at the end`);
  console.log('                          shown: median   p90  ratio   | where the time went (medians, ms): document first byte / end, last script, data call start / end | CPU until then: browser / server / backend');
  const line = (label, list, key, against) => {
    const m = median(list, key);
    console.log(`${label.padEnd(34)} ${ms(m)} ${ms(quantile(list.map((r) => r[key]), 0.9))}  ${(m / against).toFixed(2).padStart(5)}x  | ${ms(median(list, 'ttfb'))} ${ms(median(list, 'document'))} ${ms(median(list, 'scripts'))} ${ms(median(list, 'dataStart'))} ${ms(median(list, 'dataEnd'))} | ${ms(median(list, 'browserCpu'))} ${ms(median(list, 'serverCpu'))} ${ms(median(list, 'backendCpu'))}`);
  };
  /** A list's lines: its first row shown, then its grid's (the bare page's are the same row). */
  const lines = (name, list, against) => {
    line(`  ${name}${name === 'bare page' ? '' : ' rows'}`, list, 'row', against);
    if (name !== 'bare page') line(`  ${name} grid`, list, 'grid', against);
  };
  console.log('full load (navigation start to first row)');
  for (const target of targets) {
    const { full } = results.get(target.name);
    if (target.name !== HOME) lines(target.name, full, bareFull);
    else {
      line(`  ${HOME} figures`, full, 'figures', bareFull);
      line(`  ${HOME} chart`, full, 'chart', bareFull);
    }
  }
  console.log('client-side navigation (click on a link of the home page to first row)');
  for (const target of targets.filter((t) => t.nav)) lines(target.name, results.get(target.name).nav, bareNav);
  console.log('sign-in (click to the dashboard)');
  line('  figures', signIns, 'figures', bareFull);
  line('  chart', signIns, 'chart', bareFull);
} catch (error) {
  console.error(error instanceof Error ? error.stack : error);
  process.exitCode = 1;
} finally {
  await stopAll();
}
