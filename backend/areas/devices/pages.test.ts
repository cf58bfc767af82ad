// The device pages' operations (HandlersCatc/CatcPage '<page>.<operation>') through the real
// HTTP backend, with the simulator answering over the embedded broker: live lock list, a command
// per button (refused without that button), the operation log, occupancy per lot and street,
// remote barrier lifts on record with their reason, and every read and command limited to the
// caller's lots.
import { PAGE_HANDLER } from '../../../lib/pages/types';
import { LOCK_RUN_STATE } from '../../../lib/spec-constants';
import { hashPassword } from '../../auth/passwords';
import type { Db } from '../../db';
import { loadSimFleet } from '../../simulator/fleet-source';
import { startSimulator, type Simulator } from '../../simulator/simulator';
import { DEMO_PASSWORD, ADMIN_PASSWORD, codeOf, statusOf, testDatabases, type TestBackend } from '../../test/harness';
import { useTestBackend } from '../../test/use-backend';

jest.setTimeout(60_000);

const LOCK_PAGE_ID = 901;
const LOCK_BUTTON_RAISE = 90101; // raiseNow, the first command

describe.each(testDatabases())('device control on $name', (database) => {
  let db: Db;
  let t: TestBackend;
  let sim: Simulator;
  const tokens: Record<string, string> = {};
  const lots: Record<string, number> = {};
  let commandNo = 0;
  const nextId = () => `test-cmd-${Date.now()}-${(commandNo += 1)}`;
  const call = <T = Record<string, unknown>>(getList: string, datas: Record<string, unknown>, user = 'admin') =>
    t.call<T>(PAGE_HANDLER, datas, { token: tokens[user], getList });

  useTestBackend(database, {
    tokens, backend: { demoLots: ['North lot', 'South lot'], devices: { deviceSecret: 'secret-of-devices', brokerPort: 0, commandTimeoutMs: 2_000 } },
    users: [], beforeClose: async () => { await sim?.close(); }, timeoutMs: 120_000,
  }, async (env) => {
    ({ db, t } = env);
    for (const row of await db.query<{ id: number; name: string }>('SELECT id, name FROM parking_lots')) lots[row.name] = row.id;
    for (const [lot, prefix] of [['North lot', 'N'], ['South lot', 'S']] as const) {
      const [{ id: street }] = await db.query<{ id: number }>('INSERT INTO streets (lot_id, name) VALUES ($1, $2) RETURNING id', [lots[lot], `${prefix} street`]);
      const [{ id: node }] = await db.query<{ id: number }>('INSERT INTO node_controllers (serial, name, lot_id) VALUES ($1, $1, $2) RETURNING id', [`${prefix}-NODE`, lots[lot]]);
      for (const n of [1, 2]) {
        const [{ id: berth }] = await db.query<{ id: number }>('INSERT INTO berths (lot_id, street_id, number, state) VALUES ($1, $2, $3, $4) RETURNING id',
          [lots[lot], street, `${prefix}${n}`, n === 1 ? 1 : 0]);
        await db.query('INSERT INTO parking_locks (serial, lot_id, berth_id, node_id) VALUES ($1, $2, $3, $4)', [`${prefix}-LOCK-${n}`, lots[lot], berth, node]);
      }
      await db.query("INSERT INTO lane_devices (serial, lot_id, lane_name, direction, kind) VALUES ($1, $2, 'Exit 1', 2, 2)", [`${prefix}-GATE`, lots[lot]]);
    }
    const devices = t.backend.devices!;
    sim = await startSimulator({ url: devices.brokerUrl, deviceSecret: devices.deviceSecret, source: () => loadSimFleet(db), refreshMs: 200, heartbeatMs: 600_000 });

    // A north operator: the lock page with only its raiseNow button, and only the north lot.
    const [role] = await db.query<{ id: number }>("INSERT INTO role_groups (name, kind) VALUES ('North lock crew', 1) RETURNING id");
    await db.query('INSERT INTO role_grants (role_group_id, menu_entry_id) VALUES ($1, 8), ($1, $2), ($1, $3)', [role.id, LOCK_PAGE_ID, LOCK_BUTTON_RAISE]);
    const [user] = await db.query<{ id: number }>(
      'INSERT INTO users (login_name, display_name, password_hash, role_group_id) VALUES ($1, $1, $2, $3) RETURNING id', ['north', await hashPassword(DEMO_PASSWORD), role.id]);
    const [group] = await db.query<{ id: number }>("INSERT INTO permission_groups (name) VALUES ('North') RETURNING id");
    await db.query('INSERT INTO permission_group_lots (group_id, lot_id) VALUES ($1, $2)', [group.id, lots['North lot']]);
    await db.query('INSERT INTO permission_group_users (group_id, user_id) VALUES ($1, $2)', [group.id, user.id]);
    tokens.admin = await t.signIn('admin', ADMIN_PASSWORD);
    tokens.north = await t.signIn('north', DEMO_PASSWORD);

    const deadline = Date.now() + 10_000;
    while ((await db.query('SELECT 1 FROM parking_locks WHERE comm_state = 1')).length < 4) {
      if (Date.now() > deadline) throw new Error('locks never came online');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });

  it('lists locks with their live state, counts and filters', async () => {
    const all = await call<{ rows: Record<string, unknown>[]; total: number; counts: Record<string, number> }>('lockControl.list', { startIndex: 1, endIndex: 50 });
    expect(all.ok && all.data.total).toBe(4);
    expect(all.ok && all.data.counts).toEqual({ total: 4, online: 4, offline: 0, alarm: 0 });
    expect(all.ok && all.data.rows[0]).toMatchObject({ serial: 'N-LOCK-1', lotName: 'North lot', berthNumber: 'N1', streetName: 'N street', comm: 1, run: LOCK_RUN_STATE.available });
    const found = await call<{ rows: { serial: string }[] }>('lockControl.list', { search: 'S2', startIndex: 1, endIndex: 50 });
    expect(found.ok && found.data.rows.map((r) => r.serial)).toEqual(['S-LOCK-2']);
  });

  it('sends a command behind its own button and logs it; the same command id is not carried out twice', async () => {
    const key = nextId();
    const first = await call('lockControl.raiseNow', { idempotencyKey: key, serial: 'N-LOCK-2' }, 'north');
    expect(first.ok && first.data).toMatchObject({ outcome: 'ok', repeated: false });
    const again = await call('lockControl.raiseNow', { idempotencyKey: key, serial: 'N-LOCK-2' }, 'north');
    expect(again.ok && again.data).toMatchObject({ outcome: 'ok', repeated: true });
    const log = await call<{ operator: string; command: string; outcome: string }[]>('lockControl.log', { serial: 'N-LOCK-2' }, 'north');
    expect(log.ok && log.data).toEqual([expect.objectContaining({ operator: 'north', command: 'raiseNow', outcome: 'ok' })]);
    const lock = await call<{ rows: { raised: boolean; run: number }[] }>('lockControl.list', { search: 'N-LOCK-2', startIndex: 1, endIndex: 5 }, 'north');
    expect(lock.ok && lock.data.rows[0]).toMatchObject({ raised: true, run: LOCK_RUN_STATE.raisedNoVehicle });
  });

  it('refuses a command whose button is not granted, and audits the attempt', async () => {
    const refused = await call('lockControl.lowerNormal', { idempotencyKey: nextId(), serial: 'N-LOCK-2' }, 'north');
    expect(statusOf(refused)).toBe(403);
    const [audit] = await db.query<{ detail: { button: string } }>("SELECT detail FROM audit_log WHERE action = 'access.refused' AND actor = 'north' ORDER BY id DESC LIMIT 1");
    expect(audit.detail.button).toBe('lowerNormal');
  });

  it('keeps locks, logs and commands of other lots out of reach', async () => {
    const list = await call<{ rows: { serial: string }[]; counts: { total: number } }>('lockControl.list', { startIndex: 1, endIndex: 50 }, 'north');
    expect(list.ok && list.data.rows.map((r) => r.serial)).toEqual(['N-LOCK-1', 'N-LOCK-2']);
    expect(list.ok && list.data.counts.total).toBe(2);
    const command = await call('lockControl.raiseNow', { idempotencyKey: nextId(), serial: 'S-LOCK-1' }, 'north');
    expect([statusOf(command), codeOf(command)]).toEqual([404, 'rowNotFound']);
    expect(statusOf(await call('lockControl.log', { serial: 'S-LOCK-1' }, 'north'))).toBe(404);
    expect(await db.query("SELECT 1 FROM device_commands WHERE serial = 'S-LOCK-1'")).toEqual([]);
  });

  it('shows occupancy per lot and street: vehicles in against capacity', async () => {
    const result = await call<{ lots: Record<string, unknown>[]; streets: Record<string, unknown>[] }>('monitoring.occupancy', {});
    const vehiclesIn = async (lot: string) => Number((await db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM stays WHERE lot_id = $1 AND state IN (0, 1)', [lots[lot]]))[0].n);
    const [north, south] = [await vehiclesIn('North lot'), await vehiclesIn('South lot')];
    expect(result.ok && result.data.lots).toEqual([
      expect.objectContaining({ name: 'North lot', capacity: 2, vehiclesIn: north, free: 2 - north, outOfService: 0, devicesOffline: 0 }),
      expect.objectContaining({ name: 'South lot', capacity: 2, vehiclesIn: south, free: 2 - south }),
    ]);
    expect(result.ok && result.data.streets.map((s) => s.name)).toEqual(['N street', 'S street']);
  });

  it('lifts a barrier remotely with a reason, on record with the operator', async () => {
    const datas = { idempotencyKey: nextId(), serial: 'S-GATE', reason: 'Ticket machine jammed' };
    const result = await call('remoteLift.liftGate', datas);
    expect(result.ok && result.data).toMatchObject({ outcome: 'ok' });
    const [lift] = await db.query<Record<string, unknown>>('SELECT * FROM gate_lifts WHERE command_id = $1', [datas.idempotencyKey]);
    expect(lift).toMatchObject({ operator: 'admin', reason: 'Ticket machine jammed', action: 'liftGate', outcome: 'ok', page: '/RemoteLift', lane_name: 'Exit 1' });
    expect((await db.query<{ gate_state: number }>("SELECT gate_state FROM lane_devices WHERE serial = 'S-GATE'"))[0].gate_state).toBe(1);
    expect(statusOf(await call('remoteLift.liftGate', { ...datas, idempotencyKey: nextId(), reason: '' }))).toBe(400);
    expect(statusOf(await call('remoteLift.liftGate', { ...datas, idempotencyKey: nextId() }, 'north'))).toBe(403);
    const gates = await call<{ lifts: { reason: string }[] }>('centralLever.list', {});
    expect(gates.ok && gates.data.lifts[0].reason).toBe('Ticket machine jammed');
  });
});
