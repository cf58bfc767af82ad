// The on-street device stores through the real HTTP backend (HandlersCatc/CatcCom
// '<entity>.<action>'): registration of node controllers, locks, sensors and geomagnetic
// detectors with their references checked (a berth or node controller of another lot is
// refused, a node controller with devices behind it is not deleted), the live and record views
// over what the device ingestion writes, the alarm 'handle' action, and the data scope by lot.
import { ON_STREET_DEVICE_SCREENS } from '../../../lib/areas/devices/screens-on-street';
import { hashPassword } from '../../auth/passwords';
import type { Db } from '../../db';
import { DEMO_PASSWORD, codeOf, msgOf, statusOf, testDatabases, type TestBackend } from '../../test/harness';
import { useTestBackend } from '../../test/use-backend';
import { fieldsOf, screenCalls } from '../../test/screen-calls';

jest.setTimeout(60_000);

describe.each(testDatabases())('on-street device stores on $name', (database) => {
  let db: Db;
  let t: TestBackend;
  const tokens: Record<string, string> = {};
  const lots: Record<string, number> = {};
  const berths: Record<string, number> = {};
  const streets: Record<string, number> = {};

  const { call, ok, create, update, remove, list } = screenCalls({ backend: () => t, tokens, screens: ON_STREET_DEVICE_SCREENS, pageSize: 50 });

  const nodeValues = (serial: string, lotId: number, extra: Record<string, unknown> = {}) => ({
    serial, name: `Node ${serial}`, lotId, streetId: null, ip: '10.0.0.7', firmware: '2.1.0', status: 1, remark: null, ...extra,
  });
  const deviceValues = (serial: string, lotId: number, extra: Record<string, unknown> = {}) => ({
    serial, lotId, berthId: null, nodeId: null, model: 'PL-200', firmware: '1.4', installedOn: '2026-03-01', status: 1, remark: null, ...extra,
  });

  useTestBackend(database, { tokens, timeoutMs: 120_000 }, async (env) => {
    ({ db, t } = env);
    for (const name of ['East lot', 'West lot']) {
      lots[name] = (await db.query<{ id: number }>('INSERT INTO parking_lots (name, type) VALUES ($1, 2) RETURNING id', [name]))[0].id;
    }
    for (const [lot, street] of [['East lot', 'East Road'], ['West lot', 'West Road']]) {
      streets[street] = (await db.query<{ id: number }>('INSERT INTO streets (lot_id, name) VALUES ($1, $2) RETURNING id', [lots[lot], street]))[0].id;
    }
    for (const [lot, number] of [['East lot', 'E1'], ['East lot', 'E2'], ['East lot', 'E3'], ['West lot', 'W1']]) {
      berths[number] = (await db.query<{ id: number }>('INSERT INTO berths (lot_id, street_id, number) VALUES ($1, $2, $3) RETURNING id',
        [lots[lot], streets[lot === 'East lot' ? 'East Road' : 'West Road'], number]))[0].id;
    }
  });

  it('registers node controllers: serial, address and version checked, street of the lot, comm state read-only', async () => {
    const east = lots['East lot'];
    const node = await create('nodeController', nodeValues('NC-001', east, { streetId: streets['East Road'] }));
    expect(node).toMatchObject({
      serial: 'NC-001', lotName: 'East lot', streetName: 'East Road', ip: '10.0.0.7', firmware: '2.1.0', commState: 0, deviceCount: 0,
    });
    expect((await list('nodeController', { serial: 'nc-0' })).rows.map((r) => r.id)).toEqual([node.id]);

    const bad = await call('nodeController', 'create', { values: nodeValues('NC 002/x', east, { ip: '300.1.1.1', firmware: 'v2' }) });
    expect([statusOf(bad), fieldsOf(bad)]).toEqual([400, { firmware: 'version' }]);
    const badRefs = await call('nodeController', 'create', { values: nodeValues('NC 002/x', east, { ip: '300.1.1.1' }) });
    expect(fieldsOf(badRefs)).toEqual({ serial: 'invalidValue' });
    expect(fieldsOf(await call('nodeController', 'create', { values: nodeValues('NC-002', east, { ip: '300.1.1.1' }) }))).toEqual({ ip: 'invalidValue' });
    expect(fieldsOf(await call('nodeController', 'create', { values: nodeValues('NC-002', east, { streetId: streets['West Road'] }) }))).toEqual({ streetId: 'option' });
    expect(fieldsOf(await call('nodeController', 'create', { values: nodeValues('nc-001', east) }))).toEqual({ serial: 'unique' });
    // The live columns are not the form's.
    expect(fieldsOf(await call('nodeController', 'create', { values: { ...nodeValues('NC-003', east), commState: 1 } }))).toEqual({ commState: 'unrecognized' });

    const host = await update('nodeController', node.id, nodeValues('NC-001', east, { ip: 'gw-east.example.net', firmware: '3' }));
    expect(host).toMatchObject({ ip: 'gw-east.example.net', firmware: '3', streetName: null });
    expect(await ok(call('nodeController', 'options', { field: 'streetId' }))).toEqual([
      { value: streets['East Road'], label: 'East lot / East Road' }, { value: streets['West Road'], label: 'West lot / West Road' },
    ]);
  });

  it('registers locks on a free berth of their own lot behind a node controller of that lot', async () => {
    const [east, west] = [lots['East lot'], lots['West lot']];
    const node = (await list('nodeController', { serial: 'NC-001' })).rows[0];
    const westNode = await create('nodeController', nodeValues('NC-W01', west));

    const lock = await create('parkingLock', deviceValues('PL-0001', east, { berthId: berths.E1, nodeId: node.id }));
    expect(lock).toMatchObject({ serial: 'PL-0001', lotName: 'East lot', berthNumber: 'E1', nodeName: 'Node NC-001 (NC-001)', installedOn: '2026-03-01', firmware: '1.4' });

    // A berth or a node controller of another lot is refused.
    expect(fieldsOf(await call('parkingLock', 'create', { values: deviceValues('PL-0002', east, { berthId: berths.W1 }) }))).toEqual({ berthId: 'option' });
    expect(fieldsOf(await call('parkingLock', 'create', { values: deviceValues('PL-0002', east, { nodeId: westNode.id }) }))).toEqual({ nodeId: 'option' });
    expect(fieldsOf(await call('parkingLock', 'update', { id: lock.id, values: deviceValues('PL-0001', west, { berthId: berths.E1 }) }))).toEqual({ berthId: 'option' });
    // One lock per berth.
    expect(fieldsOf(await call('parkingLock', 'create', { values: deviceValues('PL-0002', east, { berthId: berths.E1 }) }))).toEqual({ berthId: 'unique' });
    // Serials travel in MQTT topics.
    expect(fieldsOf(await call('parkingLock', 'create', { values: deviceValues('PL 0002', east) }))).toEqual({ serial: 'invalidValue' });

    // The berth picker offers the berths without a lock; the node picker enabled node controllers.
    const berthOptions = await ok<{ value: number; label: string }[]>(call('parkingLock', 'options', { field: 'berthId' }));
    expect(berthOptions.map((o) => o.label)).toEqual(['East lot / E2', 'East lot / E3', 'West lot / W1']);
    const nodeOptions = await ok<{ value: number; label: string }[]>(call('parkingLock', 'options', { field: 'nodeId' }));
    expect(nodeOptions.map((o) => o.value)).toEqual([node.id, westNode.id]);

    // Keeping its own berth on update is fine; moving to a free berth of the lot too.
    expect(await update('parkingLock', lock.id, deviceValues('PL-0001', east, { berthId: berths.E1, nodeId: node.id, firmware: '1.5.2' })))
      .toMatchObject({ firmware: '1.5.2', berthNumber: 'E1' });
    const moved = await create('parkingLock', deviceValues('PL-0002', east, { berthId: berths.E2 }));
    expect(moved.berthNumber).toBe('E2');
    expect(await remove('parkingLock', [moved.id])).toEqual({ deleted: 1 });
    expect(await remove('nodeController', [westNode.id])).toEqual({ deleted: 1 });
  });

  it('registers sensors of any kind, and geomagnetic detectors on their own screen', async () => {
    const [east, west] = [lots['East lot'], lots['West lot']];
    const radar = await create('sensor', { ...deviceValues('SN-R01', east, { berthId: berths.E1 }), kind: 4 });
    expect(radar).toMatchObject({ kind: 4, berthNumber: 'E1' });
    // A sensor beside the lock on E1 is fine; a second sensor on E1 is not, nor a berth of another lot.
    expect(fieldsOf(await call('sensor', 'create', { values: { ...deviceValues('SN-R02', east, { berthId: berths.E1 }), kind: 2 } }))).toEqual({ berthId: 'unique' });
    expect(fieldsOf(await call('geomagnetic', 'create', { values: deviceValues('GM-01', west, { berthId: berths.E2 }) }))).toEqual({ berthId: 'option' });

    const magnet = await create('geomagnetic', deviceValues('GM-01', east, { berthId: berths.E2 }));
    const [stored] = await db.query<{ kind: number }>('SELECT kind FROM sensors WHERE id = $1', [magnet.id]);
    expect(stored.kind).toBe(1);
    expect((await list('geomagnetic')).rows.map((r) => r.serial)).toEqual(['GM-01']);
    expect((await list('sensor')).rows.map((r) => r.serial)).toEqual(['GM-01', 'SN-R01']);
    expect((await list('geomagneticInfo')).rows.map((r) => r.serial)).toEqual(['GM-01']);
    expect((await list('sensorInfo', { kind: '4' })).rows.map((r) => r.serial)).toEqual(['SN-R01']);
    // The radar is not a geomagnetic detector: not there to edit or delete from /GeomagneticMange.
    expect(statusOf(await call('geomagnetic', 'delete', { ids: [radar.id] }))).toBe(404);
    expect((await ok<{ value: number; label: string }[]>(call('sensor', 'options', { field: 'berthId' }))).map((o) => o.label))
      .toEqual(['East lot / E3', 'West lot / W1']);
  });

  it('keeps a node controller with devices behind it, with a translated message', async () => {
    const node = (await list('nodeController', { serial: 'NC-001' })).rows[0];
    await db.query('UPDATE sensors SET node_id = $1 WHERE serial = $2', [node.id, 'GM-01']);
    expect((await list('nodeController', { serial: 'NC-001' })).rows[0].deviceCount).toBe(2);

    const refused = await call('nodeController', 'delete', { ids: [node.id] });
    expect([statusOf(refused), codeOf(refused), msgOf(refused)]).toEqual([400, 'nodeHasDevices',
      'This node controller still has parking locks or sensors behind it and cannot be deleted; remove them or move them to another node controller first.']);
    expect(msgOf(await call('nodeController', 'delete', { ids: [node.id] }, 'admin', 'zh-CN'))).toBe('该节点控制器下仍有车位锁或检测器，不能删除；请先移除或改挂这些设备。');
    // Nor moved to another lot without them.
    const moving = await call('nodeController', 'update', { id: node.id, values: nodeValues('NC-001', lots['West lot']) });
    expect(codeOf(moving)).toBe('nodeMovedWithDevices');

    // Once the devices hang off no node controller, it goes.
    const spare = await create('nodeController', nodeValues('NC-002', lots['East lot']));
    await db.query('UPDATE parking_locks SET node_id = $1 WHERE node_id = $2', [spare.id, node.id]);
    await db.query('UPDATE sensors SET node_id = NULL WHERE node_id = $1', [node.id]);
    expect(await remove('nodeController', [node.id])).toEqual({ deleted: 1 });
  });

  it('shows the locks and sensors as they last reported', async () => {
    await db.query(`UPDATE parking_locks SET control_mode = 1, comm_state = 1, run_state = 8, raised = true, vehicle = false, battery = 15,
      last_seen_at = '2026-05-01T02:00:00Z' WHERE serial = 'PL-0001'`);
    await db.query("UPDATE sensors SET comm_state = 1, occupied = true, battery = 64 WHERE serial = 'GM-01'");
    const [lock] = (await list('parkingLockInfo', { serial: 'PL-0001' })).rows;
    expect(lock).toMatchObject({
      lotName: 'East lot', berthNumber: 'E1', nodeSerial: 'NC-002', controlMode: 1, commState: 1, runState: 8, raised: true, vehicle: false,
      battery: 15, lastSeenAt: '2026-05-01T02:00:00.000Z',
    });
    expect((await list('parkingLockInfo', { runState: '8', lotId: lots['East lot'] })).total).toBe(1);
    expect((await list('parkingLockInfo', { runState: '0' })).total).toBe(0);
    // Batteries: the lowest first, unknown ones last.
    const batteries = (await list('batteryInfo')).rows;
    expect(batteries.map((r) => [r.deviceKind, r.serial, r.battery, r.low])).toEqual([
      ['lock', 'PL-0001', 15, true], ['sensor', 'GM-01', 64, false], ['sensor', 'SN-R01', null, null],
    ]);
    expect((await list('batteryInfo', { low: 'true' })).rows.map((r) => r.serial)).toEqual(['PL-0001']);
    // Export only: no create on a live view.
    expect(statusOf(await call('parkingLockInfo', 'create', { values: {} }))).not.toBe(200);
  });

  it('lists berth state records by date, counts them per device and day, and logs battery levels', async () => {
    const east = lots['East lot'];
    const [sensor] = await db.query<{ id: number }>("SELECT id FROM sensors WHERE serial = 'GM-01'");
    // Times in UTC; days are the operator's (UTC+8): 2026-05-01T17:00Z is already 2026-05-02.
    const records: [string, boolean][] = [
      ['2026-05-01T01:00:00Z', true], ['2026-05-01T03:00:00Z', false], ['2026-05-01T05:00:00Z', true], ['2026-05-01T17:00:00Z', false],
    ];
    for (const [when, occupied] of records) {
      await db.query(`INSERT INTO berth_state_records (at, device_kind, device_id, serial, lot_id, berth_id, occupied, magnetic_value)
        VALUES ($1, 'sensor', $2, 'GM-01', $3, $4, $5, 120)`, [when, sensor.id, east, berths.E2, occupied]);
    }
    const may1 = await list('berthStateRecord', { at: { from: '2026-05-01', to: '2026-05-01' } });
    expect(may1.rows.map((r) => [r.at, r.occupied, r.berthNumber, r.lotName])).toEqual([
      ['2026-05-01T05:00:00.000Z', true, 'E2', 'East lot'], ['2026-05-01T03:00:00.000Z', false, 'E2', 'East lot'],
      ['2026-05-01T01:00:00.000Z', true, 'E2', 'East lot'],
    ]);
    const days = (await list('sensorDataStatistics', { serial: 'GM-01' })).rows;
    expect(days.map((r) => [r.day, r.changes, r.arrivals, r.departures, r.berthNumber])).toEqual([
      ['2026-05-02', 1, 0, 1, 'E2'], ['2026-05-01', 3, 2, 1, 'E2'],
    ]);
    expect((await list('sensorDataStatistics', { day: { from: '2026-05-02' }, lotId: east })).total).toBe(1);
    expect((await list('sensorDataStatistics', { lotId: lots['West lot'] })).total).toBe(0);

    await db.query(`INSERT INTO battery_levels (at, device_kind, device_id, serial, lot_id, level)
      VALUES ('2026-05-01T01:00:00Z', 'sensor', $1, 'GM-01', $2, 21), ('2026-05-01T02:00:00Z', 'sensor', $1, 'GM-01', $2, 19)`, [sensor.id, east]);
    expect((await list('batteryLevelLog')).rows.map((r) => [r.level, r.low, r.berthNumber])).toEqual([[19, true, 'E2'], [21, false, 'E2']]);
  });

  it('handles lock alarms once, with who, when and how; the alarm log lists every kind', async () => {
    const east = lots['East lot'];
    const [lock] = await db.query<{ id: number }>("SELECT id FROM parking_locks WHERE serial = 'PL-0001'");
    const [sensor] = await db.query<{ id: number }>("SELECT id FROM sensors WHERE serial = 'GM-01'");
    const alarms = await db.query<{ id: number }>(`INSERT INTO device_alarms (device_kind, device_id, serial, lot_id, alarm, raised_at, cleared_at)
      VALUES ('lock', $1, 'PL-0001', $3, 'resistanceRising', '2026-05-01T02:00:00Z', NULL),
             ('lock', $1, 'PL-0001', $3, 'lowBattery', '2026-05-01T01:00:00Z', '2026-05-01T01:30:00Z'),
             ('sensor', $2, 'GM-01', $3, 'sensorSilent', '2026-05-01T00:00:00Z', NULL)
      RETURNING id`, [lock.id, sensor.id, east]);
    const [rising, lowBattery, silent] = alarms.map((a) => a.id);

    const lockAlarms = (await list('lockAlarm')).rows;
    expect(lockAlarms.map((r) => [r.alarm, r.state, r.berthNumber, r.handled])).toEqual([
      ['resistanceRising', 'open', 'E1', false], ['lowBattery', 'cleared', 'E1', false],
    ]);
    expect((await list('lockAlarm', { state: 'open' })).rows.map((r) => r.id)).toEqual([rising]);

    const handled = await ok<{ affected: number }>(call('lockAlarm', 'handle', { ids: [rising, lowBattery], values: { handleNote: 'Cleared a bicycle from under the flap' } }));
    expect(handled.affected).toBe(2);
    const after = (await list('lockAlarm', { handled: 'true' })).rows;
    expect(after.map((r) => [r.id, r.handledBy, r.handleNote])).toEqual([
      [rising, 'admin', 'Cleared a bicycle from under the flap'], [lowBattery, 'admin', 'Cleared a bicycle from under the flap'],
    ]);
    expect(typeof after[0].handledAt).toBe('string');
    // Audited with the note.
    const [audit] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM audit_log WHERE action = 'lockAlarm.handle'");
    expect(audit.n).toBe(2);

    // Handled once; a note is needed; a sensor's alarm is not a lock alarm.
    const again = await call('lockAlarm', 'handle', { ids: [rising], values: { handleNote: 'again' } });
    expect([statusOf(again), codeOf(again)]).toEqual([400, 'alarmAlreadyHandled']);
    expect(fieldsOf(await call('lockAlarm', 'handle', { ids: [silent], values: { handleNote: '' } }))).toEqual({ handleNote: 'blank' });
    expect(statusOf(await call('lockAlarm', 'handle', { ids: [silent], values: { handleNote: 'x' } }))).toBe(404);

    // /AlarmLog: every device's alarms, read-only.
    const log = (await list('deviceAlarmLog')).rows;
    expect(log.map((r) => [r.deviceKind, r.alarm, r.berthNumber])).toEqual([
      ['lock', 'resistanceRising', 'E1'], ['lock', 'lowBattery', 'E1'], ['sensor', 'sensorSilent', 'E2'],
    ]);
    expect((await call('deviceAlarmLog', 'handle', { ids: [silent], values: { handleNote: 'x' } })).ok).toBe(false);
  });

  it('lists the commands sent to locks with their states before and after', async () => {
    const [lock] = await db.query<{ id: number }>("SELECT id FROM parking_locks WHERE serial = 'PL-0001'");
    const before = { mode: 0, comm: 1, run: 0, raised: false, vehicle: false };
    await db.query(`INSERT INTO device_commands (id, device_kind, device_id, serial, lot_id, command, operator, page, created_at, acked_at, outcome, reason, state_before, state_after)
      VALUES ('cmd-00000001', 'lock', $1, 'PL-0001', $2, 'raiseNow', 'admin', '/ParkingLockControl', '2026-05-01T02:00:00Z', '2026-05-01T02:00:01Z', 'ok', NULL, $3, $4),
             ('cmd-00000002', 'lock', $1, 'PL-0001', $2, 'raiseNow', 'admin', '/ParkingLockControl', '2026-05-01T02:01:00Z', NULL, 'refused', 'alreadyRaised', $4, NULL),
             ('cmd-00000003', 'sensor', 1, 'GM-01', $2, 'restart', 'admin', '/SensorInfo', '2026-05-01T02:02:00Z', NULL, 'timeout', NULL, NULL, NULL)`,
    [lock.id, lots['East lot'], JSON.stringify(before), JSON.stringify({ ...before, run: 10, raised: true })]);
    const rows = (await list('lockOperationLog')).rows;
    expect(rows.map((r) => [r.id, r.command, r.outcome, r.reason, r.runBefore, r.runAfter, r.raisedBefore, r.raisedAfter, r.berthNumber])).toEqual([
      ['cmd-00000002', 'raiseNow', 'refused', 'alreadyRaised', 10, null, true, null, 'E1'],
      ['cmd-00000001', 'raiseNow', 'ok', null, 0, 10, false, true, 'E1'],
    ]);
    expect((await list('lockOperationLog', { outcome: 'ok', operator: 'adm' })).total).toBe(1);
  });

  it('lists remote push records', async () => {
    await db.query(`INSERT INTO remote_push_records (at, lot_id, target, kind, business_key, url, attempts, outcome, http_status, duration_ms, response)
      VALUES ('2026-05-01T02:00:00Z', $1, 'City platform', 'berthState', 'E2', 'https://city.example/api/berths', 2, 'ok', 200, 85, '{"code":0}')`, [lots['East lot']]);
    expect((await list('remotePushRecord', { target: 'city' })).rows.map((r) => [r.kind, r.businessKey, r.attempts, r.outcome, r.lotName]))
      .toEqual([['berthState', 'E2', 2, 'ok', 'East lot']]);
  });

  it("shows a user in a permission group only their lots' devices, records and options", async () => {
    const [role] = await db.query<{ id: number }>("INSERT INTO role_groups (name, kind) VALUES ('Street keepers', 1) RETURNING id");
    await db.query(`INSERT INTO role_grants (role_group_id, menu_entry_id)
      SELECT $1, id FROM menu_entries WHERE id IN (5, 8, 801, 802, 811, 813) OR pid IN (801, 802, 811, 813)`, [role.id]);
    const hash = await hashPassword(DEMO_PASSWORD);
    const [user] = await db.query<{ id: number }>(
      "INSERT INTO users (login_name, display_name, password_hash, role_group_id) VALUES ('west', 'west', $1, $2) RETURNING id", [hash, role.id]);
    tokens.west = await t.signIn('west', DEMO_PASSWORD);
    const [group] = await db.query<{ id: number }>("INSERT INTO permission_groups (name) VALUES ('West staff') RETURNING id");
    await db.query('INSERT INTO permission_group_lots (group_id, lot_id) VALUES ($1, $2)', [group.id, lots['West lot']]);
    await db.query('INSERT INTO permission_group_users (group_id, user_id) VALUES ($1, $2)', [group.id, user.id]);

    expect((await list('parkingLock', {}, 'west')).total).toBe(0);
    expect((await list('lockAlarm', {}, 'west')).total).toBe(0);
    expect((await list('deviceAlarmLog', {}, 'west')).total).toBe(0);
    expect((await ok<{ label: string }[]>(call('parkingLock', 'options', { field: 'berthId' }, 'west'))).map((o) => o.label)).toEqual(['West lot / W1']);
    // Not in their lots: refused as a lot outside the scope; their own lot is fine.
    expect(fieldsOf(await call('parkingLock', 'create', { values: deviceValues('PL-0100', lots['East lot']) }, 'west'))).toEqual({ lotId: 'option' });
    const own = await create('parkingLock', deviceValues('PL-0101', lots['West lot'], { berthId: berths.W1 }), 'west');
    expect((await list('parkingLock', {}, 'west')).rows.map((r) => r.id)).toEqual([own.id]);
    const [eastAlarm] = (await list('lockAlarm')).rows;
    expect(statusOf(await call('lockAlarm', 'handle', { ids: [eastAlarm.id], values: { handleNote: 'x' } }, 'west'))).toBe(404);
    expect((await list('nodeController', {}, 'west')).total).toBe(0);
    // No grant of /Sensor_management: its list is refused.
    expect((await call('sensor', 'list', { startIndex: 1, endIndex: 10 }, 'west')).ok).toBe(false);
  });
});
