// The live traffic of the in-process simulator over the embedded broker (never MQTT_TEST_URL): a
// lot's entrance camera reads a simulated vehicle, the driver pays at the pay station, the exit
// camera reads it again and the barrier lets it out — a stay started and ended, and paid, through
// the device protocol alone. Drivers also pay by phone (CreateOrderInfo, UserCompletePay), by
// Alipay and WeChat through simulated channels (the demo's, with the lots' merchant accounts on
// them); on a street, sensors and a lock start the stays, the video pile reads their plates and
// drivers pay by berth before they leave. Shoppers claim a merchant's coupon from its printed code
// (the driver's page's operation), and the lane's pricing takes it off. The traffic's timing is shortened (no wait before
// paying) and the lots' rates charge a visit from its first minute.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { COUPON_STATE } from '../../lib/parking/coupons/coupon-machine';
import { STAY_STATE } from '../../lib/parking/stay-machine';
import { atRestKeyFrom } from '../channels/at-rest';
import type { Db } from '../db';
import { SECRET, startBackend, testDatabases, type TestBackend } from '../test/harness';
import { demoChannelsIn, type DemoChannels } from './channels';
import { createRate } from './estate';
import { BASE_FORM } from './estate-plan';
import { createDemoPayParams } from './pay-params';
import { until as waitUntil } from '../test/until';

jest.setTimeout(150_000);

/** Longer and less often: the demo's simulated traffic takes seconds of real time. */
const until = <T>(probe: () => Promise<T | null | undefined | false>, what: string, ms = 100_000) => waitUntil(probe, what, ms, 250);

/** The plate of the live lot's monthly card. */
const REGULAR = '浙A8M001';
const PER_VISIT = { ...BASE_FORM, pricingMode: 'perVisit', perVisitPrice: 500, freeMinutes: 0 } as const;
const insertId = async (db: Db, sql: string, values: unknown[]) => Number((await db.query<{ id: number }>(`${sql} RETURNING id`, values))[0].id);

describe.each(testDatabases())('live traffic over the embedded broker ($name)', (database) => {
  let db: Db;
  let dispose: () => Promise<void>;
  let t: TestBackend;
  let dataDir: string;
  let channels: DemoChannels | null = null;

  beforeAll(async () => {
    ({ db, dispose } = await database.open());
    t = await startBackend(db, {
      devices: { deviceSecret: 'live-traffic-secret', brokerPort: 0, simulator: { activity: 60, traffic: { payAfterMs: 0, freeLeaveMs: 0, maxInside: 5, berthStayEvents: 15, shopAfterMs: 0 }, onlineChannels: true } },
    });
    // The lots' merchant accounts, on simulated channels.
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'catc-live-channels-'));
    channels = await demoChannelsIn(dataDir, { alipay: 0, wechat: 0, invoice: 0 }).start(true);
    await createDemoPayParams(db, atRestKeyFrom(SECRET), channels!.accounts, Date.now());

    const lot = await insertId(db, "INSERT INTO parking_lots (name) VALUES ('Live lot')", []);
    await createRate(db, lot, { name: 'Per visit', plateColor: 'all', form: PER_VISIT }, Date.now() - 86_400_000);
    await db.query("INSERT INTO lane_devices (serial, lot_id, lane_name, direction, kind) VALUES ('LIVE-IN', $1, 'In', 1, 2), ('LIVE-OUT', $1, 'Out', 2, 2)", [lot]);
    await db.query("INSERT INTO pay_stations (serial, name, lot_id) VALUES ('LIVE-PAY', 'Live station', $1)", [lot]);
    // A regular of the lot: a monthly card in force (confirmed, today in its period).
    const name = await insertId(db, "INSERT INTO month_package_names (lot_id, name, kind) VALUES ($1, 'Live monthly', 'monthly')", [lot]);
    const pkg = await insertId(db, `INSERT INTO month_packages (lot_id, name_id, pricing, price, months, free_periods, grace_days, renewal_grace_days, state, created_by)
      VALUES ($1, $2, 'packagePrice', 30000, '1,12', '00:00-00:00', 0, 0, 1, 'operator')`, [lot, name]);
    const card = await insertId(db, `INSERT INTO month_cards (lot_id, package_id, customer, phone, plates, start_date, end_date, review_state, created_by)
      VALUES ($1, $2, 'Regular', '13800138000', $3, current_date - 1, current_date + 30, 1, 'operator')`, [lot, pkg, REGULAR]);
    await db.query('INSERT INTO month_card_plates (card_id, lot_id, plate) VALUES ($1, $2, $3)', [card, lot, REGULAR]);
    // A post-paid shop whose till gives its customers 1.00 off (its printed claim code).
    const shop = await insertId(db, "INSERT INTO merchants (lot_id, name, settlement, discount, arrears_limit) VALUES ($1, 'Live shop', 'postpaid', 10, 100000000)", [lot]);
    const coupon = await insertId(db, `INSERT INTO coupon_types (merchant_id, lot_id, name, kind, amount, valid_hours, created_by, created_at, updated_at)
      VALUES ($1, $2, 'One off', 'cash', 100, 24, 'operator', now(), now())`, [shop, lot]);
    await db.query("INSERT INTO qr_codes (kind, lot_id, merchant_id, coupon_type_id, created_by, created_at, updated_at) VALUES ('claim', $1, $2, $3, 'operator', now(), now())",
      [lot, shop, coupon]);

    // A street: five berths with a sensor and one with a lock behind a node controller, all watched by a video pile.
    const road = await insertId(db, "INSERT INTO parking_lots (name, type, total_spaces) VALUES ('Live road', 2, -1)", []);
    await createRate(db, road, { name: 'Per visit', plateColor: 'all', form: PER_VISIT }, Date.now() - 86_400_000);
    const street = await insertId(db, "INSERT INTO streets (lot_id, name) VALUES ($1, 'Live street')", [road]);
    const node = await insertId(db, "INSERT INTO node_controllers (serial, name, lot_id, street_id) VALUES ('LIVE-NODE', 'Live node', $1, $2)", [road, street]);
    const pile = await insertId(db, "INSERT INTO video_piles (serial, lot_id, street_id) VALUES ('LIVE-VP', $1, $2)", [road, street]);
    for (let n = 1; n <= 6; n += 1) {
      const berth = await insertId(db, 'INSERT INTO berths (lot_id, street_id, number) VALUES ($1, $2, $3)', [road, street, `L${n}`]);
      await db.query('INSERT INTO video_pile_berths (pile_id, berth_id) VALUES ($1, $2)', [pile, berth]);
      if (n === 6) await db.query("INSERT INTO parking_locks (serial, lot_id, berth_id, node_id, battery) VALUES ('LIVE-L6', $1, $2, $3, 100)", [road, berth, node]);
      else await db.query('INSERT INTO sensors (serial, kind, lot_id, berth_id, node_id, battery, occupied) VALUES ($1, 1, $2, $3, $4, 100, false)', [`LIVE-M${n}`, road, berth, node]);
    }
    await db.query("INSERT INTO pay_stations (serial, name, lot_id) VALUES ('LIVE-METER', 'Live meter', $1)", [road]);
    await t.backend.devices!.fleet.reload();
    await t.backend.simulator!.refresh();
  });
  afterAll(async () => {
    await t?.close();
    await channels?.close();
    await dispose?.();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('makes a stay start at the entrance, be paid at the station and end at the exit', async () => {
    const stay = await until(async () => (await db.query<{ id: number; plate: string }>(
      `SELECT s.id, s.plate FROM stays s WHERE s.entry_source = 'camera' AND s.exit_source = 'camera' AND s.state = 3
         AND EXISTS (SELECT 1 FROM payments p WHERE p.stay_id = s.id AND p.channel = 'payStation')
         AND NOT EXISTS (SELECT 1 FROM coupon_uses u JOIN orders o ON o.id = u.order_id WHERE o.stay_id = s.id) LIMIT 1`))[0], 'a paid stay to leave');
    expect(stay.plate).toMatch(/^[\u4e00-\u9fff][A-Z][A-Z0-9]{5,6}$/);
    const passages = await db.query<{ direction: number; decision: string }>('SELECT direction, decision FROM passages WHERE stay_id = $1 ORDER BY at, id', [stay.id]);
    expect(passages[0]).toEqual({ direction: 1, decision: 'open' });
    expect(passages[passages.length - 1]).toEqual({ direction: 2, decision: 'paid' });
    const [order] = await db.query<{ receivable: number; paid: number; due: number }>('SELECT receivable, paid, due FROM orders WHERE stay_id = $1', [stay.id]);
    expect(order).toEqual({ receivable: 500, paid: 500, due: 0 });
  });

  it("takes a shopper's claimed coupon off what he pays, and charges the shop", async () => {
    const used = await until(async () => (await db.query<{ receivable: number; paid: number; relief: number; charge: number }>(
      `SELECT o.receivable, o.paid, u.relief, u.charge FROM coupons c JOIN coupon_uses u ON u.coupon_id = c.id AND u.state = 2
         JOIN orders o ON o.id = u.order_id JOIN stays s ON s.id = o.stay_id AND s.state = $1
        WHERE c.source = 'claimed' AND c.state = $2 LIMIT 1`, [STAY_STATE.exitedPaid, COUPON_STATE.used]))[0], 'a shopper to leave');
    expect(Object.values(used).map(Number)).toEqual([500, 400, 100, 100]);
    const [shop] = await db.query<{ balance: number }>("SELECT balance FROM merchants WHERE name = 'Live shop'");
    expect(Number(shop.balance)).toBeLessThanOrEqual(-100);
  });

  it('brings the lot\'s monthly card holder in and out by the cameras, free', async () => {
    const stay = await until(async () => (await db.query<{ id: number; card_reason: string }>(
      `SELECT s.id, s.card_reason FROM stays s WHERE s.plate = $1 AND s.entry_source = 'camera' AND s.exit_source = 'camera' AND s.state = $2 LIMIT 1`, [REGULAR, STAY_STATE.freeExit]))[0], 'the regular to come and go');
    expect(stay.card_reason).toBe('monthlyCard');
    expect(await db.query('SELECT id FROM payments WHERE stay_id = $1', [stay.id])).toEqual([]);
    const passages = await db.query<{ decision: string; reason: string }>('SELECT decision, reason FROM passages WHERE stay_id = $1 ORDER BY at, id', [stay.id]);
    expect(passages).toEqual([{ decision: 'free', reason: 'monthlyCard' }, { decision: 'free', reason: 'monthlyCard' }]);
  });

  it('pays through the channel mix: the station, the app, Alipay and WeChat (trades of the channels)', async () => {
    const channelsPaid = await until(async () => {
      const rows = await db.query<{ channel: string }>('SELECT DISTINCT channel FROM payments ORDER BY channel');
      const names = rows.map((r) => r.channel);
      return ['alipay', 'app', 'payStation', 'wechat'].every((c) => names.includes(c)) && names;
    }, 'payments of every channel of the mix');
    expect(channelsPaid).toEqual(['alipay', 'app', 'payStation', 'wechat']);
    // Booked by UserCompletePay under the channels' own trade numbers (Alipay's 28 digits, WeChat's 42000...).
    const online = await db.query<{ channel: string; channel_txn_no: string; operator: string; place: string }>(
      "SELECT channel, channel_txn_no, operator, place FROM payments WHERE channel IN ('alipay', 'wechat', 'app')");
    for (const p of online) {
      expect(p).toMatchObject({ operator: 'system:UserCompletePay', place: 'online' });
      expect(p.channel_txn_no).toMatch({ alipay: /^2026\d{24}$/, wechat: /^42000\d{23}$/, app: /^APP\d+$/ }[p.channel]!);
    }
  });

  it('plates most on-street stays by the video pile, and their drivers pay by berth', async () => {
    await until(async () => {
      // Stays of ten seconds or more that ended: most with a plate (the pile cannot read a few).
      const [row] = await db.query<{ ended: number; plated: number; paid: number }>(
        `SELECT count(*)::int AS ended, count(*) FILTER (WHERE s.plate <> '')::int AS plated,
                count(*) FILTER (WHERE EXISTS (SELECT 1 FROM payments p WHERE p.stay_id = s.id))::int AS paid
           FROM stays s WHERE s.berth_id IS NOT NULL AND s.exit_at >= s.entry_at + interval '10 seconds'`);
      return row.plated >= 3 && row.plated * 2 > row.ended && row.paid >= 1;
    }, 'plated and paid on-street stays');
    const changes = await db.query<{ reason: string; actor: string }>(
      `SELECT c.reason, c.operator AS actor FROM stay_changes c JOIN stays s ON s.id = c.stay_id WHERE s.berth_id IS NOT NULL LIMIT 3`);
    expect(changes.length).toBeGreaterThan(0);
    for (const change of changes) expect(change).toEqual({ reason: 'video pile', actor: 'device:videoPile:LIVE-VP' });
    const plates = await db.query<{ plate: string }>("SELECT plate FROM stays WHERE berth_id IS NOT NULL AND plate <> ''");
    for (const { plate } of plates) expect(plate).toMatch(/^[\u4e00-\u9fff][A-Z][A-Z0-9]{5,6}$/);
  });
});
