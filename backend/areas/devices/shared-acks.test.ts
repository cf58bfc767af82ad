// Two backend processes on one PostgreSQL database and one broker (PostgreSQL only: PGlite is one
// process): the leader alone listens; a command sent through either is acknowledged to its caller
// (the follower reads the outcome the leader recorded); a command left pending by a process that
// stopped is not reset by another process starting, only once it is long past its timeout; the same
// command id sent through both at once is sent once and both callers get its ack (or, when the
// sender stopped, its timeout); when the leader stops, the follower takes over the listening, acks
// included.
import { LOCK_RUN_STATE } from '../../../lib/spec-constants';
import type { Db } from '../../db';
import { isoAt } from '../../db';
import { loadSimFleet } from '../../simulator/fleet-source';
import { startSimulator, type Simulator } from '../../simulator/simulator';
import { startBackend, testDatabases, type TestBackend } from '../../test/harness';
import { startEmbeddedBroker, type EmbeddedBroker } from './broker';
import type { CommandRequest } from '../../kernel/ports/devices';
import { Fleet } from './fleet';

jest.setTimeout(60_000);

const DEVICE_SECRET = 'test-device-secret';
const TIMEOUT_MS = 3_000;
const postgres = testDatabases().filter((d) => d.name === 'postgresql');

async function until(probe: () => boolean | Promise<boolean>, what: string, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await probe())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

(postgres.length ? describe.each(postgres) : describe.skip.each([{ name: 'postgresql (DATABASE_URL unset)' }]))('two backends, one broker ($name)', (database) => {
  let db: Db;
  let dispose: () => Promise<void>;
  let broker: EmbeddedBroker;
  let first: TestBackend;
  let second: TestBackend;
  let sim: Simulator;
  let commandNo = 0;
  const raise = (lock: string, command = 'raiseNow'): CommandRequest => ({
    id: `shared-${Date.now()}-${(commandNo += 1)}`, kind: 'lock', serial: lock, command, operator: 'admin', page: '/ParkingLockControl',
  });
  const start = (url: string) => startBackend(db, {
    demoLots: ['Shared lot'], leaderRetryMs: 200,
    devices: { deviceSecret: DEVICE_SECRET, mqttUrl: url, commandTimeoutMs: TIMEOUT_MS },
  });

  beforeAll(async () => {
    ({ db, dispose } = await (database as (typeof postgres)[number]).open());
    first = await startBackend(db, { demoLots: ['Shared lot'] });
    await first.close();
    const [{ id: lot }] = await db.query<{ id: number }>("SELECT id FROM parking_lots WHERE name = 'Shared lot'");
    const [{ id: node }] = await db.query<{ id: number }>("INSERT INTO node_controllers (serial, name, lot_id) VALUES ('SH-NODE', 'SH-NODE', $1) RETURNING id", [lot]);
    for (const serial of ['SH-A', 'SH-B', 'SH-C']) await db.query('INSERT INTO parking_locks (serial, lot_id, node_id) VALUES ($1, $2, $3)', [serial, lot, node]);
    broker = await startEmbeddedBroker({ fleet: new Fleet(db), secret: DEVICE_SECRET, port: 0, host: '127.0.0.1' });
    const url = `mqtt://127.0.0.1:${broker.port}`;
    first = await start(url);
    second = await start(url);
    sim = await startSimulator({ url, deviceSecret: DEVICE_SECRET, source: () => loadSimFleet(db), refreshMs: 200, heartbeatMs: 600_000 });
    await until(async () => (await db.query("SELECT 1 FROM parking_locks WHERE comm_state = 1 AND serial LIKE 'SH-%'")).length === 3, 'the locks online');
  }, 120_000);
  afterAll(async () => {
    await sim?.close();
    await second?.close();
    await first?.close();
    await broker?.close();
    await dispose?.();
  });

  it('has one leader: the first backend started', () => {
    expect([first.backend.leadership.leading, second.backend.leadership.leading]).toEqual([true, false]);
  });

  it('acknowledges a command sent through the backend that does not listen', async () => {
    const outcome = await second.backend.devices!.commander.send(raise('SH-A'));
    expect(outcome).toMatchObject({ outcome: 'ok', repeated: false });
    expect(outcome.ackedAt).not.toBeNull();
    const [lock] = await db.query<{ raised: boolean; run_state: number }>("SELECT raised, run_state FROM parking_locks WHERE serial = 'SH-A'");
    expect(lock).toEqual({ raised: true, run_state: LOCK_RUN_STATE.raisedNoVehicle });
    expect(sim.stats().commands).toBe(1);
  });

  it('leaves another process\'s pending command alone, and times it out once long past its timeout', async () => {
    const insert = (id: string, createdAt: number) => db.query(
      `INSERT INTO device_commands (id, device_kind, device_id, serial, lot_id, command, params, operator, page, topic, created_at, outcome)
       SELECT $1, 'lock', id, serial, lot_id, 'raiseNow', '{}', 'admin', '/ParkingLockControl', 'x', $2, 'pending' FROM parking_locks WHERE serial = 'SH-C'`,
      [id, isoAt(createdAt)]);
    await insert('shared-fresh-pending', Date.now());
    await insert('shared-stale-pending', Date.now() - 3 * TIMEOUT_MS);
    const third = await start(`mqtt://127.0.0.1:${broker.port}`);
    await third.close();
    expect(await first.backend.devices!.commander.expireAbandoned()).toBe(1);
    const rows = await db.query<{ id: string; outcome: string }>("SELECT id, outcome FROM device_commands WHERE id LIKE 'shared-%-pending' ORDER BY id");
    expect(rows).toEqual([{ id: 'shared-fresh-pending', outcome: 'pending' }, { id: 'shared-stale-pending', outcome: 'timeout' }]);
  });

  it('sends an id given to both backends at once once: both callers get its ack', async () => {
    const before = sim.stats().commands;
    const lower = raise('SH-A', 'lowerNormal');
    const [viaFirst, viaSecond] = await Promise.all([first.backend.devices!.commander.send(lower), second.backend.devices!.commander.send(lower)]);
    expect([viaFirst.outcome, viaSecond.outcome]).toEqual(['ok', 'ok']);
    expect([viaFirst.repeated, viaSecond.repeated].sort()).toEqual([false, true]);
    // The second caller reads the row while the first backend is still sending it.
    const again = raise('SH-A');
    const sending = first.backend.devices!.commander.send(again);
    await until(async () => (await db.query('SELECT 1 FROM device_commands WHERE id = $1', [again.id])).length === 1, 'the command row');
    const late = await second.backend.devices!.commander.send(again);
    expect(late).toMatchObject({ outcome: 'ok', repeated: true });
    expect(late.ackedAt).not.toBeNull();
    expect(await sending).toMatchObject({ outcome: 'ok', repeated: false });
    expect(sim.stats().commands - before).toBe(2);
  });

  it('waits for a command whose sender stopped until it counts as abandoned: timed out, not pending', async () => {
    const stranded = raise('SH-C');
    await db.query(
      `INSERT INTO device_commands (id, device_kind, device_id, serial, lot_id, command, params, operator, page, topic, created_at, outcome)
       SELECT $1, 'lock', id, serial, lot_id, 'raiseNow', '{}', 'admin', '/ParkingLockControl', 'x', $2, 'pending' FROM parking_locks WHERE serial = 'SH-C'`,
      [stranded.id, isoAt(Date.now() - 2 * TIMEOUT_MS + 500)]);
    const before = sim.stats().commands;
    expect(await second.backend.devices!.commander.send(stranded)).toMatchObject({ outcome: 'timeout', repeated: true });
    expect(sim.stats().commands).toBe(before);
  });

  it('hands the listening over when the leader stops: acks still reach the callers', async () => {
    await first.close();
    await until(() => second.backend.leadership.leading, 'the second backend to lead');
    const outcome = await second.backend.devices!.commander.send(raise('SH-B'));
    expect(outcome).toMatchObject({ outcome: 'ok' });
    first = await start(`mqtt://127.0.0.1:${broker.port}`);
    expect(first.backend.leadership.leading).toBe(false);
    const back = await first.backend.devices!.commander.send(raise('SH-A', 'lowerNormal'));
    expect(back).toMatchObject({ outcome: 'ok' });
  });
});
