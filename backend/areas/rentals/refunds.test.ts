// Refunds of rentals (/MonthlyRentReturnManagement), through the real HTTP backend: the amount by
// the lot's rule (set on the lot's form) counted from the day after the request, less its fee;
// requested by one person, reviewed and confirmed by two others (the requester refused as
// either); paid back on the sale's own channel (cash at once, Alipay through the outbox, once);
// the card ends the day of the request and the lane then treats it as ended, without grace; a
// second refund of a sale and one larger than was paid refused with nothing written; a rejection
// puts the card back; the daily settlement's refunded counts what was paid back.
import { randomUUID } from 'node:crypto';
import { PAY_PARAMS_SCREENS } from '../../../lib/areas/pay-params/screens';
import { ESTATE_SCREENS } from '../../../lib/areas/estate/screens';
import { RENTAL_SCREENS } from '../../../lib/areas/rentals/screens';
import { ARCHIVE_STATE } from '../../../lib/parking/archive-machine';
import { dateOfDay, dayOf, dayOfDate, endOfDay } from '../../../lib/parking/cards/operator-days';
import { SHOWN_LEASE_STATE } from '../../../lib/parking/lease-machine';
import { REFUND_STATE } from '../../../lib/parking/refund-machine';
import { hashPassword } from '../../auth/passwords';
import type { Db } from '../../db';
import { DEMO_PASSWORD, codeOf, statusOf, testDatabases, type TestBackend } from '../../test/harness';
import { screenCalls, type Row } from '../../test/screen-calls';
import { startSimChannels, type SimChannels } from '../../test/sim-channels';
import { useTestBackend } from '../../test/use-backend';
import { runService } from '../../kernel/service';
import { cardAtEntrance } from '../charging/lane-cards';
import { requestRentalRefund } from './refunds';

jest.setTimeout(120_000);

describe.each(testDatabases())('refunds of rentals on $name', (database) => {
  let db: Db;
  let t: TestBackend;
  let sims: SimChannels;
  let lot = 0;
  const packages: Record<string, number> = {};
  const tokens: Record<string, string> = {};
  const { call, ok, list, create, update } = screenCalls({ backend: () => t, tokens, screens: [...RENTAL_SCREENS, ...ESTATE_SCREENS, ...PAY_PARAMS_SCREENS], pageSize: 50 });
  const today = () => dayOf(t.clock.now());
  let plate = 70_000;

  /** A confirmed card of the package from `from` to `to` (days from today): its id and plate. */
  const cardOf = async (pkg: string, from: number, to: number) => {
    plate += 1;
    const [row] = await db.query<{ id: number }>(
      `INSERT INTO month_cards (lot_id, package_id, customer, phone, plates, start_date, end_date, review_state, created_by)
       VALUES ($1, $2, 'Customer', '13800138000', $3, $4, $5, $6, 'operator') RETURNING id`,
      [lot, packages[pkg], `浙B${plate}`, dateOfDay(today() + from), dateOfDay(today() + to), ARCHIVE_STATE.confirmed]);
    await db.query('INSERT INTO month_card_plates (card_id, lot_id, plate) VALUES ($1, $2, $3)', [row.id, lot, `浙B${plate}`]);
    return { id: Number(row.id), plate: `浙B${plate}` };
  };
  /** The card sold `count` more at the booth in cash: the sale's row on /MonthlyRentReturnManagement. */
  const sold = async (cardId: number, count: number): Promise<Row> => {
    const answer = await ok<{ result: { orderNo: string }[] }>(call('monthCard', 'renew', { ids: [cardId], values: { count, channel: 'cash' }, idempotencyKey: randomUUID() }));
    return saleRow(answer.result[0].orderNo);
  };
  const saleRow = async (orderNo: unknown) => (await list('rentalRefund', { orderNo })).rows[0];
  const press = (action: string, sale: Row, user: string, values: Record<string, unknown> = {}) =>
    call('rentalRefund', action, { ids: [sale.id], values, idempotencyKey: randomUUID() }, user, 'en-US');
  const refused = async (answer: ReturnType<typeof press>) => { const r = await answer; return [statusOf(r), codeOf(r)]; };
  const cardOfSale = async (sale: Row) => (await db.query<{ end: string; refunded: boolean }>(
    "SELECT to_char(end_date, 'YYYY-MM-DD') AS end, refunded_at IS NOT NULL AS refunded FROM month_cards c WHERE card_no = $1", [sale.cardNo]))[0];
  const written = async () => (await db.query<{ refunds: number; rental: number; audits: number }>(
    `SELECT (SELECT count(*)::int FROM refunds) AS refunds, (SELECT count(*)::int FROM rental_refunds) AS rental,
            (SELECT count(*)::int FROM audit_log WHERE action LIKE 'rentals.%Refund') AS audits`))[0];
  const setRule = (rule: string | null, fee: number | null) => db.query('UPDATE parking_lots SET rental_refund_rule = $2, rental_refund_fee = $3 WHERE id = $1', [lot, rule, fee]);
  /** Whole days of a sale's period. */
  const daysOf = (sale: Row) => dayOfDate(String(sale.periodEnd))! - dayOfDate(String(sale.periodStart))! + 1;

  useTestBackend(database, { backend: { outbox: { autoStart: false } }, tokens, beforeClose: async () => { await sims?.close(); }, timeoutMs: 120_000 }, async (env) => {
    ({ db, t } = env);
    // Two more people with the administrator's grants: a reviewer and a confirmer.
    for (const login of ['approver', 'confirmer']) {
      await db.query(`INSERT INTO users (login_name, display_name, password_hash, role_group_id)
        SELECT $1, $1, $2, role_group_id FROM users WHERE login_name = 'admin'`, [login, await hashPassword(DEMO_PASSWORD)]);
      tokens[login] = await t.signIn(login, DEMO_PASSWORD);
    }
    [{ id: lot }] = await db.query<{ id: number }>("INSERT INTO parking_lots (name, type) VALUES ('Refund lot', 2) RETURNING id");
    const add = async (key: string, kind: string, terms: Record<string, unknown>) => {
      const [name] = await db.query<{ id: number }>('INSERT INTO month_package_names (lot_id, name, kind) VALUES ($1, $2, $3) RETURNING id', [lot, `${key} name`, kind]);
      [{ id: packages[key] }] = await db.query<{ id: number }>(
        `INSERT INTO month_packages (lot_id, name_id, pricing, price, months, free_periods, grace_days, renewal_grace_days, state, created_by)
         VALUES ($1, $2, 'packagePrice', $3, $4, '00:00-00:00', 3, 7, 1, 'operator') RETURNING id`, [lot, name.id, terms.price, terms.months ?? null]);
    };
    await add('monthly', 'monthly', { price: 30_000, months: '1,12' });
    await add('day', 'day', { price: 2_000 });
    sims = await startSimChannels({ create, update }, t.baseUrl, () => t.clock.now());
  });

  it('pays back by the lot\'s rule, set on the lot\'s form, from the day after the request, less its fee', async () => {
    // The rule is the lot's setting, written on /ParkingInformation.
    const [lotRow] = (await list('parkingLot', { name: 'Refund lot' })).rows;
    const { id: _id, usedSpaces: _u, freeSpaces: _f, ...values } = lotRow;
    expect(await update('parkingLot', lot, { ...values, rentalRefundRule: 'actualDays', rentalRefundFee: 0 })).toMatchObject({ rentalRefundRule: 'actualDays' });

    // Each sale: a card lapsed long ago sold 3 months from today (its renewal grace is over), asked back today.
    const cases: [string | null, number | null, (sale: Row) => number][] = [
      ['actualDays', null, (sale) => Math.floor((90_000 * (daysOf(sale) - 1)) / daysOf(sale))],
      ['per31', 500, (sale) => Math.floor((90_000 * (daysOf(sale) - 1)) / 93) - 500],
      // Months 2 and 3 have not begun: two thirds, less the fee.
      ['wholeMonths', 1_000, () => 60_000 - 1_000],
      // No rule of its own: per31 without a fee.
      [null, null, (sale) => Math.floor((90_000 * (daysOf(sale) - 1)) / 93)],
    ];
    for (const [rule, fee, expected] of cases) {
      if (rule !== 'actualDays') await setRule(rule, fee);
      t.clock.hold();
      const card = await cardOf('monthly', -60, -10);
      const sale = await sold(card.id, 3);
      expect(sale).toMatchObject({ periodStart: dateOfDay(today()), amount: 90_000, refundRule: rule ?? 'per31', refundable: 1, leaseState: SHOWN_LEASE_STATE.leasedOut });
      const due = expected(sale);
      expect([rule, sale.refundNow]).toEqual([rule, due]);
      await ok(press('requestRefund', sale, 'admin', { amount: due, reason: 'Moving away' }));
      const asked = await saleRow(sale.orderNo);
      expect(asked).toMatchObject({
        refundState: REFUND_STATE.requested, refundAmount: due, refundRule: rule ?? 'per31', refundFee: fee ?? 0, daysLeft: daysOf(sale) - 1,
        monthsLeft: 2, cardEndAfter: dateOfDay(today()), requestedBy: 'admin', refundable: 0, refundNow: null,
      });
      // The card ends today, the day of the request.
      expect(await cardOfSale(sale)).toEqual({ end: dateOfDay(today()), refunded: true });
      t.clock.release();
    }
    // A day card is refunded by actual days only.
    await setRule('per31', 0);
    const dayPass = await sold((await cardOf('day', -30, -20)).id, 10);
    expect(await refused(press('requestRefund', dayPass, 'admin', { amount: 100, reason: 'Moving away' }))).toEqual([400, 'rentalRefundNeedsMonths']);
  });

  it('needs two people besides the requester, pays cash back at once, ends the card for the lane and counts in the settlement', async () => {
    await setRule('per31', 0);
    const card = await cardOf('monthly', -60, -10);
    const sale = await sold(card.id, 1);
    await ok(press('requestRefund', sale, 'admin', { amount: sale.refundNow, reason: 'Moving away' }));
    // The requester neither reviews nor confirms.
    expect(await refused(press('review', sale, 'admin'))).toEqual([400, 'approverIsRequester']);
    expect(await refused(press('confirm', sale, 'approver'))).toEqual([400, 'refundRefusedConfirm']);
    await ok(press('review', sale, 'approver'));
    expect(await refused(press('confirm', sale, 'admin'))).toEqual([400, 'approverIsRequester']);
    // Nor does the reviewer confirm: two approvers besides the requester.
    expect(await refused(press('confirm', sale, 'approver'))).toEqual([400, 'rentalRefundConfirmerIsReviewer']);
    const settled = async () => Number((await db.query<{ refunded: string }>(
      'SELECT coalesce(sum(refunded), 0)::text AS refunded FROM daily_settlement WHERE lot_id = $1 AND day = $2::date', [lot, dateOfDay(today())]))[0].refunded);
    const before = await settled();
    await ok(press('confirm', sale, 'confirmer'));
    // Cash: handed back at once, no call for the outbox.
    const paidBack = await saleRow(sale.orderNo);
    expect(paidBack).toMatchObject({ refundState: REFUND_STATE.refunded, reviewedBy: 'approver', confirmedBy: 'confirmer', sending: null, channel: 'cash' });
    expect(paidBack.refundedAt).not.toBeNull();
    expect(await settled()).toBe(before + Number(paidBack.refundAmount));
    const [{ net, paid, refunded }] = await db.query<{ net: string; paid: string; refunded: string }>(
      'SELECT net::text, paid::text, refunded::text FROM daily_settlement WHERE lot_id = $1 AND day = $2::date', [lot, dateOfDay(today())]);
    expect(Number(net)).toBe(Number(paid) - Number(refunded));
    const refundsToday = await db.query<{ amount: string }>(
      "SELECT coalesce(sum(amount), 0)::text AS amount FROM refunds WHERE lot_id = $1 AND refunded_at IS NOT NULL AND (timezone('UTC', refunded_at) + interval '8 hours')::date = $2::date", [lot, dateOfDay(today())]);
    expect(Number(refunded)).toBe(Number(refundsToday[0].amount));

    // The lane: free to the end of the day, then a visitor, though the package gives 3 days of grace.
    const lastSecond = endOfDay(today());
    expect((await cardAtEntrance(db, lot, card.plate, lastSecond - 60_000)).entry.card).toEqual({ free: true, reason: 'monthlyCard' });
    expect((await cardAtEntrance(db, lot, card.plate, lastSecond + 1_000)).entry.card).toEqual({ free: false, reason: 'cardExpired' });
    expect((await cardAtEntrance(db, lot, card.plate, lastSecond + 2 * 86_400_000)).entry.card).toEqual({ free: false, reason: 'cardExpired' });

    // Refunded once: a second refund of the sale, more time or a pause for the card are refused, nothing written.
    const counts = await written();
    expect(await refused(press('requestRefund', sale, 'admin', { amount: 100, reason: 'Again' }))).toEqual([400, 'rentalRefundNotRefundable']);
    expect(await refused(call('monthCard', 'renew', { ids: [card.id], values: { count: 1, channel: 'cash' }, idempotencyKey: randomUUID() }))).toEqual([400, 'rentalCardRefunded']);
    expect(await refused(call('monthCard', 'pause', { ids: [card.id], values: {} }))).toEqual([400, 'rentalPauseNotActive']);
    expect(await written()).toEqual(counts);
  });

  it('refuses a refund larger than was paid, or than the rule gives, writing nothing; a rejection puts the card back', async () => {
    await setRule('actualDays', 0);
    const card = await cardOf('monthly', -60, -10);
    const sale = await sold(card.id, 1);
    const before = { counts: await written(), card: await cardOfSale(sale) };
    expect(before.card.refunded).toBe(false);
    expect(await refused(press('requestRefund', sale, 'admin', { amount: 30_001, reason: 'Too much' }))).toEqual([400, 'refundExceedsRemaining']);
    expect(await refused(press('requestRefund', sale, 'admin', { amount: Number(sale.refundNow) + 1, reason: 'Too much' }))).toEqual([400, 'rentalRefundAboveRule']);
    expect({ counts: await written(), card: await cardOfSale(sale) }).toEqual(before);

    // Less than the rule gives: the customer agreed to it.
    await ok(press('requestRefund', sale, 'admin', { amount: 10_000, reason: 'Agreed' }));
    expect(await saleRow(sale.orderNo)).toMatchObject({ refundAmount: 10_000, refundState: REFUND_STATE.requested });
    // The service itself refuses a second refund of the sale (the grid already does).
    const [{ id: orderId }] = await db.query<{ id: number }>('SELECT id FROM rental_orders WHERE order_no = $1', [sale.orderNo]);
    const counts = await written();
    await expect(db.transaction((tx) => runService(tx, requestRentalRefund, { rentalOrderId: Number(orderId), reason: 'Again' }, { name: 'cs', userId: null },
      { at: t.clock.now(), idempotencyKey: randomUUID() }))).rejects.toMatchObject({ code: 'rentalRefundedAlready' });
    expect(await written()).toEqual(counts);

    expect(await refused(press('reject', sale, 'admin'))).toEqual([400, 'approverIsRequester']);
    await ok(press('reject', sale, 'approver'));
    expect(await saleRow(sale.orderNo)).toMatchObject({ refundState: REFUND_STATE.rejected, refundable: 1, refundRule: 'actualDays' });
    expect(await cardOfSale(sale)).toEqual(before.card);
    // Asked again after the rejection: a new refund of the sale.
    await ok(press('requestRefund', sale, 'admin', { amount: 10_000, reason: 'Agreed again' }));
    expect(await saleRow(sale.orderNo)).toMatchObject({ refundState: REFUND_STATE.requested, refundAmount: 10_000 });
  });

  it('pays an online sale back on its own channel through the outbox, once', async () => {
    await setRule('per31', 0);
    const card = await cardOf('monthly', 0, 29);
    const orderNo = `M${dateOfDay(today()).replace(/-/g, '')}900001`;
    const { tradeNo } = await sims.adapters.alipay.pay({ outTradeNo: orderNo, amount: 30_000, authCode: '28763443825664394', subject: 'Monthly card' });
    const at = new Date(t.clock.now()).toISOString();
    const [order] = await db.query<{ id: number }>(
      `INSERT INTO rental_orders (order_no, lot_id, card_id, package_id, months, period_start, period_end, amount, channel, state, created_by, created_at, paid_at)
       VALUES ($1, $2, $3, $4, 1, $5, $6, 30000, 'alipay', 1, 'online', $7, $7) RETURNING id`,
      [orderNo, lot, card.id, packages.monthly, dateOfDay(today()), dateOfDay(today() + 29), at]);
    await db.query(`INSERT INTO payments (payment_no, rental_order_id, lot_id, plate, channel, place, channel_txn_no, amount, paid_at, operator)
      VALUES ($1, $2, $3, $4, 'alipay', 'online', $5, 30000, $6, 'online')`, [`P${orderNo.slice(1)}`, order.id, lot, card.plate, tradeNo, at]);
    const sale = await saleRow(orderNo);
    expect(sale).toMatchObject({ channel: 'alipay', refundable: 1, refundNow: Math.floor((30_000 * 29) / 31) });
    await ok(press('requestRefund', sale, 'admin', { amount: sale.refundNow, reason: 'Moving away' }));
    await ok(press('review', sale, 'approver'));
    await ok(press('confirm', sale, 'confirmer'));
    // Confirmed: the call waits in the outbox; nothing left the house in the confirmation.
    const confirmed = await saleRow(orderNo);
    expect(confirmed).toMatchObject({ refundState: REFUND_STATE.confirmed, sending: 'queued' });
    const carriedOut = () => sims.alipay.refundRequests().filter((n) => n === confirmed.refundNo).length;
    expect(carriedOut()).toBe(0);
    expect(await t.backend.outbox.drain()).toBe(1);
    expect(await saleRow(orderNo)).toMatchObject({ refundState: REFUND_STATE.refunded, sending: 'done', failure: null });
    expect(carriedOut()).toBe(1);
    expect(await t.backend.outbox.drain()).toBe(0);
    expect(carriedOut()).toBe(1);
  });
  it('gives a sale paid outside the console back outside it: refunded when finance confirms, no call to the channel', async () => {
    await setRule('per31', 0);
    const card = await cardOf('monthly', -60, -10);
    // Paid by Alipay to the operator's own account and recorded by the cashier; finance confirms it.
    const recorded = await ok<{ result: { orderNo: string }[] }>(call('monthCard', 'renew', {
      ids: [card.id], values: { count: 1, channel: 'alipay', reference: `OUT-${card.id}` }, idempotencyKey: randomUUID() }));
    const { orderNo } = recorded.result[0];
    const [waiting] = (await list('offlineRentalOrder', { orderNo })).rows;
    await ok(call('offlineRentalOrder', 'confirm', { ids: [waiting.id], values: {}, idempotencyKey: randomUUID() }, 'approver'));
    const sale = await saleRow(orderNo);
    expect(sale).toMatchObject({ channel: 'alipay', refundable: 1 });
    await ok(press('requestRefund', sale, 'admin', { amount: sale.refundNow, reason: 'Moving away' }));
    await ok(press('review', sale, 'approver'));
    await ok(press('confirm', sale, 'confirmer'));
    // No trade of ours to refund: finance hands it back the way it came, and nothing waits in the outbox.
    const paidBack = await saleRow(orderNo);
    expect(paidBack).toMatchObject({ refundState: REFUND_STATE.refunded, sending: null });
    expect(sims.alipay.refundRequests()).not.toContain(paidBack.refundNo);
    expect(await t.backend.outbox.drain()).toBe(0);
  });
});
