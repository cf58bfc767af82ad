// Commands and reports over a real MQTT broker (the embedded one, and the Mosquitto of
// MQTT_TEST_URL when set) with the device simulator playing the hardware: a command acknowledged,
// a repeated command id not carried out twice, a silent lock timing out, an offline lock refused
// before anything travels, resistance and battery alarms raised and cleared, a node controller's
// power cut, and the broker's access rules.
import mqtt from 'mqtt';
import { LOCK_RUN_STATE } from '../../../lib/spec-constants';
import { deviceUser, topicOf } from '../../../lib/device-protocol';
import type { Db } from '../../db';
import { loadSimFleet } from '../../simulator/fleet-source';
import type { SimLock, SimPayStation } from '../../simulator/models';
import { startSimulator, type Simulator } from '../../simulator/simulator';
import { testDatabases, type TestBackend } from '../../test/harness';
import { useTestBackend } from '../../test/use-backend';
import { CommandIdClash, UnknownDevice, type CommandRequest } from '../../kernel/ports/devices';
import { devicePassword } from './credentials';
import type { DeviceService } from './service';
import { until } from '../../test/until';

jest.setTimeout(60_000);

const DEVICE_SECRET = 'test-device-secret';
const TIMEOUT_MS = 1_500;
const brokers = [{ name: 'embedded broker', url: undefined as string | undefined }];
if (process.env.MQTT_TEST_URL) brokers.push({ name: 'external broker', url: process.env.MQTT_TEST_URL });

const cases = testDatabases().flatMap((database) => brokers.map((broker) => ({ ...broker, database, label: `${database.name}, ${broker.name}` })));

describe.each(cases)('devices over MQTT ($label)', ({ database, url }) => {
  let db: Db;
  let t: TestBackend;
  let devices: DeviceService;
  let sim: Simulator;
  // Serials unique per run: an external broker may be shared.
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const serial = (name: string) => `T${tag}-${name}`;
  let commandNo = 0;
  const request = (lock: string, command: string, extra: Partial<CommandRequest> = {}): CommandRequest => ({
    id: `cmd-${tag}-${(commandNo += 1)}`, kind: 'lock', serial: serial(lock), command, operator: 'admin', page: '/ParkingLockControl', ...extra,
  });
  const lockRow = async (lock: string) => (await db.query<{ comm_state: number; run_state: number; raised: boolean; battery: number | null }>(
    'SELECT comm_state, run_state, raised, battery FROM parking_locks WHERE serial = $1', [serial(lock)]))[0];
  const openAlarms = async (lock: string) => (await db.query<{ alarm: string }>(
    'SELECT alarm FROM device_alarms WHERE serial = $1 AND cleared_at IS NULL ORDER BY alarm', [serial(lock)])).map((r) => r.alarm);
  const simLock = (lock: string) => sim.device('lock', serial(lock)) as SimLock;
  const cashBox = async () => (await db.query<{ cash_amount: number; notes_count: number; cash_collect_at: unknown }>(
    'SELECT cash_amount, notes_count, cash_collect_at FROM pay_stations WHERE serial = $1', [serial('PAY')]))[0];
  const stationRow = async () => (await db.query<{ comm_state: number; config_version: number; config_synced_version: number; config_sync_error: string | null }>(
    'SELECT comm_state, config_version, config_synced_version, config_sync_error FROM pay_stations WHERE serial = $1', [serial('PAY')]))[0];

  useTestBackend(database, {
    backend: { demoLots: ['Device lot'], devices: { deviceSecret: DEVICE_SECRET, brokerPort: 0, mqttUrl: url, commandTimeoutMs: TIMEOUT_MS } },
    users: [], beforeClose: async () => { await sim?.close(); }, timeoutMs: 120_000,
  }, async (env) => {
    ({ db, t } = env);
    devices = t.backend.devices!;
    const [{ id: lot }] = await db.query<{ id: number }>("SELECT id FROM parking_lots WHERE name = 'Device lot'");
    const [{ id: node }] = await db.query<{ id: number }>(
      'INSERT INTO node_controllers (serial, name, lot_id) VALUES ($1, $1, $2) RETURNING id', [serial('NODE'), lot]);
    for (const name of ['A', 'B', 'C', 'D', 'E']) {
      await db.query('INSERT INTO parking_locks (serial, lot_id, node_id) VALUES ($1, $2, $3)', [serial(name), lot, node]);
    }
    // No node controller: nobody can hear it.
    await db.query('INSERT INTO parking_locks (serial, lot_id) VALUES ($1, $2)', [serial('LONELY'), lot]);
    await db.query('INSERT INTO pay_stations (serial, name, lot_id) VALUES ($1, $1, $2)', [serial('PAY'), lot]);
    const source = async () => (await loadSimFleet(db)).filter((c) => c.spec.serial.startsWith(`T${tag}`));
    sim = await startSimulator({ url: devices.brokerUrl, deviceSecret: DEVICE_SECRET, source, refreshMs: 200, heartbeatMs: 600_000 });
    // Every lock: over a shared broker under load their reports arrive in any order.
    for (const name of ['A', 'B', 'C', 'D', 'E']) await until(async () => (await lockRow(name)).comm_state === 1, `lock ${name} online`);
    await until(async () => (await stationRow()).comm_state === 1, 'the pay station online');
  });

  it('raises a lock: acknowledged, state stored, logged with operator and states before and after', async () => {
    const outcome = await devices.commander.send(request('A', 'raiseNow'));
    expect(outcome).toMatchObject({ outcome: 'ok', reason: null, repeated: false });
    expect(await lockRow('A')).toMatchObject({ comm_state: 1, raised: true, run_state: LOCK_RUN_STATE.raisedNoVehicle });
    const [log] = await db.query<Record<string, unknown>>('SELECT * FROM device_commands WHERE id = $1', [outcome.id]);
    expect(log).toMatchObject({ operator: 'admin', command: 'raiseNow', outcome: 'ok', page: '/ParkingLockControl' });
    expect(log.state_before).toMatchObject({ raised: false, run: LOCK_RUN_STATE.available });
    expect(log.state_after).toMatchObject({ raised: true, run: LOCK_RUN_STATE.raisedNoVehicle });
    expect(log.acked_at).not.toBeNull();
  });

  it('carries out a command id once, however often it is sent', async () => {
    const lower = request('A', 'lowerNormal');
    const before = sim.stats().commands;
    // The second call reads the command's row only once the first has inserted it, still pending
    // (on PostgreSQL another connection of the pool can answer that late): it must wait for the
    // first call's outcome, not answer 'pending'.
    const query = db.query.bind(db);
    let markInserted!: () => void;
    const inserted = new Promise<void>((resolve) => { markInserted = resolve; });
    let reads = 0;
    db.query = (async (sql: string, values?: unknown[]) => {
      if (sql.startsWith('SELECT id, device_kind') && values?.[0] === lower.id && (reads += 1) === 2) await inserted;
      const rows = await query(sql, values as never);
      if (sql.includes('INSERT INTO device_commands') && values?.[0] === lower.id) markInserted();
      return rows;
    }) as typeof db.query;
    const [first, second] = await Promise.all([devices.commander.send(lower), devices.commander.send(lower)]).finally(() => { db.query = query; });
    const third = await devices.commander.send(lower);
    expect([first.outcome, second.outcome, third.outcome]).toEqual(['ok', 'ok', 'ok']);
    expect([first.repeated || second.repeated, third.repeated]).toEqual([true, true]);
    expect(sim.stats().commands - before).toBe(1);
    expect((await db.query('SELECT id FROM device_commands WHERE id = $1', [lower.id])).length).toBe(1);
    await expect(devices.commander.send({ ...lower, command: 'raiseNow' })).rejects.toBeInstanceOf(CommandIdClash);
  });

  it('refuses a command the lock cannot carry out in its state, without sending it', async () => {
    const before = sim.stats().commands;
    const outcome = await devices.commander.send(request('B', 'lowerNormal'));
    expect(outcome).toMatchObject({ outcome: 'refused', reason: 'alreadyLowered' });
    expect(sim.stats().commands).toBe(before);
  });

  it('times out when the lock does not answer, and the log says so', async () => {
    simLock('C').responding = false;
    const outcome = await devices.commander.send(request('C', 'raiseNow'));
    expect(outcome.outcome).toBe('timeout');
    expect((await lockRow('C')).raised).toBe(false);
    simLock('C').responding = true;
  });

  it('refuses a command to an offline lock before it travels', async () => {
    expect((await lockRow('LONELY')).comm_state).toBe(0);
    const outcome = await devices.commander.send(request('LONELY', 'raiseNow'));
    expect(outcome).toMatchObject({ outcome: 'refused', reason: 'offline' });
    await expect(devices.commander.send(request('NOPE', 'raiseNow'))).rejects.toBeInstanceOf(UnknownDevice);
  });

  it('raises a resistance alarm when the flap is blocked and clears it when the obstacle is gone', async () => {
    simLock('D').blockNext = true;
    const outcome = await devices.commander.send(request('D', 'raiseNow'));
    expect(outcome).toMatchObject({ outcome: 'failed', reason: 'resistance' });
    expect(await lockRow('D')).toMatchObject({ run_state: LOCK_RUN_STATE.resistanceRising, raised: false });
    expect(await openAlarms('D')).toEqual(['resistanceRising']);
    simLock('D').event('resistanceCleared');
    await sim.report('lock', serial('D'));
    await until(async () => (await openAlarms('D')).length === 0, 'the alarm cleared');
    expect(await lockRow('D')).toMatchObject({ raised: true, run_state: LOCK_RUN_STATE.raisedNoVehicle });
    const [alarm] = await db.query<{ raised_at: unknown; cleared_at: unknown }>(
      "SELECT raised_at, cleared_at FROM device_alarms WHERE serial = $1 AND alarm = 'resistanceRising'", [serial('D')]);
    expect(alarm.cleared_at).not.toBeNull();
  });

  it('raises a low-battery alarm below 20 % and clears it after the battery is changed', async () => {
    simLock('E').battery = 15;
    await sim.report('lock', serial('E'));
    await until(async () => (await openAlarms('E')).includes('lowBattery'), 'the battery alarm');
    simLock('E').battery = 100;
    await sim.report('lock', serial('E'));
    await until(async () => (await openAlarms('E')).length === 0, 'the battery alarm cleared');
    const levels = await db.query<{ level: number }>('SELECT level FROM battery_levels WHERE serial = $1 ORDER BY id', [serial('E')]);
    expect(levels.map((l) => l.level).slice(-2)).toEqual([15, 100]);
  });

  it('cuts a node controller off: its locks show node disconnected until it is back', async () => {
    await sim.cut('node', serial('NODE'), 500);
    await until(async () => (await lockRow('B')).comm_state === 2, 'the locks cut off');
    expect(await lockRow('B')).toMatchObject({ run_state: LOCK_RUN_STATE.offline });
    expect(await openAlarms('B')).toEqual(['nodeDisconnected']);
    const refused = await devices.commander.send(request('B', 'raiseNow'));
    expect(refused).toMatchObject({ outcome: 'refused', reason: 'nodeDisconnected' });
    await until(async () => (await lockRow('B')).comm_state === 1, 'the locks back', 15_000);
    expect(await lockRow('B')).toMatchObject({ run_state: LOCK_RUN_STATE.available });
    expect(await openAlarms('B')).toEqual([]);
  });

  it('carries out a remote upgrade task: online locks upgraded, an unreachable one marked offline', async () => {
    const [{ id: lot }] = await db.query<{ id: number }>("SELECT id FROM parking_lots WHERE name = 'Device lot'");
    const [{ id: task }] = await db.query<{ id: number }>(
      `INSERT INTO upgrade_tasks (device_type, lot_id, target_version, file_name, created_by, created_at)
       VALUES ('lock', $1, '20261123', 'lock-20261123.bin', 'admin', now()) RETURNING id`, [lot]);
    for (const name of ['A', 'LONELY']) {
      await db.query(
        `INSERT INTO upgrade_task_devices (task_id, device_kind, device_id, serial, lot_id, updated_at)
         SELECT $1, 'lock', id, serial, lot_id, now() FROM parking_locks WHERE serial = $2`, [task, serial(name)]);
    }
    expect(await devices.upgrade()).toBe(2);
    const statuses = await db.query<{ serial: string; status: string; attempts: number }>(
      'SELECT serial, status, attempts FROM upgrade_task_devices WHERE task_id = $1 ORDER BY serial', [task]);
    expect(statuses).toEqual([
      { serial: serial('A'), status: 'succeeded', attempts: 1 },
      { serial: serial('LONELY'), status: 'offline', attempts: 0 },
    ]);
    expect((await db.query<{ firmware: string }>('SELECT firmware FROM parking_locks WHERE serial = $1', [serial('A')]))[0].firmware).toBe('20261123');
    expect(await devices.upgrade()).toBe(0);
  });

  it('sends a pay station its edited base configuration; an unanswered send is retried later', async () => {
    const station = sim.device('payStation', serial('PAY')) as SimPayStation;
    // Version 1 goes as soon as the station is online (by the service's own round or this one).
    await devices.syncConfigs();
    await until(async () => (await stationRow()).config_synced_version === 1, 'the first configuration confirmed');
    expect(station.config).toMatchObject({ version: 1, acceptsCash: true, maxChange: 10000, idleSeconds: 60 });
    // An edit (as payStationConfigStore's afterWrite does it) while the station does not answer.
    station.responding = false;
    const edit = "UPDATE pay_stations SET max_change = $2, config_version = config_version + 1, config_sync_error = NULL WHERE serial = $1";
    await db.query(edit, [serial('PAY'), 2000]);
    await devices.syncConfigs();
    await until(async () => (await stationRow()).config_sync_error === 'timeout', 'the send timed out', 5_000);
    station.responding = true;
    expect(await devices.syncConfigs()).toBe(0); // not again before CONFIG_RETRY_MS
    await db.query("UPDATE pay_stations SET config_sync_tried_at = config_sync_tried_at - interval '61 seconds' WHERE serial = $1", [serial('PAY')]);
    await devices.syncConfigs();
    await until(async () => (await stationRow()).config_synced_version === 2, 'the retry confirmed');
    expect(await stationRow()).toMatchObject({ config_sync_error: null });
    expect(station.config).toMatchObject({ version: 2, maxChange: 2000 });
    expect(await devices.syncConfigs()).toBe(0);
    const sent = await db.query<{ outcome: string; operator: string }>(
      "SELECT outcome, operator FROM device_commands WHERE serial = $1 AND command = 'syncConfig' ORDER BY created_at", [serial('PAY')]);
    expect(sent).toEqual([{ outcome: 'ok', operator: 'system' }, { outcome: 'timeout', operator: 'system' }, { outcome: 'ok', operator: 'system' }]);
  });

  it('collects a pay station\'s cash: the station reports what it held, booked once with the operator', async () => {
    const station = sim.device('payStation', serial('PAY')) as SimPayStation;
    station.cash = { amount: 56000, notes: 28, coins: 0 };
    await sim.report('payStation', serial('PAY'));
    await until(async () => (await cashBox()).cash_amount === 56000, 'the box reported');
    // Ordered from the console (payStationStore's collectCash), carried out by the next round.
    await db.query("UPDATE pay_stations SET cash_collect_by = 'cashier1', cash_collect_at = now() WHERE serial = $1", [serial('PAY')]);
    await devices.collectCash();
    await until(async () => (await cashBox()).cash_collect_at === null, 'the collection confirmed');
    expect(await cashBox()).toMatchObject({ cash_amount: 0, notes_count: 0 });
    expect(station.cash).toEqual({ amount: 0, notes: 0, coins: 0 });
    // A later report does not bring the collected cash back: it is in no box any more.
    await sim.report('payStation', serial('PAY'));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await cashBox()).toMatchObject({ cash_amount: 0 });
    const booked = await db.query<{ kind: number; amount: number; notes: number; balance: number; operator: string }>(
      `SELECT c.kind, c.amount, c.notes, c.balance, c.operator FROM pay_station_cash c JOIN pay_stations p ON p.id = c.pay_station_id
       WHERE p.serial = $1 AND c.kind = 3`, [serial('PAY')]);
    expect(booked).toEqual([{ kind: 3, amount: 56000, notes: 28, balance: 0, operator: 'cashier1' }]);
    expect(await devices.collectCash()).toBe(0);
  });

  it('lets only known devices in, each speaking for itself', async () => {
    if (url) return; // an external broker's access rules are its own configuration (docs/devices.md)
    const user = deviceUser('node', serial('NODE'));
    await expect(mqtt.connectAsync(devices.brokerUrl, { clientId: user, username: user, password: 'wrong', reconnectPeriod: 0 })).rejects.toThrow();
    const stranger = deviceUser('node', 'UNKNOWN-1');
    await expect(mqtt.connectAsync(devices.brokerUrl, {
      clientId: stranger, username: stranger, password: devicePassword(DEVICE_SECRET, stranger), reconnectPeriod: 0,
    })).rejects.toThrow();
    // A lock's report published by another node controller's credentials never lands.
    const [{ id: lot }] = await db.query<{ id: number }>("SELECT id FROM parking_lots WHERE name = 'Device lot'");
    await db.query('INSERT INTO node_controllers (serial, name, lot_id) VALUES ($1, $1, $2)', [serial('NODE2'), lot]);
    await devices.fleet.reload(); // else found at its first retry, a second later
    const other = deviceUser('node', serial('NODE2'));
    const client = await mqtt.connectAsync(devices.brokerUrl, { clientId: other, username: other, password: devicePassword(DEVICE_SECRET, other), reconnectPeriod: 0 });
    const forged = { state: { mode: 0, comm: 1, run: LOCK_RUN_STATE.resistanceFalling, raised: true, vehicle: false }, battery: 1 };
    // QoS 0: the broker drops a client that publishes what it may not, so no PUBACK would come.
    await client.publishAsync(topicOf('lock', serial('E'), 'report'), JSON.stringify(forged), { qos: 0 }).catch(() => undefined);
    await client.endAsync(true);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await openAlarms('E')).toEqual([]);
  });

  it('a simulator closed during a refresh waits for it, then leaves no connection behind', async () => {
    // A station of its own (not the main simulator's `T` serials), reached only once the gate opens.
    const station = `U${tag}-PAY`;
    const [{ id: lot }] = await db.query<{ id: number }>("SELECT id FROM parking_lots WHERE name = 'Device lot'");
    await db.query('INSERT INTO pay_stations (serial, name, lot_id) VALUES ($1, $1, $2)', [station, lot]);
    await devices.fleet.reload();
    let open!: () => void;
    const gate = new Promise<void>((resolve) => { open = resolve; });
    let asked = 0;
    const source = async () => {
      asked += 1;
      if (asked === 1) return [];
      await gate;
      return (await loadSimFleet(db)).filter((c) => c.spec.serial === station);
    };
    const late = await startSimulator({ url: devices.brokerUrl, deviceSecret: DEVICE_SECRET, source, refreshMs: 600_000, heartbeatMs: 600_000 });
    const refreshing = late.refresh();
    await until(async () => asked === 2, 'the refresh under way');
    const closing = late.close();
    open();
    await Promise.all([refreshing, closing]);
    expect(late.stats().connections).toBe(0);
    await late.refresh(); // none after close
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(late.stats().connections).toBe(0);
    expect(asked).toBe(2);
  });
});
