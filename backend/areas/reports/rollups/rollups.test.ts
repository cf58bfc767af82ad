// The rollups against the raw tables, on PGlite and (DATABASE_URL) PostgreSQL: a random history
// made through the real services over several lots and operator days, drained by the worker's
// step, equals the raw figures (and daily_settlement) to the fen; more history on top, drained
// again, still does; a rebuild over tampered rows brings them back; a rolled-back write marks
// nothing; two workers at once recompute each marked bucket once and end equal; a worker skips
// a bucket another transaction holds without waiting for it (PostgreSQL); a rebuild while a
// worker drains ends exact.
import { openPostgres, type Db } from '../../../db';
import { migrate } from '../../../db/migrate';
import { runService } from '../../../kernel/service';
import { testDatabases } from '../../../test/harness';
import { addLot, addRate, enter, HOUR, DAY } from '../../../test/orders-fixtures';
import { bookPayment } from '../../charging';
import { bucketName, type Bucket } from './buckets';
import { DAILY_MONEY } from './daily-money';
import { DAILY_SETTLEMENT, SETTLEMENT_KINDS } from './daily-settlement';
import { DAILY_STAYS } from './daily-stays';
import { drainRollup } from './drain';
import { rollupFreshness as freshnessOf } from './freshness';
import { HOURLY_TRAFFIC } from './hourly-traffic';
import { expectedDaily, expectedHourly, rolledDaily, rolledHourly, viewAndRollupDaily } from './oracle';
import { expectedMoney, rolledMoney, settlementAndMoneyEvents } from './oracle-money';
import { expectedStays, rolledStays } from './oracle-stays';
import { expectedMonthly, rolledMonthly } from './oracle-monthly';
import { rebuildRollup } from './rebuild';
import { countMarks, scenario } from './scenario';
import { readLotStays } from '../dashboards/stay-days';
import { berthTime, occupiedFromSums } from '../../../../lib/reports/use-figures';
import { instantsOf } from '../../../../lib/reports/periods';
import { dayOf, dayOfDate } from '../../../../lib/parking/cards/operator-days';
import { moneyFigures } from '../../../../lib/reports/money-figures';
import { allSums, readMoneySums } from '../money-sums';
import { STAY_STATE } from '../../../../lib/parking/stay-machine';

jest.setTimeout(600_000);

/** 20:00 on the operator's clock (UTC+8): the first steps cross a midnight, later ones the end of February. */
const START = Date.UTC(2026, 1, 25, 12);
const SEED = 20_261_128;
/** A worker that waited for the held bucket would wait for ever: this test's limit says so. */
const WAITING_WOULD_TIME_OUT_MS = 60_000;

describe.each(testDatabases())('report rollups on $name', (database) => {
  let db: Db;
  let url: string | undefined;
  let dispose: () => Promise<void>;
  const lots: number[] = [];
  let history: ReturnType<typeof scenario>;

  beforeAll(async () => {
    ({ db, url, dispose } = await database.open());
    await migrate(db);
    for (const name of ['Rollup North', 'Rollup South', 'Rollup East']) {
      const lot = await addLot(db, name);
      await addRate(db, lot);
      lots.push(lot);
    }
    history = scenario(db, lots, START, SEED);
  });
  afterAll(() => dispose());

  const drainBoth = async () => { await drainRollup(db, DAILY_SETTLEMENT); await drainRollup(db, HOURLY_TRAFFIC); await drainRollup(db, DAILY_MONEY); await drainRollup(db, DAILY_STAYS); };
  async function expectRollupsExact() {
    const expected = await expectedDaily(db);
    expect(await rolledDaily(db)).toEqual(expected);
    const { view, rollup } = await viewAndRollupDaily(db);
    expect(rollup).toEqual(view);
    expect(await rolledHourly(db)).toEqual(await expectedHourly(db));
    // The money and stays rollups (drained here too: the tests below drain the others one by one).
    await drainRollup(db, DAILY_MONEY);
    await drainRollup(db, DAILY_STAYS);
    expect(await rolledStays(db)).toEqual(await expectedStays(db));
    expect(await rolledMoney(db)).toEqual(await expectedMoney(db));
    expect(await rolledMonthly(db)).toEqual(await expectedMonthly(db));
    const events = await settlementAndMoneyEvents(db);
    expect(events.money).toEqual(events.settlement);
    return expected;
  }

  /** Occupied berth-time from the daily stays rollup (what /SiteStatisticalAnalysis reads) equals berthTime of the raw stays, per lot, over each day and the whole history (the last day up to now). */
  async function expectOccupancyOfStays() {
    const stays = await db.query<{ lot_id: number; state: number; entry_at: Date; exit_at: Date | null }>('SELECT lot_id, state, entry_at, exit_at FROM stays');
    expect(stays.some((s) => Number(s.state) === STAY_STATE.repeatEntry)).toBe(true);
    const now = history.at;
    const [first, last] = [dayOf(START), dayOf(now)];
    const ranges = [{ from: first, to: last }, ...Array.from({ length: last - first + 1 }, (_, i) => ({ from: first + i, to: first + i }))];
    for (const range of ranges) {
      const rolled = await readLotStays(db, lots, range);
      for (const lot of lots) {
        const occupying = stays.filter((s) => Number(s.lot_id) === lot && Number(s.state) !== STAY_STATE.repeatEntry)
          .map((s) => ({ entryAt: s.entry_at.getTime(), exitAt: s.exit_at?.getTime() ?? null }));
        expect({ lot, range, occupied: occupiedFromSums(rolled.get(lot)!.occupancy, instantsOf(range), now) })
          .toEqual({ lot, range, occupied: berthTime(occupying, 1, instantsOf(range), now).occupied });
      }
    }
  }

  /** The money of periods across the end of February, read by whole months and days (what the dashboards read) and by day only: equal, and not nothing. */
  async function expectMonthsReadAsDays() {
    const [first, last] = [dayOf(START), dayOf(history.at)];
    const march = dayOfDate('2026-03-01')!;
    expect(first).toBeLessThan(march - 1);
    for (const range of [{ from: first, to: last }, { from: march, to: dayOfDate('2026-03-31')! }, { from: first - 40, to: last + 40 }, { from: march - 1, to: march }]) {
      const byMonths = allSums(await readMoneySums(db, lots, range, 'all'));
      const byDays = allSums(await readMoneySums(db, lots, range, 'day'));
      expect(byMonths.length).toBeGreaterThan(0);
      expect(moneyFigures(byMonths)).toEqual(moneyFigures(byDays));
    }
  }

  test('after random payments, refunds and corrections the drained rollups equal the raw figures and daily_settlement', async () => {
    const done = await history.play(260);
    expect(done.pay + done.payArrear).toBeGreaterThan(20);
    const kinds = (await db.query<{ kind: string }>('SELECT DISTINCT kind FROM settlement_events')).map((r) => r.kind);
    // Every kind the view yielded has its column (a kind without one would be counted, not summed).
    expect(SETTLEMENT_KINDS).toEqual(expect.arrayContaining(kinds));
    expect(kinds).toEqual(expect.arrayContaining(['receivable', 'paid_cash', 'paid_wechat', 'paid_alipay', 'discounted', 'waived', 'refunded', 'arrears_created', 'arrears_recovered']));
    const rejected = await db.query('SELECT 1 FROM refunds WHERE state = 6');
    expect(rejected.length).toBeGreaterThan(0);

    const pending = await freshnessOf(db, DAILY_SETTLEMENT);
    expect(pending.pendingMarks).toBeGreaterThan(0);
    expect(pending.lagMs).toBeGreaterThanOrEqual(0);
    await drainBoth();
    expect(await freshnessOf(db, DAILY_SETTLEMENT)).toMatchObject({ pendingMarks: 0, lagMs: 0 });
    expect(await freshnessOf(db, HOURLY_TRAFFIC)).toMatchObject({ pendingMarks: 0, lagMs: 0 });
    const expected = await expectRollupsExact();
    // Several operator days of every lot.
    expect(expected.length).toBeGreaterThan(lots.length * 5);
    // Stays left and money of several kinds: the money and stays rollups compared above hold something.
    expect((await rolledStays(db)).length).toBeGreaterThan(lots.length);
    expect((await rolledMoney(db)).length).toBeGreaterThan(expected.length);

    await expectOccupancyOfStays();
    await expectMonthsReadAsDays();

    // More history on top of drained rollups (orders priced again, arrears recovered days later).
    await history.play(120);
    await drainBoth();
    await expectRollupsExact();
  });

  test('drained after every single write, the rollups are exact after every one (no write leaves its bucket unmarked)', async () => {
    // A busy bucket is recomputed for its other writes' marks: only a step at a time shows a write that marks nothing.
    const done: Record<string, number> = {};
    for (let step = 0; step < 90; step += 1) {
      for (const [action, n] of Object.entries(await history.play(1))) done[action] = (done[action] ?? 0) + n;
      await drainBoth();
      await expectRollupsExact();
    }
    expect(done.decideRefund).toBeGreaterThan(3);
    expect(done.payArrear).toBeGreaterThan(1);
  });

  test('a rebuild recomputes every bucket from the raw tables: tampered, extra and missing rows are set right', async () => {
    const before = await rolledDaily(db);
    const beforeHourly = await rolledHourly(db);
    await db.query('UPDATE report_daily_settlement SET paid_cash = paid_cash + 1, events = events + 1');
    await db.query('DELETE FROM report_daily_settlement WHERE (lot_id, day) IN (SELECT lot_id, day FROM report_daily_settlement ORDER BY day DESC LIMIT 2)');
    await db.query(`INSERT INTO report_daily_settlement (lot_id, day, receivable, events) VALUES ($1, operator_day($2::timestamptz) - 2, 500, 1)`, [lots[0], new Date(START).toISOString()]);
    await db.query('UPDATE report_hourly_traffic SET arrivals = arrivals + 1');
    await db.query('UPDATE report_monthly_traffic_hours SET departures = departures + 1');
    await db.query('UPDATE report_monthly_money SET amount = amount + 1');
    await db.query('DELETE FROM report_monthly_payment_hours WHERE hour = (SELECT min(hour) FROM report_monthly_payment_hours)');
    await db.query('DELETE FROM report_hourly_lanes WHERE passages > 1 OR lane_name = $1', ['East in']);
    expect(await rolledDaily(db)).not.toEqual(before);
    const beforeMoney = await rolledMoney(db);
    await db.query("UPDATE report_daily_money_parts SET amount = amount + 1 WHERE kind = 'paid_cash'");
    await db.query('DELETE FROM report_daily_money_parts WHERE day = (SELECT max(day) FROM report_daily_money_parts)');
    await db.query(`INSERT INTO report_daily_money_parts (lot_id, day, kind, amount, events) VALUES ($1, operator_day($2::timestamptz) - 2, 'receivable', 500, 1)`, [lots[0], new Date(START).toISOString()]);
    await db.query(`INSERT INTO report_daily_money (lot_id, day, events) VALUES ($1, operator_day($2::timestamptz) - 2, 1)`, [lots[0], new Date(START).toISOString()]);
    expect(await rolledMoney(db)).not.toEqual(beforeMoney);

    const daily = await rebuildRollup(db, DAILY_SETTLEMENT, { windowDays: 4 });
    const hourly = await rebuildRollup(db, HOURLY_TRAFFIC, { windowDays: 4 });
    expect(daily.windows).toBeGreaterThan(2);
    expect(daily.buckets).toBeGreaterThanOrEqual(before.length);
    expect(hourly.buckets).toBeGreaterThanOrEqual(beforeHourly.traffic.length);
    expect(await rolledDaily(db)).toEqual(before);
    expect(await rolledHourly(db)).toEqual(beforeHourly);
    expect((await rebuildRollup(db, DAILY_MONEY, { windowDays: 5 })).windows).toBeGreaterThan(2);
    expect(await rolledMoney(db)).toEqual(beforeMoney);
    const beforeStays = await rolledStays(db);
    await db.query('UPDATE report_daily_stays SET from1h = from1h + 1');
    await rebuildRollup(db, DAILY_STAYS, { windowDays: 5 });
    expect(await rolledStays(db)).toEqual(beforeStays);
    await expectRollupsExact();
  });

  test('a write rolled back marks nothing; the same write committed marks its day and hour', async () => {
    const at = history.at + DAY;
    const stay = await enter(db, lots[1], '粤R99999', at);
    await drainBoth();
    const daily = await countMarks(db, 'report_daily_marks');
    const hourly = await countMarks(db, 'report_hourly_marks');
    const pay = (key: string) => (tx: Parameters<Parameters<Db['transaction']>[0]>[0]) =>
      runService(tx, bookPayment, { stayId: stay.id, channel: 'cash', place: 'booth' }, { name: 'cashier', userId: null }, { at: at + 3 * HOUR, idempotencyKey: key });
    await expect(db.transaction(async (tx) => { await pay('rolled-back')(tx); throw new Error('rolled back'); })).rejects.toThrow('rolled back');
    expect(await countMarks(db, 'report_daily_marks')).toBe(daily);
    expect(await countMarks(db, 'report_hourly_marks')).toBe(hourly);

    await db.transaction(pay('committed'));
    expect(await countMarks(db, 'report_daily_marks')).toBeGreaterThan(daily);
    await drainBoth();
    await expectRollupsExact();
  });

  test('two workers at once recompute each marked bucket once and end equal', async () => {
    await history.play(150);
    const marked = (await db.query<{ lot_id: number; key: string }>('SELECT DISTINCT lot_id, day::text AS key FROM report_daily_marks'))
      .map((r) => bucketName({ lotId: Number(r.lot_id), key: r.key }));
    expect(marked.length).toBeGreaterThan(3);
    // On PostgreSQL a second pool, as a second backend process would have; PGlite has one connection.
    const other = url ? await openPostgres(url) : db;
    try {
      const [a, b] = await Promise.all([drainRollup(db, DAILY_SETTLEMENT, 2), drainRollup(other, DAILY_SETTLEMENT, 2)]);
      const recomputed = [...a.buckets, ...b.buckets].map((x: Bucket) => bucketName(x));
      expect(recomputed.sort()).toEqual([...marked].sort());
      expect(a.marks + b.marks).toBeGreaterThanOrEqual(marked.length);
    } finally {
      if (other !== db) await other.close();
    }
    await drainRollup(db, HOURLY_TRAFFIC);
    await expectRollupsExact();
  });

  test('a rebuild while a worker drains ends exact', async () => {
    await history.play(60);
    const other = url ? await openPostgres(url) : db;
    try {
      await Promise.all([rebuildRollup(db, DAILY_SETTLEMENT, { windowDays: 2 }), drainRollup(other, DAILY_SETTLEMENT, 3),
        rebuildRollup(other, HOURLY_TRAFFIC, { windowDays: 3 }), drainRollup(db, HOURLY_TRAFFIC, 7)]);
    } finally {
      if (other !== db) await other.close();
    }
    expect(await freshnessOf(db, DAILY_SETTLEMENT)).toMatchObject({ pendingMarks: 0 });
    await expectRollupsExact();
  });

  // Needs two connections at once: PostgreSQL only (PGlite runs one transaction at a time).
  (database.name === 'postgresql' ? test : test.skip)('a worker skips a bucket another holds, without waiting; the holder\'s bucket is drained after', async () => {
    await history.play(60);
    const marked = (await db.query<{ lot_id: number; key: string }>('SELECT DISTINCT lot_id, day::text AS key FROM report_daily_marks ORDER BY 1, 2'))
      .map((r) => bucketName({ lotId: Number(r.lot_id), key: r.key }));
    expect(marked.length).toBeGreaterThan(1);
    const holder = await openPostgres(url!);
    try {
      await db.query('INSERT INTO report_daily_settlement (lot_id, day) SELECT DISTINCT lot_id, day FROM report_daily_marks ON CONFLICT DO NOTHING');
      const held = await holder.transaction(async (tx) => {
        const [row] = await tx.query<{ lot_id: number; key: string }>(
          'SELECT lot_id, day::text AS key FROM report_daily_settlement WHERE (lot_id, day) IN (SELECT lot_id, day FROM report_daily_marks) ORDER BY 1, 2 LIMIT 1 FOR UPDATE');
        const name = bucketName({ lotId: Number(row.lot_id), key: row.key });
        const others = await drainRollup(db, DAILY_SETTLEMENT);
        expect(others.buckets.map(bucketName).sort()).toEqual(marked.filter((b) => b !== name));
        return name;
      });
      expect((await drainRollup(db, DAILY_SETTLEMENT)).buckets.map(bucketName)).toEqual([held]);
    } finally {
      await holder.close();
    }
    await drainRollup(db, HOURLY_TRAFFIC);
    await expectRollupsExact();
  }, WAITING_WOULD_TIME_OUT_MS);
});
