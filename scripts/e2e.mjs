// End-to-end tests in Chromium: one backend (embedded PostgreSQL in a temporary directory, demo
// users seeded, no demo operator) and three consoles built once: the main one, one renewing tokens every 3 s (and
// trusting one proxy hop) and one timing out after a few seconds; plus a portal page on another
// origin for SSO, and the simulated Alipay and WeChat Pay (backend/channels/sim-main.ts).
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnSync } from 'node:child_process';
import { buildIfNeeded } from './lib/build.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { startConsole, startProcess, stopAll, waitForHttp } from './lib/processes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const base = Number(process.env.E2E_PORT_BASE ?? 3310);
const ports = { backend: base, console: base + 1, renewal: base + 2, portal: base + 3, timeout: base + 4, untrusted: base + 5, alipay: base + 6, wechat: base + 7, sms: base + 8, mqtt: base + 9, invoice: base + 10 };
const url = (port) => `http://localhost:${port}`;
const tmp = mkdtempSync(path.join(os.tmpdir(), 'catc-e2e-'));

const env = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: '1',
  SESSION_SECRET: randomBytes(32).toString('base64url'),
  ASHX_SIGNING_SECRET: randomBytes(24).toString('base64url'),
  ADMIN_PASSWORD: 'Harbour#Gate2026',
  // The demo users only: the specs rely on a known empty estate (no demo operator, docs/demo.md).
  DEMO_SEED: 'users',
  DEMO_PASSWORD: 'Berth#Sensor2026',
  DEMO_LOTS: '示范停车场 A,示范停车场 B',
  // The simulator plays every registered device over the embedded broker, answering commands
  // only: nothing happens by itself, so what a test sees is what it did.
  SIMULATOR: '1',
  SIMULATOR_ACTIVITY: '0',
  MQTT_PORT: String(ports.mqtt),
  CHROMIUM_PATH: ensureChromium(),
  ASHX_BASE_URL: `http://127.0.0.1:${ports.backend}/`,
};
delete env.DATABASE_URL;
if (process.env.E2E_DATABASE_URL) env.DATABASE_URL = process.env.E2E_DATABASE_URL;

function writeConfig(name, overrides) {
  const file = path.join(tmp, `${name}.json`);
  writeFileSync(file, JSON.stringify({
    baseUrl: env.ASHX_BASE_URL, language: 'zh-CN', Platform: '2', storageType: 1, outTimeNumber: 1,
    isPrivate: true, projectName: '', ssoOrigins: [url(ports.portal)], ...overrides,
  }));
  return file;
}

/** The simulated payment channels (backend/channels/sim-main.ts): their accounts and authority land in `dir`. */
async function startSimChannels(dir) {
  const sims = startProcess('sim-channels', bin('tsx'), ['backend/channels/sim-main.ts'], {
    cwd: root, env: { ...env, DATA_DIR: dir, SIM_ALIPAY_PORT: String(ports.alipay), SIM_WECHAT_PORT: String(ports.wechat), SIM_SMS_PORT: String(ports.sms), SIM_INVOICE_PORT: String(ports.invoice) },
    quiet: !process.env.E2E_VERBOSE,
  });
  const file = path.join(dir, 'sim-channels.json');
  for (const deadline = Date.now() + 60_000; !existsSync(file); await new Promise((resolve) => setTimeout(resolve, 250))) {
    if (sims.exitCode !== null || Date.now() > deadline) throw new Error('the simulated channels did not start');
  }
  return { accounts: file, ca: path.join(dir, 'sim-channels-ca.pem') };
}

let code = 1;
try {
  buildIfNeeded(root);
  // The driver's page pays through the simulated WeChat Pay (e2e/driver-page.spec.ts).
  const sims = await startSimChannels(path.join(tmp, 'sims'));
  const backend = startProcess('backend', bin('tsx'), ['backend/main.ts'], {
    cwd: root, env: { ...env, DATA_DIR: path.join(tmp, 'data'), BACKEND_PORT: String(ports.backend), CHANNEL_CA_FILE: sims.ca }, quiet: !process.env.E2E_VERBOSE,
  });
  await waitForHttp(env.ASHX_BASE_URL, backend);
  const consoles = [
    // The BI page frames a page of the portal's origin (e2e/one-click-report.spec.ts).
    ['console', ports.console, { APP_CONFIG_FILE: writeConfig('main', { biUrl: `${url(ports.portal)}/bi-dashboard` }) }],
    // Also stands for a console behind one reverse proxy: it trusts one X-Forwarded-For hop.
    ['renewal', ports.renewal, { APP_CONFIG_FILE: writeConfig('renewal', {}), TOKEN_RENEWAL_MS: '3000', TRUST_PROXY_HOPS: '1' }],
    ['timeout', ports.timeout, { APP_CONFIG_FILE: writeConfig('timeout', { outTimeNumber: 0.002 }) }],
  ].map(([name, port, extra]) => [port, startConsole(name, root, port, { ...env, ...extra }, { quiet: !process.env.E2E_VERBOSE })]);
  const portal = startProcess('portal', bin('tsx'), ['e2e/support/portal.ts'], {
    cwd: root, env: { ...env, PORTAL_PORTS: `${ports.portal},${ports.untrusted}`, CONSOLE_URL: url(ports.console) },
  });
  await Promise.all([
    ...consoles.map(([port, child]) => waitForHttp(`${url(port)}/login`, child)),
    waitForHttp(url(ports.portal), portal),
  ]);
  const result = spawnSync(bin('playwright'), ['test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)], {
    cwd: root, stdio: 'inherit',
    env: {
      ...env,
      E2E_CONSOLE_URL: url(ports.console), E2E_RENEWAL_URL: url(ports.renewal), E2E_TIMEOUT_URL: url(ports.timeout),
      E2E_PORTAL_URL: url(ports.portal), E2E_UNTRUSTED_PORTAL_URL: url(ports.untrusted),
      // The run's own directory: what the workers share (e2e/support/run-once.ts), gone with the run.
      E2E_RUN_DIR: tmp,
      E2E_SIM_CHANNELS: sims.accounts,
    },
  });
  code = result.status ?? 1;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  await stopAll();
  rmSync(tmp, { recursive: true, force: true });
}
process.exit(code);
