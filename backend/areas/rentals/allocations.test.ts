// Spaces allocated to cards (/MonthlyRentalOrderAllocation, /PropertyAllocation, /MonthlyRentingOut;
// docs/rentals.md, "Spaces and VIP"), through the real HTTP backend: a confirmed card's spaces tied
// to free berths of its lot, one berth to one card, never more than its spaces; what may not be
// allocated refused with its message, nothing written; released, the berth is free again; a berth
// left by a card that ended is taken over; the lists lot-scoped.
import { RENTAL_SCREENS } from '../../../lib/areas/rentals/screens';
import { dateOfDay, dayOf } from '../../../lib/parking/cards/operator-days';
import { ARCHIVE_STATE } from '../../../lib/parking/archive-machine';
import { LEASE_STATE } from '../../../lib/parking/lease-machine';
import { PACKAGE_STATE } from '../../../lib/parking/package-machine';
import type { Db } from '../../db';
import { codeOf, DEMO_PASSWORD, msgOf, statusOf, testDatabases, type TestBackend } from '../../test/harness';
import { addLotScopedUser } from '../../test/lot-scoped-user';
import { fieldsOf, screenCalls } from '../../test/screen-calls';
import { useTestBackend } from '../../test/use-backend';

jest.setTimeout(60_000);

describe.each(testDatabases())('spaces allocated to berths on $name', (database) => {
  let db: Db;
  let t: TestBackend;
  const lots = { main: 0, other: 0 };
  const packages: Record<string, number> = {};
  const berths: Record<string, number> = {};
  const tokens: Record<string, string> = {};
  const { ok, list, rowAction, call } = screenCalls({ backend: () => t, tokens, screens: RENTAL_SCREENS, pageSize: 50 });
  const today = () => dayOf(t.clock.now());
  let plate = 80_000;

  /** A card of the package from `from` to `to` (days from today), and a paid order of it. */
  const cardOf = async (pkg: string, o: { from?: number; to?: number; spaces?: number; spaceNo?: string; reviewState?: number; lot?: number } = {}) => {
    plate += 1;
    const lot = o.lot ?? lots.main;
    const [card] = await db.query<{ id: number; card_no: string }>(
      `INSERT INTO month_cards (lot_id, package_id, customer, phone, plates, spaces, space_no, start_date, end_date, review_state, created_by)
       VALUES ($1, $2, 'Customer', '13800138000', $3, $4, $5, $6, $7, $8, 'operator') RETURNING id, card_no`,
      [lot, packages[`${pkg}@${lot}`], `浙C${plate}`, o.spaces ?? 1, o.spaceNo ?? null, dateOfDay(today() + (o.from ?? -5)), dateOfDay(today() + (o.to ?? 25)),
        o.reviewState ?? ARCHIVE_STATE.confirmed]);
    const [order] = await db.query<{ id: number }>(
      `INSERT INTO rental_orders (order_no, lot_id, card_id, package_id, months, period_start, period_end, amount, channel, state, created_by, created_at, paid_at)
       VALUES ($1, $2, $3, $4, 1, $5, $6, 30000, 'cash', $7, 'cashier', now(), now()) RETURNING id`,
      [`MT${plate}`, lot, card.id, packages[`${pkg}@${lot}`], dateOfDay(today() + (o.from ?? -5)), dateOfDay(today() + (o.to ?? 25)), LEASE_STATE.paid]);
    return { id: Number(card.id), cardNo: card.card_no, orderId: Number(order.id) };
  };
  const allocate = (orderId: number, berth: string, user = 'admin') => rowAction('rentalOrderAllocation', 'allocate', [orderId], { berthId: berths[berth] }, user);
  const release = (orderId: number, berth: string, user = 'admin') => rowAction('rentalOrderAllocation', 'release', [orderId], { heldBerthId: berths[berth] }, user);
  const allocations = async () => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM card_berths'))[0].n;
  const orderRow = async (orderId: number) => (await list('rentalOrderAllocation', {})).rows.find((r) => r.id === orderId);

  useTestBackend(database, { tokens }, async (env) => {
    ({ db, t } = env);
    for (const key of ['main', 'other'] as const) {
      [{ id: lots[key] }] = await db.query<{ id: number }>('INSERT INTO parking_lots (name, type) VALUES ($1, 1) RETURNING id', [`Allocation ${key}`]);
      for (const [pkg, kind, price] of [['monthly', 'monthly', 30_000], ['property', 'property', 10_000]] as const) {
        const [name] = await db.query<{ id: number }>('INSERT INTO month_package_names (lot_id, name, kind) VALUES ($1, $2, $3) RETURNING id', [lots[key], `${pkg} ${key}`, kind]);
        [{ id: packages[`${pkg}@${lots[key]}`] }] = await db.query<{ id: number }>(
          `INSERT INTO month_packages (lot_id, name_id, pricing, price, months, free_periods, state, created_by)
           VALUES ($1, $2, 'packagePrice', $3, '1,12', '00:00-00:00', $4, 'operator') RETURNING id`, [lots[key], name.id, price, PACKAGE_STATE.approved]);
      }
    }
    const berth = async (lot: number, number: string, extra: { status?: number; state?: number } = {}) => {
      [{ id: berths[number] }] = await db.query<{ id: number }>('INSERT INTO berths (lot_id, number, status, state) VALUES ($1, $2, $3, $4) RETURNING id',
        [lot, number, extra.status ?? 1, extra.state ?? 0]);
    };
    for (const n of ['A-01', 'A-02', 'A-03', 'A-04', 'P-07']) await berth(lots.main, n);
    await berth(lots.main, 'A-OFF', { state: 3 });
    await berth(lots.main, 'A-DIS', { status: 0 });
    await berth(lots.other, 'Z-01');
    await addLotScopedUser(db, { login: 'lotop', name: 'Lot operator', directories: [13], pages: RENTAL_SCREENS.map((s) => s.menuId), lots: [lots.main] });
    tokens.lotop = await t.signIn('lotop', DEMO_PASSWORD);
  });

  it('ties a card\'s spaces to free berths of its lot, one berth to one card, never more than its spaces', async () => {
    const card = await cardOf('monthly', { spaces: 2 });
    const before = await orderRow(card.orderId);
    expect(before).toMatchObject({ spaces: 2, allocated: 0, missing: 2, berths: null, allocatable: 1, releasable: 0 });
    // The free berths offered: enabled, in service, of the caller's lots only.
    const offered = (await ok<{ value: number; label: string }[]>(call('rentalOrderAllocation', 'options', { field: 'berthId' }, 'lotop'))).map((o) => o.label);
    expect(offered).toEqual(expect.arrayContaining(['Allocation main / A-01', 'Allocation main / P-07']));
    expect(offered.some((l) => /A-OFF|A-DIS|Z-01/.test(l))).toBe(false);

    expect(statusOf(await allocate(card.orderId, 'A-01', 'lotop'))).toBe(200);
    expect(statusOf(await allocate(card.orderId, 'A-02', 'lotop'))).toBe(200);
    expect(await orderRow(card.orderId)).toMatchObject({ allocated: 2, missing: 0, berths: 'A-01, A-02', allocatable: 0, releasable: 1 });
    const audited = await db.query<{ entity: string }>("SELECT DISTINCT entity FROM audit_log WHERE action = 'rentals.allocateBerth'");
    expect(audited.map((a) => a.entity).sort()).toEqual(['cardBerth', 'rentalOrder']);
    // Taken berths leave the options; a third space there is not.
    const after = (await ok<{ label: string }[]>(call('rentalOrderAllocation', 'options', { field: 'berthId' }, 'lotop'))).map((o) => o.label);
    expect(after).not.toContain('Allocation main / A-01');
    const n = await allocations();
    const full = await allocate(card.orderId, 'A-03');
    expect([statusOf(full), codeOf(full)]).toEqual([400, 'rentalNoSpaceToAllocate']);
    // Another card may not take a berth held.
    const other = await cardOf('monthly');
    const taken = await allocate(other.orderId, 'A-01', 'lotop');
    expect(codeOf(taken)).toBe('rentalBerthTaken');
    expect(msgOf(await rowAction('rentalOrderAllocation', 'allocate', [other.orderId], { berthId: berths['A-01'] }, 'admin', 'en-US')))
      .toBe(`Berth A-01 is allocated to card ${card.cardNo}: a berth goes to one card at a time.`);
    expect(await allocations()).toBe(n);

    // /MonthlyRentingOut: the berths held now, until the card's end; the archive keeps the card's spaces at least its berths.
    const out = (await list('rentingOut', { cardNo: card.cardNo }, 'lotop')).rows;
    expect(out.map((r) => [r.berthNumber, r.until, r.allocatedBy]).sort()).toEqual([['A-01', dateOfDay(today() + 25), 'lotop'], ['A-02', dateOfDay(today() + 25), 'lotop']]);
    const [archived] = (await list('monthCard', { cardNo: card.cardNo })).rows;
    const lowered = await call('monthCard', 'update', { id: card.id, values: {
      lotId: lots.main, packageId: packages[`monthly@${lots.main}`], customer: 'Customer', phone: '13800138000', plates: archived.plates, spaces: 1, spaceNo: null,
      startDate: archived.startDate, endDate: archived.endDate, remark: null,
    } });
    expect(codeOf(lowered)).toBe('rentalSpacesBelowAllocated');

    // Released, the berth is free again and another card takes it.
    expect(codeOf(await release(card.orderId, 'A-03'))).toBe('rentalBerthNotAllocated');
    expect(statusOf(await release(card.orderId, 'A-01', 'lotop'))).toBe(200);
    expect(await orderRow(card.orderId)).toMatchObject({ allocated: 1, berths: 'A-02', heldBerthId: berths['A-02'], allocatable: 1 });
    expect(statusOf(await allocate(other.orderId, 'A-01', 'lotop'))).toBe(200);
    expect((await list('rentingOut', { berthNumber: 'A-01' }, 'lotop')).rows.map((r) => r.cardNo)).toEqual([other.cardNo]);
  });

  it('refuses a card that may not take a berth and a berth it may not take, with its message, writing nothing', async () => {
    const n = await allocations();
    const refused = async (orderId: number, berth: string) => { const r = await allocate(orderId, berth); return [statusOf(r), codeOf(r)]; };
    // The grid's state says no (the same rule as the service's).
    const waiting = await cardOf('monthly', { reviewState: ARCHIVE_STATE.pendingReview });
    expect(await refused(waiting.orderId, 'A-03')).toEqual([400, 'rentalNoSpaceToAllocate']);
    const ended = await cardOf('monthly', { from: -40, to: -1 });
    expect(await refused(ended.orderId, 'A-03')).toEqual([400, 'rentalNoSpaceToAllocate']);
    // The service's own: a berth of another lot, out of service, disabled, unknown.
    const card = await cardOf('monthly');
    expect(await refused(card.orderId, 'Z-01')).toEqual([400, 'rentalBerthOfAnotherLot']);
    expect(await refused(card.orderId, 'A-OFF')).toEqual([400, 'rentalBerthUnavailable']);
    expect(await refused(card.orderId, 'A-DIS')).toEqual([400, 'rentalBerthUnavailable']);
    const unknown = await rowAction('rentalOrderAllocation', 'allocate', [card.orderId], { berthId: 999_999 });
    expect([statusOf(unknown), fieldsOf(unknown)]).toEqual([400, { berthId: 'option' }]);
    // Another lot's order is not the lot operator's.
    const elsewhere = await cardOf('monthly', { lot: lots.other });
    expect(statusOf(await allocate(elsewhere.orderId, 'Z-01', 'lotop'))).toBe(404);
    expect(await allocations()).toBe(n);
    expect((await list('rentalOrderAllocation', {}, 'lotop')).rows.every((r) => r.lotName === 'Allocation main')).toBe(true);
  });

  it('frees a berth whose card ended: the next allocation releases it', async () => {
    const gone = await cardOf('monthly', { from: -40, to: 3 });
    expect(statusOf(await allocate(gone.orderId, 'A-04'))).toBe(200);
    await db.query('UPDATE month_cards SET end_date = $2 WHERE id = $1', [gone.id, dateOfDay(today() - 1)]);
    expect((await list('rentingOut', { berthNumber: 'A-04' })).rows).toEqual([]);
    const next = await cardOf('monthly');
    expect(statusOf(await allocate(next.orderId, 'A-04'))).toBe(200);
    const rows = await db.query<{ card_id: number; released_by: string | null }>('SELECT card_id, released_by FROM card_berths WHERE berth_id = $1 ORDER BY id', [berths['A-04']]);
    expect(rows.map((r) => [Number(r.card_id), r.released_by])).toEqual([[gone.id, 'admin'], [next.id, null]]);
  });

  it('allocates a property card its own space: the dialog starts at the berth numbered as it', async () => {
    const owner = await cardOf('property', { spaceNo: 'p-07' });
    const row = () => list('propertyAllocation', { cardNo: owner.cardNo }, 'lotop').then((r) => r.rows[0]);
    expect(await row()).toMatchObject({ spaceNo: 'p-07', berthId: berths['P-07'], allocatable: 1, allocated: 0 });
    expect(statusOf(await rowAction('propertyAllocation', 'allocate', [owner.id], { berthId: berths['P-07'] }, 'lotop'))).toBe(200);
    expect(await row()).toMatchObject({ berths: 'P-07', berthId: null, releasable: 1, missing: 0 });
    // Only the property cards are listed there.
    expect((await list('propertyAllocation', {}, 'lotop')).rows.every((r) => r.packageName === 'property main')).toBe(true);
    expect(statusOf(await rowAction('propertyAllocation', 'release', [owner.id], { heldBerthId: berths['P-07'] }, 'lotop'))).toBe(200);
    expect(await row()).toMatchObject({ berths: null, berthId: berths['P-07'], releasable: 0 });
  });
});
