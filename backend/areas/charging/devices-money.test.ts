// Devices and money as one system, over the embedded MQTT broker with the simulator playing the
// hardware: lane cameras let plates in and out (a black-listed plate refused, a full lot queued, a
// vehicle with something due kept at the barrier until it pays at the pay station, the barrier
// lifted by the lane), a pay station's payment booked once however often it is reported, a berth's
// lock starting and ending its stay, the lock's trade commands moving real money, and a lock told to
// let a vehicle go once its stay is paid elsewhere.
import { LOCK_RUN_STATE } from '../../../lib/spec-constants';
import { STAY_STATE } from '../../../lib/parking/stay-machine';
import { clock, priced, rates } from '../../../lib/tariff/fixtures';
import { PAGE_HANDLER } from '../../../lib/pages/types';
import type { Db } from '../../db';
import { isoAt } from '../../db';
import type { DeviceService } from '../devices/service';
import { runService } from '../../kernel/service';
import { loadSimFleet } from '../../simulator/fleet-source';
import type { SimController, SimLock, SimPayStation } from '../../simulator/models';
import { startSimulator, type Simulator } from '../../simulator/simulator';
import { ADMIN_PASSWORD, codeOf, statusOf, testDatabases, type TestBackend } from '../../test/harness';
import { useTestBackend } from '../../test/use-backend';
import mqtt from 'mqtt';
import { topicOf } from '../../../lib/device-protocol';
import { SIM_CONTROL_USER } from '../../../lib/areas/devices/sim-control';
import { devicePassword } from '../devices/credentials';
import { connectSimControl } from '../../simulator/control-client';
import { enter } from '../../test/orders-fixtures';
import { sweepExitWindows } from './exit-windows';
import { bookPayment } from './payments';
import { correctStayPlate, exitStay } from './stays';
import { until } from '../../test/until';

jest.setTimeout(60_000);

describe.each(testDatabases())('devices and money on $name', (database) => {
  let db: Db;
  let t: TestBackend;
  let devices: DeviceService;
  let sim: Simulator;
  let lot: number;
  let admin: string;

  const lane = (serial: string) => sim.device('lane', serial) as SimController;
  const see = async (camera: string, plate: string, color = 'blue') => { lane(camera).see(plate, color, { brand: 'Volkswagen' }); await sim.report('lane', camera); };
  const staysOf = (plate: string) => db.query<{ id: number; state: number; entry_source: string; exit_at: unknown }>(
    'SELECT id, state, entry_source, exit_at FROM stays WHERE plate = $1 ORDER BY id', [plate]);
  const passages = (plate: string) => db.query<{ decision: string; reason: string | null; direction: number }>(
    'SELECT decision, reason, direction FROM passages WHERE plate = $1 ORDER BY id', [plate]);
  const gate = async (serial: string) => (await db.query<{ gate_state: number }>('SELECT gate_state FROM lane_devices WHERE serial = $1', [serial]))[0].gate_state;
  const lockRow = async () => (await db.query<{ run_state: number; vehicle: boolean; raised: boolean }>("SELECT run_state, vehicle, raised FROM parking_locks WHERE serial = 'DM-LOCK'"))[0];
  const berthStay = async () => (await db.query<{ id: number; state: number; entry_source: string; plate: string }>(
    "SELECT s.id, s.state, s.entry_source, s.plate FROM stays s JOIN berths b ON b.id = s.berth_id WHERE b.number = 'B1' ORDER BY s.id DESC LIMIT 1"))[0];
  /** A vehicle arrives on the lock's berth and is confirmed: the berth's new stay, once it is in the lot. */
  async function parkOnLock(lock: SimLock, what: string) {
    lock.event('vehicleArrived');
    lock.event('entryConfirmed');
    await sim.report('lock', 'DM-LOCK');
    return until(async () => (await berthStay())?.state === STAY_STATE.inLot && berthStay(), what);
  }
  /** The vehicle leaves the lock's berth: its stay ends paid. */
  async function leaveLock(lock: SimLock, what: string) {
    lock.event('vehicleLeft');
    await sim.report('lock', 'DM-LOCK');
    await until(async () => (await berthStay()).state === STAY_STATE.exitedPaid, what);
  }

  useTestBackend(database, {
    backend: { demoLots: ['Money lot'], devices: { deviceSecret: 'money-device-secret', brokerPort: 0, commandTimeoutMs: 2_000 } },
    users: [], beforeClose: async () => { await sim?.close(); }, timeoutMs: 120_000,
  }, async (env) => {
    ({ db, t } = env);
    devices = t.backend.devices!;
    [{ id: lot }] = await db.query<{ id: number }>("UPDATE parking_lots SET total_spaces = 3 WHERE name = 'Money lot' RETURNING id");
    const [rate] = await db.query<{ id: number }>("INSERT INTO rates (lot_id, kind, name) VALUES ($1, 1, 'Hourly') RETURNING id", [lot]);
    await db.query("INSERT INTO rate_versions (rate_id, version, rules, effective_from, created_by, created_at) VALUES ($1, 1, $2, $3, 'test', $3)",
      [rate.id, JSON.stringify(rates(clock([priced('all', '00:00', 60, 300)]))), isoAt(Date.now() - 86_400_000)]);
    for (const [serial, laneName, direction, kind] of [['DM-CAM-IN', 'In 1', 1, 1], ['DM-GATE-IN', 'In 1', 1, 2], ['DM-CAM-OUT', 'Out 1', 2, 1], ['DM-GATE-OUT', 'Out 1', 2, 2]] as const) {
      await db.query('INSERT INTO lane_devices (serial, lot_id, lane_name, direction, kind) VALUES ($1, $2, $3, $4, $5)', [serial, lot, laneName, direction, kind]);
    }
    await db.query("INSERT INTO pay_stations (serial, name, lot_id) VALUES ('DM-PAY', 'Station', $1)", [lot]);
    const [{ id: node }] = await db.query<{ id: number }>("INSERT INTO node_controllers (serial, name, lot_id) VALUES ('DM-NODE', 'Node', $1) RETURNING id", [lot]);
    const [{ id: berth }] = await db.query<{ id: number }>("INSERT INTO berths (lot_id, number) VALUES ($1, 'B1') RETURNING id", [lot]);
    await db.query("INSERT INTO parking_locks (serial, lot_id, berth_id, node_id) VALUES ('DM-LOCK', $1, $2, $3)", [lot, berth, node]);
    await db.query("INSERT INTO special_plates (plate, list, lot_id, reason) VALUES ('粤A66666', 'black', $1, 'Unpaid fines')", [lot]);
    // A berth with a sensor only, watched by a video pile.
    const [{ id: sensorBerth }] = await db.query<{ id: number }>("INSERT INTO berths (lot_id, number) VALUES ($1, 'S1') RETURNING id", [lot]);
    await db.query("INSERT INTO sensors (serial, lot_id, berth_id, node_id) VALUES ('DM-SENSOR', $1, $2, $3)", [lot, sensorBerth, node]);
    const [{ id: pile }] = await db.query<{ id: number }>("INSERT INTO video_piles (serial, lot_id) VALUES ('DM-PILE', $1) RETURNING id", [lot]);
    await db.query('INSERT INTO video_pile_berths (pile_id, berth_id) VALUES ($1, $2)', [pile, sensorBerth]);
    // The devices keep the test's time: a paid lock times its exit window by it.
    sim = await startSimulator({ url: devices.brokerUrl, deviceSecret: 'money-device-secret', source: () => loadSimFleet(db), refreshMs: 200, heartbeatMs: 600_000, now: t.clock.now });
    await until(async () => (await db.query("SELECT 1 FROM lane_devices WHERE comm_state = 1")).length === 4
      && (await db.query("SELECT 1 FROM parking_locks WHERE comm_state = 1")).length === 1
      && (await db.query("SELECT 1 FROM video_piles WHERE comm_state = 1")).length === 1, 'the devices online');
    admin = await t.signIn('admin', ADMIN_PASSWORD);
  });

  it('lets a plate in through the lane: a passage, a stay, the barrier lifted', async () => {
    await see('DM-CAM-IN', '粤A10001');
    const [stay] = await until(async () => { const rows = await staysOf('粤A10001'); return rows.length ? rows : null; }, 'the stay');
    expect(stay).toMatchObject({ state: STAY_STATE.inLot, entry_source: 'camera' });
    expect(await passages('粤A10001')).toEqual([{ decision: 'open', reason: null, direction: 1 }]);
    await until(async () => (await gate('DM-GATE-IN')) === 1, 'the entrance barrier lifted');
    expect(await db.query("SELECT seen_brand, matches FROM brand_checks WHERE plate = '粤A10001'")).toEqual([{ seen_brand: 'Volkswagen', matches: null }]);
  });

  it('refuses a black-listed plate, and queues vehicles while the lot is full', async () => {
    await see('DM-CAM-IN', '粤A66666');
    await until(async () => (await passages('粤A66666')).length, 'the refusal on record');
    expect(await passages('粤A66666')).toEqual([{ decision: 'refused', reason: 'blackList', direction: 1 }]);
    expect(await staysOf('粤A66666')).toEqual([]);
    await see('DM-CAM-IN', '粤A10002');
    await see('DM-CAM-IN', '粤A10003'); // the third: the lot holds 3
    await see('DM-CAM-IN', '粤A10004');
    await until(async () => (await passages('粤A10004')).length, 'the queued passage');
    expect(await passages('粤A10004')).toEqual([{ decision: 'queued', reason: 'lotFull', direction: 1 }]);
    expect(await db.query("SELECT state FROM lane_queue WHERE plate = '粤A10004'")).toEqual([{ state: 'waiting' }]);
  });

  it('keeps a vehicle with a fee due at the exit until it pays at the pay station, once however often reported', async () => {
    t.clock.advance(50 * 60_000); // 50 minutes in the lot: one started hour, 3.00
    await see('DM-CAM-OUT', '粤A10001');
    await until(async () => (await passages('粤A10001')).length === 2, 'the exit passage');
    expect((await passages('粤A10001'))[1]).toEqual({ decision: 'waitPay', reason: 'feeDue', direction: 2 });
    expect((await staysOf('粤A10001'))[0].state).toBe(STAY_STATE.inLot);
    const station = sim.device('payStation', 'DM-PAY') as SimPayStation;
    const txnNo = station.pay('粤A10001', 1000); // a 10-yuan note for a 3.00 fee
    await sim.report('payStation', 'DM-PAY');
    await until(async () => (await db.query("SELECT 1 FROM payments WHERE plate = '粤A10001'")).length, 'the payment booked');
    // The same transaction reported again (a station retrying): booked once.
    const retried = station.report();
    (station as unknown as { report: () => unknown }).report = () => ({ ...retried, payment: { txnNo, plate: '粤A10001', amount: 1000, method: 'cash' } });
    await sim.report('payStation', 'DM-PAY');
    await new Promise((resolve) => setTimeout(resolve, 500)); // the broker delivers it; nothing new may come of it
    expect(await db.query("SELECT channel, place, amount, channel_txn_no, device FROM payments WHERE plate = '粤A10001'")).toEqual([
      { channel: 'payStation', place: 'payStation', amount: 300, channel_txn_no: txnNo, device: 'DM-PAY' },
    ]);
    expect((await staysOf('粤A10001'))[0].state).toBe(STAY_STATE.paidNotOut);
    await see('DM-CAM-OUT', '粤A10001');
    await until(async () => (await staysOf('粤A10001'))[0].state === STAY_STATE.exitedPaid, 'the paid exit');
    expect((await passages('粤A10001'))[2]).toEqual({ decision: 'paid', reason: 'paid', direction: 2 });
    await until(async () => (await gate('DM-GATE-OUT')) === 1, 'the exit barrier lifted');
  });

  it('starts and ends a berth\'s stay from its lock, and takes a manual payment from the lock page', async () => {
    const lock = sim.device('lock', 'DM-LOCK') as SimLock;
    const stay = await parkOnLock(lock, 'the berth stay');
    expect(stay).toMatchObject({ entry_source: 'lock', plate: '' });
    expect((await lockRow()).run_state).toBe(LOCK_RUN_STATE.parked);
    t.clock.advance(30 * 60_000);
    // The operator collects the fee at the berth: booked as cash, then the lock lets the vehicle go.
    const paid = await t.call(PAGE_HANDLER, { idempotencyKey: 'dm-manual-pay-1', serial: 'DM-LOCK' }, { token: admin, getList: 'lockControl.manualPayment' });
    expect(paid.ok && paid.data).toMatchObject({ outcome: 'ok' });
    expect(await db.query('SELECT channel, place, operator FROM payments WHERE stay_id = $1', [stay.id])).toEqual([{ channel: 'cash', place: 'pos', operator: 'admin' }]);
    expect((await lockRow()).run_state).toBe(LOCK_RUN_STATE.paid);
    // Pressed again (the same command id): nothing more is booked.
    await t.call(PAGE_HANDLER, { idempotencyKey: 'dm-manual-pay-1', serial: 'DM-LOCK' }, { token: admin, getList: 'lockControl.manualPayment' });
    expect(await db.query('SELECT 1 FROM payments WHERE stay_id = $1', [stay.id])).toHaveLength(1);
    await leaveLock(lock, 'the paid exit from the berth');
    // No vehicle: nothing to pay.
    const nothing = await t.call(PAGE_HANDLER, { idempotencyKey: 'dm-manual-pay-2', serial: 'DM-LOCK' }, { token: admin, getList: 'lockControl.manualPayment' });
    expect([statusOf(nothing), codeOf(nothing)]).toEqual([400, 'noStayOnBerth']);
  });

  it('tells a lock to let the vehicle go once its stay is paid elsewhere', async () => {
    const lock = sim.device('lock', 'DM-LOCK') as SimLock;
    const stay = await parkOnLock(lock, 'the second berth stay');
    t.clock.advance(30 * 60_000);
    admin = await t.signIn('admin', ADMIN_PASSWORD); // the clock moved past the token's lifetime
    // Pay-to-unlock is refused while nothing is paid.
    const early = await t.call(PAGE_HANDLER, { idempotencyKey: 'dm-unlock-1', serial: 'DM-LOCK' }, { token: admin, getList: 'lockControl.payToUnlock' });
    expect(codeOf(early)).toBe('lockNotPaid');
    // The driver pays in the app.
    await db.transaction((tx) => runService(tx, bookPayment, { stayId: stay.id, channel: 'app', place: 'online', channelTxnNo: 'app-0001' },
      { name: 'device:app', userId: null }, { at: t.clock.now(), idempotencyKey: 'app-app-0001' }));
    expect(await devices.syncLocks()).toBe(1);
    await until(async () => (await lockRow()).run_state === LOCK_RUN_STATE.paid, 'the lock let the vehicle go');
    expect(await devices.syncLocks()).toBe(0);
  });

  it('leaves a payment taken at the lock to the lock\'s own command until that command\'s time is up', async () => {
    const lock = sim.device('lock', 'DM-LOCK') as SimLock;
    await leaveLock(lock, 'the second stay ended');
    const stay = await parkOnLock(lock, 'the third berth stay');
    t.clock.advance(30 * 60_000);
    // What a manual payment books before its command travels to the lock.
    await db.transaction((tx) => runService(tx, bookPayment, { stayId: stay.id, channel: 'cash', place: 'pos', device: 'DM-LOCK' },
      { name: 'admin', userId: null }, { at: t.clock.now(), idempotencyKey: 'dm-manual-pay-3' }));
    // An unlock now could reach the lock first, and the payment's own command would be refused.
    expect(await devices.syncLocks()).toBe(0);
    // That command never arrived (the test sent none): once its time is up, the sync unlocks.
    t.clock.advance(2_001);
    await devices.syncLocks();
    await until(async () => (await lockRow()).run_state === LOCK_RUN_STATE.paid, 'the lock let the vehicle go after the command\'s time');
  });

  it('follows a paid vehicle that overstays its exit window: lock 5 then 6, the stay billed again, a second payment unlocks it', async () => {
    const lock = sim.device('lock', 'DM-LOCK') as SimLock;
    await leaveLock(lock, 'the third stay ended');
    const stay = await parkOnLock(lock, 'the fourth berth stay');
    const due = async () => (await db.query<{ paid: number; due: number }>('SELECT paid, due FROM orders WHERE stay_id = $1', [stay.id]))[0];
    const payInApp = (txn: string) => db.transaction((tx) => runService(tx, bookPayment, { stayId: stay.id, channel: 'app', place: 'online', channelTxnNo: txn },
      { name: 'device:app', userId: null }, { at: t.clock.now(), idempotencyKey: `app-${txn}` }));
    t.clock.advance(50 * 60_000);
    await payInApp('app-0002'); // the first started hour, 3.00
    expect(await devices.syncLocks()).toBe(1);
    await until(async () => (await lockRow()).run_state === LOCK_RUN_STATE.paid, 'the lock paid');
    // 16 minutes later, past the 15-minute exit window: the lock says paid but not left...
    t.clock.advance(16 * 60_000);
    await until(async () => (await lockRow()).run_state === LOCK_RUN_STATE.paidNotLeft, 'run state 5');
    expect(await lockRow()).toMatchObject({ vehicle: true, raised: false });
    // ...the payment's window is over, so the sync does not let the vehicle go on it again...
    expect(await devices.syncLocks()).toBe(0);
    // ...and the stay bills again: 66 minutes are two started hours.
    expect(await sweepExitWindows(db, t.clock.now())).toBe(1);
    expect((await berthStay()).state).toBe(STAY_STATE.inLot);
    expect(await due()).toEqual({ paid: 300, due: 300 });
    // Five more minutes: the payment has expired, the flap rises over the vehicle.
    t.clock.advance(5 * 60_000);
    await until(async () => (await lockRow()).run_state === LOCK_RUN_STATE.paymentExpired, 'run state 6');
    expect(await lockRow()).toMatchObject({ vehicle: true, raised: true });
    // The driver pays the rest: the lock lets the vehicle go, and it leaves paid.
    await payInApp('app-0003');
    expect(await due()).toEqual({ paid: 600, due: 0 });
    expect(await devices.syncLocks()).toBe(1);
    await until(async () => (await lockRow()).run_state === LOCK_RUN_STATE.paid, 'the lock paid again');
    await leaveLock(lock, 'the paid exit after the second payment');
    expect(await lockRow()).toMatchObject({ run_state: LOCK_RUN_STATE.available, vehicle: false });
  });

  it('lowers the flap for a monthly card\'s car once its plate is known, and keeps it down while it stays (the lane\'s decision at a lock)', async () => {
    const lock = sim.device('lock', 'DM-LOCK') as SimLock;
    const [name] = await db.query<{ id: number }>("INSERT INTO month_package_names (lot_id, name, kind) VALUES ($1, 'Lock monthly', 'monthly') RETURNING id", [lot]);
    const [pkg] = await db.query<{ id: number }>(
      "INSERT INTO month_packages (lot_id, name_id, pricing, price, months, free_periods, state, created_by) VALUES ($1, $2, 'packagePrice', 30000, '1', '00:00-00:00', 1, 'admin') RETURNING id",
      [lot, name.id]);
    const today = new Date(t.clock.now()).toISOString().slice(0, 10);
    const [card] = await db.query<{ id: number }>(
      `INSERT INTO month_cards (lot_id, package_id, customer, phone, plates, spaces, start_date, end_date, review_state, created_by, reviewed_by)
       VALUES ($1, $2, '王芳', '13800138000', '粤B12345', 1, $3::date - 1, $3::date + 30, 1, 'operator', 'finance') RETURNING id`, [lot, pkg.id, today]);
    await db.query("INSERT INTO month_card_plates (card_id, lot_id, plate) VALUES ($1, $2, '粤B12345')", [card.id, lot]);
    const stay = await parkOnLock(lock, 'the card car\'s berth stay');
    expect(await lockRow()).toMatchObject({ run_state: LOCK_RUN_STATE.parked, raised: true });
    // The collector records its plate: the card decides, the stay is free, and the lock lets it be.
    await db.transaction((tx) => runService(tx, correctStayPlate, { stayId: stay.id, plate: '粤B12345', reason: 'collector' }, { name: 'collector', userId: null }, { at: t.clock.now() }));
    // This sync or the service's own round (every LOCK_SYNC_TICK_MS, which may come first) tells the lock.
    await devices.syncLocks();
    await until(async () => (await lockRow()).run_state === LOCK_RUN_STATE.paid, 'the lock lowered for the card');
    expect(await devices.syncLocks()).toBe(0);
    // A day later the window it was given lapses (5): renewed before the flap would rise.
    t.clock.advance(24 * 60 * 60_000 + 60_000);
    await until(async () => (await lockRow()).run_state === LOCK_RUN_STATE.paidNotLeft, 'the free window lapsed');
    await devices.syncLocks();
    await until(async () => (await lockRow()).run_state === LOCK_RUN_STATE.paid, 'the free window renewed');
    expect(await lockRow()).toMatchObject({ raised: false });
    lock.event('vehicleLeft');
    await sim.report('lock', 'DM-LOCK');
    await until(async () => (await berthStay()).state === STAY_STATE.freeExit, 'the card car left free');
    expect(await db.query('SELECT 1 FROM payments WHERE stay_id = $1', [stay.id])).toHaveLength(0);
  });

  it('lets a test drive the simulated devices through the simulator\'s control surface, on its own topics only', async () => {
    const control = await connectSimControl(devices.brokerUrl, 'money-device-secret');
    try {
      // The exit camera reads a plate still in the lot with its fee due: the barrier stays down.
      expect(await control.send('lane', 'DM-CAM-OUT', { action: 'see', plate: '粤A10002', color: 'blue' })).toMatchObject({ ok: true });
      await until(async () => (await passages('粤A10002')).some((p) => p.direction === 2), 'the exit passage');
      expect((await passages('粤A10002')).filter((p) => p.direction === 2)).toEqual([{ decision: 'waitPay', reason: 'feeDue', direction: 2 }]);
      // A message for another kind of device is refused; the control user may not listen to a device's commands.
      expect(await control.send('lane', 'DM-CAM-OUT', { action: 'lockEvent', event: 'vehicleLeft' })).toMatchObject({ ok: false, error: 'notALock' });
      const spy = await mqtt.connectAsync(devices.brokerUrl, {
        clientId: `${SIM_CONTROL_USER}-0123456789ab`, username: SIM_CONTROL_USER, password: devicePassword('money-device-secret', SIM_CONTROL_USER), reconnectPeriod: 0,
      });
      await expect(spy.subscribeAsync(topicOf('lock', 'DM-LOCK', 'cmd'), { qos: 1 })).rejects.toThrow('Subscribe error');
      await spy.endAsync(true);
    } finally {
      await control.close();
    }
  });

  it('starts a stay from a berth sensor and names its vehicle from the video pile watching the berth', async () => {
    const sensor = sim.device('sensor', 'DM-SENSOR') as unknown as { occupied: boolean };
    sensor.occupied = true;
    await sim.report('sensor', 'DM-SENSOR');
    const sensorStay = async () => (await db.query<{ id: number; plate: string; plate_color: string; vehicle_type: string; entry_source: string }>(
      "SELECT s.id, s.plate, s.plate_color, s.vehicle_type, s.entry_source FROM stays s JOIN berths b ON b.id = s.berth_id WHERE b.number = 'S1' AND s.state IN (0, 1)"))[0];
    const stay = await until(sensorStay, 'the sensor stay');
    expect(stay).toMatchObject({ plate: '', entry_source: 'sensor' });
    (sim.device('videoPile', 'DM-PILE') as SimController).seeOnBerth('S1', '粤AD54321', 'green');
    await sim.report('videoPile', 'DM-PILE');
    await until(async () => (await sensorStay())?.plate === '粤AD54321', 'the plate from the pile');
    expect(await sensorStay()).toMatchObject({ plate_color: 'green', vehicle_type: 'newEnergy' });
    expect(await db.query('SELECT kind, old_value, new_value, operator FROM stay_changes WHERE stay_id = $1 ORDER BY id', [stay.id])).toEqual([
      { kind: 'plate', old_value: '', new_value: '粤AD54321', operator: 'device:videoPile:DM-PILE' },
      { kind: 'plateColor', old_value: 'blue', new_value: 'green', operator: 'device:videoPile:DM-PILE' },
      { kind: 'vehicleType', old_value: 'small', new_value: 'newEnergy', operator: 'device:videoPile:DM-PILE' },
    ]);
    // The vehicle leaves without paying: an unpaid exit, the fee kept as due.
    t.clock.advance(20 * 60_000);
    sensor.occupied = false;
    await sim.report('sensor', 'DM-SENSOR');
    await until(async () => (await db.query<{ state: number }>('SELECT state FROM stays WHERE id = $1', [stay.id]))[0].state === STAY_STATE.unpaidExit, 'the unpaid exit');
    expect(await db.query('SELECT due FROM orders WHERE stay_id = $1', [stay.id])).toEqual([{ due: 300 }]);
  });

  it('lets a plate that owes in with a warning on the lane\'s display and speaker, over the device protocol', async () => {
    // A lot that warns plates owing anything: its entrance has a camera, a barrier controller and a display.
    const [{ id: warnLot }] = await db.query<{ id: number }>("INSERT INTO parking_lots (name) VALUES ('Warning lot') RETURNING id");
    await db.query("INSERT INTO arrears_entry_rules (name, lot_id, mode, threshold) VALUES ('Warn', $1, 'warn', 0)", [warnLot]);
    for (const [serial, kind] of [['DM-CAM-W', 1], ['DM-GATE-W', 2], ['DM-SCREEN-W', 3]] as const) {
      await db.query("INSERT INTO lane_devices (serial, lot_id, lane_name, direction, kind) VALUES ($1, $2, 'West in', 1, $3)", [serial, warnLot, kind]);
    }
    await devices.fleet.reload();
    await sim.refresh();
    await until(async () => (await db.query("SELECT 1 FROM lane_devices WHERE lot_id = $1 AND comm_state = 1", [warnLot])).length === 3, 'the lane online');
    // The plate left the money lot owing 3.00 (half an hour, one started hour).
    const { id: stayId } = await enter(db, lot, '粤A20001', t.clock.now() - 30 * 60_000);
    await db.transaction((tx) => runService(tx, exitStay, { stayId, source: 'camera' }, { name: 'test', userId: null }, { at: t.clock.now() }));

    await see('DM-CAM-W', '粤A20001');
    await until(async () => (await passages('粤A20001')).length === 1, 'the passage at the warning lot');
    expect(await passages('粤A20001')).toEqual([{ decision: 'open', reason: 'arrearsWarning', direction: 1 }]);
    const displayed = () => db.query<{ serial: string; outcome: string; params: unknown; operator: string }>(
      "SELECT serial, outcome, params, operator FROM device_commands WHERE command = 'display' ORDER BY serial");
    await until(async () => (await displayed()).filter((c) => c.outcome === 'ok').length === 2, 'the warning shown');
    const warning = {
      lines: ['粤A20001', '欠费 3.00 元', '请尽快补缴'], voice: '粤A20001，您有停车欠费 3.00 元，请尽快补缴。', reason: 'arrearsWarning',
    };
    expect(await displayed()).toEqual([
      { serial: 'DM-GATE-W', outcome: 'ok', params: warning, operator: 'system:lane' },
      { serial: 'DM-SCREEN-W', outcome: 'ok', params: warning, operator: 'system:lane' },
    ]);
    // The lane's screen shows it and its speaker says it; the camera has neither.
    expect([lane('DM-GATE-W').display, lane('DM-SCREEN-W').display, lane('DM-CAM-W').display]).toEqual([warning, warning, null]);
    await until(async () => (await gate('DM-GATE-W')) === 1, 'the barrier lifted');

    // A plate that owes nothing is let in without a word.
    await see('DM-CAM-W', '粤A20002');
    await until(async () => (await passages('粤A20002')).length === 1, 'the second passage');
    expect(await passages('粤A20002')).toEqual([{ decision: 'open', reason: null, direction: 1 }]);
    expect(await displayed()).toHaveLength(2);
  });
});
