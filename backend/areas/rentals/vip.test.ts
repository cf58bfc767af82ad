// The VIP cards' free grants (/MonthlyRentalVipManagement, /VIPRechargeRecord; docs/rentals.md,
// "Spaces and VIP"), through the real HTTP backend: an extension is a free renewal (renewCard, amount
// 0) that waits for a second person: the card's dates unmoved and nothing booked until it is
// confirmed (then its period applied) or rejected; never by who asked it; once per key; the lists
// lot-scoped.
import { randomUUID } from 'node:crypto';
import { RENTAL_SCREENS } from '../../../lib/areas/rentals/screens';
import { dateOfDay, dayOf } from '../../../lib/parking/cards/operator-days';
import { ARCHIVE_STATE } from '../../../lib/parking/archive-machine';
import { LEASE_STATE } from '../../../lib/parking/lease-machine';
import { PACKAGE_STATE } from '../../../lib/parking/package-machine';
import type { Db } from '../../db';
import { codeOf, DEMO_PASSWORD, msgOf, statusOf, testDatabases, type TestBackend } from '../../test/harness';
import { addLotScopedUser } from '../../test/lot-scoped-user';
import { screenCalls } from '../../test/screen-calls';
import { useTestBackend } from '../../test/use-backend';

jest.setTimeout(60_000);

type Extension = { orderNo: string; paymentNo: string | null; amount: number; state: number; periodStart: string; periodEnd: string };

describe.each(testDatabases())('VIP cards\' grants and extensions on $name', (database) => {
  let db: Db;
  let t: TestBackend;
  const lots = { main: 0, other: 0 };
  const packages: Record<number, number> = {};
  const tokens: Record<string, string> = {};
  const { call, ok, list } = screenCalls({ backend: () => t, tokens, screens: RENTAL_SCREENS, pageSize: 50 });
  const today = () => dayOf(t.clock.now());
  let plate = 90_000;

  const vipCard = async (lot = lots.main, reviewState: number = ARCHIVE_STATE.confirmed) => {
    plate += 1;
    const [row] = await db.query<{ id: number; card_no: string }>(
      `INSERT INTO month_cards (lot_id, package_id, customer, phone, plates, start_date, end_date, review_state, created_by, reviewed_by, reviewed_at)
       VALUES ($1, $2, 'VIP customer', '13800138000', $3, $4, $5, $6, 'operator', 'finance', now()) RETURNING id, card_no`,
      [lot, packages[lot], `浙D${plate}`, dateOfDay(today() - 30), dateOfDay(today() + 30), reviewState]);
    return { id: Number(row.id), cardNo: row.card_no };
  };
  const extend = (cardId: number, count: number, user = 'lotop', key: string = randomUUID()) =>
    call<{ result: Extension[] }>('vipGrant', 'extend', { ids: [cardId], values: { count }, idempotencyKey: key }, user);
  const review = (action: 'confirmExtension' | 'rejectExtension', cardId: number, user = 'admin', key: string = randomUUID()) =>
    call('vipGrant', action, { ids: [cardId], values: {}, ...(action === 'confirmExtension' ? { idempotencyKey: key } : {}) }, user);
  const cardDates = async (id: number) => (await db.query<{ start: string; end: string }>(
    "SELECT to_char(start_date, 'YYYY-MM-DD') AS start, to_char(end_date, 'YYYY-MM-DD') AS end FROM month_cards WHERE id = $1", [id]))[0];
  const counts = async () => (await db.query<{ orders: number; payments: number }>(
    'SELECT (SELECT count(*)::int FROM rental_orders) AS orders, (SELECT count(*)::int FROM payments) AS payments'))[0];

  useTestBackend(database, { tokens }, async (env) => {
    ({ db, t } = env);
    for (const key of ['main', 'other'] as const) {
      [{ id: lots[key] }] = await db.query<{ id: number }>('INSERT INTO parking_lots (name, type) VALUES ($1, 1) RETURNING id', [`VIP ${key}`]);
      const [name] = await db.query<{ id: number }>("INSERT INTO month_package_names (lot_id, name, kind) VALUES ($1, $2, 'vip') RETURNING id", [lots[key], `VIP ${key}`]);
      [{ id: packages[lots[key]] }] = await db.query<{ id: number }>(
        `INSERT INTO month_packages (lot_id, name_id, pricing, free_periods, renewal_grace_days, state, created_by)
         VALUES ($1, $2, 'packagePrice', '00:00-00:00', 7, $3, 'operator') RETURNING id`, [lots[key], name.id, PACKAGE_STATE.approved]);
    }
    await addLotScopedUser(db, { login: 'lotop', name: 'Lot operator', directories: [13], pages: RENTAL_SCREENS.map((s) => s.menuId), lots: [lots.main] });
    tokens.lotop = await t.signIn('lotop', DEMO_PASSWORD);
  });

  it('records an extension for free and applies it only once a second person confirms it, once per key', async () => {
    const card = await vipCard();
    const before = { dates: await cardDates(card.id), counts: await counts() };
    const key = randomUUID();
    const [waiting] = (await ok<{ result: Extension[] }>(extend(card.id, 12, 'lotop', key))).result;
    expect(waiting).toMatchObject({ amount: 0, paymentNo: null, state: LEASE_STATE.financialPending, periodStart: dateOfDay(today() + 31) });
    // Nothing counts yet: the card's dates unmoved, nothing booked; the same press again answers the first.
    expect(await cardDates(card.id)).toEqual(before.dates);
    expect((await ok<{ result: Extension[] }>(extend(card.id, 12, 'lotop', key))).result).toEqual([waiting]);
    expect(await counts()).toEqual({ orders: before.counts.orders + 1, payments: before.counts.payments });
    const [row] = (await list('vipGrant', { cardNo: card.cardNo }, 'lotop')).rows;
    expect(row).toMatchObject({
      grantedBy: 'operator', confirmedBy: 'finance', extensions: 0, pendingOrderNo: waiting.orderNo, pendingMonths: 12, extendedBy: 'lotop', extensionPending: 1,
    });
    // Not finance's offline review (no reference to find), but the card's order waiting; a second extension waits for it.
    expect((await list('offlineRentalOrder', { orderNo: waiting.orderNo })).total).toBe(0);
    expect((await list('rentInfo', { cardNo: card.cardNo })).rows[0]).toMatchObject({ pendingOrderNo: waiting.orderNo });
    expect(codeOf(await extend(card.id, 1))).toBe('rentalOrderPending');

    // Never by who asked it; confirmed by another, its period applied, nothing booked.
    const own = await review('confirmExtension', card.id, 'lotop');
    expect([statusOf(own), codeOf(own)]).toEqual([400, 'approverIsRequester']);
    expect(statusOf(await review('confirmExtension', card.id))).toBe(200);
    expect(await cardDates(card.id)).toEqual({ start: before.dates.start, end: waiting.periodEnd });
    expect(await counts()).toEqual({ orders: before.counts.orders + 1, payments: before.counts.payments });
    expect((await list('vipGrant', { cardNo: card.cardNo })).rows[0]).toMatchObject({ extensions: 1, pendingOrderNo: null, extensionPending: 0 });
    // Nothing more to confirm.
    expect(codeOf(await review('confirmExtension', card.id))).toBe('rentalNoExtensionPending');

    // /VIPRechargeRecord: the extension, paid (amount 0), confirmed by the order's reviewer.
    const [record] = (await list('vipRentalOrder', { orderNo: waiting.orderNo }, 'lotop')).rows;
    expect(record).toMatchObject({ amount: 0, months: 12, opensCard: false, state: LEASE_STATE.paid, createdBy: 'lotop', confirmedBy: 'admin' });
  });

  it('leaves the card as it was when the extension is rejected', async () => {
    const card = await vipCard();
    const dates = await cardDates(card.id);
    const [waiting] = (await ok<{ result: Extension[] }>(extend(card.id, 3))).result;
    expect(statusOf(await review('rejectExtension', card.id))).toBe(200);
    expect(await cardDates(card.id)).toEqual(dates);
    expect((await list('vipRentalOrder', { orderNo: waiting.orderNo })).rows[0]).toMatchObject({ state: LEASE_STATE.notApproved, confirmedBy: 'admin' });
    // A renewal on the archive is the same free renewal: it waits too, and is confirmed here.
    const renew = { ids: [card.id], values: { count: 1, channel: 'cash', reference: null }, idempotencyKey: randomUUID() };
    const [renewed] = (await ok<{ result: Extension[] }>(call('monthCard', 'renew', renew))).result;
    expect(renewed).toMatchObject({ state: LEASE_STATE.financialPending, amount: 0, paymentNo: null });
    expect(await cardDates(card.id)).toEqual(dates);
    expect(statusOf(await review('confirmExtension', card.id, 'lotop'))).toBe(200);
    expect(await cardDates(card.id)).toEqual({ start: dates.start, end: renewed.periodEnd });
  });

  it('refuses what may not be extended, with its message, writing nothing', async () => {
    const before = await counts();
    const waiting = await vipCard(lots.main, ARCHIVE_STATE.pendingReview);
    const refused = await extend(waiting.id, 1);
    expect([statusOf(refused), codeOf(refused)]).toEqual([400, 'rentalCardNotConfirmed']);
    expect(msgOf(await call('vipGrant', 'extend', { ids: [waiting.id], values: { count: 1 }, idempotencyKey: randomUUID() }, 'lotop', 'en-US')))
      .toBe('This card waits for review: a card is sold more time once a second person has confirmed it.');
    expect(statusOf(await extend((await vipCard()).id, 121))).toBe(400);
    expect(codeOf(await review('confirmExtension', (await vipCard()).id))).toBe('rentalNoExtensionPending');
    // Another lot's card is not the lot operator's, nor listed to him.
    const elsewhere = await vipCard(lots.other);
    expect(statusOf(await extend(elsewhere.id, 1))).toBe(404);
    expect((await list('vipGrant', {}, 'lotop')).rows.map((r) => r.lotName)).not.toContain('VIP other');
    expect(await counts()).toEqual(before);
  });
});
