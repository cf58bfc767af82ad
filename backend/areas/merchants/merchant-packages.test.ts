// Merchant packages through the real HTTP backend (docs/rentals.md, "Merchant packages"): a base
// package's terms refused with their messages and reviewed by a second person; a merchant's
// application approved by a second person into confirmed cards bearing the merchant (the rentals'
// card rules: the package's lot group, the end-of-month clamp) and one charge of its account, once
// per key, counted by the daily settlement as sold and not as paid; refused with its message and
// nothing written when the account cannot pay, a plate is on another card, the package is not
// approved or the merchant would hold too many cards; rejected, nothing but its state; and the
// lots and the merchant of a caller, tried as an attacker would.
import { randomUUID } from 'node:crypto';
import { APPLICATION_STATE } from '../../../lib/areas/merchants/application-machine';
import { ARCHIVE_STATE } from '../../../lib/parking/archive-machine';
import { LEASE_STATE } from '../../../lib/parking/lease-machine';
import { PACKAGE_STATE } from '../../../lib/parking/package-machine';
import { SCREENS } from '../../../lib/screens/registry';
import type { Db } from '../../db';
import { codeOf, msgOf, statusOf, testDatabases, DEMO_PASSWORD, type TestBackend } from '../../test/harness';
import { addLot } from '../../test/orders-fixtures';
import { addLotScopedUser } from '../../test/lot-scoped-user';
import { fieldsOf, screenCalls, type Row } from '../../test/screen-calls';
import { useTestBackend } from '../../test/use-backend';

jest.setTimeout(120_000);

/** /MerchantBasePackage, /MerchantPackage and the merchants directory. */
const PACKAGE_PAGES = [1504, 1505];
const MERCHANTS_DIRECTORY = 15;

type Approved = { applicationNo: string; amount: number; balance: number; periodStart: string; periodEnd: string; cardNos: string[]; orderNos: string[] };

/** A Jan 31 a year back, 10:00 at the operator's (UTC+8): a month from it ends on the last day of February. */
const YEAR = new Date().getUTCFullYear() - 1;
const JAN_31 = Date.UTC(YEAR, 0, 31, 2);
const END_OF_FEBRUARY = `${YEAR}-02-${String(new Date(Date.UTC(YEAR, 2, 0)).getUTCDate())}`;
const TODAY = `${YEAR}-01-31`;

describe.each(testDatabases())('merchant packages on $name', (database) => {
  let db: Db;
  let t: TestBackend;
  const tokens: Record<string, string> = {};
  const { call, ok, create, update, list } = screenCalls({ backend: () => t, tokens, screens: SCREENS, pageSize: 100 });
  const lots: Record<string, number> = {};
  const packages: Record<string, number> = {};
  const merchants: Record<string, number> = {};
  let plateNo = 10_000;
  const plate = () => `浙A${(plateNo += 1)}`;

  const basePackage = (values: Record<string, unknown>, user = 'op', language?: 'en-US') => call<{ row: Row }>('merchantBasePackage', 'create', {
    values: { lotId: lots.A, merchantPrice: 25_000, maxCards: 3, saleFrom: null, saleTo: null, remark: null, ...values },
  }, user, language);
  const review = (action: string, id: number, user = 'fin') => call('merchantBasePackage', action, { ids: [id], values: {} }, user);
  const offered = async (packageKey: string, values: Record<string, unknown> = {}) => {
    const base = await ok<{ row: Row }>(basePackage({ packageId: packages[packageKey], ...values }));
    await ok(review('approve', base.row.id));
    return base.row.id;
  };
  /** The approved base package of a package. */
  const offeredBase = async (packageKey: string) => Number((await db.query<{ id: number }>(
    'SELECT id FROM merchant_base_packages WHERE package_id = $1 AND state = $2', [packages[packageKey], PACKAGE_STATE.approved]))[0].id);
  const lines = (...holders: string[]) => holders.map((h, i) => `${h}, 1380013${String(8000 + i)}, ${plate()}`).join('\n');
  const apply = (merchant: string, basePackageId: number, holders: string, extra: Record<string, unknown> = {}, user = 'op', language?: 'en-US') =>
    call<{ row: Row }>('merchantPackageApplication', 'create', {
      values: { merchantId: merchants[merchant], basePackageId, months: 1, startDate: TODAY, holders, remark: null, ...extra },
    }, user, language);
  const applied = async (...args: Parameters<typeof apply>) => (await ok<{ row: Row }>(apply(...args))).row;
  const approve = (id: number, key = randomUUID(), user = 'fin', language?: 'en-US') =>
    call<{ result: Approved[] }>('merchantPackageApplication', 'approve', { ids: [id], values: {}, idempotencyKey: key }, user, language);
  const topUp = (merchant: string, amount: number) =>
    ok(call('merchantAccount', 'topUp', { ids: [merchants[merchant]], values: { amount, channel: 'cash', reference: null }, idempotencyKey: randomUUID() }));
  const counts = async () => (await db.query<Record<string, number>>(
    `SELECT (SELECT count(*)::int FROM month_cards) AS cards, (SELECT count(*)::int FROM month_card_plates) AS plates,
            (SELECT count(*)::int FROM rental_orders) AS orders, (SELECT count(*)::int FROM payments) AS payments,
            (SELECT count(*)::int FROM merchant_ledger) AS ledger, (SELECT sum(balance)::int FROM merchants) AS balances,
            (SELECT count(*)::int FROM merchant_package_applications WHERE state <> 0) AS decided`))[0];
  const stateOf = async (id: number) => Number((await db.query<{ state: number }>('SELECT state FROM merchant_package_applications WHERE id = $1', [id]))[0].state);
  /** The refusal's code and text, with the proof that nothing was written. */
  const refusedWithNothingWritten = async (pending: ReturnType<typeof approve>, id: number) => {
    const before = await counts();
    const answer = await pending;
    expect(await counts()).toEqual(before);
    expect(await stateOf(id)).toBe(APPLICATION_STATE.pending);
    return [statusOf(answer), codeOf(answer), msgOf(answer)];
  };

  useTestBackend(database, { tokens, timeoutMs: 120_000 }, async (env) => {
    ({ db, t } = env);
    t.clock.advance(JAN_31 - t.clock.now());
    for (const key of ['A', 'B', 'C']) lots[key] = await addLot(db, `Package lot ${key}`);
    // Lot A's cards of its group's package are valid at lot C too.
    const [group] = await db.query<{ id: number }>("INSERT INTO lot_groups (name) VALUES ('A and C') RETURNING id");
    for (const lot of [lots.A, lots.C]) await db.query('INSERT INTO lot_group_lots (group_id, lot_id) VALUES ($1, $2)', [group.id, lot]);
    const add = async (key: string, lot: string, kind: string, terms: Record<string, unknown>, state: number = PACKAGE_STATE.approved) => {
      const [name] = await db.query<{ id: number }>('INSERT INTO month_package_names (lot_id, name, kind) VALUES ($1, $2, $3) RETURNING id', [lots[lot], `${key} name`, kind]);
      [{ id: packages[key] }] = await db.query<{ id: number }>(
        `INSERT INTO month_packages (lot_id, name_id, pricing, price, months, choice_prices, free_periods, state, created_by, lot_group_id)
         VALUES ($1, $2, $3, $4, $5, $6, '00:00-00:00', $7, 'operator', $8) RETURNING id`,
        [lots[lot], name.id, terms.pricing ?? 'packagePrice', terms.price ?? null, terms.months ?? null, terms.choicePrices ?? null, state, terms.group ? group.id : null]);
    };
    await add('monthly', 'A', 'monthly', { price: 30_000, months: '1,12', group: true });
    await add('quarters', 'A', 'multiMonth', { price: 28_000, months: '3,6,12', choicePrices: '3:80000,6:150000,12:280000' });
    await add('vip', 'A', 'vip', {});
    await add('daily', 'A', 'monthly', { pricing: 'dailyRate', months: '1,12' });
    await add('gone', 'A', 'monthly', { price: 30_000, months: '1,12' }, PACKAGE_STATE.discontinued);
    await add('spare', 'A', 'monthly', { price: 30_000, months: '1,12' });
    await add('monthlyB', 'B', 'monthly', { price: 20_000, months: '1,12' });
    await add('monthlyC', 'C', 'monthly', { price: 20_000, months: '1,12' });
    const merchant = async (key: string, lot: string, settlement: string, extra: Record<string, unknown> = {}) => {
      merchants[key] = (await create('merchant', {
        lotId: lots[lot], name: `${key} shop`, contact: '', phone: null, settlement, discount: 10, minutePrice: null, arrearsLimit: null,
        limitPeriod: 'day', limitCount: null, limitAmount: null, limitMinutes: null, limitCars: null, remark: null, ...extra,
      })).id;
    };
    await merchant('mall', 'A', 'prepaid');
    await merchant('hotel', 'A', 'postpaid', { arrearsLimit: 50_000 });
    await merchant('clinic', 'A', 'minutes', { minutePrice: 10 });
    await merchant('shopB', 'B', 'prepaid');
    await topUp('mall', 100_000);
    await topUp('hotel', 10_000);
    await topUp('shopB', 100_000);
    // The lot operator writes, finance checks: both lots; a user of lot B only; the mall's clerk (bound to it), holding every button.
    await addLotScopedUser(db, { login: 'op', name: 'Package operators', directories: [MERCHANTS_DIRECTORY], pages: PACKAGE_PAGES, lots: [lots.A, lots.B] });
    await addLotScopedUser(db, { login: 'fin', name: 'Package finance', directories: [MERCHANTS_DIRECTORY], pages: PACKAGE_PAGES, lots: [lots.A, lots.B] });
    await addLotScopedUser(db, { login: 'lot-b', name: 'Lot B package staff', directories: [MERCHANTS_DIRECTORY], pages: PACKAGE_PAGES, lots: [lots.B] });
    await addLotScopedUser(db, { login: 'clerk', name: 'Mall clerks', directories: [MERCHANTS_DIRECTORY], pages: PACKAGE_PAGES, lots: [lots.A, lots.B] });
    await db.query("UPDATE users SET merchant_id = $1 WHERE login_name = 'clerk'", [merchants.mall]);
    for (const user of ['op', 'fin', 'lot-b', 'clerk']) tokens[user] = await t.signIn(user, DEMO_PASSWORD);
  });

  it("offers a lot's approved monthly package at a merchant price up to its own, reviewed by a second person", async () => {
    const refused = async (values: Record<string, unknown>) => {
      const answer = await basePackage(values, 'op', 'en-US');
      return [codeOf(answer), codeOf(answer) === 'invalidValues' ? fieldsOf(answer) : msgOf(answer)];
    };
    expect(await refused({ packageId: packages.vip })).toEqual(['merchantBasePackageKind', "A base package is one of the lot's monthly or multi-month packages priced by the month."]);
    expect(await refused({ packageId: packages.daily })).toEqual(['merchantBasePackageKind', expect.any(String)]);
    expect(await refused({ packageId: packages.monthly, merchantPrice: 30_001 }))
      .toEqual(['merchantPriceAbovePackage', "The merchant price (300.01 yuan a month) is above the package's own price (300.00 yuan a month)."]);
    expect(await refused({ packageId: packages.gone })).toEqual(['packageNotSellable', 'Only an approved package can be sold.']);
    expect(await refused({ packageId: packages.monthlyB })).toEqual(['invalidValues', { packageId: 'option' }]);
    expect(await refused({ packageId: packages.monthly, saleFrom: `${YEAR}-03-01`, saleTo: `${YEAR}-02-01` }))
      .toEqual(['rentalDatesOutOfOrder', `The dates are in the wrong order: ${YEAR}-03-01 comes after ${YEAR}-02-01.`]);

    const { row } = await ok<{ row: Row }>(basePackage({ packageId: packages.quarters, merchantPrice: 28_000 }));
    expect(row).toMatchObject({ state: PACKAGE_STATE.unreviewed, createdBy: 'op', packagePrice: 28_000, kind: 'multiMonth', packageMonths: '3,6,12' });
    // One offer of a package at a time.
    expect(await refused({ packageId: packages.quarters })).toEqual(['invalidValues', { packageId: 'unique' }]);
    // Its author does not approve it; finance does; a change sends it back to review.
    expect(codeOf(await review('approve', row.id, 'op'))).toBe('approverIsRequester');
    expect(statusOf(await review('approve', row.id))).toBe(200);
    const changed = await update('merchantBasePackage', row.id, { lotId: lots.A, packageId: packages.quarters, merchantPrice: 26_000, maxCards: 5, saleFrom: null, saleTo: null, remark: null }, 'op');
    expect(changed).toMatchObject({ state: PACKAGE_STATE.unreviewed, reviewedBy: null, merchantPrice: 26_000 });
    expect(codeOf(await review('discontinue', row.id))).toBe('packageRefusedDiscontinue');
    expect(statusOf(await review('approve', row.id))).toBe(200);
    // Approved once, it is kept: discontinued, not deleted.
    expect(codeOf(await call('merchantBasePackage', 'delete', { ids: [row.id] }, 'op'))).toBe('merchantBasePackageKept');
    expect(statusOf(await review('discontinue', row.id))).toBe(200);
    expect(codeOf(await apply('mall', row.id, lines('王伟'), { months: 3 }))).toBe('merchantBasePackageNotOnSale');
  });

  it("makes the approved application's cards and charges the merchant once per key, counted as sold, not as paid", async () => {
    const base = await offered('monthly');
    const holders = lines('王伟', '李娜');
    const application = await applied('mall', base, holders, { months: 1 }, 'clerk');
    expect(application).toMatchObject({ state: APPLICATION_STATE.pending, cards: 2, price: 25_000, amount: 50_000, appliedBy: 'clerk', merchantName: 'mall shop' });
    expect(String(application.applicationNo)).toMatch(/^MP\d{8}$/);
    // The applicant does not check his own.
    expect(codeOf(await approve(application.id, randomUUID(), 'clerk'))).toBe('approverIsRequester');

    const before = await counts();
    const settledBefore = await settled(lots.A);
    const key = randomUUID();
    const { result: [made] } = await ok<{ result: Approved[] }>(approve(application.id, key));
    expect(made).toMatchObject({ amount: 50_000, balance: 50_000, periodStart: TODAY, periodEnd: END_OF_FEBRUARY });
    expect(made.cardNos).toHaveLength(2);
    // Pressed again (a lost answer): the first answer, nothing made or charged twice.
    expect((await ok<{ result: Approved[] }>(approve(application.id, key))).result[0]).toEqual(made);
    expect(await counts()).toEqual({ ...before, cards: before.cards + 2, plates: before.plates + 4, orders: before.orders + 2, ledger: before.ledger + 1, balances: before.balances - 50_000, decided: before.decided + 1 });

    // Confirmed cards bearing the merchant, valid at the package's group's lots; orders paid from the account, no payment.
    const cards = await db.query<{ card_no: string; customer: string; merchant_id: number; review_state: number; start: string; end: string; lots: number[] }>(
      `SELECT c.card_no, c.customer, c.merchant_id, c.review_state, to_char(c.start_date, 'YYYY-MM-DD') AS start, to_char(c.end_date, 'YYYY-MM-DD') AS end,
              array(SELECT DISTINCT lot_id FROM month_card_plates WHERE card_id = c.id ORDER BY lot_id) AS lots
         FROM month_cards c WHERE c.card_no = ANY($1::text[]) ORDER BY c.id`, [made.cardNos]);
    expect(cards.map((c) => [c.customer, Number(c.merchant_id), Number(c.review_state), c.start, c.end, c.lots.map(Number)])).toEqual([
      ['王伟', merchants.mall, ARCHIVE_STATE.confirmed, TODAY, END_OF_FEBRUARY, [lots.A, lots.C]],
      ['李娜', merchants.mall, ARCHIVE_STATE.confirmed, TODAY, END_OF_FEBRUARY, [lots.A, lots.C]],
    ]);
    const orders = await db.query<{ channel: string; amount: number; state: number; opens_card: boolean; payments: number }>(
      `SELECT o.channel, o.amount::int AS amount, o.state, o.opens_card, (SELECT count(*)::int FROM payments p WHERE p.rental_order_id = o.id) AS payments
         FROM rental_orders o WHERE o.order_no = ANY($1::text[])`, [made.orderNos]);
    expect(orders).toEqual([0, 1].map(() => ({ channel: 'merchant', amount: 25_000, state: LEASE_STATE.paid, opens_card: true, payments: 0 })));
    expect(await db.query('SELECT cause, change::int AS change, application_id FROM merchant_ledger WHERE merchant_id = $1 ORDER BY id DESC LIMIT 1', [merchants.mall]))
      .toEqual([{ cause: 'package', change: -50_000, application_id: application.id }]);
    // The settlement: sold (receivable) today, and no money received (it came in at the top-up).
    const settledAfter = await settled(lots.A);
    expect([settledAfter.receivable - settledBefore.receivable, settledAfter.paid - settledBefore.paid]).toEqual([50_000, 0]);
    // The lists: the application approved with its cards; the ledger names it; the orders' channel.
    const [row] = (await list('merchantPackageApplication', { applicationNo: made.applicationNo })).rows;
    expect(row).toMatchObject({ state: APPLICATION_STATE.approved, decidedBy: 'fin', cardNos: made.cardNos.join(', '), periodEnd: END_OF_FEBRUARY });
    expect((await list('merchantLedger', { applicationNo: made.applicationNo })).rows).toEqual([expect.objectContaining({ cause: 'package', change: -50_000 })]);
    expect((await list('rentalOrder', { orderNo: made.orderNos[0] })).rows[0]).toMatchObject({ channel: 'merchant', paymentNo: null, cardNo: made.cardNos[0] });
    expect((await list('monthCard', { merchantName: 'mall' })).rows.map((r) => r.cardNo).sort()).toEqual([...made.cardNos].sort());
    const audited = await db.query<{ entity: string }>("SELECT DISTINCT entity FROM audit_log WHERE action = 'merchants.approvePackageApplication' ORDER BY entity");
    expect(audited.map((a) => a.entity)).toEqual(['merchant', 'merchantLedger', 'merchantPackageApplication', 'merchantPackageCard', 'monthCard', 'rentalOrder']);
    // Checked once: neither approved again nor changed.
    expect(codeOf(await approve(application.id))).toBe('merchantApplicationRefusedApprove');
    const edit = await call('merchantPackageApplication', 'update', { id: application.id, values: { merchantId: merchants.mall, basePackageId: base, months: 1, startDate: TODAY, holders, remark: null } });
    expect(codeOf(edit)).toBe('merchantApplicationRefusedRevise');
    expect(codeOf(await call('merchantPackageApplication', 'delete', { ids: [application.id] }))).toBe('merchantApplicationKept');
  });

  it('refuses, with its message and nothing written: a short balance, a plate on another card, a package no longer approved, too many cards', async () => {
    const base = await offered('quarters', { merchantPrice: 20_000, maxCards: 2 });
    // The mall holds 500.00 after the cards above: 3 months of 1 card is 600.00.
    const short = await applied('mall', base, lines('张强'), { months: 3 });
    expect(await refusedWithNothingWritten(approve(short.id, randomUUID(), 'fin', 'en-US'), short.id))
      .toEqual([400, 'merchantBalanceShort', "The merchant's balance is 500.00 yuan: the cards cost 600.00 yuan (a top-up first)."]);
    await topUp('mall', 100_000);

    // A plate a card of lot C took meanwhile: the monthly package's cards are valid there too (its lot group).
    const monthly = await offeredBase('monthly');
    const taken = plate();
    const late = await applied('mall', monthly, `赵六, 13800138111, ${taken}`);
    const [other] = await db.query<{ id: number }>(
      `INSERT INTO month_cards (lot_id, package_id, customer, phone, plates, start_date, end_date, review_state, created_by)
       VALUES ($1, $2, 'Someone', '13800138000', $3, $4, $4, 1, 'test') RETURNING id`, [lots.C, packages.monthlyC, taken, TODAY]);
    await db.query('INSERT INTO month_card_plates (card_id, lot_id, plate) VALUES ($1, $2, $3)', [other.id, lots.C, taken]);
    const [status, code, text] = await refusedWithNothingWritten(approve(late.id, randomUUID(), 'fin', 'en-US'), late.id);
    expect([status, code, text]).toEqual([400, 'rentalPlateOnAnotherCard', `Plate ${taken} is already on card MC${String(other.id).padStart(8, '0')} at Package lot C: a plate belongs to one card per lot.`]);
    // Refused when applied for, too.
    expect(codeOf(await apply('mall', monthly, `赵六, 13800138111, ${taken}`))).toBe('rentalPlateOnAnotherCard');
    await ok(call('merchantPackageApplication', 'reject', { ids: [late.id], values: { reason: 'plate taken' } }, 'fin'));

    // The base package changed (back to review) while an application waited.
    const waiting = await applied('mall', base, lines('钱七'), { months: 3 });
    await update('merchantBasePackage', base, { lotId: lots.A, packageId: packages.quarters, merchantPrice: 20_000, maxCards: 2, saleFrom: null, saleTo: null, remark: 'changed' }, 'op');
    expect(await refusedWithNothingWritten(approve(waiting.id, randomUUID(), 'fin', 'en-US'), waiting.id))
      .toEqual([400, 'merchantBasePackageNotOnSale', 'The base package is not on sale: only an approved one, within its sale dates, is bought.']);
    await ok(review('approve', base));
    // Applying: the months the package sells; no more cards than it allows, those waiting counted.
    expect(codeOf(await apply('mall', base, lines('孙八'), { months: 4 }))).toBe('rentalMonthsNotOffered');
    const beyond = await apply('mall', base, lines('孙八'), { months: 3 }, 'op', 'en-US');
    expect([codeOf(beyond), msgOf(beyond)]).toEqual(['merchantCardsLimit', 'A merchant holds at most 2 cards of this base package: it holds or has asked for 2, and asks for 1 more.']);
    await ok(approve(waiting.id));
    // Approving: those it holds counted (the base package now allows 1).
    await db.query('UPDATE merchant_base_packages SET max_cards = 1 WHERE id = $1', [base]);
    expect((await refusedWithNothingWritten(approve(short.id, randomUUID(), 'fin', 'en-US'), short.id)).slice(0, 2)).toEqual([400, 'merchantCardsLimit']);
    await db.query('UPDATE merchant_base_packages SET max_cards = 2 WHERE id = $1', [base]);
    // The package itself discontinued meanwhile.
    await db.query('UPDATE month_packages SET state = $2 WHERE id = $1', [packages.quarters, PACKAGE_STATE.discontinued]);
    expect(await refusedWithNothingWritten(approve(short.id, randomUUID(), 'fin', 'en-US'), short.id)).toEqual([400, 'packageNotSellable', 'Only an approved package can be sold.']);
    await db.query('UPDATE month_packages SET state = $2 WHERE id = $1', [packages.quarters, PACKAGE_STATE.approved]);
  });

  it('charges a post-paid merchant down to its arrears limit, and sells a prepaid-minutes one nothing', async () => {
    const base = await offeredBase('monthly');
    // 100.00 in hand, 500.00 of arrears allowed: 3 cards of 2 months at 250.00 is 1 500.00.
    const tooMuch = await applied('hotel', base, lines('A', 'B', 'C'), { months: 2 });
    expect(await refusedWithNothingWritten(approve(tooMuch.id, randomUUID(), 'fin', 'en-US'), tooMuch.id))
      .toEqual([400, 'merchantArrearsLimitReached', "The cards (1500.00 yuan) would take the merchant's balance to -1400.00 yuan, below its arrears limit of 500.00 yuan."]);
    await ok(call('merchantPackageApplication', 'reject', { ids: [tooMuch.id], values: { reason: 'too many' } }, 'fin'));
    const fits = await applied('hotel', base, lines('D', 'E'), { months: 1 });
    expect((await ok<{ result: Approved[] }>(approve(fits.id))).result[0]).toMatchObject({ amount: 50_000, balance: -40_000 });
    const minutes = await apply('clinic', base, lines('F'), {}, 'op', 'en-US');
    expect([codeOf(minutes), msgOf(minutes)]).toEqual(['merchantMinutesBuyNoCards', "A prepaid-minutes merchant's account holds minutes, not money: it buys no cards."]);
  });

  it('rejects by a second person, writing nothing but the application\'s state', async () => {
    const base = await offeredBase('monthly');
    const application = await applied('mall', base, lines('吴十'), {}, 'clerk');
    const reject = (user: string) => call('merchantPackageApplication', 'reject', { ids: [application.id], values: { reason: 'not staff' } }, user);
    expect(codeOf(await reject('clerk'))).toBe('approverIsRequester');
    const before = await counts();
    expect(statusOf(await reject('fin'))).toBe(200);
    expect(await counts()).toEqual({ ...before, decided: before.decided + 1 });
    expect((await list('merchantPackageApplication', { applicationNo: application.applicationNo })).rows[0])
      .toMatchObject({ state: APPLICATION_STATE.rejected, rejectReason: 'not staff', decidedBy: 'fin', cardNos: null });
    expect(codeOf(await approve(application.id))).toBe('merchantApplicationRefusedApprove');
  });

  it("shows a merchant's user his merchant's applications and his lot's approved offers only, tried as an attacker", async () => {
    const baseB = (await ok<{ row: Row }>(basePackage({ lotId: lots.B, packageId: packages.monthlyB, merchantPrice: 15_000 }))).row.id;
    await ok(review('approve', baseB));
    const theirs = await applied('shopB', baseB, lines('Other'));
    const unreviewed = (await ok<{ row: Row }>(basePackage({ packageId: packages.spare, merchantPrice: 1 }))).row;
    const clerk = 'clerk';
    // Applications: his merchant's only, whatever he asks.
    const mine = (await list('merchantPackageApplication', {}, clerk)).rows;
    expect(mine.length).toBeGreaterThan(0);
    expect(new Set(mine.map((r) => r.merchantName))).toEqual(new Set(['mall shop']));
    expect((await list('merchantPackageApplication', { merchantId: merchants.shopB }, clerk)).rows).toEqual([]);
    const exported = await ok<{ rows: Row[] }>(call('merchantPackageApplication', 'export', { startIndex: 1, endIndex: 5000, filters: {} }, clerk));
    expect(exported.rows.some((r) => r.id === theirs.id)).toBe(false);
    const notFound = async (action: string, datas: Record<string, unknown>) =>
      expect([action, codeOf(await call('merchantPackageApplication', action, datas, clerk))]).toEqual([action, 'rowNotFound']);
    await notFound('detail', { id: theirs.id });
    await notFound('update', { id: theirs.id, values: { merchantId: merchants.mall, basePackageId: baseB, months: 1, startDate: TODAY, holders: lines('X'), remark: null } });
    await notFound('delete', { ids: [theirs.id] });
    await notFound('approve', { ids: [theirs.id], values: {}, idempotencyKey: randomUUID() });
    await notFound('reject', { ids: [theirs.id], values: { reason: 'mine now' } });
    expect((await ok<{ rows: Row[] }>(call('merchantPackageApplication', 'rows', { ids: [theirs.id] }, clerk))).rows).toEqual([]);
    expect(await stateOf(theirs.id)).toBe(APPLICATION_STATE.pending);
    // He applies for his merchant only, from his merchant's lot's offers.
    expect(fieldsOf(await apply('shopB', baseB, lines('Y'), {}, clerk))).toEqual({ merchantId: 'option' });
    const options = async (field: string) => (await ok<{ value: number }[]>(call('merchantPackageApplication', 'options', { field }, clerk))).map((o) => Number(o.value));
    expect(await options('merchantId')).toEqual([merchants.mall]);
    expect((await options('basePackageId')).includes(baseB)).toBe(false);
    expect(fieldsOf(await apply('mall', baseB, lines('Z'), {}, clerk))).toEqual({ basePackageId: 'option' });

    // Base packages: the approved ones of the mall's lot, read only.
    const offers = (await list('merchantBasePackage', {}, clerk)).rows;
    expect(offers.length).toBeGreaterThan(0);
    expect(offers.every((r) => r.state === PACKAGE_STATE.approved && r.lotName === 'Package lot A')).toBe(true);
    expect(codeOf(await call('merchantBasePackage', 'detail', { id: baseB }, clerk))).toBe('rowNotFound');
    expect(codeOf(await call('merchantBasePackage', 'detail', { id: unreviewed.id }, clerk))).toBe('rowNotFound');
    const forbidden = async (action: string, datas: Record<string, unknown>) =>
      expect([action, statusOf(await call('merchantBasePackage', action, datas, clerk))]).toEqual([action, 403]);
    await forbidden('create', { values: { lotId: lots.A, packageId: packages.monthly, merchantPrice: 1, maxCards: 50, saleFrom: null, saleTo: null, remark: null } });
    await forbidden('update', { id: offers[0].id, values: { lotId: lots.A, packageId: packages.monthly, merchantPrice: 1, maxCards: 50, saleFrom: null, saleTo: null, remark: null } });
    await forbidden('delete', { ids: [unreviewed.id] });
    await forbidden('approve', { ids: [unreviewed.id], values: {} });
    await forbidden('discontinue', { ids: [offers[0].id], values: {} });
    expect((await db.query<{ state: number }>('SELECT state FROM merchant_base_packages WHERE id = $1', [unreviewed.id]))[0].state).toBe(PACKAGE_STATE.unreviewed);
  });

  it("keeps a user of one lot to that lot's base packages and applications", async () => {
    const user = 'lot-b';
    expect(new Set((await list('merchantBasePackage', {}, user)).rows.map((r) => r.lotName))).toEqual(new Set(['Package lot B']));
    expect(new Set((await list('merchantPackageApplication', {}, user)).rows.map((r) => r.lotName))).toEqual(new Set(['Package lot B']));
    expect(fieldsOf(await basePackage({ packageId: packages.quarters }, user))).toEqual({ lotId: 'option' });
    const [mallApplication] = (await list('merchantPackageApplication', { merchantId: merchants.mall })).rows;
    const base = Number((await db.query<{ base_package_id: number }>('SELECT base_package_id FROM merchant_package_applications WHERE id = $1', [mallApplication.id]))[0].base_package_id);
    expect(fieldsOf(await apply('mall', base, lines('Lot B'), {}, user))).toEqual({ merchantId: 'option' });
    expect(codeOf(await call('merchantPackageApplication', 'reject', { ids: [mallApplication.id], values: { reason: 'x' } }, user))).toBe('rowNotFound');
  });

  /** Today's daily settlement of the lot: receivable and paid (fen). */
  async function settled(lot: number): Promise<{ receivable: number; paid: number }> {
    const [row] = await db.query<{ receivable: string; paid: string }>('SELECT receivable, paid FROM daily_settlement WHERE lot_id = $1 AND day = $2::date', [lot, TODAY]);
    return { receivable: Number(row?.receivable ?? 0), paid: Number(row?.paid ?? 0) };
  }
});
