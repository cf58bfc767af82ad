// The money report screens over known payments, on PGlite and PostgreSQL: stays entered and paid
// through the charging services (cash at a booth, WeChat online, a pay station, a POS), a discount,
// a refund carried out; the money rollup drained; every screen's figures worked out by hand to the
// fen, the receivable and the rates against the raw orders and lib/reports; the comparison with the
// month before; a lot-scoped user sees his lot's rows only; a reversed or too long period, and an
// unknown granularity, are refused with the report refusals and change nothing.
import { MONEY_FIGURE_NAMES, moneyFigures } from '../../../../lib/reports/money-figures';
import type { MoneyEventKind, MoneyEventSum, PaymentPurpose } from '../../../../lib/reports/money-events';
import { rateOf, ratePercentText } from '../../../../lib/reports/rates';
import { REFUND_STATE } from '../../../../lib/parking/refund-machine';
import { MONEY_REPORT_SCREENS } from '../../../../lib/areas/reports/screens-money';
import { hashPassword } from '../../../auth/passwords';
import { isoAt, type Db } from '../../../db';
import { runService, type Actor } from '../../../kernel/service';
import { ADMIN_PASSWORD, DEMO_PASSWORD, codeOf, statusOf, testDatabases, type TestBackend } from '../../../test/harness';
import { addLot, addRate, enter, HOUR } from '../../../test/orders-fixtures';
import { useTestBackend } from '../../../test/use-backend';
import { screenCalls, type Row } from '../../../test/screen-calls';
import { bookPayment, exitStay, giveDiscount } from '../../charging';
import { DAILY_MONEY, DAILY_STAYS, drainRollup } from '../rollups';
import { registryProblems } from '../../../entities/engine';
import { MONEY_REPORT_STORES } from '../stores-money';

jest.setTimeout(180_000);

/** 00:00 of an operator day (UTC+8) of 2026. */
const dayAt = (month: number, day: number, hour = 0) => Date.UTC(2026, month - 1, day, hour - 8);
const cashier: Actor = { name: 'cashier1', userId: null };
const posUser: Actor = { name: 'pos1', userId: null };
const station: Actor = { name: 'device:payStation:PS-1', userId: null };
const online: Actor = { name: 'wechat-notify', userId: null };

it('declares each report with a store that reads every field, and its period limit on a date field', () => {
  expect(registryProblems({ screens: MONEY_REPORT_SCREENS, stores: MONEY_REPORT_STORES })).toEqual([]);
});

describe.each(testDatabases())('money report screens on $name', (database) => {
  let db: Db;
  let t: TestBackend;
  const tokens: Record<string, string> = {};
  const lots = { north: 0, south: 0 };
  let keyNo = 0;
  const { call, list } = screenCalls({ backend: () => t, tokens, screens: MONEY_REPORT_SCREENS, pageSize: 100 });

  const run = <R>(service: Parameters<typeof runService>[1], input: unknown, at: number, actor: Actor) =>
    db.transaction((tx) => runService(tx, service, input, actor, { at, idempotencyKey: `money-report-${(keyNo += 1)}` })) as Promise<R>;
  const pay = (stayId: number, at: number, actor: Actor, input: Record<string, unknown>) => run(bookPayment, { stayId, ...input }, at, actor);

  /** North (region Nanshan) and South (Futian), 2 fen... 200 fen an hour; stays entered at 06:00. */
  async function payments() {
    lots.north = await addLot(db, 'Money North');
    lots.south = await addLot(db, 'Money South');
    await db.query("UPDATE parking_lots SET region = CASE id WHEN $1 THEN 'Nanshan' ELSE 'Futian' END WHERE id IN ($1, $2)", [lots.north, lots.south]);
    for (const lot of Object.values(lots)) await addRate(db, lot);
    // 10 March, North: cash 300 at a booth, WeChat 500 online (50 of it refunded), a pay station's 200, a discount of 100.
    const a = await enter(db, lots.north, '粤B10001', dayAt(3, 10, 6));
    const b = await enter(db, lots.north, '粤B10002', dayAt(3, 10, 6));
    const c = await enter(db, lots.north, '粤B10003', dayAt(3, 10, 6));
    await pay(a.id, dayAt(3, 10, 10), cashier, { channel: 'cash', place: 'booth', amount: 300 });
    const [orderA] = await db.query<{ id: number }>('SELECT id FROM orders WHERE stay_id = $1', [a.id]);
    await run(giveDiscount, { orderId: Number(orderA.id), amount: 100, reason: 'Regular' }, dayAt(3, 10, 10) + 1_000, cashier);
    await pay(b.id, dayAt(3, 10, 11), online, { channel: 'wechat', place: 'online', channelTxnNo: 'WX-1', amount: 500 });
    await pay(c.id, dayAt(3, 10, 12), station, { channel: 'payStation', place: 'payStation', channelTxnNo: 'PS-TXN-1', device: 'PS-1', amount: 200 });
    const [wechat] = await db.query<{ id: number; order_id: number }>("SELECT id, order_id FROM payments WHERE channel = 'wechat'");
    await db.query(
      `INSERT INTO refunds (refund_no, payment_id, order_id, lot_id, plate, channel, amount, state, reason, requested_by, requested_at, refunded_at, updated_at)
       VALUES ('RF-MONEY-1', $1, $2, $3, '粤B10002', 'wechat', 50, $4, 'Overpaid', 'clerk', $5, $5, $5)`,
      [wechat.id, wechat.order_id, lots.north, REFUND_STATE.refunded, isoAt(dayAt(3, 10, 15))]);
    // 11 March, North: cash 100. South: a POS's 400 on 10 March, and 200 in February (the month before).
    await pay(a.id, dayAt(3, 11, 9), cashier, { channel: 'cash', place: 'booth', amount: 100 });
    const d = await enter(db, lots.south, '粤B20001', dayAt(3, 10, 6));
    await pay(d.id, dayAt(3, 10, 12), posUser, { channel: 'pos', place: 'pos', channelTxnNo: 'POS-1', amount: 400 });
    // A merchant's coupon (150) and a stored-value balance (250) taken off D's order, written as the coupon and balance services write them.
    const [orderD] = await db.query<{ id: number }>('SELECT id FROM orders WHERE stay_id = $1', [d.id]);
    await db.query(
      `INSERT INTO order_discounts (order_id, lot_id, plate, kind, amount, reason, operator, at)
       VALUES ($1, $2, '粤B20001', 'coupon', 150, 'Mall coupon', 'mall', $3), ($1, $2, '粤B20001', 'balance', 250, 'Stored value', 'pos1', $3)`,
      [orderD.id, lots.south, isoAt(dayAt(3, 10, 11))]);
    const e = await enter(db, lots.south, '粤B20002', dayAt(2, 10, 6));
    await pay(e.id, dayAt(2, 10, 12), posUser, { channel: 'pos', place: 'pos', channelTxnNo: 'POS-2', amount: 200 });
    // South's stays leaving on 10 March: after 6 h 30 min (paid in part: it leaves owing), and after 20 minutes.
    const sensor: Actor = { name: 'device:sensor:M', userId: null };
    await run(exitStay, { stayId: d.id, source: 'manual', at: dayAt(3, 10, 12) + 30 * 60_000 }, dayAt(3, 10, 12) + 30 * 60_000, sensor);
    const f = await enter(db, lots.south, '粤B20003', dayAt(3, 10, 8));
    await run(exitStay, { stayId: f.id, source: 'manual', at: dayAt(3, 10, 8) + 20 * 60_000 }, dayAt(3, 10, 8) + 20 * 60_000, sensor);
    await drainRollup(db, DAILY_MONEY);
    await drainRollup(db, DAILY_STAYS);
  }

  /** A user who sees South only, granted the reports. */
  async function southUser() {
    const [role] = await db.query<{ id: number }>("INSERT INTO role_groups (name, kind) VALUES ('money south role', 1) RETURNING id");
    await db.query('INSERT INTO role_grants (role_group_id, menu_entry_id) SELECT $1, id FROM menu_entries WHERE id = ANY($2::int[]) OR pid = ANY($2::int[])',
      [role.id, [12, ...MONEY_REPORT_SCREENS.map((s) => s.menuId)]]);
    const [user] = await db.query<{ id: number }>(
      "INSERT INTO users (login_name, display_name, password_hash, role_group_id) VALUES ('moneysouth', 'moneysouth', $1, $2) RETURNING id",
      [await hashPassword(DEMO_PASSWORD), role.id]);
    const [group] = await db.query<{ id: number }>("INSERT INTO permission_groups (name) VALUES ('money south') RETURNING id");
    await db.query('INSERT INTO permission_group_lots (group_id, lot_id) VALUES ($1, $2)', [group.id, lots.south]);
    await db.query('INSERT INTO permission_group_users (group_id, user_id) VALUES ($1, $2)', [group.id, user.id]);
    tokens.south = await t.signIn('moneysouth', DEMO_PASSWORD);
  }

  useTestBackend(database, { tokens, users: [], timeoutMs: 180_000 }, async (env) => {
    ({ db, t } = env);
    t.clock.offsetMs = dayAt(3, 12, 9) - Date.now();
    tokens.admin = await t.signIn('admin', ADMIN_PASSWORD);
    await payments();
    await southUser();
  });

  const march = { day: { from: '2026-03-01', to: '2026-03-31' } };
  const pick = (rows: Row[], fields: string[]) => rows.map((r) => Object.fromEntries(fields.map((f) => [f, r[f]])));
  const byLot = (lotId: number, rows: Row[]) => rows.filter((r) => Number(r.lotId) === lotId);

  it('means of payment: received per lot, day and channel, and its share of the day', async () => {
    const { rows } = await list('meansPaymentReport', { ...march, lotId: lots.north }, 'admin', { field: 'amount', direction: 'desc' });
    expect(pick(rows, ['day', 'channel', 'amount', 'payments', 'dayTotal', 'share'])).toEqual([
      { day: '2026-03-10', channel: 'wechat', amount: 500, payments: 1, dayTotal: 1000, share: '50.00' },
      { day: '2026-03-10', channel: 'cash', amount: 300, payments: 1, dayTotal: 1000, share: '30.00' },
      { day: '2026-03-10', channel: 'payStation', amount: 200, payments: 1, dayTotal: 1000, share: '20.00' },
      { day: '2026-03-11', channel: 'cash', amount: 100, payments: 1, dayTotal: 100, share: '100.00' },
    ]);
  });

  it('pay stations: what each took per day, and collectors: what each took, never a pay station or an online payment', async () => {
    const stations = await list('payStationReport', march);
    expect(pick(stations.rows, ['lotId', 'day', 'station', 'received', 'paidPaystation', 'payments', 'refunded'])).toEqual([
      { lotId: lots.north, day: '2026-03-10', station: 'PS-1', received: 200, paidPaystation: 200, payments: 1, refunded: 0 },
    ]);
    const collectors = await list('tollCollectorReport', march, 'admin', { field: 'received', direction: 'desc' });
    expect(pick(collectors.rows, ['lotId', 'day', 'collector', 'payments', 'received', 'paidCash', 'paidPos', 'paidOther'])).toEqual([
      { lotId: lots.south, day: '2026-03-10', collector: 'pos1', payments: 1, received: 400, paidCash: 0, paidPos: 400, paidOther: 0 },
      { lotId: lots.north, day: '2026-03-10', collector: 'cashier1', payments: 1, received: 300, paidCash: 300, paidPos: 0, paidOther: 0 },
      { lotId: lots.north, day: '2026-03-11', collector: 'cashier1', payments: 1, received: 100, paidCash: 100, paidPos: 0, paidOther: 0 },
    ]);
  });

  it('date transactions by day and by month: the figures of lib/reports over the raw rows, to the fen', async () => {
    const raw = await db.query<{ day: string; receivable: string }>(
      "SELECT operator_day(created_at)::text AS day, sum(receivable)::bigint AS receivable FROM orders WHERE lot_id = $1 GROUP BY 1 ORDER BY 1", [lots.north]);
    const receivable = Object.fromEntries(raw.map((r) => [r.day, Number(r.receivable)]));
    expect(receivable['2026-03-10']).toBeGreaterThan(0);
    const days = await list('dateTransaction', { ...march, lotId: lots.north, granularity: 'day' }, 'admin', { field: 'day', direction: 'asc' });
    expect(pick(days.rows, ['period', 'receivable', 'received', 'discounts', 'refunded', 'receivedAgainstReceivable', 'receivedRate', 'arrearsRecoveryRate'])).toEqual([
      { period: '2026-03-10', receivable: receivable['2026-03-10'], received: 1000, discounts: 100, refunded: 50, receivedAgainstReceivable: 1000,
        receivedRate: ratePercentText(rateOf(1000, receivable['2026-03-10'])), arrearsRecoveryRate: null },
      // No order made on the 11th: its received rate is none, not a rate over nothing.
      { period: '2026-03-11', receivable: 0, received: 100, discounts: 0, refunded: 0, receivedAgainstReceivable: 100, receivedRate: null, arrearsRecoveryRate: null },
    ]);
    // The same figures from lib/reports' definitions over the day's parts.
    const parts = await db.query<{ kind: MoneyEventKind; purpose: PaymentPurpose | null; amount: string }>(
      "SELECT kind, purpose, sum(amount)::bigint AS amount FROM report_daily_money_parts WHERE lot_id = $1 AND day = '2026-03-10' GROUP BY 1, 2", [lots.north]);
    const figures = moneyFigures(parts.map((p): MoneyEventSum => ({ kind: p.kind, purpose: p.purpose, amount: Number(p.amount) })));
    const [day] = days.rows;
    for (const figure of MONEY_FIGURE_NAMES) if (figure in day) expect([figure, day[figure]]).toEqual([figure, figures[figure]]);
    const months = await list('dateTransaction', { ...march, lotId: lots.north, granularity: 'month' });
    expect(pick(months.rows, ['period', 'received', 'refunded'])).toEqual([{ period: '2026-03', received: 1100, refunded: 50 }]);
  });

  it('site ranking: lots by received per month, month on month and year on year', async () => {
    const { rows } = await list('siteRanking', { ...march, granularity: 'month' }, 'admin', { field: 'rank', direction: 'asc' });
    expect(pick(rows, ['period', 'rank', 'lotName', 'received', 'previousReceived', 'monthOnMonth', 'lastYearReceived', 'yearOnYear'])).toEqual([
      { period: '2026-03', rank: 1, lotName: 'Money North', received: 1100, previousReceived: 0, monthOnMonth: null, lastYearReceived: 0, yearOnYear: null },
      { period: '2026-03', rank: 2, lotName: 'Money South', received: 400, previousReceived: 200, monthOnMonth: '100.00', lastYearReceived: 0, yearOnYear: null },
    ]);
  });

  it('areas, revenue summaries, temporary stop, deductions and stored value as a means of payment', async () => {
    const areas = await list('areaIncomeReport', march, 'admin', { field: 'day', direction: 'asc' });
    expect(pick(areas.rows, ['region', 'day', 'received', 'refunded', 'net', 'discounts'])).toEqual(expect.arrayContaining([
      { region: 'Nanshan', day: '2026-03-10', received: 1000, refunded: 50, net: 950, discounts: 100 },
      { region: 'Nanshan', day: '2026-03-11', received: 100, refunded: 0, net: 100, discounts: 0 },
      { region: 'Futian', day: '2026-03-10', received: 400, refunded: 0, net: 400, discounts: 150 },
    ]));
    const summary = await list('revenueSummary', { day: { from: '2026-02-01', to: '2026-03-31' }, lotId: lots.south }, 'admin', { field: 'day', direction: 'asc' });
    expect(pick(summary.rows, ['period', 'parkingIncome', 'received', 'net'])).toEqual([
      { period: '2026-02', parkingIncome: 200, received: 200, net: 200 }, { period: '2026-03', parkingIncome: 400, received: 400, net: 400 },
    ]);
    const stops = await list('temporaryStopReport', { ...march, lotId: lots.north }, 'admin', { field: 'day', direction: 'asc' });
    expect(pick(stops.rows, ['day', 'parkingIncome', 'payments', 'discounts', 'parkingRefunded'])).toEqual([
      { day: '2026-03-10', parkingIncome: 1000, payments: 3, discounts: 100, parkingRefunded: 50 },
      { day: '2026-03-11', parkingIncome: 100, payments: 1, discounts: 0, parkingRefunded: 0 },
    ]);
    const deductions = await list('deductionReport', march);
    expect(pick(deductions.rows, ['lotId', 'day', 'paidFromBalance', 'balancePayments', 'couponRelief', 'couponsUsed', 'deducted'])).toEqual([
      { lotId: lots.south, day: '2026-03-10', paidFromBalance: 250, balancePayments: 1, couponRelief: 150, couponsUsed: 1, deducted: 400 },
    ]);
    const means = await list('meansPaymentReport', { ...march, lotId: lots.south, channel: 'storedValue' });
    expect(pick(means.rows, ['channel', 'amount', 'dayTotal', 'share'])).toEqual([{ channel: 'storedValue', amount: 250, dayTotal: 650, share: '38.46' }]);
  });

  it('parking hours: the stays that left per day by length band, and their average', async () => {
    const { rows } = await list('parkingHoursReport', march);
    expect(pick(rows, ['lotId', 'day', 'stays', 'averageMinutes', 'under15m', 'from15m', 'from1h', 'from6h'])).toEqual([
      { lotId: lots.south, day: '2026-03-10', stays: 2, averageMinutes: 205, under15m: 0, from15m: 1, from1h: 0, from6h: 1 },
    ]);
  });

  it('a lot-scoped user sees his lot\'s rows only, on every report', async () => {
    for (const screen of MONEY_REPORT_SCREENS) {
      const filters = screen.entity === 'siteRanking' || screen.entity === 'dateTransaction' ? { ...march, granularity: 'month' } : march;
      const all = await list(screen.entity, filters);
      const south = await list(screen.entity, filters, 'south');
      expect([screen.path, south.rows.every((r) => Number(r.lotId) === lots.south)]).toEqual([screen.path, true]);
      expect([screen.path, south.rows.length]).toEqual([screen.path, byLot(lots.south, all.rows).length]);
      if (!['deductionReport', 'parkingHoursReport'].includes(screen.entity)) expect([screen.path, all.rows.length > south.rows.length]).toEqual([screen.path, true]);
    }
  });

  it('refuses a reversed or too long period and an unknown granularity with the report refusals', async () => {
    const refusal = async (entity: string, filters: Record<string, unknown>) => {
      const result = await call(entity, 'list', { startIndex: 1, endIndex: 10, filters });
      return [statusOf(result), codeOf(result)];
    };
    expect(await refusal('meansPaymentReport', { day: { from: '2026-03-10', to: '2026-03-01' } })).toEqual([400, 'reportPeriodReversed']);
    expect(await refusal('dateTransaction', { day: { from: '2025-01-01', to: '2026-03-10' }, granularity: 'day' })).toEqual([400, 'reportPeriodTooLong']);
    expect(await refusal('dateTransaction', { day: { from: '2025-01-01', to: '2026-03-10' }, granularity: 'week' })).toEqual([400, 'reportUnknownGranularity']);
    expect((await list('dateTransaction', { day: { from: '2025-01-01', to: '2026-03-10' }, granularity: 'month' })).rows.length).toBeGreaterThan(0);
  });
});
