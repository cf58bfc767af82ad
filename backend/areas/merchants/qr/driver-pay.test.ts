// A driver pays his stay from the driver's page through the simulated WeChat Pay (H5), over real
// HTTP(S) (docs/merchants.md, "QR codes and the driver's page"): the trade made on WeChat for what is
// due now with his coupon taken off; WeChat's signed notification books it once on the stay's order
// (the stay paid, the exit open within its window); the same notification delivered again books
// nothing; asked again before paying, the same trade is answered; nothing due is refused.
import { PAY_PARAMS_SCREENS } from '../../../../lib/areas/pay-params/screens';
import { SCREENS } from '../../../../lib/screens/registry';
import { STAY_STATE } from '../../../../lib/parking/stay-machine';
import { COUPON_STATE } from '../../../../lib/parking/coupons/coupon-machine';
import type { Db } from '../../../db';
import { codeOf, testDatabases, type TestBackend } from '../../../test/harness';
import { HOUR, MINUTE, addLot, addRate, enter } from '../../../test/orders-fixtures';
import { DRIVER_TRADE_TTL_MS } from './driver-pay';
import { clock, priced, rates } from '../../../../lib/tariff/fixtures';
import { ok, screenCalls } from '../../../test/screen-calls';
import { startSimChannels, type SimChannels } from '../../../test/sim-channels';
import { useTestBackend } from '../../../test/use-backend';
import { signQrToken, qrKeyFrom } from './token';
import { SECRET } from '../../../test/harness';

jest.setTimeout(120_000);

describe.each(testDatabases())('the driver pays through WeChat on $name', (database) => {
  let db: Db;
  let t: TestBackend;
  let sims: SimChannels;
  let lot = 0;
  let exitToken = '';
  let claimToken = '';
  const tokens: Record<string, string> = {};
  const { create, update } = screenCalls({ backend: () => t, tokens, screens: [...SCREENS, ...PAY_PARAMS_SCREENS.filter((s) => !SCREENS.includes(s))], pageSize: 50 });
  const driver = (getList: string, datas: Record<string, unknown>) => t.call('DriverPage', datas, { getList, address: '203.0.113.9', language: 'en-US' });
  const paymentsOf = (plate: string) => db.query<{ channel: string; place: string; amount: number; channel_txn_no: string; operator: string }>(
    `SELECT p.channel, p.place, p.amount::int AS amount, p.channel_txn_no, p.operator FROM payments p JOIN orders o ON o.id = p.order_id WHERE o.plate = $1`, [plate]);

  useTestBackend(database, { backend: { outbox: { autoStart: false } }, tokens, beforeClose: async () => { await sims?.close(); }, timeoutMs: 120_000 }, async (env) => {
    ({ db, t } = env);
    lot = await addLot(db, 'Pay lot');
    await addRate(db, lot, rates(clock([priced('all', '00:00', 60, 200)])));
    sims = await startSimChannels({ create, update }, t.baseUrl, () => t.clock.now());
    const [merchant] = await db.query<{ id: number }>(
      "INSERT INTO merchants (lot_id, name, settlement, discount, balance, arrears_limit, state) VALUES ($1, 'Pay Mall', 'prepaid', 10, 100000, 0, 1) RETURNING id", [lot]);
    const type = await create('couponType', {
      merchantId: merchant.id, name: 'One yuan off', kind: 'cash', minutes: null, amount: 100, discount: null, hours: null, windows: null,
      validHours: 24, onePerPlate: true, multiUse: false, charge: 'relief', chargeAmount: null, chargeMax: null, status: 1, remark: null,
    });
    const key = qrKeyFrom(SECRET);
    exitToken = signQrToken(key, (await create('qrCode', { kind: 'exit', lotId: lot, couponTypeId: null, berthId: null, status: 1, remark: null })).id);
    claimToken = signQrToken(key, (await create('qrCode', { kind: 'claim', lotId: lot, couponTypeId: type.id, berthId: null, status: 1, remark: null })).id);
  });

  it("books WeChat's notification of the driver's payment once, and the stay may leave", async () => {
    const plate = '浙F10001';
    await enter(db, lot, plate, t.clock.now() - 2.5 * HOUR);
    await ok(driver('claim', { token: claimToken, plate }));
    // 3 started hours = 6.00, less the coupon's 1.00.
    const pay = await ok<{ payUrl: string; amount: number }>(driver('pay', { token: exitToken, plate }));
    expect(pay).toEqual({ payUrl: expect.stringMatching(/^https:\/\/127\.0\.0\.1:\d+\/sim\/mweb\/wx[0-9a-f]+\?package=500$/), amount: 500 });
    // Asked again before paying: the same trade, no second one.
    expect(await ok(driver('pay', { token: exitToken, plate }))).toEqual(pay);
    const [trade] = await db.query<{ out_trade_no: string; n: number }>('SELECT out_trade_no, count(*) OVER ()::int AS n FROM driver_trades');
    expect(trade.n).toBe(1);

    // The driver pays on WeChat's page; WeChat notifies the backend.
    const paid = sims.wechat.payPrepaid(trade.out_trade_no);
    await sims.wechat.settled();
    expect(await paymentsOf(plate)).toEqual([{ channel: 'wechat', place: 'online', amount: 500, channel_txn_no: paid.transactionId, operator: 'system:wechat' }]);
    const [stay] = await db.query<{ state: number }>('SELECT state FROM stays WHERE plate = $1', [plate]);
    expect(Number(stay.state)).toBe(STAY_STATE.paidNotOut);
    const [coupon] = await db.query<{ state: number }>('SELECT state FROM coupons WHERE plate = $1', [plate]);
    expect(Number(coupon.state)).toBe(COUPON_STATE.used);
    // The page asks again: paid, nothing due.
    expect(await ok(driver('quote', { token: exitToken, plate }))).toMatchObject({ receivable: 600, couponRelief: 100, paid: 500, due: 0 });

    // The same notification delivered again books nothing.
    const delivered = sims.wechat.deliveries.at(-1)!;
    const again = await fetch(delivered.url, { method: 'POST', body: delivered.body, headers: { 'content-type': 'text/xml' } });
    expect(again.status).toBe(200);
    expect((await paymentsOf(plate)).length).toBe(1);
    // Nothing left to pay: refused.
    expect(codeOf(await driver('pay', { token: exitToken, plate }))).toBe('driverNothingDue');
  });

  it('closes on WeChat a trade not paid in its time, and books one whose notification was lost', async () => {
    // Not paid: at its end the job closes it there and here; the driver's next press makes a new trade.
    const idle = '浙F10002';
    await enter(db, lot, idle, t.clock.now() - HOUR);
    await ok(driver('pay', { token: exitToken, plate: idle }));
    const [first] = await db.query<{ out_trade_no: string }>("SELECT d.out_trade_no FROM driver_trades d JOIN orders o ON o.id = d.order_id WHERE o.plate = $1", [idle]);
    t.clock.advance(DRIVER_TRADE_TTL_MS + MINUTE);
    await t.backend.outbox.drain();
    const [closed] = await db.query<{ closed_at: unknown }>('SELECT closed_at FROM driver_trades WHERE out_trade_no = $1', [first.out_trade_no]);
    expect(closed.closed_at).not.toBeNull();
    expect(() => sims.wechat.payPrepaid(first.out_trade_no)).toThrow();
    await ok(driver('pay', { token: exitToken, plate: idle }));
    expect(await db.query("SELECT 1 FROM driver_trades d JOIN orders o ON o.id = d.order_id WHERE o.plate = $1", [idle])).toHaveLength(2);

    // Paid, but WeChat's notification never arrived: booked at the trade's end, once.
    const lost = '浙F10003';
    await enter(db, lot, lost, t.clock.now() - HOUR);
    await ok(driver('pay', { token: exitToken, plate: lost }));
    const [trade] = await db.query<{ out_trade_no: string }>("SELECT d.out_trade_no FROM driver_trades d JOIN orders o ON o.id = d.order_id WHERE o.plate = $1", [lost]);
    const paid = sims.wechat.payPrepaid(trade.out_trade_no, { notify: false });
    expect(await paymentsOf(lost)).toEqual([]);
    t.clock.advance(DRIVER_TRADE_TTL_MS + MINUTE);
    await t.backend.outbox.drain();
    expect(await paymentsOf(lost)).toEqual([{ channel: 'wechat', place: 'online', amount: 200, channel_txn_no: paid.transactionId, operator: 'system:wechat' }]);
  });
});
