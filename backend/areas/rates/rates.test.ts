// The rate stores through the real HTTP backend (HandlersCatc/CatcCom '<entity>.<action>'): the
// three rate screens (tariff form turned into rules, refusals as field errors, names unique per
// lot, versions edited in place while unused and new once used, the version in force at an
// instant, no delete once used), the holiday calendar, plate colours and vehicle types, internal
// vehicles (plates, a rate of their own lot), and the data scope of a user in a permission group.
import { HOLIDAY_CALENDAR_GETLIST } from '../../../lib/areas/rates/holiday-calendar';
import { RATE_SCREENS } from '../../../lib/areas/rates/screens';
import { SCREEN_COMPRESS, SCREEN_HANDLER } from '../../../lib/screens/operations';
import { formPayload } from '../../../lib/list/form-values';
import { RATE_TARIFF_FIELDS } from '../../../lib/areas/rates/tariff-fields';
import { rulesFromForm } from '../../../lib/tariff/form';
import { messageOf, withValues } from '../../../lib/validation/message-values';
import { versionInForce } from '../../../lib/tariff/versions';
import enValidation from '../../../messages/en-US/validation.json';
import zhValidation from '../../../messages/zh-CN/validation.json';
import type { Db } from '../../db';
import { DEMO_PASSWORD, codeOf, msgOf, statusOf, testDatabases, type TestBackend } from '../../test/harness';
import { useTestBackend } from '../../test/use-backend';
import { addLotScopedUser } from '../../test/lot-scoped-user';
import { fieldsOf, screenCalls, type Row } from '../../test/screen-calls';

jest.setTimeout(60_000);

/** Between edits: shorter than a token lives (the test clock moves the backend's clock too). */
const EDIT_GAP_MS = 600_000;

/** Day 07:00-21:00 at 2.00 per hour, night at 1.00 per hour, 15 free minutes, 30.00 per 24 h. */
const DAY_AND_NIGHT = {
  pricingMode: 'time', billingModel: 'segment', freeMinutes: 15, freeMode: 'freeIfShorter', rounding: 'up', laterDays: 'priced',
  cap24h: 3000, dayStart: '07:00', dayEnd: '21:00', unitMinutes: 60, unitPrice: 200, nightUnitMinutes: 60, nightUnitPrice: 100,
  overshoot: 'carry', holidayMode: 'same',
};

describe.each(testDatabases())('rate stores on $name', (database) => {
  let db: Db;
  let t: TestBackend;
  const tokens: Record<string, string> = {};
  const lots: Record<string, number> = {};

  const { call, ok, create, update, list } = screenCalls({ backend: () => t, tokens, screens: RATE_SCREENS, pageSize: 50 });
  const versionsOf = (rateId: number) => db.query<{ id: number; version: number; rules: unknown; effective_from: Date; used_at: Date | null }>(
    'SELECT id, version, rules, effective_from, used_at FROM rate_versions WHERE rate_id = $1 ORDER BY version', [rateId]);
  const now = () => new Date(t.clock.now()).toISOString();
  /** Runs a write and checks that the row's version took effect while it ran (the clock does not stand still). */
  async function effectiveDuring(write: () => Promise<Row>): Promise<Row> {
    const before = t.clock.now();
    const row = await write();
    expect(Date.parse(String(row.effectiveFrom))).toBeGreaterThanOrEqual(before);
    expect(Date.parse(String(row.effectiveFrom))).toBeLessThanOrEqual(t.clock.now());
    return row;
  }

  const rate = (name: string, lotId: number, extra: Record<string, unknown> = {}) =>
    ({ name, lotId, vehicleType: 'all', plateColor: 'all', priority: null, status: 1, remark: null, ...DAY_AND_NIGHT, ...extra });
  /** A rate's values for an edit: the lot is chosen once, on create. */
  const edit = (name: string, extra: Record<string, unknown> = {}) => {
    const { lotId: _lot, ...values } = rate(name, 0, extra);
    return values;
  };

  useTestBackend(database, { tokens, timeoutMs: 120_000 }, async (env) => {
    ({ db, t } = env);
    for (const name of ['North lot', 'South lot']) {
      lots[name] = (await db.query<{ id: number }>('INSERT INTO parking_lots (name, type) VALUES ($1, 2) RETURNING id', [name]))[0].id;
    }
  });

  it('keeps a common rate as a checked rule set, version 1 in force from its creation, shown as its form', async () => {
    const created = await effectiveDuring(() => create('commonRate', rate('Standard', lots['North lot'], { priority: 5 })));
    expect(created).toMatchObject({
      name: 'Standard', lotName: 'North lot', vehicleType: 'all', plateColor: 'all', priority: 5, status: 1,
      version: 1, pricingMode: 'time', unitPrice: 200, nightUnitPrice: 100, cap24h: 3000, dayStart: '07:00',
      // Fields the form left blank, or that belong to other modes, read back blank.
      firstMinutes: null, perVisitPrice: null, holidayPrice: null, exitWindowMinutes: 15,
    });
    const [version] = await versionsOf(created.id);
    const expected = rulesFromForm(DAY_AND_NIGHT);
    expect(expected.ok && version.rules).toEqual(expected.ok && expected.rules);
    expect(version.used_at).toBeNull();
    // A blank priority is the lowest.
    expect((await create('commonRate', rate('Night owls', lots['North lot']))).priority).toBe(0);

    // The tariff is checked by the form's rules: each refusal names its field.
    const refusal = async (extra: Record<string, unknown>) => {
      const fields = fieldsOf(await call('commonRate', 'create', { values: rate('Broken', lots['North lot'], extra) }))!;
      // The form shows each field's message in the user's language.
      for (const { key } of Object.values(fields).map(messageOf)) expect([key, key in enValidation, key in zhValidation]).toEqual([key, true, true]);
      return fields;
    };
    expect(await refusal({ dayStart: '25:00' })).toEqual({ dayStart: 'time' });
    expect(await refusal({ unitPrice: null })).toEqual({ unitPrice: 'blank' });
    expect(await refusal({ firstMinutes: 90, firstUnitMinutes: 60, firstPrice: 300 })).toEqual({ firstMinutes: 'multipleOf' });
    expect(await refusal({ minPriceUnit: 30 })).toEqual({ minPriceUnit: 'minPriceUnit' });
    expect(await refusal({ pricingMode: 'steps', steps: '60:500,120;800', stepsAfter: 'cap' })).toEqual({ steps: withValues('stepsFormat', { part: '120;800' }) });
    expect(await refusal({ rounding: 'tolerance' })).toEqual({ roundingToleranceMinutes: 'blank' });
    // The declaration's own checks come first: an unknown mode, an amount out of bounds.
    expect(await refusal({ pricingMode: 'hourly' })).toEqual({ pricingMode: 'option' });
    expect(await refusal({ unitPrice: -1 })).toEqual({ unitPrice: 'min' });
    // A name is unique in its lot, whatever its case; another lot may use it.
    expect(await refusal({ name: 'STANDARD' })).toEqual({ name: 'unique' });
    expect((await create('commonRate', rate('Standard', lots['South lot']))).lotName).toBe('South lot');
    expect((await db.query('SELECT 1 FROM rates WHERE name = $1', ['Broken'])).length).toBe(0);

    expect((await list('commonRate', { name: 'standard' })).rows.map((r) => r.lotName).sort()).toEqual(['North lot', 'South lot']);
    expect((await list('commonRate', { lotId: lots['South lot'] })).rows.map((r) => r.name)).toEqual(['Standard']);
  });

  it('keeps a step table in fen in the rule set and the stored form, and stores blank what the mode does not show', async () => {
    // The browser sends the step prices typed in yuan as fen (lib/list/form-values.ts), like every amount.
    const typed = formPayload(RATE_TARIFF_FIELDS, { steps: '60:5, 120:8.50', pricingMode: 'steps' }).steps;
    expect(typed).toBe('60:500,120:850');
    const steps = await create('commonRate', rate('Steps', lots['South lot'], {
      pricingMode: 'steps', steps: typed, stepsAfter: 'cap', cap24h: 2000,
      // Fields of other modes, whatever they hold, are not read, checked or kept.
      perVisitPrice: 'garbage', loopMinutes: -1, rounding: 'nonsense',
    }));
    expect(steps).toMatchObject({ pricingMode: 'steps', steps: '60:500,120:850', stepsAfter: 'cap', cap24h: 2000, unitPrice: null, dayStart: null, rounding: null });
    const [version] = await versionsOf(steps.id);
    expect(version.rules).toMatchObject({
      pricing: { mode: 'steps', bands: [{ upToMinutes: 60, price: 500 }, { upToMinutes: 120, price: 850 }], after: 'cap' }, cap24h: 2000, rounding: { mode: 'up' },
    });
    const [stored] = await db.query<{ form: Record<string, unknown> }>('SELECT form FROM rate_versions WHERE id = $1', [version.id]);
    expect(stored.form).toMatchObject({ steps: '60:500,120:850', unitPrice: null, overshoot: null, perVisitPrice: null });
  });

  it('edits an unused version in place, makes a new version once one is used, and never edits a used one', async () => {
    const created = await effectiveDuring(() => create('commonRate', rate('Versioned', lots['North lot'])));

    // Unused: the edit changes version 1 itself.
    t.clock.advance(EDIT_GAP_MS);
    const inPlace = await update('commonRate', created.id, edit('Versioned', { unitPrice: 250 }));
    expect(inPlace).toMatchObject({ version: 1, effectiveFrom: created.effectiveFrom, unitPrice: 250 });
    expect((await versionsOf(created.id)).length).toBe(1);

    // Pricing marks the version used when it first prices an order.
    await db.query('UPDATE rate_versions SET used_at = $2 WHERE rate_id = $1', [created.id, now()]);
    const [v1] = await versionsOf(created.id);

    // An edit that leaves the rules alone makes no version.
    t.clock.advance(EDIT_GAP_MS);
    expect(await update('commonRate', created.id, edit('Versioned (day)', { unitPrice: 250, priority: 3 }))).toMatchObject({ version: 1, priority: 3 });

    // A used version is kept: the edit is version 2, in force from the moment of the edit.
    t.clock.advance(EDIT_GAP_MS);
    const second = await effectiveDuring(() => update('commonRate', created.id, edit('Versioned (day)', { unitPrice: 300, dayCap: 2000 })));
    expect(second).toMatchObject({ version: 2, unitPrice: 300, dayCap: 2000 });
    const [old, current] = await versionsOf(created.id);
    expect([old.id, old.rules, old.used_at]).toEqual([v1.id, v1.rules, v1.used_at]);
    expect((current.rules as { pricing: { windows: { unit?: { price: number } }[] } }).pricing.windows.map((w) => w.unit?.price)).toEqual([300, 100]);

    // Version 2 is unused: the next edit changes it in place, version 1 still untouched.
    t.clock.advance(EDIT_GAP_MS);
    expect(await update('commonRate', created.id, edit('Versioned (day)', { unitPrice: 320 }))).toMatchObject({ version: 2, unitPrice: 320, dayCap: null });
    const versions = await versionsOf(created.id);
    expect(versions.map((v) => v.version)).toEqual([1, 2]);
    expect(versions[0].rules).toEqual(v1.rules);

    // The version in force at an instant: the one effective at or before it.
    const [createdAt, editedAt] = [created, second].map((row) => Date.parse(String(row.effectiveFrom)));
    const candidates = versions.map((v) => ({ id: v.version, effectiveFrom: v.effective_from.getTime() }));
    expect(candidates.map((c) => c.effectiveFrom)).toEqual([createdAt, editedAt]);
    expect(versionInForce(candidates, createdAt - 1)).toBeUndefined();
    expect(versionInForce(candidates, createdAt)?.id).toBe(1);
    expect(versionInForce(candidates, editedAt - 1)?.id).toBe(1);
    expect(versionInForce(candidates, editedAt)?.id).toBe(2);

    // The detail view lists the versions, newest first, with the history of the edits.
    const detail = await ok<{ sections: { versions: Row[] }; audit: Row[] }>(call('commonRate', 'detail', { id: created.id }));
    expect(detail.sections.versions.map((v) => [v.version, v.createdBy, v.usedAt !== null])).toEqual([[2, 'admin', false], [1, 'admin', true]]);
    expect(detail.audit.length).toBe(5);
  });

  it('refuses to delete a rate that has priced an order, in both languages, and lets it be disabled', async () => {
    const used = await create('commonRate', rate('Old tariff', lots['North lot']));
    await db.query('UPDATE rate_versions SET used_at = $2 WHERE rate_id = $1', [used.id, now()]);
    const refused = await call('commonRate', 'delete', { ids: [used.id] });
    expect([statusOf(refused), codeOf(refused), msgOf(refused)]).toEqual([400, 'rateInUse', 'This rate has priced orders: disable it instead of deleting it.']);
    expect(msgOf(await call('commonRate', 'delete', { ids: [used.id] }, 'admin', 'zh-CN'))).toBe('该费率已用于计价订单：请停用而不是删除。');
    expect((await update('commonRate', used.id, edit('Old tariff', { status: 0 }))).status).toBe(0);

    const unused = await create('commonRate', rate('Trial tariff', lots['North lot']));
    expect(await ok(call('commonRate', 'delete', { ids: [unused.id] }))).toEqual({ deleted: 1 });
    expect((await versionsOf(unused.id)).length).toBe(0);
  });

  it('keeps special rates for dates and for vehicle classes apart from the common ones', async () => {
    const festival = await create('specialRate', rate('Spring festival', lots['North lot'], {
      validFrom: '2027-02-05', validTo: '2027-02-12', pricingMode: 'perVisit', perVisitPrice: 1000,
    }));
    expect(festival).toMatchObject({ validFrom: '2027-02-05', validTo: '2027-02-12', pricingMode: 'perVisit', perVisitPrice: 1000, unitPrice: null, version: 1 });
    const backwards = await call('specialRate', 'create', { values: rate('Backwards', lots['North lot'], { validFrom: '2027-02-12', validTo: '2027-02-05' }) });
    expect([codeOf(backwards), msgOf(backwards)]).toEqual(['rateValidityOrder', 'The last valid day comes before the first one.']);
    expect(fieldsOf(await call('specialRate', 'create', { values: rate('Undated', lots['North lot']) }))).toEqual({ validFrom: 'blank', validTo: 'blank' });
    expect((await list('specialRate', { validFrom: { from: '2027-02-01', to: '2027-02-28' } })).rows.map((r) => r.name)).toEqual(['Spring festival']);

    const police = await create('specialVehicleRate', rate('Police free', lots['North lot'], { specialClass: 'police', pricingMode: 'free' }));
    expect(police).toMatchObject({ specialClass: 'police', pricingMode: 'free' });
    expect(fieldsOf(await call('specialVehicleRate', 'create', { values: rate('Nobody', lots['North lot'], { specialClass: 'taxi' }) })))
      .toEqual({ specialClass: 'option' });

    // Each screen sees its own kind only; a name is unique in a lot across kinds.
    expect((await list('commonRate', { name: 'Spring' })).total).toBe(0);
    expect((await list('specialRate', { name: 'Police' })).total).toBe(0);
    expect(statusOf(await call('commonRate', 'update', { id: festival.id, values: edit('Spring festival') }))).toBe(404);
    expect(fieldsOf(await call('commonRate', 'create', { values: rate('police FREE', lots['North lot']) }))).toEqual({ name: 'unique' });
    const [kinds] = await db.query<{ kinds: number[] }>('SELECT array_agg(kind ORDER BY kind) AS kinds FROM rates WHERE id = ANY($1::int[])', [[festival.id, police.id]]);
    expect(kinds.kinds).toEqual([2, 3]);
  });

  it('keeps the holiday calendar: one row a day, working days only on weekends, importable', async () => {
    const national = await create('holiday', { day: '2026-10-01', name: 'National Day', kind: 1, remark: null });
    expect(national).toMatchObject({ day: '2026-10-01', weekday: 4, kind: 1 });
    // 2026-10-10 is a Saturday, worked in exchange for the National Day week.
    expect(await create('holiday', { day: '2026-10-10', name: 'Worked Saturday', kind: 2, remark: null })).toMatchObject({ weekday: 6, kind: 2 });
    expect(fieldsOf(await call('holiday', 'create', { values: { day: '2026-10-01', name: 'Again', kind: 1, remark: null } }))).toEqual({ day: 'unique' });
    const weekday = await call('holiday', 'create', { values: { day: '2026-10-09', name: 'Friday', kind: 2, remark: null } });
    expect([codeOf(weekday), msgOf(weekday)]).toEqual(['holidayWorkdayNotWeekend', '2026-10-09 is a weekday: only a Saturday or a Sunday can be marked as a working day.']);
    expect(msgOf(await call('holiday', 'create', { values: { day: '2026-10-09', name: 'Friday', kind: 2, remark: null } }, 'admin', 'zh-CN')))
      .toBe('2026-10-09 是工作日：只有周六或周日才能标记为调休上班日。');

    const imported = await ok(call('holiday', 'import', { rows: [
      { day: '2026-10-02', name: 'National Day', kind: 1 }, { day: '2026-10-03', name: 'National Day', kind: 1 },
    ], fileName: 'holidays.csv' }));
    expect(imported).toEqual({ imported: 2 });
    const bad = await call('holiday', 'import', { rows: [{ day: '2026-10-04', name: 'National Day', kind: 1 }, { day: '2026-10-08', name: 'Thursday', kind: 2 }] });
    expect(codeOf(bad)).toBe('holidayWorkdayNotWeekend');
    expect((await list('holiday', { day: { from: '2026-10-01', to: '2026-10-31' } })).rows.map((r) => r.day))
      .toEqual(['2026-10-01', '2026-10-02', '2026-10-03', '2026-10-10']);
    await ok(call('holiday', 'delete', { ids: [national.id] }));
  });

  it('gives "Try this rate" the calendar of a stay\'s days on the rate screens only, to whoever may read them', async () => {
    const calendar = (page: string, datas: Record<string, unknown>, user = 'admin') =>
      t.call(SCREEN_HANDLER, { page, ...datas }, { token: tokens[user], getList: HOLIDAY_CALENDAR_GETLIST, compress: SCREEN_COMPRESS });
    await create('holiday', { day: '2026-05-01', name: 'Labour Day', kind: 1, remark: null });
    await create('holiday', { day: '2026-05-09', name: 'Worked Saturday', kind: 2, remark: null });
    await create('holiday', { day: '2026-05-20', name: 'Later', kind: 1, remark: null });
    for (const page of ['/CommonRate', '/SpecialRate', '/SpecialVehicleRates']) {
      expect(await ok(calendar(page, { from: '2026-04-30', to: '2026-05-10' }))).toEqual({ holidays: ['2026-05-01'], workdays: ['2026-05-09'] });
    }
    expect(await ok(calendar('/CommonRate', { from: '2026-05-02', to: '2026-05-02' }))).toEqual({ holidays: [], workdays: [] });
    // Bounded: the days in order, at most a year; a page without the tool, or not granted, refused.
    for (const days of [{ from: '2026-05-10', to: '2026-05-01' }, { from: '2026-01-01', to: '2027-01-02' }, { from: '2026-05-01', to: 'soon' }]) {
      expect([days, statusOf(await calendar('/CommonRate', days))]).toEqual([days, 400]);
    }
    expect(statusOf(await calendar('/HolidayInfo', { from: '2026-05-01', to: '2026-05-02' }))).toBe(403);
    const holidayPage = RATE_SCREENS.find((s) => s.path === '/HolidayInfo')!.menuId;
    await addLotScopedUser(db, { login: 'holidaysonly', name: 'Holidays only', directories: [9], pages: [holidayPage], lots: [] });
    tokens.holidays = await t.signIn('holidaysonly', DEMO_PASSWORD);
    expect(statusOf(await calendar('/CommonRate', { from: '2026-05-01', to: '2026-05-02' }, 'holidays'))).toBe(403);
  });

  it('keeps one vehicle type per plate colour', async () => {
    const rows = (await list('plateColorType')).rows;
    expect(Object.fromEntries(rows.map((r) => [r.plateColor, r.vehicleType]))).toEqual({
      black: 'small', blue: 'small', green: 'newEnergy', white: 'small', yellow: 'large', yellowGreen: 'newEnergy',
    });
    const yellow = rows.find((r) => r.plateColor === 'yellow')!;
    expect(fieldsOf(await call('plateColorType', 'create', { values: { plateColor: 'yellow', vehicleType: 'small', remark: null } }))).toEqual({ plateColor: 'unique' });
    expect(fieldsOf(await call('plateColorType', 'update', { id: yellow.id, values: { plateColor: 'yellow', vehicleType: 'all', remark: null } })))
      .toEqual({ vehicleType: 'option' });
    expect(await update('plateColorType', yellow.id, { plateColor: 'yellow', vehicleType: 'motorbike', remark: 'trial' })).toMatchObject({ vehicleType: 'motorbike' });
    await update('plateColorType', yellow.id, { plateColor: 'yellow', vehicleType: 'large', remark: null });
  });

  it('keeps internal vehicles with a checked plate, once per lot, free or at a rate of their lot', async () => {
    const north = lots['North lot'];
    const south = lots['South lot'];
    const staffRate = await create('commonRate', rate('Staff', north, { pricingMode: 'perVisit', perVisitPrice: 500 }));
    const southRate = await create('commonRate', rate('Staff south', south, { pricingMode: 'free' }));
    const vehicle = (plate: string, lotId: number, extra: Record<string, unknown> = {}) => ({
      plate, plateColor: 'blue', lotId, owner: 'Li Wei', department: 'Security', phone: '13800001111', rateId: null,
      validFrom: '2026-01-01', validTo: '2026-12-31', status: 1, remark: null, ...extra,
    });

    const free = await create('internalVehicle', vehicle('粤b·a1234', north));
    expect(free).toMatchObject({ plate: '粤BA1234', lotName: 'North lot', free: true, rateId: null, rateName: null });
    expect(fieldsOf(await call('internalVehicle', 'create', { values: vehicle('粤BA12', north) }))).toEqual({ plate: 'plate' });
    expect(fieldsOf(await call('internalVehicle', 'create', { values: vehicle('粤B A1234', north) }))).toEqual({ plate: 'unique' });
    expect((await create('internalVehicle', vehicle('粤BA1234', south))).lotName).toBe('South lot');

    const charged = await update('internalVehicle', free.id, vehicle('粤BA1234', north, { rateId: String(staffRate.id) }));
    expect(charged).toMatchObject({ free: false, rateId: staffRate.id, rateName: 'Staff' });
    const otherLot = await call('internalVehicle', 'update', { id: free.id, values: vehicle('粤BA1234', north, { rateId: southRate.id }) });
    expect([codeOf(otherLot), msgOf(otherLot)])
      .toEqual(['internalVehicleRateOfOtherLot', 'This rate belongs to another lot: an internal vehicle is charged by a rate of its own lot.']);
    const backwards = await call('internalVehicle', 'update', { id: free.id, values: vehicle('粤BA1234', north, { validFrom: '2027-01-01' }) });
    expect(codeOf(backwards)).toBe('rateValidityOrder');

    // A disabled rate is no longer offered, but a vehicle keeps the one it has.
    const offered = async () => (await ok<{ label: string }[]>(call('internalVehicle', 'options', { field: 'rateId' }))).map((o) => o.label);
    expect(await offered()).toEqual(expect.arrayContaining(['North lot / Staff', 'South lot / Staff south']));
    await update('commonRate', staffRate.id, edit('Staff', { status: 0, pricingMode: 'perVisit', perVisitPrice: 500 }));
    expect(await offered()).not.toContain('North lot / Staff');
    expect((await update('internalVehicle', free.id, vehicle('粤BA1234', north, { rateId: staffRate.id, owner: 'Li Na' }))).rateName).toBe('Staff');
    const second = await create('internalVehicle', vehicle('粤BB5678', north));
    expect(fieldsOf(await call('internalVehicle', 'update', { id: second.id, values: vehicle('粤BB5678', north, { rateId: staffRate.id }) })))
      .toEqual({ rateId: 'option' });

    // A rate charging internal vehicles is not deleted.
    const inUse = await call('commonRate', 'delete', { ids: [staffRate.id] });
    expect([codeOf(inUse), msgOf(inUse)]).toEqual(['rateHasInternalVehicles', 'Internal vehicles are charged by this rate: give them another rate first.']);
    expect((await list('internalVehicle', { plate: 'a1234' })).total).toBe(2);
  });

  it('shows a user in a permission group only the rates and vehicles of their lots', async () => {
    const north = lots['North lot'];
    const south = lots['South lot'];
    await addLotScopedUser(db, { login: 'northrates', name: 'North rates', directories: [9], pages: RATE_SCREENS.map((s) => s.menuId), lots: [north] });
    tokens.north = await t.signIn('northrates', DEMO_PASSWORD);

    const lotsOf = (rows: Row[]) => [...new Set(rows.map((r) => r.lotName))].sort();
    expect(lotsOf((await list('commonRate')).rows)).toEqual(['North lot', 'South lot']);
    expect(lotsOf((await list('commonRate', {}, 'north')).rows)).toEqual(['North lot']);
    expect(lotsOf((await list('internalVehicle', {}, 'north')).rows)).toEqual(['North lot']);
    expect((await list('commonRate', { lotId: south }, 'north')).total).toBe(0);
    const labels = (await ok<{ label: string }[]>(call('internalVehicle', 'options', { field: 'rateId' }, 'north'))).map((o) => o.label);
    expect([labels.some((l) => l.startsWith('North lot')), labels.some((l) => l.startsWith('South lot'))]).toEqual([true, false]);

    // Another lot's rows are neither written nor reached by id; the lot's own are.
    expect(fieldsOf(await call('commonRate', 'create', { values: rate('Outside', south) }, 'north'))).toEqual({ lotId: 'option' });
    const [southRate] = (await list('commonRate', { lotId: south })).rows;
    expect(statusOf(await call('commonRate', 'update', { id: southRate.id, values: edit(String(southRate.name)) }, 'north'))).toBe(404);
    expect(statusOf(await call('commonRate', 'detail', { id: southRate.id }, 'north'))).toBe(404);
    const own = await create('commonRate', rate('North own', north), 'north');
    expect(own).toMatchObject({ lotName: 'North lot', version: 1 });
    // The calendar and the plate colours are the same for every lot.
    expect((await list('plateColorType', {}, 'north')).total).toBe(6);
  });
});
