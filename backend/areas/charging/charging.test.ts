// The charging services on a real database: a vehicle enters, is priced by the rate version in
// force at its entry, pays in one or more payments, leaves; a retried payment books once; a
// channel transaction books once; discounts and free departures are recorded, never edits; a
// corrected plate re-prices; lists decide free vehicles; totals always add up; every change audited.
import { clock, priced, rates } from '../../../lib/tariff/fixtures';
import { ORDER_STATE } from '../../../lib/parking/order-machine';
import { STAY_STATE } from '../../../lib/parking/stay-machine';
import type { RateRules } from '../../../lib/tariff/rules';
import type { Db } from '../../db';
import { isoAt } from '../../db';
import { runService, type Actor } from '../../kernel/service';
import { testDatabases } from '../../test/harness';
import { useTestDatabase } from '../../test/use-backend';
import { bookPayment, giveDiscount, grantFreeDeparture } from './payments';
import { correctStayPlate, enterStay, exitStay } from './stays';

jest.setTimeout(60_000);

const HOUR = 3_600_000;
const MINUTE = 60_000;
/** 2.00 per hour all day, cumulative, a 15-minute exit window. */
const HOURLY: RateRules = rates(clock([priced('all', '00:00', 60, 200)]));
/** 1.00 per hour for new-energy vehicles. */
const GREEN: RateRules = rates(clock([priced('all', '00:00', 60, 100)]));
const T0 = Date.parse('2026-11-02T10:00:00+08:00');
const cashier: Actor = { name: 'cashier1', userId: null, page: '/TempOrder' };

describe.each(testDatabases())('charging on $name', (database) => {
  let db: Db;
  let lot: number;
  let keyNo = 0;
  const key = () => `test-key-${(keyNo += 1).toString().padStart(4, '0')}`;

  const run = <R>(service: Parameters<typeof runService>[1], input: unknown, at: number, idempotencyKey?: string, actor = cashier) =>
    db.transaction((tx) => runService(tx, service, input, actor, { at, idempotencyKey })) as Promise<R>;
  const enter = (plate: string, at = T0, plateColor = 'blue') =>
    run<{ stay: { id: number; state: number; rate_version_id: number | null; vehicle_class: string } }>(enterStay, { lotId: lot, plate, plateColor, source: 'camera', lane: 'In 1' }, at);
  const order = async (stayId: number) => (await db.query<Record<string, number>>(
    'SELECT id, state, receivable, discount, waived, paid, due FROM orders WHERE stay_id = $1', [stayId]))[0];
  const stayState = async (id: number) => (await db.query<{ state: number }>('SELECT state FROM stays WHERE id = $1', [id]))[0].state;
  const pay = (stayId: number, at: number, extra: Record<string, unknown> = {}, idempotencyKey = key()) =>
    run<{ amount: number; due: number; paymentNo: string }>(bookPayment, { stayId, channel: 'cash', place: 'booth', ...extra }, at, idempotencyKey);

  async function addRate(name: string, rules: RateRules, extra: { plateColor?: string; effectiveFrom?: number; lotId?: number } = {}) {
    const [rate] = await db.query<{ id: number }>('INSERT INTO rates (lot_id, kind, name, plate_color) VALUES ($1, 1, $2, $3) RETURNING id', [extra.lotId ?? lot, name, extra.plateColor ?? 'all']);
    await db.query("INSERT INTO rate_versions (rate_id, version, rules, effective_from, created_by, created_at) VALUES ($1, 1, $2, $3, 'test', $3)",
      [rate.id, JSON.stringify(rules), isoAt(extra.effectiveFrom ?? T0 - 30 * 24 * HOUR)]);
    return rate.id;
  }

  useTestDatabase(database, { migrate: true, timeoutMs: 120_000 }, async (env) => {
    ({ db } = env);
    [{ id: lot }] = await db.query<{ id: number }>("INSERT INTO parking_lots (name, type) VALUES ('Charging lot', 1) RETURNING id");
    await addRate('Hourly', HOURLY);
    await addRate('New energy', GREEN, { plateColor: 'green' });
  });

  it('prices a stay by the rate in force at its entry, takes payments, and lets it leave within the exit window', async () => {
    const { stay } = await enter('粤B10001');
    expect(stay).toMatchObject({ state: STAY_STATE.inLot, vehicle_class: 'temporary' });
    // 2 h 30 min: three started hours at 2.00.
    const first = await pay(stay.id, T0 + 2.5 * HOUR, { amount: 200 });
    expect(first).toMatchObject({ amount: 200, due: 400 });
    expect(await order(stay.id)).toMatchObject({ state: ORDER_STATE.partPaid, receivable: 600, paid: 200, due: 400 });
    const rest = await pay(stay.id, T0 + 2.5 * HOUR);
    expect(rest).toMatchObject({ amount: 400, due: 0 });
    expect(await stayState(stay.id)).toBe(STAY_STATE.paidNotOut);
    expect(await order(stay.id)).toMatchObject({ state: ORDER_STATE.paid, receivable: 600, paid: 600, due: 0 });
    // Leaves 10 minutes later: nothing more.
    const left = await run<{ order: { due: number }; stay: { state: number } }>(exitStay, { stayId: stay.id, source: 'camera' }, T0 + 2.5 * HOUR + 10 * MINUTE);
    expect([left.order.due, left.stay.state]).toEqual([0, STAY_STATE.exitedPaid]);
    const lines = await db.query<{ kind: string; amount: number }>('SELECT kind, amount FROM order_fee_lines l JOIN orders o ON o.id = l.order_id WHERE o.stay_id = $1 ORDER BY seq', [stay.id]);
    expect(lines.reduce((sum, l) => sum + Number(l.amount), 0)).toBe(600);
  });

  it('bills again after the exit window, from the payment on', async () => {
    const { stay } = await enter('粤B10002');
    await pay(stay.id, T0 + 1.5 * HOUR); // 2 started hours: 4.00
    // Still there 40 minutes after paying: back to billing, the rest is due.
    const late = await run<{ order: { due: number; state: number }; stay: { state: number } }>(exitStay, { stayId: stay.id, source: 'camera' }, T0 + 1.5 * HOUR + 40 * MINUTE);
    expect(late.order).toMatchObject({ due: 200, state: ORDER_STATE.partPaid });
    expect(late.stay.state).toBe(STAY_STATE.unpaidExit);
  });

  it('books a retried payment once, and a channel transaction once per stay', async () => {
    const { stay } = await enter('粤B10003');
    const k = key();
    const a = await pay(stay.id, T0 + HOUR, { channel: 'wechat', place: 'exit', channelTxnNo: 'wx-0001' }, k);
    const b = await pay(stay.id, T0 + HOUR, { channel: 'wechat', place: 'exit', channelTxnNo: 'wx-0001' }, k);
    expect(b).toEqual(a);
    expect(await db.query('SELECT 1 FROM payments WHERE stay_id = $1', [stay.id])).toHaveLength(1);
    // The same transaction under another key: refused.
    await expect(pay(stay.id, T0 + HOUR, { channel: 'wechat', place: 'exit', channelTxnNo: 'wx-0001' })).rejects.toMatchObject({ code: 'paymentTxnBooked' });
    // A paid order cannot be paid again; nor can more than is due be paid; a channel needs its transaction number.
    await expect(pay(stay.id, T0 + HOUR)).rejects.toMatchObject({ code: 'orderRefusedPay' });
    const other = (await enter('粤B10004')).stay;
    await expect(pay(other.id, T0 + HOUR, { amount: 201 })).rejects.toMatchObject({ code: 'paymentExceedsDue', values: { due: '2.00' } });
    await expect(pay(other.id, T0 + HOUR, { channel: 'alipay', place: 'online' })).rejects.toMatchObject({ code: 'invalidRequest' });
    await expect(db.transaction((tx) => runService(tx, bookPayment, { stayId: other.id, channel: 'cash', place: 'booth' }, cashier, { at: T0 }))).rejects.toMatchObject({ code: 'invalidRequest' });
  });

  it('records discounts and free departures with reason and operator; the totals add up', async () => {
    const { stay } = await enter('粤B10005');
    await pay(stay.id, T0 + 3 * HOUR, { amount: 100 });
    const [{ id: orderId }] = await db.query<{ id: number }>('SELECT id FROM orders WHERE stay_id = $1', [stay.id]);
    await run(giveDiscount, { orderId, amount: 150, reason: 'Merchant voucher' }, T0 + 3 * HOUR, key());
    expect(await order(stay.id)).toMatchObject({ receivable: 600, paid: 100, discount: 150, due: 350 });
    await expect(run(giveDiscount, { orderId, amount: 400, reason: 'Too much' }, T0 + 3 * HOUR, key())).rejects.toMatchObject({ code: 'discountExceedsDue' });
    await run(grantFreeDeparture, { orderId, reason: 'Barrier fault' }, T0 + 3 * HOUR, key());
    const o = await order(stay.id);
    expect(o).toMatchObject({ state: ORDER_STATE.paid, receivable: 600, paid: 100, discount: 150, waived: 350, due: 0 });
    expect(o.receivable).toBe(o.discount + o.waived + o.paid + o.due);
    expect(await stayState(stay.id)).toBe(STAY_STATE.freeExit);
    const reasons = await db.query<{ kind: string; amount: number; operator: string; reason: string }>('SELECT kind, amount, operator, reason FROM order_discounts WHERE order_id = $1 ORDER BY id', [orderId]);
    expect(reasons).toEqual([
      { kind: 'discount', amount: 150, operator: 'cashier1', reason: 'Merchant voucher' },
      { kind: 'free', amount: 350, operator: 'cashier1', reason: 'Barrier fault' },
    ]);
  });

  it('closes an earlier open stay of the plate as a repeat entry', async () => {
    const first = (await enter('粤B10006', T0)).stay;
    const second = await run<{ stay: { id: number }; closed: { id: number }[] }>(enterStay, { lotId: lot, plate: '粤B10006', source: 'camera' }, T0 + HOUR);
    expect(second.closed.map((s) => s.id)).toEqual([first.id]);
    expect(await stayState(first.id)).toBe(STAY_STATE.repeatEntry);
    expect((await db.query<{ repeat_of: number }>('SELECT repeat_of FROM stays WHERE id = $1', [second.stay.id]))[0].repeat_of).toBe(first.id);
  });

  it('lets listed vehicles pass free and refuses nothing itself (the lane decides)', async () => {
    await db.query("INSERT INTO special_plates (plate, list, lot_id, reason) VALUES ('粤B20001', 'white', $1, 'Owner')", [lot]);
    await db.query("INSERT INTO special_vehicles (plate, special_class) VALUES ('粤B20002', 'police')");
    const white = (await enter('粤B20001')).stay;
    const police = (await enter('粤B20002')).stay;
    expect([white.vehicle_class, white.rate_version_id, police.vehicle_class]).toEqual(['white', null, 'special']);
    const left = await run<{ order: { receivable: number }; stay: { state: number } }>(exitStay, { stayId: white.id, source: 'camera' }, T0 + 5 * HOUR);
    expect([left.order.receivable, left.stay.state]).toEqual([0, STAY_STATE.freeExit]);
  });

  it('re-prices a stay whose plate is corrected, keeping both plates and who changed them', async () => {
    const { stay } = await enter('粤B1000X'); // misread: a green new-energy plate
    await run(correctStayPlate, { stayId: stay.id, plate: '粤BD12345', plateColor: 'green', reason: 'Camera misread' }, T0 + 2 * HOUR);
    const left = await run<{ order: { receivable: number } }>(exitStay, { stayId: stay.id, source: 'camera' }, T0 + 2 * HOUR);
    expect(left.order.receivable).toBe(200); // two hours at the new-energy 1.00
    // The order's plate follows, audited under the order with both plates.
    const orderAudit = await db.query<{ before: { plate: string }; after: { plate: string } }>(
      "SELECT before, after FROM audit_log WHERE action = 'stay.correctPlate' AND entity = 'order' AND entity_id = (SELECT id FROM orders WHERE stay_id = $1) ORDER BY id", [stay.id]);
    expect(orderAudit[0]).toMatchObject({ before: { plate: '粤B1000X' }, after: { plate: '粤BD12345' } });
    const changes = await db.query<{ kind: string; old_value: string; new_value: string; operator: string }>(
      'SELECT kind, old_value, new_value, operator FROM stay_changes WHERE stay_id = $1 ORDER BY id', [stay.id]);
    expect(changes).toEqual([
      { kind: 'plate', old_value: '粤B1000X', new_value: '粤BD12345', operator: 'cashier1' },
      { kind: 'plateColor', old_value: 'blue', new_value: 'green', operator: 'cashier1' },
      { kind: 'vehicleType', old_value: 'small', new_value: 'newEnergy', operator: 'cashier1' },
    ]);
  });

  it('marks a rate version used once it prices an order, and audits every row a service changed', async () => {
    const { stay } = await enter('粤B10007');
    await pay(stay.id, T0 + HOUR);
    const versions = await db.query<{ used_at: unknown }>('SELECT used_at FROM rate_versions v JOIN stays s ON s.rate_version_id = v.id WHERE s.id = $1', [stay.id]);
    expect(versions[0].used_at).not.toBeNull();
    const audited = await db.query<{ action: string; entity: string }>(
      `SELECT DISTINCT action, entity FROM audit_log WHERE actor = 'cashier1' AND entity IN ('stay', 'order', 'payment') AND
         (entity_id = $1 OR (after->>'stay_id')::bigint = $1) ORDER BY action, entity`, [stay.id]);
    expect(audited).toEqual([
      { action: 'payment.book', entity: 'order' }, { action: 'payment.book', entity: 'payment' }, { action: 'payment.book', entity: 'stay' },
      { action: 'stay.enter', entity: 'order' }, { action: 'stay.enter', entity: 'stay' },
    ]);
  });

  it('audits the first pricing by a version in its rate\'s history (the rate is in use from then on), once', async () => {
    const [{ id: fresh }] = await db.query<{ id: number }>("INSERT INTO parking_lots (name, type) VALUES ('Fresh rate lot', 1) RETURNING id");
    const rateId = await addRate('Fresh', HOURLY, { lotId: fresh });
    const used = () => db.query<{ action: string; before: unknown; after: { version: number; usedAt: string } }>(
      "SELECT action, before, after FROM audit_log WHERE entity = 'commonRate' AND entity_id = $1", [rateId]);
    expect(await used()).toEqual([]);
    const { stay } = await run<{ stay: { id: number } }>(enterStay, { lotId: fresh, plate: '粤B50001', source: 'camera' }, T0);
    await run<{ stay: { id: number } }>(enterStay, { lotId: fresh, plate: '粤B50002', source: 'camera' }, T0 + HOUR);
    await pay(stay.id, T0 + 2 * HOUR);
    const entries = await used();
    expect(entries).toEqual([{ action: 'stay.enter', before: { version: 1, usedAt: null }, after: { version: 1, usedAt: expect.any(String) } }]);
    expect(Date.parse(entries[0].after.usedAt)).toBe(T0);
  });

  it('prices by the /HolidayInfo calendar: a worked Saturday as a workday, a holiday and an ordinary weekend by the holiday rules', async () => {
    const [{ id: weekendLot }] = await db.query<{ id: number }>("INSERT INTO parking_lots (name, type) VALUES ('Weekend lot', 1) RETURNING id");
    const [rate] = await db.query<{ id: number }>("INSERT INTO rates (lot_id, kind, name) VALUES ($1, 1, 'Weekends 8.00') RETURNING id", [weekendLot]);
    const weekends: RateRules = { ...HOURLY, holiday: { weekends: true, rules: rates({ mode: 'perVisit', price: 800 }) } };
    await db.query("INSERT INTO rate_versions (rate_id, version, rules, effective_from, created_by, created_at) VALUES ($1, 1, $2, $3, 'test', $3)",
      [rate.id, JSON.stringify(weekends), isoAt(T0 - 30 * 24 * HOUR)]);
    await db.query("INSERT INTO holidays (day, name, kind) VALUES ('2026-11-07', 'Worked Saturday', 2), ('2026-11-09', 'Holiday Monday', 1)");
    const twoHours = async (plate: string, day: number) => {
      const entry = T0 + (day - 2) * 24 * HOUR;
      const { stay } = await run<{ stay: { id: number } }>(enterStay, { lotId: weekendLot, plate, source: 'camera' }, entry);
      return (await run<{ order: { receivable: number } }>(exitStay, { stayId: stay.id, source: 'camera' }, entry + 2 * HOUR)).order.receivable;
    };
    expect(await twoHours('粤B40001', 3)).toBe(400); // a Tuesday
    expect(await twoHours('粤B40002', 7)).toBe(400); // Saturday, worked: 2 h at 2.00
    expect(await twoHours('粤B40003', 8)).toBe(800); // Sunday: the weekend's visit
    expect(await twoHours('粤B40004', 9)).toBe(800); // Monday, a holiday
    expect(await twoHours('粤B40005', 14)).toBe(800); // an ordinary Saturday
  });

  it('adds up: receivable, paid, discounted and waived over many stays', async () => {
    for (let n = 0; n < 12; n += 1) {
      const { stay } = await enter(`粤B3${String(n).padStart(4, '0')}`, T0 + n * MINUTE);
      if (n % 3 === 0) await pay(stay.id, T0 + (n + 2) * HOUR, { amount: 100 });
      if (n % 4 === 0) await run(exitStay, { stayId: stay.id, source: 'camera' }, T0 + (n + 3) * HOUR);
    }
    const [sums] = await db.query<Record<string, number>>(
      `SELECT sum(receivable)::bigint AS receivable, sum(discount + waived + paid + due)::bigint AS parts,
              sum(paid)::bigint AS paid, (SELECT sum(amount)::bigint FROM payments p WHERE p.lot_id = $1) AS payments
       FROM orders WHERE lot_id = $1`, [lot]);
    expect(Number(sums.receivable)).toBe(Number(sums.parts));
    expect(Number(sums.paid)).toBe(Number(sums.payments));
  });
});
