// The order screens through the real HTTP backend, on rows the charging services made: an open
// stay's order shown priced at the moment of reading (list, detail, export), 'in the lot, not yet
// due', and re-priced on demand; cash taken at the booth from the row action (all that is due out
// of the cash received, the change said), a retried press booking once, a paid order refused with
// its message in both languages; discounts and free departures with reason and operator on their
// screens; /CatcPayOrder's own buttons; a row's detail (fee lines, payments, discounts, history);
// the two-month range of temporary records; a user in a permission group seeing only their lots.
import { ORDER_STATE } from '../../../lib/parking/order-machine';
import { STAY_STATE } from '../../../lib/parking/stay-machine';
import { ORDERS_SCREENS } from '../../../lib/areas/orders/screens';
import { STAY_SCREENS } from '../../../lib/areas/charging/screens';
import type { Db } from '../../db';
import { quoteStay } from './quote';
import { runService } from '../../kernel/service';
import { DAY, HOUR, MINUTE, addLot, addRate, createdBetween, enter, hourlyLineTotals, quotePlate } from '../../test/orders-fixtures';
import { DEMO_PASSWORD, codeOf, msgOf, statusOf, testDatabases, type TestBackend } from '../../test/harness';
import { useTestBackend } from '../../test/use-backend';
import { addLotScopedUser } from '../../test/lot-scoped-user';
import { screenCalls, type Row } from '../../test/screen-calls';

jest.setTimeout(60_000);

describe.each(testDatabases())('order screens on $name', (database) => {
  let db: Db;
  let t: TestBackend;
  const tokens: Record<string, string> = {};
  const lots: Record<string, number> = {};
  const { call, ok, list } = screenCalls({ backend: () => t, tokens, screens: [...ORDERS_SCREENS, ...STAY_SCREENS], pageSize: 100 });
  /** The order of a plate on /TempOrder. */
  const orderOf = async (p: string, user = 'admin') => (await list('tempOrder', { plate: p }, user)).rows[0];
  let plateNo = 0;
  /** A plate of its own for each test's vehicle. */
  const plate = () => `粤B${String((plateNo += 1)).padStart(5, '0')}`;
  const now = () => t.clock.now();

  /** A vehicle in the North lot for `hours`, asked about once (its order made and priced). */
  async function ordered(hours: number, lot = lots.North): Promise<Row> {
    const p = plate();
    await enter(db, lot, p, now() - hours * HOUR);
    await quotePlate(t, lot, p);
    return orderOf(p);
  }
  const act = (action: string, id: number, values: Record<string, unknown> = {}, key?: string, user = 'admin', language?: 'zh-CN' | 'en-US') =>
    call('tempOrder', action, { ids: [id], values, ...(key ? { idempotencyKey: key } : {}) }, user, language);
  const paymentsOf = (orderId: number) => db.query<{ amount: number; channel: string; place: string; operator: string }>(
    'SELECT amount, channel, place, operator FROM payments WHERE order_id = $1 ORDER BY id', [orderId]);

  useTestBackend(database, { tokens, timeoutMs: 120_000 }, async (env) => {
    ({ db, t } = env);
    for (const name of ['North', 'South']) {
      lots[name] = await addLot(db, `${name} lot`);
      await addRate(db, lots[name]);
    }
  });

  it('shows an open stay priced at the moment of reading, in the lot and not yet due: listed, in its detail and exported', async () => {
    const order = await ordered(2.5); // three started hours at 2.00
    expect(order).toMatchObject({
      lotName: 'North lot', receivable: 600, discount: 0, waived: 0, paid: 0, due: 600, state: ORDER_STATE.inLot, stayState: STAY_STATE.inLot,
    });
    expect(order.orderNo).toMatch(/^T\d{14}$/);
    // An hour later, nobody having re-priced it: every reading shows what it costs now.
    t.clock.advance(HOUR);
    const readAt = t.clock.now();
    const listed = await orderOf(String(order.plate));
    expect(listed).toMatchObject({ receivable: 800, due: 800, state: ORDER_STATE.inLot });
    expect(Date.parse(String(listed.pricedAt))).toBeGreaterThanOrEqual(readAt);
    expect((await list('orderList', { plate: order.plate })).rows[0]).toMatchObject({ receivable: 800, due: 800, state: ORDER_STATE.inLot });
    const detail = await ok<{ row: Row; sections: Record<string, Row[]> }>(call('tempOrder', 'detail', { id: order.id }));
    expect(detail.row).toMatchObject({ receivable: 800, due: 800, state: ORDER_STATE.inLot });
    expect(hourlyLineTotals(detail.sections.feeLines)).toEqual([4, 800]);
    const exported = await ok<{ rows: Row[] }>(call('tempOrder', 'export', { startIndex: 1, endIndex: 10, filters: { plate: order.plate } }));
    expect(exported.rows).toEqual([expect.objectContaining({ receivable: 800, due: 800, state: ORDER_STATE.inLot })]);
    // The vehicles-in screen says the same.
    expect((await list('stayInLot', { plate: order.plate })).rows[0]).toMatchObject({ due: 800, paid: 0 });
    // The state of an open stay is filtered as shown; a sort on its moving amounts is not offered.
    expect((await list('tempOrder', { plate: order.plate, state: ORDER_STATE.inLot })).rows).toHaveLength(1);
    expect((await list('tempOrder', { plate: order.plate, state: ORDER_STATE.free })).rows).toHaveLength(0);
    expect(codeOf(await call('tempOrder', 'list', { startIndex: 1, endIndex: 10, sort: { field: 'due', direction: 'desc' } }))).toBe('invalidRequest');
    // Re-pricing stores what the list showed.
    const repriced = await ok<{ affected: number; result: { repriced: number; due: number } }>(act('reprice', order.id));
    expect(repriced).toEqual({ affected: 1, result: { repriced: 1, due: 800 } });
    const [stored] = await db.query<{ due: number }>('SELECT due FROM orders WHERE id = $1', [order.id]);
    expect(Number(stored.due)).toBe(800);
  });

  it('lists a vehicle nobody priced since it entered with what it owes, and takes its cash at once', async () => {
    const p = plate();
    await enter(db, lots.North, p, now() - 1.5 * HOUR);
    const order = await orderOf(p);
    expect(order).toMatchObject({ receivable: 400, due: 400, state: ORDER_STATE.inLot });
    await ok(act('pay', order.id, { received: 400 }, 'press-pay-0010'));
    expect(await orderOf(p)).toMatchObject({ paid: 400, due: 0, state: ORDER_STATE.paid, stayState: STAY_STATE.paidNotOut });
  });

  it('takes cash at the booth: all that is due out of the cash received, the change said; a retried press books once', async () => {
    const order = await ordered(2.5); // 6.00 due
    // Less than is due: refused in the dialog's words, in both languages; nothing booked.
    const short = await act('pay', order.id, { received: 599 }, 'press-pay-0001');
    expect([statusOf(short), codeOf(short), msgOf(short)]).toEqual([400, 'cashReceivedShort', 'The cash received is less than what is due (6.00 yuan).']);
    expect(msgOf(await act('pay', order.id, { received: 599 }, 'press-pay-0002', 'admin', 'zh-CN'))).toBe('实收现金不足应缴金额（6.00 元）。');
    expect((await act('pay', order.id, { received: 0 }, 'press-pay-0003')).data).toMatchObject({ code: 'invalidValues', fields: { received: 'min' } });
    expect((await act('pay', order.id, {}, 'press-pay-0004')).data).toMatchObject({ code: 'invalidValues', fields: { received: 'blank' } });
    expect((await act('pay', order.id, { received: 1000 })).data).toMatchObject({ code: 'invalidRequest', fields: ['idempotencyKey'] });
    expect(await paymentsOf(order.id)).toEqual([]);

    // A 10-yuan note: 6.00 paid, 4.00 handed back.
    const first = await ok<{ result: { amount: number; change: number }[] }>(act('pay', order.id, { received: 1000 }, 'press-pay-0005'));
    expect(first.result[0]).toMatchObject({ amount: 600, change: 400, due: 0 });
    // The same press again (a lost answer): the first answer, nothing booked twice.
    expect(await ok(act('pay', order.id, { received: 1000 }, 'press-pay-0005'))).toEqual(first);
    expect(await paymentsOf(order.id)).toEqual([{ amount: 600, channel: 'cash', place: 'booth', operator: 'admin' }]);
    expect(await orderOf(String(order.plate))).toMatchObject({ paid: 600, due: 0, state: ORDER_STATE.paid, stayState: STAY_STATE.paidNotOut });
    expect((await list('payment', { orderNo: order.orderNo })).rows.map((r) => [r.amount, r.channel, r.place, r.operator]))
      .toEqual([[600, 'cash', 'booth', 'admin']]);
  });

  it('asks for what is due when the cash is handed over: a stay priced an hour ago owes more now', async () => {
    const p = plate();
    const stay = await enter(db, lots.North, p, now() - 3.5 * HOUR);
    await db.transaction((tx) => runService(tx, quoteStay, { stayId: stay.id }, { name: 'test', userId: null }, { at: now() - HOUR }));
    const order = await orderOf(p);
    expect(order.due).toBe(800); // listed as it costs now, though its stored pricing is an hour old
    const short = await act('pay', order.id, { received: 600 }, 'press-pay-0011');
    expect([codeOf(short), msgOf(short)]).toEqual(['cashReceivedShort', 'The cash received is less than what is due (8.00 yuan).']);
    expect(await paymentsOf(order.id)).toEqual([]);
  });

  it('refuses to take money for a paid order, with its message in both languages', async () => {
    const order = await ordered(0.9);
    await ok(act('pay', order.id, { received: 10_000 }, 'press-pay-0101'));
    const en = await act('pay', order.id, { received: 10_000 }, 'press-pay-0102');
    expect([statusOf(en), codeOf(en), msgOf(en), (en.data as { ids: number[] }).ids]).toEqual([400, 'orderRefusedPay', 'This order has nothing left to pay.', [order.id]]);
    const zh = await act('pay', order.id, { received: 10_000 }, 'press-pay-0103', 'admin', 'zh-CN');
    expect(msgOf(zh)).toBe('该订单已无待缴金额。');
    expect(codeOf(await act('discount', order.id, { discount: 100, reason: 'Voucher' }, 'press-disc-0105'))).toBe('orderRefusedDiscount');
    expect(codeOf(await act('freeDeparture', order.id, { reason: 'Fault' }, 'press-free-0106'))).toBe('orderRefusedFree');
    expect(await paymentsOf(order.id)).toHaveLength(1);
  });

  it('records discounts and free departures with reason and operator, shown on their screens', async () => {
    const order = await ordered(3);
    const noReason = await act('discount', order.id, { discount: 150 }, 'press-disc-0201');
    expect((noReason.data as { fields: unknown }).fields).toEqual({ reason: 'blank' });
    await ok(act('discount', order.id, { discount: 150, reason: 'Merchant voucher' }, 'press-disc-0202'));
    await ok(act('discount', order.id, { discount: 150, reason: 'Merchant voucher' }, 'press-disc-0202'));
    const tooMuch = await act('discount', order.id, { discount: 500, reason: 'Too much' }, 'press-disc-0203');
    expect([codeOf(tooMuch), msgOf(tooMuch)]).toEqual(['discountExceedsDue', 'The discount is more than what is due (4.50).']);
    await ok(act('freeDeparture', order.id, { reason: 'Barrier fault' }, 'press-free-0204'));
    expect(await orderOf(String(order.plate))).toMatchObject({
      receivable: 600, discount: 150, waived: 450, paid: 0, due: 0, state: ORDER_STATE.free, stayState: STAY_STATE.freeExit,
    });
    const discounts = (await list('tempDiscount', { orderNo: order.orderNo })).rows;
    expect(discounts.map((r) => [r.amount, r.reason, r.operator, r.source, r.lotName])).toEqual([[150, 'Merchant voucher', 'admin', 'manual', 'North lot']]);
    const free = (await list('freeDeparture', { orderNo: order.orderNo })).rows;
    expect(free.map((r) => [r.amount, r.reason, r.operator, r.plate])).toEqual([[450, 'Barrier fault', 'admin', order.plate]]);
    expect(free[0].exitAt).toEqual(expect.any(String));
    // A vehicle that left cannot be re-priced.
    const reprice = await act('reprice', order.id);
    expect([codeOf(reprice), msgOf(reprice)]).toEqual(['orderRefusedReprice', 'Only the order of a vehicle still in the lot can be re-priced.']);
  });

  it('shows an order\'s fee lines, payments, discounts and history in its detail', async () => {
    const order = await ordered(2.5);
    await ok(act('discount', order.id, { discount: 100, reason: 'Late opening' }, 'press-disc-0301'));
    await ok(act('pay', order.id, { received: 500 }, 'press-pay-0302'));
    type Detail = { row: Row; sections: Record<string, Row[]>; audit: { action: string; actor: string }[] };
    const detail = await ok<Detail>(call('tempOrder', 'detail', { id: order.id }));
    expect(detail.row).toMatchObject({ orderNo: order.orderNo, discount: 100, paid: 500, due: 0 });
    const lines = detail.sections.feeLines;
    expect(hourlyLineTotals(lines)).toEqual([3, 600]);
    expect(detail.sections.payments.map((p) => [p.amount, p.channel, p.place, p.operator])).toEqual([[500, 'cash', 'booth', 'admin']]);
    expect(detail.sections.discounts.map((d) => [d.kind, d.amount, d.reason, d.operator])).toEqual([['discount', 100, 'Late opening', 'admin']]);
    const actions = detail.audit.map((a) => a.action);
    // Each press is audited by its service (a row service: no second entry under the screen's name).
    expect(actions).toEqual(expect.arrayContaining(['payment.book', 'order.discount', 'order.quote']));
    expect(actions.filter((a) => a.startsWith('tempOrder.'))).toEqual([]);
    // The payment's own detail names its order with its figures now.
    const [payment] = (await list('payment', { orderNo: order.orderNo })).rows;
    const paymentDetail = await ok<Detail>(call('payment', 'detail', { id: payment.id }));
    expect(paymentDetail.sections.order).toEqual([expect.objectContaining({ orderNo: order.orderNo, paid: 500, due: 0, state: ORDER_STATE.paid })]);
    expect(paymentDetail.audit.map((a) => a.action)).toEqual(['payment.book']);
  });

  it('offers the temporary-order view on /CatcPayOrder with its own buttons', async () => {
    const order = await ordered(0.9);
    const page = '/CatcPayOrder';
    const listed = await ok<{ rows: Row[] }>(call('tempOrder', 'list', { page, startIndex: 1, endIndex: 10, filters: { plate: order.plate } }));
    expect(listed.rows.map((r) => r.id)).toEqual([order.id]);
    // Its own buttons: export; the row actions come with the view.
    await ok(call('tempOrder', 'export', { page, startIndex: 1, endIndex: 10, filters: { plate: order.plate } }));
    await ok(call('tempOrder', 'pay', { page, ids: [order.id], values: { received: 200 }, idempotencyKey: 'press-pay-0401' }));
    expect((await paymentsOf(order.id)).map((p) => p.amount)).toEqual([200]);
    const [entry] = await db.query<{ page: string }>("SELECT page FROM audit_log WHERE action = 'payment.book' AND entity = 'order' AND entity_id = $1", [order.id]);
    expect(entry.page).toBe(page);
  });

  it('queries temporary records over at most two months, the last two by default', async () => {
    const old = `粤B9${String(plateNo += 1).padStart(4, '0')}`;
    const stay = await enter(db, lots.North, old, now() - 90 * DAY - HOUR);
    await db.transaction((tx) => runService(tx, quoteStay, { stayId: stay.id }, { name: 'test', userId: null }, { at: now() - 90 * DAY }));
    expect((await list('tempOrder', { plate: old })).total).toBe(0);
    expect((await list('tempOrder', { plate: old, ...createdBetween(now() - 91 * DAY, now() - 89 * DAY) })).total).toBe(1);
    const wide = await call('tempOrder', 'list', { startIndex: 1, endIndex: 10, filters: createdBetween(now() - 91 * DAY, now()) });
    expect([statusOf(wide), codeOf(wide), msgOf(wide)])
      .toEqual([400, 'rangeTooWide', 'Temporary records can be queried over at most 2 months at a time: narrow the date range.']);
    for (const entity of ['payment', 'freeDeparture', 'orderList']) {
      const field = entity === 'payment' ? 'paidAt' : entity === 'freeDeparture' ? 'at' : 'createdAt';
      const refused = await call(entity, 'list', { startIndex: 1, endIndex: 10, filters: { [field]: { from: '2020-01-01' } } });
      expect([entity, codeOf(refused)]).toEqual([entity, 'rangeTooWide']);
    }
  });

  it('shows a user in a permission group only the orders, payments and statements of their lots', async () => {
    await addLotScopedUser(db, { login: 'northcash', name: 'North cashier', directories: [10, 12], pages: ORDERS_SCREENS.map((s) => s.menuId), lots: [lots.North] });
    tokens.north = await t.signIn('northcash', DEMO_PASSWORD);

    const north = await ordered(0.9, lots.North);
    const south = await ordered(0.9, lots.South);
    await ok(act('pay', south.id, { received: 10_000 }, 'press-pay-0501'));
    await ok(act('pay', north.id, { received: 10_000 }, 'press-pay-0502', 'north'));
    const lotsOf = (rows: Row[]) => [...new Set(rows.map((r) => r.lotName))].sort();
    for (const entity of ['tempOrder', 'orderList', 'payment', 'orderStatement', 'areaOrderStatement']) {
      expect([entity, lotsOf((await list(entity)).rows)]).toEqual([entity, ['North lot', 'South lot']]);
      expect([entity, lotsOf((await list(entity, {}, 'north')).rows)]).toEqual([entity, ['North lot']]);
    }
    expect((await list('payment', { lotId: lots.South }, 'north')).total).toBe(0);
    // Orders of another lot are neither paid nor read by id.
    expect(statusOf(await act('discount', south.id, { discount: 1, reason: 'x' }, 'press-disc-0503', 'north'))).toBe(404);
    expect(statusOf(await call('tempOrder', 'detail', { id: south.id }, 'north'))).toBe(404);
    expect((await paymentsOf(north.id))[0].operator).toBe('northcash');
  });
});
