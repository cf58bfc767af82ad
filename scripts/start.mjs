// npm start: builds the console if needed, starts the reference backend (embedded PostgreSQL,
// data in ./data, unless DATABASE_URL is set) and the console, and prints where to sign in.
// With ASHX_BASE_URL set, the bundled backend is not started: the console uses that backend.
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildIfNeeded } from './lib/build.mjs';
import { startConsole, startProcess, stopAll, waitForHttp } from './lib/processes.mjs';
import { loadSecrets } from './lib/secrets.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dev = process.argv.includes('--dev');
const port = Number(process.env.PORT ?? 3000);
const backendPort = Number(process.env.BACKEND_PORT ?? 3100);
const dataDir = path.resolve(root, process.env.DATA_DIR ?? 'data');
const env = { ...process.env, ...loadSecrets(dataDir), DATA_DIR: dataDir, NEXT_TELEMETRY_DISABLED: '1' };
// The driver's page (behind the printed QR codes) must be reachable from a phone on this network:
// this machine's first local-network address, unless DRIVER_PAGE_URL says otherwise.
const lanAddress = Object.values(os.networkInterfaces()).flat().find((a) => a && a.family === 'IPv4' && !a.internal)?.address;
env.DRIVER_PAGE_URL ??= `http://${lanAddress ?? 'localhost'}:${port}`;

let stopping = false;
async function shutdown(code = 0) {
  if (stopping) return;
  stopping = true;
  await stopAll();
  process.exit(code);
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

if (!dev) buildIfNeeded(root);

if (!process.env.ASHX_BASE_URL) {
  env.ASHX_BASE_URL = `http://127.0.0.1:${backendPort}/`;
  // tsx as a loader in the backend's own process, not its CLI, which keeps a second Node process
  // (about 50 MB) only to pass signals on (docs/performance.md "The backend's memory at rest").
  const backend = startProcess('backend', process.execPath, ['--import', 'tsx', 'backend/main.ts'], { cwd: root, env: { ...env, BACKEND_PORT: String(backendPort) } });
  backend.on('exit', (code) => { if (!stopping) { console.error(`The backend stopped (code ${code}).`); shutdown(code || 1); } });
  // The first start migrates and may seed the demo operator (docs/demo.md): give it time.
  await waitForHttp(env.ASHX_BASE_URL, backend, 300_000).catch((error) => { console.error(error.message); return shutdown(1); });
}

const console_ = startConsole('console', root, port, env, { dev });
console_.on('exit', (code) => { if (!stopping) { console.error(`The console stopped (code ${code}).`); shutdown(code || 1); } });
await waitForHttp(`http://127.0.0.1:${port}/login`, console_);
console.log(`\n  Console ready: sign in at http://localhost:${port}/login`);
console.log(`  Driver's page for phones on this network (the QR codes' address): ${env.DRIVER_PAGE_URL}/p/…`);
console.log(`  Administrator account: ${process.env.ADMIN_USER ?? 'admin'} (password: ADMIN_PASSWORD, or the one printed above at the first start)\n`);
