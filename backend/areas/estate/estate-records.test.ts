// Monitoring cameras (/MonitoringEquipment) and manual departures (/ManualDeparture) through the
// real HTTP backend: serials required and unique, a lot with cameras kept; a manual departure
// frees its berth in the same transaction, with operator and reason, and refuses a berth that is
// free or out of service; both filtered by the caller's lots.
import { STAY_STATE } from '../../../lib/parking/stay-machine';
import { ESTATE_SCREENS } from '../../../lib/areas/estate/screens';
import { hashPassword } from '../../auth/passwords';
import type { Db } from '../../db';
import { DEMO_PASSWORD, codeOf, testDatabases, type TestBackend } from '../../test/harness';
import { useTestBackend } from '../../test/use-backend';
import { fieldsOf, screenCalls, type Row } from '../../test/screen-calls';

jest.setTimeout(60_000);

describe.each(testDatabases())('cameras and manual departures on $name', (database) => {
  let db: Db;
  let t: TestBackend;
  const tokens: Record<string, string> = {};
  let lotA: number;
  let lotB: number;

  const { call, ok, create, update, remove, list } = screenCalls({ backend: () => t, tokens, screens: ESTATE_SCREENS, pageSize: 100 });
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

  useTestBackend(database, { tokens, timeoutMs: 120_000 }, async (env) => {
    ({ db, t } = env);
    const lot = async (name: string) => (await db.query<{ id: number }>('INSERT INTO parking_lots (name) VALUES ($1) RETURNING id', [name]))[0].id;
    [lotA, lotB] = [await lot('Lot A'), await lot('Lot B')];
  });

  it('keeps monitoring cameras with a unique serial, in their lot', async () => {
    const gate = await create('monitoringCamera', camera(lotA, 'Gate', 'HK-001', { location: 'Entrance' }));
    expect(gate).toMatchObject({ name: 'Gate', lotId: lotA, lotName: 'Lot A', serial: 'HK-001', ip: '10.1.2.3', port: 554, channel: 1, location: 'Entrance', status: 1 });
    expect(fieldsOf(await call('monitoringCamera', 'create', { values: camera(lotB, 'Other', 'hk-001') }))).toEqual({ serial: 'unique' });
    expect(fieldsOf(await call('monitoringCamera', 'create', { values: camera(lotB, 'Other', '') }))).toEqual({ serial: 'blank' });
    expect(Object.keys(fieldsOf(await call('monitoringCamera', 'create', { values: camera(lotB, 'Bad', 'HK-9', { port: 70000, channel: 0 }) })) ?? {}).sort())
      .toEqual(['channel', 'port']);
    const changed = await update('monitoringCamera', gate.id, camera(lotA, 'Gate 1', 'HK-001', { channel: 4 }));
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
    expect(await remove('monitoringCamera', [gate.id])).toEqual({ deleted: 1 });
    // A lot with devices (RESTRICT keys of 040) is refused with a message too.
    await db.query("INSERT INTO sensors (serial, lot_id) VALUES ('SN-1', $1)", [lotA]);
    expect(codeOf(await call('parkingLot', 'delete', { ids: [lotA] }))).toBe('deleteRefused');
    await db.query("DELETE FROM sensors WHERE serial = 'SN-1'");
  });

  it('frees a berth by hand with a departure record, in one transaction, in the caller\'s lots', async () => {
    const yard = (await create('yardArea', { name: 'P1', lotId: lotA, floor: null, status: 1 })).id;
    const berth = async (lotId: number, number: string, state: number, yardAreaId: number | null = null) =>
      (await db.query<{ id: number }>('INSERT INTO berths (lot_id, yard_area_id, number, state) VALUES ($1, $2, $3, $4) RETURNING id', [lotId, yardAreaId, number, state]))[0].id;
    const occupied = await berth(lotA, 'M1', 1, yard);
    const reserved = await berth(lotA, 'M2', 2);
    const free = await berth(lotA, 'M3', 0);
    const closed = await berth(lotA, 'M4', 3);
    const other = await berth(lotB, 'N1', 1);
    const stateOf = async (id: number) => (await db.query<{ state: number }>('SELECT state FROM berths WHERE id = $1', [id]))[0].state;
    const departure = (berthId: number, plate = '粤B12345', reason = 'Sensor missed the exit') => ({ berthId: String(berthId), plate, reason });

    // Only occupied and reserved berths are offered.
    expect(await ok(call('manualDeparture', 'options', { field: 'berthId' }))).toEqual([
      { value: reserved, label: 'Lot A / M2' }, { value: occupied, label: 'Lot A / P1 / M1' }, { value: other, label: 'Lot B / N1' },
    ]);
    t.clock.advance(60_000);
    const row = await create('manualDeparture', departure(occupied));
    expect(row).toMatchObject({
      lotId: lotA, lotName: 'Lot A', berthNumber: 'M1', placeName: 'P1', plate: '粤B12345', reason: 'Sensor missed the exit',
      stateBefore: 1, operator: 'admin',
    });
    expect(Date.parse(String(row.departedAt))).toBeCloseTo(t.clock.now(), -4);
    expect(await stateOf(occupied)).toBe(0);
    // The vehicle on M2 has a stay (as its detector would have started it): it leaves with the departure.
    const { runService } = await import('../../kernel/service');
    const { enterStay } = await import('../charging/stays');
    const entered = await db.transaction((tx) => runService(tx, enterStay, { lotId: lotA, berthId: reserved, source: 'sensor', plate: '粤B00001' },
      { name: 'device:sensor:test', userId: null }, { at: t.clock.now() }));
    expect((await create('manualDeparture', departure(reserved, '粤B00001', 'Reservation cancelled at the kerb'))).stateBefore).toBe(2);
    expect((await db.query('SELECT state, exit_source, exit_operator FROM stays WHERE id = $1', [entered.stay.id]))[0])
      .toEqual({ state: STAY_STATE.freeExit, exit_source: 'manual', exit_operator: 'admin' });
    expect(await stateOf(reserved)).toBe(0);
    // The lot's figures follow at once.
    const [lot] = (await ok<{ rows: Row[] }>(call('parkingLot', 'list', { startIndex: 1, endIndex: 10, filters: { name: 'Lot A' } }))).rows;
    expect(lot).toMatchObject({ usedSpaces: 0, freeSpaces: 3 });

    // The record and the freeing are one transaction: a record that cannot be written frees nothing.
    await db.query("ALTER TABLE manual_departures ADD CONSTRAINT test_refuse CHECK (reason <> 'refused by the test')");
    expect((await call('manualDeparture', 'create', { values: departure(other, '粤B7', 'refused by the test') })).ok).toBe(false);
    await db.query('ALTER TABLE manual_departures DROP CONSTRAINT test_refuse');
    expect(await stateOf(other)).toBe(1);
    // A free berth, a berth out of service, a berth freed already: refused, nothing written.
    expect(codeOf(await call('manualDeparture', 'create', { values: departure(free) }))).toBe('berthAlreadyFree');
    expect(codeOf(await call('manualDeparture', 'create', { values: departure(occupied) }))).toBe('berthAlreadyFree');
    expect(codeOf(await call('manualDeparture', 'create', { values: departure(closed) }))).toBe('berthOutOfService');
    expect(await stateOf(closed)).toBe(3);
    expect((await call('manualDeparture', 'create', { values: { berthId: String(other), plate: '', reason: '' } })).data)
      .toMatchObject({ fields: { plate: 'blank', reason: 'blank' } });
    expect(await stateOf(other)).toBe(1);
    expect((await call('manualDeparture', 'create', { values: { ...departure(other), lotId: lotB } })).data).toMatchObject({ fields: { lotId: 'unrecognized' } });
    expect((await list('manualDeparture')).total).toBe(2);
    // Records are not changed or deleted.
    expect((await call('manualDeparture', 'update', { id: row.id, values: departure(other) })).ok).toBe(false);
    expect((await call('manualDeparture', 'delete', { ids: [row.id] })).ok).toBe(false);
    expect((await list('manualDeparture', { plate: 'B123' })).rows.map((r) => r.berthNumber)).toEqual(['M1']);
    // The audit trail holds the creation.
    const [audited] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM audit_log WHERE action = 'manualDeparture.create'");
    expect(audited.n).toBe(2);

    // A user of lot B: sees lot B's records and berths only, frees lot B's berths only.
    await scopedUser('kerbside', [610]);
    expect(await ok(call('manualDeparture', 'options', { field: 'berthId' }, 'kerbside'))).toEqual([{ value: other, label: 'Lot B / N1' }]);
    const again = await berth(lotA, 'M5', 1);
    expect((await call('manualDeparture', 'create', { values: departure(again) }, 'kerbside')).data).toMatchObject({ fields: { berthId: 'option' } });
    expect(await stateOf(again)).toBe(1);
    await create('manualDeparture', departure(other, '粤B99999', 'Towed away'), 'kerbside');
    expect(await stateOf(other)).toBe(0);
    expect((await list('manualDeparture', {}, 'kerbside')).rows.map((r) => [r.berthNumber, r.operator])).toEqual([['N1', 'kerbside']]);
    expect((await list('manualDeparture', { lotId: lotA }, 'kerbside')).total).toBe(0);
    expect((await list('manualDeparture')).total).toBe(3);
    // A deleted berth leaves its records with the number it had.
    await db.query('DELETE FROM berths WHERE id = $1', [occupied]);
    expect((await list('manualDeparture', { berthNumber: 'M1' })).rows[0]).toMatchObject({ berthId: null, berthNumber: 'M1' });
  });
});
