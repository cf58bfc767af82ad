// Networked lots (/NetWorkParkingInformation) and jurisdictions (/ParkingJurisdictionInfo) through
// the real HTTP backend: lots of type 4 only, created with that type; jurisdictions grouping lots
// (a lot in one jurisdiction at most) and administration areas; the data scope of a user in a
// permission group; an over-long lot name refused, not cut (spec 5: text 1 to 100).
import { ESTATE_SCREENS } from '../../../lib/areas/estate/screens';
import { hashPassword } from '../../auth/passwords';
import type { Db } from '../../db';
import { DEMO_PASSWORD, codeOf, testDatabases, type TestBackend } from '../../test/harness';
import { useTestBackend } from '../../test/use-backend';
import { screenCalls } from '../../test/screen-calls';

jest.setTimeout(60_000);

describe.each(testDatabases())('networked lots and jurisdictions on $name', (database) => {
  let db: Db;
  let t: TestBackend;
  const tokens: Record<string, string> = {};

  const { call, ok, create, remove, list, rowAction } = screenCalls({ backend: () => t, tokens, screens: ESTATE_SCREENS, pageSize: 100 });
  const names = async (entity: string, filters: Record<string, unknown> = {}, user = 'admin') => (await list(entity, filters, user)).rows.map((r) => r.name);
  const lotValues = (name: string, extra: Record<string, unknown> = {}) => ({
    name, address: null, longitude: 114.172, latitude: 22.281, region: null, contactPhone: null, servicePhone: null, website: null,
    totalSpaces: -1, timeZone: 'Asia/Shanghai', freeMinutes: 15, serverIp: null, serverPort: null, status: 1, ...extra,
  });

  useTestBackend(database, { tokens, timeoutMs: 120_000 }, async (env) => {
    ({ db, t } = env);
  });

  it('lists, creates and changes networked lots as lots of type 4 only', async () => {
    const plain = await create('parkingLot', { ...lotValues('Plain lot'), type: 1 });
    const net = await create('networkLot', lotValues('Net lot'));
    expect(net).toMatchObject({ name: 'Net lot', totalSpaces: -1, usedSpaces: 0, freeSpaces: 0 });
    expect(net.type).toBeUndefined();
    expect((await list('parkingLot', { name: 'Net lot' })).rows[0]).toMatchObject({ type: 4 });
    const typed = await create('parkingLot', { ...lotValues('Typed net lot'), type: 4 });
    expect(await names('networkLot')).toEqual(['Net lot', 'Typed net lot']);
    // An edit keeps type 4; a lot of another type is not there to change or delete.
    await ok(call('networkLot', 'update', { id: net.id, values: lotValues('Net lot 2', { freeMinutes: 30 }) }));
    expect((await list('parkingLot', { name: 'Net lot 2' })).rows[0]).toMatchObject({ type: 4, freeMinutes: 30 });
    expect(codeOf(await call('networkLot', 'update', { id: plain.id, values: lotValues('Plain lot') }))).toBe('rowNotFound');
    expect(codeOf(await call('networkLot', 'delete', { ids: [plain.id] }))).toBe('rowNotFound');
    expect((await list('parkingLot', { name: 'Plain lot' })).rows[0]).toMatchObject({ type: 1 });
    // Names are unique among all lots; the form's rules are the lots'.
    expect((await call('networkLot', 'create', { values: lotValues('plain LOT') })).data).toMatchObject({ fields: { name: 'unique' } });
    expect((await call('networkLot', 'create', { values: lotValues('Bad', { longitude: 114.1725 }) })).data).toMatchObject({ fields: { longitude: 'coordinate' } });
    expect((await call('networkLot', 'create', { values: { ...lotValues('Typed'), type: 1 } })).data).toMatchObject({ fields: { type: 'unrecognized' } });
    // Used and free spaces: the lot's occupancy (no limit of spaces: its berths in service; no vehicle in).
    await db.query("INSERT INTO berths (lot_id, number, state) VALUES ($1, '1', 1), ($1, '2', 0), ($1, '3', 3)", [net.id]);
    expect((await list('networkLot', { name: 'Net lot 2' })).rows[0]).toMatchObject({ usedSpaces: 0, freeSpaces: 2 });
    expect(codeOf(await call('networkLot', 'delete', { ids: [net.id] }))).toBe('deleteRefused');
    await db.query('DELETE FROM berths WHERE lot_id = $1', [net.id]);
    expect(await remove('networkLot', [net.id, typed.id])).toEqual({ deleted: 2 });
    expect(await remove('parkingLot', [plain.id])).toEqual({ deleted: 1 });
  });

  it('refuses an over-long name sent straight to the backend, on create, edit and import: nothing is cut, nothing saved', async () => {
    const long = 'L'.repeat(150);
    const lotCount = async () => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM parking_lots'))[0].n;
    const before = await lotCount();
    expect((await call('parkingLot', 'create', { values: { ...lotValues(long), type: 1 } })).data).toMatchObject({ code: 'invalidValues', fields: { name: 'textLength' } });
    const lot = await create('parkingLot', { ...lotValues('Kept name'), type: 1 });
    expect((await call('parkingLot', 'update', { id: lot.id, values: { ...lotValues(long), type: 1 } })).data).toMatchObject({ fields: { name: 'textLength' } });
    const imported = await call('parkingLot', 'import', { rows: [{ ...lotValues('Fine lot'), type: 1 }, { ...lotValues(long), type: 1 }], fileName: 'lots.csv' });
    expect(imported.data).toMatchObject({ code: 'importFailed', rowErrors: [{ row: 2, field: 'name', messageKey: 'textLength' }] });
    expect(await lotCount()).toBe(before + 1);
    expect((await db.query<{ name: string }>('SELECT name FROM parking_lots WHERE id = $1', [lot.id]))[0].name).toBe('Kept name');
    // Exactly the limit is taken.
    expect((await create('parkingLot', { ...lotValues('L'.repeat(100)), type: 1 })).name).toHaveLength(100);
  });

  it('shows a user in a permission group only the networked lots of the group', async () => {
    const ids: Record<string, number> = {};
    for (const name of ['North net', 'South net']) ids[name] = (await create('networkLot', lotValues(name))).id;
    const [role] = await db.query<{ id: number }>("INSERT INTO role_groups (name, kind) VALUES ('Net keepers', 1) RETURNING id");
    await db.query(`INSERT INTO role_grants (role_group_id, menu_entry_id)
      SELECT $1, id FROM menu_entries WHERE id IN (6, 607, 608) OR pid IN (607, 608)`, [role.id]);
    const [user] = await db.query<{ id: number }>(
      "INSERT INTO users (login_name, display_name, password_hash, role_group_id) VALUES ('netkeeper', 'Net keeper', $1, $2) RETURNING id",
      [await hashPassword(DEMO_PASSWORD), role.id]);
    const [group] = await db.query<{ id: number }>("INSERT INTO permission_groups (name) VALUES ('North net staff') RETURNING id");
    await db.query('INSERT INTO permission_group_lots (group_id, lot_id) VALUES ($1, $2)', [group.id, ids['North net']]);
    await db.query('INSERT INTO permission_group_users (group_id, user_id) VALUES ($1, $2)', [group.id, user.id]);
    tokens.netkeeper = await t.signIn('netkeeper', DEMO_PASSWORD);

    expect(await names('networkLot', {}, 'netkeeper')).toEqual(['North net']);
    expect(codeOf(await call('networkLot', 'update', { id: ids['South net'], values: lotValues('South net', { status: 0 }) }, 'netkeeper'))).toBe('rowNotFound');
    expect(await names('networkLot')).toEqual(['North net', 'South net']);
  });

  it('groups lots in jurisdictions, a lot in one at most', async () => {
    const area = await create('adminArea', { name: 'Harbour district', code: '440301', remark: null, status: 1 });
    const lots: Record<string, number> = {};
    for (const name of ['East lot', 'West lot', 'Far lot']) lots[name] = (await create('parkingLot', { ...lotValues(name), type: 1 })).id;
    const east = await create('jurisdiction', { name: 'East unit', code: '0101', adminAreaId: String(area.id), manager: 'Chan', contactPhone: '13800000001', remark: null, status: 1 });
    expect(east).toMatchObject({ adminAreaId: area.id, adminAreaName: 'Harbour district', lotCount: 0 });
    const west = await create('jurisdiction', { name: 'West unit', code: null, adminAreaId: null, manager: null, contactPhone: null, remark: null, status: 1 });
    expect((await call('jurisdiction', 'create', { values: { name: 'east UNIT', code: null, adminAreaId: null, manager: null, contactPhone: null, remark: null, status: 1 } })).data)
      .toMatchObject({ fields: { name: 'unique' } });
    expect((await call('jurisdiction', 'create', { values: { name: 'X', code: '01a', adminAreaId: null, manager: null, contactPhone: null, remark: null, status: 1 } })).data)
      .toMatchObject({ fields: { code: 'digits' } });
    expect(await ok(call('jurisdiction', 'options', { field: 'adminAreaId' }))).toContainEqual({ value: area.id, label: 'Harbour district' });

    const assign = (id: number, values: Record<string, unknown>, user = 'admin') =>
      ok<{ result: { selected: number[]; options?: { id: number; name: string }[] } }>(rowAction('jurisdiction', 'assignLots', [id], values, user));
    expect((await assign(east.id, { lotIds: [lots['East lot'], lots['Far lot']] })).result.selected).toEqual([lots['East lot'], lots['Far lot']].sort((a, b) => a - b));
    // The picker names the other jurisdiction of a lot; picking it moves it.
    const read = (await assign(west.id, { read: true })).result;
    expect(read.options).toContainEqual({ id: lots['Far lot'], name: 'Far lot (East unit)' });
    expect(read.options).toContainEqual({ id: lots['West lot'], name: 'West lot' });
    await assign(west.id, { lotIds: [lots['West lot'], lots['Far lot']] });
    expect(Object.fromEntries((await list('jurisdiction')).rows.map((r) => [r.name, r.lotCount]))).toEqual({ 'East unit': 1, 'West unit': 2 });
    // A jurisdiction with lots, and an administration area with a jurisdiction, are kept.
    expect(codeOf(await call('jurisdiction', 'delete', { ids: [west.id] }))).toBe('jurisdictionHasLots');
    expect(codeOf(await call('adminArea', 'delete', { ids: [area.id] }))).toBe('deleteRefused');
    // A deleted lot leaves its jurisdiction.
    expect(await ok(call('parkingLot', 'delete', { ids: [lots['Far lot']] }))).toEqual({ deleted: 1 });
    expect((await list('jurisdiction', { name: 'West' })).rows[0].lotCount).toBe(1);

    // A user in a permission group picks among the lots of the group; the others stay.
    const [role] = await db.query<{ id: number }>("INSERT INTO role_groups (name, kind) VALUES ('Unit keepers', 1) RETURNING id");
    await db.query('INSERT INTO role_grants (role_group_id, menu_entry_id) SELECT $1, id FROM menu_entries WHERE id IN (6, 608) OR pid = 608', [role.id]);
    const [user] = await db.query<{ id: number }>(
      "INSERT INTO users (login_name, display_name, password_hash, role_group_id) VALUES ('unitkeeper', 'Unit keeper', $1, $2) RETURNING id",
      [await hashPassword(DEMO_PASSWORD), role.id]);
    const [group] = await db.query<{ id: number }>("INSERT INTO permission_groups (name) VALUES ('East staff') RETURNING id");
    await db.query('INSERT INTO permission_group_lots (group_id, lot_id) VALUES ($1, $2)', [group.id, lots['East lot']]);
    await db.query('INSERT INTO permission_group_users (group_id, user_id) VALUES ($1, $2)', [group.id, user.id]);
    tokens.unitkeeper = await t.signIn('unitkeeper', DEMO_PASSWORD);
    expect((await assign(west.id, { read: true }, 'unitkeeper')).result).toMatchObject({ options: [{ id: lots['East lot'], name: 'East lot (East unit)' }], selected: [] });
    expect((await call('jurisdiction', 'assignLots', { ids: [west.id], values: { lotIds: [lots['West lot']] } }, 'unitkeeper')).ok).toBe(false);
    await assign(west.id, { lotIds: [lots['East lot']] }, 'unitkeeper');
    const [{ n }] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM jurisdiction_lots WHERE jurisdiction_id = $1', [west.id]);
    expect(n).toBe(2);
    await assign(west.id, { lotIds: [] }, 'unitkeeper');
    expect((await list('jurisdiction', { name: 'West' })).rows[0].lotCount).toBe(1);
  });
});
