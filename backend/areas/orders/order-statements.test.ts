// Statements and payment screens over one day of a lot with a yard area and a street, paid through
// every channel: each payment screen shows its own part of the payments; the lot's statement row
// sums exactly the orders /TempOrder lists and the payments /PaymentInfo lists for that day (by
// channel); the area statement's rows add up to it; every row's figures add up.
import { PAYMENT_CHANNELS } from '../../../lib/parking/channels';
import { ORDERS_SCREENS, channelPaidField } from '../../../lib/areas/orders/screens';
import { SETTLEMENT_SCREENS } from '../../../lib/areas/settlement/screens';
import { SIGNING_CLOCK_OFFSET_HOURS } from '../../../lib/spec-constants';
import { bookPayment, giveDiscount, grantFreeDeparture } from '../charging/payments';
import type { Db } from '../../db';
import { runService, type DomainService } from '../../kernel/service';
import { ADMIN_PASSWORD, testDatabases, type TestBackend } from '../../test/harness';
import { useTestBackend } from '../../test/use-backend';
import { DAY, HOUR, addLot, addRate, enter, quotePlate } from '../../test/orders-fixtures';
import { screenCalls, type Row } from '../../test/screen-calls';

jest.setTimeout(60_000);

/** The figures of a statement row. */
const FIGURES = ['orders', 'receivable', 'discount', 'waived', 'paid', 'due', ...PAYMENT_CHANNELS.map(channelPaidField)];
const sum = (rows: Row[], field: string) => rows.reduce((total, r) => total + Number(r[field]), 0);
const figures = (rows: Row[]) => Object.fromEntries(FIGURES.map((f) => [f, sum(rows, f)]));

describe.each(testDatabases())('order statements on $name', (database) => {
  let db: Db;
  let t: TestBackend;
  const tokens: Record<string, string> = {};
  const { ok, list } = screenCalls({ backend: () => t, tokens, screens: [...ORDERS_SCREENS, ...SETTLEMENT_SCREENS], pageSize: 100 });
  let lot: number;
  let today: string;
  let key = 0;

  const run = (service: DomainService, input: Record<string, unknown>) => db.transaction((tx) =>
    runService(tx, service, input, { name: 'cashier', userId: null }, { at: t.clock.now(), idempotencyKey: `statement-${(key += 1)}` }));
  const pay = (stayId: number, channel: string, place: string, amount?: number) =>
    run(bookPayment, { stayId, channel, place, ...(amount ? { amount } : {}), ...(channel === 'cash' ? {} : { channelTxnNo: `txn-${key}` }) });
  const orderId = async (stayId: number) => (await db.query<{ id: number }>('SELECT id FROM orders WHERE stay_id = $1', [stayId]))[0].id;

  useTestBackend(database, { tokens, users: [], timeoutMs: 120_000 }, async (env) => {
    ({ db, t } = env);
    // Ten in the morning of the operator's next day: the whole test is one day of the statement.
    const offset = SIGNING_CLOCK_OFFSET_HOURS * HOUR;
    const local = new Date(t.clock.now() + offset + DAY);
    const morning = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), 10) - offset;
    t.clock.advance(morning - t.clock.now());
    today = new Date(morning + offset).toISOString().slice(0, 10);
    tokens.admin = await t.signIn('admin', ADMIN_PASSWORD);

    lot = await addLot(db, 'Harbour lot');
    await addRate(db, lot);
    const [area] = await db.query<{ id: number }>("INSERT INTO yard_areas (lot_id, name) VALUES ($1, 'Level 1') RETURNING id", [lot]);
    const [street] = await db.query<{ id: number }>("INSERT INTO streets (lot_id, name) VALUES ($1, 'Pier Road') RETURNING id", [lot]);
    const berths = await db.query<{ id: number }>(
      "INSERT INTO berths (lot_id, yard_area_id, street_id, number) VALUES ($1, $2, NULL, 'A01'), ($1, NULL, $3, 'P01'), ($1, NULL, $3, 'P02') RETURNING id",
      [lot, area.id, street.id]);
    const hoursAgo = (hours: number) => t.clock.now() - hours * HOUR;

    // The lot itself: cash at the booth; Alipay at the exit and the rest waived; the app, online.
    const cash = await enter(db, lot, '粤B50001', hoursAgo(2.5));
    await pay(cash.id, 'cash', 'booth');
    const exit = await enter(db, lot, '粤B50002', hoursAgo(3.9));
    await pay(exit.id, 'alipay', 'exit', 500);
    await run(grantFreeDeparture, { orderId: await orderId(exit.id), reason: 'Barrier fault' });
    const app = await enter(db, lot, '粤B50003', hoursAgo(0.5));
    await pay(app.id, 'app', 'online');
    // The yard area: WeChat, online, reported by the platform.
    await enter(db, lot, '粤B50004', hoursAgo(1.5), berths[0].id);
    const quoted = await quotePlate(t, lot, '粤B50004');
    await ok(t.call('UserCompletePay', { orderNo: quoted.orderNo, channel: 'wechat', place: 'online', channelTxnNo: 'wx4200001', amount: 400 }));
    // The street: part paid at a collector's POS after a discount; a pay station; one not paid at all.
    const pos = await enter(db, lot, '粤B50005', hoursAgo(2.9), berths[1].id);
    await quotePlate(t, lot, '粤B50005');
    await run(giveDiscount, { orderId: await orderId(pos.id), amount: 100, reason: 'Resident' });
    await pay(pos.id, 'pos', 'pos', 300);
    const station = await enter(db, lot, '粤B50006', hoursAgo(0.9), berths[2].id);
    await pay(station.id, 'payStation', 'payStation');
    await enter(db, lot, '粤B50007', hoursAgo(1.9));
    await quotePlate(t, lot, '粤B50007');
  });

  /** The test's day, as a date range filter. */
  const theDay = () => ({ from: today, to: today });

  it('lists each place\'s payments on its own screen', async () => {
    const all = (await list('payment', { lotId: lot })).rows;
    expect(all).toHaveLength(6);
    const placesOf = async (entity: string) => (await list(entity, { lotId: lot })).rows.map((r) => `${r.channel}@${r.place}`).sort();
    expect(await placesOf('payStationPayment')).toEqual(['payStation@payStation']);
    expect(await placesOf('exitPayment')).toEqual(['alipay@exit']);
    expect(await placesOf('carPayment')).toEqual(['app@online', 'wechat@online']);
    const onRoad = (await list('onRoadPayment', { lotId: lot })).rows;
    expect(onRoad.map((r) => [r.channel, r.streetName, r.berthNumber]).sort()).toEqual([['payStation', 'Pier Road', 'P02'], ['pos', 'Pier Road', 'P01']]);
    expect((await list('carPayment', { plate: '50004' })).rows.map((r) => [r.amount, r.operator])).toEqual([[400, 'system:UserCompletePay']]);
  });

  it('sums in the lot\'s statement exactly the orders and payments the lists show for the day', async () => {
    const { rows: [row], total } = await list('orderStatement', { lotId: lot, day: theDay() });
    expect(total).toBe(1);
    expect(row).toMatchObject({ day: today, lotName: 'Harbour lot' });
    const orders = (await list('tempOrder', { lotId: lot, createdAt: theDay() })).rows;
    const payments = (await list('payment', { lotId: lot, paidAt: theDay() })).rows;
    const byChannel = Object.fromEntries(PAYMENT_CHANNELS.map((c) => [channelPaidField(c), sum(payments.filter((p) => p.channel === c), 'amount')]));
    expect(figures([row])).toEqual({
      orders: orders.length, receivable: sum(orders, 'receivable'), discount: sum(orders, 'discount'), waived: sum(orders, 'waived'),
      paid: sum(payments, 'amount'), due: sum(orders, 'due'), ...byChannel,
    });
    expect(row).toMatchObject({ orders: 7, receivable: 3200, paid: 2200, discount: 100, waived: 300, due: 600, paidCash: 600, paidPos: 300 });
    // Every row adds up: receivable = discount + waived + paid + due, paid = the channels.
    expect(row.receivable).toBe(Number(row.discount) + Number(row.waived) + Number(row.paid) + Number(row.due));
    expect(row.paid).toBe(PAYMENT_CHANNELS.reduce((paid, c) => paid + Number(row[channelPaidField(c)]), 0));
  });

  it('splits the day by yard area and street, rows that add up to the lot\'s', async () => {
    const [lotRow] = (await list('orderStatement', { lotId: lot, day: theDay() })).rows;
    const areas = (await list('areaOrderStatement', { lotId: lot, day: theDay() })).rows;
    expect(areas.map((r) => [r.areaKind, r.areaName ?? null, r.orders]).sort())
      .toEqual([['lot', null, 4], ['street', 'Pier Road', 2], ['yardArea', 'Level 1', 1]]);
    expect(figures(areas)).toEqual(figures([lotRow]));
    expect((await list('areaOrderStatement', { areaName: 'pier' })).rows.map((r) => r.paidPayStation)).toEqual([200]);
    // Another day has no row.
    expect((await list('orderStatement', { lotId: lot, day: { from: '2020-01-01', to: '2020-01-31' } })).total).toBe(0);
  });

  it('counts the vehicles still in the lot at what they owe when read, in every statement of the day', async () => {
    const read = async () => ({
      lot: (await list('orderStatement', { lotId: lot, day: theDay() })).rows[0],
      areas: (await list('areaOrderStatement', { lotId: lot, day: theDay() })).rows,
      settlement: (await list('dailySettlement', { lotId: lot, day: theDay() })).rows[0],
    });
    const before = await read();
    // An hour later: the two vehicles billing owe 2.00 more each, and so do the four paid ones, whose exit windows ran out.
    t.clock.advance(HOUR);
    const after = await read();
    expect(after.lot).toMatchObject({ orders: 7, receivable: Number(before.lot.receivable) + 1200, due: Number(before.lot.due) + 1200, paid: before.lot.paid });
    expect(figures(after.areas)).toEqual(figures([after.lot]));
    expect(after.lot.receivable).toBe(Number(after.lot.discount) + Number(after.lot.waived) + Number(after.lot.paid) + Number(after.lot.due));
    // What /TempOrder lists for the day, and the daily settlement's receivable, say the same.
    const orders = (await list('tempOrder', { lotId: lot, createdAt: theDay() })).rows;
    expect([sum(orders, 'receivable'), sum(orders, 'due')]).toEqual([after.lot.receivable, after.lot.due]);
    expect([before.settlement.receivable, after.settlement.receivable]).toEqual([before.lot.receivable, after.lot.receivable]);
  });
});
