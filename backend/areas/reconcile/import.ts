// Importing a channel's statement of one day, in one transaction: the file is recognised by its
// hash (the same file again changes nothing), its rows are streamed into reconcile_rows in batches
// (a row some earlier file carried as it is, the same transaction, refund number, kind, order and
// amount, is skipped), every row is paired with ours by our order number (a stay's order, or a rental
// order's: a card renewed online) and the channel's
// transaction number (refunds: our refund number; a revoked row: the payment it revoked) and
// classified by the pure matcher; our payments and refunds of the day the file lacks wait in the
// pool, pool entries a row pairs are cleared, and those past the pool's wait become differences. A
// malformed file throws before the commit: nothing at all is kept.
import { z } from 'zod';
import { POOL_STATE } from '../../../lib/parking/reconcile-machine';
import { channelFee } from '../../../lib/areas/reconcile/statements/amounts';
import { StatementError } from '../../../lib/areas/reconcile/statements/errors';
import { CHANNEL_FEE_PPM, STATEMENT_CHANNELS, STATEMENT_UTC_OFFSET, type StatementChannel } from '../../../lib/areas/reconcile/statements/formats';
import { POOL_WAIT_DAYS, classify, type OurSide, type Outcome } from '../../../lib/areas/reconcile/statements/matcher';
import type { ParsedRow, StatementRowKind } from '../../../lib/areas/reconcile/statements/types';
import { isoAt } from '../../db';
import { defineService } from '../../kernel/service';
import type { Work } from '../../kernel/work';
import { RECONCILE_AUDIT } from './audit';
import { checkSize, fileHash, statementRows, type StatementSource } from './source';

/** Rows written per statement (and paired per query): bounded memory whatever the file's size. */
export const IMPORT_BATCH_ROWS = 2000;
const DAY_MS = 86_400_000;

export const importStatementInput = z.object({
  channel: z.enum(STATEMENT_CHANNELS),
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  fileName: z.string().trim().min(1).max(200),
  source: z.custom<StatementSource>((v) => Buffer.isBuffer(v) || (typeof v === 'object' && v !== null && typeof (v as { path?: unknown }).path === 'string')),
});

export interface ImportResult {
  batchId: number;
  /** The same file was imported before: nothing changed. */
  repeated: boolean;
  rows: number;
  matched: number;
  differences: number;
  pooled: number;
  cleared: number;
}

const dayStart = (day: string) => `${day}T00:00:00${STATEMENT_UTC_OFFSET}`;
const shiftDay = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

interface Totals { payments: number; paymentsAmount: number; refunds: number; refundsAmount: number; fees: number; repeated: number; rows: number }

/** The file's rows into reconcile_rows, IMPORT_BATCH_ROWS at a time; revocations count with refunds (money given back). */
async function storeRows(work: Work, batchId: number, channel: StatementChannel, rows: AsyncIterable<ParsedRow>): Promise<Totals> {
  const t: Totals = { payments: 0, paymentsAmount: 0, refunds: 0, refundsAmount: 0, fees: 0, repeated: 0, rows: 0 };
  let chunk: ParsedRow[] = [];
  const flush = async () => {
    if (!chunk.length) return;
    const col = <K extends keyof ParsedRow>(k: K) => chunk.map((r) => r[k] ?? null);
    const written = await work.query(
      `INSERT INTO reconcile_rows (batch_id, channel, line, kind, channel_txn_no, order_no, refund_no, channel_refund_no, amount, fee, at, subject)
       SELECT $1, $2, * FROM unnest($3::int[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::bigint[], $10::bigint[], $11::timestamptz[], $12::text[])
       ON CONFLICT DO NOTHING RETURNING id`,
      [batchId, channel, col('line'), col('kind'), col('channelTxnNo'), col('orderNo'), chunk.map((r) => r.refundNo ?? ''), col('channelRefundNo'),
        col('amount'), col('fee'), chunk.map((r) => `${r.at.replace(' ', 'T')}${STATEMENT_UTC_OFFSET}`), col('subject')]);
    t.repeated += chunk.length - written.length;
    chunk = [];
  };
  for await (const row of rows) {
    t.rows += 1;
    if (row.kind === 'payment') { t.payments += 1; t.paymentsAmount += row.amount; t.fees += row.fee; } else { t.refunds += 1; t.refundsAmount += row.amount; t.fees -= row.fee; }
    chunk.push(row);
    if (chunk.length >= IMPORT_BATCH_ROWS) await flush();
  }
  await flush();
  return t;
}

interface PairRow {
  id: number; kind: StatementRowKind; order_no: string; channel_txn_no: string; amount: number; fee: number;
  order_id: number | null; order_lot: number | null; payment_id: number | null; paid: number | null; payment_lot: number | null;
  refund_id: number | null; refunded: number | null; refund_done: boolean | null; refund_lot: number | null;
  /** A payment row: whether a revoked row of its transaction and order was read (in this file or before). */
  revoked: boolean;
}

const PAIRS = `
  SELECT r.id, r.kind, r.order_no, r.channel_txn_no, r.amount, r.fee, COALESCE(o.id, ro.id) AS order_id, COALESCE(o.lot_id, ro.lot_id) AS order_lot,
         p.id AS payment_id, p.amount AS paid, p.lot_id AS payment_lot,
         f.id AS refund_id, f.amount AS refunded, f.refunded_at IS NOT NULL AS refund_done, f.lot_id AS refund_lot,
         r.kind = 'payment' AND EXISTS (SELECT 1 FROM reconcile_rows v WHERE v.channel = r.channel AND v.kind = 'revoked'
           AND v.channel_txn_no = r.channel_txn_no AND v.order_no = r.order_no) AS revoked
    FROM reconcile_rows r
    LEFT JOIN orders o ON o.order_no = r.order_no
    -- Not a stay's order: a rental order's (a card renewed online), whose payment reconciles like any other.
    LEFT JOIN rental_orders ro ON o.id IS NULL AND ro.order_no = r.order_no
    -- A revoked row is paired with the payment it revoked.
    LEFT JOIN LATERAL (
      SELECT id, amount, lot_id FROM payments
       WHERE r.kind IN ('payment', 'revoked') AND order_id = o.id AND channel = r.channel AND channel_txn_no = r.channel_txn_no
      UNION ALL
      SELECT id, amount, lot_id FROM payments
       WHERE r.kind IN ('payment', 'revoked') AND rental_order_id = ro.id AND channel = r.channel AND channel_txn_no = r.channel_txn_no
      ORDER BY id LIMIT 1) p ON true
    LEFT JOIN refunds f ON r.kind = 'refund' AND f.refund_no = r.refund_no AND f.channel = r.channel
   WHERE r.batch_id = $1 AND r.id > $2
   ORDER BY r.id LIMIT $3`;

/** Our side of a statement row's pair, and whether we hold its order (or refund) not paid by it. */
function oursOf(channel: StatementChannel, p: PairRow): { ours: OurSide | null; knownUnpaid: boolean } {
  if (p.kind !== 'refund') {
    if (p.payment_id === null) return { ours: null, knownUnpaid: p.order_id !== null };
    const amount = Number(p.paid);
    // A revoked row's fee is not compared: the payment it revoked is the difference.
    return { ours: { kind: 'payment', amount, expectedFee: p.kind === 'payment' ? channelFee(amount, CHANNEL_FEE_PPM[channel]) : null }, knownUnpaid: false };
  }
  if (p.refund_id === null || !p.refund_done) return { ours: null, knownUnpaid: p.refund_id !== null };
  return { ours: { kind: 'refund', amount: Number(p.refunded), expectedFee: null }, knownUnpaid: false };
}

interface Counts { matched: number; differences: number; cleared: number; pooled: number }

async function recordDifference(work: Work, batch: { id: number; channel: string; day: string }, outcome: Outcome, values: Record<string, unknown>): Promise<void> {
  if (outcome.result !== 'difference') return;
  await work.insert(RECONCILE_AUDIT.difference, 'reconcile_differences', {
    batch_id: batch.id, channel: batch.channel, day: batch.day, kind: outcome.kind, state: 0, created_at: isoAt(work.at), ...values,
  });
}

/** The two pools: our payments, and our refunds, each keyed by its record's id. */
const POOLS = {
  payment: { table: 'reconcile_pool', key: 'payment_id', audit: RECONCILE_AUDIT.pool },
  refund: { table: 'reconcile_refund_pool', key: 'refund_id', audit: RECONCILE_AUDIT.refundPool },
} as const;
type PoolKind = keyof typeof POOLS;

/** Pool entries paired by this file's rows are cleared (audited each). */
async function clearPool(work: Work, batchId: number, kind: PoolKind, ids: number[]): Promise<number> {
  if (!ids.length) return 0;
  const pool = POOLS[kind];
  const cleared = await work.query<Record<string, unknown>>(
    `UPDATE ${pool.table} SET state = $1, closed_batch_id = $2 WHERE ${pool.key} = ANY($3::bigint[]) AND state = $4 RETURNING *`,
    [POOL_STATE.cleared, batchId, ids, POOL_STATE.waiting]);
  for (const row of cleared) await work.record(pool.audit, Number(row[pool.key]), { ...row, state: POOL_STATE.waiting, closed_batch_id: null }, row);
  return cleared.length;
}

/** Every row of the batch paired and classified, a page of rows at a time. */
async function pairRows(work: Work, batch: { id: number; channel: StatementChannel; day: string }, counts: Counts): Promise<void> {
  for (let after = 0; ;) {
    const page = await work.query<PairRow>(PAIRS, [batch.id, after, IMPORT_BATCH_ROWS]);
    if (!page.length) return;
    const paired: number[] = [];
    const pairedRefunds: number[] = [];
    for (const p of page) {
      const { ours, knownUnpaid } = oursOf(batch.channel, p);
      const theirs = { kind: p.kind, amount: Number(p.amount), fee: Number(p.fee) };
      const outcome = classify({ ours, theirs, knownUnpaid, revoked: p.revoked });
      if (p.payment_id !== null) paired.push(Number(p.payment_id));
      if (p.refund_id !== null && p.refund_done) pairedRefunds.push(Number(p.refund_id));
      if (outcome.result === 'matched') { counts.matched += 1; continue; }
      counts.differences += 1;
      await recordDifference(work, batch, outcome, {
        row_kind: p.kind, row_id: p.id, payment_id: p.payment_id, refund_id: p.refund_id, lot_id: p.payment_lot ?? p.refund_lot ?? p.order_lot,
        order_no: p.order_no, channel_txn_no: p.channel_txn_no, our_amount: ours?.amount ?? null, their_amount: theirs.amount,
        our_fee: ours?.expectedFee ?? null, their_fee: theirs.fee,
      });
    }
    counts.cleared += await clearPool(work, batch.id, 'payment', paired);
    counts.cleared += await clearPool(work, batch.id, 'refund', pairedRefunds);
    after = Number(page[page.length - 1].id);
  }
}

/** Our payments of the day the channel's statements lack: into the pool (audited each). */
async function poolMissing(work: Work, batch: { id: number; channel: StatementChannel; day: string }): Promise<number> {
  const pooled = await work.query(
    `INSERT INTO reconcile_pool (payment_id, channel, day, state, pooled_batch_id, pooled_at)
     SELECT p.id, p.channel, $2::date, $5, $1, $6 FROM payments p
       LEFT JOIN orders o ON o.id = p.order_id LEFT JOIN rental_orders ro ON ro.id = p.rental_order_id
      WHERE p.channel = $3 AND p.paid_at >= $4::timestamptz AND p.paid_at < $4::timestamptz + interval '1 day'
        -- A stay's order's payment or a rental order's (a recharge's is cash, never on a channel).
        AND (o.id IS NOT NULL OR ro.id IS NOT NULL)
        -- Looked up by reconcile_rows_once's leading columns; any amount: a row of another amount is a difference, not missing;
        -- a revoked row carries the payment too (and makes it a difference).
        AND NOT EXISTS (SELECT 1 FROM reconcile_rows r WHERE r.channel = p.channel AND r.kind IN ('payment', 'revoked')
                         AND r.channel_txn_no = p.channel_txn_no AND r.refund_no = '' AND r.order_no = COALESCE(o.order_no, ro.order_no))
     ON CONFLICT DO NOTHING RETURNING *`,
    [batch.id, batch.day, batch.channel, dayStart(batch.day), POOL_STATE.waiting, isoAt(work.at)]);
  for (const row of pooled) await work.record(RECONCILE_AUDIT.pool, Number(row.payment_id), null, row);
  return pooled.length;
}

/**
 * Our refunds carried out on the day (by refunded_at) on this channel that the statements lack:
 * into the refund pool (audited each). Looked up by reconcile_rows_once: the refund row carries
 * its payment's transaction number and our refund number.
 */
async function poolMissingRefunds(work: Work, batch: { id: number; channel: StatementChannel; day: string }): Promise<number> {
  const pooled = await work.query(
    `INSERT INTO reconcile_refund_pool (refund_id, channel, day, state, pooled_batch_id, pooled_at)
     SELECT f.id, f.channel, $2::date, $5, $1, $6 FROM refunds f JOIN payments p ON p.id = f.payment_id
      WHERE f.channel = $3 AND f.refunded_at >= $4::timestamptz AND f.refunded_at < $4::timestamptz + interval '1 day'
        AND NOT EXISTS (SELECT 1 FROM reconcile_rows r WHERE r.channel = f.channel AND r.kind = 'refund'
                         AND r.channel_txn_no = p.channel_txn_no AND r.refund_no = f.refund_no)
     ON CONFLICT DO NOTHING RETURNING *`,
    [batch.id, batch.day, batch.channel, dayStart(batch.day), POOL_STATE.waiting, isoAt(work.at)]);
  for (const row of pooled) await work.record(RECONCILE_AUDIT.refundPool, Number(row.refund_id), null, row);
  return pooled.length;
}

/** Refund pool entries whose wait is over: missingChannel differences of kind refund. */
async function expireRefundPool(work: Work, batch: { id: number; channel: StatementChannel; day: string }, counts: Counts): Promise<void> {
  const expired = await work.query<{ refund_id: number; amount: number; lot_id: number; order_no: string; channel_txn_no: string }>(
    `SELECT q.refund_id, f.amount, f.lot_id, COALESCE(o.order_no, ro.order_no) AS order_no, p.channel_txn_no FROM reconcile_refund_pool q
       JOIN refunds f ON f.id = q.refund_id JOIN payments p ON p.id = f.payment_id
       LEFT JOIN orders o ON o.id = f.order_id LEFT JOIN rental_orders ro ON ro.id = f.rental_order_id
      WHERE q.channel = $1 AND q.state = $2 AND q.day <= $3::date ORDER BY q.refund_id FOR UPDATE OF q`,
    [batch.channel, POOL_STATE.waiting, shiftDay(batch.day, -POOL_WAIT_DAYS)]);
  for (const e of expired) {
    const amount = Number(e.amount);
    const outcome = classify({ ours: { kind: 'refund', amount, expectedFee: null }, theirs: null, waitOver: true });
    const [before] = await work.query('SELECT * FROM reconcile_refund_pool WHERE refund_id = $1', [e.refund_id]);
    const [after] = await work.query('UPDATE reconcile_refund_pool SET state = $2, closed_batch_id = $3 WHERE refund_id = $1 RETURNING *', [e.refund_id, POOL_STATE.expired, batch.id]);
    await work.record(RECONCILE_AUDIT.refundPool, Number(e.refund_id), before, after);
    counts.differences += 1;
    await recordDifference(work, batch, outcome, {
      row_kind: 'refund', refund_id: e.refund_id, lot_id: e.lot_id, order_no: e.order_no, channel_txn_no: e.channel_txn_no, our_amount: amount,
    });
  }
}

/** Pool entries whose wait is over (POOL_WAIT_DAYS later days' files lacked them): differences. */
async function expirePool(work: Work, batch: { id: number; channel: StatementChannel; day: string }, counts: Counts): Promise<void> {
  const expired = await work.query<{ payment_id: number; amount: number; lot_id: number; order_no: string; channel_txn_no: string }>(
    `SELECT q.payment_id, p.amount, p.lot_id, COALESCE(o.order_no, ro.order_no) AS order_no, p.channel_txn_no FROM reconcile_pool q
       JOIN payments p ON p.id = q.payment_id LEFT JOIN orders o ON o.id = p.order_id LEFT JOIN rental_orders ro ON ro.id = p.rental_order_id
      WHERE q.channel = $1 AND q.state = $2 AND q.day <= $3::date ORDER BY q.payment_id FOR UPDATE OF q`,
    [batch.channel, POOL_STATE.waiting, shiftDay(batch.day, -POOL_WAIT_DAYS)]);
  for (const e of expired) {
    const amount = Number(e.amount);
    const outcome = classify({ ours: { kind: 'payment', amount, expectedFee: channelFee(amount, CHANNEL_FEE_PPM[batch.channel]) }, theirs: null, waitOver: true });
    const [before] = await work.query('SELECT * FROM reconcile_pool WHERE payment_id = $1', [e.payment_id]);
    const [after] = await work.query('UPDATE reconcile_pool SET state = $2, closed_batch_id = $3 WHERE payment_id = $1 RETURNING *', [e.payment_id, POOL_STATE.expired, batch.id]);
    await work.record(RECONCILE_AUDIT.pool, Number(e.payment_id), before, after);
    counts.differences += 1;
    await recordDifference(work, batch, outcome, {
      row_kind: 'payment', payment_id: e.payment_id, lot_id: e.lot_id, order_no: e.order_no, channel_txn_no: e.channel_txn_no,
      our_amount: amount, our_fee: channelFee(amount, CHANNEL_FEE_PPM[batch.channel]),
    });
  }
}

export const importStatement = defineService({
  name: 'reconcile.import',
  input: importStatementInput,
  async run(work, input): Promise<ImportResult> {
    await checkSize(input.source);
    const hash = await fileHash(input.source);
    const [known] = await work.query<{ id: number; payments: number; refunds: number; matched: number; differences: number; pooled: number; cleared: number }>(
      'SELECT * FROM reconcile_batches WHERE channel = $1 AND day = $2 AND file_hash = $3', [input.channel, input.day, hash]);
    if (known) {
      return { batchId: Number(known.id), repeated: true, rows: known.payments + known.refunds, matched: known.matched, differences: known.differences, pooled: known.pooled, cleared: known.cleared };
    }
    // One statement per channel and day: a second, different file of a reconciled day is refused.
    const [sameDay] = await work.query('SELECT id FROM reconcile_batches WHERE channel = $1 AND day = $2', [input.channel, input.day]);
    if (sameDay) throw new StatementError('statementDayReconciled', 0, { day: input.day });
    const inserted = await work.insert(RECONCILE_AUDIT.batch, 'reconcile_batches', {
      channel: input.channel, day: input.day, file_name: input.fileName, file_hash: hash, imported_by: work.actor.name, imported_at: isoAt(work.at),
    });
    const batch = { id: Number(inserted.id), channel: input.channel, day: input.day };
    const totals = await storeRows(work, batch.id, input.channel, statementRows(input.channel, input.source, input.day));
    // Statistics of the rows just written: without them the planner takes the table for empty and
    // pairs by scanning it once per payment (quadratic on a large statement).
    await work.query('ANALYZE reconcile_rows');
    const counts: Counts = { matched: 0, differences: 0, cleared: 0, pooled: 0 };
    await pairRows(work, batch, counts);
    counts.pooled = await poolMissing(work, batch) + await poolMissingRefunds(work, batch);
    await expirePool(work, batch, counts);
    await expireRefundPool(work, batch, counts);
    await work.update(RECONCILE_AUDIT.batch, 'reconcile_batches', batch.id, {
      payments: totals.payments, payments_amount: totals.paymentsAmount, refunds: totals.refunds, refunds_amount: totals.refundsAmount,
      fees: totals.fees, repeated_rows: totals.repeated, ...counts,
    });
    return { batchId: batch.id, repeated: false, rows: totals.rows, ...counts };
  },
});
