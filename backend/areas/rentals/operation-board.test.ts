// The monthly rental operation board and the customer look-up through the real HTTP backend: the
// board's figures for a seeded lot, each agreeing with the list that explains it; the expiring
// card's notice shown once queued; a lot-scoped user sees his lots only, on the board and in the
// look-up; a look-up by phone and by plate (cards, orders, stays); a text that is neither refused
// with its message.
import { randomUUID } from 'node:crypto';
import { MONTHLY_CUSTOMER_LOOKUP, MONTHLY_RENTAL_OPERATION } from '../../../lib/areas/rentals/pages';
import { RENTAL_SCREENS } from '../../../lib/areas/rentals/screens';
import { ARCHIVE_STATE } from '../../../lib/parking/archive-machine';
import { dateOfDay, dayOf } from '../../../lib/parking/cards/operator-days';
import { LEASE_STATE } from '../../../lib/parking/lease-machine';
import { PACKAGE_STATE } from '../../../lib/parking/package-machine';
import { PAGE_HANDLER } from '../../../lib/pages/types';
import { isoAt, type Db } from '../../db';
import { codeOf, DEMO_PASSWORD, msgOf, statusOf, testDatabases, type TestBackend } from '../../test/harness';
import { addLotScopedUser } from '../../test/lot-scoped-user';
import { screenCalls } from '../../test/screen-calls';
import { useTestBackend } from '../../test/use-backend';
import { queueExpiryNotices } from './expiry-notices';

jest.setTimeout(60_000);

interface LotFigures { lotId: number; lotName: string; active: number; inGrace: number; paused: number; expiringSoon: number; pendingCards: number; pendingOrders: number; refundsWaiting: number; revenue: number; rentals: number; recharges: number; refunded: number }
interface Board { at: string; month: string; withinDays: number; lots: LotFigures[]; expiring: { cardNo: string; daysLeft: number; notice: string | null; noticeAt: string | null }[] }
interface Lookup { kind: string; value: string; cards: { cardNo: string; lotName: string; state: string | null; daysLeft: number | null; reviewState: number }[]; orders: { orderNo: string; amount: number; state: number; kind: string }[]; refunds: unknown[]; stays: { stayNo: string; lotName: string }[] }

describe.each(testDatabases())('the operation board and the look-up on $name', (database) => {
  let db: Db;
  let t: TestBackend;
  const tokens: Record<string, string> = {};
  const lots = { north: 0, south: 0 };
  const packages = { north: 0, south: 0 };
  const { call, ok, list } = screenCalls({ backend: () => t, tokens, screens: RENTAL_SCREENS, pageSize: 100 });
  const today = () => dayOf(t.clock.now());
  const page = <T>(decl: { key: string }, operation: string, datas: Record<string, unknown>, user = 'admin', language?: 'zh-CN' | 'en-US') =>
    t.call<T>(PAGE_HANDLER, datas, { token: tokens[user], getList: `${decl.key}.${operation}`, ...(language ? { language } : {}) });
  const board = async (user = 'admin') => ok<Board>(page(MONTHLY_RENTAL_OPERATION, 'board', {}, user));
  const lookup = (query: string, user = 'admin', language?: 'zh-CN' | 'en-US') => page<Lookup>(MONTHLY_CUSTOMER_LOOKUP, 'lookup', { query }, user, language);
  let plate = 10_000;
  const nextPlate = () => `浙C${(plate += 1)}`;

  /** A card written straight into the tables: its dates relative to today, confirmed unless told. */
  const addCard = async (lot: 'north' | 'south', from: number, to: number, extra: { reviewState?: number; pausedAt?: number; plates?: string; phone?: string } = {}) => {
    const plates = extra.plates ?? nextPlate();
    const [card] = await db.query<{ id: number; card_no: string }>(
      `INSERT INTO month_cards (lot_id, package_id, customer, phone, plates, start_date, end_date, review_state, paused_at, created_by)
       VALUES ($1, $2, '钱伟', $3, $4, $5, $6, $7, $8, 'operator') RETURNING id, card_no`,
      [lots[lot], packages[lot], extra.phone ?? '13700000000', plates, dateOfDay(today() + from), dateOfDay(today() + to),
        extra.reviewState ?? ARCHIVE_STATE.confirmed, extra.pausedAt === undefined ? null : isoAt(extra.pausedAt)]);
    await db.query('INSERT INTO month_card_plates (card_id, lot_id, plate) VALUES ($1, $2, $3)', [card.id, lots[lot], plates]);
    return { id: Number(card.id), cardNo: card.card_no, plates };
  };

  useTestBackend(database, { tokens }, async (env) => {
    ({ db, t } = env);
    [lots.north, lots.south] = (await db.query<{ id: number }>(
      "INSERT INTO parking_lots (name, type) VALUES ('North lot', 2), ('South lot', 2) RETURNING id")).map((r) => Number(r.id));
    const [template] = await db.query<{ id: number }>(
      "INSERT INTO sms_templates (code, name, content) VALUES ('8802', 'Card ends', 'Card {cardNo} ({plate}) at {lot} ends {endDate}.') RETURNING id");
    for (const lot of ['north', 'south'] as const) {
      const [name] = await db.query<{ id: number }>("INSERT INTO month_package_names (lot_id, name, kind) VALUES ($1, 'Monthly', 'monthly') RETURNING id", [lots[lot]]);
      [{ id: packages[lot] }] = await db.query<{ id: number }>(
        `INSERT INTO month_packages (lot_id, name_id, pricing, price, months, free_periods, grace_days, notice_days, notice_template_id, state, created_by)
         VALUES ($1, $2, 'packagePrice', 30000, '1,12', '00:00-00:00', 3, 3, $3, $4, 'operator') RETURNING id`, [lots[lot], name.id, template.id, PACKAGE_STATE.approved]);
      packages[lot] = Number(packages[lot]);
    }
    await addLotScopedUser(db, {
      login: 'northoffice', name: 'North office', directories: [10, 13],
      pages: [...RENTAL_SCREENS.map((s) => s.menuId), MONTHLY_RENTAL_OPERATION.menuId, MONTHLY_CUSTOMER_LOOKUP.menuId], lots: [lots.north],
    });
    tokens.north = await t.signIn('northoffice', DEMO_PASSWORD);
  });

  it('counts a seeded lot\'s figures, each as the list that explains it counts it', async () => {
    // North: a card sold in cash (30 days on), one paid offline waiting for finance, one registered
    // and waiting for review, one ending in 2 days, one ended 2 days ago (3 days of grace), one
    // paused since yesterday, one ended long ago. South: one active card.
    const sell = (values: Record<string, unknown>) => ok<{ result: { cardNo: string; orderNo: string }[] }>(call('packageSale', 'sell', {
      ids: [packages.north], values: { customer: '赵磊', phone: '13900000001', plates: nextPlate(), spaces: 1, spaceNo: null, count: 1, channel: 'cash', reference: null, ...values },
      idempotencyKey: randomUUID(),
    }));
    await sell({});
    await sell({ channel: 'alipay', reference: `ALI-${randomUUID().slice(0, 8)}`, phone: '13900000002' });
    await ok(call('monthCard', 'create', { values: {
      lotId: lots.north, packageId: packages.north, customer: '孙丽', phone: '13900000003', plates: nextPlate(), spaces: 1, spaceNo: null,
      startDate: dateOfDay(today()), endDate: dateOfDay(today() + 29), remark: null,
    } }));
    const ending = await addCard('north', -28, 2);
    await addCard('north', -30, -2);
    await addCard('north', -10, 20, { pausedAt: t.clock.now() - 86_400_000 });
    await addCard('north', -90, -60);
    await addCard('south', -5, 25);

    const north = (await board()).lots.find((l) => l.lotId === lots.north)!;
    expect(north).toMatchObject({
      active: 2, inGrace: 1, paused: 1, expiringSoon: 1, pendingCards: 2, pendingOrders: 1, refundsWaiting: 0,
      rentals: 30_000, recharges: 0, refunded: 0, revenue: 30_000,
    });
    // The lists, filtered to the lot, say the same.
    const reviewList = await list('monthCardReview', { lotId: lots.north, reviewState: ARCHIVE_STATE.pendingReview });
    expect(north.pendingCards).toBe(reviewList.total);
    const offline = await list('offlineRentalOrder', { lotId: lots.north, state: LEASE_STATE.financialPending });
    expect(north.pendingOrders).toBe(offline.total);
    const payments = await list('rentalPayment', { lotId: lots.north });
    expect(north.rentals).toBe(payments.rows.reduce((n, r) => n + Number(r.amount), 0));
    const cards = (await list('monthCard', { lotId: lots.north })).rows.filter((r) => r.reviewState === ARCHIVE_STATE.confirmed);
    const validity = (state: string) => cards.filter((r) => r.validity === state).length;
    expect([north.active, north.inGrace, north.paused]).toEqual([validity('active'), validity('inGrace'), validity('paused')]);
    expect(north.expiringSoon).toBe(cards.filter((r) => r.validity === 'active' && Number(r.daysLeft) <= 7).length);

    // The card ending in 2 days: not told yet, then told once the notices run.
    expect((await board()).expiring).toEqual([expect.objectContaining({ cardNo: ending.cardNo, daysLeft: 2, notice: null, noticeAt: null })]);
    const told = t.clock.now();
    expect((await queueExpiryNotices(db, told)).queued).toEqual([ending.id]);
    expect((await board()).expiring).toEqual([expect.objectContaining({ cardNo: ending.cardNo, notice: 'queued', noticeAt: isoAt(told) })]);
  });

  it('shows a lot-scoped user his lots only', async () => {
    expect((await board()).lots.map((l) => l.lotName)).toEqual(['North lot', 'South lot']);
    expect((await board('north')).lots.map((l) => l.lotName)).toEqual(['North lot']);
    const shared = nextPlate();
    await addCard('north', -1, 29, { plates: shared, phone: '13600000001' });
    await addCard('south', -1, 29, { plates: shared, phone: '13600000001' });
    expect((await ok<Lookup>(lookup('13600000001'))).cards.map((c) => c.lotName).sort()).toEqual(['North lot', 'South lot']);
    expect((await ok<Lookup>(lookup('136-0000-0001', 'north'))).cards.map((c) => c.lotName)).toEqual(['North lot']);
    expect((await ok<Lookup>(lookup(shared, 'north'))).cards.map((c) => c.lotName)).toEqual(['North lot']);
  });

  it('finds a customer\'s cards and orders by phone, and a plate\'s cards and stays', async () => {
    const byPhone = await ok<Lookup>(lookup('139 0000 0001'));
    expect(byPhone).toMatchObject({ kind: 'phone', value: '13900000001' });
    expect(byPhone.cards).toEqual([expect.objectContaining({ lotName: 'North lot', state: 'active', daysLeft: expect.any(Number), reviewState: ARCHIVE_STATE.confirmed })]);
    expect(byPhone.orders).toEqual([expect.objectContaining({ amount: 30_000, state: LEASE_STATE.paid, kind: 'rental' })]);

    const car = await addCard('north', -5, 25);
    const now = t.clock.now();
    await db.query(
      `INSERT INTO stays (stay_no, lot_id, plate, state, entry_at, entry_source, exit_at, card_reason, updated_at)
       VALUES ('S-LOOKUP-1', $1, $2, 2, $3, 'camera', $4, 'monthlyCard', $4), ('S-LOOKUP-2', $5, $2, 2, $3, 'camera', $4, NULL, $4)`,
      [lots.north, car.plates, isoAt(now - 7_200_000), isoAt(now - 3_600_000), lots.south]);
    const byPlate = await ok<Lookup>(lookup(car.plates.toLowerCase(), 'north'));
    expect(byPlate).toMatchObject({ kind: 'plate', value: car.plates, cards: [expect.objectContaining({ cardNo: car.cardNo })] });
    expect(byPlate.stays.map((s) => [s.stayNo, s.lotName])).toEqual([['S-LOOKUP-1', 'North lot']]);
  });

  it('refuses a text that is neither a phone nor a plate, with its message', async () => {
    const refused = await lookup('not a plate', 'admin', 'en-US');
    expect([statusOf(refused), codeOf(refused), msgOf(refused)]).toEqual([400, 'rentalLookupInvalid', 'Type a phone number or a plate number (at most 20 characters).']);
    expect(statusOf(await lookup('1'.repeat(21)))).toBe(400);
  });
});
