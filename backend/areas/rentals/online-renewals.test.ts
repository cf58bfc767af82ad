// Cards renewed online through the simulated Alipay (docs/rentals.md, "Online renewals"), through
// the real HTTP backend and the simulated Alipay server over real HTTP on 127.0.0.1, its merchant
// account entered on the pay params screen: the order made not paid (once per request), the payer's
// code charged on the lot's account after that commits, and the trade booked once however often it
// is told (our charge's answer, the platform's UserCompletePay, a query): the order paid with the
// trade's number, its payment booked online, the card's period applied from the card's end as it
// is when paid. /AliMonthlyOrderInfo lists them. The day's Alipay statement, as the channel writes
// it, reconciles with the rental payments like any other payments.
import { randomUUID } from 'node:crypto';
import { PAY_PARAMS_SCREENS } from '../../../lib/areas/pay-params/screens';
import { RECONCILE_SCREENS } from '../../../lib/areas/reconcile/screens';
import { statementDayOf } from '../../../lib/areas/reconcile/statements';
import { RENTAL_SCREENS } from '../../../lib/areas/rentals/screens';
import { ARCHIVE_STATE } from '../../../lib/parking/archive-machine';
import { dateOfDay, dayOf, dayOfDate } from '../../../lib/parking/cards/operator-days';
import { LEASE_STATE } from '../../../lib/parking/lease-machine';
import { PACKAGE_STATE } from '../../../lib/parking/package-machine';
import type { Db } from '../../db';
import { runService } from '../../kernel/service';
import { codeOf, msgOf, statusOf, testDatabases, type TestBackend } from '../../test/harness';
import { ok, screenCalls } from '../../test/screen-calls';
import { startSimChannels, type SimChannels } from '../../test/sim-channels';
import { useTestBackend } from '../../test/use-backend';
import { importStatement, type ImportResult } from '../reconcile/import';

jest.setTimeout(60_000);

/** What the payer's phone shows (an Alipay payment code). */
const PAYER_CODE = '28763443825664394';

interface Online { orderNo: string; lotId: number; amount: number; state: number; periodStart: string; periodEnd: string; channelTxnNo: string | null; paymentNo: string | null }

describe.each(testDatabases())('cards renewed online through Alipay on $name', (database) => {
  let db: Db;
  let t: TestBackend;
  let sims: SimChannels;
  let lot = 0;
  const packages: Record<string, number> = {};
  const tokens: Record<string, string> = {};
  const { call, list, create, update } = screenCalls({ backend: () => t, tokens, screens: [...PAY_PARAMS_SCREENS, ...RENTAL_SCREENS, ...RECONCILE_SCREENS], pageSize: 100 });
  const today = () => dayOf(t.clock.now());
  let plateNo = 61_000;

  /** A confirmed card of the package from `from` to `to` (days from today): its id and plate. */
  const cardOf = async (pkg: string, from: number, to: number) => {
    const plate = `浙A${(plateNo += 1)}`;
    const [row] = await db.query<{ id: number }>(
      `INSERT INTO month_cards (lot_id, package_id, customer, phone, plates, start_date, end_date, review_state, created_by)
       VALUES ($1, $2, 'Customer', '13800138000', $3, $4, $5, $6, 'operator') RETURNING id`,
      [lot, packages[pkg], plate, dateOfDay(today() + from), dateOfDay(today() + to), ARCHIVE_STATE.confirmed]);
    await db.query('INSERT INTO month_card_plates (card_id, lot_id, plate) VALUES ($1, $2, $3)', [row.id, lot, plate]);
    return { id: Number(row.id), plate };
  };
  const cardEnd = async (id: number) => (await db.query<{ end: string }>("SELECT to_char(end_date, 'YYYY-MM-DD') AS end FROM month_cards WHERE id = $1", [id]))[0].end;
  const counts = async () => (await db.query<{ orders: number; payments: number }>(
    'SELECT (SELECT count(*)::int FROM rental_orders) AS orders, (SELECT count(*)::int FROM payments) AS payments'))[0];
  const paymentsOf = (orderNo: string) => db.query<{ channel: string; place: string; channel_txn_no: string; amount: number; operator: string }>(
    `SELECT p.channel, p.place, p.channel_txn_no, p.amount::int AS amount, p.operator FROM payments p JOIN rental_orders r ON r.id = p.rental_order_id
      WHERE r.order_no = $1`, [orderNo]);
  const renewOnline = (plate: string, count: number, extra: Record<string, unknown> = {}) =>
    t.call('CreateMonthlySpecialInfo', { lotId: lot, plate, count, requestNo: randomUUID(), ...extra });
  const ordered = async (plate: string, count: number) => ok<Online>(renewOnline(plate, count));
  /** The payer pays the order on Alipay (the platform's page): the trade number. */
  const payOnAlipay = async (order: Online) =>
    (await sims.adapters.alipay.pay({ outTradeNo: order.orderNo, amount: order.amount, authCode: PAYER_CODE, subject: '月租续费' })).tradeNo;
  const reported = (order: Online, tradeNo: string, amount = order.amount) =>
    t.call('UserCompletePay', { orderNo: order.orderNo, channel: 'alipay', place: 'online', channelTxnNo: tradeNo, amount });

  useTestBackend(database, { tokens, beforeClose: async () => { await sims?.close(); }, timeoutMs: 120_000 }, async (env) => {
    ({ db, t } = env);
    [{ id: lot }] = await db.query<{ id: number }>("INSERT INTO parking_lots (name, type) VALUES ('Online lot', 2) RETURNING id");
    const add = async (key: string, kind: string, price: number | null) => {
      const [name] = await db.query<{ id: number }>('INSERT INTO month_package_names (lot_id, name, kind) VALUES ($1, $2, $3) RETURNING id', [lot, `${key} name`, kind]);
      [{ id: packages[key] }] = await db.query<{ id: number }>(
        `INSERT INTO month_packages (lot_id, name_id, pricing, price, months, free_periods, renewal_grace_days, state, created_by)
         VALUES ($1, $2, 'packagePrice', $3, $4, '00:00-00:00', 7, $5, 'operator') RETURNING id`,
        [lot, name.id, price, kind === 'vip' ? null : '1,12', PACKAGE_STATE.approved]);
    };
    await add('monthly', 'monthly', 30_000);
    await add('vip', 'vip', null);
    // The Alipay account of every lot, on the simulated server.
    sims = await startSimChannels({ create, update }, t.baseUrl, () => t.clock.now());
  });

  it('renews a card online: the order made, the payer\'s code charged on the lot\'s Alipay account, booked once per request', async () => {
    const card = await cardOf('monthly', -10, 20);
    const requestNo = randomUUID();
    const renew = () => t.call('CreateMonthlySpecialInfo', { lotId: lot, plate: card.plate, count: 2, authCode: PAYER_CODE, requestNo });
    const paid = await ok<Online>(renew());
    expect(paid).toMatchObject({ amount: 60_000, state: LEASE_STATE.paid, periodStart: dateOfDay(today() + 21) });
    expect(paid.orderNo).toMatch(/^M\d{14}$/);
    // Alipay holds the trade under our order number; the payment is booked online under its trade number.
    expect(await sims.adapters.alipay.queryPayment(paid.orderNo)).toEqual({ status: 'paid', tradeNo: paid.channelTxnNo, amount: 60_000 });
    expect(await paymentsOf(paid.orderNo)).toEqual([{ channel: 'alipay', place: 'online', channel_txn_no: paid.channelTxnNo, amount: 60_000, operator: 'system:alipay' }]);
    expect(await cardEnd(card.id)).toBe(paid.periodEnd);
    // Made and paid: each audited.
    const audited = await db.query<{ action: string }>(
      "SELECT a.action FROM audit_log a JOIN rental_orders r ON a.entity_id = r.id WHERE a.entity = 'rentalOrder' AND r.order_no = $1 ORDER BY a.id", [paid.orderNo]);
    expect(audited.map((a) => a.action)).toEqual(['rentals.orderOnlineRenewal', 'rentals.payOnlineOrder']);

    // The same request again (an answer lost): no second order, no second trade, nothing booked twice.
    const before = await counts();
    expect(await ok<Online>(renew())).toEqual(paid);
    expect(await counts()).toEqual(before);
    expect(await cardEnd(card.id)).toBe(paid.periodEnd);

    // /AliMonthlyOrderInfo lists it with its trade.
    const [row] = (await list('alipayRentalOrder', { orderNo: paid.orderNo })).rows;
    expect(row).toMatchObject({ state: LEASE_STATE.paid, channelTxnNo: paid.channelTxnNo, amount: 60_000, paymentNo: paid.paymentNo, months: 2, plates: card.plate });
    expect(row.paidAt).toBeTruthy();
    // A booth's sale is not an online order.
    const booth = await cardOf('monthly', -10, 20);
    await ok(call('monthCard', 'renew', { ids: [booth.id], values: { count: 1, channel: 'cash' }, idempotencyKey: randomUUID() }));
    expect((await list('alipayRentalOrder', { plates: booth.plate })).total).toBe(0);
  });

  it('books a trade the platform reports once, however often it is reported', async () => {
    const card = await cardOf('monthly', -10, 20);
    const end = await cardEnd(card.id);
    const order = await ordered(card.plate, 1);
    expect(order).toMatchObject({ amount: 30_000, state: LEASE_STATE.notPaid, channelTxnNo: null, paymentNo: null });
    // Not paid yet: nothing booked, the card as it was, listed not paid.
    expect(await paymentsOf(order.orderNo)).toEqual([]);
    expect(await cardEnd(card.id)).toBe(end);
    expect((await list('alipayRentalOrder', { orderNo: order.orderNo })).rows[0]).toMatchObject({ state: LEASE_STATE.notPaid, channelTxnNo: null });

    const tradeNo = await payOnAlipay(order);
    // A report of another amount is refused, nothing written.
    const wrong = await reported(order, tradeNo, order.amount - 1);
    expect([statusOf(wrong), codeOf(wrong), msgOf(wrong)]).toEqual([400, 'rentalOnlineAmountDiffers', `Order ${order.orderNo} costs 300.00; the channel reports 299.99.`]);
    expect(await paymentsOf(order.orderNo)).toEqual([]);

    const first = await ok<Online>(reported(order, tradeNo));
    expect(first).toMatchObject({ orderNo: order.orderNo, state: LEASE_STATE.paid, channelTxnNo: tradeNo, periodStart: dateOfDay(today() + 21) });
    const before = await counts();
    // Reported again, and asked about: the first answer, booked once.
    expect(await ok<Online>(reported(order, tradeNo))).toEqual(first);
    expect(await ok<Online>(t.call('MonthlyOrderQuery', { orderNo: order.orderNo }))).toEqual(first);
    expect(await counts()).toEqual(before);
    expect(await paymentsOf(order.orderNo)).toHaveLength(1);
    expect(await cardEnd(card.id)).toBe(first.periodEnd);
    // Another trade for a paid order is refused.
    const other = await reported(order, '2026999999999999999999999999');
    expect(codeOf(other)).toBe('rentalOnlineOrderPaid');
  });

  it('asks Alipay about an order whose notification was lost, and carries on from the card\'s end as it is when paid', async () => {
    const card = await cardOf('monthly', -10, 20);
    const order = await ordered(card.plate, 1);
    const notYet = await t.call('MonthlyOrderQuery', { orderNo: order.orderNo });
    expect([codeOf(notYet), msgOf(notYet)]).toEqual(['rentalOnlineNotPaidYet', `Alipay has no payment of order ${order.orderNo} yet.`]);
    // Renewed at the booth while the customer paid: the online period follows the booth's.
    await ok(call('monthCard', 'renew', { ids: [card.id], values: { count: 1, channel: 'cash' }, idempotencyKey: randomUUID() }));
    const boothEnd = await cardEnd(card.id);
    expect(boothEnd).not.toBe(dateOfDay(today() + 20));
    const tradeNo = await payOnAlipay(order);
    const paid = await ok<Online>(t.call('MonthlyOrderQuery', { orderNo: order.orderNo }));
    expect(paid).toMatchObject({ state: LEASE_STATE.paid, channelTxnNo: tradeNo, periodStart: dateOfDay(dayOfDate(boothEnd)! + 1) });
    expect(await cardEnd(card.id)).toBe(paid.periodEnd);
    const [stored] = await db.query<{ start: string; end: string }>(
      "SELECT to_char(period_start, 'YYYY-MM-DD') AS start, to_char(period_end, 'YYYY-MM-DD') AS end FROM rental_orders WHERE order_no = $1", [order.orderNo]);
    expect(stored).toEqual({ start: paid.periodStart, end: paid.periodEnd });
  });

  it('refuses what is not renewed online, with its message', async () => {
    const none = await renewOnline('浙A69999', 1);
    expect([statusOf(none), codeOf(none), msgOf(none)]).toEqual([400, 'rentalOnlineNoCard', 'No card of this lot holds plate 浙A69999.']);
    const vip = await cardOf('vip', -10, 20);
    expect(codeOf(await renewOnline(vip.plate, 1))).toBe('rentalOnlineNothingToPay');
    const card = await cardOf('monthly', -10, 20);
    expect(codeOf(await renewOnline(card.plate, 13))).toBe('rentalMonthsOutOfRange');
    expect((await renewOnline(card.plate, 1, { authCode: '12' })).data).toMatchObject({ code: 'invalidRequest', fields: ['authCode'] });
    expect(codeOf(await t.call('MonthlyOrderQuery', { orderNo: 'M20990101000001' }))).toBe('rentalOnlineOrderUnknown');
    // Server to server only: a valid signature is the credential.
    expect(statusOf(await t.call('CreateMonthlySpecialInfo', { lotId: lot, plate: card.plate, count: 1, requestNo: randomUUID() }, { sign: false }))).toBe(4003);
  });

  it('reconciles the day\'s Alipay statement: online rental payments match like any, one the statement lacks waits, a lost one is settled by asking Alipay', async () => {
    // Booked on a report whose trade Alipay never made: the statement lacks it.
    const card = await cardOf('monthly', -10, 20);
    const order = await ordered(card.plate, 1);
    await ok(reported(order, '2026000000000000000000000042'));
    const [{ n: online }] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM rental_orders WHERE online AND state = $1', [LEASE_STATE.paid]);
    expect(online).toBeGreaterThanOrEqual(4);
    // Paid on Alipay, its notification lost: our order is not paid.
    const lostCard = await cardOf('monthly', -10, 20);
    const lost = await ordered(lostCard.plate, 1);
    const lostTrade = await payOnAlipay(lost);

    const day = statementDayOf(t.clock.now());
    const statement = await sims.adapters.alipay.downloadStatement(day);
    const imported = await db.transaction((tx) => runService(tx, importStatement, { channel: 'alipay', day, fileName: statement.fileName, source: statement.file },
      { name: 'finance', userId: null }, { at: t.clock.now() })) as ImportResult;
    expect(imported).toMatchObject({ repeated: false, rows: online, matched: online - 1, differences: 1, pooled: 1 });
    const pooled = await db.query<{ order_no: string }>(
      'SELECT r.order_no FROM reconcile_pool q JOIN payments p ON p.id = q.payment_id JOIN rental_orders r ON r.id = p.rental_order_id');
    expect(pooled).toEqual([{ order_no: order.orderNo }]);

    // The lost one: a status difference on /AlipayDataDifference, settled by asking Alipay.
    const [difference] = (await list('alipayDifference', { day: { from: day, to: day } })).rows;
    expect(difference).toMatchObject({ kind: 'statusDiffers', orderNo: lost.orderNo, channelTxnNo: lostTrade, theirAmount: 30_000, ourAmount: null, state: 0 });
    const settled = await ok<{ result: { paymentNo: string }[] }>(call('alipayDifference', 'settleByQuery', {
      ids: [difference.id], values: { reason: 'Notification lost; Alipay confirms it' }, idempotencyKey: randomUUID(),
    }));
    expect(await paymentsOf(lost.orderNo)).toEqual([{ channel: 'alipay', place: 'online', channel_txn_no: lostTrade, amount: 30_000, operator: 'admin' }]);
    expect(settled.result[0].paymentNo).toBeTruthy();
    const [paidOrder] = await db.query<{ state: number; end: string }>(
      "SELECT state, to_char(period_end, 'YYYY-MM-DD') AS end FROM rental_orders WHERE order_no = $1", [lost.orderNo]);
    expect(paidOrder.state).toBe(LEASE_STATE.paid);
    expect(await cardEnd(lostCard.id)).toBe(paidOrder.end);
    expect((await list('alipayDifference', { day: { from: day, to: day } })).rows[0]).toMatchObject({ state: 1, decision: 'correctOurs' });
    // The platform's late report of the same trade books nothing more.
    await ok(reported(lost, lostTrade));
    expect(await paymentsOf(lost.orderNo)).toHaveLength(1);
  });
});
