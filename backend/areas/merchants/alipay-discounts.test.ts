// Alipay's temporary-parking discounts through the real backend (docs/merchants.md, "Alipay's parking
// discounts"): the platform reports a stay's Alipay payment with the discount an Alipay campaign
// granted on it; it is recorded once with the payment and listed on /AliTemporaryStopDiscount with
// what the driver paid; a campaign on another channel or above the payment is refused, nothing booked.
import { SCREENS } from '../../../lib/screens/registry';
import type { Db } from '../../db';
import { testDatabases, type TestBackend } from '../../test/harness';
import { HOUR, addLot, addRate, enter } from '../../test/orders-fixtures';
import { screenCalls } from '../../test/screen-calls';
import { useTestBackend } from '../../test/use-backend';

jest.setTimeout(120_000);

describe.each(testDatabases())("Alipay's parking discounts on $name", (database) => {
  let db: Db;
  let t: TestBackend;
  const tokens: Record<string, string> = {};
  const { ok, list } = screenCalls({ backend: () => t, tokens, screens: SCREENS, pageSize: 50 });
  let lot = 0;

  useTestBackend(database, { tokens, timeoutMs: 120_000 }, async (env) => {
    ({ db, t } = env);
    lot = await addLot(db, 'Alipay lot');
    await addRate(db, lot);
  });

  const orderOf = async (plate: string) => {
    await enter(db, lot, plate, t.clock.now() - 2 * HOUR - 5 * 60_000);
    return ok<{ orderNo: string; due: number }>(t.call('CreateOrderInfo', { lotId: lot, plate }));
  };
  const payments = async (orderNo: string) =>
    Number((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM payments p JOIN orders o ON o.id = p.order_id WHERE o.order_no = $1', [orderNo]))[0].n);

  it('records the campaign discount with the Alipay payment, once, and lists it with what the driver paid', async () => {
    const { orderNo, due } = await orderOf('浙H00001');
    expect(due).toBe(600);
    const report = () => t.call('UserCompletePay', {
      orderNo, channel: 'alipay', place: 'online', channelTxnNo: '2026112822001400001', amount: due, campaign: { id: 'ALI-CP-01', discount: 200 },
    });
    const first = await ok<{ paymentNo: string }>(report());
    expect(await ok(report())).toEqual(first);
    const rows = (await list('alipayParkingDiscount', { campaignId: 'ALI-CP' })).rows;
    expect(rows).toEqual([expect.objectContaining({
      campaignId: 'ALI-CP-01', plate: '浙H00001', orderNo, paymentNo: first.paymentNo, channelTxnNo: '2026112822001400001', amount: 600, discount: 200, buyerPaid: 400,
    })]);
  });

  it('refuses a campaign on another channel or above the payment, booking nothing', async () => {
    const { orderNo, due } = await orderOf('浙H00002');
    const report = (channel: string, discount: number) => t.call('UserCompletePay', {
      orderNo, channel, place: 'online', channelTxnNo: `TXN${channel}${discount}`, amount: due, campaign: { id: 'ALI-CP-02', discount },
    });
    expect((await report('wechat', 100)).data).toMatchObject({ code: 'invalidRequest', fields: ['campaign'] });
    expect((await report('alipay', due + 1)).data).toMatchObject({ code: 'invalidRequest', fields: ['campaign'] });
    expect(await payments(orderNo)).toBe(0);
    expect((await list('alipayParkingDiscount', { campaignId: 'ALI-CP-02' })).rows).toEqual([]);
  });
});
