// The off-street device stores through the real HTTP backend (HandlersCatc/CatcCom
// '<entity>.<action>'): lane equipment and pay stations registered and refused; live columns
// never written by a form; 'collect cash' (one transaction, box to zero, another lot's station
// refused); the base configuration edited only; fault, cash, module, running and lift records
// listed with their filters; upgrade tasks (version digits only, the devices of the lot, per-device
// statuses driven through lib/areas/devices/upgrade.ts, retry, delete refused while under way); and the
// data scope of a user in a permission group on every one of them.
import { OFF_STREET_DEVICE_SCREENS } from '../../../lib/areas/devices/screens-off-street';
import { summariseUpgrade, type UpgradeStatus } from '../../../lib/areas/devices/upgrade';
import { hashPassword } from '../../auth/passwords';
import type { Db } from '../../db';
import { DEMO_PASSWORD, codeOf, msgOf, statusOf, testDatabases, type TestBackend } from '../../test/harness';
import { useTestBackend } from '../../test/use-backend';
import { fieldsOf, screenCalls } from '../../test/screen-calls';
import { PROGRESS_SQL, applyUpgradeEvent, pendingUpgradeSends } from './off-street/upgrade-tasks';

jest.setTimeout(60_000);

describe.each(testDatabases())('off-street device stores on $name', (database) => {
  let db: Db;
  let t: TestBackend;
  const tokens: Record<string, string> = {};
  const lots: Record<string, number> = {};

  const { call, ok, create, update, remove, list } = screenCalls({ backend: () => t, tokens, screens: OFF_STREET_DEVICE_SCREENS, pageSize: 50 });

  const laneValues = (serial: string, lotId: number, extra: Record<string, unknown> = {}) => ({
    serial, lotId, laneName: 'North entrance', direction: 1, kind: 2, ip: '10.0.1.20', port: 8000, model: 'BG-200', firmware: '20240101',
    status: 1, remark: null, ...extra,
  });
  const stationValues = (serial: string, lotId: number, extra: Record<string, unknown> = {}) => ({
    serial, name: `Station ${serial}`, lotId, location: 'Lobby', model: 'PS-9', firmware: '20240101', ip: '10.0.2.10', status: 1, remark: null, ...extra,
  });

  useTestBackend(database, { tokens, timeoutMs: 120_000 }, async (env) => {
    ({ db, t } = env);
    for (const name of ['North lot', 'South lot']) {
      lots[name] = (await db.query<{ id: number }>('INSERT INTO parking_lots (name) VALUES ($1) RETURNING id', [name]))[0].id;
    }
    // A user who sees the North lot only, granted every off-street screen and button.
    const [role] = await db.query<{ id: number }>("INSERT INTO role_groups (name, kind) VALUES ('Lot operators', 1) RETURNING id");
    const menuIds = [4, 5, 7, ...OFF_STREET_DEVICE_SCREENS.map((s) => s.menuId)];
    await db.query('INSERT INTO role_grants (role_group_id, menu_entry_id) SELECT $1, id FROM menu_entries WHERE id = ANY($2::int[]) OR pid = ANY($2::int[])', [role.id, menuIds]);
    const [user] = await db.query<{ id: number }>(
      "INSERT INTO users (login_name, display_name, password_hash, role_group_id) VALUES ('north', 'North operator', $1, $2) RETURNING id",
      [await hashPassword(DEMO_PASSWORD), role.id]);
    const [group] = await db.query<{ id: number }>("INSERT INTO permission_groups (name) VALUES ('North staff') RETURNING id");
    await db.query('INSERT INTO permission_group_lots (group_id, lot_id) VALUES ($1, $2)', [group.id, lots['North lot']]);
    await db.query('INSERT INTO permission_group_users (group_id, user_id) VALUES ($1, $2)', [group.id, user.id]);
    tokens.north = await t.signIn('north', DEMO_PASSWORD);
  });

  it('registers lane equipment; live columns are shown, never written', async () => {
    const gate = await create('laneDevice', laneValues('GATE-N1', lots['North lot']));
    expect(gate).toMatchObject({ serial: 'GATE-N1', lotName: 'North lot', kind: 2, direction: 1, port: 8000, commState: 0, gateState: null, lastSeenAt: null });
    await create('laneDevice', laneValues('CAM-N1', lots['North lot'], { kind: 1, laneName: 'North exit', direction: 2 }));
    expect((await list('laneDevice', { kind: 1 })).rows.map((r) => r.serial)).toEqual(['CAM-N1']);
    expect((await list('laneDevice', { laneName: 'exit' })).rows.map((r) => r.serial)).toEqual(['CAM-N1']);

    // What the device reports stays its own: a form value for it is refused.
    const live = await call('laneDevice', 'update', { id: gate.id, values: { ...laneValues('GATE-N1', lots['North lot']), gateState: 1 } });
    expect(fieldsOf(live)).toEqual({ gateState: 'unrecognized' });
    await db.query('UPDATE lane_devices SET comm_state = 1, gate_state = 1 WHERE id = $1', [gate.id]);
    expect(await update('laneDevice', gate.id, laneValues('GATE-N1', lots['North lot'], { laneName: 'Main entrance' })))
      .toMatchObject({ laneName: 'Main entrance', commState: 1, gateState: 1 });

    // Serials travel in MQTT topics; they are unique; ports are ports.
    const badSerial = await call('laneDevice', 'create', { values: laneValues('GATE N/2', lots['North lot']) });
    expect([statusOf(badSerial), msgOf(badSerial)]).toEqual([400, 'Serial number "GATE N/2": letters, digits, \'-\' and \'_\' only, at most 64 characters.']);
    expect(fieldsOf(await call('laneDevice', 'create', { values: laneValues('gate-n1', lots['North lot']) }))).toEqual({ serial: 'unique' });
    expect(fieldsOf(await call('laneDevice', 'create', { values: laneValues('GATE-N3', lots['North lot'], { port: 70000, kind: 5 }) })))
      .toEqual({ port: 'max', kind: 'option' });
  });

  it('keeps a gate with lift records, and lists the lifts with operator, reason and a date range', async () => {
    const [gate] = (await list('laneDevice', { serial: 'GATE-N1' })).rows;
    const lift = (at: string, operator: string, reason: string, outcome = 'ok') => db.query(
      `INSERT INTO gate_lifts (at, lane_device_id, lot_id, lane_name, action, operator, reason, page, command_id, outcome)
       VALUES ($1, $2, $3, 'Main entrance', 'liftGate', $4, $5, '/RemoteLift', $6, $7)`,
      [at, gate.id, lots['North lot'], operator, reason, `cmd-${at}`, outcome]);
    // 2025-03-01 23:30 and 2025-03-02 00:30 at the operator's clock (UTC+8).
    await lift('2025-03-01T15:30:00Z', 'admin', 'Ticket machine out of paper');
    await lift('2025-03-01T16:30:00Z', 'north', 'Ambulance', 'timeout');
    const all = await list('gateLift');
    expect(all.rows.map((r) => [r.operator, r.reason, r.serial, r.action, r.outcome, r.page])).toEqual([
      ['north', 'Ambulance', 'GATE-N1', 'liftGate', 'timeout', '/RemoteLift'],
      ['admin', 'Ticket machine out of paper', 'GATE-N1', 'liftGate', 'ok', '/RemoteLift'],
    ]);
    expect((await list('gateLift', { at: { from: '2025-03-02', to: '2025-03-02' } })).rows.map((r) => r.reason)).toEqual(['Ambulance']);
    expect((await list('gateLift', { at: { to: '2025-03-01' } })).rows.map((r) => r.reason)).toEqual(['Ticket machine out of paper']);
    expect((await list('gateLift', { operator: 'nor', outcome: 'timeout' })).total).toBe(1);
    // Read-only: no write of any kind is offered.
    expect((await call('gateLift', 'create', { values: {} })).ok).toBe(false);
    expect((await call('gateLift', 'delete', { ids: [all.rows[0].id] })).ok).toBe(false);

    const refused = await call('laneDevice', 'delete', { ids: [gate.id] });
    expect(msgOf(refused)).toBe('This lane device has barrier lift records: disable it instead of deleting it.');
    const [camera] = (await list('laneDevice', { serial: 'CAM-N1' })).rows;
    expect(await remove('laneDevice', [camera.id])).toEqual({ deleted: 1 });
  });

  it('orders a cash collection: recorded with its operator, nothing booked until the station reports it', async () => {
    const station = await create('payStation', stationValues('PS-N1', lots['North lot']));
    expect(station).toMatchObject({ serial: 'PS-N1', lotName: 'North lot', commState: 0, errorCode: 0, cashAmount: 0, notesCount: 0, coinsCount: 0 });
    // Nothing in the box as last reported: nothing to collect.
    const empty = await call('payStation', 'collectCash', { ids: [station.id] });
    expect([statusOf(empty), msgOf(empty)]).toEqual([400, 'The cash box is already empty: there is nothing to collect.']);
    // What the station last reported (the ingestion's write).
    await db.query('UPDATE pay_stations SET comm_state = 1, cash_amount = 123450, notes_count = 61, coins_count = 23 WHERE id = $1', [station.id]);

    const result = await ok<{ affected: number; result: { ordered: number[] } }>(call('payStation', 'collectCash', { ids: [station.id] }));
    expect(result).toEqual({ affected: 1, result: { ordered: [station.id] } });
    const [after] = (await list('payStation', { serial: 'PS-N1' })).rows;
    expect(after).toMatchObject({ cashAmount: 123450, notesCount: 61, coinsCount: 23, cashCollectBy: 'admin', cashCollectAt: expect.any(String) });
    expect((await list('payStationCash', { serial: 'PS-N1' })).total).toBe(0);
    const [audit] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM audit_log WHERE action = 'payStation.collectCash' AND entity_id = $1", [station.id]);
    expect(audit.n).toBe(1);

    // Ordered again while waiting: the first order (and its operator) stands.
    expect(await ok(call('payStation', 'collectCash', { ids: [station.id] }, 'north'))).toEqual({ affected: 1, result: { ordered: [] } });
    expect((await list('payStation', { serial: 'PS-N1' })).rows[0]).toMatchObject({ cashCollectBy: 'admin', cashCollectAt: after.cashCollectAt });
    // (backend/areas/devices/devices.test.ts: the station carries it out and the collection is booked.)
    await db.query('UPDATE pay_stations SET cash_collect_by = NULL, cash_collect_at = NULL WHERE id = $1', [station.id]);
  });

  it('refuses to collect the cash of a station of another lot, and to delete a station with records', async () => {
    const south = await create('payStation', stationValues('PS-S1', lots['South lot']));
    await db.query('UPDATE pay_stations SET cash_amount = 30000, notes_count = 3 WHERE id = $1', [south.id]);
    const refused = await call('payStation', 'collectCash', { ids: [south.id] }, 'north');
    expect([refused.ok, codeOf(refused)]).toEqual([false, 'rowNotFound']);
    // Not even together with a station of the user's own lot.
    const [north] = (await list('payStation', { serial: 'PS-N1' })).rows;
    expect((await call('payStation', 'collectCash', { ids: [north.id, south.id] }, 'north')).ok).toBe(false);
    expect((await list('payStation', { serial: 'PS-S1' })).rows[0]).toMatchObject({ cashAmount: 30000, cashCollectAt: null });
    expect((await list('payStation', { serial: 'PS-N1' })).rows[0]).toMatchObject({ cashCollectAt: null });

    // The North operator orders the collection of their own station.
    const own = await call('payStation', 'collectCash', { ids: [north.id] }, 'north');
    expect(own.ok).toBe(true);
    expect((await list('payStation', { serial: 'PS-N1' })).rows[0]).toMatchObject({ cashCollectBy: 'north' });

    // A station with a collection booked (by its report) keeps its records.
    await db.query(
      `INSERT INTO pay_station_cash (at, pay_station_id, lot_id, kind, amount, notes, coins, balance, operator)
       VALUES (now(), $1, $2, 3, 80, 4, 0, 0, 'north')`, [north.id, lots['North lot']]);

    expect(msgOf(await call('payStation', 'delete', { ids: [north.id] }))).toBe('This pay station has cash or fault records: disable it instead of deleting it.');
    const spare = await create('payStation', stationValues('PS-N9', lots['North lot']));
    expect(await remove('payStation', [spare.id])).toEqual({ deleted: 1 });
  });

  it('edits the base configuration of a station, and nothing else', async () => {
    const [row] = (await list('payStationConfig', { serial: 'PS-N1' })).rows;
    expect(row).toMatchObject({ serial: 'PS-N1', name: 'Station PS-N1', acceptsCash: true, acceptsCard: true, acceptsQr: true, maxChange: 10000, idleSeconds: 60 });
    // Never online here: its configuration waits to be sent (backend/areas/devices/devices.test.ts sends it).
    expect(row).toMatchObject({ configSync: 'pending', configSyncedAt: null });
    const version = async () => (await db.query<{ v: number }>('SELECT config_version AS v FROM pay_stations WHERE id = $1', [row.id]))[0].v;
    const before = await version();
    await db.query("UPDATE pay_stations SET config_synced_version = config_version, config_synced_at = now() WHERE id = $1", [row.id]);
    expect((await list('payStationConfig', { serial: 'PS-N1' })).rows[0]).toMatchObject({ configSync: 'synced' });
    const config = { acceptsCash: false, acceptsCard: true, acceptsQr: 'true', maxChange: 5050, receiptTitle: 'North lot parking', idleSeconds: 120 };
    expect(await update('payStationConfig', row.id, config)).toMatchObject({ ...config, acceptsQr: true, serial: 'PS-N1', configSync: 'pending' });
    expect(await version()).toBe(before + 1);
    expect(fieldsOf(await call('payStationConfig', 'update', { id: row.id, values: { ...config, idleSeconds: 5, maxChange: -1 } })))
      .toEqual({ idleSeconds: 'min', maxChange: 'min' });
    expect(await version()).toBe(before + 1);
    await db.query("UPDATE pay_stations SET config_sync_error = 'timeout' WHERE id = $1", [row.id]);
    expect((await list('payStationConfig', { serial: 'PS-N1' })).rows[0]).toMatchObject({ configSync: 'timeout' });
    expect(fieldsOf(await call('payStationConfig', 'update', { id: row.id, values: { ...config, serial: 'X' } }))).toEqual({ serial: 'unrecognized' });
    expect((await call('payStationConfig', 'create', { values: config })).ok).toBe(false);
    expect((await call('payStationConfig', 'delete', { ids: [row.id] })).ok).toBe(false);
    // The other lot's station is not there to edit for the North operator.
    const [south] = (await list('payStationConfig', { serial: 'PS-S1' })).rows;
    expect(codeOf(await call('payStationConfig', 'update', { id: south.id, values: config }, 'north'))).toBe('rowNotFound');
    expect((await list('payStationConfig', {}, 'north')).rows.map((r) => r.serial)).toEqual(['PS-N1']);
  });

  it('lists faults with their codes, modules, open state and duration', async () => {
    const [station] = (await list('payStation', { serial: 'PS-N1' })).rows;
    const fault = (code: number, module: string | null, raised: string, cleared: string | null) => db.query(
      'INSERT INTO pay_station_errors (pay_station_id, lot_id, code, module, raised_at, cleared_at) VALUES ($1, $2, $3, $4, $5, $6)',
      [station.id, lots['North lot'], code, module, raised, cleared]);
    await fault(301, 'printer', '2025-03-01T02:00:00Z', '2025-03-01T02:45:00Z');
    await fault(102, 'billAcceptor', '2025-03-02T02:00:00Z', null);
    const rows = (await list('payStationError')).rows;
    expect(rows.map((r) => [r.serial, r.code, r.module, r.open])).toEqual([['PS-N1', 102, 'billAcceptor', 1], ['PS-N1', 301, 'printer', 0]]);
    expect(rows[1].minutes).toBe(45);
    expect((await list('payStationError', { open: 1 })).rows.map((r) => r.code)).toEqual([102]);
    expect((await list('payStationError', { code: 301, module: 'printer' })).total).toBe(1);
    expect((await list('payStationError', { raisedAt: { from: '2025-03-02' } })).rows.map((r) => r.code)).toEqual([102]);
  });

  it('shows each module of a station in its own column', async () => {
    const [station] = (await list('payStation', { serial: 'PS-N1' })).rows;
    await db.query('UPDATE pay_stations SET error_code = 301, modules = $2 WHERE id = $1',
      [station.id, JSON.stringify({ billAcceptor: 'ok', coinHopper: 'ok', printer: 'fault', cardReader: 'absent', fan: 'fault' })]);
    const [row] = (await list('payStationModule', { serial: 'PS-N1' })).rows;
    expect(row).toMatchObject({
      errorCode: 301, billAcceptor: 'ok', coinHopper: 'ok', printer: 'fault', cardReader: 'absent', qrScanner: null, faultCount: 2,
      otherModules: '{"fan": "fault"}',
    });
    expect((await list('payStationModule', { printer: 'fault' })).rows.map((r) => r.serial)).toEqual(['PS-N1']);
    expect((await list('payStationModule', { cardReader: 'ok' })).total).toBe(0);
    expect((await call('payStationModule', 'update', { id: station.id, values: {} })).ok).toBe(false);
  });

  it('lists running reports of every kind of device', async () => {
    const report = (kind: string, serial: string, lotId: number, uptime: number) => db.query(
      `INSERT INTO device_running_reports (at, device_kind, device_id, serial, lot_id, firmware, temperature, signal, uptime_s)
       VALUES ('2025-03-01T00:00:00Z', $1, 1, $2, $3, '20240101', 36.5, 80, $4)`, [kind, serial, lotId, uptime]);
    await report('payStation', 'PS-N1', lots['North lot'], 5400);
    await report('lane', 'GATE-N1', lots['North lot'], 36_000);
    await report('lock', 'LOCK-S1', lots['South lot'], 60);
    expect((await list('deviceRunning', { deviceKind: 'payStation' })).rows).toEqual([
      expect.objectContaining({ serial: 'PS-N1', temperature: 36.5, signal: 80, uptimeHours: 1.5, lotName: 'North lot', firmware: '20240101' }),
    ]);
    expect((await list('deviceRunning')).total).toBe(3);
    expect((await list('deviceRunning', {}, 'north')).rows.map((r) => r.serial).sort()).toEqual(['GATE-N1', 'PS-N1']);
  });

  it('creates upgrade tasks with a digits-only version over the devices of the lot', async () => {
    const task = (extra: Record<string, unknown> = {}) => ({
      deviceType: 'payStation', lotId: lots['North lot'], model: null, targetVersion: '20250301', fileName: 'ps9-20250301.bin',
      fileUrl: 'https://firmware.example.com/ps9-20250301.bin', remark: null, ...extra,
    });
    for (const version of ['2025.03.01', 'v2', '1 2']) {
      expect([version, fieldsOf(await call('upgradeTask', 'create', { values: task({ targetVersion: version }) }))]).toEqual([version, { targetVersion: 'digits' }]);
    }
    expect(msgOf(await call('upgradeTask', 'create', { values: task({ fileUrl: 'ftp://x/y.bin' }) }))).toBe('The firmware file address must start with http:// or https://.');
    expect(msgOf(await call('upgradeTask', 'create', { values: task({ deviceType: 'camera' }) })))
      .toBe('There is no enabled device of this type (and model) in this lot to upgrade.');
    expect(msgOf(await call('upgradeTask', 'create', { values: task({ deviceType: 'node', model: 'X' }) }))).toBe('Node controllers have no model: leave the model blank.');
    expect(await db.query('SELECT 1 FROM upgrade_tasks')).toEqual([]);

    // Three stations in the North lot: one already runs the version, one is disabled (left out).
    await create('payStation', stationValues('PS-N2', lots['North lot'], { firmware: '20250301' }));
    await create('payStation', stationValues('PS-N3', lots['North lot'], { status: 0 }));
    await create('payStation', stationValues('PS-N4', lots['North lot'], { model: 'PS-10' }));
    const created = await create('upgradeTask', task());
    expect(created).toMatchObject({
      deviceType: 'payStation', lotName: 'North lot', targetVersion: '20250301', createdBy: 'admin', progress: 'waiting',
      deviceCount: 3, succeededCount: 1, activeCount: 2, failedCount: 0, failedDevices: null,
    });
    const devices = await db.query<{ serial: string; status: string; device_kind: string; from_version: string }>(
      'SELECT serial, status, device_kind, from_version FROM upgrade_task_devices WHERE task_id = $1 ORDER BY serial', [created.id]);
    expect(devices).toEqual([
      { serial: 'PS-N1', status: 'pending', device_kind: 'payStation', from_version: '20240101' },
      { serial: 'PS-N2', status: 'succeeded', device_kind: 'payStation', from_version: '20250301' },
      { serial: 'PS-N4', status: 'pending', device_kind: 'payStation', from_version: '20240101' },
    ]);
    // Of one model only (case-insensitive).
    expect(await create('upgradeTask', task({ model: 'ps-10', targetVersion: '7' }))).toMatchObject({ deviceCount: 1, model: 'ps-10' });
    // Lane equipment by its kind: the barrier gate, not the cameras.
    expect(await create('upgradeTask', task({ deviceType: 'barrierGate', targetVersion: '3', fileName: 'gate.bin', fileUrl: null })))
      .toMatchObject({ deviceCount: 1, deviceType: 'barrierGate' });
    expect((await list('upgradeTask', { targetVersion: '2025' })).rows.map((r) => r.id)).toEqual([created.id]);
    expect((await list('upgradeTask', { deviceType: 'barrierGate' })).total).toBe(1);
  });

  it('drives per-device statuses, retries failed and offline devices, and keeps tasks under way', async () => {
    const [row] = (await list('upgradeTask', { targetVersion: '20250301' })).rows;
    const sends = (await pendingUpgradeSends(db)).filter((s) => s.params.taskId === row.id);
    expect(sends.map((s) => [s.serial, s.kind, s.params])).toEqual([
      ['PS-N1', 'payStation', { taskId: row.id, version: '20250301', fileName: 'ps9-20250301.bin', url: 'https://firmware.example.com/ps9-20250301.bin' }],
      ['PS-N4', 'payStation', { taskId: row.id, version: '20250301', fileName: 'ps9-20250301.bin', url: 'https://firmware.example.com/ps9-20250301.bin' }],
    ]);
    const [n1, n4] = sends;
    const now = Date.now();
    expect(await db.transaction((tx) => applyUpgradeEvent(tx, n1.id, { type: 'send', online: true, firmware: '20240101' }, now, 'cmd-upgrade-0001')))
      .toMatchObject({ ok: true, state: { status: 'sent', attempts: 1 } });
    await db.transaction((tx) => applyUpgradeEvent(tx, n4.id, { type: 'send', online: false }, now));
    expect((await list('upgradeTask', { targetVersion: '20250301' })).rows[0]).toMatchObject({
      progress: 'running', activeCount: 1, failedCount: 1, failedDevices: 'PS-N4 (offline)',
    });
    // A task with a device under way is not deleted.
    expect(msgOf(await call('upgradeTask', 'delete', { ids: [row.id] }))).toBe('Devices of this task are being upgraded: wait until they finish before deleting it.');
    // An impossible event changes nothing.
    expect(await db.transaction((tx) => applyUpgradeEvent(tx, n1.id, { type: 'retry' }, now))).toEqual({ ok: false, reason: 'notAllowed' });
    await db.transaction((tx) => applyUpgradeEvent(tx, n1.id, { type: 'ack', ok: false, error: 'lowDisk' }, now));
    expect((await list('upgradeTask', { targetVersion: '20250301' })).rows[0]).toMatchObject({
      progress: 'partlyFailed', activeCount: 0, failedCount: 2, failedDevices: 'PS-N1 (lowDisk), PS-N4 (offline)',
    });
    const [command] = await db.query<{ command_id: string; attempts: number }>('SELECT command_id, attempts FROM upgrade_task_devices WHERE id = $1', [n1.id]);
    expect(command).toEqual({ command_id: 'cmd-upgrade-0001', attempts: 1 });

    // The operator retries: both back to pending; nothing left to retry then.
    expect(await ok(call('upgradeTask', 'retry', { ids: [row.id] }))).toEqual({ affected: 1, result: { retried: 2 } });
    expect((await list('upgradeTask', { targetVersion: '20250301' })).rows[0]).toMatchObject({ progress: 'running', activeCount: 2, failedCount: 0 });
    expect(msgOf(await call('upgradeTask', 'retry', { ids: [row.id] }))).toBe('No device of these tasks failed or was offline: there is nothing to retry.');

    // Sent again, upgraded, reported on the target version: the task succeeded.
    for (const send of sends) {
      await db.transaction(async (tx) => {
        await applyUpgradeEvent(tx, send.id, { type: 'send', online: true }, now, `cmd-upgrade-${send.id}-2`);
        await applyUpgradeEvent(tx, send.id, { type: 'ack', ok: true }, now);
        await applyUpgradeEvent(tx, send.id, { type: 'report', firmware: '20250301' }, now);
      });
    }
    expect((await list('upgradeTask', { progress: 'succeeded' })).rows.map((r) => r.id)).toEqual([row.id]);
    expect(await remove('upgradeTask', [row.id])).toEqual({ deleted: 1 });
    expect(await db.query('SELECT 1 FROM upgrade_task_devices WHERE task_id = $1', [row.id])).toEqual([]);
  });

  it('computes task progress in SQL as lib/areas/devices/upgrade.ts does', async () => {
    const cases: [UpgradeStatus, number][][] = [
      [['pending', 0], ['pending', 0]], [['pending', 0], ['succeeded', 0]], [['sent', 1], ['pending', 0]], [['offline', 0], ['pending', 0]],
      [['succeeded', 1], ['pending', 0]], [['succeeded', 1]], [['failed', 1], ['succeeded', 1]], [['offline', 0]], [['upgrading', 1], ['failed', 2]],
    ];
    for (const devices of cases) {
      const counts = (status: UpgradeStatus) => devices.filter(([s]) => s === status).length;
      const [row] = await db.query<{ progress: string }>(
        `SELECT ${PROGRESS_SQL} AS progress FROM (SELECT $1::int AS p, $2::int AS s, $3::int AS u, $4::int AS ok, $5::int AS f, $6::int AS o, $7::int AS a) c`,
        [counts('pending'), counts('sent'), counts('upgrading'), counts('succeeded'), counts('failed'), counts('offline'), devices.filter(([, a]) => a > 0).length]);
      expect([devices, row.progress]).toEqual([devices, summariseUpgrade(devices.map(([status, attempts]) => ({ status, attempts }))).progress]);
    }
  });

  it('shows and changes only the rows of the lots of the user (data scope)', async () => {
    const south = await create('laneDevice', laneValues('GATE-S1', lots['South lot']));
    expect((await list('laneDevice', {}, 'north')).rows.map((r) => r.serial)).toEqual(['GATE-N1']);
    expect((await list('payStation', {}, 'north')).rows.every((r) => r.lotName === 'North lot')).toBe(true);
    expect((await list('payStation')).rows.some((r) => r.lotName === 'South lot')).toBe(true);
    // Not created in, moved to, changed or deleted in another lot.
    expect(fieldsOf(await call('laneDevice', 'create', { values: laneValues('GATE-S2', lots['South lot']) }, 'north'))).toEqual({ lotId: 'option' });
    const [own] = (await list('laneDevice', {}, 'north')).rows;
    expect(fieldsOf(await call('laneDevice', 'update', { id: own.id, values: laneValues('GATE-N1', lots['South lot']) }, 'north'))).toEqual({ lotId: 'option' });
    expect(codeOf(await call('laneDevice', 'update', { id: south.id, values: laneValues('GATE-S1', lots['North lot']) }, 'north'))).toBe('rowNotFound');
    expect(codeOf(await call('laneDevice', 'delete', { ids: [south.id] }, 'north'))).toBe('rowNotFound');
    // Records of another lot are not listed.
    const [southStation] = (await list('payStation', { serial: 'PS-S1' })).rows;
    await db.query(`INSERT INTO pay_station_errors (pay_station_id, lot_id, code, raised_at) VALUES ($1, $2, 999, now())`, [southStation.id, lots['South lot']]);
    expect((await list('payStationError', {}, 'north')).rows.every((r) => r.serial === 'PS-N1')).toBe(true);
    expect((await list('payStationError', { serial: 'PS-S1' })).total).toBe(1);
    expect((await list('payStationModule', {}, 'north')).rows.every((r) => r.lotName === 'North lot')).toBe(true);
    // Upgrade tasks: created in the user's lots only, listed and retried there only.
    await create('payStation', stationValues('PS-S2', lots['South lot']));
    const southTask = await create('upgradeTask', {
      deviceType: 'payStation', lotId: lots['South lot'], model: null, targetVersion: '5', fileName: 'ps.bin', fileUrl: null, remark: null,
    });
    expect(fieldsOf(await call('upgradeTask', 'create', {
      values: { deviceType: 'payStation', lotId: lots['South lot'], model: null, targetVersion: '6', fileName: 'ps.bin', fileUrl: null, remark: null },
    }, 'north'))).toEqual({ lotId: 'option' });
    const northTask = await create('upgradeTask', {
      deviceType: 'payStation', lotId: lots['North lot'], model: null, targetVersion: '6', fileName: 'ps.bin', fileUrl: null, remark: null,
    }, 'north');
    expect(northTask).toMatchObject({ createdBy: 'north', lotName: 'North lot' });
    const visible = (await list('upgradeTask', {}, 'north')).rows;
    expect(visible.every((r) => r.lotName === 'North lot')).toBe(true);
    expect(visible.some((r) => r.id === southTask.id)).toBe(false);
    expect(codeOf(await call('upgradeTask', 'retry', { ids: [southTask.id] }, 'north'))).toBe('rowNotFound');
    expect((await list('gateLift', {}, 'north')).total).toBe(2);
  });
});
