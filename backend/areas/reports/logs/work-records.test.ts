// The work records and traffic lists (lib/areas/reports/screens-logs.ts) over what the product
// writes: drivers' calls reported by a lane and a pay station over the device protocol, collectors'
// terminals handed out and taken back against the roster, a cashier's shift, payments, a free
// departure, a refund asked and a manual exit by the charging services, and the traffic rollups
// drained from stays and passages. Every figure below is worked out by hand; a user limited to one
// lot sees only its rows; a period too long is refused.
import { WORK_RECORD_SCREENS } from '../../../../lib/areas/reports/screens-logs';
import { MENU_DIRECTORIES } from '../../../../lib/menu/directories';
import { grantFreeDeparture } from '../../charging/payments';
import { exitStay } from '../../charging/stays';
import { Fleet } from '../../devices/fleet';
import { createIngest } from '../../devices/ingest';
import { drainRollups } from '../../reports';
import { isoAt, type Db } from '../../../db';
import { runService, type Actor } from '../../../kernel/service';
import { SimController, SimPayStation } from '../../../simulator/models';
import { DEMO_PASSWORD, codeOf, statusOf, testDatabases, type TestBackend } from '../../../test/harness';
import { addLotScopedUser } from '../../../test/lot-scoped-user';
import { HOUR, MINUTE, staysFixture, type StaysFixture } from '../../../test/stays-fixture';
import { useTestBackend } from '../../../test/use-backend';
import { screenCalls, type Row } from '../../../test/screen-calls';

jest.setTimeout(120_000);

const DAY = 24 * HOUR;
const OPERATOR_OFFSET = 8 * HOUR;
/** 00:00 of the operator's day (UTC+8) holding `at`. */
const operatorDayStart = (at: number) => Math.floor((at + OPERATOR_OFFSET) / DAY) * DAY - OPERATOR_OFFSET;
const cashier: Actor = { name: 'wr-cashier', userId: null, page: '/TempOrder' };

describe.each(testDatabases())('work records and traffic lists on $name', (database) => {
  let db: Db;
  let t: TestBackend;
  let stays: StaysFixture;
  const tokens: Record<string, string> = {};
  const { call, list } = screenCalls({ backend: () => t, tokens, screens: WORK_RECORD_SCREENS, pageSize: 100 });
  /** Yesterday's operator day, where the roster's shift and the terminal's hand-over lie. */
  let yesterday = 0;
  let keys = 0;
  const run = (service: Parameters<typeof runService>[1], input: unknown, actor: Actor) =>
    db.transaction((tx) => runService(tx, service, input, actor, { at: t.clock.now(), idempotencyKey: `work-records-${(keys += 1)}` }));
  const one = async <T>(sql: string, params: unknown[] = []) => (await db.query<T>(sql, params))[0];

  async function callsOverTheProtocol(): Promise<void> {
    const { north, south } = stays.lots;
    await db.query("INSERT INTO lane_devices (serial, lot_id, lane_name, direction, kind) VALUES ('WR-LANE', $1, 'East in', 1, 1)", [north]);
    await db.query("INSERT INTO pay_stations (serial, name, lot_id) VALUES ('WR-PS', 'Pier station', $1)", [south]);
    const fleet = new Fleet(db, t.clock.now);
    const ingest = createIngest({ db, fleet, now: t.clock.now, onRejected: () => undefined });
    const now = t.clock.now();
    const lane = new SimController('lane', 'WR-LANE');
    const answered = { callId: 'C1', startedAt: now - 70_000, answeredAt: now - 60_000, endedAt: now, answeredBy: 'Control centre 1' };
    for (let i = 0; i < 2; i += 1) { // sent twice: recorded once
      lane.called(answered);
      await ingest.applyReport((await fleet.find('lane', 'WR-LANE'))!, lane.report());
    }
    const station = new SimPayStation('WR-PS');
    station.called({ callId: 'C1', startedAt: now - 45_000, endedAt: now });
    await ingest.applyReport((await fleet.find('payStation', 'WR-PS'))!, station.report());
  }

  async function collectorsAndRoster(): Promise<void> {
    const { south } = stays.lots;
    const [terminal] = await db.query<{ id: number }>("INSERT INTO pos_terminals (serial, imei, lot_id) VALUES ('WR-POS-1', '860000000000001', $1) RETURNING id", [south]);
    const [collector] = await db.query<{ id: number }>('SELECT id FROM pos_users WHERE login_name = $1', ['zhang']);
    const [street] = await db.query<{ id: number }>('SELECT id FROM streets WHERE lot_id = $1', [south]);
    await db.query('INSERT INTO pos_user_lots (pos_user_id, lot_id, street_id) VALUES ($1, $2, $3)', [collector.id, south, street.id]);
    // Rostered 08:00-17:00 yesterday as the console user of the same login; in at 08:10, out at 16:30.
    const [plan] = await db.query<{ id: number }>("INSERT INTO scheduling_plans (name, start_time, end_time) VALUES ('Day shift', '08:00', '17:00') RETURNING id");
    const [user] = await db.query<{ id: number }>("INSERT INTO users (login_name, display_name, password_hash) VALUES ('zhang', 'Zhang Wei', 'x') RETURNING id");
    await db.query('INSERT INTO scheduling_assignments (user_id, plan_id, work_date) VALUES ($1, $2, $3)',
      [user.id, plan.id, new Date(yesterday + OPERATOR_OFFSET).toISOString().slice(0, 10)]);
    await db.query('INSERT INTO pos_assignments (terminal_id, pos_user_id, lot_id, assigned_at, returned_at) VALUES ($1, $2, $3, $4, $5)',
      [terminal.id, collector.id, south, isoAt(yesterday + 8 * HOUR + 10 * MINUTE), isoAt(yesterday + 16 * HOUR + 30 * MINUTE)]);
  }

  async function cashierAtTheBooth(): Promise<void> {
    const { north } = stays.lots;
    const now = t.clock.now();
    await db.query(`INSERT INTO cashier_shifts (shift_no, lot_id, booth, cashier, state, signed_in_at, signed_out_at, payments, taken_total,
        expected_cash, cash_handed_over, difference, updated_at) VALUES ('WR-SHIFT-1', $1, 'Booth A', 'wr-cashier', 1, $2, $3, 1, 400, 400, 400, 0, $3)`,
    [north, isoAt(now - 3 * HOUR), isoAt(now + HOUR)]);
    // Paid in cash at the booth; another let off free; a third let out by hand; the first's refund asked.
    const paid = await stays.enter('粤B10001', 90);
    await stays.pay(paid, {}, cashier);
    const free = await stays.enter('粤B10002', 30);
    const [order] = await db.query<{ id: number }>('SELECT id FROM orders WHERE stay_id = $1', [free]);
    await run(grantFreeDeparture, { orderId: Number(order.id), reason: 'Barrier fault' }, cashier);
    const manual = await stays.enter('粤B10003', 20);
    await db.transaction((tx) => runService(tx, exitStay, { stayId: manual, source: 'manual', lane: 'Out 1', owing: 'unpaidExit', at: t.clock.now() }, cashier, { at: t.clock.now() }));
    const payment = await one<{ id: number; order_id: number; amount: string }>("SELECT id, order_id, amount FROM payments WHERE plate = '粤B10001'");
    await db.query(`INSERT INTO refunds (refund_no, payment_id, order_id, lot_id, plate, channel, amount, state, reason, requested_by, requested_at, updated_at)
      VALUES ('WR-R1', $1, $2, $3, '粤B10001', 'cash', 100, 0, 'Charged twice', 'wr-cashier', $4, $4)`, [payment.id, payment.order_id, north, isoAt(now)]);
    // A phone payment: no paper.
    const online = await stays.enter('粤B10004', 60);
    await stays.pay(online, { channel: 'wechat', place: 'online', channelTxnNo: 'WX-1' });
  }

  useTestBackend(database, { tokens }, async (env) => {
    ({ db, t } = env);
    stays = await staysFixture(db, t);
    yesterday = operatorDayStart(t.clock.now()) - DAY;
    await callsOverTheProtocol();
    await collectorsAndRoster();
    await cashierAtTheBooth();
    // Passages at the lanes of the north lot, then the rollups drained (the leader's worker does it live).
    for (const [lane, direction, minutes] of [['In 1', 1, 50], ['In 1', 1, 40], ['Out 1', 2, 30]] as const) {
      await db.query(`INSERT INTO passages (at, lot_id, lane_name, direction, plate, plate_color, decision)
        VALUES ($1, $2, $3, $4, '粤B20001', 'blue', 'admit')`, [isoAt(t.clock.now() - minutes * MINUTE), stays.lots.north, lane, direction]);
    }
    await drainRollups(db);
    const pages = WORK_RECORD_SCREENS.map((s) => s.menuId);
    const directories = [...new Set(WORK_RECORD_SCREENS.map((s) => MENU_DIRECTORIES[s.directory].menuId))];
    await addLotScopedUser(db, { login: 'wr-south', name: 'South only', directories, pages, lots: [stays.lots.south] });
    tokens['wr-south'] = await t.signIn('wr-south', DEMO_PASSWORD);
  });

  const rowsOf = async (entity: string, filters: Record<string, unknown> = {}, user = 'admin') => (await list(entity, filters, user)).rows;

  it('records each call a lane or a pay station reports once, answered or missed, with its ringing and talk', async () => {
    const rows = await rowsOf('phoneCallRecord');
    const pick = (r: Row) => [r.lotName, r.deviceKind, r.placeName, r.outcome, r.answeredBy, r.ringSeconds, r.talkSeconds];
    expect(rows.map(pick).sort()).toEqual([
      ['North lot', 'lane', 'East in', 'answered', 'Control centre 1', 10, 60],
      ['South lot', 'payStation', 'Pier station', 'missed', null, 45, null],
    ].sort());
  });

  it('lists a collector\'s terminal hand-over as sign-in and sign-out, late and early against his roster', async () => {
    const [row] = await rowsOf('collectorSignRecord');
    expect(row).toMatchObject({
      lotName: 'South lot', collector: 'zhang', collectorName: 'Zhang Wei', terminal: 'WR-POS-1', sections: 'Pier Road',
      durationMinutes: 500, shift: 'Day shift', late: true, early: true,
    });
  });

  it('lists a cashier\'s shift at the booth', async () => {
    const [row] = await rowsOf('boothUserLog');
    expect(row).toMatchObject({ shiftNo: 'WR-SHIFT-1', lotName: 'North lot', booth: 'Booth A', cashier: 'wr-cashier', state: 1, durationMinutes: 240, takenTotal: 400 });
  });

  it('lists what the cashier did, at his booth, and nothing devices did', async () => {
    const rows = await rowsOf('cashierOperation');
    const kinds = rows.map((r) => [r.kind, r.plate, r.booth, r.operator]).sort();
    expect(kinds).toEqual([
      ['free', '粤B10002', 'Booth A', 'wr-cashier'],
      ['manualExit', '粤B10003', 'Booth A', 'wr-cashier'],
      ['payment', '粤B10001', 'Booth A', 'wr-cashier'],
      ['refundRequested', '粤B10001', 'Booth A', 'wr-cashier'],
    ]);
    const paid = rows.find((r) => r.kind === 'payment')!;
    expect([paid.amount, paid.detail, typeof paid.orderNo]).toEqual([400, 'cash', 'string']);
    expect((await rowsOf('cashierOperation', { kind: 'refundRequested' })).map((r) => r.amount)).toEqual([100]);
  });

  it('prints receipts for the booth\'s payment and none for the phone\'s', async () => {
    const rows = await rowsOf('tollPrintRecord');
    expect(rows.map((r) => [r.plate, r.place, r.amount, r.printedBy])).toEqual([['粤B10001', 'booth', 400, 'wr-cashier']]);
  });

  it('counts each day\'s stays begun over the lot\'s spaces as turnover, and passages per lane and hour, from the rollups', async () => {
    const { north } = stays.lots;
    const days = await rowsOf('lotTurnover', { lotId: north });
    // The four stays of the north lot, on the day each began; 3 berths there, one out of service, no total set: 2 spaces.
    expect(days.reduce((sum, r) => sum + Number(r.stays), 0)).toBe(4);
    for (const r of days) expect([r.capacity, r.turnover]).toEqual([2, Number(r.stays) / 2]);
    const lanes = await rowsOf('lanePassNumber', { lotId: north });
    const byLane = new Map<string, number>();
    for (const r of lanes) byLane.set(`${r.laneName}/${r.direction}`, (byLane.get(`${r.laneName}/${r.direction}`) ?? 0) + Number(r.passages));
    expect(Object.fromEntries(byLane)).toEqual({ 'In 1/1': 2, 'Out 1/2': 1 });
  });

  it('shows a user limited to a lot only its rows', async () => {
    for (const screen of WORK_RECORD_SCREENS) {
      const all = await rowsOf(screen.entity);
      const mine = await rowsOf(screen.entity, {}, 'wr-south');
      expect([screen.path, mine.map((r) => r.id).sort()]).toEqual([screen.path, all.filter((r) => r.lotName === 'South lot').map((r) => r.id).sort()]);
    }
  });

  it('refuses a period longer than the records allow (two months) and takes one within it', async () => {
    const wide = { startIndex: 1, endIndex: 10, filters: { at: { from: '2026-01-01', to: '2026-06-30' } } };
    for (const screen of WORK_RECORD_SCREENS.filter((s) => s.rangeLimit)) {
      const refused = await call(screen.entity, 'list', { ...wide, filters: { [screen.rangeLimit!.field]: wide.filters.at } });
      expect([screen.path, statusOf(refused), codeOf(refused)]).toEqual([screen.path, 400, 'rangeTooWide']);
    }
    const within = await call('cashierOperation', 'list', { ...wide, filters: { at: { from: '2026-05-01', to: '2026-06-30' } } });
    expect(within.ok).toBe(true);
  });
});
