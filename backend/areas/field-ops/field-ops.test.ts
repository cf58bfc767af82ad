// The field-operation stores through the real HTTP backend: inspection vehicles (plates checked
// and normalised, camera serial required), comparison records written by the inspection upload
// and only read and exported on the screen, problem records (editable while pending) and their
// handling (every transition of lib/areas/field-ops/problem-machine.ts, refusals with their messages,
// the history), and the data scope of a user in a permission group.
import { COMPARISON_RESULT as R } from '../../../lib/areas/field-ops/comparison';
import { PROBLEM_STATE as S } from '../../../lib/areas/field-ops/problem-machine';
import { FIELD_OPS_SCREENS } from '../../../lib/areas/field-ops/screens';
import { hashPassword } from '../../auth/passwords';
import type { Db } from '../../db';
import { AshxFailure, FieldError } from '../../kernel/failures';
import { recordInspectionComparison } from './comparisons';
import { DEMO_PASSWORD, codeOf, msgOf, statusOf, testDatabases, type TestBackend } from '../../test/harness';
import { useTestBackend } from '../../test/use-backend';
import { fieldsOf, screenCalls, type Row } from '../../test/screen-calls';

jest.setTimeout(60_000);

describe.each(testDatabases())('field-operation stores on $name', (database) => {
  let db: Db;
  let t: TestBackend;
  const tokens: Record<string, string> = {};
  const lots: Record<string, number> = {};
  const streets: Record<string, number> = {};
  const berths: Record<string, number> = {};
  const users: Record<string, number> = {};

  const { call, ok, create, remove, list, rowAction } = screenCalls({ backend: () => t, tokens, screens: FIELD_OPS_SCREENS, pageSize: 50 });
  const vehicle = (plate: string, cameraSerial: string, extra: Record<string, unknown> = {}) =>
    ({ plate, cameraSerial, model: 'Patrol van', lotId: lots.North, streetId: null, status: 1, remark: null, ...extra });
  const problem = (extra: Record<string, unknown> = {}) => ({
    kind: 2, lotId: lots.North, location: 'N01', deviceSerial: 'GM-0001', description: 'Sensor reports occupied on an empty berth',
    reporter: 'Collector chen', photoUrl: 'https://img.example.com/p/1.jpg', ...extra,
  });
  const act = (action: string, ids: number[], values: Record<string, unknown> = {}, user = 'admin', language?: 'zh-CN' | 'en-US') =>
    rowAction('problemHandling', action, ids, values, user, language);
  const stateOf = async (id: number) => Number((await db.query<{ state: number }>('SELECT state FROM problems WHERE id = $1', [id]))[0].state);

  useTestBackend(database, { tokens, timeoutMs: 120_000 }, async (env) => {
    ({ db, t } = env);
    users.admin = (await db.query<{ id: number }>("SELECT id FROM users WHERE login_name = 'admin'"))[0].id;
    for (const name of ['North', 'South']) {
      lots[name] = (await db.query<{ id: number }>('INSERT INTO parking_lots (name, type) VALUES ($1, 2) RETURNING id', [name]))[0].id;
      streets[name] = (await db.query<{ id: number }>("INSERT INTO streets (lot_id, name) VALUES ($1, $2 || ' Road') RETURNING id", [lots[name], name]))[0].id;
      for (const n of ['01', '02', '03']) {
        const number = `${name[0]}${n}`;
        berths[number] = (await db.query<{ id: number }>('INSERT INTO berths (lot_id, street_id, number) VALUES ($1, $2, $3) RETURNING id',
          [lots[name], streets[name], number]))[0].id;
      }
    }
    // Console users: a handler of the North lot, a disabled one, and one without lots.
    const [role] = await db.query<{ id: number }>("INSERT INTO role_groups (name, kind) VALUES ('Field staff', 1) RETURNING id");
    const pages = FIELD_OPS_SCREENS.map((s) => s.menuId);
    await db.query('INSERT INTO role_grants (role_group_id, menu_entry_id) SELECT $1, id FROM menu_entries WHERE id = 8 OR id = ANY($2::int[]) OR pid = ANY($2::int[])',
      [role.id, pages]);
    const hash = await hashPassword(DEMO_PASSWORD);
    for (const [login, disabled] of [['north', false], ['gone', true], ['nolots', false]] as const) {
      users[login] = (await db.query<{ id: number }>(
        'INSERT INTO users (login_name, display_name, password_hash, role_group_id, disabled) VALUES ($1, $2, $3, $4, $5) RETURNING id',
        [login, `Staff ${login}`, hash, role.id, disabled]))[0].id;
    }
    tokens.north = await t.signIn('north', DEMO_PASSWORD);
    const [group] = await db.query<{ id: number }>("INSERT INTO permission_groups (name) VALUES ('North field') RETURNING id");
    await db.query('INSERT INTO permission_group_lots (group_id, lot_id) VALUES ($1, $2)', [group.id, lots.North]);
    for (const login of ['north', 'gone']) {
      await db.query('INSERT INTO permission_group_users (group_id, user_id) VALUES ($1, $2)', [group.id, users[login]]);
    }
  });

  it('keeps inspection vehicles with a checked, normalised plate and a required camera serial', async () => {
    const van = await create('inspectionVehicle', vehicle('粤b 123·45', 'CAM-001', { streetId: streets.North }));
    expect(van).toMatchObject({ plate: '粤B12345', cameraSerial: 'CAM-001', lotName: 'North', streetName: 'North Road', comparisonCount: 0 });
    expect(fieldsOf(await call('inspectionVehicle', 'create', { values: vehicle('粤I12345', 'CAM-002') }))).toEqual({ plate: 'plate' });
    expect(fieldsOf(await call('inspectionVehicle', 'create', { values: vehicle('粤B 12345', 'CAM-002') }))).toEqual({ plate: 'unique' });
    expect(fieldsOf(await call('inspectionVehicle', 'create', { values: vehicle('粤B54321', '') }))).toEqual({ cameraSerial: 'blank' });
    expect(codeOf(await call('inspectionVehicle', 'create', { values: vehicle('粤B54321', 'CAM-002', { streetId: streets.South }) })))
      .toBe('streetNotInLot');
    const edited = await ok<{ row: Row }>(call('inspectionVehicle', 'update', { id: van.id, values: vehicle('粤B1234D', 'CAM-001') }));
    expect(edited.row).toMatchObject({ plate: '粤B1234D', streetName: null });
    expect((await list('inspectionVehicle', { plate: '1234d' })).rows.map((r) => r.id)).toEqual([van.id]);
    expect(await remove('inspectionVehicle', [van.id])).toEqual({ deleted: 1 });
  });

  it('records what inspection vehicles saw against the berths\' orders, read and exported only', async () => {
    const van = await create('inspectionVehicle', vehicle('粤B66666', 'CAM-100'));
    const southVan = await create('inspectionVehicle', vehicle('粤B77777', 'CAM-200', { lotId: lots.South }));
    const seenAt = Date.UTC(2026, 10, 22, 2, 0, 0);
    const order = (plate: string) => ({ orderNo: `OR-${plate}`, plate });
    const sightings = [
      { berth: 'N01', plate: '粤A11111', order: order('粤A11111'), result: R.match },
      { berth: 'N02', plate: '粤A22222', order: order('粤A22223'), result: R.plateMismatch },
      { berth: 'N03', plate: '粤a 33333', order: null, result: R.noOrder },
      { berth: 'N01', plate: null, order: order('粤A11111'), result: R.orderWithoutVehicle },
      { berth: 'N02', plate: null, order: null, result: R.vacant },
    ];
    for (const [i, s] of sightings.entries()) {
      const recorded = await recordInspectionComparison(db, { vehicleId: van.id, berthId: berths[s.berth], seenAt: seenAt + i * 60_000, plate: s.plate, order: s.order });
      expect([s.berth, recorded.result]).toEqual([s.berth, s.result]);
    }
    await recordInspectionComparison(db, { vehicleId: southVan.id, berthId: berths.S01, seenAt, plate: '粤A99999', order: null, photoUrl: 'https://img.example.com/s.webp' });

    const page = await list('inspectionComparison', { vehicleId: van.id });
    expect(page.total).toBe(5);
    expect(page.rows[0]).toMatchObject({ vehiclePlate: '粤B66666', lotName: 'North', streetName: 'North Road', berthNumber: 'N02', seenPlate: null, result: R.vacant });
    expect((await list('inspectionComparison', { result: R.noOrder })).rows.map((r) => [r.berthNumber, r.seenPlate]))
      .toEqual([['N03', '粤A33333'], ['S01', '粤A99999']]);
    expect((await list('inspectionComparison', { seenPlate: '22222', result: R.plateMismatch })).rows[0]).toMatchObject({ orderNo: 'OR-粤A22223', orderPlate: '粤A22223' });
    expect((await list('inspectionVehicle', { plate: '66666' })).rows[0]).toMatchObject({ comparisonCount: 5, lastSeenAt: new Date(seenAt + 4 * 60_000).toISOString() });
    const exported = await ok<{ rows: Row[]; total: number }>(call('inspectionComparison', 'export', { startIndex: 1, endIndex: 5000, filters: { lotId: lots.North } }));
    expect(exported.total).toBe(5);

    // Nobody writes records from the screen.
    for (const action of ['create', 'update', 'delete', 'import']) {
      expect([action, statusOf(await call('inspectionComparison', action, { values: {}, ids: [1], id: 1, rows: [] }))]).not.toEqual([action, 200]);
    }
    // Refused uploads.
    const refusal = async (pending: Promise<unknown>) => pending.then(() => 'accepted', (e: unknown) =>
      (e instanceof AshxFailure ? e.code : e instanceof FieldError ? `${e.field}:${e.messageKey}` : String(e)));
    expect(await refusal(recordInspectionComparison(db, { vehicleId: van.id, berthId: berths.S01, seenAt, plate: null, order: null }))).toBe('inspectionBerthUnknown');
    expect(await refusal(recordInspectionComparison(db, { vehicleId: 999_999, berthId: berths.N01, seenAt, plate: null, order: null }))).toBe('inspectionVehicleUnknown');
    expect(await refusal(recordInspectionComparison(db, { vehicleId: van.id, berthId: berths.N01, seenAt, plate: 'not a plate', order: null }))).toBe('plate:plate');
    expect(await refusal(recordInspectionComparison(db, { vehicleId: van.id, berthId: berths.N01, seenAt, plate: null, order: null, photoUrl: 'x.gif' })))
      .toBe('photoUrl:imageUrl');
    await db.query('UPDATE inspection_vehicles SET status = 0 WHERE id = $1', [van.id]);
    expect(await refusal(recordInspectionComparison(db, { vehicleId: van.id, berthId: berths.N01, seenAt, plate: null, order: null }))).toBe('inspectionVehicleOutOfService');
    // A vehicle with records is kept.
    expect(codeOf(await call('inspectionVehicle', 'delete', { ids: [van.id] }))).toBe('inspectionVehicleHasRecords');
  });

  it('keeps a problem record editable and deletable only while it is pending', async () => {
    const p = await create('problemRecord', problem());
    expect(p).toMatchObject({ problemNo: `P${String(p.id).padStart(6, '0')}`, state: S.pending, lotName: 'North', kind: 2 });
    expect(typeof p.reportedAt).toBe('string');
    expect(fieldsOf(await call('problemRecord', 'create', { values: problem({ photoUrl: 'https://img.example.com/p.gif' }) }))).toEqual({ photoUrl: 'imageUrl' });
    expect(fieldsOf(await call('problemRecord', 'create', { values: problem({ description: '' }) }))).toEqual({ description: 'blank' });
    const changed = await ok<{ row: Row }>(call('problemRecord', 'update', { id: p.id, values: problem({ kind: 3, photoUrl: null }) }));
    expect(changed.row).toMatchObject({ kind: 3, photoUrl: null, state: S.pending });

    await ok(act('assign', [p.id], { assigneeId: users.north }));
    const edit = await call('problemRecord', 'update', { id: p.id, values: problem() });
    expect([codeOf(edit), msgOf(edit)]).toEqual(['problemNotEditable', 'Only a pending problem can be changed; this one is already being handled.']);
    const removal = await call('problemRecord', 'delete', { ids: [p.id] });
    expect([codeOf(removal), msgOf(removal)]).toEqual(['problemNotDeletable', 'Only pending problems can be deleted; close the others in problem handling.']);
    const fresh = await create('problemRecord', problem({ location: 'N02' }));
    expect(await remove('problemRecord', [fresh.id])).toEqual({ deleted: 1 });
  });

  it('moves a problem through its handling, one action per transition, and keeps the history', async () => {
    const p = await create('problemRecord', problem({ location: 'N03' }));
    const row = async () => (await list('problemHandling', { problemNo: String(p.id).padStart(6, '0') })).rows[0];

    await ok(act('assign', [p.id], { assigneeId: String(users.north), note: 'Please check the sensor' }));
    expect(await row()).toMatchObject({ state: S.assigned, assigneeId: users.north, assigneeName: 'Staff north', handledBy: 'admin', handleNote: 'Please check the sensor' });
    // Handed over to someone else.
    await ok(act('assign', [p.id], { assigneeId: users.admin, note: null }));
    expect(await row()).toMatchObject({ state: S.assigned, assigneeId: users.admin, handleNote: null });
    await ok(act('start', [p.id]));
    expect(await stateOf(p.id)).toBe(S.processing);
    // A resolution needs its note.
    expect(fieldsOf(await act('resolve', [p.id], { note: '' }))).toEqual({ note: 'blank' });
    await ok(act('resolve', [p.id], { note: 'Sensor recalibrated' }));
    expect(await row()).toMatchObject({ state: S.resolved, handleNote: 'Sensor recalibrated' });
    await ok(act('reopen', [p.id], { note: 'Wrong again the next morning' }));
    expect(await row()).toMatchObject({ state: S.assigned, assigneeId: users.admin });
    await ok(act('start', [p.id]));
    await ok(act('resolve', [p.id], { note: 'Sensor replaced' }));
    await ok(act('close', [p.id], { note: null }));
    expect(await stateOf(p.id)).toBe(S.closed);

    const events = await db.query<{ action: string; from_state: number | null; to_state: number }>(
      'SELECT action, from_state, to_state FROM problem_events WHERE problem_id = $1 ORDER BY id', [p.id]);
    expect(events.map((e) => [e.action, e.from_state, e.to_state])).toEqual([
      ['report', null, S.pending], ['assign', S.pending, S.assigned], ['assign', S.assigned, S.assigned], ['start', S.assigned, S.processing],
      ['resolve', S.processing, S.resolved], ['reopen', S.resolved, S.assigned], ['start', S.assigned, S.processing],
      ['resolve', S.processing, S.resolved], ['close', S.resolved, S.closed],
    ]);
    const [closed] = await db.query<{ resolved_at: unknown; closed_at: unknown }>('SELECT resolved_at, closed_at FROM problems WHERE id = $1', [p.id]);
    expect([closed.resolved_at !== null, closed.closed_at !== null]).toEqual([true, true]);
    // Every step is in the audit trail.
    const audited = await db.query<{ action: string }>("SELECT action FROM audit_log WHERE action LIKE 'problemHandling.%' AND entity_id = $1", [p.id]);
    expect(audited.length).toBe(8);
  });

  it('refuses impossible transitions with the action\'s message, in both languages, and changes nothing', async () => {
    const p = await create('problemRecord', problem({ location: 'N01' }));
    const refused = async (action: string, values: Record<string, unknown> = {}, ids = [p.id]) => {
      const result = await act(action, ids, values);
      return [statusOf(result), codeOf(result), msgOf(result)];
    };
    expect(await refused('start')).toEqual([400, 'problemRefusedStart', 'Only an assigned problem can be started.']);
    expect(await refused('resolve', { note: 'done' })).toEqual([400, 'problemRefusedResolve', 'Only a problem in processing can be resolved.']);
    expect(await refused('reopen', { note: 'again' })).toEqual([400, 'problemRefusedReopen', 'Only a resolved problem can be reopened.']);
    const zh = await act('reopen', [p.id], { note: 'again' }, 'admin', 'zh-CN');
    expect(msgOf(zh)).toBe('只有已解决的问题可以重新打开。');

    await ok(act('assign', [p.id], { assigneeId: users.admin }));
    await ok(act('start', [p.id]));
    expect(await refused('assign', { assigneeId: users.admin })).toEqual([400, 'problemRefusedAssign', 'Only a pending or assigned problem can be assigned.']);
    expect(await refused('start')).toEqual([400, 'problemRefusedStart', 'Only an assigned problem can be started.']);
    await ok(act('close', [p.id], { note: 'Duplicate of another report' }));
    expect(await refused('close', {})).toEqual([400, 'problemRefusedClose', 'The problem is already closed.']);
    expect(await refused('reopen', { note: 'again' })).toEqual([400, 'problemRefusedReopen', 'Only a resolved problem can be reopened.']);
    expect(await stateOf(p.id)).toBe(S.closed);

    // A bulk action moves all or none.
    const q = await create('problemRecord', problem({ location: 'N02' }));
    expect(await refused('close', {}, [q.id, p.id])).toEqual([400, 'problemRefusedClose', 'The problem is already closed.']);
    expect(await stateOf(q.id)).toBe(S.pending);
    await ok(act('close', [q.id]));
    expect(await stateOf(q.id)).toBe(S.closed);
  });

  it('assigns only enabled console users with access to the problem\'s lot', async () => {
    const north = await create('problemRecord', problem({ location: 'N01' }));
    const south = await create('problemRecord', problem({ lotId: lots.South, location: 'S01' }));
    const unknown = await act('assign', [north.id], { assigneeId: users.gone });
    expect([codeOf(unknown), msgOf(unknown)]).toEqual(['problemAssigneeUnknown', 'The assignee does not exist or is disabled.']);
    const outside = await act('assign', [south.id], { assigneeId: users.north });
    expect([codeOf(outside), msgOf(outside)]).toEqual(['problemAssigneeOutOfLot', "Staff north has no access to the problem's lot."]);
    expect(codeOf(await act('assign', [north.id], { assigneeId: users.nolots }))).toBe('problemAssigneeOutOfLot');
    // Both at once: one lot out of reach refuses the lot.
    expect(codeOf(await act('assign', [north.id, south.id], { assigneeId: users.north }))).toBe('problemAssigneeOutOfLot');
    expect([await stateOf(north.id), await stateOf(south.id)]).toEqual([S.pending, S.pending]);
    await ok(act('assign', [north.id, south.id], { assigneeId: users.admin }));
    expect([await stateOf(north.id), await stateOf(south.id)]).toEqual([S.assigned, S.assigned]);
    const options = await ok<{ value: number; label: string }[]>(call('problemHandling', 'options', { field: 'assigneeId' }));
    expect(options.map((o) => o.value)).not.toContain(users.gone);
    expect(options.map((o) => o.label)).toContain('Staff north (north)');
  });

  it('shows a user in a permission group only the problems and records of their lots', async () => {
    const mine = await create('problemRecord', problem({ location: 'N09' }), 'north');
    const theirs = await create('problemRecord', problem({ lotId: lots.South, location: 'S09' }));
    const lotsOf = (rows: Row[]) => [...new Set(rows.map((r) => r.lotName))].sort();
    expect(lotsOf((await list('problemRecord')).rows)).toEqual(['North', 'South']);
    for (const entity of ['problemRecord', 'problemHandling', 'inspectionComparison', 'inspectionVehicle']) {
      expect([entity, lotsOf((await list(entity, {}, 'north')).rows)]).toEqual([entity, ['North']]);
    }
    // Another lot's rows are not written, changed or moved.
    expect(fieldsOf(await call('problemRecord', 'create', { values: problem({ lotId: lots.South }) }, 'north'))).toEqual({ lotId: 'option' });
    expect(statusOf(await call('problemRecord', 'update', { id: theirs.id, values: problem() }, 'north'))).toBe(404);
    expect(statusOf(await act('assign', [theirs.id], { assigneeId: users.north }, 'north'))).toBe(404);
    expect(statusOf(await act('close', [mine.id, theirs.id], {}, 'north'))).toBe(404);
    expect(await stateOf(theirs.id)).toBe(S.pending);
    // The user's own lot's problems they handle.
    await ok(act('assign', [mine.id], { assigneeId: users.north }, 'north'));
    await ok(act('start', [mine.id], {}, 'north'));
    expect(await stateOf(mine.id)).toBe(S.processing);
    const vehicleOptions = await ok<{ label: string }[]>(call('inspectionComparison', 'options', { field: 'vehicleId' }, 'north'));
    expect(vehicleOptions.map((o) => o.label)).toEqual(['粤B66666']);
  });
});
