// Cards renewed online through the simulated WeChat Pay (docs/rentals.md, "Online renewals"),
// through the real HTTP backend and the simulated WeChat server over real HTTPS on 127.0.0.1, its
// merchant account entered on the pay params screen: the order made not paid and made on WeChat
// (unified order: a QR code, or the in-app page) for the payer to pay on his phone; WeChat's signed
// payment notification books it once (the card's period moves once, a notification delivered again
// books nothing); the payer's code charged as at a pay station; an order not paid in time expires
// (the outbox worker asks WeChat, closes the order there, then expires it), and a notification lost
// on its way is found by that question, by MonthlyOrderQuery, and by reconciling the day's WeChat
// statement (/WeChatDataDifference settleByQuery books it through rentals.payOnlineOrder). The
// orders are listed on /MonthOrder and their payments on /MonthlyCarRentalPayment, never on Alipay's
// /AliMonthlyOrderInfo.
import { randomBytes, randomUUID } from 'node:crypto';
import { PAY_PARAMS_SCREENS } from '../../../lib/areas/pay-params/screens';
import { RECONCILE_SCREENS } from '../../../lib/areas/reconcile/screens';
import { statementDayOf } from '../../../lib/areas/reconcile/statements';
import { RENTAL_SCREENS } from '../../../lib/areas/rentals/screens';
import { ONLINE_ORDER_TTL_MS } from '../../../lib/areas/rentals/sale';
import { wechatTime } from '../../../lib/channels/clock';
import { signWechatFields, toWechatXml, wechatSign } from '../../../lib/channels/wechat-sign';
import { ARCHIVE_STATE } from '../../../lib/parking/archive-machine';
import { dateOfDay, dayOf } from '../../../lib/parking/cards/operator-days';
import { LEASE_STATE } from '../../../lib/parking/lease-machine';
import { PACKAGE_STATE } from '../../../lib/parking/package-machine';
import type { Db } from '../../db';
import { runService } from '../../kernel/service';
import { ADMIN_PASSWORD, codeOf, msgOf, statusOf, testDatabases, type TestBackend } from '../../test/harness';
import { ok, screenCalls } from '../../test/screen-calls';
import { startSimChannels, WECHAT, type SimChannels } from '../../test/sim-channels';
import { useTestBackend } from '../../test/use-backend';
import { importStatement, type ImportResult } from '../reconcile/import';

jest.setTimeout(60_000);

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** What the payer's phone shows (a WeChat payment code). */
const PAYER_CODE = '134567890123456789';

interface Prepay { tradeType: 'NATIVE' | 'JSAPI'; prepayId: string; codeUrl?: string; payParams?: Record<string, string> }
interface Online {
  orderNo: string; lotId: number; amount: number; state: number; periodStart: string; periodEnd: string; channelTxnNo: string | null;
  paymentNo: string | null; expiresAt: string; prepay?: Prepay;
}

describe.each(testDatabases())('cards renewed online through WeChat Pay on $name', (database) => {
  let db: Db;
  let t: TestBackend;
  let sims: SimChannels;
  let lot = 0;
  let pkg = 0;
  const tokens: Record<string, string> = {};
  const { call, list, create, update } = screenCalls({ backend: () => t, tokens, screens: [...PAY_PARAMS_SCREENS, ...RENTAL_SCREENS, ...RECONCILE_SCREENS], pageSize: 100 });
  const today = () => dayOf(t.clock.now());
  let plateNo = 71_000;

  /** A confirmed monthly card ending in 20 days: its id and plate. */
  const cardOf = async () => {
    const plate = `浙B${(plateNo += 1)}`;
    const [row] = await db.query<{ id: number }>(
      `INSERT INTO month_cards (lot_id, package_id, customer, phone, plates, start_date, end_date, review_state, created_by)
       VALUES ($1, $2, 'Customer', '13800138000', $3, $4, $5, $6, 'operator') RETURNING id`,
      [lot, pkg, plate, dateOfDay(today() - 10), dateOfDay(today() + 20), ARCHIVE_STATE.confirmed]);
    await db.query('INSERT INTO month_card_plates (card_id, lot_id, plate) VALUES ($1, $2, $3)', [row.id, lot, plate]);
    return { id: Number(row.id), plate };
  };
  const cardEnd = async (id: number) => (await db.query<{ end: string }>("SELECT to_char(end_date, 'YYYY-MM-DD') AS end FROM month_cards WHERE id = $1", [id]))[0].end;
  const orderState = async (orderNo: string) => Number((await db.query<{ state: number }>('SELECT state FROM rental_orders WHERE order_no = $1', [orderNo]))[0].state);
  const counts = async () => (await db.query<{ orders: number; payments: number }>(
    'SELECT (SELECT count(*)::int FROM rental_orders) AS orders, (SELECT count(*)::int FROM payments) AS payments'))[0];
  const paymentsOf = (orderNo: string) => db.query<{ channel: string; place: string; channel_txn_no: string; amount: number; operator: string }>(
    `SELECT p.channel, p.place, p.channel_txn_no, p.amount::int AS amount, p.operator FROM payments p JOIN rental_orders r ON r.id = p.rental_order_id
      WHERE r.order_no = $1`, [orderNo]);
  /** The clock moved on by `ms`, the administrator signed in again (a session lasts 90 minutes). */
  const later = async (ms: number) => {
    t.clock.advance(ms);
    tokens.admin = await t.signIn('admin', ADMIN_PASSWORD);
  };
  const renew = (plate: string, extra: Record<string, unknown> = {}) =>
    t.call<Online>('CreateMonthlySpecialInfo', { lotId: lot, plate, count: 1, channel: 'wechat', requestNo: randomUUID(), ...extra });
  /** The WeChat notification of `trade`, signed with `key` (the merchant's API key: as WeChat signs it), posted to the account's notify URL. */
  const notify = async (trade: { orderNo: string; tradeNo: string; amount: number }, key = WECHAT.apiKey) => {
    const body = toWechatXml(signWechatFields({
      return_code: 'SUCCESS', appid: WECHAT.appId, mch_id: WECHAT.mchId, nonce_str: randomBytes(8).toString('hex'), result_code: 'SUCCESS',
      openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o', trade_type: 'NATIVE', bank_type: 'OTHERS', total_fee: String(trade.amount), fee_type: 'CNY',
      cash_fee: String(trade.amount), transaction_id: trade.tradeNo, out_trade_no: trade.orderNo, time_end: wechatTime(t.clock.now()),
    }, key));
    const response = await fetch(String(sims.payParams.wechat.notifyUrl), { method: 'POST', body, headers: { 'content-type': 'text/xml' } });
    return { status: response.status, answer: await response.text() };
  };

  useTestBackend(database, { backend: { outbox: { autoStart: false } }, tokens, beforeClose: async () => { await sims?.close(); }, timeoutMs: 120_000 }, async (env) => {
    ({ db, t } = env);
    // Mid-morning in China: every trade of these tests, the clock moved past expiries or not, is on one day's statement.
    const sinceMidnight = (t.clock.now() + 8 * HOUR) % DAY;
    await later((10 * HOUR - sinceMidnight + DAY) % DAY);
    [{ id: lot }] = await db.query<{ id: number }>("INSERT INTO parking_lots (name, type) VALUES ('WeChat lot', 2) RETURNING id");
    const [name] = await db.query<{ id: number }>("INSERT INTO month_package_names (lot_id, name, kind) VALUES ($1, 'Monthly', 'monthly') RETURNING id", [lot]);
    [{ id: pkg }] = await db.query<{ id: number }>(
      `INSERT INTO month_packages (lot_id, name_id, pricing, price, months, free_periods, renewal_grace_days, state, created_by)
       VALUES ($1, $2, 'packagePrice', 30000, '1,12', '00:00-00:00', 7, $3, 'operator') RETURNING id`, [lot, name.id, PACKAGE_STATE.approved]);
    // The WeChat account of every lot on the simulated server, its notify URL the backend's.
    sims = await startSimChannels({ create, update }, t.baseUrl, () => t.clock.now());
  });

  it('makes the order on WeChat for the payer\'s phone; WeChat\'s notification books it once, the period applied once', async () => {
    const card = await cardOf();
    const end = await cardEnd(card.id);
    const requestNo = randomUUID();
    const asked = t.clock.now();
    const order = await ok<Online>(renew(card.plate, { requestNo }));
    expect(order).toMatchObject({ amount: 30_000, state: LEASE_STATE.notPaid, channelTxnNo: null, paymentNo: null });
    // It waits half an hour for its payment.
    expect(Date.parse(order.expiresAt) - ONLINE_ORDER_TTL_MS).toBeGreaterThanOrEqual(asked - 1_000);
    expect(Date.parse(order.expiresAt) - ONLINE_ORDER_TTL_MS).toBeLessThanOrEqual(t.clock.now());
    expect(order.prepay).toMatchObject({ tradeType: 'NATIVE', codeUrl: expect.stringMatching(/^weixin:\/\/wxpay\/bizpayurl\?pr=/) });
    // Asked again (its answer lost): the same order and the same prepay, no second order.
    const before = await counts();
    expect(await ok<Online>(renew(card.plate, { requestNo }))).toEqual(order);
    expect(await counts()).toEqual(before);
    expect(await cardEnd(card.id)).toBe(end);

    // The payer scans and pays; WeChat notifies the backend, which answers SUCCESS.
    const trade = sims.wechat.payPrepaid(order.orderNo);
    await sims.wechat.settled();
    const delivered = sims.wechat.deliveries.at(-1)!;
    expect([delivered.status, delivered.answer]).toEqual([200, toWechatXml({ return_code: 'SUCCESS', return_msg: 'OK' })]);
    expect(await paymentsOf(order.orderNo)).toEqual([{ channel: 'wechat', place: 'online', channel_txn_no: trade.transactionId, amount: 30_000, operator: 'system:wechat' }]);
    const [paid] = await db.query<{ state: number; start: string; end: string }>(
      "SELECT state, to_char(period_start, 'YYYY-MM-DD') AS start, to_char(period_end, 'YYYY-MM-DD') AS end FROM rental_orders WHERE order_no = $1", [order.orderNo]);
    expect(paid).toMatchObject({ state: LEASE_STATE.paid, start: dateOfDay(today() + 21) });
    expect(await cardEnd(card.id)).toBe(paid.end);

    // Delivered again, as WeChat does, and asked about: nothing booked twice, the period moved once.
    const booked = await counts();
    expect((await sims.wechat.redeliver(sims.wechat.deliveries.length - 1)).status).toBe(200);
    expect(await ok<Online>(t.call('MonthlyOrderQuery', { orderNo: order.orderNo }))).toMatchObject({ state: LEASE_STATE.paid, channelTxnNo: trade.transactionId });
    expect(await counts()).toEqual(booked);
    expect(await cardEnd(card.id)).toBe(paid.end);
    // The same request once paid answers the paid order.
    expect(await ok<Online>(renew(card.plate, { requestNo }))).toMatchObject({ state: LEASE_STATE.paid, channelTxnNo: trade.transactionId });

    // Listed as paid online through WeChat on /MonthOrder and /MonthlyCarRentalPayment; not on Alipay's screen.
    expect((await list('monthKindRentalOrder', { orderNo: order.orderNo })).rows[0]).toMatchObject({ channel: 'wechatOnline', state: LEASE_STATE.paid });
    expect((await list('rentalPayment', { orderNo: order.orderNo })).rows[0]).toMatchObject({ channel: 'wechat', place: 'online', channelTxnNo: trade.transactionId });
    expect((await list('alipayRentalOrder', { orderNo: order.orderNo })).total).toBe(0);
    // A booth's offline WeChat sale reads offline beside it.
    const booth = await cardOf();
    await ok(call('monthCard', 'renew', { ids: [booth.id], values: { count: 1, channel: 'wechat', reference: `WX-${booth.id}` }, idempotencyKey: randomUUID() }));
    expect((await list('rentalOrder', { plates: booth.plate })).rows[0]).toMatchObject({ channel: 'wechat' });
    expect((await list('rentalOrder', { channel: 'wechatOnline' })).rows.map((r) => r.orderNo)).toContain(order.orderNo);
  });

  it('pays in the WeChat app (JSAPI, its page signed) or by the payer\'s code; a notification not signed with the key is refused', async () => {
    const inApp = await ok<Online>(renew((await cardOf()).plate, { openId: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' }));
    const page = inApp.prepay!.payParams!;
    expect(inApp.prepay).toMatchObject({ tradeType: 'JSAPI', payParams: { appId: WECHAT.appId, package: `prepay_id=${inApp.prepay!.prepayId}`, signType: 'HMAC-SHA256' } });
    const { paySign, ...signed } = page;
    expect(paySign).toBe(wechatSign(signed, WECHAT.apiKey));

    const card = await cardOf();
    const byCode = await ok<Online>(renew(card.plate, { authCode: PAYER_CODE }));
    expect(byCode).toMatchObject({ state: LEASE_STATE.paid, amount: 30_000 });
    expect(await sims.adapters.wechat.queryPayment(byCode.orderNo)).toEqual({ status: 'paid', tradeNo: byCode.channelTxnNo, amount: 30_000 });
    expect(await paymentsOf(byCode.orderNo)).toEqual([{ channel: 'wechat', place: 'online', channel_txn_no: byCode.channelTxnNo, amount: 30_000, operator: 'system:wechat' }]);

    // Forged (another key): refused as WeChat expects, nothing booked.
    const forged = await notify({ orderNo: inApp.orderNo, tradeNo: '4200000000000000000000000099', amount: 30_000 }, 'another-key-another-key-another!');
    expect(forged.status).toBe(400);
    expect(await paymentsOf(inApp.orderNo)).toEqual([]);
    expect(await orderState(inApp.orderNo)).toBe(LEASE_STATE.notPaid);
  });

  it('expires an order not paid in time: WeChat asked and the order closed there, nothing booked, a late notification books nothing', async () => {
    const card = await cardOf();
    const end = await cardEnd(card.id);
    const requestNo = randomUUID();
    const order = await ok<Online>(renew(card.plate, { requestNo }));
    // Not yet due: the worker leaves it.
    await t.backend.outbox.drain();
    expect(await orderState(order.orderNo)).toBe(LEASE_STATE.notPaid);

    await later(ONLINE_ORDER_TTL_MS + 60_000);
    await t.backend.outbox.drain();
    expect(await orderState(order.orderNo)).toBe(LEASE_STATE.expired);
    expect(await sims.adapters.wechat.queryPayment(order.orderNo)).toEqual({ status: 'closed' });
    expect(() => sims.wechat.payPrepaid(order.orderNo)).toThrow(/cannot be paid/);
    expect(await paymentsOf(order.orderNo)).toEqual([]);
    expect(await cardEnd(card.id)).toBe(end);
    const audited = await db.query<{ action: string; actor: string }>(
      "SELECT a.action, a.actor FROM audit_log a JOIN rental_orders r ON a.entity_id = r.id WHERE a.entity = 'rentalOrder' AND r.order_no = $1 ORDER BY a.id", [order.orderNo]);
    expect(audited).toEqual([{ action: 'rentals.orderOnlineRenewal', actor: 'system:CreateMonthlySpecialInfo' }, { action: 'rentals.expireOnlineOrder', actor: 'system:outbox' }]);

    // Asked about, or asked again: expired, with its message. A notification after it (signed as WeChat's) is heard and books nothing.
    const asked = await t.call('MonthlyOrderQuery', { orderNo: order.orderNo });
    expect([statusOf(asked), codeOf(asked), msgOf(asked)]).toEqual([400, 'rentalOnlineOrderExpired', `Order ${order.orderNo} was not paid in time and has expired.`]);
    expect(codeOf(await renew(card.plate, { requestNo }))).toBe('rentalOnlineOrderExpired');
    expect((await notify({ orderNo: order.orderNo, tradeNo: '4200000000000000000000000077', amount: 30_000 })).status).toBe(200);
    expect(await paymentsOf(order.orderNo)).toEqual([]);
    expect(await orderState(order.orderNo)).toBe(LEASE_STATE.expired);
    expect((await list('monthKindRentalOrder', { orderNo: order.orderNo })).rows[0]).toMatchObject({ state: LEASE_STATE.expired, channel: 'wechatOnline' });
  });

  it('finds a notification lost on its way: by MonthlyOrderQuery, and by the expiry\'s question to WeChat', async () => {
    const queried = await cardOf();
    const first = await ok<Online>(renew(queried.plate));
    const notYet = await t.call('MonthlyOrderQuery', { orderNo: first.orderNo });
    expect([codeOf(notYet), msgOf(notYet)]).toEqual(['rentalWechatNotPaidYet', `WeChat Pay has no payment of order ${first.orderNo} yet.`]);
    const firstTrade = sims.wechat.payPrepaid(first.orderNo, { notify: false });
    expect(await ok<Online>(t.call('MonthlyOrderQuery', { orderNo: first.orderNo }))).toMatchObject({ state: LEASE_STATE.paid, channelTxnNo: firstTrade.transactionId });

    const card = await cardOf();
    const order = await ok<Online>(renew(card.plate));
    const trade = sims.wechat.payPrepaid(order.orderNo, { notify: false });
    await later(ONLINE_ORDER_TTL_MS + 60_000);
    await t.backend.outbox.drain();
    // Paid, not expired: booked as the notification would have been, the period applied.
    expect(await paymentsOf(order.orderNo)).toEqual([{ channel: 'wechat', place: 'online', channel_txn_no: trade.transactionId, amount: 30_000, operator: 'system:wechat' }]);
    const [paid] = await db.query<{ state: number; end: string }>("SELECT state, to_char(period_end, 'YYYY-MM-DD') AS end FROM rental_orders WHERE order_no = $1", [order.orderNo]);
    expect(paid.state).toBe(LEASE_STATE.paid);
    expect(await cardEnd(card.id)).toBe(paid.end);
  });

  it('reconciles the day\'s WeChat statement: online rental payments match, one WeChat never made waits, a lost one is settled by asking WeChat', async () => {
    // Booked on a report of a trade WeChat never made: the statement lacks it.
    const reported = await ok<Online>(renew((await cardOf()).plate));
    await ok(t.call('UserCompletePay', { orderNo: reported.orderNo, channel: 'wechat', place: 'online', channelTxnNo: '4200000000000000000000000042', amount: 30_000 }));
    const [{ n: online }] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM rental_orders WHERE online AND channel = 'wechat' AND state = $1", [LEASE_STATE.paid]);
    expect(online).toBeGreaterThanOrEqual(5);
    // Paid on WeChat, its notification lost: our order is not paid.
    const lostCard = await cardOf();
    const lost = await ok<Online>(renew(lostCard.plate));
    const lostTrade = sims.wechat.payPrepaid(lost.orderNo, { notify: false });

    const day = statementDayOf(t.clock.now());
    const statement = await sims.adapters.wechat.downloadStatement(day);
    const imported = await db.transaction((tx) => runService(tx, importStatement, { channel: 'wechat', day, fileName: statement.fileName, source: statement.file },
      { name: 'finance', userId: null }, { at: t.clock.now() })) as ImportResult;
    expect(imported).toMatchObject({ repeated: false, rows: online, matched: online - 1, differences: 1, pooled: 1 });
    const pooled = await db.query<{ order_no: string }>(
      'SELECT r.order_no FROM reconcile_pool q JOIN payments p ON p.id = q.payment_id JOIN rental_orders r ON r.id = p.rental_order_id');
    expect(pooled).toEqual([{ order_no: reported.orderNo }]);

    // The lost one: a status difference on /WeChatDataDifference, settled by asking WeChat.
    const [difference] = (await list('wechatDifference', { day: { from: day, to: day } })).rows;
    expect(difference).toMatchObject({ kind: 'statusDiffers', orderNo: lost.orderNo, channelTxnNo: lostTrade.transactionId, theirAmount: 30_000, ourAmount: null, state: 0 });
    await ok(call('wechatDifference', 'settleByQuery', { ids: [difference.id], values: { reason: 'Notification lost; WeChat confirms it' }, idempotencyKey: randomUUID() }));
    expect(await paymentsOf(lost.orderNo)).toEqual([{ channel: 'wechat', place: 'online', channel_txn_no: lostTrade.transactionId, amount: 30_000, operator: 'admin' }]);
    const [paidOrder] = await db.query<{ state: number; end: string }>("SELECT state, to_char(period_end, 'YYYY-MM-DD') AS end FROM rental_orders WHERE order_no = $1", [lost.orderNo]);
    expect(paidOrder.state).toBe(LEASE_STATE.paid);
    expect(await cardEnd(lostCard.id)).toBe(paidOrder.end);
    // WeChat's late notification of the same trade, and the expiry's question, book nothing more.
    expect((await notify({ orderNo: lost.orderNo, tradeNo: lostTrade.transactionId, amount: 30_000 })).status).toBe(200);
    await later(ONLINE_ORDER_TTL_MS + 60_000);
    await t.backend.outbox.drain();
    expect(await paymentsOf(lost.orderNo)).toHaveLength(1);
    expect(await cardEnd(lostCard.id)).toBe(paidOrder.end);
  });
});
