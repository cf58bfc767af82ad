// The vehicle list stores through the real HTTP backend (HandlersCatc/CatcCom '<entity>.<action>'):
// black and white plates (normalised plates, one enabled entry per plate and lot over both lists,
// every-lot entries, validity order), special, disabled and known vehicles (unique normalised
// plates, guessed plate colours, classes, discounts), group cars (once per lot, import), the
// expiry report (days left from the operator's today), brand checks and health codes, and the
// data scope of a user in a permission group.
import type { AshxResult } from '../../../lib/ashx/response';
import { EXPIRY_NOTICE_DAYS, VEHICLE_LIST_SCREENS } from '../../../lib/areas/vehicle-lists/screens';
import { hashPassword } from '../../auth/passwords';
import type { Db } from '../../db';
import { DEMO_PASSWORD, codeOf, msgOf, statusOf, testDatabases, type TestBackend } from '../../test/harness';
import { useTestBackend } from '../../test/use-backend';
import { fieldsOf, screenCalls, type Row } from '../../test/screen-calls';
import { BUSINESS_UTC_OFFSET_HOURS } from '../../entities/sql';
import { OPERATOR_TODAY } from './common';

jest.setTimeout(60_000);

const PAGE_SIZE = 100;
const DAY_MS = 86_400_000;

describe.each(testDatabases())('vehicle list stores on $name', (database) => {
  let db: Db;
  let t: TestBackend;
  const tokens: Record<string, string> = {};
  let north = 0;
  let south = 0;
  /** The operator's today as the database sees it, and a day `n` days from it (YYYY-MM-DD). */
  let today = '';
  const day = (n: number) => new Date(Date.parse(`${today}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

  const { call, ok, create, update, list } = screenCalls({ backend: () => t, tokens, screens: VEHICLE_LIST_SCREENS, pageSize: PAGE_SIZE });
  /** The whole export of a list, asked as the list is. */
  const exportAll = (entity: string) => ok<{ rows: Row[]; total: number }>(call(entity, 'export', { startIndex: 1, endIndex: PAGE_SIZE, filters: {} }));
  const refusal = async (pending: Promise<AshxResult<unknown>>) => { const r = await pending; return [statusOf(r), codeOf(r), msgOf(r)]; };

  const specialPlate = (plate: string, lotId: number, extra: Record<string, unknown> = {}) =>
    ({ plate, plateColor: null, list: 'black', lotId, reason: 'Fare dodging', validFrom: null, validTo: null, status: 1, ...extra });
  const specialVehicle = (plate: string, extra: Record<string, unknown> = {}) =>
    ({ plate, plateColor: null, specialClass: 'police', organisation: 'City police', validTo: null, status: 1, remark: null, ...extra });
  const disabledVehicle = (plate: string, extra: Record<string, unknown> = {}) =>
    ({ plate, plateColor: null, owner: 'Li Ming', certificateNo: '44010619800101123X', phone: '13800001111', discountPct: 100, validTo: null, status: 1, remark: null, ...extra });
  const vehicle = (plate: string, extra: Record<string, unknown> = {}) =>
    ({ plate, plateColor: null, vehicleType: 'small', brand: 'BYD', color: 'white', owner: 'Wang Fang', phone: null, remark: null, ...extra });
  const groupCar = (plate: string, lotId: number, extra: Record<string, unknown> = {}) =>
    ({ plate, plateColor: null, groupName: 'Harbour Logistics', lotId, contact: 'Zhao', phone: null, validTo: null, status: 1, remark: null, ...extra });

  useTestBackend(database, { tokens, timeoutMs: 120_000 }, async (env) => {
    ({ db, t } = env);
    [north, south] = (await db.query<{ id: number }>(
      "INSERT INTO parking_lots (name, type) VALUES ('North lot', 2), ('South lot', 2) RETURNING id")).map((r) => r.id);
    today = (await db.query<{ today: string }>(`SELECT to_char(${OPERATOR_TODAY}, 'YYYY-MM-DD') AS today`))[0].today;
  });

  it('keeps black and white plates normalised, one enabled entry per plate and lot over both lists', async () => {
    const black = await create('specialPlate', specialPlate('粤b·123 45', north, { validFrom: '2026-01-01', validTo: '2026-12-31' }));
    expect(black).toMatchObject({ plate: '粤B12345', plateColor: 'blue', list: 'black', lotName: 'North lot', createdBy: 'admin', validTo: '2026-12-31' });
    expect(fieldsOf(await call('specialPlate', 'create', { values: specialPlate('粤12345', north) }))).toEqual({ plate: 'plate' });
    expect(fieldsOf(await call('specialPlate', 'create', { values: specialPlate('粤B54321', north, { lotId: null }) }))).toEqual({ lotId: 'blank' });

    // The same plate on the white list of the lot, or twice on the black list, is refused in either language.
    expect(await refusal(call('specialPlate', 'create', { values: specialPlate('粤B 12345', north, { list: 'white' }) })))
      .toEqual([400, 'specialPlateOnBlackList', 'Plate 粤B12345 is on the black list of this lot; a plate cannot be on both lists of a lot.']);
    expect(msgOf(await call('specialPlate', 'create', { values: specialPlate('粤B12345', north, { list: 'white' }) }, 'admin', 'zh-CN')))
      .toBe('车牌粤B12345已在该停车场的黑名单中，同一车牌不能同时在一个停车场的黑名单和白名单中。');
    expect(await refusal(call('specialPlate', 'create', { values: specialPlate('粤b12345', north) })))
      .toEqual([400, 'specialPlateListed', 'Plate 粤B12345 already has an enabled entry on this list for this lot; edit that entry instead.']);
    expect(msgOf(await call('specialPlate', 'create', { values: specialPlate('粤b12345', north) }, 'admin', 'zh-CN')))
      .toBe('车牌粤B12345在该停车场的此名单中已有启用的记录，请修改该记录。');

    // Another lot, or a disabled entry, is free to differ; enabling it meets the rule again.
    const elsewhere = await create('specialPlate', specialPlate('粤B12345', south, { list: 'white', reason: 'Staff' }));
    expect(elsewhere).toMatchObject({ list: 'white', lotName: 'South lot' });
    const dormant = await create('specialPlate', specialPlate('粤B12345', north, { list: 'white', status: 0 }));
    expect(codeOf(await call('specialPlate', 'update', { id: dormant.id, values: specialPlate('粤B12345', north, { list: 'white', status: 1 }) })))
      .toBe('specialPlateOnBlackList');
    // An entry does not clash with itself.
    expect(await update('specialPlate', black.id, specialPlate('粤B12345', north, { reason: 'Repeated fare dodging' })))
      .toMatchObject({ reason: 'Repeated fare dodging', validTo: null, createdBy: 'admin' });

    // An entry for every lot (written by the lanes' side, lot NULL) counts in each lot.
    await db.query("INSERT INTO special_plates (plate, list, reason) VALUES ('粤B77777', 'white', 'Mayor''s car')");
    expect(await refusal(call('specialPlate', 'create', { values: specialPlate('粤B77777', south) })))
      .toEqual([400, 'specialPlateOnWhiteList', 'Plate 粤B77777 is on the white list of this lot; a plate cannot be on both lists of a lot.']);

    // The validity may not end before it starts.
    expect(await refusal(call('specialPlate', 'create', { values: specialPlate('粤B54321', north, { validFrom: '2026-06-01', validTo: '2026-05-31' }) })))
      .toEqual([400, 'listValidityOrder', 'The end of the validity must not be before its start.']);
    expect(msgOf(await call('specialPlate', 'create', { values: specialPlate('粤B54321', north, { validFrom: '2026-06-01', validTo: '2026-05-31' }) }, 'admin', 'zh-CN')))
      .toBe('有效期结束日期不能早于开始日期。');

    // Filters; the database keeps the rule even for writes that bypass the store.
    expect((await list('specialPlate', { list: 'white', plate: '12345' })).rows.map((r) => r.id).sort()).toEqual([elsewhere.id, dormant.id].sort());
    expect((await list('specialPlate', { lotId: south })).rows.map((r) => r.id)).toEqual([elsewhere.id]);
    await expect(db.query("INSERT INTO special_plates (plate, list, lot_id, reason) VALUES ('粤B12345', 'white', $1, 'x')", [north])).rejects.toThrow();
    expect(await ok(call('specialPlate', 'delete', { ids: [black.id, elsewhere.id, dormant.id] }))).toEqual({ deleted: 3 });
    await db.query('DELETE FROM special_plates');
  });

  it('keeps special vehicles with a unique normalised plate, a class and a guessed plate colour', async () => {
    const police = await create('specialVehicle', specialVehicle('京a1234警'));
    expect(police).toMatchObject({ plate: '京A1234警', plateColor: 'white', specialClass: 'police', organisation: 'City police' });
    expect(fieldsOf(await call('specialVehicle', 'create', { values: specialVehicle('京A1234警') }))).toEqual({ plate: 'unique' });
    expect(fieldsOf(await call('specialVehicle', 'create', { values: specialVehicle('京A 1234警') }))).toEqual({ plate: 'unique' });
    expect(fieldsOf(await call('specialVehicle', 'create', { values: specialVehicle('京A12', { specialClass: 'taxi' }) })))
      .toEqual({ specialClass: 'option' });
    expect(fieldsOf(await call('specialVehicle', 'create', { values: specialVehicle('京A12') }))).toEqual({ plate: 'plate' });
    const ambulance = await create('specialVehicle', specialVehicle('粤B12120', { specialClass: 'emergency', plateColor: 'white', validTo: day(30) }));
    expect(ambulance).toMatchObject({ plateColor: 'white', validTo: day(30) });
    expect((await list('specialVehicle', { specialClass: 'emergency' })).rows.map((r) => r.plate)).toEqual(['粤B12120']);
    expect(await update('specialVehicle', police.id, specialVehicle('京A1234警', { status: 0 }))).toMatchObject({ status: 0 });
    const exported = await exportAll('specialVehicle');
    expect(exported.rows.map((r) => r.plate).sort()).toEqual(['京A1234警', '粤B12120'].sort());
    await ok(call('specialVehicle', 'delete', { ids: [police.id, ambulance.id] }));
  });

  it('keeps vehicles of disabled drivers with the share of the fee waived', async () => {
    const free = await create('disabledVehicle', disabledVehicle('粤B66666'));
    expect(free).toMatchObject({ plate: '粤B66666', discountPct: 100, owner: 'Li Ming' });
    expect(fieldsOf(await call('disabledVehicle', 'create', { values: disabledVehicle('粤B66667', { discountPct: 0 }) }))).toEqual({ discountPct: 'min' });
    expect(fieldsOf(await call('disabledVehicle', 'create', { values: disabledVehicle('粤B66667', { discountPct: 101 }) }))).toEqual({ discountPct: 'max' });
    expect(fieldsOf(await call('disabledVehicle', 'create', { values: disabledVehicle('粤B66667', { certificateNo: '' }) }))).toEqual({ certificateNo: 'blank' });
    expect(fieldsOf(await call('disabledVehicle', 'create', { values: disabledVehicle('粤b-66666') }))).toEqual({ plate: 'unique' });
    expect(await update('disabledVehicle', free.id, disabledVehicle('粤B66666', { discountPct: 50 }))).toMatchObject({ discountPct: 50 });
    expect((await list('disabledVehicle', { certificateNo: '1980' })).rows.map((r) => r.id)).toEqual([free.id]);
    await ok(call('disabledVehicle', 'delete', { ids: [free.id] }));
  });

  it('keeps the vehicles the operator knows, each plate once', async () => {
    const car = await create('vehicle', vehicle('粤BD12345'));
    expect(car).toMatchObject({ plate: '粤BD12345', plateColor: 'green', vehicleType: 'small', brand: 'BYD' });
    expect(fieldsOf(await call('vehicle', 'create', { values: vehicle('粤BD12345', { vehicleType: 'all' }) }))).toEqual({ vehicleType: 'option' });
    expect(fieldsOf(await call('vehicle', 'create', { values: vehicle('粤bd 12345') }))).toEqual({ plate: 'unique' });
    const lorry = await create('vehicle', vehicle('粤C12345', { vehicleType: 'large', plateColor: 'yellow', brand: 'Dongfeng' }));
    expect(lorry).toMatchObject({ plateColor: 'yellow', vehicleType: 'large' });
    // Editing a vehicle's plate into another's is refused; keeping its own is not.
    expect(fieldsOf(await call('vehicle', 'update', { id: lorry.id, values: vehicle('粤B D12345') }))).toEqual({ plate: 'unique' });
    expect(await update('vehicle', car.id, vehicle('粤BD12345', { owner: 'Chen Jie' }))).toMatchObject({ owner: 'Chen Jie' });
    expect((await list('vehicle', { brand: 'dong' })).rows.map((r) => r.id)).toEqual([lorry.id]);
    await ok(call('vehicle', 'delete', { ids: [car.id, lorry.id] }));
  });

  it('keeps group customers\' cars once per lot, also on import', async () => {
    const car = await create('groupCar', groupCar('粤C88888', north));
    expect(car).toMatchObject({ plate: '粤C88888', lotName: 'North lot', groupName: 'Harbour Logistics' });
    expect(fieldsOf(await call('groupCar', 'create', { values: groupCar('粤c 88888', north) }))).toEqual({ plate: 'unique' });
    const other = await create('groupCar', groupCar('粤C88888', south));
    expect(other.lotName).toBe('South lot');
    expect(fieldsOf(await call('groupCar', 'update', { id: other.id, values: groupCar('粤C88888', north) }))).toEqual({ plate: 'unique' });

    // An import with the same plate twice in a lot (as typed differently) writes nothing.
    const twice = await call('groupCar', 'import', { rows: [groupCar('粤C90001', north), groupCar('粤c-90001', north)] });
    expect([statusOf(twice), codeOf(twice)]).toEqual([400, 'importFailed']);
    expect((await list('groupCar', { plate: '90001' })).total).toBe(0);
    expect(await ok(call('groupCar', 'import', { rows: [groupCar('粤C90001', north), groupCar('粤c-90002', north)] }))).toEqual({ imported: 2 });
    expect((await list('groupCar', { plate: '9000' })).rows.map((r) => r.plate).sort()).toEqual(['粤C90001', '粤C90002']);
    await db.query('DELETE FROM group_cars');
  });

  it('reports enabled entries whose validity ended or ends within the notice days, with the days left', async () => {
    expect(EXPIRY_NOTICE_DAYS).toBe(7);
    // Today is the operator's (UTC+8), whatever the database's time zone.
    expect(today).toBe(new Date(Date.now() + BUSINESS_UTC_OFFSET_HOURS * 3_600_000).toISOString().slice(0, 10));
    await create('specialPlate', specialPlate('粤E00001', north, { validTo: day(-3) }));
    await create('specialPlate', specialPlate('粤E00002', south, { list: 'white', validTo: day(7), reason: 'Supplier' }));
    await create('specialPlate', specialPlate('粤E00003', north, { validTo: day(8) }));
    await create('specialPlate', specialPlate('粤E00004', north, { validTo: day(-1), status: 0 }));
    await create('specialVehicle', specialVehicle('粤E00005', { validTo: day(0), organisation: 'Fire brigade' }));
    await create('specialVehicle', specialVehicle('粤E00006'));
    await create('disabledVehicle', disabledVehicle('粤E00007', { validTo: day(1) }));
    await create('groupCar', groupCar('粤E00008', north, { validTo: day(5) }));
    await db.query("INSERT INTO internal_vehicles (lot_id, plate, owner, valid_to) VALUES ($1, '粤E00009', 'Sun Li', $2)", [south, day(-30)]);
    await db.query("INSERT INTO internal_vehicles (lot_id, plate, owner, valid_to, status) VALUES ($1, '粤E00010', 'Sun Li', $2, 0)", [south, day(-30)]);

    const { rows, total } = await list('listExpiration');
    expect(total).toBe(6);
    expect(rows.map((r) => [r.list, r.plate, r.lotName, r.holder, r.validTo, r.daysLeft])).toEqual([
      ['internalVehicle', '粤E00009', 'South lot', 'Sun Li', day(-30), -30],
      ['blackList', '粤E00001', 'North lot', 'Fare dodging', day(-3), -3],
      ['specialVehicle', '粤E00005', null, 'Fire brigade', day(0), 0],
      ['disabledVehicle', '粤E00007', null, 'Li Ming', day(1), 1],
      ['groupCar', '粤E00008', 'North lot', 'Harbour Logistics', day(5), 5],
      ['whiteList', '粤E00002', 'South lot', 'Supplier', day(7), 7],
    ]);
    expect(new Set(rows.map((r) => r.id)).size).toBe(6);
    expect(rows[2].plateColor).toBe('blue');

    // Filters by list, plate, lot and end date; sorted by days left; exported as listed.
    const plates = async (filters: Record<string, unknown>) => (await list('listExpiration', filters)).rows.map((r) => r.plate);
    expect(await plates({ list: 'groupCar' })).toEqual(['粤E00008']);
    expect(await plates({ plate: 'e00002' })).toEqual(['粤E00002']);
    expect(await plates({ lotId: north })).toEqual(['粤E00001', '粤E00008']);
    expect(await plates({ validTo: { from: day(0), to: day(5) } })).toEqual(['粤E00005', '粤E00007', '粤E00008']);
    const sorted = await ok<{ rows: Row[] }>(call('listExpiration', 'list', { startIndex: 1, endIndex: 2, sort: { field: 'daysLeft', direction: 'desc' } }));
    expect(sorted.rows.map((r) => r.daysLeft)).toEqual([7, 5]);
    expect((await exportAll('listExpiration')).total).toBe(6);
    // A report has nothing to write.
    expect(statusOf(await call('listExpiration', 'create', { values: {} }))).toBe(404);
  });

  it('lists brand checks and health codes the lanes recorded, by plate, result or colour, lot and day', async () => {
    const [stay] = await db.query<{ id: number }>(
      `INSERT INTO stays (stay_no, lot_id, plate, state, entry_at, entry_source, updated_at)
       VALUES ('S20261121000001', $1, '粤B11111', 0, '2026-11-20T17:00:00Z', 'camera', now()) RETURNING id`, [north]);
    await db.query(
      `INSERT INTO brand_checks (at, lot_id, lane_name, plate, seen_brand, registered_brand, matches, stay_id) VALUES
       ('2026-11-20T17:00:00Z', $1, 'North in', '粤B11111', 'BYD', 'BYD', true, $3),
       ('2026-11-21T09:00:00Z', $1, 'North in', '粤B22222', 'Audi', 'BMW', false, NULL),
       ('2026-11-22T09:00:00Z', $2, 'South in', '粤B33333', 'Tesla', NULL, NULL, NULL)`, [north, south, stay.id]);
    const brands = await list('brandCheck');
    expect(brands.rows.map((r) => [r.plate, r.result, r.lotName, r.stayNo])).toEqual([
      ['粤B33333', 'unregistered', 'South lot', null],
      ['粤B22222', 'mismatch', 'North lot', null],
      ['粤B11111', 'match', 'North lot', 'S20261121000001'],
    ]);
    const brandPlates = async (filters: Record<string, unknown>) => (await list('brandCheck', filters)).rows.map((r) => r.plate);
    expect(await brandPlates({ result: 'mismatch' })).toEqual(['粤B22222']);
    expect(await brandPlates({ plate: 'b111' })).toEqual(['粤B11111']);
    expect(await brandPlates({ lotId: south })).toEqual(['粤B33333']);
    // Days of the operator's clock (UTC+8): 17:00 UTC on the 20th is the 21st.
    expect(await brandPlates({ at: { from: '2026-11-21', to: '2026-11-21' } })).toEqual(['粤B22222', '粤B11111']);
    expect((await exportAll('brandCheck')).total).toBe(3);

    await db.query(
      `INSERT INTO health_code_checks (at, lot_id, lane_name, plate, phone, color, admitted) VALUES
       ('2026-11-21T01:00:00Z', $1, 'North in', '粤B11111', '13800000001', 'green', true),
       ('2026-11-21T02:00:00Z', $1, 'North in', '粤B22222', '13800000002', 'red', false),
       ('2026-11-23T02:00:00Z', $2, 'South in', '粤B33333', NULL, 'yellow', true)`, [north, south]);
    const codes = await list('healthCodeCheck');
    expect(codes.rows.map((r) => [r.plate, r.color, r.admitted, r.lotName])).toEqual([
      ['粤B33333', 'yellow', true, 'South lot'],
      ['粤B22222', 'red', false, 'North lot'],
      ['粤B11111', 'green', true, 'North lot'],
    ]);
    const codePlates = async (filters: Record<string, unknown>) => (await list('healthCodeCheck', filters)).rows.map((r) => r.plate);
    expect(await codePlates({ color: 'red' })).toEqual(['粤B22222']);
    expect(await codePlates({ admitted: 'false' })).toEqual(['粤B22222']);
    expect(await codePlates({ plate: '333' })).toEqual(['粤B33333']);
    expect(await codePlates({ lotId: north, at: { from: '2026-11-21', to: '2026-11-22' } })).toEqual(['粤B22222', '粤B11111']);
    expect((await exportAll('healthCodeCheck')).total).toBe(3);
  });

  it('shows a user in a permission group only the rows of their lots', async () => {
    const [role] = await db.query<{ id: number }>("INSERT INTO role_groups (name, kind) VALUES ('List keepers', 1) RETURNING id");
    const pages = VEHICLE_LIST_SCREENS.map((s) => s.menuId);
    await db.query('INSERT INTO role_grants (role_group_id, menu_entry_id) SELECT $1, id FROM menu_entries WHERE id = 10 OR id = ANY($2::int[]) OR pid = ANY($2::int[])',
      [role.id, pages]);
    const [user] = await db.query<{ id: number }>(
      "INSERT INTO users (login_name, display_name, password_hash, role_group_id) VALUES ('northlists', 'North lists', $1, $2) RETURNING id",
      [await hashPassword(DEMO_PASSWORD), role.id]);
    tokens.north = await t.signIn('northlists', DEMO_PASSWORD);
    const [group] = await db.query<{ id: number }>("INSERT INTO permission_groups (name) VALUES ('North list staff') RETURNING id");
    await db.query('INSERT INTO permission_group_lots (group_id, lot_id) VALUES ($1, $2)', [group.id, north]);
    await db.query('INSERT INTO permission_group_users (group_id, user_id) VALUES ($1, $2)', [group.id, user.id]);

    const southPlate = await create('specialPlate', specialPlate('粤F00001', south));
    const southCar = await create('groupCar', groupCar('粤F00002', south));
    const lotsOf = async (entity: string, user: string) => [...new Set((await list(entity, {}, user)).rows.map((r) => r.lotName))].sort();
    for (const entity of ['specialPlate', 'groupCar', 'brandCheck', 'healthCodeCheck']) {
      expect([entity, await lotsOf(entity, 'admin')]).toEqual([entity, ['North lot', 'South lot']]);
      expect([entity, await lotsOf(entity, 'north')]).toEqual([entity, ['North lot']]);
    }
    // The expiry report: their lot's entries only; entries without a lot are for users who see every lot.
    const expiring = (await list('listExpiration', {}, 'north')).rows;
    expect(expiring.map((r) => r.plate)).toEqual(['粤E00001', '粤E00008']);
    expect((await list('listExpiration', { lotId: south }, 'north')).total).toBe(0);
    // Lists without a lot are not scoped.
    expect((await list('specialVehicle', {}, 'north')).total).toBe((await list('specialVehicle')).total);

    // Rows of another lot are neither written nor reached by id.
    const own = await create('specialPlate', specialPlate('粤F00003', north), 'north');
    expect(own).toMatchObject({ lotName: 'North lot', createdBy: 'northlists' });
    expect(fieldsOf(await call('specialPlate', 'create', { values: specialPlate('粤F00004', south) }, 'north'))).toEqual({ lotId: 'option' });
    expect(fieldsOf(await call('groupCar', 'create', { values: groupCar('粤F00005', south) }, 'north'))).toEqual({ lotId: 'option' });
    expect(statusOf(await call('specialPlate', 'update', { id: southPlate.id, values: specialPlate('粤F00001', north) }, 'north'))).toBe(404);
    expect(statusOf(await call('groupCar', 'delete', { ids: [southCar.id] }, 'north'))).toBe(404);
  });
});
