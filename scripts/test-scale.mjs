// npm run test:scale: two console processes and two backend processes behind one nginx, on a
// fresh PostgreSQL database and the machine's Mosquitto (docs/deployment.md). Checked over HTTP,
// with a lock played over MQTT by this script:
// - a signed-in user's calls alternate between the console processes;
// - a token renewal under concurrent calls on both consoles: both consoles renew at once, the
//   backend makes one successor, and the session goes on with either console's cookie;
// - a grant change made by the administrator through one console shows on both;
// - a lock command is acknowledged whichever backend sends it (nginx's log says which did);
// - one backend (the device leader) killed mid-run loses no acknowledged write, and the other
//   keeps serving, device acks included.
// Skipped, with a line saying why, when PostgreSQL or Mosquitto cannot be reached. Writes
// test-results/scale.json (passed, failed, skipped, seconds) for npm test's summary.
// Settings: SCALE_DATABASE_URL (else DATABASE_URL, else postgres://postgres@127.0.0.1:5432/postgres),
// SCALE_MQTT_URL (mqtt://127.0.0.1:1883), SCALE_PORT_BASE (3700; uses base..base+5).
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import mqtt from 'mqtt';
import pg from 'pg';
import { buildIfNeeded } from './lib/build.mjs';
import { ensureNginx, writeNginxConfig } from './lib/nginx.mjs';
import { startConsole, startProcess, stopAll, waitForHttp } from './lib/processes.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const results = path.join(root, 'test-results');
const started = Date.now();
const base = Number(process.env.SCALE_PORT_BASE ?? 3700);
const ports = { front: base, consoleA: base + 1, consoleB: base + 2, backendA: base + 3, backendB: base + 4, backends: base + 5 };
const adminUrl = process.env.SCALE_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const mqttUrl = process.env.SCALE_MQTT_URL ?? 'mqtt://127.0.0.1:1883';
const verbose = Boolean(process.env.SCALE_VERBOSE);
const tag = `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
const tally = { passed: 0, failed: 0, skipped: 0 };

function report(extra = {}) {
  mkdirSync(results, { recursive: true });
  writeFileSync(path.join(results, 'scale.json'), JSON.stringify({ ...tally, seconds: Math.round((Date.now() - started) / 1000), ...extra }));
}

function skip(why) {
  console.log(`test:scale skipped: ${why}`);
  tally.skipped = 1;
  report({ skippedBecause: why });
  process.exit(0);
}

async function check(name, fn) {
  try {
    await fn();
    tally.passed += 1;
    console.log(`  ✓ ${name}`);
  } catch (error) {
    tally.failed += 1;
    console.log(`  ✗ ${name}\n      ${error instanceof Error ? error.message : error}`);
  }
}

function assert(condition, message) {
  if (!condition) throw new Error(message);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(probe, what, ms = 15_000) {
  const end = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

function reachable(host, port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 1_500 });
    socket.once('connect', () => { socket.destroy(); resolve(true); });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => { socket.destroy(); resolve(false); });
  });
}

// --- Preconditions -----------------------------------------------------------------------------

const admin = new pg.Client({ connectionString: adminUrl });
try {
  await admin.connect();
} catch (error) {
  skip(`PostgreSQL at ${new URL(adminUrl).host} is not reachable (${error.message}); set SCALE_DATABASE_URL.`);
}
const broker = new URL(mqttUrl);
if (!(await reachable(broker.hostname, Number(broker.port || 1883)))) {
  await admin.end();
  skip(`no MQTT broker at ${broker.host} (install Mosquitto, or set SCALE_MQTT_URL).`);
}
const nginxBin = ensureNginx();
if (!nginxBin) {
  await admin.end();
  skip('nginx is not installed (Debian: apt-get install -y nginx, or set NGINX_PATH).');
}

// --- The processes -----------------------------------------------------------------------------

const dbName = `catc_scale_${tag}`;
const dbUrl = new URL(adminUrl);
dbUrl.pathname = `/${dbName}`;
const tmp = mkdtempSync(path.join(os.tmpdir(), 'catc-scale-'));
const mqttUser = `catc-scale-${tag}`;
const passwords = { admin: 'Harbour#Gate2026', demo: 'Berth#Sensor2026' };
const env = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: '1',
  SESSION_SECRET: randomBytes(32).toString('base64url'),
  ASHX_SIGNING_SECRET: randomBytes(24).toString('base64url'),
  ASHX_BASE_URL: `http://127.0.0.1:${ports.backends}/`,
  // Renewal comes due within the test: a few seconds after sign-in.
  TOKEN_RENEWAL_MS: '3000',
};
for (const name of ['E2E_DATABASE_URL', 'MQTT_PORT', 'SIMULATOR']) delete env[name];
const backendEnv = {
  ...env, DATABASE_URL: dbUrl.toString(), ADMIN_PASSWORD: passwords.admin, DEMO_SEED: 'users', DEMO_PASSWORD: passwords.demo,
  MQTT_URL: mqttUrl, MQTT_USERNAME: mqttUser, MQTT_PASSWORD: 'unused-by-an-anonymous-broker', BACKEND_HOST: '127.0.0.1', SIMULATOR: '0',
};
const url = (port) => `http://127.0.0.1:${port}`;
const backends = {};
let nginx;
let device;
let db;

function startBackend(name, port) {
  // node --import tsx rather than the tsx command: one process, which SIGKILL really kills.
  const child = startProcess(name, process.execPath, ['--import', 'tsx', 'backend/main.ts'], {
    cwd: root, env: { ...backendEnv, BACKEND_PORT: String(port) }, quiet: !verbose,
  });
  backends[name] = { child, port };
  return waitForHttp(url(port), child);
}

const health = async (port) => (await fetch(`${url(port)}/health`, { signal: AbortSignal.timeout(2_000) })).json();

/** The lock and its node controller, played over MQTT: acknowledges every command it is sent. */
async function startDevice(nodeSerial, lockSerial) {
  const state = { mode: 0, comm: 1, run: 0, raised: false, vehicle: false };
  const user = `node:${nodeSerial}`;
  const client = await mqtt.connectAsync(mqttUrl, { clientId: user, username: user, password: 'x', clean: true });
  const topic = (kind, serial, channel) => `catc/v1/${kind}/${serial}/${channel}`;
  let commands = 0;
  client.on('message', (_topic, payload) => {
    const message = JSON.parse(String(payload));
    commands += 1;
    void client.publishAsync(topic('lock', lockSerial, 'ack'), JSON.stringify({ id: message.id, ok: true, report: { state } }), { qos: 1 });
  });
  await client.subscribeAsync(topic('lock', lockSerial, 'cmd'), { qos: 1 });
  const announce = async () => {
    await client.publishAsync(topic('node', nodeSerial, 'status'), 'online', { qos: 1, retain: true });
    await client.publishAsync(topic('lock', lockSerial, 'report'), JSON.stringify({ state, battery: 90 }), { qos: 1 });
  };
  await announce();
  return {
    announce,
    commands: () => commands,
    close: async () => {
      // Leaves nothing retained on a shared broker.
      await client.publishAsync(topic('node', nodeSerial, 'status'), '', { qos: 1, retain: true });
      await client.endAsync();
    },
  };
}

/** A browser's session: the cookie jar of one signed-in user, calling through a door. */
function session(door) {
  let cookie = '';
  const adopt = (response) => {
    for (const set of response.headers.getSetCookie()) {
      const pair = set.split(';')[0];
      if (pair.startsWith('catc_session=')) cookie = pair;
    }
  };
  // `as`: another cookie than the jar's (a response's own), left out of the jar.
  const post = async (pathname, body, via = door, as = undefined) => {
    const sentAt = Date.now();
    const sent = as ?? cookie;
    const response = await fetch(`${url(via)}${pathname}`, {
      method: 'POST', body: JSON.stringify(body),
      headers: { 'content-type': 'application/json', 'x-catc-request': '1', ...(sent ? { cookie: sent } : {}) },
      signal: AbortSignal.timeout(30_000),
    });
    if (!as) adopt(response);
    const text = await response.text();
    let json = null;
    try { json = JSON.parse(text); } catch { /* an nginx error page */ }
    const setCookie = response.headers.getSetCookie().map((set) => set.split(';')[0]).find((pair) => pair.startsWith('catc_session='));
    return { status: response.status, json, via, sentAt, answeredAt: Date.now(), renewed: response.headers.get('x-token-renewed') === '1', setCookie };
  };
  return {
    post,
    op: (name, payload = {}, via, as) => post(`/api/ashx/${name}`, payload, via, as),
    screen: (path, action, payload, via) => post('/api/screen', { path, action, payload }, via),
    signIn: async (userId, password) => {
      const result = await post('/api/auth/login', { userId, password, deviceId: `scale-${tag}` });
      assert(result.status === 200 && cookie, `sign-in of ${userId}: HTTP ${result.status} ${JSON.stringify(result.json)}`);
    },
  };
}

function accessLog() {
  try {
    return readFileSync(path.join(tmp, 'access.log'), 'utf8').split('\n').filter(Boolean).map((line) => {
      const [port, upstream, status, uri, ...body] = line.split('|');
      return { port: Number(port), upstream, status: Number(status), uri, body: body.join('|') };
    });
  } catch { return []; }
}
/**
 * The log's lines since `before` that `keep` takes, once there are `count` of them (5 s at most):
 * nginx writes a request's line after it has answered it, so an answer's line may come a moment
 * after the test has the answer.
 */
async function loggedSince(before, keep, count) {
  const lines = () => accessLog().slice(before).filter(keep);
  await until(() => lines().length >= count, `${count} lines in nginx's log`, 5_000).catch(() => undefined);
  return lines();
}
/** Which backend (port) carried the command of this id, from nginx's log. */
const backendOfCommand = async (id) => (await loggedSince(0, (l) => l.port === ports.backends && l.body.includes(id), 1))
  .map((l) => l.upstream.split(', ').pop());

let exitCode = 1;
try {
  await admin.query(`CREATE DATABASE ${dbName}`);
  db = new pg.Client({ connectionString: dbUrl.toString() });
  await db.connect();
  buildIfNeeded(root);
  console.log(`test:scale: 2 consoles, 2 backends, nginx, PostgreSQL database ${dbName}, MQTT ${broker.host}`);
  // One after the other: the first migrates and seeds, and leads the devices.
  await startBackend('backend-a', ports.backendA);
  await startBackend('backend-b', ports.backendB);
  const consoles = [['console-a', ports.consoleA], ['console-b', ports.consoleB]].map(([name, port]) => {
    const configFile = path.join(tmp, `${name}.json`);
    writeFileSync(configFile, JSON.stringify({ baseUrl: env.ASHX_BASE_URL, language: 'en-US', Platform: '2', storageType: 1, outTimeNumber: 1, isPrivate: true, projectName: '' }));
    return [port, startConsole(name, root, port, { ...env, APP_CONFIG_FILE: configFile }, { quiet: !verbose })];
  });
  const config = writeNginxConfig(tmp, {
    consolesPort: ports.front, consoles: [ports.consoleA, ports.consoleB], backendsPort: ports.backends, backends: [ports.backendA, ports.backendB],
  });
  nginx = startProcess('nginx', nginxBin, ['-p', tmp, '-c', config, '-e', path.join(tmp, 'error.log'), '-g', 'daemon off;'], { quiet: !verbose });
  await Promise.all(consoles.map(([port, child]) => waitForHttp(`${url(port)}/login`, child)));
  await waitForHttp(`${url(ports.front)}/login`, nginx);

  // The lock the commands go to, in a lot of its own.
  const nodeSerial = `SC${tag}N`;
  const lockSerial = `SC${tag}L`;
  const { rows: [lot] } = await db.query("INSERT INTO parking_lots (name) VALUES ($1) RETURNING id", [`Scale lot ${tag}`]);
  const { rows: [node] } = await db.query('INSERT INTO node_controllers (serial, name, lot_id) VALUES ($1, $1, $2) RETURNING id', [nodeSerial, lot.id]);
  await db.query('INSERT INTO parking_locks (serial, lot_id, node_id) VALUES ($1, $2, $3)', [lockSerial, lot.id, node.id]);
  device = await startDevice(nodeSerial, lockSerial);
  await until(async () => {
    const { rows } = await db.query('SELECT comm_state FROM parking_locks WHERE serial = $1', [lockSerial]);
    if (rows[0]?.comm_state === 1) return true;
    await device.announce();
    return false;
  }, 'the lock to be online', 20_000);

  const adminSession = session(ports.front);
  await adminSession.signIn('admin', passwords.admin);
  const signedInAt = Date.now();
  let commandNo = 0;
  const lockCommand = async (command = 'syncTime') => {
    const commandId = `scale-${tag}-${(commandNo += 1)}`;
    const result = await adminSession.op(`lockControl.${command}`, { idempotencyKey: commandId, serial: lockSerial });
    return { commandId, ...result };
  };

  await check("a signed-in user's calls alternate between the two console processes", async () => {
    const before = accessLog().length;
    for (let i = 0; i < 6; i += 1) {
      const result = await adminSession.op('lockControl.lots');
      assert(result.status === 200, `call ${i + 1}: HTTP ${result.status}`);
    }
    const served = (await loggedSince(before, (l) => l.port === ports.front && l.uri.startsWith('/api/ashx/'), 6)).map((l) => l.upstream);
    assert(served.length === 6, `nginx logged ${served.length} of the 6 calls`);
    assert(served.every((upstream, i) => i === 0 || upstream !== served[i - 1]), `not alternating: ${served.join(', ')}`);
  });

  await check('a token renewal under concurrent calls on both consoles: both renew at once, one successor, the session kept', async () => {
    await sleep(Math.max(0, signedInAt + 3_500 - Date.now()));
    const { rows: [{ count: tokensBefore }] } = await db.query('SELECT count(*)::int AS count FROM access_tokens');
    // Four calls to each console at once, all with the cookie whose token is due for renewal.
    const burst = await Promise.all(Array.from({ length: 8 }, (_, i) => adminSession.op('lockControl.lots', {}, i % 2 ? ports.consoleB : ports.consoleA)));
    assert(burst.every((r) => r.status === 200), `concurrent calls: ${burst.map((r) => r.status).join(', ')}`);
    const renewing = [ports.consoleA, ports.consoleB].map((port) => burst.find((r) => r.via === port && r.renewed));
    assert(renewing.every(Boolean), `not both consoles renewed: ${burst.map((r) => `${r.via}${r.renewed ? ' renewed' : ''}`).join(', ')}`);
    // Both renewing calls were in flight together: neither console answered before the other was asked.
    assert(Math.max(...renewing.map((r) => r.sentAt)) < Math.min(...renewing.map((r) => r.answeredAt)), 'the two renewals did not overlap');
    const { rows: [{ count: tokensAfter }] } = await db.query('SELECT count(*)::int AS count FROM access_tokens');
    assert(tokensAfter === tokensBefore + 1, `the renewal made ${tokensAfter - tokensBefore} new tokens (one expected, shared by both consoles)`);
    // Each console's new cookie carries the shared successor: either goes on, on either console, without renewing again.
    for (const { setCookie, via: renewedOn } of renewing) {
      assert(setCookie, `console ${renewedOn} renewed without setting the cookie`);
      for (const port of [ports.consoleA, ports.consoleB]) {
        const after = await adminSession.op('lockControl.lots', {}, port, setCookie);
        assert(after.status === 200 && !after.renewed, `the cookie renewed on ${renewedOn}, used on ${port}: HTTP ${after.status}${after.renewed ? ', renewed again' : ''}`);
      }
    }
    for (let i = 0; i < 2; i += 1) {
      const after = await adminSession.op('lockControl.lots');
      assert(after.status === 200, `after the renewal: HTTP ${after.status}`);
    }
  });

  await check('a grant change made by the administrator through one console shows on both', async () => {
    // Customer service: a demo role without the lock control page (backend/demo/staff-roles.ts).
    const operator = session(ports.front);
    await operator.signIn('cs', passwords.demo);
    const { rows: [role] } = await db.query("SELECT id FROM role_groups WHERE code = 'customer-service'");
    // The grant dialog's calls (/AuthorityGroup's grants row action): read the tree and what is
    // granted, then save the whole set with or without the lock control page and its buttons.
    const grants = async (via, values) => {
      const result = await adminSession.screen('/AuthorityGroup', 'grants', { ids: [role.id], values }, via);
      assert(result.status === 200, `grants through ${via}: HTTP ${result.status} ${JSON.stringify(result.json)}`);
      return result.json.data.result;
    };
    const { tree } = await grants(ports.consoleA, { read: true });
    const find = (nodes) => nodes.map((n) => (n.index === '/ParkingLockControl' ? n : find(n.children ?? []))).find(Boolean);
    const pageNode = find(tree);
    assert(pageNode, 'no /ParkingLockControl in the grant tree');
    const lockControl = [pageNode.id, ...(pageNode.children ?? []).map((b) => b.id)];
    const setGrant = async (via, granted) => {
      const current = (await grants(via, { read: true })).granted.filter((id) => !lockControl.includes(id));
      await grants(via, { menuIds: granted ? [...current, ...lockControl] : current });
    };
    const onBoth = (status) => until(async () => {
      const seen = await Promise.all([ports.consoleA, ports.consoleB].map(async (port) => (await operator.op('lockControl.lots', {}, port)).status));
      return seen.every((s) => s === status);
    }, `HTTP ${status} on both consoles`, 10_000);
    await setGrant(ports.consoleA, true);
    await onBoth(200);
    await setGrant(ports.consoleB, false);
    await onBoth(403);
    await setGrant(ports.consoleA, true);
    await onBoth(200);
  });

  await check('a lock command is acknowledged whichever backend sends it', async () => {
    const leader = (await health(ports.backendA)).leader ? ports.backendA : ports.backendB;
    const follower = leader === ports.backendA ? ports.backendB : ports.backendA;
    const carriedBy = new Set();
    for (let i = 0; i < 8 && carriedBy.size < 2; i += 1) {
      const { commandId, status, json } = await lockCommand();
      assert(status === 200 && json?.data?.outcome === 'ok', `command ${commandId}: HTTP ${status} ${JSON.stringify(json)}`);
      for (const upstream of await backendOfCommand(commandId)) carriedBy.add(Number(upstream.split(':').pop()));
    }
    assert(carriedBy.has(follower), `no command went through the backend that does not lead (${[...carriedBy].join(', ')})`);
    assert(carriedBy.has(leader), 'no command went through the leader');
  });

  await check('one backend killed mid-run loses no acknowledged write, and the other keeps serving', async () => {
    const leaderName = (await health(ports.backendA)).leader ? 'backend-a' : 'backend-b';
    const survivor = leaderName === 'backend-a' ? 'backend-b' : 'backend-a';
    const outcomes = [];
    let killedAt = 0;
    const worker = async () => {
      for (let i = 0; i < 12; i += 1) {
        const sentAt = Date.now();
        const { commandId, status, json } = await lockCommand();
        outcomes.push({ commandId, sentAt, ok: status === 200 && json?.data?.outcome === 'ok', status });
      }
    };
    const killer = (async () => {
      await until(async () => outcomes.length >= 6, 'six writes before the kill');
      backends[leaderName].child.kill('SIGKILL');
      killedAt = Date.now();
    })();
    await Promise.all([worker(), worker(), killer]);
    const acknowledged = outcomes.filter((o) => o.ok).map((o) => o.commandId);
    const { rows } = await db.query("SELECT id FROM device_commands WHERE id = ANY($1::text[]) AND outcome = 'ok'", [acknowledged]);
    assert(rows.length === acknowledged.length, `${acknowledged.length - rows.length} acknowledged writes are missing`);
    // Once the survivor leads (within its retry), every command is acknowledged again.
    await until(async () => (await health(backends[survivor].port)).leader, 'the surviving backend to lead', 10_000);
    const late = outcomes.filter((o) => o.sentAt > killedAt + 3_000);
    const after = await Promise.all([lockCommand(), lockCommand()]);
    const failedAfter = [...late.filter((o) => !o.ok), ...after.filter((r) => !(r.status === 200 && r.json?.data?.outcome === 'ok'))];
    assert(failedAfter.length === 0, `writes after the kill failed: ${failedAfter.map((o) => `${o.commandId} (HTTP ${o.status})`).join(', ')}`);
    const lost = outcomes.filter((o) => !o.ok).length;
    console.log(`      ${outcomes.length} writes, ${acknowledged.length} acknowledged and all stored, ${lost} refused while the backend died`);
    const reads = await Promise.all(Array.from({ length: 4 }, () => adminSession.op('lockControl.lots')));
    assert(reads.every((r) => r.status === 200), `reads after the kill: ${reads.map((r) => r.status).join(', ')}`);
  });
  exitCode = tally.failed === 0 ? 0 : 1;
} catch (error) {
  console.error(`test:scale could not run: ${error instanceof Error ? error.stack : error}`);
  tally.failed += 1;
} finally {
  await device?.close().catch(() => undefined);
  await stopAll();
  // The listener's persistent session on the shared broker: removed with a clean connection.
  await mqtt.connectAsync(mqttUrl, { clientId: mqttUser, username: mqttUser, password: 'x', clean: true, reconnectPeriod: 0 })
    .then((client) => client.endAsync()).catch(() => undefined);
  await db?.end().catch(() => undefined);
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch((error) => console.error(`dropping ${dbName}: ${error.message}`));
  await admin.end().catch(() => undefined);
  if (!verbose) rmSync(tmp, { recursive: true, force: true });
  report();
  console.log(`test:scale: ${tally.passed} passed, ${tally.failed} failed (${Math.round((Date.now() - started) / 1000)} s)`);
}
process.exit(exitCode);
