// CreateOrderInfo, CreateOrderInfoHandler and UserCompletePay over HTTP, as pay terminals and the
// payment platforms call them: signed, without a token. What a plate or an on-street berth owes
// now; a payment booked once per channel transaction however often it is reported; failures
// answered with msg and code in the request's language.
import { ORDER_STATE } from '../../lib/parking/order-machine';
import { STAY_STATE } from '../../lib/parking/stay-machine';
import type { Db } from '../db';
import { codeOf, msgOf, statusOf, testDatabases, type TestBackend } from '../test/harness';
import { useTestBackend } from '../test/use-backend';
import { HOUR, addLot, addRate, enter, hourlyLineTotals } from '../test/orders-fixtures';
import { ok } from '../test/screen-calls';

jest.setTimeout(60_000);

describe.each(testDatabases())('order endpoints on $name', (database) => {
  let db: Db;
  let t: TestBackend;
  let lot: number;
  const streets: number[] = [];
  const berths: Record<string, number> = {};
  const hoursAgo = (hours: number) => t.clock.now() - hours * HOUR;
  const paymentsOf = (orderNo: unknown) => db.query<{ amount: number; channel: string; channel_txn_no: string }>(
    'SELECT p.amount, p.channel, p.channel_txn_no FROM payments p JOIN orders o ON o.id = p.order_id WHERE o.order_no = $1', [orderNo]);

  useTestBackend(database, { users: [], timeoutMs: 120_000 }, async (env) => {
    ({ db, t } = env);
    lot = await addLot(db, 'Seafront');
    await addRate(db, lot);
    for (const name of ['East Road', 'West Road']) {
      streets.push((await db.query<{ id: number }>('INSERT INTO streets (lot_id, name) VALUES ($1, $2) RETURNING id', [lot, name]))[0].id);
    }
    // Both streets have a berth 001; only East Road has 002.
    for (const [key, street, number] of [['east1', 0, '001'], ['west1', 1, '001'], ['east2', 0, '002']] as const) {
      berths[key] = (await db.query<{ id: number }>('INSERT INTO berths (lot_id, street_id, number) VALUES ($1, $2, $3) RETURNING id', [lot, streets[street], number]))[0].id;
    }
  });

  it('tells what a plate owes now, with the fee lines and the exit window', async () => {
    const entryAt = hoursAgo(2.5);
    const stay = await enter(db, lot, '粤B60001', entryAt);
    const info = await ok(t.call('CreateOrderInfo', { lotId: lot, plate: '粤b 60001' }));
    expect(info).toMatchObject({
      stayNo: stay.stayNo, plate: '粤B60001', receivable: 600, discount: 0, waived: 0, paid: 0, due: 600, exitWindowMinutes: 15,
    });
    expect(hourlyLineTotals(info.lines as Record<string, unknown>[])).toEqual([3, 600]);
    expect(info.entryAt).toBe(new Date(entryAt).toISOString());
    // Asked again: the same order, priced again.
    expect((await ok(t.call('CreateOrderInfo', { lotId: lot, plate: '粤B60001' }))).orderNo).toBe(info.orderNo);

    const none = await t.call('CreateOrderInfo', { lotId: lot, plate: '粤B69999' });
    expect([statusOf(none), codeOf(none), msgOf(none)]).toEqual([400, 'noOpenStay', 'No vehicle with this plate is in this lot.']);
    const zh = await t.call('CreateOrderInfo', { lotId: lot, plate: '粤B69999' }, { language: 'zh-CN' });
    expect(msgOf(zh)).toBe('该车场内没有此车牌的在场车辆。');
    expect((await t.call('CreateOrderInfo', { lotId: lot, plate: 'not a plate' })).data).toMatchObject({ code: 'invalidRequest', fields: ['plate'] });
    // Server-to-server only: a valid signature is the credential.
    expect(statusOf(await t.call('CreateOrderInfo', { lotId: lot, plate: '粤B60001' }, { sign: false }))).toBe(4003);
  });

  it('tells what the vehicle on an on-street berth owes, the street telling two berths apart', async () => {
    await enter(db, lot, '粤B60002', hoursAgo(0.5), berths.east2);
    expect(await ok(t.call('CreateOrderInfoHandler', { lotId: lot, berthNumber: '002' }))).toMatchObject({ plate: '粤B60002', due: 200 });
    await enter(db, lot, '粤B60003', hoursAgo(1.5), berths.west1);
    const ambiguous = await t.call('CreateOrderInfoHandler', { lotId: lot, berthNumber: '001' });
    expect([codeOf(ambiguous), msgOf(ambiguous)]).toEqual(['berthAmbiguous', 'Several streets of this lot have a berth 001: name the street.']);
    expect(await ok(t.call('CreateOrderInfoHandler', { lotId: lot, berthNumber: '001', streetId: streets[1] }))).toMatchObject({ plate: '粤B60003', due: 400 });
    const free = await t.call('CreateOrderInfoHandler', { lotId: lot, berthNumber: '001', streetId: streets[0] });
    expect([codeOf(free), msgOf(free)]).toEqual(['noStayOnBerth', 'No vehicle is parked on this berth.']);
  });

  it('books a reported payment once per channel transaction, however often it is reported', async () => {
    await enter(db, lot, '粤B60004', hoursAgo(1.5));
    const { orderNo } = await ok(t.call('CreateOrderInfo', { lotId: lot, plate: '粤B60004' }));
    const report = (extra: Record<string, unknown> = {}) =>
      t.call('UserCompletePay', { orderNo, channel: 'wechat', place: 'online', channelTxnNo: '4200001234', amount: 150, ...extra });
    const first = await ok(report());
    expect(first).toEqual({ paymentNo: expect.stringMatching(/^P\d{14}$/), due: 250, orderState: ORDER_STATE.partPaid, stayState: STAY_STATE.inLot });
    expect(await ok(report())).toEqual(first);
    expect(await paymentsOf(orderNo)).toEqual([{ amount: 150, channel: 'wechat', channel_txn_no: '4200001234' }]);
    // The same transaction reported with another amount is not the same report.
    expect(codeOf(await report({ amount: 151 }))).toBe('idempotencyKeyReused');

    const tooMuch = await report({ channelTxnNo: '4200001235', amount: 251 });
    expect([codeOf(tooMuch), msgOf(tooMuch)]).toEqual(['paymentExceedsDue', 'The amount is more than what is due (2.50).']);
    const rest = await ok(report({ channel: 'alipay', channelTxnNo: '2026112622001', amount: 250, device: 'PS-01', place: 'payStation' }));
    expect(rest).toMatchObject({ due: 0, orderState: ORDER_STATE.paid, stayState: STAY_STATE.paidNotOut });
    const [station] = await db.query<{ device: string; place: string }>("SELECT device, place FROM payments WHERE channel_txn_no = '2026112622001'");
    expect(station).toEqual({ device: 'PS-01', place: 'payStation' });
    const paid = await report({ channelTxnNo: '4200001236', amount: 1 });
    expect([codeOf(paid), msgOf(paid)]).toEqual(['orderRefusedPay', 'This order has nothing left to pay.']);

    const unknown = await report({ orderNo: 'T00000000000000' });
    expect([statusOf(unknown), codeOf(unknown), msgOf(unknown)]).toEqual([404, 'orderUnknown', 'No order with this number.']);
    expect((await report({ channelTxnNo: 'txn/with/slashes' })).data).toMatchObject({ code: 'invalidRequest', fields: ['channelTxnNo'] });
    expect((await report({ amount: 0 })).data).toMatchObject({ code: 'invalidRequest', fields: ['amount'] });
    expect(statusOf(await t.call('UserCompletePay', { orderNo }, { sign: false }))).toBe(4003);
  });
});
