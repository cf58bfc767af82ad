// Stored-value cards through the real HTTP backend and the lanes (docs/rentals.md, "Stored value:
// recharges, the ledger and the exit"): a recharge at the booth (/MonthlyCarRentalArchives
// 'recharge') is at least the rule's minimum, earns its tier's gift, is paid in cash once per key and
// booked like any payment; every change of the balance is a ledger row; a stored-value car's exits
// are paid from the balance in the lane's transaction, per the lot's short-balance policy; and the
// daily settlement counts the recharge's money once, never what the balance paid.
import { randomUUID } from 'node:crypto';
import { dateOfDay, dayOf } from '../../../lib/parking/cards/operator-days';
import { ARCHIVE_STATE } from '../../../lib/parking/archive-machine';
import { LEASE_STATE } from '../../../lib/parking/lease-machine';
import { ORDER_STATE } from '../../../lib/parking/order-machine';
import { PACKAGE_STATE } from '../../../lib/parking/package-machine';
import { STAY_STATE } from '../../../lib/parking/stay-machine';
import { SCREENS } from '../../../lib/screens/registry';
import type { Db } from '../../db';
import { runService } from '../../kernel/service';
import { codeOf, msgOf, statusOf, testDatabases, type TestBackend } from '../../test/harness';
import { HOUR, addLot, addRate } from '../../test/orders-fixtures';
import { screenCalls } from '../../test/screen-calls';
import { useTestBackend } from '../../test/use-backend';
import { cardDisplay } from '../devices/lane-display';
import { bookPayment } from '../charging/payments';
import { LANE_DIRECTION, laneCapture, type LaneDevice } from '../charging/lanes';

jest.setTimeout(120_000);

type Recharged = { affected: number; result: { orderNo: string; paymentNo: string; amount: number; gift: number; balance: number }[] };

describe.each(testDatabases())('stored-value cards on $name', (database) => {
  let db: Db;
  let t: TestBackend;
  const tokens: Record<string, string> = {};
  const { call, ok, list } = screenCalls({ backend: () => t, tokens, screens: SCREENS, pageSize: 50 });
  const today = () => dayOf(t.clock.now());
  let plateNo = 70_000;

  interface Lot { id: number; in: LaneDevice; out: LaneDevice }
  let lotNo = 0;
  async function addLotWithLanes(): Promise<Lot> {
    lotNo += 1;
    const id = await addLot(db, `Stored lot ${lotNo}`);
    await addRate(db, id); // 2.00 an hour
    const lane = async (name: string, direction: number): Promise<LaneDevice> => {
      const serial = `SV-${lotNo}-${direction}`;
      const [row] = await db.query<{ id: number }>('INSERT INTO lane_devices (serial, lot_id, lane_name, direction, kind) VALUES ($1, $2, $3, $4, 1) RETURNING id', [serial, id, name, direction]);
      return { id: row.id, serial, lotId: id, laneName: name, direction };
    };
    return { id, in: await lane('In', LANE_DIRECTION.entrance), out: await lane('Out', LANE_DIRECTION.exit) };
  }
  /** An approved package of the kind with its recharge rule (minimum fen, tiers 'yuan:fen'); no rule when `rule` is null. */
  async function addPackage(lot: number, kind: string, shortBalance: string | null, rule: { minimum: number; gifts: string | null; giftOn: string; status?: number } | null) {
    const [name] = await db.query<{ id: number }>('INSERT INTO month_package_names (lot_id, name, kind) VALUES ($1, $2, $3) RETURNING id', [lot, `${kind} ${randomUUID()}`, kind]);
    const [pkg] = await db.query<{ id: number }>(
      `INSERT INTO month_packages (lot_id, name_id, pricing, price, months, charged_periods, free_periods, short_balance, state, created_by)
       VALUES ($1, $2, 'packagePrice', $3, $4, $5, $6, $7, $8, 'operator') RETURNING id`,
      [lot, name.id, kind === 'monthly' ? 30_000 : null, kind === 'monthly' ? '1,12' : null, kind === 'storedValue' ? '00:00-00:00' : null,
        kind === 'storedValue' ? null : '00:00-00:00', shortBalance, PACKAGE_STATE.approved]);
    if (rule) {
      await db.query('INSERT INTO recharge_rules (lot_id, package_id, minimum_recharge, gifts, gift_on, status) VALUES ($1, $2, $3, $4, $5, $6)',
        [lot, pkg.id, rule.minimum, rule.gifts, rule.giftOn, rule.status ?? 1]);
    }
    return Number(pkg.id);
  }
  /** A card of the package running from 5 days ago for a year; its plate. */
  async function addCard(lot: number, packageId: number, review: number = ARCHIVE_STATE.confirmed): Promise<{ id: number; plate: string }> {
    plateNo += 1;
    const plate = `浙B${plateNo}`;
    const [row] = await db.query<{ id: number }>(
      `INSERT INTO month_cards (lot_id, package_id, customer, phone, plates, start_date, end_date, review_state, created_by)
       VALUES ($1, $2, 'Stored customer', '13800138000', $3, $4, $5, $6, 'operator') RETURNING id`,
      [lot, packageId, plate, dateOfDay(today() - 5), dateOfDay(today() + 360), review]);
    await db.query('INSERT INTO month_card_plates (card_id, lot_id, plate) VALUES ($1, $2, $3)', [row.id, lot, plate]);
    return { id: Number(row.id), plate };
  }
  const recharge = (cardId: number, amount: number, key: string = randomUUID(), language?: 'en-US') =>
    call<Recharged>('monthCard', 'recharge', { ids: [cardId], values: { amount, channel: 'cash' }, idempotencyKey: key }, 'admin', language);
  const recharged = async (cardId: number, amount: number, key?: string) => (await ok<Recharged>(recharge(cardId, amount, key))).result[0];
  const balanceOf = async (cardId: number) => Number((await db.query<{ balance: string }>('SELECT balance FROM month_cards WHERE id = $1', [cardId]))[0].balance);
  const ledgerOf = async (cardId: number) => (await db.query<{ cause: string; balance_before: string; change: string; balance_after: string; order_id: string | null }>(
    'SELECT cause, balance_before, change, balance_after, order_id FROM stored_value_ledger WHERE card_id = $1 ORDER BY id', [cardId]))
    .map((r) => [r.cause, Number(r.balance_before), Number(r.change), Number(r.balance_after)]);
  const counts = async () => (await db.query<{ orders: number; payments: number; ledger: number }>(
    'SELECT (SELECT count(*)::int FROM recharge_orders) AS orders, (SELECT count(*)::int FROM payments) AS payments, (SELECT count(*)::int FROM stored_value_ledger) AS ledger'))[0];
  const capture = (lane: LaneDevice, plate: string, at: number) => db.transaction((tx) => laneCapture(tx, lane, { plate, color: 'blue' }, at));
  const stayOf = async (id: number) => (await db.query<Record<string, unknown>>(
    `SELECT s.state, s.card_reason, o.id AS order_id, o.state AS order_state, o.receivable, o.waived, o.paid, o.due,
            (SELECT count(*)::int FROM payments p WHERE p.stay_id = s.id) AS payments
       FROM stays s JOIN orders o ON o.stay_id = s.id WHERE s.id = $1`, [id]))[0];

  let lot: Lot;
  const packages: Record<string, number> = {};
  useTestBackend(database, { tokens, timeoutMs: 120_000 }, async (env) => {
    ({ db, t } = env);
    lot = await addLotWithLanes();
    packages.everyGift = await addPackage(lot.id, 'storedValue', 'chargeRest', { minimum: 10_000, gifts: '200:1000,500:5000', giftOn: 'everyRecharge' });
    packages.firstGift = await addPackage(lot.id, 'storedValue', 'refuse', { minimum: 0, gifts: '100:500', giftOn: 'firstRecharge' });
    packages.noRule = await addPackage(lot.id, 'storedValue', 'visitor', null);
    packages.ruleOff = await addPackage(lot.id, 'storedValue', 'visitor', { minimum: 0, gifts: null, giftOn: 'everyRecharge', status: 0 });
    packages.monthly = await addPackage(lot.id, 'monthly', null, null);
  });

  it('recharges at the booth once per key, at least the minimum, with the gift of the tier reached, booked as money received', async () => {
    const card = await addCard(lot.id, packages.everyGift);
    // Below the minimum: refused with its message, nothing written.
    const before = await counts();
    const low = await recharge(card.id, 9_999, randomUUID(), 'en-US');
    expect([statusOf(low), codeOf(low), msgOf(low)]).toEqual([400, 'rentalRechargeBelowMinimum', 'The least recharge is 100.00 yuan.']);
    expect(await counts()).toEqual(before);

    const key = randomUUID();
    const first = await recharged(card.id, 20_000, key);
    expect(first).toMatchObject({ amount: 20_000, gift: 1_000, balance: 21_000 });
    expect(first.orderNo).toMatch(/^V\d{14}$/);
    // The same press again: the first answer, nothing booked twice.
    const booked = await counts();
    expect(await recharged(card.id, 20_000, key)).toEqual(first);
    expect(await counts()).toEqual(booked);
    // 500.00 reaches the higher tier (tiers do not add up).
    expect(await recharged(card.id, 50_000)).toMatchObject({ gift: 5_000, balance: 76_000 });
    expect(await balanceOf(card.id)).toBe(76_000);
    expect(await ledgerOf(card.id)).toEqual([
      ['recharge', 0, 20_000, 20_000], ['gift', 20_000, 1_000, 21_000], ['recharge', 21_000, 50_000, 71_000], ['gift', 71_000, 5_000, 76_000]]);

    // The money is a payment like any other, under the recharge's number; the gift is no payment.
    const [payment] = (await list('payment', { paymentNo: first.paymentNo })).rows;
    expect(payment).toMatchObject({ orderNo: first.orderNo, amount: 20_000, channel: 'cash', place: 'booth' });
    const [order] = (await list('rechargeOrder', { orderNo: first.orderNo })).rows;
    expect(order).toMatchObject({ amount: 20_000, gift: 1_000, balanceAfter: 21_000, state: LEASE_STATE.paid, paymentNo: first.paymentNo, cardNo: `MC${String(card.id).padStart(8, '0')}` });
    const ledger = (await list('storedValueLedger', { cardNo: order.cardNo })).rows;
    expect(ledger.map((r) => [r.cause, r.change, r.rechargeOrderNo])).toEqual(expect.arrayContaining([['gift', 1_000, first.orderNo], ['recharge', 20_000, first.orderNo]]));
    const [day] = await db.query<{ receivable: string; paid_cash: string }>(
      'SELECT receivable, paid_cash FROM daily_settlement WHERE lot_id = $1 AND day = $2::date', [lot.id, dateOfDay(today())]);
    expect([Number(day.receivable), Number(day.paid_cash)]).toEqual([0, 70_000]);
    const audited = await db.query<{ entity: string }>("SELECT entity FROM audit_log WHERE action = 'rentals.rechargeCard' ORDER BY id");
    expect([...new Set(audited.map((a) => a.entity))].sort()).toEqual(['monthCard', 'payment', 'rechargeOrder', 'storedValueLedger']);
  });

  it('gives a first-recharge gift once, and refuses what may not be recharged, writing nothing', async () => {
    const card = await addCard(lot.id, packages.firstGift);
    expect(await recharged(card.id, 10_000)).toMatchObject({ gift: 500, balance: 10_500 });
    expect(await recharged(card.id, 10_000)).toMatchObject({ gift: 0, balance: 20_500 });

    const before = await counts();
    const refused = async (id: number, amount = 10_000) => { const r = await recharge(id, amount); return [statusOf(r), codeOf(r)]; };
    expect(await refused((await addCard(lot.id, packages.monthly)).id)).toEqual([400, 'rentalNotRechargeable']);
    expect(await refused((await addCard(lot.id, packages.everyGift, ARCHIVE_STATE.pendingReview)).id)).toEqual([400, 'rentalNotRechargeable']);
    expect(await refused((await addCard(lot.id, packages.noRule)).id)).toEqual([400, 'rentalNoRechargeRule']);
    expect(await refused((await addCard(lot.id, packages.ruleOff)).id)).toEqual([400, 'rentalNoRechargeRule']);
    expect(await counts()).toEqual(before);
    // The grid disables the button by the same rule ('rechargeable').
    const rows = (await list('monthCard', { plates: '浙B' })).rows;
    expect(rows.find((r) => r.id === card.id)?.rechargeable).toBe(1);
    expect(rows.filter((r) => r.kind === 'monthly').every((r) => r.rechargeable === 0)).toBe(true);
  });

  it("pays a stored-value car's three exits from its balance, and the daily settlement counts the money once", async () => {
    const own = await addLotWithLanes();
    const pkg = await addPackage(own.id, 'storedValue', 'chargeRest', { minimum: 10_000, gifts: '200:1000', giftOn: 'everyRecharge' });
    const card = await addCard(own.id, pkg);
    await recharged(card.id, 10_000); // 100.00, no gift
    const start = t.clock.now() + HOUR;
    const fees = [3, 2, 5].map((hours) => hours * 200);
    const balances: number[] = [];
    let balance = 10_000;
    for (const [i, hours] of [3, 2, 5].entries()) {
      const inAt = start + i * 24 * HOUR;
      const entry = await capture(own.in, card.plate, inAt);
      expect(entry).toMatchObject({ decision: 'open', card: { message: { kind: 'storedValue', balance } } });
      const exit = await capture(own.out, card.plate, inAt + hours * HOUR);
      balance -= fees[i];
      balances.push(balance);
      // Out at once: paid from the balance, the lane says what it took and what is left.
      expect(exit).toMatchObject({ decision: 'paid', card: { message: { kind: 'storedValuePaid', paid: fees[i], balanceAfter: balance } } });
      expect(await stayOf(exit.stayId!)).toMatchObject({
        state: STAY_STATE.exitedPaid, card_reason: 'storedValue', order_state: ORDER_STATE.paid, receivable: fees[i], waived: fees[i], paid: 0, due: 0, payments: 0,
      });
    }
    expect(balances).toEqual([9_400, 9_000, 8_000]);
    expect(await balanceOf(card.id)).toBe(8_000);
    expect(await ledgerOf(card.id)).toEqual([
      ['recharge', 0, 10_000, 10_000], ['exit', 10_000, -600, 9_400], ['exit', 9_400, -400, 9_000], ['exit', 9_000, -1_000, 8_000]]);
    expect(cardDisplay(card.plate, { kind: 'storedValuePaid', paid: 1_000, balanceAfter: 8_000 })).toMatchObject({
      lines: [card.plate, '储值扣费 10.00 元', '余额 80.00 元'],
    });
    // The order's discounts name what the balance paid.
    const kinds = await db.query<{ kind: string; amount: string }>(
      'SELECT d.kind, d.amount FROM order_discounts d JOIN orders o ON o.id = d.order_id WHERE o.lot_id = $1 ORDER BY d.id', [own.id]);
    expect(kinds.map((k) => [k.kind, Number(k.amount)])).toEqual([['balance', 600], ['balance', 400], ['balance', 1_000]]);

    // The daily settlement: the recharge's 100.00 is the money received (once); the stays' 20.00 are
    // receivable the days they were parked, paid neither again nor waived.
    const days = await db.query<{ receivable: string; paid: string; paid_cash: string; waived: string; discounted: string }>(
      'SELECT receivable, paid, paid_cash, waived, discounted FROM daily_settlement WHERE lot_id = $1', [own.id]);
    const total = (field: keyof (typeof days)[number]) => days.reduce((sum, d) => sum + Number(d[field]), 0);
    const [payments] = await db.query<{ total: string }>('SELECT coalesce(sum(amount), 0) AS total FROM payments WHERE lot_id = $1', [own.id]);
    expect([total('paid'), total('paid_cash'), Number(payments.total)]).toEqual([10_000, 10_000, 10_000]);
    expect([total('receivable'), total('waived'), total('discounted')]).toEqual([2_000, 0, 0]);
  });

  it('on a short balance: takes it and asks the rest (chargeRest), keeps the barrier down untouched (refuse), or charges a visitor (visitor)', async () => {
    const own = await addLotWithLanes();
    const rule = { minimum: 0, gifts: null, giftOn: 'everyRecharge' };
    const cards = {
      chargeRest: await addCard(own.id, await addPackage(own.id, 'storedValue', 'chargeRest', rule)),
      refuse: await addCard(own.id, await addPackage(own.id, 'storedValue', 'refuse', rule)),
      visitor: await addCard(own.id, await addPackage(own.id, 'storedValue', 'visitor', rule)),
    };
    for (const card of Object.values(cards)) await recharged(card.id, 300);
    const inAt = t.clock.now() + HOUR;
    const outAt = inAt + 3 * HOUR; // 6.00 due
    // Paid at the booth the moment the barrier stayed down.
    const cash = (stayId: number) => db.transaction((tx) => runService(tx, bookPayment, { stayId, channel: 'cash', place: 'booth' },
      { name: 'cashier', userId: null }, { at: outAt, idempotencyKey: randomUUID() }));

    // chargeRest: the 3.00 taken now, 3.00 still due; paid in cash, the next reading lets it out.
    await capture(own.in, cards.chargeRest.plate, inAt);
    const short = await capture(own.out, cards.chargeRest.plate, outAt);
    expect(short).toMatchObject({ decision: 'waitPay', card: { message: { kind: 'balanceShort', policy: 'chargeRest', balance: 300, fromBalance: 300, stillDue: 300 } } });
    expect([await balanceOf(cards.chargeRest.id), (await stayOf(short.stayId!)).due]).toEqual([0, 300]);
    await cash(short.stayId!);
    expect((await capture(own.out, cards.chargeRest.plate, outAt + 120_000)).decision).toBe('paid');
    expect(await stayOf(short.stayId!)).toMatchObject({ state: STAY_STATE.exitedPaid, order_state: ORDER_STATE.paid, waived: 300, paid: 300, due: 0 });
    expect(await ledgerOf(cards.chargeRest.id)).toEqual([['recharge', 0, 300, 300], ['exit', 300, -300, 0]]);

    // refuse: nothing taken, the barrier stays down; topped up at the booth, the next reading pays from the balance.
    await capture(own.in, cards.refuse.plate, inAt);
    const refused = await capture(own.out, cards.refuse.plate, outAt);
    expect(refused).toMatchObject({ decision: 'waitPay', card: { message: { kind: 'balanceShort', policy: 'refuse', fromBalance: 0, stillDue: 600 } } });
    expect(await balanceOf(cards.refuse.id)).toBe(300);
    await recharged(cards.refuse.id, 1_000);
    // Priced up to the second reading (a fourth hour begun: 8.00), all from the 13.00 balance.
    expect(await capture(own.out, cards.refuse.plate, outAt + 120_000)).toMatchObject({ decision: 'paid', card: { message: { kind: 'storedValuePaid', paid: 800, balanceAfter: 500 } } });

    // visitor: the whole fee paid as a visitor pays, the balance untouched.
    await capture(own.in, cards.visitor.plate, inAt);
    const asVisitor = await capture(own.out, cards.visitor.plate, outAt);
    expect(asVisitor).toMatchObject({ decision: 'waitPay', card: { message: { kind: 'balanceShort', policy: 'visitor', fromBalance: 0, stillDue: 600 } } });
    await cash(asVisitor.stayId!);
    expect((await capture(own.out, cards.visitor.plate, outAt + 120_000)).decision).toBe('paid');
    expect([await balanceOf(cards.visitor.id), (await stayOf(asVisitor.stayId!)).paid]).toEqual([300, 600]);
  });
});
