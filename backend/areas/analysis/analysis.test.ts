// The flow and utilisation screens and the dashboard over stays made the way the system makes
// them: lanes let plates in (a black-listed one refused, one queued at a full lot) and out, the
// charging services take payments, a free departure and an unpaid exit, berth sensors start and
// end on-street stays (one crossing midnight, one over several days, one still there). Every
// figure below is worked out by hand from the scenario. Also: the data scope of a user in a
// permission group, the dashboard agreeing with the screens, and the time a page takes over
// 100,000 stays (reported, not asserted).
import type { DashboardFigures } from '../../../lib/areas/analysis/dashboard';
import { PAGE_HANDLER } from '../../../lib/pages/types';
import { ANALYSIS_SCREENS } from '../../../lib/areas/analysis/screens';
import { at, clock, priced, rates } from '../../../lib/tariff/fixtures';
import { hashPassword } from '../../auth/passwords';
import { bookPayment, grantFreeDeparture } from '../charging/payments';
import { laneCapture, type LaneDevice } from '../charging/lanes';
import { enterStay, exitStay } from '../charging/stays';
import { isoAt, type Db } from '../../db';
import { syncAlarms } from '../devices/alarm-store';
import { runService, type Actor } from '../../kernel/service';
import { ADMIN_PASSWORD, DEMO_PASSWORD, testDatabases, type TestBackend } from '../../test/harness';
import { useTestBackend } from '../../test/use-backend';
import { screenCalls, type Row } from '../../test/screen-calls';
import { ORDERS_SCREENS } from '../../../lib/areas/orders/screens';

jest.setTimeout(120_000);

const cashier: Actor = { name: 'cashier1', userId: null, page: '/TempOrder' };
const sensor: Actor = { name: 'device:sensor:S', userId: null };
/** The dashboard's today: 2026-11-03, late in the evening. */
const NOW = at('23:30', 3);
const iso = (ms: number) => new Date(ms).toISOString();
const days = (from: string, to: string) => ({ day: { from, to } });

describe.each(testDatabases())('flow and utilisation screens on $name', (database) => {
  let db: Db;
  let t: TestBackend;
  const tokens: Record<string, string> = {};
  const lots = { north: 0, south: 0 };
  const lanes = new Map<'in' | 'out', LaneDevice>();
  const berths: number[] = [];
  let keyNo = 0;

  const { call, ok, list } = screenCalls({ backend: () => t, tokens, screens: ANALYSIS_SCREENS, pageSize: 100 });
  const paymentScreens = screenCalls({ backend: () => t, tokens, screens: ORDERS_SCREENS, pageSize: 100 });
  const dashboard = async (user = 'admin') => {
    const result = await t.call<DashboardFigures>(PAGE_HANDLER, {}, { token: tokens[user], getList: 'dataHome.dashboard' });
    if (!result.ok) throw new Error(JSON.stringify(result));
    return result.data;
  };

  const run = <R>(service: Parameters<typeof runService>[1], input: unknown, when: number, actor = cashier, money = false) =>
    db.transaction((tx) => runService(tx, service, input, actor, { at: when, ...(money ? { idempotencyKey: `analysis-${(keyNo += 1)}` } : {}) })) as Promise<R>;
  const lane = (side: 'in' | 'out', plate: string, when: number) => db.transaction((tx) => laneCapture(tx, lanes.get(side)!, { plate, color: 'blue' }, when));
  const stayOf = async (plate: string) => (await db.query<{ id: number }>('SELECT id FROM stays WHERE plate = $1', [plate]))[0].id;
  const pay = (plate: string, when: number, extra: Record<string, unknown> = {}) =>
    stayOf(plate).then((stayId) => run(bookPayment, { stayId, channel: 'cash', place: 'booth', ...extra }, when, cashier, true));
  const onBerth = async (berth: number, from: number, to: number | null) => {
    const { stay } = await run<{ stay: { id: number } }>(enterStay, { lotId: lots.south, berthId: berths[berth], source: 'sensor', at: from }, from, sensor);
    if (to !== null) await run(exitStay, { stayId: stay.id, source: 'sensor', at: to }, to, sensor);
  };

  /** North: an off-street lot of 3 spaces with lanes and an hourly rate; South: 3 berths, no rate. */
  async function estate() {
    const lot = async (name: string, spaces: number) =>
      (await db.query<{ id: number }>('INSERT INTO parking_lots (name, total_spaces) VALUES ($1, $2) RETURNING id', [name, spaces]))[0].id;
    lots.north = await lot('North lot', 3);
    lots.south = await lot('South lot', -1);
    const [rate] = await db.query<{ id: number }>("INSERT INTO rates (lot_id, kind, name) VALUES ($1, 1, 'Hourly') RETURNING id", [lots.north]);
    await db.query("INSERT INTO rate_versions (rate_id, version, rules, effective_from, created_by, created_at) VALUES ($1, 1, $2, $3, 'test', $3)",
      [rate.id, JSON.stringify(rates(clock([priced('all', '00:00', 60, 200)]))), isoAt(at('00:00', 1) - 30 * 86_400_000)]);
    for (const [side, direction] of [['in', 1], ['out', 2]] as const) {
      const serial = `AN-LANE-${side.toUpperCase()}`;
      const [row] = await db.query<{ id: number }>("INSERT INTO lane_devices (serial, lot_id, lane_name, direction, kind) VALUES ($1, $2, $1, $3, 1) RETURNING id",
        [serial, lots.north, direction]);
      lanes.set(side, { id: row.id, serial, lotId: lots.north, laneName: serial, direction });
    }
    await db.query("INSERT INTO special_plates (plate, list, lot_id, reason) VALUES ('粤A66666', 'black', $1, 'Fines'), ('粤B00002', 'white', $1, 'Owner')", [lots.north]);
    for (const number of ['S1', 'S2', 'S3']) {
      berths.push((await db.query<{ id: number }>('INSERT INTO berths (lot_id, number) VALUES ($1, $2) RETURNING id', [lots.south, number]))[0].id);
    }
    // Devices: the lanes (never heard: offline), a lock on S1 (offline, its alarm open), a disabled sensor.
    const [lock] = await db.query<{ id: number }>("INSERT INTO parking_locks (serial, lot_id, berth_id) VALUES ('AN-LOCK', $1, $2) RETURNING id", [lots.south, berths[0]]);
    await db.query("INSERT INTO sensors (serial, lot_id, status) VALUES ('AN-SENSOR', $1, 0)", [lots.north]);
    await db.transaction(async (tx) => {
      await syncAlarms(tx, { kind: 'lock', id: lock.id, serial: 'AN-LOCK', lotId: lots.south, nodeSerial: null, berthId: berths[0] }, { comm: 0 }, at('09:00', 3));
      const entrance = lanes.get('in')!;
      const inLane = { kind: 'lane' as const, id: entrance.id, serial: entrance.serial, lotId: lots.north, nodeSerial: null, berthId: null };
      await syncAlarms(tx, inLane, { comm: 0 }, at('09:00', 3));
      await syncAlarms(tx, inLane, { comm: 1 }, at('09:05', 3)); // cleared
    });
  }

  /** The stays of 2 to 8 November (the letters are the ones the figures below name). */
  async function stays() {
    // North, 2 Nov: A pays and leaves, B (white list) leaves free, C leaves without paying.
    await lane('in', '粤B00001', at('08:10', 2)); // A
    await lane('in', '粤B00002', at('08:20', 2)); // B
    await lane('in', '粤B00003', at('08:30', 2)); // C
    await lane('in', '粤A66666', at('08:40', 2)); // refused
    await lane('in', '粤B00005', at('08:45', 2)); // queued: 3 inside
    await pay('粤B00001', at('09:30', 2)); // 1 h 20 min: 4.00
    await lane('out', '粤B00001', at('09:40', 2));
    await lane('out', '粤B00002', at('10:05', 2));
    await run(exitStay, { stayId: await stayOf('粤B00003'), source: 'manual', at: at('12:00', 2) }, at('12:00', 2)); // owes 8.00
    // D crosses midnight, pays 8.00 and leaves on the 3rd.
    await lane('in', '粤B00004', at('22:00', 2));
    await pay('粤B00004', at('01:20', 3));
    await lane('out', '粤B00004', at('01:30', 3));
    // North, 3 Nov: F leaves by a free departure, K pays online and is still in.
    await lane('in', '粤B00006', at('10:00', 3));
    await lane('out', '粤B00006', at('10:45', 3)); // 2.00 due: the barrier stays down
    const [order] = await db.query<{ id: number }>('SELECT id FROM orders WHERE stay_id = $1', [await stayOf('粤B00006')]);
    await run(grantFreeDeparture, { orderId: order.id, reason: 'Barrier fault' }, at('10:50', 3), cashier, true);
    await lane('in', '粤B00007', at('11:00', 3)); // K
    await pay('粤B00007', at('12:05', 3), { channel: 'wechat', place: 'online', channelTxnNo: 'wx-analysis-1' });
    // South: H and G on the 2nd (G until 04:00 on the 3rd), I from 23:00 on the 3rd and still
    // there, J from noon on the 5th to 06:00 on the 8th.
    await onBerth(1, at('10:00', 2), at('12:30', 2)); // H
    await onBerth(0, at('20:00', 2), at('04:00', 3)); // G
    await onBerth(2, at('23:00', 3), null); // I
    await onBerth(1, at('12:00', 5), at('06:00', 8)); // J
  }

  /** A user who sees South only, granted /DataHome and these screens. */
  async function scopedUser(login: string) {
    const [role] = await db.query<{ id: number }>('INSERT INTO role_groups (name, kind) VALUES ($1, 1) RETURNING id', [`${login} role`]);
    await db.query('INSERT INTO role_grants (role_group_id, menu_entry_id) SELECT $1, id FROM menu_entries WHERE id = ANY($2::int[]) OR pid = ANY($2::int[])',
      [role.id, [1, 11, ...ANALYSIS_SCREENS.map((s) => s.menuId)]]);
    const [user] = await db.query<{ id: number }>(
      'INSERT INTO users (login_name, display_name, password_hash, role_group_id) VALUES ($1, $1, $2, $3) RETURNING id',
      [login, await hashPassword(DEMO_PASSWORD), role.id]);
    const [group] = await db.query<{ id: number }>('INSERT INTO permission_groups (name) VALUES ($1) RETURNING id', [`${login} group`]);
    await db.query('INSERT INTO permission_group_lots (group_id, lot_id) VALUES ($1, $2)', [group.id, lots.south]);
    await db.query('INSERT INTO permission_group_users (group_id, user_id) VALUES ($1, $2)', [group.id, user.id]);
    tokens[login] = await t.signIn(login, DEMO_PASSWORD);
  }

  useTestBackend(database, { tokens, users: [], timeoutMs: 180_000 }, async (env) => {
    ({ db, t } = env);
    t.clock.offsetMs = NOW - Date.now();
    tokens.admin = await t.signIn('admin', ADMIN_PASSWORD);
    await estate();
    await stays();
    await scopedUser('south');
  });

  const pick = (rows: Row[], fields: string[]) => rows.map((r) => fields.map((f) => r[f]));
  const hour = (time: string, day: number) => iso(at(time, day));

  it('counts entries per lot and hour, temporary vehicles apart from the others', async () => {
    const { rows } = await list('vehicleEntryFlow', days('2026-11-02', '2026-11-03'), 'admin', { field: 'hourAt', direction: 'asc' });
    expect(pick(rows, ['lotName', 'hourAt', 'entries', 'temporary', 'others'])).toEqual([
      ['North lot', hour('08:00', 2), 3, 2, 1],
      ['South lot', hour('10:00', 2), 1, 1, 0],
      ['South lot', hour('20:00', 2), 1, 1, 0],
      ['North lot', hour('22:00', 2), 1, 1, 0],
      ['North lot', hour('10:00', 3), 1, 1, 0],
      ['North lot', hour('11:00', 3), 1, 1, 0],
      ['South lot', hour('23:00', 3), 1, 1, 0],
    ]);
    expect((await list('vehicleEntryFlow', { ...days('2026-11-03', '2026-11-03'), lotId: lots.south })).rows.map((r) => r.hourAt)).toEqual([hour('23:00', 3)]);
  });

  it('counts exits per lot and hour as paid, free or owing', async () => {
    const { rows } = await list('vehicleExitFlow', days('2026-11-02', '2026-11-08'), 'admin', { field: 'hourAt', direction: 'asc' });
    expect(pick(rows, ['lotName', 'hourAt', 'exits', 'paid', 'free', 'owing'])).toEqual([
      ['North lot', hour('09:00', 2), 1, 1, 0, 0], // A
      ['North lot', hour('10:00', 2), 1, 0, 1, 0], // B, white list
      ['North lot', hour('12:00', 2), 1, 0, 0, 1], // C, unpaid
      ['South lot', hour('12:00', 2), 1, 0, 1, 0], // H, no rate
      ['North lot', hour('01:00', 3), 1, 1, 0, 0], // D
      ['South lot', hour('04:00', 3), 1, 0, 1, 0], // G
      ['North lot', hour('10:00', 3), 1, 0, 1, 0], // F, free departure
      ['South lot', hour('06:00', 8), 1, 0, 1, 0], // J
    ]);
  });

  it('sums each lot and day: entries, exits, refusals and queues at the lanes, the average stay', async () => {
    const { rows } = await list('entryExitAnalysis', days('2026-11-02', '2026-11-03'), 'admin', { field: 'day', direction: 'asc' });
    expect(pick(rows, ['day', 'lotName', 'entries', 'exits', 'refused', 'queued', 'averageMinutes'])).toEqual([
      ['2026-11-02', 'North lot', 4, 3, 1, 1, 135], // A 90, B 105, C 210
      ['2026-11-02', 'South lot', 2, 1, 0, 0, 150], // H
      ['2026-11-03', 'North lot', 2, 2, 0, 0, 130], // D 210, F 50
      ['2026-11-03', 'South lot', 1, 1, 0, 0, 480], // G
    ]);
  });

  it('analyses temporary vehicles by the day they left: lengths, receivable and paid fen', async () => {
    const { rows } = await list('temporaryParkingAnalysis', days('2026-11-02', '2026-11-08'), 'admin', { field: 'day', direction: 'asc' });
    expect(pick(rows, ['day', 'lotName', 'stays', 'averageMinutes', 'under1h', 'from1To3h', 'from3To6h', 'over6h', 'receivable', 'paid'])).toEqual([
      ['2026-11-02', 'North lot', 2, 150, 0, 1, 1, 0, 1200, 400], // A 90 min 4.00 paid, C 210 min 8.00 owed
      ['2026-11-02', 'South lot', 1, 150, 0, 1, 0, 0, 0, 0],
      ['2026-11-03', 'North lot', 2, 130, 1, 0, 1, 0, 1000, 800], // D 8.00 paid, F 2.00 waived
      ['2026-11-03', 'South lot', 1, 480, 0, 0, 0, 1, 0, 0],
      ['2026-11-08', 'South lot', 1, 3960, 0, 0, 0, 1, 0, 0],
    ]);
  });

  it('splits stays at midnight for utilisation, and counts turnover on the day a stay began', async () => {
    const { rows } = await list('parkingSpaceUtilization', days('2026-11-02', '2026-11-08'), 'admin', { field: 'day', direction: 'asc' });
    const south = rows.filter((r) => r.lotId === lots.south);
    expect(pick(south, ['day', 'capacity', 'occupiedMinutes', 'stays', 'utilization', 'turnover'])).toEqual([
      ['2026-11-02', 3, 390, 2, 9.03, 0.67], // H 150 + G 240 of 4320 berth-minutes
      ['2026-11-03', 3, 300, 1, 6.94, 0.33], // G 240 + I 60
      ['2026-11-04', 3, 1440, 0, 33.33, 0], // I all day
      ['2026-11-05', 3, 2160, 1, 50, 0.33], // I + J 720
      ['2026-11-06', 3, 2880, 0, 66.67, 0],
      ['2026-11-07', 3, 2880, 0, 66.67, 0],
      ['2026-11-08', 3, 1800, 0, 41.67, 0], // I + J 360
    ]);
    // North has no berths but 3 spaces (its capacity: docs/decisions.md, "Occupancy"). D counts
    // 120 minutes on the 2nd and 90 on the 3rd.
    const north = rows.filter((r) => r.lotId === lots.north).slice(0, 3);
    expect(pick(north, ['day', 'capacity', 'occupiedMinutes', 'stays', 'utilization', 'turnover'])).toEqual([
      ['2026-11-02', 3, 525, 4, 12.15, 1.33], // A 90 + B 105 + C 210 + D 120 of 4320 space-minutes
      ['2026-11-03', 3, 920, 2, 21.3, 0.67], // D 90 + F 50 + K 780
      ['2026-11-04', 3, 1440, 0, 33.33, 0], // K still in
    ]);
  });

  it('shows a user in a permission group only the rows of their lots', async () => {
    const flows = await list('entryExitAnalysis', days('2026-11-02', '2026-11-03'), 'south', { field: 'day', direction: 'asc' });
    expect(pick(flows.rows, ['day', 'lotName', 'entries'])).toEqual([['2026-11-02', 'South lot', 2], ['2026-11-03', 'South lot', 1]]);
    expect((await list('vehicleEntryFlow', { lotId: lots.north }, 'south')).total).toBe(0);
    for (const screen of ANALYSIS_SCREENS) {
      const { rows } = await list(screen.entity, {}, 'south');
      expect(rows.every((r) => r.lotId === lots.south)).toBe(true);
    }
    // Read and export only.
    expect(await ok(call('temporaryParkingAnalysis', 'export', { startIndex: 1, endIndex: 10, filters: days('2026-11-03', '2026-11-03') }, 'south')))
      .toMatchObject({ total: 1, rows: [{ lotName: 'South lot', over6h: 1 }] });
    expect((await call('temporaryParkingAnalysis', 'create', { values: {} })).ok).toBe(false);
  });

  it('gives the dashboard of today over the caller\'s lots', async () => {
    const figures = await dashboard();
    expect(figures).toMatchObject({
      day: '2026-11-03', hour: 23,
      revenue: { total: 1200 },
      entries: 3, exits: 3, // F, K, I; D, G, F
      vehiclesIn: 2, capacity: 6, occupied: 2, // K of North's 3 spaces, I on one of South's 3 berths
      openAlarms: 1,
      devicesOffline: { total: 3 }, // two lanes, the lock; not the disabled sensor
    });
    expect(figures.revenue.byChannel.filter((c) => c.amount > 0)).toEqual([
      { channel: 'cash', amount: 800, count: 1 }, { channel: 'wechat', amount: 400, count: 1 },
    ]);
    expect(figures.entriesByHour.flatMap((n, h) => (n ? [[h, n]] : []))).toEqual([[10, 1], [11, 1], [23, 1]]);
    expect(figures.exitsByHour.flatMap((n, h) => (n ? [[h, n]] : []))).toEqual([[1, 1], [4, 1], [10, 1]]);
    expect(figures.devicesOffline.byKind.filter((k) => k.count > 0)).toEqual([{ kind: 'lock', count: 1 }, { kind: 'lane', count: 2 }]);

    expect(await dashboard('south')).toMatchObject({
      revenue: { total: 0 }, entries: 1, exits: 1, vehiclesIn: 1, capacity: 3, occupied: 1, openAlarms: 1, devicesOffline: { total: 1 },
    });
  });

  it('agrees with the screens: revenue with today\'s /PaymentInfo, entries and exits with the flow screens', async () => {
    const figures = await dashboard();
    const payments = await paymentScreens.list('payment', { paidAt: { from: figures.day, to: figures.day } });
    expect(payments.rows.length).toBeGreaterThan(0);
    expect(figures.revenue.total).toBe(payments.rows.reduce((n, r) => n + Number(r.amount), 0));
    const today = days(figures.day, figures.day);
    const sum = (rows: Row[], field: string) => rows.reduce((n, r) => n + Number(r[field]), 0);
    expect(sum((await list('vehicleEntryFlow', today)).rows, 'entries')).toBe(figures.entries);
    expect(sum((await list('vehicleExitFlow', today)).rows, 'exits')).toBe(figures.exits);
    const daily = (await list('entryExitAnalysis', today)).rows;
    expect([sum(daily, 'entries'), sum(daily, 'exits')]).toEqual([figures.entries, figures.exits]);
    const [entered] = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM stays WHERE entry_at >= '2026-11-03T00:00:00+08:00' AND entry_at < '2026-11-04T00:00:00+08:00'");
    expect(figures.entries).toBe(entered.n);
  });

  it('reads a page over 100,000 stays through the day indexes (the time is reported, not asserted)', async () => {
    const [{ id: lot }] = await db.query<{ id: number }>("INSERT INTO parking_lots (name) VALUES ('Scale lot') RETURNING id");
    // Shaped as the services shape them (closed lane stays of one to ten hours over 60 days of
    // October), inserted in one statement: a hundred thousand service calls would take an hour.
    await db.query(`INSERT INTO stays (stay_no, lot_id, plate, state, entry_at, entry_source, exit_at, exit_source, vehicle_class, updated_at)
      SELECT 'SCALE' || g, $1, '粤S' || lpad(g::text, 6, '0'), CASE WHEN g % 5 = 0 THEN 4 WHEN g % 7 = 0 THEN 7 ELSE 3 END,
             e, 'camera', e + (60 + g % 540) * interval '1 minute', 'camera', CASE WHEN g % 4 = 0 THEN 'white' ELSE 'temporary' END, e
        FROM generate_series(1, 100000) g, LATERAL (SELECT timestamptz '2026-10-31 00:00+08' - g * interval '51.84 seconds' AS e) x`, [lot]);
    await db.exec('ANALYZE stays');
    const timings: string[] = [];
    for (const screen of ANALYSIS_SCREENS) {
      for (const [label, filters] of [['a week', days('2026-10-20', '2026-10-26')], ['unfiltered', {}]] as const) {
        const started = performance.now();
        const page = await list(screen.entity, { ...filters, lotId: lot });
        timings.push(`${screen.path} ${label}: ${Math.round(performance.now() - started)} ms (${page.total} rows)`);
        expect(page.total).toBeGreaterThan(0);
      }
    }
    console.log(`${database.name}, a page of 100 rows over 100,000 stays:\n${timings.join('\n')}`);
  });
});
