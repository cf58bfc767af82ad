// A new customer's card sold at the booth (/MonPackageOrderInfo 'sell') and payments made outside
// the console (offline), through the real HTTP backend: the card and its paid order at once, once
// per key; a free card left for review; an offline payment waiting for a second person on
// /OfflineOrderReview, nothing booked and no period applied until finance confirms it (then paid,
// booked and counted) or refuses it (nothing booked, a first sale's card failed).
import { randomUUID } from 'node:crypto';
import { RENTAL_SCREENS } from '../../../lib/areas/rentals/screens';
import { dateOfDay, dayOf, dayOfDate } from '../../../lib/parking/cards/operator-days';
import { ARCHIVE_STATE } from '../../../lib/parking/archive-machine';
import { LEASE_STATE } from '../../../lib/parking/lease-machine';
import { PACKAGE_STATE } from '../../../lib/parking/package-machine';
import type { Db } from '../../db';
import { codeOf, DEMO_PASSWORD, statusOf, testDatabases, type TestBackend } from '../../test/harness';
import { addLotScopedUser } from '../../test/lot-scoped-user';
import { fieldsOf, screenCalls } from '../../test/screen-calls';
import { useTestBackend } from '../../test/use-backend';

jest.setTimeout(60_000);

type Sale = { cardNo: string; reviewState: number; orderNo: string; paymentNo: string | null; amount: number; state: number; periodStart: string; periodEnd: string };
type Renewal = { orderNo: string; paymentNo: string | null; amount: number; state: number; periodStart: string; periodEnd: string };

describe.each(testDatabases())('selling cards and offline payments on $name', (database) => {
  let db: Db;
  let t: TestBackend;
  let lot = 0;
  const packages: Record<string, number> = {};
  const tokens: Record<string, string> = {};
  const { call, ok, list, rowAction } = screenCalls({ backend: () => t, tokens, screens: RENTAL_SCREENS, pageSize: 50 });
  const today = () => dayOf(t.clock.now());
  let plate = 70_000;
  const nextPlate = () => `浙B${(plate += 1)}`;

  const customer = (extra: Record<string, unknown> = {}) => ({
    customer: '赵磊', phone: '13800138000', plates: nextPlate(), spaces: 1, spaceNo: null, count: 1, channel: 'cash', reference: null, ...extra,
  });
  const sell = (pkg: string, values: Record<string, unknown>, key: string = randomUUID()) =>
    call<{ result: Sale[] }>('packageSale', 'sell', { ids: [packages[pkg]], values, idempotencyKey: key });
  const sold = async (pkg: string, values: Record<string, unknown>, key?: string) => (await ok<{ result: Sale[] }>(sell(pkg, values, key))).result[0];
  const renew = (cardId: number, values: Record<string, unknown>) =>
    call<{ result: Renewal[] }>('monthCard', 'renew', { ids: [cardId], values: { count: 1, channel: 'cash', reference: null, ...values }, idempotencyKey: randomUUID() });
  const review = (action: 'confirm' | 'reject', orderId: number, user = 'finance') =>
    call('offlineRentalOrder', action, { ids: [orderId], values: {}, ...(action === 'confirm' ? { idempotencyKey: randomUUID() } : {}) }, user);

  const cardOf = async (cardNo: string) => (await db.query<{ id: number; review_state: number; start: string; end: string }>(
    "SELECT id, review_state, to_char(start_date, 'YYYY-MM-DD') AS start, to_char(end_date, 'YYYY-MM-DD') AS end FROM month_cards WHERE card_no = $1", [cardNo]))[0];
  const orderOf = async (orderNo: string) => (await db.query<{ id: number; state: number; paid_at: string | null; reviewed_by: string | null }>(
    'SELECT id, state, paid_at, reviewed_by FROM rental_orders WHERE order_no = $1', [orderNo]))[0];
  const counts = async () => (await db.query<{ cards: number; orders: number; payments: number; plates: number }>(
    `SELECT (SELECT count(*)::int FROM month_cards) AS cards, (SELECT count(*)::int FROM rental_orders) AS orders,
            (SELECT count(*)::int FROM payments) AS payments, (SELECT count(*)::int FROM month_card_plates) AS plates`))[0];
  const settlementToday = async () => (await db.query<{ receivable: string; paid: string; paid_alipay: string }>(
    'SELECT receivable, paid, paid_alipay FROM daily_settlement WHERE lot_id = $1 AND day = $2::date', [lot, dateOfDay(today())]))[0]
    ?? { receivable: '0', paid: '0', paid_alipay: '0' };

  useTestBackend(database, { tokens }, async (env) => {
    ({ db, t } = env);
    [{ id: lot }] = await db.query<{ id: number }>("INSERT INTO parking_lots (name, type) VALUES ('Sale lot', 2) RETURNING id");
    const add = async (key: string, kind: string, terms: Record<string, unknown>, state: number = PACKAGE_STATE.approved) => {
      const [name] = await db.query<{ id: number }>('INSERT INTO month_package_names (lot_id, name, kind) VALUES ($1, $2, $3) RETURNING id', [lot, `${key} name`, kind]);
      [{ id: packages[key] }] = await db.query<{ id: number }>(
        `INSERT INTO month_packages (lot_id, name_id, pricing, price, months, free_periods, renewal_grace_days, short_balance, state, created_by)
         VALUES ($1, $2, 'packagePrice', $3, $4, '00:00-00:00', 7, $5, $6, 'operator') RETURNING id`,
        [lot, name.id, terms.price ?? null, terms.months ?? null, terms.shortBalance ?? null, state]);
    };
    await add('monthly', 'monthly', { price: 30_000, months: '1,12' });
    await add('property', 'property', { price: 10_000, months: '1,12' });
    await add('vip', 'vip', {});
    await add('stored', 'storedValue', { shortBalance: 'visitor' });
    await add('gone', 'monthly', { price: 30_000, months: '1,12' }, PACKAGE_STATE.discontinued);
    await addLotScopedUser(db, { login: 'lotfinance', name: 'Lot finance', directories: [13], pages: RENTAL_SCREENS.map((s) => s.menuId), lots: [lot] });
    tokens.finance = await t.signIn('lotfinance', DEMO_PASSWORD);
  });

  it('sells a new customer a card and its paid order at once, once per key, confirmed and counted', async () => {
    const before = await settlementToday();
    const key = randomUUID();
    const values = customer({ count: 2, plates: `${nextPlate()}, ${nextPlate()}`, spaces: 2 });
    const sale = await sold('monthly', values, key);
    expect(sale).toMatchObject({ reviewState: ARCHIVE_STATE.confirmed, amount: 60_000, state: LEASE_STATE.paid, periodStart: dateOfDay(today()) });
    expect(sale.cardNo).toMatch(/^MC\d{8}$/);
    const card = await cardOf(sale.cardNo);
    expect(card).toMatchObject({ review_state: ARCHIVE_STATE.confirmed, start: sale.periodStart, end: sale.periodEnd });
    expect((await db.query('SELECT plate FROM month_card_plates WHERE card_id = $1', [card.id])).length).toBe(2);
    // The same press again: the first answer, nothing made twice.
    const made = await counts();
    expect(await sold('monthly', values, key)).toEqual(sale);
    expect(await counts()).toEqual(made);
    const audited = await db.query<{ entity: string }>("SELECT DISTINCT entity FROM audit_log WHERE action = 'rentals.sellCard'");
    expect(audited.map((a) => a.entity)).toEqual(expect.arrayContaining(['monthCard', 'payment', 'rentalOrder']));

    // The views: its package's sales, the monthly kinds' orders, the rentals' payments, the card leased out; the settlement counts it.
    const [pkg] = (await list('packageSale', { name: 'monthly name' })).rows;
    expect(pkg).toMatchObject({ cards: 1, paidOrders: 1, paidAmount: 60_000, pendingOrders: 0, sellable: 1 });
    expect((await list('monthKindRentalOrder', { orderNo: sale.orderNo })).rows[0]).toMatchObject({ opensCard: true, cardNo: sale.cardNo, state: LEASE_STATE.paid });
    expect((await list('rentalPayment', { paymentNo: sale.paymentNo })).rows[0]).toMatchObject({ orderNo: sale.orderNo, cardNo: sale.cardNo, amount: 60_000, channel: 'cash' });
    expect((await list('rentInfo', { cardNo: sale.cardNo })).rows[0]).toMatchObject({ rentState: 'leasedOut', orders: 1, lastOrderNo: sale.orderNo, pendingOrderNo: null });
    const after = await settlementToday();
    expect([Number(after.receivable) - Number(before.receivable), Number(after.paid) - Number(before.paid)]).toEqual([60_000, 60_000]);
  });

  it('leaves a free card for review: a cashier alone gives no free parking', async () => {
    const vip = await sold('vip', customer({ count: 12, channel: 'alipay', reference: 'ignored' }));
    expect(vip).toMatchObject({ reviewState: ARCHIVE_STATE.pendingReview, amount: 0, paymentNo: null, state: LEASE_STATE.paid });
    expect((await list('rentInfo', { cardNo: vip.cardNo })).rows[0]).toMatchObject({ rentState: 'leasingInProgress' });
    // Nothing to confirm offline: not on /OfflineOrderReview; a second person confirms the card.
    expect((await list('offlineRentalOrder', { orderNo: vip.orderNo })).total).toBe(0);
    const { id } = await cardOf(vip.cardNo);
    expect(statusOf(await rowAction('monthCardReview', 'confirm', [id], {}, 'finance'))).toBe(200);
  });

  it('refuses what may not be sold, with its message, making nothing', async () => {
    const taken = await sold('monthly', customer());
    const [takenPlate] = (await db.query<{ plates: string }>('SELECT plates FROM month_cards WHERE card_no = $1', [taken.cardNo])).map((r) => r.plates);
    const before = await counts();
    expect(codeOf(await sell('stored', customer()))).toBe('packageNotSellable');
    expect(codeOf(await sell('gone', customer()))).toBe('packageNotSellable');
    expect(codeOf(await sell('monthly', customer({ plates: takenPlate })))).toBe('rentalPlateOnAnotherCard');
    expect(codeOf(await sell('monthly', customer({ count: 13 })))).toBe('rentalMonthsOutOfRange');
    expect(fieldsOf(await sell('property', customer()))).toEqual({ spaceNo: 'blank' });
    expect(fieldsOf(await sell('monthly', customer({ channel: 'wechat' })))).toEqual({ reference: 'blank' });
    expect(await counts()).toEqual(before);
  });

  it('keeps an offline renewal waiting for finance: nothing booked, the period kept, until a second person confirms it', async () => {
    const { cardNo } = await sold('monthly', customer());
    const card = await cardOf(cardNo);
    const before = { counts: await counts(), settlement: await settlementToday() };
    const [waiting] = (await ok<{ result: Renewal[] }>(renew(card.id, { count: 2, channel: 'alipay', reference: 'ALI-0001' }))).result;
    expect(waiting).toMatchObject({ state: LEASE_STATE.financialPending, paymentNo: null, amount: 60_000 });
    expect(await cardOf(cardNo)).toEqual(card);
    expect(await counts()).toEqual({ ...before.counts, orders: before.counts.orders + 1 });
    expect(await settlementToday()).toEqual(before.settlement);
    // Nothing moves the card meanwhile; the reference is one payment's.
    expect(codeOf(await renew(card.id, {}))).toBe('rentalOrderPending');
    expect(codeOf(await rowAction('monthCard', 'pause', [card.id]))).toBe('rentalOrderPending');
    const other = await cardOf((await sold('monthly', customer())).cardNo);
    expect(codeOf(await renew(other.id, { channel: 'alipay', reference: 'ALI-0001' }))).toBe('rentalReferenceRecorded');

    const order = await orderOf(waiting.orderNo);
    expect((await list('offlineRentalOrder', { orderNo: waiting.orderNo })).rows[0]).toMatchObject({ state: LEASE_STATE.financialPending, reference: 'ALI-0001', paymentNo: null });
    expect((await list('rentInfo', { cardNo })).rows[0]).toMatchObject({ pendingOrderNo: waiting.orderNo });
    // Never its recorder.
    expect(codeOf(await review('confirm', order.id, 'admin'))).toBe('approverIsRequester');
    expect(statusOf(await review('confirm', order.id))).toBe(200);
    expect(await orderOf(waiting.orderNo)).toMatchObject({ state: LEASE_STATE.paid, reviewed_by: 'lotfinance' });
    expect(await cardOf(cardNo)).toMatchObject({ start: card.start, end: waiting.periodEnd });
    expect(waiting.periodStart).toBe(dateOfDay(dayOfDate(card.end)! + 1));
    const [booked] = (await list('rentalPayment', { orderNo: waiting.orderNo })).rows;
    expect(booked).toMatchObject({ channel: 'alipay', channelTxnNo: 'ALI-0001', amount: 60_000, operator: 'lotfinance', place: 'booth' });
    const after = await settlementToday();
    expect(Number(after.paid_alipay) - Number(before.settlement.paid_alipay)).toBe(60_000);
    expect(Number(after.receivable) - Number(before.settlement.receivable)).toBe(60_000 + 30_000);
    expect(codeOf(await review('confirm', order.id))).toBe('leaseRefusedConfirm');
    expect(codeOf(await review('reject', order.id))).toBe('leaseRefusedReject');
  });

  it('books nothing for a refused offline payment; a first sale paid offline makes its card with the payment', async () => {
    const values = customer({ channel: 'wechat', reference: 'WX-0001' });
    const refused = await sold('monthly', values);
    expect(refused).toMatchObject({ reviewState: ARCHIVE_STATE.pendingReview, state: LEASE_STATE.financialPending, paymentNo: null });
    const card = await cardOf(refused.cardNo);
    // Its card is confirmed with its payment, not on its own.
    expect(codeOf(await rowAction('monthCardReview', 'confirm', [card.id], {}, 'finance'))).toBe('rentalOrderPending');
    const before = await counts();
    expect(statusOf(await review('reject', (await orderOf(refused.orderNo)).id))).toBe(200);
    expect(await orderOf(refused.orderNo)).toMatchObject({ state: LEASE_STATE.notApproved, paid_at: null });
    expect((await cardOf(refused.cardNo)).review_state).toBe(ARCHIVE_STATE.auditFailed);
    expect(await counts()).toEqual({ ...before, plates: before.plates - 1 });
    expect((await list('rentInfo', { cardNo: refused.cardNo })).rows[0]).toMatchObject({ rentState: 'leaseNotApproved' });

    // The customer pays again, the same reference being free again; confirmed, the card opens with it.
    const again = await sold('monthly', values);
    expect(statusOf(await review('confirm', (await orderOf(again.orderNo)).id))).toBe(200);
    expect(await cardOf(again.cardNo)).toMatchObject({ review_state: ARCHIVE_STATE.confirmed, start: again.periodStart, end: again.periodEnd });
    expect((await list('rentalPayment', { orderNo: again.orderNo })).rows[0]).toMatchObject({ channel: 'wechat', channelTxnNo: 'WX-0001' });
  });
});
