// Berths through the real HTTP backend (HandlersCatc/CatcCom '<entity>.<action>'): numbers unique
// per yard area, per street and per lot outside both; the out-of-service flag against the
// detectors' occupancy; runs of numbered berths generated all or nothing; refusals to delete what
// is still in use; the data scope of a user in a permission group.
import { ESTATE_SCREENS } from '../../../lib/areas/estate/screens';
import { hashPassword } from '../../auth/passwords';
import type { Db } from '../../db';
import { DEMO_PASSWORD, codeOf, testDatabases, type TestBackend } from '../../test/harness';
import { useTestBackend } from '../../test/use-backend';
import { fieldsOf, screenCalls, type Row } from '../../test/screen-calls';

jest.setTimeout(60_000);

describe.each(testDatabases())('berths on $name', (database) => {
  let db: Db;
  let t: TestBackend;
  const tokens: Record<string, string> = {};

  const { call, ok, create, update, remove, list, rowAction } = screenCalls({ backend: () => t, tokens, screens: ESTATE_SCREENS, pageSize: 100 });
  const generate = (entity: 'yardArea' | 'street', id: number, values: Record<string, unknown>, user = 'admin') =>
    rowAction<{ created: number; first: string; last: string }>(entity, 'generateBerths', [id], values, user);
  const berth = (lotId: number, number: string, extra: Record<string, unknown> = {}) =>
    ({ number, lotId, yardAreaId: null, streetId: null, outOfService: false, remark: null, status: 1, ...extra });
  const numbers = async (filters: Record<string, unknown>) => (await list('berth', filters)).rows.map((r) => r.number);

  let lotA: number;
  let lotB: number;
  let floor1: number;
  let floor2: number;
  let street: number;
  let streetB: number;

  useTestBackend(database, { tokens, timeoutMs: 120_000 }, async (env) => {
    ({ db, t } = env);
    const lot = async (name: string) => (await db.query<{ id: number }>('INSERT INTO parking_lots (name) VALUES ($1) RETURNING id', [name]))[0].id;
    [lotA, lotB] = [await lot('Lot A'), await lot('Lot B')];
    floor1 = (await create('yardArea', { name: 'F1', lotId: lotA, floor: '1', status: 1 })).id;
    floor2 = (await create('yardArea', { name: 'F2', lotId: lotA, floor: '2', status: 1 })).id;
    street = (await create('street', { name: 'Quay Road', adminAreaId: null, lotId: lotA, startDesc: null, endDesc: null, status: 1 })).id;
    streetB = (await create('street', { name: 'Hill Road', adminAreaId: null, lotId: lotB, startDesc: null, endDesc: null, status: 1 })).id;
  });

  it('keeps berth numbers unique per yard area, per street and per lot outside both', async () => {
    const a1 = await create('berth', berth(lotA, 'A1', { yardAreaId: floor1 }));
    expect(a1).toMatchObject({ number: 'A1', lotName: 'Lot A', yardAreaId: floor1, yardAreaName: 'F1', streetId: null, occupancy: 0, outOfService: false, status: 1 });
    // The same number on another floor, on a street and directly in the lot.
    await create('berth', berth(lotA, 'A1', { yardAreaId: String(floor2) }));
    await create('berth', berth(lotA, 'A1', { streetId: street }));
    await create('berth', berth(lotA, 'A1'));
    await create('berth', berth(lotB, 'A1'));
    // Not twice in one place (case-insensitive), on create and on update.
    for (const place of [{ yardAreaId: floor1 }, { yardAreaId: floor2 }, { streetId: street }, {}]) {
      expect(fieldsOf(await call('berth', 'create', { values: berth(lotA, 'a1', place) }))).toEqual({ number: 'unique' });
    }
    const a2 = await create('berth', berth(lotA, 'A2', { yardAreaId: floor1 }));
    expect(fieldsOf(await call('berth', 'update', { id: a2.id, values: berth(lotA, 'A1', { yardAreaId: floor1 }) }))).toEqual({ number: 'unique' });
    // Keeping its own number is no clash; moving to a floor where the number is free is fine.
    expect(await update('berth', a2.id, berth(lotA, 'A2', { yardAreaId: floor1, remark: 'by the lift' }))).toMatchObject({ remark: 'by the lift' });
    expect(await update('berth', a2.id, berth(lotA, 'A2', { yardAreaId: floor2 }))).toMatchObject({ yardAreaName: 'F2' });
    // The database holds the same rule.
    await expect(db.query('INSERT INTO berths (lot_id, yard_area_id, number) VALUES ($1, $2, $3)', [lotA, floor1, 'a1'])).rejects.toThrow();
    await expect(db.query('INSERT INTO berths (lot_id, number) VALUES ($1, $2)', [lotA, 'A1'])).rejects.toThrow();
    expect(await numbers({ lotId: lotA, yardAreaId: String(floor1) })).toEqual(['A1']);
    expect((await list('berth', { number: 'A1' })).total).toBe(5);
  });

  it('refuses a berth in both a yard area and a street, or in a place of another lot', async () => {
    expect(codeOf(await call('berth', 'create', { values: berth(lotA, 'X1', { yardAreaId: floor1, streetId: street }) }))).toBe('berthOnePlace');
    expect(fieldsOf(await call('berth', 'create', { values: berth(lotB, 'X1', { yardAreaId: floor1 }) }))).toEqual({ yardAreaId: 'option' });
    expect(fieldsOf(await call('berth', 'create', { values: berth(lotA, 'X1', { streetId: streetB }) }))).toEqual({ streetId: 'option' });
    expect(fieldsOf(await call('berth', 'create', { values: berth(lotA, '') }))).toEqual({ number: 'blank' });
    expect(fieldsOf(await call('berth', 'create', { values: berth(lotA, 'N'.repeat(21)) }))).toEqual({ number: 'textLength' });
  });

  it('shows occupancy read-only and sets or clears out of service', async () => {
    const b = await create('berth', berth(lotA, 'S9', { streetId: street, outOfService: true }));
    expect(b).toMatchObject({ occupancy: 3, outOfService: true });
    // Occupancy is not a form field.
    expect(fieldsOf(await call('berth', 'update', { id: b.id, values: { ...berth(lotA, 'S9', { streetId: street }), occupancy: 1 } }))).toEqual({ occupancy: 'unrecognized' });
    expect(await update('berth', b.id, berth(lotA, 'S9', { streetId: street }))).toMatchObject({ occupancy: 0, outOfService: false });
    // A detector reports a vehicle: an edit keeps it. The lot's used spaces are its vehicles in
    // (stays), not its berths' states: none here.
    await db.query('UPDATE berths SET state = 1 WHERE id = $1', [b.id]);
    expect(await update('berth', b.id, berth(lotA, 'S9', { streetId: street, remark: 'kerb' }))).toMatchObject({ occupancy: 1, remark: 'kerb' });
    expect(await numbers({ occupancy: '1' })).toEqual(['S9']);
    const [lot] = (await ok<{ rows: Row[] }>(call('parkingLot', 'list', { startIndex: 1, endIndex: 10, filters: { name: 'Lot A' } }))).rows;
    expect(lot.usedSpaces).toBe(0);
    expect(await update('berth', b.id, berth(lotA, 'S9', { streetId: street, outOfService: true }))).toMatchObject({ occupancy: 3 });
  });

  it('generates a run of numbered berths in a yard area or street, all or nothing', async () => {
    const yard = (await create('yardArea', { name: 'G1', lotId: lotA, floor: null, status: 1 })).id;
    const made = await ok<{ affected: number; result: { created: number; first: string; last: string } }>(generate('yardArea', yard, { prefix: 'G-', from: 8, to: 12, digits: 3 }));
    expect(made.result).toEqual({ created: 5, first: 'G-008', last: 'G-012' });
    expect(await numbers({ yardAreaId: String(yard) })).toEqual(['G-008', 'G-009', 'G-010', 'G-011', 'G-012']);
    expect((await list('yardArea', { name: 'G1' })).rows[0]).toMatchObject({ berthCount: 5 });
    // One number of the run is taken: nothing is made.
    const clash = await generate('yardArea', yard, { prefix: 'g-', from: 1, to: 9, digits: 3 });
    expect([codeOf(clash), (clash.data as { msg: string }).msg]).toEqual(['berthNumbersTaken', expect.stringContaining('G-008, G-009')]);
    expect((await list('berth', { yardAreaId: String(yard) })).total).toBe(5);
    // At most 500 at once; a reversed range; a missing bound.
    expect(codeOf(await generate('yardArea', yard, { from: 1, to: 501 }))).toBe('berthRunTooLong');
    expect(fieldsOf(await generate('yardArea', yard, { from: 9, to: 1 }))).toEqual({ to: 'rangeOrder' });
    expect(fieldsOf(await generate('yardArea', yard, { from: 1 }))).toEqual({ to: 'blank' });
    expect((await list('berth', { yardAreaId: String(yard) })).total).toBe(5);
    // 500 on a street, in the street's lot.
    const long = (await create('street', { name: 'Long Road', adminAreaId: null, lotId: lotB, startDesc: null, endDesc: null, status: 1 })).id;
    expect((await ok<{ result: { created: number } }>(generate('street', long, { prefix: 'L', from: 1, to: 500 }))).result.created).toBe(500);
    const [{ n, lots }] = await db.query<{ n: number; lots: number[] }>('SELECT count(*)::int AS n, array_agg(DISTINCT lot_id) AS lots FROM berths WHERE street_id = $1', [long]);
    expect([n, lots]).toEqual([500, [lotB]]);
    // A yard area or street with berths is kept, and stays in its lot.
    expect(codeOf(await call('yardArea', 'delete', { ids: [yard] }))).toBe('yardAreaHasBerths');
    expect(codeOf(await call('street', 'delete', { ids: [long] }))).toBe('streetHasBerths');
    expect(codeOf(await call('yardArea', 'update', { id: yard, values: { name: 'G1', lotId: lotB, floor: null, status: 1 } }))).toBe('placeKeepsLot');
    await db.query('DELETE FROM berths WHERE street_id = $1', [long]);
    expect(await remove('street', [long])).toEqual({ deleted: 1 });
  });

  it('keeps a berth with a bound lock or sensor', async () => {
    const b = await create('berth', berth(lotA, 'D1'));
    await db.query("INSERT INTO parking_locks (serial, lot_id, berth_id) VALUES ('LK-D1', $1, $2)", [lotA, b.id]);
    expect((await numbers({ number: 'D1' }))).toEqual(['D1']);
    expect((await list('berth', { number: 'D1' })).rows[0]).toMatchObject({ lockSerial: 'LK-D1', sensorSerial: null });
    expect(codeOf(await call('berth', 'delete', { ids: [b.id] }))).toBe('berthHasDevices');
    expect(codeOf(await call('berth', 'update', { id: b.id, values: berth(lotB, 'D1') }))).toBe('berthHasDevices');
    await db.query('DELETE FROM parking_locks WHERE berth_id = $1', [b.id]);
    expect(await remove('berth', [b.id])).toEqual({ deleted: 1 });
  });

  it('shows, changes and generates only berths of the caller\'s lots', async () => {
    const [role] = await db.query<{ id: number }>("INSERT INTO role_groups (name, kind) VALUES ('Berth keepers', 1) RETURNING id");
    await db.query(`INSERT INTO role_grants (role_group_id, menu_entry_id)
      SELECT $1, id FROM menu_entries WHERE id IN (6, 602, 604, 605, 606) OR pid IN (602, 604, 605, 606)`, [role.id]);
    const [user] = await db.query<{ id: number }>(
      "INSERT INTO users (login_name, display_name, password_hash, role_group_id) VALUES ('keeper', 'Keeper', $1, $2) RETURNING id",
      [await hashPassword(DEMO_PASSWORD), role.id]);
    const [group] = await db.query<{ id: number }>("INSERT INTO permission_groups (name) VALUES ('Lot B staff') RETURNING id");
    await db.query('INSERT INTO permission_group_lots (group_id, lot_id) VALUES ($1, $2)', [group.id, lotB]);
    await db.query('INSERT INTO permission_group_users (group_id, user_id) VALUES ($1, $2)', [group.id, user.id]);
    tokens.keeper = await t.signIn('keeper', DEMO_PASSWORD);

    const mine = await create('berth', berth(lotB, 'K1', { streetId: streetB }), 'keeper');
    // The second view shares the berths' view at its own page, named in datas.
    const secondView = { page: '/BerthTwoIndex' };
    const lots = async (filters: Record<string, unknown> = {}, view = {}) =>
      [...new Set((await ok<{ rows: Row[] }>(call('berth', 'list', { ...view, startIndex: 1, endIndex: 100, filters }, 'keeper'))).rows.map((r) => r.lotName))];
    expect(await lots()).toEqual(['Lot B']);
    expect(await lots({}, secondView)).toEqual(['Lot B']);
    expect(await lots({ lotId: lotA })).toEqual([]);
    // The second view only reads and exports.
    expect((await call('berth', 'create', { ...secondView, values: berth(lotB, 'K2') }, 'keeper')).ok).toBe(false);
    // Another lot's berths, areas and streets are out of reach.
    expect(fieldsOf(await call('berth', 'create', { values: berth(lotA, 'K2') }, 'keeper'))).toEqual({ lotId: 'option' });
    const [other] = (await list('berth', { lotId: lotA })).rows;
    expect(codeOf(await call('berth', 'update', { id: other.id, values: berth(lotA, 'Z') }, 'keeper'))).toBe('rowNotFound');
    expect(codeOf(await call('berth', 'delete', { ids: [other.id] }, 'keeper'))).toBe('rowNotFound');
    expect(codeOf(await generate('street', street, { from: 1, to: 2 }, 'keeper'))).toBe('rowNotFound');
    expect((await ok<{ result: { created: number } }>(generate('street', streetB, { prefix: 'K', from: 2, to: 3 }, 'keeper'))).result.created).toBe(2);
    // Ref options list the caller's lots' yard areas and streets only.
    expect(await ok(call('berth', 'options', { field: 'streetId' }, 'keeper'))).toEqual([{ value: streetB, label: 'Lot B / Hill Road' }]);
    expect(await ok(call('berth', 'options', { field: 'yardAreaId' }, 'keeper'))).toEqual([]);
    expect((await ok<unknown[]>(call('berth', 'options', { field: 'yardAreaId' }))).length).toBeGreaterThan(1);
    expect(await remove('berth', [mine.id], 'keeper')).toEqual({ deleted: 1 });
  });
});
