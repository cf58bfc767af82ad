// The coupon reports agree with the books (docs/merchants.md, "Coupon reports"): for a period and a
// lot, the relief on /CouponOrderStatistics equals the orders' discount rows of kind 'coupon' and the
// coupons' part of the daily settlement's discounted; the merchants' charges equal their ledgers'
// 'couponUse' rows (fen and minutes apart); /MerchantCouponUsage shows the same figures for the
// merchant's period and its limits as the issuing counts them; /CouponDealInfo lists each order with
// its coupons' relief. A merchant's staff see only their merchant's rows. Through the real backend.
import { randomUUID } from 'node:crypto';
import { sumCouponDays } from '../../../lib/areas/merchants/coupon-figures';
import { dateOfDay, dayOf } from '../../../lib/parking/cards/operator-days';
import { SCREENS } from '../../../lib/screens/registry';
import type { Db } from '../../db';
import { runService } from '../../kernel/service';
import { ADMIN_PASSWORD, DEMO_PASSWORD, testDatabases, type TestBackend } from '../../test/harness';
import { addLotScopedUser } from '../../test/lot-scoped-user';
import { DAY, HOUR, MINUTE, addLot, addRate, enter } from '../../test/orders-fixtures';
import { screenCalls } from '../../test/screen-calls';
import { useTestBackend } from '../../test/use-backend';
import { bookPayment, giveDiscount } from '../charging';
import { expireCoupons } from '../charging/coupons/expire';
import { exitStay } from '../charging/stays';

jest.setTimeout(180_000);

const PAGES = [1501, 1506, 1507, 1520, 1521, 1522];
const date = (at: number) => dateOfDay(dayOf(at));

describe.each(testDatabases())('coupon reports on $name', (database) => {
  let db: Db;
  let t: TestBackend;
  const tokens: Record<string, string> = {};
  const { call, ok, create, list } = screenCalls({ backend: () => t, tokens, screens: SCREENS, pageSize: 100 });
  let lot = 0;
  let otherLot = 0;
  const merchants = { mall: 0, hotel: 0, clinic: 0, elsewhere: 0 };
  let plateNo = 0;
  const plate = () => `浙E${String((plateNo += 1)).padStart(5, '0')}`;
  let firstDay = '';
  let secondDay = '';

  const couponType = async (merchantId: number, values: Record<string, unknown>) => (await create('couponType', {
    merchantId, name: `Coupon ${randomUUID().slice(0, 8)}`, kind: 'cash', minutes: null, amount: null, discount: null, hours: null, windows: null,
    validHours: 24, onePerPlate: false, multiUse: false, charge: 'relief', chargeAmount: null, chargeMax: null, status: 1, remark: null, ...values,
  })).id;
  const issue = async (typeId: number, p: string) =>
    ok(call('couponType', 'issue', { ids: [typeId], values: { plate: p }, idempotencyKey: randomUUID() }));
  const leave = (stayId: number, at: number) => db.transaction((tx) => runService(tx, exitStay, { stayId, source: 'camera' }, { name: 'lane', userId: null }, { at }));
  const pay = (stayId: number, at: number) => db.transaction((tx) => runService(tx, bookPayment, { stayId, channel: 'cash', place: 'booth' },
    { name: 'cashier', userId: null }, { at, idempotencyKey: `report-pay-${stayId}-0001` }));
  /** A car comes in three hours before now with a coupon of the type, leaves now (8.00 by the rate) and, unless told, pays the rest. */
  const visit = async (lotId: number, typeId: number, { paid = true, cashierDiscount = 0 } = {}) => {
    const p = plate();
    const stay = await enter(db, lotId, p, t.clock.now() - 3 * HOUR - 10 * MINUTE);
    await issue(typeId, p);
    // Priced after the coupon was issued (a coupon applies to pricings after its issue).
    const now = t.clock.now() + 1_000;
    const left = await leave(stay.id, now);
    if (cashierDiscount) {
      await db.transaction((tx) => runService(tx, giveDiscount, { orderId: left.order.id, amount: cashierDiscount, reason: 'complaint' },
        { name: 'cashier', userId: null }, { at: now, idempotencyKey: randomUUID() }));
    }
    if (paid) await pay(stay.id, now);
    return left.order;
  };

  useTestBackend(database, { tokens, timeoutMs: 180_000 }, async (env) => {
    ({ db, t } = env);
    lot = await addLot(db, 'Report lot');
    otherLot = await addLot(db, 'Other report lot');
    await addRate(db, lot);
    await addRate(db, otherLot);
    [{ id: merchants.mall }, { id: merchants.hotel }, { id: merchants.clinic }, { id: merchants.elsewhere }] = await db.query<{ id: number }>(
      `INSERT INTO merchants (lot_id, name, settlement, discount, balance, minutes, minute_price, arrears_limit, state, limit_count) VALUES
         ($1, 'Mall', 'prepaid', 8, 100000, 0, NULL, 0, 1, 10), ($1, 'Hotel', 'postpaid', 10, 0, 0, NULL, 50000, 1, NULL),
         ($1, 'Clinic', 'minutes', 9, 0, 10000, 10, 0, 1, NULL), ($2, 'Elsewhere', 'prepaid', 10, 100000, 0, NULL, 0, 1, NULL) RETURNING id`, [lot, otherLot]);
    await addLotScopedUser(db, { login: 'mall-reader', name: 'Mall reader', directories: [1, 12, 15], pages: PAGES, lots: [lot] });
    await db.query("UPDATE users SET merchant_id = $1 WHERE login_name = 'mall-reader'", [merchants.mall]);
    tokens['mall-reader'] = await t.signIn('mall-reader', DEMO_PASSWORD);

    const cash = await couponType(merchants.mall, { kind: 'cash', amount: 500 });
    const eighty = await couponType(merchants.hotel, { kind: 'percentage', discount: 8 });
    const hour = await couponType(merchants.clinic, { kind: 'time', minutes: 60 });
    const short = await couponType(merchants.mall, { kind: 'cash', amount: 200, validHours: 1 });
    const away = await couponType(merchants.elsewhere, { kind: 'cash', amount: 300 });
    // The first day: used coupons of the three kinds, one beside a cashier's discount, one left owing (in use, not charged).
    firstDay = date(t.clock.now());
    await visit(lot, cash);
    await visit(lot, eighty, { cashierDiscount: 100 });
    await visit(lot, hour);
    await visit(lot, cash, { paid: false });
    await visit(otherLot, away);
    // One voided by hand, one expiring unused.
    const voided = plate();
    await issue(cash, voided);
    const [{ id: voidedId }] = await db.query<{ id: number }>('SELECT id FROM coupons WHERE plate = $1', [voided]);
    await ok(call('coupon', 'void', { ids: [voidedId], values: { reason: 'given by mistake' }, idempotencyKey: randomUUID() }));
    await issue(short, plate());
    // The next day: the short one has expired; another mall coupon used.
    t.clock.advance(DAY);
    secondDay = date(t.clock.now());
    // A day on, the tokens have expired: signed in again.
    tokens.admin = await t.signIn('admin', ADMIN_PASSWORD);
    tokens['mall-reader'] = await t.signIn('mall-reader', DEMO_PASSWORD);
    await expireCoupons(db, t.clock.now());
    await visit(lot, cash);
  });

  /** The books' own figures for the lot and days, read apart from the reports (days of the operator's clock, UTC+8). */
  const books = async (from: string, to: string) => {
    const inDays = (column: string) => `(timezone('UTC', ${column}) + interval '8 hours')::date BETWEEN $2::date AND $3::date`;
    const [row] = await db.query<Record<string, string>>(
      `SELECT (SELECT coalesce(sum(amount), 0) FROM order_discounts WHERE lot_id = $1 AND kind = 'coupon' AND ${inDays('at')}) AS coupon_discounts,
              (SELECT coalesce(sum(amount), 0) FROM order_discounts WHERE lot_id = $1 AND kind = 'discount' AND ${inDays('at')}) AS cashier_discounts,
              (SELECT coalesce(-sum(change), 0) FROM merchant_ledger WHERE lot_id = $1 AND cause = 'couponUse' AND unit = 'fen' AND ${inDays('at')}) AS ledger_fen,
              (SELECT coalesce(-sum(change), 0) FROM merchant_ledger WHERE lot_id = $1 AND cause = 'couponUse' AND unit = 'minutes' AND ${inDays('at')}) AS ledger_minutes`,
      [lot, from, to]);
    return Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v)]));
  };
  const statistics = async (from: string, to: string, user = 'admin', filters: Record<string, unknown> = { lotId: lot }) =>
    (await list('couponStatistics', { day: { from, to }, ...filters }, user)).rows;
  const settlementDiscounted = async (from: string, to: string) =>
    (await list('dailySettlement', { day: { from, to }, lotId: lot })).rows.reduce((sum, r) => sum + Number(r.discounted), 0);

  it.each([['the first day', 0, 0], ['the second day', 1, 1], ['both days', 0, 1]])(
    'agrees with the orders, the daily settlement and the ledgers over %s', async (_name, fromIndex, toIndex) => {
      const [from, to] = [[firstDay, secondDay][fromIndex], [firstDay, secondDay][toIndex]];
      const total = sumCouponDays(await statistics(from, to));
      const book = await books(from, to);
      expect(total.relief).toBeGreaterThan(0);
      expect(total.relief).toBe(book.coupon_discounts);
      // The settlement's discounted is the coupons' relief and the cashiers' discounts, nothing else.
      expect(await settlementDiscounted(from, to)).toBe(total.relief + book.cashier_discounts);
      expect(total.chargeFen).toBe(book.ledger_fen);
      expect(total.chargeMinutes).toBe(book.ledger_minutes);
    });

  it('counts coupons issued, used, expired and void on their days', async () => {
    const first = sumCouponDays(await statistics(firstDay, firstDay));
    const second = sumCouponDays(await statistics(secondDay, secondDay));
    // The first day: 4 visits, one voided, one short (the other lot's not counted); 3 used (one left owing).
    expect(first).toMatchObject({ issued: 6, used: 3, voided: 1, expired: 0 });
    expect(second).toMatchObject({ issued: 1, used: 1, voided: 0, expired: 1 });
    // 5.00 by the mall's cash coupon, 1.60 by the hotel's 80 %, 2.00 by the clinic's hour, 5.00 left owing.
    expect(first.relief).toBe(500 + 160 + 200 + 500);
    expect(first.chargeFen).toBe(500 + 160);
    // The clinic pays 2.00 in minutes at 0.10 a minute.
    expect(first.chargeMinutes).toBe(20);
  });

  it("shows each merchant's period as the statistics count it, beside its limits", async () => {
    const usage = (await list('merchantCouponUsage', { lotId: lot })).rows;
    const mall = usage.find((r) => r.id === merchants.mall)!;
    const today = sumCouponDays(await statistics(secondDay, secondDay, 'admin', { lotId: lot, merchantId: merchants.mall }));
    // The limits' period is a day: the second day's figures.
    expect(mall).toMatchObject({ periodFrom: secondDay, issued: today.issued, used: today.used, relief: today.relief, chargeFen: today.chargeFen });
    expect(mall).toMatchObject({ limitCount: 10, issuedCount: 1, issuedAmount: 500, nearestLimit: 10 });
    expect(usage.find((r) => r.id === merchants.hotel)).toMatchObject({ issued: 0, nearestLimit: null });
  });

  it('lists the orders coupons took money off, with each coupon in the detail', async () => {
    const deals = (await list('couponDeal', { lotId: lot })).rows;
    expect(deals).toHaveLength(5);
    const [all] = await db.query<{ sum: string }>("SELECT sum(amount) FROM order_discounts WHERE lot_id = $1 AND kind = 'coupon'", [lot]);
    expect(deals.reduce((sum, r) => sum + Number(r.couponRelief), 0)).toBe(Number(all.sum));
    const hotelDeal = deals.find((r) => Number(r.otherDiscount) > 0)!;
    expect(hotelDeal).toMatchObject({ receivable: 800, coupons: 1, couponRelief: 160, otherDiscount: 100 });
    const detail = await ok<{ sections: { coupons: Record<string, unknown>[] } }>(call('couponDeal', 'detail', { id: hotelDeal.id }));
    expect(detail.sections.coupons).toEqual([expect.objectContaining({ merchantName: 'Hotel', kind: 'percentage', relief: 160, useState: 2, chargeFen: 160 })]);
  });

  it("shows a merchant's staff only their merchant's rows", async () => {
    const theirs = await statistics(firstDay, secondDay, 'mall-reader', {});
    expect(theirs.length).toBeGreaterThan(0);
    expect(new Set(theirs.map((r) => r.merchantName))).toEqual(new Set(['Mall']));
    expect((await list('merchantCouponUsage', {}, 'mall-reader')).rows.map((r) => r.id)).toEqual([merchants.mall]);
  });
});
