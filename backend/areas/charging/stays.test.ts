// The stay screens' commands through the real HTTP backend, on stays the charging core made: a
// manual entry (/ManualPassageRecord create) and its refusals, a plate corrected (re-priced, both
// plates kept, shown in the detail with the stay's history), a plate recorded from a POS
// collector's reading, a vehicle let out by hand; each refused by state with its message in both
// languages; and the data scope of a user in a permission group (other lots' rows never shown,
// commands on them 404).
import { STAY_SCREENS } from '../../../lib/areas/charging/screens';
import { ORDER_STATE } from '../../../lib/parking/order-machine';
import { STAY_STATE } from '../../../lib/parking/stay-machine';
import { hashPassword } from '../../auth/passwords';
import type { Db } from '../../db';
import { DEMO_PASSWORD, codeOf, msgOf, statusOf, testDatabases, type TestBackend } from '../../test/harness';
import { useTestBackend } from '../../test/use-backend';
import { fieldsOf, screenCalls, type Row } from '../../test/screen-calls';
import { staysFixture, type StaysFixture } from '../../test/stays-fixture';

jest.setTimeout(60_000);

const STAY_NO = /^S\d{14}$/;

describe.each(testDatabases())('stay screens on $name', (database) => {
  let db: Db;
  let t: TestBackend;
  let f: StaysFixture;
  const tokens: Record<string, string> = {};
  const { call, ok, list } = screenCalls({ backend: () => t, tokens, screens: STAY_SCREENS, pageSize: 100 });
  const count = async (table: string) => (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0].n;
  const stay = async (id: number) => (await db.query<Record<string, unknown>>('SELECT * FROM stays WHERE id = $1', [id]))[0];

  useTestBackend(database, { tokens, timeoutMs: 120_000 }, async (env) => {
    ({ db, t } = env);
    f = await staysFixture(db, t);
  });

  it('lets a vehicle in by hand: a record with its reason, a stay started by the charging core', async () => {
    const values = { lotId: f.lots.north, plate: '粤b m1001', plateColor: 'blue', berthId: f.berths.N01, reasonId: f.reasonId, remark: 'Plate covered in mud' };
    const before = [await count('stays'), await count('manual_passages')];
    expect(fieldsOf(await call('manualPassage', 'create', { values: { ...values, plate: 'not a plate' } }))).toEqual({ plate: 'plate' });
    expect(fieldsOf(await call('manualPassage', 'create', { values: { ...values, reasonId: '' } }))).toEqual({ reasonId: 'blank' });
    const [retired] = await db.query<{ id: number }>("SELECT id FROM incoming_reasons WHERE reason = 'Retired reason'");
    expect(fieldsOf(await call('manualPassage', 'create', { values: { ...values, reasonId: retired.id } }))).toEqual({ reasonId: 'option' });
    const elsewhere = await call('manualPassage', 'create', { values: { ...values, berthId: f.berths.S02 } });
    expect([codeOf(elsewhere), msgOf(elsewhere)]).toEqual(['stayBerthNotInLot', 'Berth S02 is not in the chosen lot.']);
    expect(msgOf(await call('manualPassage', 'create', { values: { ...values, berthId: f.berths.S02 } }, 'admin', 'zh-CN'))).toBe('泊位 S02 不属于所选停车场。');
    expect(msgOf(await call('manualPassage', 'create', { values: { ...values, berthId: f.berths.N03 } }))).toBe('Berth N03 is out of service.');
    await db.query("INSERT INTO special_plates (plate, list, lot_id, reason) VALUES ('粤BX0001', 'black', $1, 'Unpaid arrears')", [f.lots.north]);
    const black = await call('manualPassage', 'create', { values: { ...values, plate: '粤BX0001' } });
    expect([codeOf(black), msgOf(black)]).toEqual(['stayBlackListed', 'Plate 粤BX0001 is on the black list of this lot: it may not enter.']);
    expect([await count('stays'), await count('manual_passages')]).toEqual(before);

    const { row } = await ok<{ row: Row }>(call('manualPassage', 'create', { values }));
    expect(row).toMatchObject({
      kind: 'entry', plate: '粤BM1001', lotName: 'North lot', berthNumber: 'N01', reason: 'Camera fault', remark: 'Plate covered in mud',
      operator: 'admin', stayState: STAY_STATE.inLot,
    });
    expect(row.stayNo).toMatch(STAY_NO);
    const [inLot] = (await list('stayInLot', { plate: 'M1001' })).rows;
    expect(inLot).toMatchObject({
      stayNo: row.stayNo, entrySource: 'manual', entryOperator: 'admin', entryReason: 'Camera fault', berthNumber: 'N01', placeName: 'Level 1',
      state: STAY_STATE.inLot, vehicleClass: 'temporary', rateName: 'Hourly',
    });

    // The berth now holds it: not offered again, and refused for another vehicle.
    const offered = (await ok<{ label: string }[]>(call('manualPassage', 'options', { field: 'berthId' }))).map((o) => o.label);
    expect(offered).toEqual(expect.arrayContaining(['North lot / Level 1 / N02', 'South lot / Pier Road / S02']));
    expect(offered.some((label) => label.endsWith('N01') || label.endsWith('N03'))).toBe(false);
    const taken = await call('manualPassage', 'create', { values: { ...values, plate: '粤BM1002' } });
    expect(msgOf(taken)).toBe(`Berth N01 holds vehicle 粤BM1001 (stay ${String(row.stayNo)}): let it out first.`);
    expect(await ok(call('manualPassage', 'options', { field: 'reasonId' }))).toEqual([{ value: f.reasonId, label: 'Camera fault' }]);
  });

  it('corrects a plate: re-priced for the vehicle it really is, both plates kept, shown in the detail with the history', async () => {
    const id = await f.enter('粤B1000X', 150); // blue: three started hours at 2.00
    await f.enter('粤B20002', 30);
    const correct = (values: Record<string, unknown>, language?: 'zh-CN' | 'en-US') => call('stayInLot', 'correctPlate', { ids: [id], values }, 'admin', language);
    expect(fieldsOf(await correct({ plate: '粤B12', plateColor: 'green', reason: 'Camera misread' }))).toEqual({ plate: 'plate' });
    expect(fieldsOf(await correct({ plate: '粤BD12345', plateColor: 'green', reason: '' }))).toEqual({ reason: 'blank' });
    const twice = await correct({ plate: '粤B20002', plateColor: 'blue', reason: 'Camera misread' });
    expect([codeOf(twice), msgOf(twice)]).toEqual(['stayPlateInLot', expect.stringMatching(/^Another vehicle with plate 粤B20002 is in this lot \(stay S\d+\): let it out first\.$/)]);
    expect(await count('stay_changes')).toBe(0);

    await ok(correct({ plate: '粤BD12345', plateColor: 'green', reason: 'Camera misread' }));
    const [correction] = (await list('plateCorrection', { oldPlate: '1000X' })).rows;
    expect(correction).toMatchObject({ oldPlate: '粤B1000X', newPlate: '粤BD12345', reason: 'Camera misread', operator: 'admin', feeBefore: 600, feeAfter: 300, lotName: 'North lot' });
    const changes = (await list('stayChange', { stayNo: String(correction.stayNo) })).rows.map((r) => [r.kind, r.oldValue, r.newValue, r.plate]);
    expect(changes.sort()).toEqual([
      ['plate', '粤B1000X', '粤BD12345', '粤BD12345'], ['plateColor', 'blue', 'green', '粤BD12345'], ['vehicleType', 'small', 'newEnergy', '粤BD12345'],
    ]);

    const detail = await ok<{ row: Row; sections: Record<string, Row[]>; audit: { action: string; actor: string }[] }>(call('stayInLot', 'detail', { id }));
    expect(detail.row).toMatchObject({ plate: '粤BD12345', plateColor: 'green', vehicleType: 'newEnergy', rateName: 'New energy', receivable: 300, due: 300 });
    expect(detail.sections.changes.map((c) => [c.kind, c.oldValue, c.newValue, c.feeBefore, c.feeAfter])).toEqual([
      ['plate', '粤B1000X', '粤BD12345', 600, 300], ['plateColor', 'blue', 'green', 600, 300], ['vehicleType', 'small', 'newEnergy', 600, 300],
    ]);
    expect(detail.sections.order).toEqual([expect.objectContaining({ receivable: 300, paid: 0, due: 300, state: ORDER_STATE.inLot })]);
    expect(detail.sections.feeLines.reduce((sum, l) => sum + Number(l.amount), 0)).toBe(300);
    const actions = detail.audit.map((a) => [a.action, a.actor]);
    // The command once, by its service (a row service), then the entry.
    expect(actions).toEqual([['stays.correctPlate', 'admin'], ['stay.enter', 'device:lane:test']]);
    expect(actions[actions.length - 1]).toEqual(['stay.enter', 'device:lane:test']);
  });

  it('records the plate a POS collector read for an on-street stay that has none', async () => {
    const id = await f.enter('', 40, { lotId: f.lots.south, source: 'sensor', berthId: f.berths.S01, lane: null });
    const [row] = (await list('stayInLot', { stayNo: String((await stay(id)).stay_no) })).rows;
    expect(row).toMatchObject({ plate: '', entrySource: 'sensor', berthNumber: 'S01', placeName: 'Pier Road' });
    const record = (collector: string, language?: 'zh-CN' | 'en-US') =>
      call('stayInLot', 'recordPlate', { ids: [id], values: { plate: '粤B55501', plateColor: 'blue', collector } }, 'admin', language);
    const stranger = await record('nobody');
    expect([codeOf(stranger), msgOf(stranger)]).toEqual(['stayCollectorUnknown', 'nobody is not an enabled POS collector who works in this lot.']);
    await ok(record('ZHANG'));
    expect(await stay(id)).toMatchObject({ plate: '粤B55501', collector: 'zhang' });
    const [change] = (await list('stayChange', { plate: '55501' })).rows;
    expect(change).toMatchObject({ kind: 'plate', oldValue: '', newValue: '粤B55501', reason: 'collectorReading', operator: 'admin' });
    // The plate is there now: recording again is refused by the row's state, with its message.
    const again = await record('zhang');
    expect([statusOf(again), codeOf(again), msgOf(again)]).toEqual([400, 'stayPlateRecorded', 'This stay has its plate already: correct it instead.']);
    expect(msgOf(await record('zhang', 'zh-CN'))).toBe('该停车记录已有车牌，请改用车牌纠错。');
  });

  it('lets a vehicle out by hand: owing what is due to pay later, the reason kept; gone from the vehicles in the lot', async () => {
    const owing = await f.enter('粤B30001', 90); // two started hours: 4.00 due
    const paid = await f.enter('粤B30002', 50);
    await f.pay(paid);
    const exit = (id: number, reason: string) => call('stayInLot', 'manualExit', { ids: [id], values: { reason } });
    expect(fieldsOf(await exit(owing, ''))).toEqual({ reason: 'blank' });
    await ok(exit(owing, 'Barrier broken'));
    await ok(exit(paid, 'Driver lost the ticket'));
    expect(await stay(owing)).toMatchObject({ state: STAY_STATE.exitPayLater, exit_source: 'manual', exit_operator: 'admin' });
    expect(await stay(paid)).toMatchObject({ state: STAY_STATE.exitedPaid, exit_source: 'manual' });
    const [order] = await db.query<{ due: number }>('SELECT due FROM orders WHERE stay_id = $1', [owing]);
    expect(order.due).toBe(400);

    // Gone from the vehicles in the lot: a late second press finds no such row there.
    const left = await exit(owing, 'Again');
    expect([statusOf(left), codeOf(left)]).toEqual([404, 'rowNotFound']);
    expect((await list('stayInLot', { plate: '粤B3000' })).rows).toEqual([]);
    const exits = (await list('stayAbnormalExit', { plate: '粤B3000' })).rows;
    expect(exits.map((r) => [r.plate, r.state, r.exitSource, r.exitReason]).sort()).toEqual([
      ['粤B30001', STAY_STATE.exitPayLater, 'manual', 'Barrier broken'], ['粤B30002', STAY_STATE.exitedPaid, 'manual', 'Driver lost the ticket'],
    ]);
    const records = (await list('manualPassage', { kind: 'exit' })).rows;
    expect(records.map((r) => [r.plate, r.reason, r.operator, r.stayState]).sort()).toEqual([
      ['粤B30001', 'Barrier broken', 'admin', STAY_STATE.exitPayLater], ['粤B30002', 'Driver lost the ticket', 'admin', STAY_STATE.exitedPaid],
    ]);
    const detail = await ok<{ sections: Record<string, Row[]> }>(call('parkingRecord', 'detail', { id: owing }));
    expect(detail.sections.manual).toEqual([expect.objectContaining({ kind: 'exit', reason: 'Barrier broken', operator: 'admin' })]);
  });

  it('corrects the plate of a stay that left owing, but not of one whose order is settled', async () => {
    const owing = await f.enter('粤B40001', 100);
    await f.exit(owing);
    const paid = await f.enter('粤B40002', 100);
    await f.pay(paid);
    await f.exit(paid);
    await ok(call('parkingRecord', 'correctPlate', { ids: [owing], values: { plate: '粤B40003', plateColor: 'blue', reason: 'Misread' } }));
    expect(await stay(owing)).toMatchObject({ plate: '粤B40003', state: STAY_STATE.unpaidExit });
    const settled = await call('parkingRecord', 'correctPlate', { ids: [paid], values: { plate: '粤B40004', plateColor: 'blue', reason: 'Misread' } });
    expect([codeOf(settled), msgOf(settled)]).toEqual(['stayRefusedCorrect', 'The plate of this stay cannot be changed any more: its order is settled.']);
  });

  it('shows a user in a permission group only the stays and records of their lots, and refuses commands on others', async () => {
    const north = await f.enter('粤B50001', 20);
    const south = await f.enter('粤B50002', 20, { lotId: f.lots.south });
    const [role] = await db.query<{ id: number }>("INSERT INTO role_groups (name, kind) VALUES ('North operators', 1) RETURNING id");
    const pages = STAY_SCREENS.map((screen) => screen.menuId);
    await db.query(`INSERT INTO role_grants (role_group_id, menu_entry_id)
      SELECT $1, id FROM menu_entries WHERE id IN (10, 12) OR id = ANY($2::int[]) OR pid = ANY($2::int[])`, [role.id, pages]);
    const [user] = await db.query<{ id: number }>(
      "INSERT INTO users (login_name, display_name, password_hash, role_group_id) VALUES ('northop', 'North operator', $1, $2) RETURNING id",
      [await hashPassword(DEMO_PASSWORD), role.id]);
    const [group] = await db.query<{ id: number }>("INSERT INTO permission_groups (name) VALUES ('North staff') RETURNING id");
    await db.query('INSERT INTO permission_group_lots (group_id, lot_id) VALUES ($1, $2)', [group.id, f.lots.north]);
    await db.query('INSERT INTO permission_group_users (group_id, user_id) VALUES ($1, $2)', [group.id, user.id]);
    tokens.north = await t.signIn('northop', DEMO_PASSWORD);

    for (const entity of ['stayInLot', 'stayEntry', 'parkingRecord', 'manualPassage', 'stayChange', 'spaceStatistics']) {
      const lots = new Set((await list(entity, {}, 'north')).rows.map((r) => r.lotName));
      expect([entity, [...lots]]).toEqual([entity, ['North lot']]);
    }
    expect((await list('stayInLot', { lotId: f.lots.south }, 'north')).total).toBe(0);
    expect((await list('stayInLot', { lotId: f.lots.south })).total).toBeGreaterThan(0);

    // Another lot's stay is not reached by id: no detail, no command.
    expect(codeOf(await call('stayInLot', 'detail', { id: south }, 'north'))).toBe('rowNotFound');
    expect(statusOf(await call('stayInLot', 'manualExit', { ids: [south], values: { reason: 'Not mine' } }, 'north'))).toBe(404);
    expect(statusOf(await call('stayInLot', 'correctPlate', { ids: [south], values: { plate: '粤B50003', plateColor: 'blue', reason: 'x' } }, 'north'))).toBe(404);
    expect((await stay(south)).state).toBe(STAY_STATE.inLot);
    expect(fieldsOf(await call('manualPassage', 'create', {
      values: { lotId: f.lots.south, plate: '粤B50004', plateColor: 'blue', berthId: null, reasonId: f.reasonId, remark: null },
    }, 'north'))).toEqual({ lotId: 'option' });
    const berths = (await ok<{ label: string }[]>(call('manualPassage', 'options', { field: 'berthId' }, 'north'))).map((o) => o.label);
    expect(berths.every((label) => label.startsWith('North lot /'))).toBe(true);

    // Their own lot's stay they can let out.
    await ok(call('stayInLot', 'manualExit', { ids: [north], values: { reason: 'Gate fault' } }, 'north'));
    expect((await stay(north)).exit_operator).toBe('northop');
  });

  it('refuses a correction in the core exactly in the states the screens\' `when` leaves out', async () => {
    const { CORRECTABLE_STAY_STATES } = await import('../../../lib/parking/stay-machine');
    const { runService } = await import('../../kernel/service');
    const { correctStayPlate } = await import('./stays');
    const id = await f.enter('粤B60001', 10);
    for (const state of Object.values(STAY_STATE)) {
      await db.query('UPDATE stays SET state = $2 WHERE id = $1', [id, state]);
      const outcome = await db.transaction((tx) => runService(tx, correctStayPlate, { stayId: id, plate: '粤B60001', reason: 'check' },
        { name: 'test', userId: null }, { at: t.clock.now() })).then(() => 'ok', (e: { code?: string }) => e.code);
      expect([state, outcome]).toEqual([state, CORRECTABLE_STAY_STATES.includes(state) ? 'ok' : 'stayRefusedCorrect']);
    }
  });
});
