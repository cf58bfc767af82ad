// Merchants' coupons through the real HTTP backend and the charging core (docs/merchants.md,
// "Coupons"): a merchant's staff issue a coupon to a plate; the stay's pricing takes it off by the
// tariff; the payment that settles the order uses it and charges the merchant once (a ledger row);
// the lot's stack limit and one whole-fee coupon per order; a stay that cost nothing voids the
// coupon given for it; issuing limits refused with their messages, writing nothing; coupons expire;
// the daily settlement counts the relief as discounted; another merchant's user sees none of it.
import { randomUUID } from 'node:crypto';
import { SCREENS } from '../../../lib/screens/registry';
import { COUPON_STATE } from '../../../lib/parking/coupons/coupon-machine';
import type { Db } from '../../db';
import { runService } from '../../kernel/service';
import { DEMO_PASSWORD, codeOf, msgOf, statusOf, testDatabases, type TestBackend } from '../../test/harness';
import { addLotScopedUser } from '../../test/lot-scoped-user';
import { HOUR, MINUTE, addLot, addRate, enter } from '../../test/orders-fixtures';
import { clock, priced, rates } from '../../../lib/tariff/fixtures';
import { screenCalls } from '../../test/screen-calls';
import { useTestBackend } from '../../test/use-backend';
import { bookPayment } from '../charging';
import { expireCoupons } from '../charging/coupons/expire';
import { exitStay } from '../charging/stays';

jest.setTimeout(120_000);

const COUPON_PAGES = [1501, 1502, 1503, 1506, 1507, 1508, 1509];

describe.each(testDatabases())('coupons on $name', (database) => {
  let db: Db;
  let t: TestBackend;
  const tokens: Record<string, string> = {};
  const { call, ok, create, list, rowAction } = screenCalls({ backend: () => t, tokens, screens: SCREENS, pageSize: 50 });
  let lot = 0;
  let mall = 0;
  let hotel = 0;
  let plateNo = 0;
  const plate = () => `浙D${String((plateNo += 1)).padStart(5, '0')}`;

  const couponType = async (merchantId: number, values: Record<string, unknown>, user = 'admin') => (await create('couponType', {
    merchantId, name: `Coupon ${randomUUID().slice(0, 8)}`, kind: 'cash', minutes: null, amount: null, discount: null, hours: null, windows: null,
    validHours: 24, onePerPlate: false, multiUse: false, charge: 'relief', chargeAmount: null, chargeMax: null, status: 1, remark: null, ...values,
  }, user)).id;
  const issue = (typeId: number, p: string, user = 'admin') =>
    call<{ result: { couponNo: string }[] }>('couponType', 'issue', { ids: [typeId], values: { plate: p }, idempotencyKey: randomUUID() }, user, 'en-US');
  const issued = async (typeId: number, p: string) => (await ok<{ result: { couponNo: string }[] }>(issue(typeId, p))).result[0].couponNo;
  const couponOf = async (no: string) => (await db.query<{ state: number; void_reason: string | null }>('SELECT state, void_reason FROM coupons WHERE coupon_no = $1', [no]))[0];
  const leave = (stayId: number, at: number) => db.transaction((tx) => runService(tx, exitStay, { stayId, source: 'camera' }, { name: 'lane', userId: null }, { at }));
  const pay = (stayId: number, at: number) => db.transaction((tx) => runService(tx, bookPayment, { stayId, channel: 'cash', place: 'booth' },
    { name: 'cashier', userId: null }, { at, idempotencyKey: `coupon-pay-${stayId}-0001` }));
  const balanceOf = async (id: number) => Number((await db.query<{ balance: string }>('SELECT balance FROM merchants WHERE id = $1', [id]))[0].balance);
  const ledger = async (id: number) => (await db.query<{ cause: string; change: string; after: string }>(
    "SELECT cause, change, balance_after AS after FROM merchant_ledger WHERE merchant_id = $1 AND cause = 'couponUse' ORDER BY id", [id]))
    .map((r) => [r.cause, Number(r.change), Number(r.after)]);

  useTestBackend(database, { tokens, timeoutMs: 120_000 }, async (env) => {
    ({ db, t } = env);
    lot = await addLot(db, 'Coupon lot');
    // 2.00 per started hour; a stay shorter than 15 minutes is free.
    await addRate(db, lot, rates(clock([priced('all', '00:00', 60, 200)]), { free: { minutes: 15, mode: 'freeIfShorter' } }));
    // Two merchants of the lot, with money on account (as top-ups would leave it).
    [{ id: mall }, { id: hotel }] = await db.query<{ id: number }>(
      `INSERT INTO merchants (lot_id, name, settlement, discount, balance, arrears_limit, state)
       VALUES ($1, 'Mall', 'prepaid', 8, 10000, 0, 1), ($1, 'Hotel', 'postpaid', 10, 0, 50000, 1) RETURNING id`, [lot]);
    await addLotScopedUser(db, { login: 'mall-staff', name: 'Mall staff', directories: [15], pages: COUPON_PAGES, lots: [lot] });
    await db.query("UPDATE users SET merchant_id = $1 WHERE login_name = 'mall-staff'", [mall]);
    tokens['mall-staff'] = await t.signIn('mall-staff', DEMO_PASSWORD);
  });

  it("takes a coupon off the stay's fee, uses it at the payment and charges the merchant once", async () => {
    const cash = await couponType(mall, { kind: 'cash', amount: 500 });
    const p = plate();
    const entry = t.clock.now();
    const stay = await enter(db, lot, p, entry);
    // The mall's own staff give it to the customer's car.
    const no = (await ok<{ result: { couponNo: string }[] }>(issue(cash, p, 'mall-staff'))).result[0].couponNo;
    // 3 h 10 min: four started hours at 2.00 = 8.00, less 5.00.
    const left = await leave(stay.id, entry + 3 * HOUR + 10 * MINUTE);
    expect(left.order).toMatchObject({ receivable: 800, discount: 500, due: 300 });
    expect(await couponOf(no)).toMatchObject({ state: COUPON_STATE.inUse });
    // Left owing 3.00; paid later: the coupon is used then, the mall charged what it took off.
    await pay(stay.id, entry + 4 * HOUR);
    expect(await couponOf(no)).toMatchObject({ state: COUPON_STATE.used });
    expect(await ledger(mall)).toEqual([['couponUse', -500, 9500]]);
    // Paid again with the same key: nothing more.
    await pay(stay.id, entry + 4 * HOUR);
    expect(await balanceOf(mall)).toBe(9500);
    const [use] = (await list('couponUse', { plate: p })).rows;
    expect(use).toMatchObject({ couponNo: no, relief: 500, state: 2, chargeFen: 500, unchargedFen: 0 });
    // The daily settlement counts the relief as discounted, as the order does.
    const [events] = await db.query<{ discounted: string }>(
      "SELECT coalesce(sum(amount), 0)::bigint AS discounted FROM settlement_events WHERE lot_id = $1 AND kind = 'discounted'", [lot]);
    const [orders] = await db.query<{ discount: string }>('SELECT coalesce(sum(discount), 0)::bigint AS discount FROM orders WHERE lot_id = $1', [lot]);
    expect(Number(events.discounted)).toBe(Number(orders.discount));
  });

  it('applies time first, one percentage per order, within the lot stack limit; the others stay unused', async () => {
    const [hour, eighty, half] = [await couponType(hotel, { kind: 'time', minutes: 60 }), await couponType(hotel, { kind: 'percentage', discount: 8 }),
      await couponType(hotel, { kind: 'percentage', discount: 5 })];
    const p = plate();
    const entry = t.clock.now();
    const stay = await enter(db, lot, p, entry);
    const nos = [await issued(eighty, p), await issued(half, p), await issued(hour, p)];
    // 4 h 30 min = 10.00; an hour off: 8.00; 80 %: 6.40 (the second percentage unused).
    const left = await leave(stay.id, entry + 4 * HOUR + 30 * MINUTE);
    expect(left.order).toMatchObject({ receivable: 1000, discount: 360, due: 640 });
    expect((await Promise.all(nos.map(couponOf))).map((c) => c.state)).toEqual([COUPON_STATE.inUse, COUPON_STATE.unused, COUPON_STATE.inUse]);
    // With a stack limit of 1, the next stay takes only the time coupon... of a new set.
    await db.query('UPDATE parking_lots SET coupon_stack_limit = 1 WHERE id = $1', [lot]);
    const q = plate();
    const second = await enter(db, lot, q, entry);
    await issued(hour, q);
    await issued(eighty, q);
    expect((await leave(second.id, entry + 4 * HOUR + 30 * MINUTE)).order).toMatchObject({ receivable: 1000, discount: 200, due: 800 });
    await db.query('UPDATE parking_lots SET coupon_stack_limit = NULL WHERE id = $1', [lot]);
    // Paid: the post-paid hotel goes below 0 by what its coupons took off.
    await pay(stay.id, entry + 5 * HOUR);
    expect(await balanceOf(hotel)).toBe(-360);
  });

  it('voids the coupon given for a stay that cost nothing', async () => {
    const cash = await couponType(mall, { kind: 'cash', amount: 300 });
    const p = plate();
    const stay = await enter(db, lot, p, t.clock.now() - 5 * MINUTE);
    const no = await issued(cash, p);
    // Six minutes: inside the lot's 15 free minutes.
    expect((await leave(stay.id, t.clock.now() + MINUTE)).order).toMatchObject({ receivable: 0 });
    expect(await couponOf(no)).toMatchObject({ state: COUPON_STATE.void, void_reason: 'nothingToPay' });
  });

  it('refuses an issue past the limits or for a merchant that cannot pay, writing nothing', async () => {
    const cash = await couponType(mall, { kind: 'cash', amount: 500 });
    await db.query('UPDATE merchants SET limit_count = 1 WHERE id = $1', [mall]);
    const before = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM coupons WHERE merchant_id = $1', [mall]))[0].n;
    const refused = await issue(cash, plate());
    expect([codeOf(refused), msgOf(refused)]).toEqual(['couponLimitCount', 'The merchant has issued its 1 coupons of this period.']);
    await db.query('UPDATE merchants SET limit_count = NULL, limit_amount = 100 WHERE id = $1', [mall]);
    expect(msgOf(await issue(cash, plate()))).toBe("The merchant's cash coupons of this period would pass its limit of 1.00 yuan.");
    await db.query('UPDATE merchants SET limit_amount = NULL, balance = 0 WHERE id = $1', [mall]);
    expect(codeOf(await issue(cash, plate()))).toBe('couponAccountEmpty');
    expect((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM coupons WHERE merchant_id = $1', [mall]))[0].n).toBe(before);
    await db.query('UPDATE merchants SET balance = 9500 WHERE id = $1', [mall]);
  });

  it("refuses a coupon without its kind's value, a discount outside 0-10, a zero amount and a bad plate, writing nothing", async () => {
    const form = (values: Record<string, unknown>) => call('couponType', 'create', { values: {
      merchantId: mall, name: `Bad ${randomUUID().slice(0, 8)}`, kind: 'cash', minutes: null, amount: null, discount: null, hours: null, windows: null,
      validHours: 24, onePerPlate: false, multiUse: false, charge: 'relief', chargeAmount: null, chargeMax: null, status: 1, remark: null, ...values,
    } }, 'admin', 'en-US');
    const types = async () => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM coupon_types'))[0].n;
    const before = await types();
    for (const values of [{ kind: 'cash' }, { kind: 'cash', amount: 0 }, { kind: 'percentage', discount: 10 }, { kind: 'percentage', discount: -1 }, { kind: 'time', minutes: 0 }]) {
      expect([values, statusOf(await form(values))]).toEqual([values, 400]);
    }
    expect(await types()).toBe(before);
    const cash = await couponType(mall, { kind: 'cash', amount: 100 });
    const coupons = async () => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM coupons'))[0].n;
    const issuedBefore = await coupons();
    expect(statusOf(await issue(cash, 'not a plate'))).toBe(400);
    expect(await coupons()).toBe(issuedBefore);
  });

  it('expires a coupon past its validity, once', async () => {
    const short = await couponType(mall, { kind: 'free', validHours: 1 });
    const no = await issued(short, plate());
    expect(await expireCoupons(db, t.clock.now() + 30 * MINUTE)).toBe(0);
    expect(await expireCoupons(db, t.clock.now() + 2 * HOUR)).toBeGreaterThanOrEqual(1);
    expect(await couponOf(no)).toMatchObject({ state: COUPON_STATE.expired });
    expect(await expireCoupons(db, t.clock.now() + 2 * HOUR)).toBe(0);
  });

  it("shows a merchant's staff only their merchant's coupons, and refuses the others' as not found", async () => {
    const hotelType = await couponType(hotel, { kind: 'cash', amount: 100 });
    await couponType(mall, { kind: 'free' });
    const seen = (await list('couponType', {}, 'mall-staff')).rows.map((r) => r.merchantName);
    expect(new Set(seen)).toEqual(new Set(['Mall']));
    expect((await list('couponUse', {}, 'mall-staff')).rows.every((r) => r.merchantName === 'Mall')).toBe(true);
    const foreign = await issue(hotelType, plate(), 'mall-staff');
    expect(statusOf(foreign)).toBe(404);
    const values = { merchantId: hotel, name: 'Mine now', kind: 'cash', minutes: null, amount: 100, discount: null, hours: null, windows: null,
      validHours: 24, onePerPlate: false, multiUse: false, charge: 'relief', chargeAmount: null, chargeMax: null, status: 1, remark: null };
    // Another merchant's row is not found, whichever merchant the form names.
    for (const merchantId of [hotel, mall]) expect(statusOf(await call('couponType', 'update', { id: hotelType, values: { ...values, merchantId } }, 'mall-staff'))).toBe(404);
    expect((await db.query<{ name: string; merchant_id: number }>('SELECT name, merchant_id FROM coupon_types WHERE id = $1', [hotelType]))[0])
      .toEqual({ name: expect.stringMatching(/^Coupon /), merchant_id: hotel });
  });
});
