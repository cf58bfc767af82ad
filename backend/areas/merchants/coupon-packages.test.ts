// Coupon packages sold to drivers through the real HTTP backend and the charging core
// (docs/merchants.md, "Promotions"): a package is sold only once a second person approved it and
// inside its sale dates; sold in cash, its payment is booked once per key and its coupons issued to
// the plate in the same transaction; a coupon is used at a stay's pricing charging no merchant; the
// daily settlement counts the sale as money received; the orders and the coupons' history list them.
import { randomUUID } from 'node:crypto';
import { dateOfDay, dayOf } from '../../../lib/parking/cards/operator-days';
import { COUPON_STATE } from '../../../lib/parking/coupons/coupon-machine';
import { SCREENS } from '../../../lib/screens/registry';
import type { Db } from '../../db';
import { runService } from '../../kernel/service';
import { DEMO_PASSWORD, codeOf, statusOf, testDatabases, type TestBackend } from '../../test/harness';
import { addLotScopedUser } from '../../test/lot-scoped-user';
import { HOUR, MINUTE, addLot, addRate, enter } from '../../test/orders-fixtures';
import { clock, priced, rates } from '../../../lib/tariff/fixtures';
import { screenCalls } from '../../test/screen-calls';
import { useTestBackend } from '../../test/use-backend';
import { bookPayment } from '../charging';
import { exitStay } from '../charging/stays';

jest.setTimeout(120_000);

type Sale = { orderNo: string; paymentNo: string; plate: string; coupons: number; price: number };

describe.each(testDatabases())('coupon packages on $name', (database) => {
  let db: Db;
  let t: TestBackend;
  const tokens: Record<string, string> = {};
  const { call, ok, create, list, rowAction } = screenCalls({ backend: () => t, tokens, screens: SCREENS, pageSize: 50 });
  let lot = 0;
  let n = 0;

  const pack = (values: Record<string, unknown> = {}) => create('couponPackage', {
    lotId: lot, name: `Pack ${(n += 1)}`, kind: 'time', minutes: 60, amount: null, discount: null, hours: null, windows: null,
    validHours: 24 * 30, couponCount: 3, price: 1_000, saleFrom: null, saleTo: null, remark: null, ...values,
  });
  const sell = (id: number, plate: string, key = randomUUID(), extra: Record<string, unknown> = {}) =>
    call<{ result: Sale[] }>('couponPackage', 'sell', { ids: [id], values: { plate, channel: 'cash', reference: null, ...extra }, idempotencyKey: key }, 'admin', 'en-US');
  const leave = (stayId: number, at: number) => db.transaction((tx) => runService(tx, exitStay, { stayId, source: 'camera' }, { name: 'lane', userId: null }, { at }));
  const pay = (stayId: number, at: number) => db.transaction((tx) => runService(tx, bookPayment, { stayId, channel: 'cash', place: 'booth' },
    { name: 'cashier', userId: null }, { at, idempotencyKey: `pack-pay-${stayId}-0001` }));
  const settlement = async () => (await db.query<{ receivable: string; paid_cash: string; discounted: string }>(
    'SELECT receivable, paid_cash, discounted FROM daily_settlement WHERE lot_id = $1 AND day = $2::date', [lot, dateOfDay(dayOf(t.clock.now()))]))[0];

  useTestBackend(database, { tokens, timeoutMs: 120_000 }, async (env) => {
    ({ db, t } = env);
    lot = await addLot(db, 'Package lot');
    await addRate(db, lot, rates(clock([priced('all', '00:00', 60, 200)])));
    await addLotScopedUser(db, { login: 'fin', name: 'Package finance', directories: [15], pages: [1515, 1516, 1517], lots: [lot] });
    tokens.fin = await t.signIn('fin', DEMO_PASSWORD);
  });

  it('sells only an approved package, inside its sale dates, approved by someone other than its author', async () => {
    const p = await pack();
    expect(codeOf(await sell(p.id, '浙F10001'))).toBe('couponPackageNotOnSale');
    expect(codeOf(await rowAction('couponPackage', 'approve', [p.id], {}, 'admin', 'en-US'))).toBe('approverIsRequester');
    await ok(rowAction('couponPackage', 'approve', [p.id], {}, 'fin'));
    const later = await pack({ saleFrom: '2099-01-01' });
    await ok(rowAction('couponPackage', 'approve', [later.id], {}, 'fin'));
    const refused = await sell(later.id, '浙F10001');
    expect([statusOf(refused), codeOf(refused)]).toEqual([400, 'couponPackageOutsideSale']);
    expect((await db.query('SELECT 1 FROM coupon_orders')).length).toBe(0);
  });

  it('books the cash once per key, issues the coupons to the plate, and the settlement counts the sale as received', async () => {
    const before = await settlement();
    const p = await pack({ price: 1_000, couponCount: 3 });
    await ok(rowAction('couponPackage', 'approve', [p.id], {}, 'fin'));
    const key = randomUUID();
    const sold = (await ok<{ result: Sale[] }>(sell(p.id, '浙f 20001', key))).result[0];
    expect(sold).toMatchObject({ plate: '浙F20001', coupons: 3, price: 1_000 });
    expect(sold.orderNo).toMatch(/^Q\d{14}$/);
    expect((await ok<{ result: Sale[] }>(sell(p.id, '浙f 20001', key))).result[0]).toEqual(sold);
    const [counts] = await db.query<{ orders: number; payments: number; coupons: number }>(
      `SELECT (SELECT count(*)::int FROM coupon_orders) AS orders, (SELECT count(*)::int FROM payments WHERE coupon_order_id IS NOT NULL) AS payments,
              (SELECT count(*)::int FROM coupons WHERE source = 'package' AND plate = '浙F20001') AS coupons`);
    expect(counts).toEqual({ orders: 1, payments: 1, coupons: 3 });
    const after = await settlement();
    expect(Number(after.paid_cash) - Number(before?.paid_cash ?? 0)).toBe(1_000);
    expect(Number(after.receivable) - Number(before?.receivable ?? 0)).toBe(1_000);
    // /PaymentInfo lists the payment under the order's number; the order and its coupons are listed.
    const [payment] = (await list('payment', { paymentNo: sold.paymentNo })).rows;
    expect(payment).toMatchObject({ orderNo: sold.orderNo, amount: 1_000, channel: 'cash', place: 'booth' });
    const [order] = (await list('couponOrder', { orderNo: sold.orderNo })).rows;
    expect(order).toMatchObject({ plate: '浙F20001', coupons: 3, price: 1_000, paymentNo: sold.paymentNo, used: 0 });
    const history = (await list('packageCoupon', { orderNo: sold.orderNo })).rows;
    expect(history.map((c) => c.share).sort()).toEqual([333, 333, 334]);
    expect(history.every((c) => c.state === COUPON_STATE.unused)).toBe(true);
  });

  it("uses a package coupon at a stay's pricing charging no merchant", async () => {
    const p = await pack({ kind: 'time', minutes: 60, couponCount: 2, price: 300 });
    await ok(rowAction('couponPackage', 'approve', [p.id], {}, 'fin'));
    const sold = (await ok<{ result: Sale[] }>(sell(p.id, '浙F30001'))).result[0];
    const ledger = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM merchant_ledger'))[0].n;
    const entry = t.clock.now();
    const stay = await enter(db, lot, '浙F30001', entry);
    // 2 h 10 min: three started hours at 2.00; the two hours off are re-priced by the tariff (10 min: 2.00).
    const left = await leave(stay.id, entry + 2 * HOUR + 10 * MINUTE);
    expect(left.order).toMatchObject({ receivable: 600, discount: 400, due: 200 });
    await pay(stay.id, entry + 3 * HOUR);
    const used = (await list('packageCoupon', { orderNo: sold.orderNo })).rows;
    expect(used.map((c) => [c.state, c.usedOrderNo, c.relief])).toEqual(expect.arrayContaining([[COUPON_STATE.used, left.order.order_no, expect.any(Number)]]));
    expect(used.every((c) => c.state === COUPON_STATE.used)).toBe(true);
    const uses = await db.query<{ merchant_id: number | null; charge: string | null }>(
      "SELECT u.merchant_id, u.charge FROM coupon_uses u JOIN coupons c ON c.id = u.coupon_id WHERE c.plate = '浙F30001'");
    expect(uses.every((u) => u.merchant_id === null && u.charge === null)).toBe(true);
    expect((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM merchant_ledger'))[0].n).toBe(ledger);
  });

  it('keeps a package bought while the car is in when its stay costs nothing (only a merchant\'s coupons given for the visit are voided)', async () => {
    const freeLot = await addLot(db, 'Package free lot');
    await addRate(db, freeLot, rates(clock([priced('all', '00:00', 60, 200)]), { free: { minutes: 15, mode: 'freeIfShorter' } }));
    const p = await create('couponPackage', {
      lotId: freeLot, name: 'Free lot pack', kind: 'time', minutes: 60, amount: null, discount: null, hours: null, windows: null,
      validHours: 24, couponCount: 1, price: 200, saleFrom: null, saleTo: null, remark: null,
    });
    await addLotScopedUser(db, { login: 'fin-free', name: 'Free lot finance', directories: [15], pages: [1515], lots: [freeLot] });
    tokens['fin-free'] = await t.signIn('fin-free', DEMO_PASSWORD);
    await ok(rowAction('couponPackage', 'approve', [p.id], {}, 'fin-free'));
    const entry = t.clock.now();
    const stay = await enter(db, freeLot, '浙F40001', entry);
    t.clock.advance(5 * MINUTE);
    await ok(sell(p.id, '浙F40001'));
    const left = await leave(stay.id, entry + 10 * MINUTE);
    expect(left.order.receivable).toBe(0);
    const [coupon] = await db.query<{ state: number }>("SELECT state FROM coupons WHERE plate = '浙F40001'");
    expect(Number(coupon.state)).toBe(COUPON_STATE.unused);
  });
});
