// /VipPaymentInformation through the real backend (docs/merchants.md, "VIP payments"): a merchant's
// long-term coupon on its VIP customer's stays, each use listed with the fee, the merchant's part
// (relief, charge, equal to its ledger row) and the driver's (paid, the payment and its channel);
// single-use coupons are not VIP payments; a merchant's staff see only theirs.
import { randomUUID } from 'node:crypto';
import { SCREENS } from '../../../lib/screens/registry';
import type { Db } from '../../db';
import { runService } from '../../kernel/service';
import { DEMO_PASSWORD, testDatabases, type TestBackend } from '../../test/harness';
import { addLotScopedUser } from '../../test/lot-scoped-user';
import { HOUR, MINUTE, addLot, addRate, enter } from '../../test/orders-fixtures';
import { screenCalls } from '../../test/screen-calls';
import { useTestBackend } from '../../test/use-backend';
import { bookPayment } from '../charging';
import { exitStay } from '../charging/stays';

jest.setTimeout(120_000);

describe.each(testDatabases())('VIP payments on $name', (database) => {
  let db: Db;
  let t: TestBackend;
  const tokens: Record<string, string> = {};
  const { call, ok, create, list } = screenCalls({ backend: () => t, tokens, screens: SCREENS, pageSize: 50 });
  let lot = 0;
  let hotel = 0;
  let mall = 0;

  const couponType = async (merchantId: number, values: Record<string, unknown>) => (await create('couponType', {
    merchantId, name: `Coupon ${randomUUID().slice(0, 8)}`, kind: 'cash', minutes: null, amount: null, discount: null, hours: null, windows: null,
    validHours: 24 * 30, onePerPlate: false, multiUse: false, charge: 'relief', chargeAmount: null, chargeMax: null, status: 1, remark: null, ...values,
  })).id;
  const stayWith = async (typeId: number, plate: string, paid: boolean) => {
    const stay = await enter(db, lot, plate, t.clock.now() - 3 * HOUR - 10 * MINUTE);
    await ok(call('couponType', 'issue', { ids: [typeId], values: { plate }, idempotencyKey: randomUUID() }));
    const at = t.clock.now() + 1_000;
    await db.transaction((tx) => runService(tx, exitStay, { stayId: stay.id, source: 'camera' }, { name: 'lane', userId: null }, { at }));
    if (paid) {
      await db.transaction((tx) => runService(tx, bookPayment, { stayId: stay.id, channel: 'cash', place: 'booth' }, { name: 'cashier', userId: null },
        { at, idempotencyKey: `vip-pay-${stay.id}-0001` }));
    }
  };

  useTestBackend(database, { tokens, timeoutMs: 120_000 }, async (env) => {
    ({ db, t } = env);
    lot = await addLot(db, 'VIP lot');
    await addRate(db, lot);
    [{ id: hotel }, { id: mall }] = await db.query<{ id: number }>(
      `INSERT INTO merchants (lot_id, name, settlement, discount, balance, arrears_limit, state)
       VALUES ($1, 'Hotel', 'postpaid', 10, 0, 100000, 1), ($1, 'Mall', 'prepaid', 8, 10000, 0, 1) RETURNING id`, [lot]);
    await addLotScopedUser(db, { login: 'mall-vip', name: 'Mall VIP reader', directories: [15], pages: [1526], lots: [lot] });
    await db.query("UPDATE users SET merchant_id = $1 WHERE login_name = 'mall-vip'", [mall]);
    tokens['mall-vip'] = await t.signIn('mall-vip', DEMO_PASSWORD);
    // The hotel's long-stay guest: 80 % of each stay paid by the driver, the rest billed to the hotel.
    const longStay = await couponType(hotel, { kind: 'percentage', discount: 8, multiUse: true });
    await stayWith(longStay, '浙G00001', true);
    await stayWith(longStay, '浙G00002', false);
    // A one-off coupon of the mall: not a VIP payment.
    await stayWith(await couponType(mall, { kind: 'cash', amount: 500 }), '浙G00003', true);
  });

  it("lists each use of a long-term coupon with the merchant's and the driver's parts", async () => {
    const rows = (await list('vipPayment', {})).rows;
    expect(rows.map((r) => r.plate).sort()).toEqual(['浙G00001', '浙G00002']);
    const paid = rows.find((r) => r.plate === '浙G00001')!;
    // 3 h 10 min is 8.00: the hotel takes 1.60 off and is billed it, the driver pays 6.40 in cash.
    expect(paid).toMatchObject({ merchantName: 'Hotel', kind: 'percentage', receivable: 800, relief: 160, chargeFen: 160, driverPaid: 640, channel: 'cash', state: 2 });
    expect(String(paid.paymentNo)).not.toBe('');
    const [ledger] = await db.query<{ change: number }>("SELECT change FROM merchant_ledger WHERE merchant_id = $1 AND cause = 'couponUse'", [hotel]);
    expect(-Number(ledger.change)).toBe(paid.chargeFen);
    expect(rows.find((r) => r.plate === '浙G00002')).toMatchObject({ state: 1, chargeFen: null, driverPaid: 0, paymentNo: null });
  });

  it("shows a merchant's staff only their merchant's VIP payments", async () => {
    expect((await list('vipPayment', {}, 'mall-vip')).rows).toEqual([]);
  });
});
