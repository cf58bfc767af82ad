// Shifts and settlements through the real HTTP backend, on a week the charging services made:
// cashiers sign in, take cash at the booth (/TempOrder's row action) and WeChat or POS (the
// payment service as them), pay stations take their own; discounts, free departures, arrears
// (left owing, one recovered) and refunds (through the refund services: requested by a cashier,
// reviewed and confirmed by two other people) happen on the way; cashiers sign out. Then the daily
// settlement, the sum of the payments and the sum of the shifts agree, day by day and channel by
// channel; a merchant's top-up in cash at a booth and its staff's cards paid from its account are
// counted once (the top-up in paid, the cards in receivable). Also: a shift's own rules (one open shift, a difference needs a reason, closed is
// read-only, a retried press signs out once, another cashier's payments are not counted).
import { PAYMENT_CHANNELS, type PaymentChannel } from '../../../lib/parking/channels';
import { REFUND_STATE } from '../../../lib/parking/refund-machine';
import { ORDERS_SCREENS, channelPaidField } from '../../../lib/areas/orders/screens';
import { REFUND_SCREENS } from '../../../lib/areas/refunds/screens';
import { RENTAL_SCREENS } from '../../../lib/areas/rentals/screens';
import { MERCHANT_PACKAGE_SCREENS } from '../../../lib/areas/merchants/screens-packages';
import { MERCHANT_SCREENS } from '../../../lib/areas/merchants/screens';
import { ARCHIVE_STATE } from '../../../lib/parking/archive-machine';
import { PACKAGE_STATE } from '../../../lib/parking/package-machine';
import { SETTLEMENT_SCREENS } from '../../../lib/areas/settlement/screens';
import { SHIFT_STATE } from '../../../lib/areas/settlement/shift-machine';
import { takenField } from '../../../lib/areas/settlement/shift-figures';
import { hashPassword } from '../../auth/passwords';
import { bookPayment, giveDiscount, grantFreeDeparture } from '../charging/payments';
import { renewCard } from '../rentals/sales';
import { exitStay } from '../charging/stays';
import { isoAt, type Db } from '../../db';
import { runService } from '../../kernel/service';
import { DEMO_PASSWORD, codeOf, msgOf, testDatabases, type TestBackend } from '../../test/harness';
import { useTestBackend } from '../../test/use-backend';
import { DAY, HOUR, MINUTE, addLot, addRate, enter, quotePlate } from '../../test/orders-fixtures';
import { screenCalls, type Row } from '../../test/screen-calls';

jest.setTimeout(180_000);

/** The operator's clock is UTC+8: its midnight is 16:00 UTC the day before. */
const OPERATOR_OFFSET = 8 * HOUR;
const operatorMidnight = (ms: number) => Math.floor((ms + OPERATOR_OFFSET) / DAY) * DAY - OPERATOR_OFFSET;
const operatorDay = (ms: number) => new Date(ms + OPERATOR_OFFSET).toISOString().slice(0, 10);
const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

describe.each(testDatabases())('shifts and settlements on $name', (database) => {
  let db: Db;
  let t: TestBackend;
  const tokens: Record<string, string> = {};
  const lots: Record<string, number> = {};
  const users: Record<string, number> = {};
  let monthlyCard = 0;
  let monthlyPackage = 0;
  const SCREENS = [...ORDERS_SCREENS, ...SETTLEMENT_SCREENS, ...REFUND_SCREENS, ...RENTAL_SCREENS, ...MERCHANT_SCREENS, ...MERCHANT_PACKAGE_SCREENS];
  const { call, ok, list, create, rowAction } = screenCalls({ backend: () => t, tokens, screens: SCREENS, pageSize: 100 });
  const now = () => t.clock.now();
  const setClock = (ms: number) => t.clock.advance(ms - now());
  let plateNo = 0;
  const plate = () => `粤C${String((plateNo += 1)).padStart(5, '0')}`;
  let keyNo = 0;
  const key = () => `press-settle-${String((keyNo += 1)).padStart(5, '0')}`;

  /** A vehicle in `lot` since `hours` ago, priced now: its order. */
  async function parked(lot: number, hours: number): Promise<{ stayId: number; orderId: number; plate: string }> {
    const p = plate();
    const stay = await enter(db, lot, p, now() - hours * HOUR);
    await quotePlate(t, lot, p);
    const [order] = await db.query<{ id: number }>('SELECT id FROM orders WHERE stay_id = $1', [stay.id]);
    return { stayId: stay.id, orderId: Number(order.id), plate: p };
  }
  const service = <R>(svc: Parameters<typeof runService>[1], input: unknown, actor: string) =>
    db.transaction((tx) => runService(tx, svc, input, { name: actor, userId: users[actor] ?? null }, { at: now(), idempotencyKey: key() })) as Promise<R>;
  const signIn = (user: string, lot: number, openingFloat = 10_000, booth = `Booth of ${user}`) =>
    create('cashierShift', { lotId: lot, booth, openingFloat }, user);
  const signOut = (user: string, id: number, cashHandedOver: number, reason?: string, pressKey = key(), language?: 'zh-CN' | 'en-US') =>
    call<{ affected: number; result: Record<string, unknown> }>('cashierShift', 'signOut',
      { ids: [id], values: { cashHandedOver, ...(reason ? { reason } : {}) }, idempotencyKey: pressKey }, user, language);
  const shiftRow = async (id: number) => (await list('cashierShift', {})).rows.find((r) => r.id === id)!;
  /** Cash at the booth, taken by `user` on /TempOrder: all that is due, out of a 1,000-yuan note. */
  const cashAtBooth = (user: string, orderId: number) =>
    ok(call('tempOrder', 'pay', { ids: [orderId], values: { received: 100_000 }, idempotencyKey: key() }, user));

  const paymentNoOf = async (paymentId: number) => String((await db.query<{ payment_no: string }>('SELECT payment_no FROM payments WHERE id = $1', [paymentId]))[0].payment_no);
  /** Refunds of `amounts` of a payment requested by `user` on /OrderRefundList: their ids on /RefundReview. */
  async function refundsOf(paymentId: number, user: string, amounts: number[]): Promise<number[]> {
    const ids: number[] = [];
    for (const amount of amounts) {
      const requested = await ok<{ result: { refundNo: string }[] }>(call('refundablePayment', 'requestRefund',
        { ids: [paymentId], values: { amount, reason: 'overcharged' }, idempotencyKey: key() }, user));
      ids.push(Number((await list('refundReview', { refundNo: requested.result[0].refundNo })).rows[0].id));
    }
    return ids;
  }

  async function addCashier(login: string) {
    const [role] = await db.query<{ id: number }>("INSERT INTO role_groups (name, kind) VALUES ($1, 1) RETURNING id", [`${login} role`]);
    const pages = SCREENS.map((s) => s.menuId);
    await db.query(`INSERT INTO role_grants (role_group_id, menu_entry_id) SELECT $1, id FROM menu_entries
      WHERE id IN (10, 12) OR id = ANY($2::int[]) OR pid = ANY($2::int[])`, [role.id, pages]);
    const [user] = await db.query<{ id: number }>(
      'INSERT INTO users (login_name, display_name, password_hash, role_group_id) VALUES ($1, $1, $2, $3) RETURNING id',
      [login, await hashPassword(DEMO_PASSWORD), role.id]);
    users[login] = Number(user.id);
    const [group] = await db.query<{ id: number }>('INSERT INTO permission_groups (name) VALUES ($1) RETURNING id', [`${login} lots`]);
    for (const lot of Object.values(lots)) await db.query('INSERT INTO permission_group_lots (group_id, lot_id) VALUES ($1, $2)', [group.id, lot]);
    await db.query('INSERT INTO permission_group_users (group_id, user_id) VALUES ($1, $2)', [group.id, user.id]);
    tokens[login] = await t.signIn(login, DEMO_PASSWORD);
  }

  useTestBackend(database, { tokens, timeoutMs: 120_000 }, async (env) => {
    ({ db, t } = env);
    for (const name of ['North', 'South']) {
      lots[name] = await addLot(db, `${name} lot`);
      await addRate(db, lots[name]);
    }
    for (const login of ['cashA', 'cashB', 'cashC']) await addCashier(login);
    // A monthly customer of the North lot whose card cashier A renews at the booth (300.00 a month).
    const [name] = await db.query<{ id: number }>("INSERT INTO month_package_names (lot_id, name, kind) VALUES ($1, 'Standard', 'monthly') RETURNING id", [lots.North]);
    const [pkg] = await db.query<{ id: number }>(
      `INSERT INTO month_packages (lot_id, name_id, pricing, price, months, free_periods, state, created_by)
       VALUES ($1, $2, 'packagePrice', 30000, '1,12', '00:00-00:00', $3, 'operator') RETURNING id`, [lots.North, name.id, PACKAGE_STATE.approved]);
    monthlyPackage = Number(pkg.id);
    [{ id: monthlyCard }] = await db.query<{ id: number }>(
      `INSERT INTO month_cards (lot_id, package_id, customer, phone, plates, start_date, end_date, review_state, created_by)
       VALUES ($1, $2, 'Monthly customer', '13800138000', '粤M00001', '2026-01-01', '2026-01-31', $3, 'operator') RETURNING id`,
      [lots.North, pkg.id, ARCHIVE_STATE.confirmed]);
  });
  // A test that failed while the clock was held leaves it running for the next.
  afterEach(() => t.clock.release());

  it('signs a cashier in once, counts only their payments of the shift, and needs a reason for a difference', async () => {
    setClock(operatorMidnight(Date.now()) - 30 * DAY + 9 * HOUR);
    // A payment before the shift is not the shift's.
    const before = await parked(lots.North, 2);
    await cashAtBooth('cashC', before.orderId);
    t.clock.advance(MINUTE);
    const shift = await signIn('cashC', lots.North, 5_000, 'Gate 3');
    expect(shift).toMatchObject({ cashier: 'cashC', booth: 'Gate 3', state: SHIFT_STATE.open, openingFloat: 5_000, lotName: 'North lot' });
    expect(String(shift.shiftNo)).toMatch(/^C\d{14}$/);
    // One open shift per cashier, in either language.
    const again = await call('cashierShift', 'create', { values: { lotId: lots.South, booth: 'Gate 9', openingFloat: 0 } }, 'cashC', 'en-US');
    expect([codeOf(again), msgOf(again)]).toEqual(['shiftAlreadyOpen', 'You are already signed in to a shift: sign out of it first.']);

    t.clock.advance(MINUTE);
    const first = await parked(lots.North, 3); // 6.00
    await cashAtBooth('cashC', first.orderId);
    const second = await parked(lots.South, 1); // 2.00 by WeChat, in the other lot: still the cashier's
    await service(bookPayment, { stayId: second.stayId, channel: 'wechat', place: 'booth', channelTxnNo: 'wx-c-0001' }, 'cashC');
    // Another cashier's payment at the same time is not this shift's.
    await cashAtBooth('cashA', (await parked(lots.North, 1)).orderId);
    expect(await shiftRow(Number(shift.id))).toMatchObject({ payments: 2, takenCash: 600, takenWechat: 200, takenTotal: 800, expectedCash: 5_600 });

    // 55.00 handed over where 56.00 is expected: refused without a reason, nothing changed.
    const short = await signOut('cashC', Number(shift.id), 5_500, undefined, key(), 'zh-CN');
    expect([codeOf(short), msgOf(short)]).toEqual(['shiftDifferenceNeedsReason', '上交现金与应有现金相差 -1.00，请填写原因。']);
    expect((await shiftRow(Number(shift.id))).state).toBe(SHIFT_STATE.open);

    const press = key();
    const closed = await ok<{ result: Record<string, unknown> }>(signOut('cashC', Number(shift.id), 5_500, 'a note short', press));
    expect(closed.result).toMatchObject({ payments: 2, total: 800, expectedCash: 5_600, cashHandedOver: 5_500, difference: -100 });
    // A retried press (a lost answer) gets the first answer.
    expect((await ok<{ result: unknown }>(signOut('cashC', Number(shift.id), 5_500, 'a note short', press))).result).toEqual(closed.result);
    expect(await shiftRow(Number(shift.id))).toMatchObject({
      state: SHIFT_STATE.closed, takenCash: 600, takenWechat: 200, takenTotal: 800, expectedCash: 5_600, cashHandedOver: 5_500,
      difference: -100, differenceReason: 'a note short', signedOutBy: 'cashC',
    });

    // Its receipt: the figures written at sign-out; an open shift has none yet.
    const receipt = await ok<{ result: Record<string, unknown> }>(call('cashierShift', 'receipt', { ids: [shift.id], values: { read: true } }));
    expect(receipt.result).toMatchObject({
      shiftNo: shift.shiftNo, lotName: 'North lot', booth: 'Gate 3', cashier: 'cashC', openingFloat: 5_000, payments: 2, takenCash: 600,
      takenWechat: 200, takenTotal: 800, expectedCash: 5_600, cashHandedOver: 5_500, difference: -100, differenceReason: 'a note short',
    });
    const openShift = await signIn('cashA', lots.South, 0);
    expect(codeOf(await call('cashierShift', 'receipt', { ids: [openShift.id], values: { read: true } }))).toBe('shiftReceiptWhileOpen');
    await ok(signOut('cashA', Number(openShift.id), 0));

    // Closed is read-only: a later payment does not change it, a new sign-out is refused.
    await cashAtBooth('cashC', (await parked(lots.North, 1)).orderId);
    expect((await shiftRow(Number(shift.id))).takenTotal).toBe(800);
    const reclose = await signOut('admin', Number(shift.id), 5_600);
    expect(codeOf(reclose)).toBe('shiftRefusedSignOut');
    // Its history: signed in, signed out.
    const detail = await ok<{ audit?: { rows: { action: string }[] } } & Record<string, unknown>>(call('cashierShift', 'detail', { id: shift.id }));
    expect(JSON.stringify(detail)).toContain('shift.signOut');

    // The next shift counts from its own sign-in: the payment between the two is neither's.
    t.clock.advance(MINUTE);
    const next = await signIn('cashC', lots.North, 0);
    await cashAtBooth('cashC', (await parked(lots.North, 1)).orderId);
    t.clock.advance(MINUTE);
    const nextClosed = await ok<{ result: Record<string, unknown> }>(signOut('cashC', Number(next.id), 200));
    expect(nextClosed.result).toMatchObject({ payments: 1, total: 200, expectedCash: 200, difference: 0 });
  });

  /** A merchant of the North lot topped up in cash by cashier A, then a card bought for its staff and approved by cashier B: the money, the card's amount. */
  async function merchantBuysStaffCard(day: string): Promise<{ received: number; sold: number }> {
    const merchant = await create('merchant', {
      lotId: lots.North, name: 'Settled mall', contact: '', phone: null, settlement: 'prepaid', discount: 10, minutePrice: null, arrearsLimit: null,
      limitPeriod: 'day', limitCount: null, limitAmount: null, limitMinutes: null, limitCars: null, remark: null,
    });
    await ok(call('merchantAccount', 'topUp', { ids: [merchant.id], values: { amount: 30_000, channel: 'cash', reference: null }, idempotencyKey: key() }, 'cashA'));
    const base = await create('merchantBasePackage', { lotId: lots.North, packageId: monthlyPackage, merchantPrice: 25_000, maxCards: 5, saleFrom: null, saleTo: null, remark: null });
    await ok(call('merchantBasePackage', 'approve', { ids: [base.id], values: {} }, 'cashB'));
    const application = await create('merchantPackageApplication', {
      merchantId: merchant.id, basePackageId: base.id, months: 1, startDate: day, holders: 'Staff, 13800138001, 粤M90001', remark: null,
    });
    const approved = await ok<{ result: { amount: number }[] }>(call('merchantPackageApplication', 'approve', { ids: [application.id], values: {}, idempotencyKey: key() }, 'cashB'));
    return { received: 30_000, sold: approved.result[0].amount };
  }

  it('agrees for a simulated week: daily settlement == the payments == the shifts (and pay stations), cards sold at the booth included', async () => {
    const firstDay = operatorMidnight(Date.now()) - 20 * DAY;
    /** What the test did, by operator day: the figures the settlement must show. */
    const expected = new Map<string, Record<string, number>>();
    const add = (day: string, figure: string, amount: number) => {
      const figures = expected.get(day) ?? {};
      figures[figure] = (figures[figure] ?? 0) + amount;
      expected.set(day, figures);
    };
    const paymentsOf = async (orderId: number) =>
      db.query<{ id: number; channel: PaymentChannel; amount: number; paid_at: unknown }>('SELECT id, channel, amount, paid_at FROM payments WHERE order_id = $1', [orderId]);
    const booked = async (orderId: number) => {
      for (const p of await paymentsOf(orderId)) add(operatorDay(now()), `paid_${p.channel}`, Number(p.amount));
    };
    const owing: { orderId: number; stayId: number; plate: string; lot: number; amount: number; arrearId: number }[] = [];

    for (let d = 0; d < 7; d += 1) {
      const dayStart = firstDay + d * DAY;
      const day = operatorDay(dayStart);
      setClock(dayStart + 8 * HOUR);
      const shiftA = await signIn('cashA', lots.North, 20_000);
      const shiftB = await signIn('cashB', lots.South, 10_000);
      for (let n = 0; n < 3 + (d % 3); n += 1) {
        t.clock.advance(25 * MINUTE);
        // Cash at each booth, WeChat and POS by the cashiers, a pay station on its own.
        const a = await parked(lots.North, 1 + ((n + d) % 4));
        await cashAtBooth('cashA', a.orderId);
        await booked(a.orderId);
        const b = await parked(lots.South, 2);
        await service(bookPayment, { stayId: b.stayId, channel: n % 2 ? 'pos' : 'wechat', place: 'booth', channelTxnNo: `b-${d}-${n}` }, 'cashB');
        await booked(b.orderId);
        const s = await parked(lots.South, 1 + n);
        await service(bookPayment, { stayId: s.stayId, channel: 'payStation', place: 'payStation', channelTxnNo: `ps-${d}-${n}` }, 'device:payStation:PS1');
        await booked(s.orderId);
        // Once a day a monthly card renewed in cash at booth A: its payment is the shift's and the day's.
        if (n === 0) {
          const sold = await service<{ amount: number }>(renewCard, { cardId: monthlyCard, count: 1, channel: 'cash' }, 'cashA');
          add(day, 'paid_cash', sold.amount);
          add(day, 'rental', sold.amount);
        }
      }
      // Once in the week a merchant tops up 300.00 in cash at booth A (money received), and its staff's
      // card is paid from its account (sold, no money received: docs/rentals.md, "Merchant packages").
      if (d === 3) {
        const bought = await merchantBuysStaffCard(day);
        add(day, 'paid_cash', bought.received);
        add(day, 'rental', bought.sold);
      }
      // A discount then cash for the rest; a free departure; a vehicle that leaves owing.
      t.clock.advance(30 * MINUTE);
      const discounted = await parked(lots.North, 3); // 6.00
      await service(giveDiscount, { orderId: discounted.orderId, amount: 150, reason: 'regular' }, 'cashA');
      add(day, 'discounted', 150);
      await cashAtBooth('cashA', discounted.orderId);
      await booked(discounted.orderId);
      const free = await parked(lots.South, 2);
      await service(grantFreeDeparture, { orderId: free.orderId, reason: 'ambulance' }, 'cashB');
      add(day, 'waived', 400);
      const left = await parked(lots.North, 1 + d);
      await db.transaction((tx) => runService(tx, exitStay, { stayId: left.stayId, source: 'camera' }, { name: 'test', userId: null }, { at: now() }));
      const [order] = await db.query<{ due: number }>('SELECT due FROM orders WHERE id = $1', [left.orderId]);
      // Leaving owing made the arrear (backend/areas/charging/stays.ts), for what was due.
      const [arrear] = await db.query<{ id: number; amount: number }>('SELECT id, amount FROM arrears WHERE order_id = $1', [left.orderId]);
      expect(Number(arrear.amount)).toBe(Number(order.due));
      owing.push({ ...left, lot: lots.North, amount: Number(order.due), arrearId: Number(arrear.id) });
      add(day, 'arrears_created', Number(order.due));
      // Every other day the oldest arrear is paid back by WeChat at cashier A's booth, and recovered.
      if (d % 2 === 1) {
        const back = owing.shift()!;
        await service(bookPayment, { stayId: back.stayId, channel: 'wechat', place: 'booth', channelTxnNo: `back-${d}` }, 'cashA');
        const [last] = (await paymentsOf(back.orderId)).slice(-1);
        add(day, `paid_${last.channel}`, Number(last.amount));
        // The payment recovered the arrear (backend/areas/charging/payments.ts).
        expect((await db.query<{ state: number }>('SELECT state FROM arrears WHERE id = $1', [back.arrearId]))[0].state).toBe(1);
        add(day, 'arrears_recovered', back.amount);
      }
      // Two refunds of today's last cash payment through the refund services: one requested by
      // cashier B, reviewed by cashier C and confirmed by the administrator (finance; cash is handed
      // back at once), and one only requested (not counted).
      const [cash] = await db.query<{ id: number }>("SELECT id FROM payments WHERE channel = 'cash' ORDER BY id DESC LIMIT 1");
      const [done] = await refundsOf(Number(cash.id), 'cashB', [100, 100]);
      await ok(call('refundReview', 'review', { ids: [done], values: {} }, 'cashC'));
      await ok(call('refundReview', 'confirm', { ids: [done], values: {}, idempotencyKey: key() }, 'admin'));
      expect((await list('refundRecord', { paymentNo: (await paymentNoOf(Number(cash.id))) })).rows.map((r) => r.state).sort())
        .toEqual([REFUND_STATE.requested, REFUND_STATE.refunded]);
      add(day, 'refunded', 100);

      // Sign-out: cashier A hands over what is expected, cashier B is 1.00 over on Wednesdays.
      t.clock.advance(HOUR);
      const rowA = await shiftRow(Number(shiftA.id));
      await ok(signOut('cashA', Number(shiftA.id), Number(rowA.expectedCash)));
      const rowB = await shiftRow(Number(shiftB.id));
      await ok(signOut('cashB', Number(shiftB.id), Number(rowB.expectedCash) + (d === 2 ? 100 : 0), d === 2 ? 'customer left change' : undefined));
    }

    // Open stays are priced when read: every read below sees one moment, or a step of their rate
    // passed between two reads would part figures that agree.
    t.clock.hold();
    const week = { day: { from: operatorDay(firstDay), to: operatorDay(firstDay + 6 * DAY) } };
    const settlement = (await list('dailySettlement', week)).rows;
    const shifts = (await list('cashierShift', { signedInAt: { from: isoAt(firstDay), to: isoAt(firstDay + 7 * DAY) } })).rows;
    expect(shifts).toHaveLength(14);
    const [stations] = await db.query<{ total: number }>(
      "SELECT coalesce(sum(amount), 0)::bigint AS total FROM payments WHERE channel = 'payStation' AND paid_at >= $1 AND paid_at < $2",
      [isoAt(firstDay), isoAt(firstDay + 7 * DAY)]);
    const [payments] = await db.query<{ total: number }>(
      'SELECT coalesce(sum(amount), 0)::bigint AS total FROM payments WHERE paid_at >= $1 AND paid_at < $2', [isoAt(firstDay), isoAt(firstDay + 7 * DAY)]);
    const settled = (field: string, rows: Row[] = settlement) => sum(rows.map((r) => Number(r[field])));
    const ofShifts = (field: string, rows: Row[] = shifts) => sum(rows.map((r) => Number(r[field])));

    // The week: settlement == the payments == the shifts plus the pay stations (which no cashier takes).
    expect(settled('paid')).toBeGreaterThan(0);
    expect(settled('paid')).toBe(Number(payments.total));
    expect(settled('paid')).toBe(ofShifts('takenTotal') + Number(stations.total));
    expect(settled('paid')).toBe(sum([...expected.values()].flatMap((f) => PAYMENT_CHANNELS.map((c) => f[`paid_${c}`] ?? 0))));

    // Day by day and channel by channel (every shift lies inside its day).
    for (let d = 0; d < 7; d += 1) {
      const day = operatorDay(firstDay + d * DAY);
      const rows = settlement.filter((r) => r.day === day);
      const dayShifts = shifts.filter((r) => operatorDay(Date.parse(String(r.signedInAt))) === day);
      const figures = expected.get(day)!;
      expect(dayShifts).toHaveLength(2);
      for (const channel of PAYMENT_CHANNELS) {
        const taken = channel === 'payStation' ? settled(channelPaidField(channel), rows) : ofShifts(takenField(channel), dayShifts);
        expect([day, channel, settled(channelPaidField(channel), rows)]).toEqual([day, channel, figures[`paid_${channel}`] ?? 0]);
        expect([day, channel, taken]).toEqual([day, channel, figures[`paid_${channel}`] ?? 0]);
      }
      for (const [field, figure] of [['discounted', 'discounted'], ['waived', 'waived'], ['refunded', 'refunded'],
        ['arrearsCreated', 'arrears_created'], ['arrearsRecovered', 'arrears_recovered']] as const) {
        expect([day, field, settled(field, rows)]).toEqual([day, field, figures[figure] ?? 0]);
      }
      expect(settled('net', rows)).toBe(settled('paid', rows) - settled('refunded', rows));
      // Receivable: the orders created that day, as /TempOrder lists them (a vehicle still in the lot
      // priced when read), and the cards sold that day, as /MonthlyOrders lists them.
      const orders = await list('tempOrder', { createdAt: { from: day, to: day } });
      expect(orders.total).toBeLessThan(100);
      const rentals = await list('rentalOrder', { paidAt: { from: day, to: day } });
      expect(sum(rentals.rows.map((o) => Number(o.amount)))).toBe(figures.rental);
      expect(settled('receivable', rows)).toBe(sum(orders.rows.map((o) => Number(o.receivable))) + figures.rental);
    }

    // The booths' statement adds the same shifts up; the electronic statement the same channels.
    const booths = (await list('boothCashSettlement', week)).rows;
    for (const field of ['takenTotal', 'takenCash', 'expectedCash', 'cashHandedOver', 'difference']) {
      expect([field, ofShifts(field, booths)]).toEqual([field, ofShifts(field)]);
    }
    expect(ofShifts('difference')).toBe(100);
    const electronic = (await list('electronicPaymentStatement', week)).rows;
    for (const channel of ['pos', 'wechat'] as const) {
      expect([channel, ofShifts('amount', electronic.filter((r) => r.channel === channel))]).toEqual([channel, settled(channelPaidField(channel))]);
    }

    // Each order's settlement: the refunds of its payments, its arrear.
    const [refundedOfOrders] = await db.query<{ total: number }>(
      'SELECT coalesce(sum(refunded), 0)::bigint AS total FROM order_settlement WHERE created_at >= $1 AND created_at < $2', [isoAt(firstDay), isoAt(firstDay + 7 * DAY)]);
    expect(Number(refundedOfOrders.total)).toBe(settled('refunded'));
    const weekOrders = { createdAt: { from: isoAt(firstDay), to: isoAt(firstDay + 7 * DAY) } };
    const recovered = (await list('orderSettlement', { ...weekOrders, arrearsState: 1 })).rows;
    expect(recovered).toHaveLength(3);
    expect(sum(recovered.map((r) => Number(r.arrearsAmount)))).toBe(settled('arrearsRecovered'));
    expect(recovered.every((r) => r.due === 0 && r.net === r.paid)).toBe(true);

    // A cashier of the North lot only sees its rows.
    const [group] = await db.query<{ id: number }>("INSERT INTO permission_groups (name) VALUES ('North only') RETURNING id");
    await db.query('INSERT INTO permission_group_lots (group_id, lot_id) VALUES ($1, $2)', [group.id, lots.North]);
    await db.query('DELETE FROM permission_group_users WHERE user_id = $1', [users.cashA]);
    await db.query('INSERT INTO permission_group_users (group_id, user_id) VALUES ($1, $2)', [group.id, users.cashA]);
    for (const entity of ['dailySettlement', 'boothCashSettlement', 'electronicPaymentStatement']) {
      const seen = [...new Set((await list(entity, week, 'cashA')).rows.map((r) => r.lotName))];
      expect([entity, seen]).toEqual([entity, ['North lot']]);
    }
    t.clock.release();
  });

  it('books one big-customer payment covering many plates: exactly what they owe, once per press', async () => {
    setClock(operatorMidnight(Date.now()) - 40 * DAY + 10 * HOUR);
    const fleet = [await parked(lots.North, 2), await parked(lots.North, 3), await parked(lots.South, 1)]; // 4.00 + 6.00 + 2.00
    // One of them left owing: still payable.
    await db.transaction((tx) => runService(tx, exitStay, { stayId: fleet[2].stayId, source: 'camera' }, { name: 'test', userId: null }, { at: now() }));
    const ids = fleet.map((f) => f.orderId);
    const pay = (amount: number, press: string, language?: 'en-US') => call<{ result: { paymentNo: string; orders: number; amount: number } }>(
      'bigCustomerOrder', 'payTogether', { ids, values: { customer: 'Acme Logistics', channel: 'wechat', channelTxnNo: 'wx-acme-1', amount }, idempotencyKey: press }, 'cashB', language);

    const wrong = await pay(1_100, key(), 'en-US');
    expect([codeOf(wrong), msgOf(wrong)]).toEqual(['bigCustomerAmountMismatch', 'The payment of 11.00 does not match what the plates owe (12.00).']);
    expect(await db.query('SELECT id FROM payments WHERE order_id = ANY($1::bigint[])', [ids])).toEqual([]);

    const press = key();
    const paid = await ok<{ result: { paymentNo: string; orders: number; amount: number; paymentNos: string[] } }>(pay(1_200, press));
    expect(paid.result).toMatchObject({ orders: 3, amount: 1_200 });
    expect(paid.result.paymentNo).toMatch(/^B\d{14}$/);
    expect((await ok<{ result: unknown }>(pay(1_200, press))).result).toEqual(paid.result);
    const booked = await db.query<{ amount: number; channel: string; operator: string; payment_no: string }>(
      `SELECT p.amount, p.channel, p.operator, b.payment_no FROM payments p JOIN big_customer_payments b ON b.id = p.big_customer_payment_id
        WHERE p.order_id = ANY($1::bigint[]) ORDER BY p.order_id`, [ids]);
    expect(booked.map((p) => Number(p.amount))).toEqual([400, 600, 200]);
    expect(new Set(booked.map((p) => `${p.channel} ${p.operator} ${p.payment_no}`))).toEqual(new Set([`wechat cashB ${paid.result.paymentNo}`]));
    const rows = (await list('bigCustomerOrder', { customer: 'Acme' })).rows;
    expect(rows.map((r) => [r.due, r.bigPaymentNo]).sort()).toEqual([[0, paid.result.paymentNo], [0, paid.result.paymentNo], [0, paid.result.paymentNo]]);
    // Paid orders are refused a second time, with the order's message.
    expect(codeOf(await pay(1_200, key()))).toBe('orderRefusedPay');
  });

  it('shows today so far: the daily settlement of the operator\'s day now', async () => {
    setClock(Date.now());
    const today = operatorDay(now());
    const car = await parked(lots.South, 2);
    await service(bookPayment, { stayId: car.stayId, channel: 'alipay', place: 'online', channelTxnNo: 'ali-today-1' }, 'device:app');
    const todayRows = (await list('settlementToday')).rows;
    expect(todayRows.every((r) => r.day === today)).toBe(true);
    // Every lot, at zero where nothing happened today; the others as the daily settlement says.
    const daily = (await list('dailySettlement', { day: { from: today, to: today } })).rows;
    expect(todayRows.map((r) => r.lotName).sort()).toEqual(Object.keys(lots).map((name) => `${name} lot`).sort());
    expect(todayRows.filter((r) => daily.some((d) => d.lotName === r.lotName))).toEqual(daily.sort((a, b) => String(a.lotName).localeCompare(String(b.lotName))));
    expect(todayRows.filter((r) => !daily.some((d) => d.lotName === r.lotName)).every((r) => r.paid === 0 && r.receivable === 0)).toBe(true);
    expect(todayRows.find((r) => r.lotName === 'South lot')).toMatchObject({ paidAlipay: 400 });
  });

  it('imports payments taken elsewhere all or nothing, each row checked against what its plate owes, then books them once', async () => {
    setClock(operatorMidnight(Date.now()) - 50 * DAY + 10 * HOUR);
    const [a, b] = [await parked(lots.North, 2), await parked(lots.North, 3)]; // 4.00 and 6.00 due
    const row = (plate: string, amount: number, extra: Record<string, unknown> = {}) => ({ lotId: lots.North, plate, channel: 'cash', amount, ...extra });
    const bad = await call('paymentImport', 'import', { rows: [
      row(a.plate, 400), row('粤Z99999', 100), row(b.plate, 700), row(b.plate, 100, { channel: 'wechat' }),
    ], fileName: 'offline.xlsx' });
    expect(codeOf(bad)).toBe('importFailed');
    expect((bad.data as { rowErrors: unknown[] }).rowErrors).toEqual([
      { row: 2, field: 'plate', messageKey: 'importNothingDue' },
      { row: 3, field: 'amount', messageKey: 'importExceedsDue' },
      { row: 4, field: 'channelTxnNo', messageKey: 'importTxnRequired' },
    ]);
    expect((await list('paymentImport', { plate: a.plate })).rows).toEqual([]);

    expect(await ok(call('paymentImport', 'import', { rows: [row(a.plate, 400), row(b.plate, 250, { note: 'book p.12' })], fileName: 'offline.xlsx' })))
      .toEqual({ imported: 2 });
    const imported = (await list('paymentImport', { importedAt: { from: isoAt(now() - HOUR), to: isoAt(now() + HOUR) } })).rows;
    expect(imported.map((r) => [r.plate, r.amount, r.state, r.importedBy])).toEqual(expect.arrayContaining([[a.plate, 400, 0, 'admin'], [b.plate, 250, 0, 'admin']]));
    const ids = imported.map((r) => r.id);
    const press = key();
    const booked = await ok<{ result: { paymentNo: string }[] }>(call('paymentImport', 'book', { ids, values: {}, idempotencyKey: press }));
    expect(await ok<{ result: unknown }>(call('paymentImport', 'book', { ids, values: {}, idempotencyKey: press }))).toMatchObject({ result: booked.result });
    const paid = await db.query<{ order_id: number; amount: number; operator: string }>(
      'SELECT order_id, amount, operator FROM payments WHERE order_id = ANY($1::bigint[]) ORDER BY order_id', [[a.orderId, b.orderId]]);
    expect(paid.map((p) => [Number(p.order_id), Number(p.amount), p.operator])).toEqual([[a.orderId, 400, 'admin'], [b.orderId, 250, 'admin']]);
    const after = (await list('paymentImport', { plate: a.plate })).rows[0];
    expect(after).toMatchObject({ state: 1, bookedBy: 'admin' });
    expect(String(after.paymentNo)).toMatch(/^P\d{14}$/);
    // Booked is read-only: booking again is refused with its message.
    expect(codeOf(await call('paymentImport', 'book', { ids: [after.id], values: {}, idempotencyKey: key() }))).toBe('importRefusedBook');
  });
});
