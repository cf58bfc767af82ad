// /MonthlyCarRentalArchives and /MonthlyCarRentalFileReview through the real HTTP backend: a card
// only of an approved package of its lot; a plate on one card per lot (another lot may have it);
// spec 5's property space number; dates in order; a second person confirms; a change goes back to
// review; validity and days left at the request's clock; a lot-scoped user's cards only his.
import { RENTAL_SCREENS } from '../../../lib/areas/rentals/screens';
import { dateOfDay, dayOf } from '../../../lib/parking/cards/operator-days';
import { ARCHIVE_STATE } from '../../../lib/parking/archive-machine';
import { PACKAGE_STATE } from '../../../lib/parking/package-machine';
import type { Db } from '../../db';
import { ADMIN_PASSWORD, codeOf, DEMO_PASSWORD, msgOf, statusOf, testDatabases, type TestBackend } from '../../test/harness';
import { addLotScopedUser } from '../../test/lot-scoped-user';
import { fieldsOf, screenCalls } from '../../test/screen-calls';
import { useTestBackend } from '../../test/use-backend';

jest.setTimeout(60_000);

describe.each(testDatabases())('monthly cards on $name', (database) => {
  let db: Db;
  let t: TestBackend;
  const tokens: Record<string, string> = {};
  const lots = { north: 0, south: 0 };
  const packages: Record<string, number> = {};
  const { call, ok, list, rowAction } = screenCalls({ backend: () => t, tokens, screens: RENTAL_SCREENS, pageSize: 50 });
  const today = () => dayOf(t.clock.now());

  const card = (packageId: number, plates: string, extra: Record<string, unknown> = {}) => ({
    lotId: lots.north, packageId, customer: '王芳', phone: '13800138000', plates, spaces: 1, spaceNo: null,
    startDate: dateOfDay(today()), endDate: dateOfDay(today() + 29), remark: null, ...extra,
  });
  const write = (values: Record<string, unknown>, user = 'admin', id?: number) =>
    call('monthCard', id ? 'update' : 'create', { values, ...(id ? { id } : {}) }, user);
  const created = async (values: Record<string, unknown>, user = 'admin') => (await ok<{ row: Record<string, unknown> & { id: number } }>(write(values, user))).row;
  const platesOnFile = async () => (await db.query<{ plate: string }>('SELECT plate FROM month_card_plates ORDER BY plate')).map((r) => r.plate);

  useTestBackend(database, { tokens }, async (env) => {
    ({ db, t } = env);
    [lots.north, lots.south] = (await db.query<{ id: number }>(
      "INSERT INTO parking_lots (name, type) VALUES ('North lot', 2), ('South lot', 2) RETURNING id")).map((r) => r.id);
    const add = async (key: string, lot: number, kind: string, state: number) => {
      const [name] = await db.query<{ id: number }>('INSERT INTO month_package_names (lot_id, name, kind) VALUES ($1, $2, $3) RETURNING id', [lot, `${key} name`, kind]);
      [{ id: packages[key] }] = await db.query<{ id: number }>(
        "INSERT INTO month_packages (lot_id, name_id, pricing, price, months, free_periods, grace_days, state, created_by) VALUES ($1, $2, 'packagePrice', 30000, '1,12', '00:00-00:00', 3, $3, 'admin') RETURNING id",
        [lot, name.id, state]);
    };
    await add('monthly', lots.north, 'monthly', PACKAGE_STATE.approved);
    await add('property', lots.north, 'property', PACKAGE_STATE.approved);
    await add('unreviewed', lots.north, 'monthly', PACKAGE_STATE.unreviewed);
    await add('south', lots.south, 'monthly', PACKAGE_STATE.approved);
    await addLotScopedUser(db, { login: 'northoffice', name: 'North office', directories: [13], pages: RENTAL_SCREENS.map((s) => s.menuId), lots: [lots.north] });
    tokens.north = await t.signIn('northoffice', DEMO_PASSWORD);
  });

  it('refuses what the rules forbid, with the message, writing nothing', async () => {
    expect(codeOf(await write(card(packages.unreviewed, '浙A10001')))).toBe('packageNotSellable');
    expect(fieldsOf(await write(card(packages.south, '浙A10001')))).toEqual({ packageId: 'option' });
    expect(msgOf(await write(card(packages.monthly, '浙A10001, not a plate')))).toBe('"not a plate" is not a plate number: separate plates with commas.');
    expect(codeOf(await write(card(packages.monthly, '浙A10001,浙A10002,浙A10003,浙A10004,浙A10005,浙A10006')))).toBe('rentalTooManyPlates');
    expect(codeOf(await write(card(packages.property, '浙A10001', { spaceNo: '000' })))).toBe('rentalSpaceNumberZero');
    expect(fieldsOf(await write(card(packages.property, '浙A10001')))).toEqual({ spaceNo: 'blank' });
    const wrongOrder = await write(card(packages.monthly, '浙A10001', { startDate: '2027-02-01', endDate: '2027-01-31' }));
    expect([codeOf(wrongOrder), msgOf(wrongOrder)]).toEqual(['rentalDatesOutOfOrder', 'The dates are in the wrong order: 2027-02-01 comes after 2027-01-31.']);
    expect((await db.query('SELECT 1 FROM month_cards')).length).toBe(0);
  });

  it('keeps a plate on one card per lot, normalised, and lets another lot have it', async () => {
    const first = await created(card(packages.monthly, '浙a 10001，浙A10002'));
    expect(first).toMatchObject({ plates: '浙A10001, 浙A10002', reviewState: ARCHIVE_STATE.pendingReview, createdBy: 'admin', kind: 'monthly', cardNo: `MC${String(first.id).padStart(8, '0')}` });
    const taken = await write(card(packages.monthly, '浙A10003, 浙A10002'));
    expect(msgOf(taken)).toBe(`Plate 浙A10002 is already on card ${first.cardNo} at North lot: a plate belongs to one card per lot.`);
    await created(card(packages.south, '浙A10002', { lotId: lots.south }));
    // Its own plates again on an edit are its own.
    await ok(write(card(packages.monthly, '浙A10002, 浙A10004'), 'admin', first.id));
    expect(await platesOnFile()).toEqual(['浙A10002', '浙A10002', '浙A10004']);
  });

  it('is confirmed by a second person, back to review when changed, and kept once confirmed', async () => {
    const mine = await created(card(packages.property, '浙A20001', { spaceNo: 'B1-018', spaces: 2 }));
    const own = await rowAction('monthCardReview', 'confirm', [mine.id]);
    expect([statusOf(own), codeOf(own)]).toEqual([400, 'approverIsRequester']);
    expect(statusOf(await rowAction('monthCardReview', 'confirm', [mine.id], {}, 'north'))).toBe(200);
    expect(codeOf(await rowAction('monthCardReview', 'fail', [mine.id], {}, 'north'))).toBe('archiveRefusedFail');
    expect(codeOf(await call('monthCard', 'delete', { ids: [mine.id] }))).toBe('archiveKept');
    const changed = (await ok<{ row: Record<string, unknown> }>(write(card(packages.property, '浙A20001, 浙A20002', { spaceNo: 'B1-018', spaces: 2 }), 'admin', mine.id))).row;
    expect(changed).toMatchObject({ reviewState: ARCHIVE_STATE.pendingReview, reviewedBy: null });
    const history = await db.query<{ action: string }>("SELECT action FROM audit_log WHERE entity = 'monthCard' AND entity_id = $1 ORDER BY id", [mine.id]);
    expect(history.map((h) => h.action)).toEqual(['monthCard.create', 'rentals.confirmCard', 'monthCard.update']);
  });

  it('shows validity and days left at the moment it is read', async () => {
    const running = await created(card(packages.monthly, '浙A30001', { startDate: dateOfDay(today() - 10), endDate: dateOfDay(today() + 5) }));
    const ended = await created(card(packages.monthly, '浙A30002', { startDate: dateOfDay(today() - 40), endDate: dateOfDay(today() - 2) }));
    const old = await created(card(packages.monthly, '浙A30003', { startDate: dateOfDay(today() - 40), endDate: dateOfDay(today() - 4) }));
    const later = await created(card(packages.monthly, '浙A30004', { startDate: dateOfDay(today() + 3), endDate: dateOfDay(today() + 33) }));
    const rows = new Map((await list('monthCard', {})).rows.map((r) => [r.id, [r.validity, r.daysLeft]]));
    // The package's entry grace is 3 days: ended 2 days ago is still honoured, 4 days ago is not.
    expect([rows.get(running.id), rows.get(ended.id), rows.get(old.id), rows.get(later.id)])
      .toEqual([['active', 5], ['inGrace', 0], ['expired', 0], ['pending', 31]]);
  });

  it('shows a lot-scoped user his lot\'s cards only', async () => {
    expect((await list('monthCard', {}, 'north')).rows.every((r) => r.lotName === 'North lot')).toBe(true);
    expect((await list('monthCardReview', {}, 'north')).rows.every((r) => r.lotName === 'North lot')).toBe(true);
    expect(fieldsOf(await write(card(packages.south, '浙A40001', { lotId: lots.south }), 'north'))).toEqual({ lotId: 'option' });
  });

  it('pauses a confirmed active card from the next midnight and restarts it with its dates moved by the days paused', async () => {
    const held = await created(card(packages.monthly, '浙A50001', { startDate: dateOfDay(today() - 5), endDate: dateOfDay(today() + 24) }));
    // Waiting for review: nothing to pause, and the button says so.
    const early = await rowAction('monthCard', 'pause', [held.id]);
    expect([codeOf(early), msgOf(early)]).toEqual(['rentalPauseNotActive', 'Only an active card that is not paused can be paused.']);
    expect(statusOf(await rowAction('monthCardReview', 'confirm', [held.id], {}, 'north'))).toBe(200);
    const rowOf = async () => (await list('monthCard', {})).rows.find((r) => r.id === held.id)!;
    expect(await rowOf()).toMatchObject({ pausable: 1, paused: 0 });
    expect(statusOf(await rowAction('monthCard', 'pause', [held.id]))).toBe(200);
    // Paused: still active until midnight, not pausable again, restartable.
    expect(await rowOf()).toMatchObject({ validity: 'active', pausable: 0, paused: 1 });
    expect(codeOf(await rowAction('monthCard', 'pause', [held.id]))).toBe('rentalPauseNotActive');
    t.clock.advance(3 * 86_400_000);
    tokens.admin = await t.signIn('admin', ADMIN_PASSWORD); // the clock moved past the token's lifetime
    expect((await rowOf()).validity).toBe('paused');
    const restarted = await rowAction<{ daysPaused: number; endDate: string }[]>('monthCard', 'restart', [held.id]);
    expect(statusOf(restarted)).toBe(200);
    // Three days after the day asked: three days given back.
    // today() is now three days on: the start was 8 days ago and moves to 5, the end from 21 days on to 24.
    expect(await rowOf()).toMatchObject({ startDate: dateOfDay(today() - 5), endDate: dateOfDay(today() + 24), paused: 0, pausedAt: null, validity: 'active' });
    expect(codeOf(await rowAction('monthCard', 'restart', [held.id]))).toBe('rentalNotPaused');
    const [pauseRow] = await db.query<{ days_paused: number; restarted_by: string }>('SELECT days_paused, restarted_by FROM month_card_pauses WHERE card_id = $1', [held.id]);
    expect(pauseRow).toEqual({ days_paused: 3, restarted_by: 'admin' });
    t.clock.advance(-3 * 86_400_000);
    tokens.admin = await t.signIn('admin', ADMIN_PASSWORD);
  });
});
