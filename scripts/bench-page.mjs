// npm run bench:page: the JavaScript a grid screen (/EmployeeInformation, signed in) makes the
// browser download, against a bare Next.js page with one MUI button and one DataGrid built with the
// same versions (bench/reference-page), measured in Chromium in one run. Prints bytes (as sent and
// decoded), the ratio, the same like for like with both sides brotli-compressed (the console sends
// brotli, `next start` gzip), and the size of each HTML document (which carries the page's messages).
// Then every special page (lib/pages) and /login: their scripts, their document, and how much of
// their scripts is zod (the chunk holding its core, found by the name of its base type).
// BENCH_PORT_BASE (3810) picks the ports (base..base+2).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';
import { chromium } from '@playwright/test';
import { buildIfNeeded } from './lib/build.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { startConsole, startProcess, stopAll, waitForHttp } from './lib/processes.mjs';

const { tsImport } = await import('tsx/esm/api');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const reference = path.join(root, 'bench', 'reference-page');
const base = Number(process.env.BENCH_PORT_BASE ?? 3810);
const ports = { backend: base, console: base + 1, reference: base + 2 };
const tmp = mkdtempSync(path.join(os.tmpdir(), 'catc-bench-page-'));
const env = {
  ...process.env, NEXT_TELEMETRY_DISABLED: '1', SESSION_SECRET: randomBytes(32).toString('base64url'),
  ASHX_SIGNING_SECRET: randomBytes(24).toString('base64url'), ADMIN_PASSWORD: 'Harbour#Gate2026',
  ASHX_BASE_URL: `http://127.0.0.1:${ports.backend}/`, DATA_DIR: path.join(tmp, 'data'), BACKEND_PORT: String(ports.backend),
  DEVICES: '0', DEMO_SEED: '0',
};
delete env.DATABASE_URL;

/** What shows last on a special page whose scripts come after its data (the dashboard's charts). */
const SHOWN_LAST = { '/DataHome': '[data-testid="dashboard-traffic-chart"]' };

/** Opens the page in a fresh context and sums what its scripts and its document weigh; `waitFor`: true for the grid, or a selector. */
async function weigh(browser, url, cookies = [], waitFor = true) {
  const context = await browser.newContext();
  await context.addCookies(cookies);
  const page = await context.newPage();
  const scripts = [];
  let documentBytes = 0;
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'script') scripts.push(response);
    if (type === 'document') documentBytes = response;
    if (type === 'document' && process.env.BENCH_PAGE_DUMP) response.body().then((b) => import('node:fs').then((fs) => fs.writeFileSync(`${process.env.BENCH_PAGE_DUMP}-${new URL(url).port}${new URL(url).pathname.replaceAll('/', '_')}.html`, b)));
  });
  const started = performance.now();
  await page.goto(url);
  if (waitFor) await page.locator(waitFor === true ? '.MuiDataGrid-row, .MuiDataGrid-overlay' : waitFor).first().waitFor();
  const shownMs = performance.now() - started;
  await page.waitForLoadState('networkidle');
  const sent = async (response) => (await response.request().sizes()).responseBodySize;
  const decoded = async (response) => (await response.body()).length;
  // Each side's scripts as brotli would send them: the console sends brotli, `next start` gzip.
  const brotli = async (response) => brotliCompressSync(await response.body(), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  const sum = async (list, size) => (await Promise.all(list.map(size))).reduce((a, b) => a + b, 0);
  const zod = async (response) => ((await response.body()).includes('$ZodType') ? (await response.body()).length : 0);
  if (process.env.BENCH_PAGE_FILES) for (const r of scripts) console.log(`  ${url} ${new URL(r.url()).pathname} ${(await r.body()).length}`);
  const result = {
    files: scripts.length, shownMs, sent: await sum(scripts, sent), decoded: await sum(scripts, decoded), brotli: await sum(scripts, brotli), zod: await sum(scripts, zod),
    documentSent: documentBytes ? await sent(documentBytes) : 0, documentDecoded: documentBytes ? await decoded(documentBytes) : 0,
  };
  await context.close();
  return result;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1).padStart(7)} KB`;
try {
  buildIfNeeded(root);
  const built = spawnSync(bin('next'), ['build', reference], { cwd: root, env, stdio: 'ignore' });
  if (built.status !== 0) throw new Error('the reference page did not build (next build bench/reference-page)');
  const backend = startProcess('backend', bin('tsx'), ['backend/main.ts'], { cwd: root, env, quiet: true });
  await waitForHttp(env.ASHX_BASE_URL, backend);
  const consoleProcess = startConsole('console', root, ports.console, env, { quiet: true });
  const consoleUrl = `http://localhost:${ports.console}`;
  await waitForHttp(`${consoleUrl}/login`, consoleProcess);
  const referenceProcess = startProcess('reference', bin('next'), ['start', reference, '-p', String(ports.reference)], { cwd: root, env, quiet: true });
  await waitForHttp(`http://localhost:${ports.reference}/`, referenceProcess);

  const login = await fetch(`${consoleUrl}/api/auth/login`, {
    method: 'POST', headers: { 'content-type': 'application/json', 'x-catc-request': '1' },
    body: JSON.stringify({ userId: 'admin', password: env.ADMIN_PASSWORD, deviceId: 'bench' }),
  });
  if (!login.ok) throw new Error(`console sign-in failed: ${login.status}`);
  const cookies = login.headers.getSetCookie().map((line) => {
    const [name, ...value] = line.split(';')[0].split('=');
    return { name, value: value.join('='), url: consoleUrl };
  });

  const browser = await chromium.launch({ executablePath: ensureChromium(), args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  const screen = await weigh(browser, `${consoleUrl}/EmployeeInformation`, cookies);
  const bare = await weigh(browser, `http://localhost:${ports.reference}/`);
  const signInPage = await weigh(browser, `${consoleUrl}/login`, [], false);
  const { PAGES } = await tsImport('../lib/pages/registry.ts', import.meta.url);
  const special = [];
  for (const { path: pagePath } of PAGES) special.push([pagePath, await weigh(browser, `${consoleUrl}${pagePath}`, cookies, SHOWN_LAST[pagePath] ?? false)]);
  await browser.close();

  const row = (name, r) => `${name.padEnd(22)} ${String(Math.round(r.shownMs)).padStart(5)} ms ${String(r.files).padStart(3)} files  JS sent ${kb(r.sent)}  decoded ${kb(r.decoded)}   document sent ${kb(r.documentSent)}  decoded ${kb(r.documentDecoded)}`;
  console.log('\nbench:page  JavaScript downloaded by a first visit, Chromium');
  console.log(row('reference (bare)', bare));
  console.log(row('/EmployeeInformation', screen));
  if (signInPage) console.log(row('/login', signInPage));
  console.log(`ratio      /EmployeeInformation / reference: JS sent ${(screen.sent / bare.sent).toFixed(2)}x, decoded ${(screen.decoded / bare.decoded).toFixed(2)}x`);
  console.log(`           like for like, both as brotli: ${kb(screen.brotli)} / ${kb(bare.brotli)} = ${(screen.brotli / bare.brotli).toFixed(2)}x (the console sends brotli, next start gzip)`);
  console.log('\nfirst visit of each page (signed in but /login): scripts, of which zod, and the document');
  for (const [name, r] of [['/login', signInPage], ['/EmployeeInformation', screen], ...special]) {
    console.log(`${name.padEnd(27)} ${String(r.files).padStart(3)} files  JS decoded ${kb(r.decoded)}  brotli ${kb(r.brotli)}  zod ${kb(r.zod)}  document decoded ${kb(r.documentDecoded)}`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await stopAll();
  rmSync(tmp, { recursive: true, force: true });
}
