// The dashboards' operations on PGlite and PostgreSQL over stays and payments made through the real
// services in two lots (drained into the rollups as the worker does): every figure worked out by
// hand below; a user who sees one lot sees only it; bad periods, lots and granularities refused
// with the reports' messages.
import { PAGE_HANDLER } from '../../../../lib/pages/types';
import type { DashboardAnswer } from '../../../../lib/areas/reports/dashboards/answer';
import { ROLLUP_NAMES } from '../../../../lib/areas/reports/dashboards/pages-operation';
import { at } from '../../../../lib/tariff/fixtures';
import { hashPassword } from '../../../auth/passwords';
import type { Db } from '../../../db';
import { runService, type Actor } from '../../../kernel/service';
import { ADMIN_PASSWORD, DEMO_PASSWORD, testDatabases, type TestBackend } from '../../../test/harness';
import { addLot, addRate, enter } from '../../../test/orders-fixtures';
import { useTestBackend } from '../../../test/use-backend';
import { backendMessage } from '../../../messages';
import { bookPayment, exitStay } from '../../charging';
import { drainRollups } from '../rollups';
import { DASHBOARD_PAGES } from '../../../../lib/areas/reports/pages-dashboards';

jest.setTimeout(120_000);

const cashier: Actor = { name: 'cashier1', userId: null, page: '/TempOrder' };
/** Now: 3 November 2026, 23:30 (the operator's clock). */
const NOW = at('23:30', 3);
const NOVEMBER = { from: '2026-11-01', to: '2026-11-30' };
const SECOND_DAY = { from: '2026-11-02', to: '2026-11-02' };

type Card = DashboardAnswer['cards'][number];
const card = (answer: DashboardAnswer, figure: string): Card => answer.cards.find((c) => c.figure === figure)!;
const table = (answer: DashboardAnswer, key: string) => answer.tables.find((t) => t.key === key)!;
const row = (answer: DashboardAnswer, key: string, rowKey: string) => table(answer, key).rows.find((r) => r.key === rowKey)?.values;

describe.each(testDatabases())('dashboards on $name', (database) => {
  let db: Db;
  let t: TestBackend;
  const tokens: Record<string, string> = {};
  const lots = { alpha: 0, beta: 0 };
  let keyNo = 0;

  const read = async (page: string, datas: Record<string, unknown>, user = 'admin') => {
    const result = await t.call<DashboardAnswer>(PAGE_HANDLER, datas, { token: tokens[user], getList: `${page}.read` });
    if (!result.ok) throw new Error(JSON.stringify(result));
    return result.data;
  };
  const refusal = async (page: string, datas: Record<string, unknown>, user = 'admin', operation = 'read') => {
    const result = await t.call(PAGE_HANDLER, datas, { token: tokens[user], getList: `${page}.${operation}`, language: 'en-US' });
    return result.ok ? 'answered' : result.error.detail;
  };
  const en = (key: Parameters<typeof backendMessage>[1], values = {}) => backendMessage('en-US', key, values);
  const pay = (stayId: number, when: number, channel: 'cash' | 'wechat') =>
    db.transaction((tx) => runService(tx, bookPayment, { stayId, channel, place: channel === 'cash' ? 'booth' : 'online', ...(channel === 'cash' ? {} : { channelTxnNo: `dashboard-txn-${keyNo}` }) },
      cashier, { at: when, idempotencyKey: `dashboard-key-${(keyNo += 1)}` }));
  const leave = (stayId: number, when: number) => db.transaction((tx) => runService(tx, exitStay, { stayId, source: 'manual', at: when }, cashier, { at: when }));

  /** A user who sees Beta only, granted every dashboard. */
  async function betaUser() {
    const [role] = await db.query<{ id: number }>("INSERT INTO role_groups (name, kind) VALUES ('beta role', 1) RETURNING id");
    await db.query('INSERT INTO role_grants (role_group_id, menu_entry_id) SELECT $1, id FROM menu_entries WHERE id = ANY($2::int[]) OR pid = ANY($2::int[])',
      [role.id, [1, 2, 10, ...DASHBOARD_PAGES.map((p) => p.menuId)]]);
    const [user] = await db.query<{ id: number }>("INSERT INTO users (login_name, display_name, password_hash, role_group_id) VALUES ('beta', 'beta', $1, $2) RETURNING id",
      [await hashPassword(DEMO_PASSWORD), role.id]);
    const [group] = await db.query<{ id: number }>("INSERT INTO permission_groups (name) VALUES ('beta group') RETURNING id");
    await db.query('INSERT INTO permission_group_lots (group_id, lot_id) VALUES ($1, $2)', [group.id, lots.beta]);
    await db.query('INSERT INTO permission_group_users (group_id, user_id) VALUES ($1, $2)', [group.id, user.id]);
    tokens.beta = await t.signIn('beta', DEMO_PASSWORD);
  }

  useTestBackend(database, { tokens, users: [], timeoutMs: 180_000 }, async (env) => {
    ({ db, t } = env);
    t.clock.offsetMs = NOW - Date.now();
    tokens.admin = await t.signIn('admin', ADMIN_PASSWORD);
    lots.alpha = await addLot(db, 'Alpha lot');
    lots.beta = await addLot(db, 'Beta lot');
    for (const lot of [lots.alpha, lots.beta]) await addRate(db, lot);
    await db.query('UPDATE parking_lots SET total_spaces = CASE WHEN id = $1 THEN 4 ELSE 2 END WHERE id = ANY($2::int[])', [lots.alpha, [lots.alpha, lots.beta]]);
    // Alpha, 2 Nov: S1 08:00-10:05 pays 2 h in cash at 10:00 (4.00); S2 09:00-09:40 pays 1 h by WeChat at 09:30 (2.00).
    const s1 = await enter(db, lots.alpha, '粤D00001', at('08:00', 2));
    const s2 = await enter(db, lots.alpha, '粤D00002', at('09:00', 2));
    await pay(s2.id, at('09:30', 2), 'wechat');
    await leave(s2.id, at('09:40', 2));
    await pay(s1.id, at('10:00', 2), 'cash');
    await leave(s1.id, at('10:05', 2));
    // Beta, 2 Nov: S4 08:00-09:00 leaves without paying. Alpha, 3 Nov: S3 from 12:00, still in.
    const s4 = await enter(db, lots.beta, '粤D00004', at('08:00', 2));
    await leave(s4.id, at('09:00', 2));
    await enter(db, lots.alpha, '粤D00003', at('12:00', 3));
    // Devices in service since 1 Nov: a pay station in Alpha online with 12.34 in cash (fen), offline
    // 2 Nov 06:00-12:00; a sensor in Beta offline since (its record opens with it); a street of two berths in Beta, one occupied.
    await db.query("INSERT INTO pay_stations (serial, name, lot_id, comm_state, cash_amount, in_service_at) VALUES ('DASH-PS', 'Alpha station', $1, 1, 1234, $2)",
      [lots.alpha, new Date(at('00:00', 1))]);
    await db.query(`INSERT INTO device_offline_intervals (device_kind, device_id, lot_id, from_at, to_at)
      SELECT 'payStation', id, lot_id, $1, $2 FROM pay_stations WHERE serial = 'DASH-PS'`, [new Date(at('06:00', 2)), new Date(at('12:00', 2))]);
    await db.query("INSERT INTO sensors (serial, lot_id, status, comm_state, in_service_at) VALUES ('DASH-SENSOR', $1, 1, 0, $2)", [lots.beta, new Date(at('00:00', 1))]);
    const [street] = await db.query<{ id: number }>("INSERT INTO streets (lot_id, name) VALUES ($1, 'Beta street') RETURNING id", [lots.beta]);
    await db.query("INSERT INTO berths (lot_id, street_id, number, state) VALUES ($1, $2, 'B1', 1), ($1, $2, 'B2', 0)", [lots.beta, street.id]);
    await drainRollups(db);
    await betaUser();
  });

  it('pays what the rate says: the figures below stand on 4.00 cash and 2.00 WeChat', async () => {
    const rows = await db.query<{ channel: string; amount: string }>('SELECT channel, amount FROM payments ORDER BY amount DESC');
    expect(rows.map((r) => [r.channel, Number(r.amount)])).toEqual([['cash', 400], ['wechat', 200]]);
  });

  it('financial: money of the period, by day, channel, purpose and lot, compared month on month and year on year', async () => {
    const answer = await read('financialAnalysis', { ...NOVEMBER, granularity: 'day' });
    expect(answer.period).toEqual(NOVEMBER);
    expect(answer.compared).toEqual({ monthOnMonth: { from: '2026-10-01', to: '2026-10-31' }, yearOnYear: { from: '2025-11-01', to: '2025-11-30' } });
    expect(card(answer, 'received')).toMatchObject({ value: 600, unit: 'fen', monthOnMonth: { current: 600, base: 0, change: 600, changeRate: null } });
    expect(card(answer, 'parkingIncome').value).toBe(600);
    expect(card(answer, 'monthlyIncome').value).toBe(0);
    expect(card(answer, 'net').value).toBe(600);
    const [orders] = await db.query<{ receivable: string }>('SELECT sum(receivable)::bigint AS receivable FROM orders');
    expect(card(answer, 'receivable').value).toBe(Number(orders.receivable));
    expect(table(answer, 'trend').rows).toHaveLength(30);
    expect(row(answer, 'trend', '2026-11-02')?.[1]).toBe(600);
    expect(row(answer, 'receivedByChannel', 'cash')).toEqual([400]);
    expect(row(answer, 'receivedByChannel', 'wechat')).toEqual([200]);
    expect(row(answer, 'receivedByPurpose', 'parking')).toEqual([600]);
    expect(table(answer, 'lots').rows.map((r) => [r.label, r.values[1]])).toEqual([['Alpha lot', 600], ['Beta lot', 0]]);
    const byMonth = await read('financialAnalysis', { ...NOVEMBER, granularity: 'month' });
    expect(table(byMonth, 'trend').rows.map((r) => [r.key, r.values[1]])).toEqual([['2026-11', 600]]);
  });

  it('site: occupancy, turnover, average stay, stay lengths, traffic by hour and the ranking', async () => {
    const answer = await read('siteAnalysis', SECOND_DAY);
    expect(card(answer, 'entries').value).toBe(3);
    // Alpha 125 + 40 min, Beta 60 min over (4 + 2) berths x 1440 min: 225 / 8640 = 2.60 %.
    expect(card(answer, 'occupancy').value).toBe(260);
    expect(card(answer, 'turnover').value).toBe(50);
    expect(card(answer, 'averageStay').value).toBe(75);
    expect(card(answer, 'peakHour').value).toBe(8);
    expect(table(answer, 'lotRanking').rows.map((r) => [r.label, ...r.values])).toEqual([
      ['Alpha lot', 600, 286, 50, 83, 2, 7500], // 165 / 5760; 2 stays / 4 berths; (125 + 40) / 2 = 82.5 -> 83 min; the station 18 h of 24 online
      ['Beta lot', 0, 208, 50, 60, 1, 0], // the sensor never heard
    ]);
    // 18 h online of the two devices' 48 h.
    expect(card(answer, 'deviceOnlineRate').value).toBe(3750);
    expect(row(answer, 'stayLengths', 'from30m')).toEqual([1]);
    expect(row(answer, 'stayLengths', 'from1h')).toEqual([2]);
    expect(row(answer, 'trafficByHour', '8')).toEqual([2, 0]);
    expect(row(answer, 'trafficByHour', '9')).toEqual([1, 2]);
  });

  it('transactions: payments by hour, weekday, channel and purpose; the average ticket', async () => {
    const answer = await read('transactionAnalysis', NOVEMBER);
    expect([card(answer, 'received').value, card(answer, 'payments').value, card(answer, 'averageTicket').value]).toEqual([600, 2, 300]);
    expect(row(answer, 'paymentsByHour', '9')).toEqual([200, 1, 200]);
    expect(row(answer, 'paymentsByHour', '10')).toEqual([400, 1, 400]);
    expect(row(answer, 'paymentsByWeekday', '1')).toEqual([600, 2, 300]); // 2 November 2026 is a Monday
    expect(row(answer, 'paymentsByChannel', 'payStation')).toEqual([0, 0, null]);
    expect(row(answer, 'paymentsByPurpose', 'parking')).toEqual([600, 2, 300]);
  });

  it('live boards: the lots now, devices, pay stations and road sections', async () => {
    const operation = await read('operationDashboard', {});
    expect(['vehiclesIn', 'occupancyNow', 'received', 'entries', 'onlineShareNow'].map((f) => card(operation, f).value)).toEqual([1, 1667, 0, 1, 5000]);
    const devices = await read('devicePerception', {});
    // Over the last 24 h (2 Nov 23:30 - 3 Nov 23:30) the station was online throughout, the sensor never.
    expect(row(devices, 'devicesByKind', 'payStation')).toEqual([1, 10000, 10000, 0]);
    expect(row(devices, 'devicesByKind', 'sensor')).toEqual([0, 0, 0, 0]);
    expect(card(devices, 'onlineRateLastDay').value).toBe(5000);
    const stations = await read('payStationDashboard', {});
    expect(table(stations, 'payStations').rows.map((r) => [r.label, ...r.values])).toEqual([['Alpha station', 1, 1234, 0, 0]]);
    const roads = await read('roadSectionMonitoring', {});
    expect(table(roads, 'roadSections').rows.map((r) => [r.label, ...r.values])).toEqual([['Beta street', 1, 5000, 0, 0]]);
  });

  it('warning: a lot past 95 % and the devices offline', async () => {
    const calm = await read('warning', {});
    expect(table(calm, 'occupancyOver').rows).toEqual([]);
    expect(table(calm, 'devicesOffline').rows).toEqual([{ key: 'sensor', values: [1] }]);
    await db.query('UPDATE parking_lots SET total_spaces = 1 WHERE id = $1', [lots.alpha]);
    try {
      const full = await read('warning', {});
      expect(table(full, 'occupancyOver').rows).toEqual([{ key: String(lots.alpha), label: 'Alpha lot', values: [1, 10000] }]);
      expect(card(full, 'warnings').value).toBe(2);
    } finally {
      await db.query('UPDATE parking_lots SET total_spaces = 4 WHERE id = $1', [lots.alpha]);
    }
  });

  it('data scope: a user of Beta sees Beta only, on every dashboard', async () => {
    const money = await read('financialAnalysis', { ...NOVEMBER, granularity: 'day' }, 'beta');
    expect(card(money, 'received').value).toBe(0);
    expect(table(money, 'lots').rows.map((r) => r.label)).toEqual(['Beta lot']);
    const site = await read('siteAnalysis', SECOND_DAY, 'beta');
    expect(card(site, 'entries').value).toBe(1);
    expect(card(await read('transactionAnalysis', NOVEMBER, 'beta'), 'payments').value).toBe(0);
    expect(card(await read('operationDashboard', {}, 'beta'), 'vehiclesIn').value).toBe(0);
    expect(table(await read('payStationDashboard', {}, 'beta'), 'payStations').rows).toEqual([]);
    expect(await refusal('financialAnalysis', { ...NOVEMBER, granularity: 'day', lotId: lots.alpha }, 'beta')).toBe(en('reportUnknownLot'));
    expect(await refusal('devicePerception', { lotId: lots.alpha }, 'beta')).toBe(en('reportUnknownLot'));
  });

  it('refuses a period reversed, too long or no date, a granularity it does not offer, and an unknown lot', async () => {
    expect(await refusal('siteAnalysis', { from: '2026-11-30', to: '2026-11-01' })).toBe(en('reportPeriodReversed'));
    expect(await refusal('transactionAnalysis', { from: '2025-11-01', to: '2026-11-30' })).toBe(en('reportPeriodTooLong', { last: '2026-10-31' }));
    expect(await refusal('financialAnalysis', { from: '2026-02-30', to: '2026-03-01', granularity: 'day' })).toBe(en('reportPeriodUnparsable'));
    expect(await refusal('financialAnalysis', { ...NOVEMBER, granularity: 'week' })).toBe(en('reportUnknownGranularity'));
    expect(await refusal('financialAnalysis', { ...NOVEMBER, granularity: 'day', lotId: 999_999 })).toBe(en('reportUnknownLot'));
  });

  it('data control: the rollups fresh after a drain; a rebuild of a period, refused past 31 days', async () => {
    const before = await t.call<{ rollups: { rollup: string; pendingMarks: number; rows: number; firstDay: string | null }[] }>(PAGE_HANDLER, {}, { token: tokens.admin, getList: 'dataControl.read' });
    if (!before.ok) throw new Error(JSON.stringify(before));
    expect(before.data.rollups.map((r) => [r.rollup, r.pendingMarks, r.rows > 0, r.firstDay])).toEqual(ROLLUP_NAMES.map((name) => [name, 0, true, '2026-11-02']));
    // The money the dashboard reads made wrong in its rollup: the rebuild puts it right.
    await db.query("UPDATE report_daily_money_parts SET amount = 1 WHERE kind = 'paid_cash'");
    expect(row(await read('financialAnalysis', { ...NOVEMBER, granularity: 'day' }), 'receivedByChannel', 'cash')).not.toEqual([400]);
    const rebuilt = await t.call<{ rollups: { buckets: number }[] }>(PAGE_HANDLER, { from: '2026-11-01', to: '2026-11-30' }, { token: tokens.admin, getList: 'dataControl.rebuild' });
    if (!rebuilt.ok) throw new Error(JSON.stringify(rebuilt));
    expect(rebuilt.data.rollups[0].buckets).toBeGreaterThan(0);
    expect(row(await read('financialAnalysis', { ...NOVEMBER, granularity: 'day' }), 'receivedByChannel', 'cash')).toEqual([400]);
    expect(await refusal('dataControl', { from: '2026-10-01', to: '2026-11-30' }, 'admin', 'rebuild')).toBe(en('reportPeriodTooLong', { last: '2026-10-31' }));
  });
});
