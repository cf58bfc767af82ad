// A card sold more time at the booth (/MonthlyCarRentalArchives 'renew'), through the real HTTP
// backend: the period carries on from the card's end while its renewal grace lasts, else starts
// today; the price is the package's; one rental order and one cash payment per key, audited; the
// payment is listed with every payment and counted by the daily settlement; what may not be sold
// is refused with its message and writes nothing.
import { randomUUID } from 'node:crypto';
import { RENTAL_SCREENS } from '../../../lib/areas/rentals/screens';
import { dateOfDay, dayOf } from '../../../lib/parking/cards/operator-days';
import { ARCHIVE_STATE } from '../../../lib/parking/archive-machine';
import { LEASE_STATE } from '../../../lib/parking/lease-machine';
import { PACKAGE_STATE } from '../../../lib/parking/package-machine';
import { SCREENS } from '../../../lib/screens/registry';
import type { Db } from '../../db';
import { codeOf, statusOf, testDatabases, type TestBackend } from '../../test/harness';
import { screenCalls } from '../../test/screen-calls';
import { useTestBackend } from '../../test/use-backend';

jest.setTimeout(60_000);

describe.each(testDatabases())('selling a card more time on $name', (database) => {
  let db: Db;
  let t: TestBackend;
  let lot = 0;
  const packages: Record<string, number> = {};
  const tokens: Record<string, string> = {};
  const { call, ok, list } = screenCalls({ backend: () => t, tokens, screens: SCREENS, pageSize: 50 });
  const today = () => dayOf(t.clock.now());
  let plate = 60_000;

  /** A confirmed card of the package from `from` to `to` (days from today). */
  const cardOf = async (pkg: string, from: number, to: number, extra: Record<string, unknown> = {}) => {
    plate += 1;
    const [row] = await db.query<{ id: number }>(
      `INSERT INTO month_cards (lot_id, package_id, customer, phone, plates, start_date, end_date, review_state, created_by, paused_at)
       VALUES ($1, $2, 'Customer', '13800138000', $3, $4, $5, $6, 'operator', $7) RETURNING id`,
      [lot, packages[pkg], `浙A${plate}`, dateOfDay(today() + from), dateOfDay(today() + to), extra.reviewState ?? ARCHIVE_STATE.confirmed, extra.pausedAt ?? null]);
    await db.query('INSERT INTO month_card_plates (card_id, lot_id, plate) VALUES ($1, $2, $3)', [row.id, lot, `浙A${plate}`]);
    return Number(row.id);
  };
  type Sold = { affected: number; result: { orderNo: string; paymentNo: string | null; amount: number; periodStart: string; periodEnd: string; continued: boolean }[] };
  const renew = (cardId: number, count: number, key: string = randomUUID()) =>
    call<Sold>('monthCard', 'renew', { ids: [cardId], values: { count, channel: 'cash' }, idempotencyKey: key });
  const sold = (cardId: number, count: number, key?: string) => ok<Sold>(renew(cardId, count, key));
  const cardDates = async (id: number) => (await db.query<{ start: string; end: string }>(
    "SELECT to_char(start_date, 'YYYY-MM-DD') AS start, to_char(end_date, 'YYYY-MM-DD') AS end FROM month_cards WHERE id = $1", [id]))[0];
  const counts = async () => (await db.query<{ orders: number; payments: number }>(
    'SELECT (SELECT count(*)::int FROM rental_orders) AS orders, (SELECT count(*)::int FROM payments) AS payments'))[0];

  useTestBackend(database, { tokens }, async (env) => {
    ({ db, t } = env);
    [{ id: lot }] = await db.query<{ id: number }>("INSERT INTO parking_lots (name, type) VALUES ('Rental lot', 2) RETURNING id");
    const add = async (key: string, kind: string, terms: Record<string, unknown>, state: number = PACKAGE_STATE.approved) => {
      const [name] = await db.query<{ id: number }>('INSERT INTO month_package_names (lot_id, name, kind) VALUES ($1, $2, $3) RETURNING id', [lot, `${key} name`, kind]);
      [{ id: packages[key] }] = await db.query<{ id: number }>(
        `INSERT INTO month_packages (lot_id, name_id, pricing, price, months, choice_prices, daily_rate, free_periods, renewal_grace_days, short_balance, state, created_by)
         VALUES ($1, $2, $3, $4, $5, $6, $7, '00:00-00:00', 7, $8, $9, 'operator') RETURNING id`,
        [lot, name.id, terms.pricing ?? 'packagePrice', terms.price ?? null, terms.months ?? null, terms.choicePrices ?? null, terms.dailyRate ?? null, terms.shortBalance ?? null, state]);
    };
    await add('monthly', 'monthly', { price: 30_000, months: '1,12' });
    await add('choices', 'multiMonth', { months: '3,6,12', choicePrices: '3:85000,6:160000,12:300000' });
    await add('vip', 'vip', {});
    await add('day', 'day', { price: 2_000 });
    await add('stored', 'storedValue', { shortBalance: 'visitor' });
    await add('gone', 'monthly', { price: 30_000, months: '1,12' }, PACKAGE_STATE.discontinued);
  });

  it('renews from the card\'s end, once per key, paid in cash and booked like any payment', async () => {
    const id = await cardOf('monthly', -10, 20);
    const key = randomUUID();
    const first = await sold(id, 3, key);
    const [result] = first.result;
    expect(result).toMatchObject({ amount: 90_000, periodStart: dateOfDay(today() + 21), continued: true });
    expect(result.orderNo).toMatch(/^M\d{14}$/);
    expect((await cardDates(id)).end).toBe(result.periodEnd);
    expect((await cardDates(id)).start).toBe(dateOfDay(today() - 10));
    // The same press again: the first answer, nothing booked twice.
    const before = await counts();
    expect((await sold(id, 3, key)).result).toEqual(first.result);
    expect(await counts()).toEqual(before);

    // Listed with every payment, under the rental order's number; on /MonthlyOrders; in the daily settlement.
    const [payment] = (await list('payment', { paymentNo: result.paymentNo })).rows;
    expect(payment).toMatchObject({ orderNo: result.orderNo, amount: 90_000, channel: 'cash', lotName: 'Rental lot' });
    const [order] = (await list('rentalOrder', { orderNo: result.orderNo })).rows;
    expect(order).toMatchObject({ amount: 90_000, months: 3, state: LEASE_STATE.paid, paymentNo: result.paymentNo, kind: 'monthly', createdBy: 'admin' });
    const [day] = await db.query<{ receivable: string; paid_cash: string }>(
      "SELECT receivable, paid_cash FROM daily_settlement WHERE lot_id = $1 AND day = $2::date", [lot, dateOfDay(today())]);
    const [sums] = await db.query<{ amount: string }>('SELECT sum(amount) AS amount FROM rental_orders WHERE lot_id = $1', [lot]);
    expect([Number(day.receivable), Number(day.paid_cash)]).toEqual([Number(sums.amount), Number(sums.amount)]);
    const audited = await db.query<{ entity: string }>("SELECT entity FROM audit_log WHERE action = 'rentals.renewCard' ORDER BY id");
    expect(audited.map((a) => a.entity).sort()).toEqual(['monthCard', 'payment', 'rentalOrder']);
  });

  it('starts a new period today once the renewal grace is over, at a choice\'s or a day\'s price, free for a VIP', async () => {
    const lapsed = await cardOf('monthly', -60, -10);
    const [fresh] = (await sold(lapsed, 1)).result;
    expect(fresh).toMatchObject({ periodStart: dateOfDay(today()), continued: false, amount: 30_000 });
    expect(await cardDates(lapsed)).toEqual({ start: dateOfDay(today()), end: fresh.periodEnd });
    expect((await sold(await cardOf('choices', -5, 5), 6)).result[0].amount).toBe(160_000);
    expect((await sold(await cardOf('day', 0, 0), 7)).result[0]).toMatchObject({ amount: 14_000, periodEnd: dateOfDay(today() + 7) });
    const vip = (await sold(await cardOf('vip', -5, 5), 12)).result[0];
    expect([vip.amount, vip.paymentNo]).toEqual([0, null]);
  });

  it('refuses what may not be sold, with its message, writing nothing', async () => {
    const before = await counts();
    const refused = async (id: number, count = 1) => { const r = await renew(id, count); return [statusOf(r), codeOf(r)]; };
    expect(await refused(await cardOf('monthly', 0, 10, { reviewState: ARCHIVE_STATE.pendingReview }))).toEqual([400, 'rentalCardNotConfirmed']);
    expect(await refused(await cardOf('monthly', -5, 10, { pausedAt: new Date(t.clock.now()).toISOString() }))).toEqual([400, 'rentalCardPaused']);
    expect(await refused(await cardOf('gone', -5, 10))).toEqual([400, 'packageNotSellable']);
    expect(await refused(await cardOf('stored', -5, 10))).toEqual([400, 'rentalStoredValueRecharged']);
    expect(await refused(await cardOf('monthly', -5, 10), 13)).toEqual([400, 'rentalMonthsOutOfRange']);
    expect(await refused(await cardOf('choices', -5, 10), 4)).toEqual([400, 'rentalMonthsNotOffered']);
    expect(await counts()).toEqual(before);
  });
});
