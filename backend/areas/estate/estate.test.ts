// The parking estate stores through the real HTTP backend (HandlersCatc/CatcCom '<entity>.<action>'):
// create, list, update and delete one row of each as the administrator; used and free spaces of
// a lot and berth counts of areas and streets computed from the berths; the lot list's data
// scope for a user in a permission group.
import { ESTATE_SCREENS } from '../../../lib/areas/estate/screens';
import { hashPassword } from '../../auth/passwords';
import type { Db } from '../../db';
import { DEMO_PASSWORD, codeOf, statusOf, testDatabases, type TestBackend } from '../../test/harness';
import { useTestBackend } from '../../test/use-backend';
import { screenCalls } from '../../test/screen-calls';

jest.setTimeout(60_000);

describe.each(testDatabases())('estate stores on $name', (database) => {
  let db: Db;
  let t: TestBackend;
  const tokens: Record<string, string> = {};

  const { call, ok, create, update, remove, list } = screenCalls({ backend: () => t, tokens, screens: ESTATE_SCREENS, pageSize: 50 });
  const lotValues = (name: string, extra: Record<string, unknown> = {}) => ({
    name, type: 1, address: 'Harbour Road 1', longitude: 114.172, latitude: 22.281, region: 'Wan Chai', contactPhone: '13800000001',
    servicePhone: '13800000002', website: 'https://example.com', totalSpaces: 120, timeZone: 'Asia/Hong_Kong', freeMinutes: 15,
    serverIp: '10.0.0.5', serverPort: 8080, status: 1, ...extra,
  });

  useTestBackend(database, { tokens, timeoutMs: 120_000 }, async (env) => {
    ({ db, t } = env);
  });

  it('creates, lists, updates and deletes a lot', async () => {
    const lot = await create('parkingLot', lotValues('Harbour lot'));
    expect(lot).toMatchObject({ name: 'Harbour lot', type: 1, longitude: 114.172, latitude: 22.281, totalSpaces: 120, usedSpaces: 0, freeSpaces: 120, timeZone: 'Asia/Hong_Kong' });
    expect((await list('parkingLot', { name: 'Harbour' })).rows.map((r) => r.id)).toEqual([lot.id]);
    const changed = await update('parkingLot', lot.id, lotValues('Harbour lot 2', { type: 4, totalSpaces: -1, latitude: -33.5 }));
    expect(changed).toMatchObject({ name: 'Harbour lot 2', type: 4, totalSpaces: -1, latitude: -33.5 });
    const clash = await call('parkingLot', 'create', { values: lotValues('harbour LOT 2') });
    expect([statusOf(clash), (clash.data as { fields?: unknown }).fields]).toEqual([400, { name: 'unique' }]);
    const bad = await call('parkingLot', 'create', { values: lotValues('Bad', { latitude: 91, totalSpaces: 0, freeMinutes: 1441, serverPort: 70000 }) });
    expect(Object.keys((bad.data as { fields: Record<string, string> }).fields).sort()).toEqual(['freeMinutes', 'latitude', 'serverPort', 'totalSpaces']);
    expect(await remove('parkingLot', [lot.id])).toEqual({ deleted: 1 });
    expect((await list('parkingLot')).total).toBe(0);
  });

  it('creates, lists, updates and deletes yard areas, administration areas and streets', async () => {
    const lot = await create('parkingLot', lotValues('Street lot', { type: 2 }));
    const yard = await create('yardArea', { name: 'B1', lotId: lot.id, floor: '-1', status: 1 });
    expect(yard).toMatchObject({ name: 'B1', lotId: lot.id, lotName: 'Street lot', floor: '-1', berthCount: 0 });
    expect(await update('yardArea', yard.id, { name: 'B2', lotId: lot.id, floor: '-2', status: 0 })).toMatchObject({ name: 'B2', status: 0 });
    const area = await create('adminArea', { name: 'Central', code: '440301', remark: null, status: 1 });
    expect(await update('adminArea', area.id, { name: 'Central district', code: '440302', remark: 'x', status: 1 })).toMatchObject({ code: '440302' });
    const street = await create('street', { name: 'Queen Road', adminAreaId: String(area.id), lotId: lot.id, startDesc: 'Pier', endDesc: 'Park', status: 1 });
    expect(street).toMatchObject({ adminAreaId: area.id, adminAreaName: 'Central district', lotName: 'Street lot', berthCount: 0 });
    expect(await ok(call('street', 'options', { field: 'adminAreaId' }))).toEqual([{ value: area.id, label: 'Central district' }]);
    const noArea = await create('street', { name: 'Side Lane', adminAreaId: null, lotId: lot.id, startDesc: null, endDesc: null, status: 1 });
    expect(noArea.adminAreaName ?? '').toBe('');
    // An administration area with streets and a lot with areas are kept.
    expect((await call('adminArea', 'delete', { ids: [area.id] })).ok).toBe(false);
    expect((await call('parkingLot', 'delete', { ids: [lot.id] })).ok).toBe(false);
    for (const [entity, id] of [['street', street.id], ['street', noArea.id], ['yardArea', yard.id], ['adminArea', area.id], ['parkingLot', lot.id]] as const) {
      expect(await remove(entity, [id])).toEqual({ deleted: 1 });
    }
  });

  it('computes used and free spaces from the occupancy, and berth counts from the berths', async () => {
    const lot = await create('parkingLot', lotValues('Counted lot', { totalSpaces: -1 }));
    const yard = await create('yardArea', { name: 'L1', lotId: lot.id, floor: '1', status: 1 });
    const street = await create('street', { name: 'Long Street', adminAreaId: null, lotId: lot.id, startDesc: null, endDesc: null, status: 1 });
    // 0 free, 1 occupied, 2 reserved, 3 out of service.
    const berths: [string, number, number | null, number | null][] = [
      ['A1', 0, yard.id, null], ['A2', 0, yard.id, null], ['A3', 1, yard.id, null], ['S1', 2, null, street.id], ['S2', 3, null, street.id], ['S3', 1, null, street.id],
    ];
    for (const [number, state, yardId, streetId] of berths) {
      await db.query('INSERT INTO berths (lot_id, yard_area_id, street_id, number, state) VALUES ($1, $2, $3, $4, $5)', [lot.id, yardId, streetId, number, state]);
    }
    const [row] = (await list('parkingLot', { name: 'Counted' })).rows;
    // No limit of spaces: the capacity is its berths in service (S2 is not); no vehicle is in
    // (a berth's detector state is the berth's own figure, not a vehicle).
    expect(row).toMatchObject({ usedSpaces: 0, freeSpaces: 5 });
    expect((await list('yardArea', { name: 'L1' })).rows[0]).toMatchObject({ berthCount: 3 });
    expect((await list('street', { name: 'Long Street' })).rows[0]).toMatchObject({ berthCount: 3 });
    // Numbers are unique per yard area (per street, per lot outside both: estate-berths.test.ts).
    await expect(db.query('INSERT INTO berths (lot_id, yard_area_id, number) VALUES ($1, $2, $3)', [lot.id, yard.id, 'A1'])).rejects.toThrow();
    await db.query('DELETE FROM berths');
    await db.query('DELETE FROM streets');
    await db.query('DELETE FROM yard_areas');
    await db.query('DELETE FROM parking_lots');
  });

  it('shows a user in a permission group only the lots of the group', async () => {
    const ids: Record<string, number> = {};
    for (const name of ['North lot', 'South lot']) ids[name] = (await create('parkingLot', lotValues(name))).id;
    const [role] = await db.query<{ id: number }>("INSERT INTO role_groups (name, kind) VALUES ('Lot keepers', 1) RETURNING id");
    await db.query('INSERT INTO role_grants (role_group_id, menu_entry_id) SELECT $1, id FROM menu_entries WHERE id IN (6, 601, 602) OR pid IN (601, 602)', [role.id]);
    const hash = await hashPassword(DEMO_PASSWORD);
    const userIds: Record<string, number> = {};
    for (const login of ['north', 'nobody']) {
      userIds[login] = (await db.query<{ id: number }>(
        'INSERT INTO users (login_name, display_name, password_hash, role_group_id) VALUES ($1, $1, $2, $3) RETURNING id', [login, hash, role.id]))[0].id;
      tokens[login] = await t.signIn(login, DEMO_PASSWORD);
    }
    const [group] = await db.query<{ id: number }>("INSERT INTO permission_groups (name) VALUES ('North staff') RETURNING id");
    await db.query('INSERT INTO permission_group_lots (group_id, lot_id) VALUES ($1, $2)', [group.id, ids['North lot']]);
    await db.query('INSERT INTO permission_group_users (group_id, user_id) VALUES ($1, $2)', [group.id, userIds.north]);

    expect((await list('parkingLot', {}, 'north')).rows.map((r) => r.name)).toEqual(['North lot']);
    expect((await list('parkingLot', {}, 'nobody')).total).toBe(0);
    expect((await list('parkingLot')).rows.map((r) => r.name)).toEqual(['North lot', 'South lot']);
    // Another lot's row is not there to change or delete.
    const refused = await call('parkingLot', 'update', { id: ids['South lot'], values: lotValues('South lot', { status: 0 }) }, 'north');
    expect(refused.ok).toBe(false);
    expect((await call('parkingLot', 'delete', { ids: [ids['South lot']] }, 'north')).ok).toBe(false);
    // Yard areas only in the user's lots.
    expect(codeOf(await call('yardArea', 'create', { values: { name: 'X', lotId: ids['South lot'], floor: null, status: 1 } }, 'north'))).toBe('invalidValues');
    await create('yardArea', { name: 'N1', lotId: ids['North lot'], floor: null, status: 1 }, 'north');
    await create('yardArea', { name: 'S1', lotId: ids['South lot'], floor: null, status: 1 });
    expect((await list('yardArea', {}, 'north')).rows.map((r) => r.name)).toEqual(['N1']);
  });
});
