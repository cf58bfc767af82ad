// npm run bench:devices: the device protocol under load. 1,000 simulated locks behind 10 node
// controllers on the embedded broker, played by the simulator (no activity of their own):
// - how long the fleet takes to come online;
// - commands per second and command latency p50/p99, straight through the commander (protocol
//   and database) and through the ASHX operation the lock control screen calls (HTTP, signature,
//   token, grant, data scope, protocol);
// - alarm latency: from a lock reporting resistance to the alarm showing in the screen's query.
// On PGlite, and on PostgreSQL too when DATABASE_URL is set (a scratch database, dropped after).
// Results are recorded in docs/performance.md.
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { LOCK_CONTROL } from '../lib/areas/devices/pages';
import { PAGE_HANDLER, pageOperationName } from '../lib/pages/types';
import { LOCK_RUN_STATE } from '../lib/spec-constants';
import type { Db } from '../backend/db';
import { openPglite, openPostgres } from '../backend/db';
import { loadSimFleet } from '../backend/simulator/fleet-source';
import type { SimLock } from '../backend/simulator/models';
import { startSimulator } from '../backend/simulator/simulator';
import { ADMIN_PASSWORD, startBackend } from '../backend/test/harness';

const LOCKS = Number(process.env.BENCH_LOCKS ?? 1_000);
const NODES = 10;
const COMMANDS = Number(process.env.BENCH_COMMANDS ?? 2_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 50);
const ALARM_SAMPLES = 50;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function waitFor(probe: () => Promise<boolean>, what: string, limitMs = 120_000): Promise<void> {
  const end = Date.now() + limitMs;
  while (!(await probe())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Runs `total` jobs with `concurrency` at a time; returns each job's latency and the wall time. */
async function load(total: number, concurrency: number, job: (n: number) => Promise<void>): Promise<{ latencies: number[]; seconds: number }> {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (next < total) {
      const n = next++;
      const t0 = performance.now();
      await job(n);
      latencies.push(performance.now() - t0);
    }
  }));
  return { latencies, seconds: (performance.now() - started) / 1000 };
}

async function bench(name: string, db: Db): Promise<void> {
  const t = await startBackend(db, { demoLots: ['Bench lot'], devices: { deviceSecret: 'bench-device-secret', brokerPort: 0 } });
  const devices = t.backend.devices!;
  const [{ id: lot }] = await db.query<{ id: number }>("SELECT id FROM parking_lots WHERE name = 'Bench lot'");
  await db.query(`INSERT INTO node_controllers (serial, name, lot_id) SELECT 'BN-' || n, 'BN-' || n, $1 FROM generate_series(1, ${NODES}) n`, [lot]);
  await db.query(
    `INSERT INTO parking_locks (serial, lot_id, node_id)
     SELECT 'BL-' || lpad(n::text, 4, '0'), $1, (SELECT id FROM node_controllers WHERE serial = 'BN-' || (1 + n % ${NODES})) FROM generate_series(1, ${LOCKS}) n`, [lot]);
  const serial = (n: number) => `BL-${String(1 + (n % LOCKS)).padStart(4, '0')}`;

  const onlineStart = performance.now();
  const sim = await startSimulator({ url: devices.brokerUrl, deviceSecret: devices.deviceSecret, source: () => loadSimFleet(db), refreshMs: 600_000, heartbeatMs: 600_000 });
  await waitFor(async () => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM parking_locks WHERE comm_state = 1'))[0].n === LOCKS, 'the fleet online');
  const onlineSeconds = (performance.now() - onlineStart) / 1000;

  // Raise then lower each lock: every command is carried out by its lock (no refusals).
  const commandOf = (n: number) => (Math.floor(n / LOCKS) % 2 === 0 ? 'raiseNow' : 'lowerNormal');
  let failures = 0;
  const direct = await load(COMMANDS, CONCURRENCY, async (n) => {
    const outcome = await devices.commander.send({ id: `bench-d-${n}`, kind: 'lock', serial: serial(n), command: commandOf(n), operator: 'bench', page: '/ParkingLockControl' });
    if (outcome.outcome !== 'ok') failures += 1;
  });

  const token = await t.signIn('admin', ADMIN_PASSWORD);
  const offset = COMMANDS; // continue the raise/lower alternation where the first run stopped
  const viaAshx = await load(COMMANDS, CONCURRENCY, async (n) => {
    const result = await t.call<{ outcome: string }>(PAGE_HANDLER,
      { idempotencyKey: `bench-a-${n}`, serial: serial(n + offset) }, { token, getList: pageOperationName(LOCK_CONTROL, commandOf(n + offset)) });
    if (!result.ok || result.data.outcome !== 'ok') failures += 1;
  });

  // Alarm latency: the lock reports a blocked flap; how long until the screen's query shows it.
  const alarmLatencies: number[] = [];
  for (let n = 0; n < ALARM_SAMPLES; n += 1) {
    const target = serial(n * 7);
    const lock = sim.device('lock', target) as SimLock;
    lock.state = { ...lock.state, raised: false, run: LOCK_RUN_STATE.available };
    lock.event('blockedFalling');
    const t0 = performance.now();
    await sim.report('lock', target);
    await waitFor(async () => {
      const result = await t.call<{ rows: { alarms: string[] }[] }>(PAGE_HANDLER,
        { search: target, state: 'alarm', startIndex: 1, endIndex: 5 }, { token, getList: pageOperationName(LOCK_CONTROL, 'list') });
      return result.ok && result.data.rows.some((r) => r.alarms.includes('resistanceFalling'));
    }, 'the alarm on screen', 10_000);
    alarmLatencies.push(performance.now() - t0);
    lock.event('resistanceCleared');
    await sim.report('lock', target);
  }

  await sim.close();
  await t.close();
  const line = (label: string, run: { latencies: number[]; seconds: number }) =>
    console.log(`  ${label.padEnd(34)} ${(COMMANDS / run.seconds).toFixed(0).padStart(6)} commands/s   p50 ${ms(percentile(run.latencies, 50))}   p99 ${ms(percentile(run.latencies, 99))}`);
  console.log(`\n${name}: ${LOCKS} locks behind ${NODES} node controllers, ${COMMANDS} commands per run, ${CONCURRENCY} at a time`);
  console.log(`  fleet online after start            ${onlineSeconds.toFixed(2)} s`);
  line('commander (MQTT + database)', direct);
  line('ASHX lockControl.<command> (HTTP + checks)', viaAshx);
  console.log(`  ratio ASHX / commander p50          ${(percentile(viaAshx.latencies, 50) / percentile(direct.latencies, 50)).toFixed(2)}`);
  console.log(`  alarm latency, event to screen query p50 ${ms(percentile(alarmLatencies, 50))}   p99 ${ms(percentile(alarmLatencies, 99))} (${ALARM_SAMPLES} samples)`);
  console.log(`  commands not ok                     ${failures}`);
}

async function main(): Promise<void> {
  const pglite = await openPglite();
  try { await bench('PGlite', pglite); } finally { await pglite.close(); }
  const url = process.env.DATABASE_URL;
  if (!url) { console.log('\n(PostgreSQL skipped: set DATABASE_URL to include it)'); return; }
  const name = `catc_bench_devices_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const scratch = new URL(url);
  scratch.pathname = `/${name}`;
  const db = await openPostgres(scratch.toString());
  try {
    await bench('PostgreSQL', db);
  } finally {
    await db.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

main().then(() => process.exit(0), (error) => { console.error(error); process.exit(1); });
