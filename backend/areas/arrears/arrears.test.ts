// Arrears end to end through the real HTTP backend and the charging services: a stay leaving
// unpaid leaves an arrear; paid in part on /ArrearsList and the rest at another lot's pay station,
// it is recovered with the original order closed and the figures adding up; deleting one needs a
// reason, is audited, lands on /ArrearsDeleteRecord and never removes money booked; a lot's entry
// rule refuses or warns at the lane above its threshold; plates owing are ranked; on-street
// arrears on /OverdueCarPayment; a user sees only his lots' arrears.
import { ARREAR_STATE } from '../../../lib/parking/arrears-machine';
import { ORDER_STATE } from '../../../lib/parking/order-machine';
import { STAY_STATE } from '../../../lib/parking/stay-machine';
import { ARREARS_SCREENS } from '../../../lib/areas/arrears/screens';
import { LANE_DIRECTION, laneCapture, type LaneDevice } from '../charging/lanes';
import { stationPayment } from '../charging/pay-station';
import { correctStayPlate, exitStay } from '../charging/stays';
import type { Db } from '../../db';
import { runService } from '../../kernel/service';
import { HOUR, addLot, addRate, enter } from '../../test/orders-fixtures';
import { DEMO_PASSWORD, codeOf, msgOf, statusOf, testDatabases, type TestBackend } from '../../test/harness';
import { useTestBackend } from '../../test/use-backend';
import { addLotScopedUser } from '../../test/lot-scoped-user';
import { screenCalls, refusedFields, type Row } from '../../test/screen-calls';

jest.setTimeout(60_000);

const SYSTEM = { name: 'test', userId: null };

describe.each(testDatabases())('arrears on $name', (database) => {
  let db: Db;
  let t: TestBackend;
  const tokens: Record<string, string> = {};
  const lots: Record<string, number> = {};
  const lanes: Record<string, LaneDevice> = {};
  const { call, ok, list, create, update, rowAction } = screenCalls({ backend: () => t, tokens, screens: ARREARS_SCREENS, pageSize: 100 });
  let plateNo = 0;
  const plate = () => `粤C${String((plateNo += 1)).padStart(5, '0')}`;
  const now = () => t.clock.now();

  /** A vehicle `hours` in `lot` leaves by the camera without paying (2.00 per started hour). */
  async function leftUnpaid(p: string, hours: number, lot = lots.North, berthId: number | null = null): Promise<number> {
    const stay = await enter(db, lot, p, now() - hours * HOUR, berthId);
    await db.transaction((tx) => runService(tx, exitStay, { stayId: stay.id, source: 'camera' }, SYSTEM, { at: now() }));
    return stay.id;
  }
  const arrearOf = async (p: string, user = 'admin') => (await list('arrear', { plate: p }, user)).rows[0];
  const press = (action: string, id: number, values: Record<string, unknown>, key: string, user = 'admin', language?: 'zh-CN' | 'en-US') =>
    call('arrear', action, { ids: [id], values, idempotencyKey: key }, user, language);
  const orderOf = async (stayId: number) => (await db.query<{ receivable: number; discount: number; waived: number; paid: number; due: number; state: number }>(
    'SELECT receivable, discount, waived, paid, due, state FROM orders WHERE stay_id = $1', [stayId]))[0];
  const stayState = async (stayId: number) => (await db.query<{ state: number }>('SELECT state FROM stays WHERE id = $1', [stayId]))[0].state;
  const payments = (stayId: number) => db.query<{ amount: number; channel: string }>('SELECT amount, channel FROM payments WHERE stay_id = $1 ORDER BY id', [stayId]);
  const capture = (lot: string, p: string) => db.transaction((tx) => laneCapture(tx, lanes[lot], { plate: p, color: 'blue' }, now()));

  useTestBackend(database, { tokens, timeoutMs: 120_000 }, async (env) => {
    ({ db, t } = env);
    for (const name of ['North', 'South']) {
      lots[name] = await addLot(db, `${name} lot`);
      await addRate(db, lots[name]);
      const [{ id }] = await db.query<{ id: number }>(
        'INSERT INTO lane_devices (serial, lot_id, lane_name, direction, kind) VALUES ($1, $2, $3, $4, 1) RETURNING id',
        [`ARR-IN-${name}`, lots[name], 'In 1', LANE_DIRECTION.entrance]);
      lanes[name] = { id, serial: `ARR-IN-${name}`, lotId: lots[name], laneName: 'In 1', direction: LANE_DIRECTION.entrance };
    }
  });

  it('makes an arrear of an unpaid exit; paid in part here and the rest at another lot, it is recovered and the order closed', async () => {
    const p = plate();
    const stayId = await leftUnpaid(p, 2.5); // three started hours: 6.00
    const arrear = await arrearOf(p);
    expect(arrear).toMatchObject({
      lotName: 'North lot', amount: 600, paid: 0, owed: 600, state: ARREAR_STATE.unpaid, closedAt: null, plateColor: 'blue',
    });
    expect(arrear.orderNo).toMatch(/^T\d{14}$/);
    expect(await stayState(stayId)).toBe(STAY_STATE.unpaidExit);

    // Part paid in the console; the same press again books once.
    const first = await ok(press('pay', arrear.id, { channel: 'cash', payAmount: 200 }, 'arrear-pay-0001'));
    expect(await ok(press('pay', arrear.id, { channel: 'cash', payAmount: 200 }, 'arrear-pay-0001'))).toEqual(first);
    expect(await arrearOf(p)).toMatchObject({ paid: 200, owed: 400, state: ARREAR_STATE.unpaid });
    const tooMuch = await press('pay', arrear.id, { channel: 'cash', payAmount: 401 }, 'arrear-pay-0002');
    expect([codeOf(tooMuch), msgOf(tooMuch)]).toEqual(['paymentExceedsDue', 'The amount is more than what is due (4.00).']);
    expect(refusedFields(await press('pay', arrear.id, { payAmount: 100 }, 'arrear-pay-0003'))).toEqual({ channel: 'blank' });

    // The driver pays the rest at the South lot's pay station (no stay of the plate there); a report sent twice books once.
    const paidAt = { serial: 'ARR-PAY-S', lotId: lots.South };
    const booked = await db.transaction((tx) => stationPayment(tx, paidAt, { txnNo: 'S0001', plate: p, amount: 500, method: 'cash' }, now()));
    expect(booked).toMatchObject({ amount: 400, due: 0, orderState: ORDER_STATE.paid, stayState: STAY_STATE.arrearsRecovered });
    await db.transaction((tx) => stationPayment(tx, paidAt, { txnNo: 'S0001', plate: p, amount: 500, method: 'cash' }, now()));
    expect(await payments(stayId)).toEqual([{ amount: 200, channel: 'cash' }, { amount: 400, channel: 'payStation' }]);
    expect(await orderOf(stayId)).toEqual({ receivable: 600, discount: 0, waived: 0, paid: 600, due: 0, state: ORDER_STATE.paid });
    expect(await arrearOf(p)).toMatchObject({
      amount: 600, paid: 600, owed: 0, state: ARREAR_STATE.recovered, recoveredChannel: 'payStation', recoveredLotName: 'South lot',
      closedBy: 'device:payStation:ARR-PAY-S',
    });
    // Nothing left to pay: refused with the arrear's own message, in both languages.
    const again = await press('pay', arrear.id, { channel: 'cash' }, 'arrear-pay-0004');
    expect([statusOf(again), codeOf(again), msgOf(again)]).toEqual([400, 'arrearRefusedPay', 'This arrear is already recovered or deleted: nothing to pay.']);
    expect(msgOf(await press('pay', arrear.id, { channel: 'cash' }, 'arrear-pay-0005', 'admin', 'zh-CN'))).toBe('该欠费已补缴或已删除，不能再缴费。');
    // Nothing owed any more: a station payment finds no arrear.
    expect(await db.transaction((tx) => stationPayment(tx, paidAt, { txnNo: 'S0002', plate: p, amount: 100, method: 'cash' }, now()))).toBeNull();
  });

  it('recovers an arrear paid online by its order number (UserCompletePay)', async () => {
    const p = plate();
    const stayId = await leftUnpaid(p, 0.5);
    const arrear = await arrearOf(p);
    await ok(t.call('UserCompletePay', { orderNo: arrear.orderNo, channel: 'wechat', place: 'online', channelTxnNo: 'WX-ARR-1', amount: 200 }));
    expect(await arrearOf(p)).toMatchObject({ state: ARREAR_STATE.recovered, recoveredChannel: 'wechat', recoveredLotName: null, owed: 0 });
    expect(await stayState(stayId)).toBe(STAY_STATE.arrearsRecovered);
  });

  it('deletes an arrear only with a reason, audited, the rest written off and the money booked kept', async () => {
    const p = plate();
    const stayId = await leftUnpaid(p, 2.5);
    const arrear = await arrearOf(p);
    await ok(press('pay', arrear.id, { channel: 'cash', payAmount: 250 }, 'arrear-void-0001'));

    expect(refusedFields(await press('void', arrear.id, {}, 'arrear-void-0002'))).toEqual({ reason: 'blank' });
    expect(refusedFields(await press('void', arrear.id, { reason: '   ' }, 'arrear-void-0003'))).toEqual({ reason: 'blank' });
    expect(await arrearOf(p)).toMatchObject({ state: ARREAR_STATE.unpaid, owed: 350 });

    await ok(press('void', arrear.id, { reason: 'Plate misread at the exit' }, 'arrear-void-0004'));
    expect(await arrearOf(p)).toMatchObject({ state: ARREAR_STATE.void, closedBy: 'admin', paid: 250, owed: 0 });
    // The payment stays; what was still owed is waived with the reason; the figures add up.
    expect(await payments(stayId)).toEqual([{ amount: 250, channel: 'cash' }]);
    expect(await orderOf(stayId)).toEqual({ receivable: 600, discount: 0, waived: 350, paid: 250, due: 0, state: ORDER_STATE.paid });
    const [record] = (await list('arrearVoid', { plate: p })).rows;
    expect(record).toMatchObject({ amount: 600, paid: 250, voidedDue: 350, voidReason: 'Plate misread at the exit', closedBy: 'admin', lotName: 'North lot' });
    const audit = await db.query<{ action: string; actor: string; before: { state: number }; after: { state: number; void_reason: string } }>(
      "SELECT action, actor, before, after FROM audit_log WHERE entity = 'arrear' AND entity_id = $1 AND action = 'arrears.void'", [arrear.id]);
    expect(audit.map((a) => [a.actor, a.before.state, a.after.state, a.after.void_reason])).toEqual([['admin', 0, 2, 'Plate misread at the exit']]);
    const detail = await ok<{ sections: Record<string, Row[]>; audit: { action: string }[] }>(call('arrear', 'detail', { id: arrear.id }));
    expect(detail.sections.reductions.map((r) => [r.kind, r.amount, r.reason])).toEqual([['waive', 350, 'Plate misread at the exit']]);
    expect(detail.audit.map((a) => a.action)).toEqual(expect.arrayContaining(['stay.exit', 'arrears.void']));

    // Deleted once: a second deletion or a payment is refused, nothing changes.
    const twice = await press('void', arrear.id, { reason: 'Again' }, 'arrear-void-0005');
    expect([codeOf(twice), msgOf(twice)]).toEqual(['arrearRefusedVoid', 'Only an unpaid arrear can be deleted.']);
    expect(codeOf(await press('pay', arrear.id, { channel: 'cash' }, 'arrear-void-0006'))).toBe('arrearRefusedPay');
    expect((await list('arrearVoid', { plate: p })).total).toBe(1);
  });

  it('reminds an unpaid arrear by SMS from a template, to the vehicle\'s phone or one typed', async () => {
    const p = plate();
    await leftUnpaid(p, 1.5);
    const arrear = await arrearOf(p);
    const [{ id: template }] = await db.query<{ id: number }>(
      "INSERT INTO sms_templates (code, name, content) VALUES ('9301', 'Arrears', '{plate} owes {amount} at {lot}, order {orderNo}.') RETURNING id");
    const [{ id: off }] = await db.query<{ id: number }>("INSERT INTO sms_templates (code, name, content, status) VALUES ('9302', 'Old', 'x', 0) RETURNING id");
    const options = await ok<{ options: { value: number; label: string }[] }>(call('arrear', 'options', { field: 'remindTemplateId' }));
    expect(JSON.stringify(options)).toContain('9301 Arrears');
    expect(JSON.stringify(options)).not.toContain('9302 Old');

    const noPhone = await rowAction('arrear', 'remind', [arrear.id], { remindTemplateId: template });
    expect([codeOf(noPhone), msgOf(noPhone)]).toEqual(['arrearNoPhone', 'No phone number for this plate: type one in.']);
    expect(codeOf(await rowAction('arrear', 'remind', [arrear.id], { remindTemplateId: off, phone: '13800001111' }))).toBe('arrearTemplateDisabled');
    expect(refusedFields(await rowAction('arrear', 'remind', [arrear.id], { remindTemplateId: template, phone: 'call me' }))).toEqual({ phone: 'phone' });

    await db.query("INSERT INTO vehicles (plate, phone) VALUES ($1, '13900002222')", [p]);
    await ok(rowAction('arrear', 'remind', [arrear.id], { remindTemplateId: template }));
    await ok(rowAction('arrear', 'remind', [arrear.id], { remindTemplateId: template, phone: '13800001111' }));
    expect(await arrearOf(p)).toMatchObject({ reminders: 2, remindTemplateId: template, state: ARREAR_STATE.unpaid });
    const detail = await ok<{ sections: Record<string, Row[]> }>(call('arrear', 'detail', { id: arrear.id }));
    expect(detail.sections.reminders.map((r) => [r.phone, r.content, r.state, r.createdBy])).toEqual([
      ['13900002222', `${p} owes 4.00 at North lot, order ${arrear.orderNo}.`, 'queued', 'admin'],
      ['13800001111', `${p} owes 4.00 at North lot, order ${arrear.orderNo}.`, 'queued', 'admin'],
    ]);
    // Paid: no more reminders.
    await ok(press('pay', arrear.id, { channel: 'cash' }, 'arrear-remind-0001'));
    expect(codeOf(await rowAction('arrear', 'remind', [arrear.id], { remindTemplateId: template }))).toBe('arrearRefusedRemind');
  });

  it('refuses or warns at a linked lot\'s entrance when a plate owes more than its rule allows', async () => {
    const p = plate();
    await leftUnpaid(p, 2.5); // owes 6.00 at North
    // No rule at South yet: in.
    expect((await capture('South', p)).decision).toBe('open');
    await db.query("UPDATE stays SET state = $2 WHERE plate = $1 AND lot_id = $3 AND state = 0", [p, STAY_STATE.repeatEntry, lots.South]);

    const rule = await create('arrearsEntryRule', { name: 'South owing', lotId: lots.South, mode: 'refuse', threshold: 500, status: 1 });
    expect(rule).toMatchObject({ lotName: 'South lot', threshold: 500, mode: 'refuse' });
    expect(refusedFields(await call('arrearsEntryRule', 'create', { values: { name: 'Second', lotId: lots.South, mode: 'warn', threshold: 0, status: 1 } })))
      .toEqual({ lotId: 'unique' });
    const refused = await capture('South', p);
    expect([refused.decision, refused.stayId]).toEqual(['refused', null]);
    const [passage] = await db.query<{ decision: string; reason: string }>('SELECT decision, reason FROM passages WHERE id = $1', [refused.passageId]);
    expect(passage).toEqual({ decision: 'refused', reason: 'arrears' });

    // At the threshold it is let in; warned above it with mode warn.
    await update('arrearsEntryRule', rule.id, { name: 'South owing', lotId: lots.South, mode: 'refuse', threshold: 600, status: 1 });
    const atThreshold = await capture('South', p);
    expect([atThreshold.decision, (await db.query<{ reason: string | null }>('SELECT reason FROM passages WHERE id = $1', [atThreshold.passageId]))[0].reason]).toEqual(['open', null]);
    await update('arrearsEntryRule', rule.id, { name: 'South owing', lotId: lots.South, mode: 'warn', threshold: 0, status: 1 });
    const warned = await capture('South', p);
    expect(warned.decision).toBe('open');
    expect(warned.stayId).toEqual(expect.any(Number));
    expect((await db.query<{ reason: string }>('SELECT reason FROM passages WHERE id = $1', [warned.passageId]))[0].reason).toBe('arrearsWarning');
    // A disabled rule does not count; a plate that owes nothing is never held.
    await update('arrearsEntryRule', rule.id, { name: 'South owing', lotId: lots.South, mode: 'refuse', threshold: 0, status: 0 });
    expect((await capture('South', plate())).decision).toBe('open');
    await update('arrearsEntryRule', rule.id, { name: 'South owing', lotId: lots.South, mode: 'refuse', threshold: 0, status: 1 });
    expect((await capture('South', plate())).decision).toBe('open');
    await db.query('DELETE FROM arrears_entry_rules WHERE id = $1', [rule.id]);
  });

  it('ranks the plates owing by amount and by count, and follows a corrected plate', async () => {
    const [often, most] = [plate(), plate()];
    await leftUnpaid(often, 0.5);
    await leftUnpaid(often, 0.5);
    await leftUnpaid(often, 0.5);
    const stayId = await leftUnpaid('粤C99X99', 4.5); // misread; corrected to `most`
    await db.transaction((tx) => runService(tx, correctStayPlate, { stayId, plate: most, reason: 'Misread' }, SYSTEM, { at: now() }));
    expect((await list('arrear', { plate: most })).rows.map((r) => r.amount)).toEqual([1000]);
    const ranked = (await list('owedPlate', { lotId: lots.North })).rows.filter((r) => [often, most].includes(String(r.plate)));
    expect(ranked.map((r) => [r.plate, r.arrears, r.owed])).toEqual([[most, 1, 1000], [often, 3, 600]]);
    const byCount = (await list('owedPlate', { lotId: lots.North }, 'admin', { field: 'arrears', direction: 'desc' })).rows;
    expect(byCount[0]).toMatchObject({ plate: often, arrears: 3, amount: 600, lotName: 'North lot' });
    // Exported in integer fen, as listed; nobody writes arrears or their ranking by hand.
    expect(await ok(call('owedPlate', 'export', { startIndex: 1, endIndex: 10, filters: { plate: often } })))
      .toMatchObject({ total: 1, rows: [{ plate: often, arrears: 3, amount: 600, owed: 600 }] });
    expect(await ok(call('arrear', 'export', { startIndex: 1, endIndex: 10, filters: { plate: most } })))
      .toMatchObject({ total: 1, rows: [{ plate: most, amount: 1000, owed: 1000 }] });
    for (const entity of ['arrear', 'owedPlate', 'arrearVoid']) {
      expect([entity, statusOf(await call(entity, 'create', { values: { plate: most, amount: 1 } }))]).toEqual([entity, 404]); // no create operation is offered
    }
  });

  it('lists on-street arrears on /OverdueCarPayment and the orders behind arrears on /ArrearsOrder', async () => {
    const [{ id: street }] = await db.query<{ id: number }>("INSERT INTO streets (lot_id, name) VALUES ($1, 'Harbour Road') RETURNING id", [lots.North]);
    const [{ id: berth }] = await db.query<{ id: number }>("INSERT INTO berths (lot_id, street_id, number) VALUES ($1, $2, 'H01') RETURNING id", [lots.North, street]);
    const p = plate();
    await leftUnpaid(p, 1.5, lots.North, berth);
    const [row] = (await list('overdueCarPayment', { plate: p })).rows;
    expect(row).toMatchObject({ streetName: 'Harbour Road', berthNumber: 'H01', owed: 400 });
    expect((await list('overdueCarPayment', { plate: 'C00001' })).total).toBe(0); // off-street arrears are not here
    const [order] = (await list('arrearsOrder', { plate: p })).rows;
    expect(order).toMatchObject({ receivable: 400, paid: 0, due: 400, orderState: ORDER_STATE.unpaid, state: ARREAR_STATE.unpaid });
    await ok(call('overdueCarPayment', 'pay', { ids: [row.id], values: { channel: 'pos', channelTxnNo: 'POS-1' }, idempotencyKey: 'overdue-pay-0001' }));
    expect((await list('arrearsOrder', { plate: p })).rows[0]).toMatchObject({ paid: 400, due: 0, orderState: ORDER_STATE.paid, state: ARREAR_STATE.recovered });
  });

  it('shows a user only the arrears of his lots, and lets him act on no other', async () => {
    await addLotScopedUser(db, { login: 'northdebt', name: 'North arrears', directories: [10, 8], pages: ARREARS_SCREENS.map((s) => s.menuId), lots: [lots.North] });
    tokens.north = await t.signIn('northdebt', DEMO_PASSWORD);

    const [north, south] = [plate(), plate()];
    await leftUnpaid(north, 0.5, lots.North);
    await leftUnpaid(south, 0.5, lots.South);
    const southArrear = await arrearOf(south);
    await ok(press('void', (await arrearOf(north)).id, { reason: 'Test' }, 'scope-void-0001'));
    await ok(press('void', southArrear.id, { reason: 'Test' }, 'scope-void-0002'));
    await leftUnpaid(south, 0.5, lots.South);
    const lotsOf = (rows: Row[]) => [...new Set(rows.map((r) => r.lotName))].sort();
    for (const entity of ['arrear', 'owedPlate', 'arrearVoid', 'arrearsOrder']) {
      expect([entity, lotsOf((await list(entity)).rows)]).toEqual([entity, ['North lot', 'South lot']]);
      expect([entity, lotsOf((await list(entity, {}, 'north')).rows)]).toEqual([entity, ['North lot']]);
    }
    expect((await list('arrear', { plate: south }, 'north')).total).toBe(0);
    const open = (await list('arrear', { plate: south, state: ARREAR_STATE.unpaid })).rows[0];
    expect(statusOf(await press('pay', open.id, { channel: 'cash' }, 'scope-pay-0003', 'north'))).toBe(404);
    expect(statusOf(await call('arrear', 'detail', { id: open.id }, 'north'))).toBe(404);
    expect((await arrearOf(south)).state).toBe(ARREAR_STATE.unpaid);
  });
});
