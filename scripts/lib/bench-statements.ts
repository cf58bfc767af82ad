// What the statement benchmarks share (bench:reconcile, bench:upload): a statement file of `rows`
// rows written to disk by lib/reconcile's writers (never in memory whole), and as many paid orders
// of ours, numbered as lib/areas/reconcile/statements/fixtures numbers them, made in bulk by SQL then analysed.
import { createWriteStream } from 'node:fs';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { alipayStatementStream } from '../../lib/areas/reconcile/statements/alipay-writer';
import { TEST_DAY, manyPayments, testMeta } from '../../lib/areas/reconcile/statements/fixtures';
import type { StatementChannel } from '../../lib/areas/reconcile/statements/formats';
import { weChatBillLines } from '../../lib/areas/reconcile/statements/wechat-writer';
import type { Db } from '../../backend/db';

export async function writeStatementFile(channel: StatementChannel, rows: number, file: string): Promise<void> {
  const meta = testMeta(channel, TEST_DAY);
  if (channel === 'wechat') {
    await pipeline(Readable.from((function* () { for (const line of weChatBillLines(meta, manyPayments(channel, rows))) yield `${line}\r\n`; })()), createWriteStream(file));
  } else {
    await pipeline(alipayStatementStream(meta, manyPayments(channel, rows), []), createWriteStream(file));
  }
}

/** As many paid orders as the statement has rows, numbered as lib/areas/reconcile/statements/fixtures numbers them. */
export async function seedStatementPayments(db: Db, channel: StatementChannel, rows: number): Promise<void> {
  const [lot] = await db.query<{ id: number }>("INSERT INTO parking_lots (name, type) VALUES ($1, 1) RETURNING id", [`Bench ${channel} ${rows}`]);
  const prefix = channel === 'wechat' ? '42000' : '2026';
  const tag = `${channel[0]}${rows}`;
  const day = `${TEST_DAY}T00:00:00+08:00`;
  await db.exec(`
    INSERT INTO stays (stay_no, lot_id, plate, state, entry_at, entry_source, updated_at)
      SELECT 'S${tag}-' || n, ${lot.id}, 'B' || n, 3, '${day}'::timestamptz, 'camera', now() FROM generate_series(1, ${rows}) n;
    INSERT INTO orders (order_no, stay_id, lot_id, plate, state, receivable, paid, due, priced_at, priced_until, created_at, updated_at)
      SELECT 'O' || lpad(n::text, 10, '0'), s.id, ${lot.id}, s.plate, 2, 100 + n % 5000, 100 + n % 5000, 0, now(), now(), now(), now()
        FROM generate_series(1, ${rows}) n JOIN stays s ON s.stay_no = 'S${tag}-' || n;
    INSERT INTO payments (payment_no, order_id, stay_id, lot_id, plate, channel, place, channel_txn_no, amount, paid_at, covers_until)
      SELECT 'P${tag}-' || o.id, o.id, o.stay_id, o.lot_id, o.plate, '${channel}', 'online', '${prefix}' || lpad(n::text, 12, '0'), o.receivable,
             '${day}'::timestamptz + (n % 86400) * interval '1 second', now()
        FROM generate_series(1, ${rows}) n JOIN orders o ON o.order_no = 'O' || lpad(n::text, 10, '0');
    ANALYZE stays; ANALYZE orders; ANALYZE payments;`);
}

/** Empties what an earlier run of the benchmark left (one channel's orders at a time: the same numbers). */
export const CLEAR_STATEMENT_TABLES = 'DELETE FROM reconcile_refund_pool; DELETE FROM reconcile_differences; DELETE FROM reconcile_pool; DELETE FROM reconcile_rows; DELETE FROM reconcile_batches; DELETE FROM payments; DELETE FROM orders; DELETE FROM stays;';
