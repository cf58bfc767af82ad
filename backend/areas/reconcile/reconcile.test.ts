// A day reconciled end to end on PGlite (and PostgreSQL with DATABASE_URL): payments made through
// the charging services, statements written by lib/reconcile's writers in the channels' real
// formats, imported by the reconcile.import service. One of each difference kind; a payment the
// day's file lacks pooled and cleared by the next day's file, another expiring into a
// missingChannel difference; the same file again and a malformed file changing nothing; a later,
// different file repeating rows already reconciled (each skipped and counted as repeated); revoked
// payments with and without a payment of ours; a difference handled once with a decision and a reason.
import { POOL_STATE } from '../../../lib/parking/reconcile-machine';
import { alipayFee, alipayStatementZip } from '../../../lib/areas/reconcile/statements/alipay-writer';
import { StatementError } from '../../../lib/areas/reconcile/statements/errors';
import { testMeta } from '../../../lib/areas/reconcile/statements/fixtures';
import type { StatementRow } from '../../../lib/areas/reconcile/statements/types';
import { weChatBillText, weChatFee } from '../../../lib/areas/reconcile/statements/wechat-writer';
import { bookPayment } from '../charging/payments';
import type { Db } from '../../db';
import { runService } from '../../kernel/service';
import { quoteStay } from '../orders/quote';
import { AshxFailure } from '../../kernel/failures';
import { testDatabases } from '../../test/harness';
import { useTestDatabase } from '../../test/use-backend';
import { HOUR, addLot, addRate, enter } from '../../test/orders-fixtures';
import { handleDifference } from './handle';
import { importStatement, type ImportResult } from './import';

jest.setTimeout(120_000);

const ACTOR = { name: 'finance', userId: null };
const D1 = '2026-11-24';
const at = (day: string, time: string) => Date.parse(`${day}T${time}+08:00`);
const nextDay = (day: string, n = 1) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

describe.each(testDatabases())('reconciliation on $name', (database) => {
  let db: Db;
  let lot: number;
  let plates = 0;
  let keys = 0;

  useTestDatabase(database, { migrate: true }, async (env) => {
    ({ db } = env);
    lot = await addLot(db, 'North lot');
    await addRate(db, lot);
  });

  /** A vehicle parked two hours (4.00 due) until `paidAt`, its order made: the order number. */
  async function order(paidAt: number): Promise<{ stayId: number; orderNo: string }> {
    const stay = await enter(db, lot, `粤B${String((plates += 1)).padStart(5, '0')}`, paidAt - 2 * HOUR + 60_000);
    const quote = await db.transaction((tx) => runService(tx, quoteStay, { stayId: stay.id }, ACTOR, { at: paidAt }));
    return { stayId: stay.id, orderNo: String((quote as { orderNo: string }).orderNo) };
  }

  /** Paid through the channel at `paidAt` with transaction `txn`: the order number. */
  async function paid(channel: 'wechat' | 'alipay', txn: string, paidAt: number): Promise<string> {
    const { stayId, orderNo } = await order(paidAt);
    await db.transaction((tx) => runService(tx, bookPayment, { stayId, channel, place: 'online', channelTxnNo: txn }, ACTOR,
      { at: paidAt, idempotencyKey: `pay-key-${(keys += 1)}` }));
    return orderNo;
  }

  const row = (channel: 'wechat' | 'alipay', txn: string, orderNo: string, amount: number, day: string, time = '10:00:00'): StatementRow =>
    ({ kind: 'payment', channelTxnNo: txn, orderNo, amount, fee: channel === 'wechat' ? weChatFee(amount) : alipayFee(amount), at: `${day} ${time}`, subject: '停车费' });
  const weChatFile = (day: string, rows: StatementRow[]) => Buffer.from(weChatBillText(testMeta('wechat', day), rows));
  const importFile = (channel: 'wechat' | 'alipay', day: string, source: Buffer, fileName = `${channel}-${day}.csv`) =>
    db.transaction((tx) => runService(tx, importStatement, { channel, day, fileName, source }, ACTOR, { at: Date.now() })) as Promise<ImportResult>;
  const differences = (day: string) => db.query<{ kind: string; order_no: string; our_amount: number | null; their_amount: number | null; row_id: number | null; payment_id: number | null }>(
    "SELECT kind, order_no, our_amount::int, their_amount::int, row_id, payment_id FROM reconcile_differences WHERE channel = 'wechat' AND day = $1 ORDER BY id", [day]);
  const counts = async () => (await db.query<{ n: string }>(`SELECT concat_ws(',',
    (SELECT count(*) FROM reconcile_batches), (SELECT count(*) FROM reconcile_rows), (SELECT count(*) FROM reconcile_pool),
    (SELECT count(*) FROM reconcile_differences), (SELECT count(*) FROM audit_log), (SELECT string_agg(state::text, '') FROM reconcile_pool)) AS n`))[0].n;

  it('classifies a WeChat day with one of each difference kind; the pool clears and expires over the next days', async () => {
    const matched = await paid('wechat', 'WX0001', at(D1, '09:00:00'));
    const higher = await paid('wechat', 'WX0002', at(D1, '09:10:00'));
    const lower = await paid('wechat', 'WX0003', at(D1, '09:20:00'));
    const fee = await paid('wechat', 'WX0004', at(D1, '09:30:00'));
    const unpaid = (await order(at(D1, '09:40:00'))).orderNo;
    const late = await paid('wechat', 'WX0007', at(D1, '23:59:50'));
    const lost = await paid('wechat', 'WX0008', at(D1, '12:00:00'));
    const day1 = [
      row('wechat', 'WX0001', matched, 400, D1), row('wechat', 'WX0002', higher, 300, D1), row('wechat', 'WX0003', lower, 500, D1),
      { ...row('wechat', 'WX0004', fee, 400, D1), fee: 9 }, row('wechat', 'WX0005', unpaid, 400, D1), row('wechat', 'WX0006', 'T00000000000099', 400, D1),
    ];
    const first = await importFile('wechat', D1, weChatFile(D1, day1));
    expect(first).toMatchObject({ repeated: false, rows: 6, matched: 1, differences: 5, pooled: 2, cleared: 0 });
    expect(await differences(D1)).toEqual([
      expect.objectContaining({ kind: 'oursHigher', order_no: higher, our_amount: 400, their_amount: 300 }),
      expect.objectContaining({ kind: 'oursLower', order_no: lower, our_amount: 400, their_amount: 500 }),
      expect.objectContaining({ kind: 'feeDiffers', order_no: fee, our_amount: 400, their_amount: 400 }),
      expect.objectContaining({ kind: 'statusDiffers', order_no: unpaid, our_amount: null, their_amount: 400, payment_id: null }),
      expect.objectContaining({ kind: 'missingOurs', order_no: 'T00000000000099', our_amount: null, payment_id: null }),
    ]);
    // Both sides are kept: the statement row, and our payment where there is one.
    expect((await differences(D1)).every((d) => d.row_id !== null)).toBe(true);

    // The next day's file carries the payment completed after midnight: cleared from the pool.
    const D2 = nextDay(D1);
    const second = await importFile('wechat', D2, weChatFile(D2, [row('wechat', 'WX0007', late, 400, D2, '00:00:03')]));
    expect(second).toMatchObject({ rows: 1, matched: 1, differences: 0, pooled: 0, cleared: 1 });
    const pool = await db.query<{ state: number }>('SELECT state FROM reconcile_pool ORDER BY payment_id');
    expect(pool.map((p) => p.state)).toEqual([POOL_STATE.cleared, POOL_STATE.waiting]);

    // Still missing after the pool's wait (three later days' files): the channel's statement lacks it.
    await importFile('wechat', nextDay(D1, 2), weChatFile(nextDay(D1, 2), []));
    const fourth = await importFile('wechat', nextDay(D1, 3), weChatFile(nextDay(D1, 3), []));
    expect(fourth).toMatchObject({ rows: 0, differences: 1 });
    const [missing] = await db.query<{ kind: string; order_no: string; our_amount: number; row_id: number | null }>(
      "SELECT kind, order_no, our_amount::int, row_id FROM reconcile_differences WHERE day = $1", [nextDay(D1, 3)]);
    expect(missing).toEqual({ kind: 'missingChannel', order_no: lost, our_amount: 400, row_id: null });
  });

  it('the same file again changes nothing; so does a malformed file, refused at its line', async () => {
    const D = '2026-12-01';
    const orderNo = await paid('wechat', 'WX1001', at(D, '10:00:00'));
    const file = weChatFile(D, [row('wechat', 'WX1001', orderNo, 400, D)]);
    const first = await importFile('wechat', D, file);
    const D2 = '2026-12-02';
    const other = await paid('wechat', 'WX1002', at(D2, '10:00:00'));
    const before = await counts();
    expect(await importFile('wechat', D, file)).toEqual({ ...first, repeated: true });
    expect(await counts()).toBe(before);

    const good = weChatBillText(testMeta('wechat', D2), [row('wechat', 'WX1002', other, 400, D2), row('wechat', 'WX1003', other, 400, D2)]).split('\r\n');
    const bad = [...good.slice(0, 2), good[2].replace('`4.00', '`4.0O'), ...good.slice(3)].join('\r\n');
    const refused = await importFile('wechat', D2, Buffer.from(bad)).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(StatementError);
    expect(refused).toMatchObject({ key: 'statementBadAmount', line: 3 });
    expect(await counts()).toBe(before);
    // Another file of a day already reconciled is refused too.
    const again = await importFile('wechat', D, weChatFile(D, [])).catch((e: unknown) => e);
    expect(again).toMatchObject({ key: 'statementDayReconciled' });
    expect(await counts()).toBe(before);
  });

  it('reconciles an Alipay day from its GBK zip', async () => {
    const D = '2026-12-05';
    const orderNo = await paid('alipay', '2026120522001', at(D, '08:00:00'));
    const zip = await alipayStatementZip(testMeta('alipay', D), [row('alipay', '2026120522001', orderNo, 400, D)]);
    expect(await importFile('alipay', D, zip, 'statement.zip')).toMatchObject({ rows: 1, matched: 1, differences: 0, pooled: 0 });
    const cut = await importFile('alipay', '2026-12-06', zip.subarray(0, zip.length - 10)).catch((e: unknown) => e);
    expect(cut).toMatchObject({ key: 'statementBadZip' });
  });

  it('pairs refund rows with our refunds carried out, by our refund number', async () => {
    const D = '2026-12-10';
    const orderNo = await paid('wechat', 'WX2001', at(D, '09:00:00'));
    const [payment] = await db.query<{ id: string; order_id: string; lot_id: number; plate: string }>("SELECT id, order_id, lot_id, plate FROM payments WHERE channel_txn_no = 'WX2001'");
    // A refund as the refunds area records one carried out (its own service lives on its branch).
    await db.query(`INSERT INTO refunds (refund_no, payment_id, order_id, lot_id, plate, channel, amount, state, reason, requested_by, requested_at, refunded_at, updated_at)
      VALUES ('RF0001', $1, $2, $3, $4, 'wechat', 100, 4, 'test', 'test', now(), now(), now())`, [payment.id, payment.order_id, payment.lot_id, payment.plate]);
    const refundRow = (refundNo: string, amount: number): StatementRow => ({ ...row('wechat', 'WX2001', orderNo, amount, D, '11:00:00'), kind: 'refund', refundNo, channelRefundNo: `50${refundNo}` });
    const result = await importFile('wechat', D, weChatFile(D, [row('wechat', 'WX2001', orderNo, 400, D), refundRow('RF0001', 100), refundRow('RF0002', 50)]));
    expect(result).toMatchObject({ rows: 3, matched: 2, differences: 1 });
    const [missing] = await db.query("SELECT kind, row_kind, their_amount::int FROM reconcile_differences WHERE day = $1", [D]);
    expect(missing).toEqual({ kind: 'missingOurs', row_kind: 'refund', their_amount: 50 });
  });

  it('pools our refunds a day\'s statement lacks: a later day\'s file clears one, another expires into a missingChannel difference', async () => {
    const D = '2026-12-20';
    const refundedOn = async (txn: string, refundNo: string, amount: number, refundedAt: number) => {
      const orderNo = await paid('wechat', txn, at(D, '08:00:00'));
      const [payment] = await db.query<{ id: string; order_id: string; lot_id: number; plate: string }>('SELECT id, order_id, lot_id, plate FROM payments WHERE channel_txn_no = $1', [txn]);
      await db.query(`INSERT INTO refunds (refund_no, payment_id, order_id, lot_id, plate, channel, amount, state, reason, requested_by, requested_at, refunded_at, updated_at)
        VALUES ($1, $2, $3, $4, $5, 'wechat', $6, 4, 'test', 'test', $7, $7, $7)`, [refundNo, payment.id, payment.order_id, payment.lot_id, payment.plate, amount, new Date(refundedAt).toISOString()]);
      return orderNo;
    };
    // Refunded late on D: WeChat completes it after midnight, so D+1's file carries it.
    const late = await refundedOn('WX3001', 'RF3001', 150, at(D, '23:59:58'));
    // Refunded on D and never on any statement.
    const lost = await refundedOn('WX3002', 'RF3002', 120, at(D, '15:00:00'));
    const refundRow = (txn: string, orderNo: string, refundNo: string, amount: number, day: string, time: string): StatementRow =>
      ({ ...row('wechat', txn, orderNo, amount, day, time), kind: 'refund', refundNo, channelRefundNo: `50${refundNo}` });
    const poolStates = async () => (await db.query<{ refund_no: string; state: number }>(
      "SELECT f.refund_no, q.state FROM reconcile_refund_pool q JOIN refunds f ON f.id = q.refund_id WHERE f.refund_no LIKE 'RF300%' ORDER BY f.refund_no")).map((q) => [q.refund_no, q.state]);

    const first = await importFile('wechat', D, weChatFile(D, [row('wechat', 'WX3001', late, 400, D, '08:00:00'), row('wechat', 'WX3002', lost, 400, D, '08:00:00')]));
    expect(first).toMatchObject({ rows: 2, matched: 2, differences: 0, pooled: 2, cleared: 0 });
    expect(await poolStates()).toEqual([['RF3001', POOL_STATE.waiting], ['RF3002', POOL_STATE.waiting]]);

    const D2 = nextDay(D);
    const second = await importFile('wechat', D2, weChatFile(D2, [refundRow('WX3001', late, 'RF3001', 150, D2, '00:00:05')]));
    expect(second).toMatchObject({ rows: 1, matched: 1, differences: 0, pooled: 0, cleared: 1 });
    expect(await poolStates()).toEqual([['RF3001', POOL_STATE.cleared], ['RF3002', POOL_STATE.waiting]]);

    await importFile('wechat', nextDay(D, 2), weChatFile(nextDay(D, 2), []));
    const fourth = await importFile('wechat', nextDay(D, 3), weChatFile(nextDay(D, 3), []));
    expect(fourth).toMatchObject({ differences: 1 });
    expect(await poolStates()).toEqual([['RF3001', POOL_STATE.cleared], ['RF3002', POOL_STATE.expired]]);
    const [missing] = await db.query('SELECT kind, row_kind, order_no, our_amount::int, row_id, refund_id IS NOT NULL AS has_refund FROM reconcile_differences WHERE day = $1', [nextDay(D, 3)]);
    expect(missing).toEqual({ kind: 'missingChannel', row_kind: 'refund', order_no: lost, our_amount: 120, row_id: null, has_refund: true });
    const audits = await db.query("SELECT count(*)::int AS n FROM audit_log WHERE entity = 'reconcileRefundPool'");
    expect(audits[0].n).toBe(4); // pooled twice, cleared once, expired once
  });

  it('a later, different file repeating rows already reconciled changes none of them: counted as repeated, no second difference, no pool change', async () => {
    const E = '2027-01-10';
    const E2 = nextDay(E);
    const matched = await paid('wechat', 'WX4001', at(E, '09:00:00'));
    const higher = await paid('wechat', 'WX4002', at(E, '09:10:00'));
    await paid('wechat', 'WX4003', at(E, '09:20:00')); // lacking from E's file: waits in the pool
    const refundNo = 'RF4001';
    const [payment] = await db.query<{ id: string; order_id: string; lot_id: number; plate: string }>("SELECT id, order_id, lot_id, plate FROM payments WHERE channel_txn_no = 'WX4001'");
    await db.query(`INSERT INTO refunds (refund_no, payment_id, order_id, lot_id, plate, channel, amount, state, reason, requested_by, requested_at, refunded_at, updated_at)
      VALUES ($1, $2, $3, $4, $5, 'wechat', 100, 4, 'test', 'test', $6, $6, $6)`, [refundNo, payment.id, payment.order_id, payment.lot_id, payment.plate, new Date(at(E, '11:00:00')).toISOString()]);
    const refundRow = (day: string, time: string): StatementRow => ({ ...row('wechat', 'WX4001', matched, 100, day, time), kind: 'refund', refundNo, channelRefundNo: `50${refundNo}` });
    const first = await importFile('wechat', E, weChatFile(E, [row('wechat', 'WX4001', matched, 400, E), row('wechat', 'WX4002', higher, 300, E), refundRow(E, '11:00:00')]));
    expect(first).toMatchObject({ rows: 3, matched: 2, differences: 1, pooled: 1, cleared: 0 });
    // The difference handled before the later file arrives.
    const [open] = await db.query<{ id: string }>("SELECT id FROM reconcile_differences WHERE channel_txn_no = 'WX4002'");
    await db.transaction((tx) => runService(tx, handleDifference, { differenceId: Number(open.id), decision: 'writeOff', reason: 'Agreed with the payer' }, ACTOR, { at: Date.now() }));

    /** Everything the first import reconciled: its rows, every difference, both pools. */
    const reconciled = async () => JSON.stringify([
      await db.query('SELECT * FROM reconcile_rows WHERE batch_id = $1 ORDER BY id', [first.batchId]),
      await db.query('SELECT * FROM reconcile_differences ORDER BY id'),
      await db.query('SELECT * FROM reconcile_pool ORDER BY payment_id'),
      await db.query('SELECT * FROM reconcile_refund_pool ORDER BY refund_id'),
    ]);
    const before = await reconciled();
    const poolWaiting = await db.query("SELECT q.state FROM reconcile_pool q JOIN payments p ON p.id = q.payment_id WHERE p.channel_txn_no = 'WX4003'");
    expect(poolWaiting).toEqual([{ state: POOL_STATE.waiting }]);

    // The next day's file carries the three rows again (the channel resent them, dated that day) and one new payment.
    const fresh = await paid('wechat', 'WX4004', at(E2, '08:00:00'));
    const second = await importFile('wechat', E2, weChatFile(E2, [
      row('wechat', 'WX4001', matched, 400, E2, '00:10:00'), row('wechat', 'WX4002', higher, 300, E2, '00:11:00'), refundRow(E2, '00:12:00'),
      row('wechat', 'WX4004', fresh, 400, E2, '08:00:00'),
    ]));
    expect(second).toMatchObject({ repeated: false, rows: 4, matched: 1, differences: 0, pooled: 0, cleared: 0 });
    const [batch] = await db.query<{ payments: number; refunds: number; repeated_rows: number; matched: number; differences: number }>(
      'SELECT payments, refunds, repeated_rows, matched, differences FROM reconcile_batches WHERE id = $1', [second.batchId]);
    expect(batch).toEqual({ payments: 3, refunds: 1, repeated_rows: 3, matched: 1, differences: 0 });
    expect(await db.query<{ channel_txn_no: string }>('SELECT channel_txn_no FROM reconcile_rows WHERE batch_id = $1', [second.batchId])).toEqual([{ channel_txn_no: 'WX4004' }]);
    expect(await reconciled()).toBe(before);
  });

  it('rows sharing one 微信订单号 with other orders or amounts are each reconciled, none skipped as seen before', async () => {
    const F = '2027-02-01';
    const mine = await paid('wechat', 'WX5001', at(F, '09:00:00'));
    const other = await paid('wechat', 'WX5002', at(F, '09:05:00'));
    const result = await importFile('wechat', F, weChatFile(F, [
      row('wechat', 'WX5001', mine, 400, F),
      // The same transaction number naming another order of ours, and again our order at another amount.
      row('wechat', 'WX5001', other, 300, F, '10:01:00'),
      row('wechat', 'WX5001', mine, 100, F, '10:02:00'),
    ]));
    expect(result).toMatchObject({ rows: 3, matched: 1, pooled: 1 });
    const [batch] = await db.query<{ repeated_rows: number }>('SELECT repeated_rows FROM reconcile_batches WHERE id = $1', [result.batchId]);
    expect(batch.repeated_rows).toBe(0);
    expect(await db.query('SELECT order_no, amount::int FROM reconcile_rows WHERE batch_id = $1 ORDER BY line', [result.batchId]))
      .toEqual([{ order_no: mine, amount: 400 }, { order_no: other, amount: 300 }, { order_no: mine, amount: 100 }]);
    // The rows' differences (an earlier test's pool entry may expire on this day too, without a row).
    expect((await differences(F)).filter((d) => d.row_id !== null).map((d) => [d.kind, d.order_no, d.their_amount]))
      .toEqual([['statusDiffers', other, 300], ['oursHigher', mine, 100]]);
  });

  it('revoked payments (WeChat\'s 撤销): without a payment of ours both rows match; a payment of ours the channel revoked is a revokedPaid difference, pooled nowhere', async () => {
    const G = '2027-02-10';
    const held = await paid('wechat', 'WX6001', at(G, '09:00:00')); // booked here, revoked by the channel
    const never = (await order(at(G, '09:10:00'))).orderNo; // never booked: the booth saw the payment fail, WeChat revoked it
    const revokedOnly = await paid('wechat', 'WX6003', at(G, '09:20:00')); // the day's file carries only its revocation
    const revoked = (txn: string, orderNo: string, time: string): StatementRow => ({ ...row('wechat', txn, orderNo, 400, G, time), kind: 'revoked' });
    const result = await importFile('wechat', G, weChatFile(G, [
      row('wechat', 'WX6001', held, 400, G, '09:00:00'), revoked('WX6001', held, '09:01:00'),
      // The revocation before its payment row: the rows of a bill come in any order.
      revoked('WX6002', never, '09:11:00'), row('wechat', 'WX6002', never, 400, G, '09:10:00'),
      revoked('WX6003', revokedOnly, '09:21:00'),
    ]));
    expect(result).toMatchObject({ rows: 5, matched: 3, pooled: 0 });
    // The rows' differences (an earlier test's pool entry expires on this day too, without a row).
    expect((await differences(G)).filter((d) => d.row_id !== null).map((d) => [d.kind, d.order_no, d.our_amount, d.their_amount, d.payment_id !== null]))
      .toEqual([['revokedPaid', held, 400, 400, true], ['revokedPaid', revokedOnly, 400, 400, true]]);
    const kinds = await db.query("SELECT DISTINCT row_kind FROM reconcile_differences WHERE day = $1 AND row_id IS NOT NULL", [G]);
    expect(kinds).toEqual([{ row_kind: 'revoked' }]);
    // Revocations give money back: counted with the refunds.
    const [batch] = await db.query('SELECT payments, refunds, refunds_amount::int FROM reconcile_batches WHERE id = $1', [result.batchId]);
    expect(batch).toEqual({ payments: 2, refunds: 3, refunds_amount: 1200 });
  });

  it('a difference is handled once, with a decision and a reason kept on it', async () => {
    const [open] = await db.query<{ id: string }>("SELECT id FROM reconcile_differences WHERE state = 0 ORDER BY id LIMIT 1");
    const id = Number(open.id);
    const handle = (reason: string) => db.transaction((tx) => runService(tx, handleDifference, { differenceId: id, decision: 'claimFromChannel', reason }, ACTOR, { at: Date.now() }));
    await handle('Claimed with WeChat support, case 123');
    const [handled] = await db.query('SELECT state, decision, reason, handled_by FROM reconcile_differences WHERE id = $1', [id]);
    expect(handled).toEqual({ state: 1, decision: 'claimFromChannel', reason: 'Claimed with WeChat support, case 123', handled_by: 'finance' });
    const again = await handle('again').catch((e: unknown) => e);
    expect(again).toBeInstanceOf(AshxFailure);
    expect(again).toMatchObject({ code: 'differenceHandled' });
    const audits = await db.query("SELECT action FROM audit_log WHERE entity = 'reconcileDifference' AND entity_id = $1 ORDER BY id", [id]);
    expect(audits.map((a) => a.action)).toEqual(['reconcile.import', 'reconcile.handle']);
  });
});
