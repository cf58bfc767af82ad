// Alipay's business detail statement from typed rows, as Alipay writes it (lib/areas/reconcile/statements/samples/):
// a zip of two GBK CSV files with CRLF line ends, the detail (four `#` lines, header, rows whose
// id-like cells end with a tab, end marker, the totals in Alipay's wording, export time) and its
// summary. File names are GBK too, as Alipay's are. The detail's lines are generated one by
// one and streamed into the zip, so a statement of any size is written at flat memory.
import { PassThrough, Readable } from 'node:stream';
import JSZip from 'jszip';
import { channelFee, statementYuan } from './amounts';
import {
  ALIPAY_COLUMNS, ALIPAY_DETAIL_SUFFIX, ALIPAY_END_MARKER, ALIPAY_KIND, ALIPAY_START_MARKER, ALIPAY_SUMMARY_COLUMNS, ALIPAY_SUMMARY_END_MARKER,
  ALIPAY_SUMMARY_START_MARKER, ALIPAY_SUMMARY_SUFFIX, ALIPAY_SUMMARY_TITLE, ALIPAY_TITLE, CHANNEL_FEE_PPM,
} from './formats';
import { encodeGbk } from './gbk';
import { plainCell } from './text-cells';
import type { StatementMeta, StatementRow } from './types';

const TAB = '\t';
const chinaDate = (day: string) => `${day.slice(0, 4)}年${day.slice(5, 7)}月${day.slice(8, 10)}日`;
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const compact = (day: string) => day.replaceAll('-', '');

function detail(row: StatementRow): string {
  if (row.kind === 'revoked') throw new Error('Alipay\'s business detail has no revoked rows (a cancelled payment is a refund there)');
  const refund = row.kind === 'refund';
  const signed = statementYuan(refund ? -row.amount : row.amount);
  const zero = statementYuan(0);
  return [
    row.channelTxnNo + TAB, row.orderNo + TAB, (refund ? ALIPAY_KIND.refund : ALIPAY_KIND.payment) + TAB, plainCell(row.subject ?? ''),
    row.at, row.at, TAB, TAB, TAB, TAB, '**车(138****0000)' + TAB, signed, signed, zero, zero, zero, zero, zero, '', zero + TAB, zero,
    (refund ? plainCell(row.refundNo ?? '') : '') + TAB, statementYuan(refund ? row.fee : -row.fee), zero, '',
  ].join(',');
}

const period = (meta: StatementMeta) => `#起始日期：[${chinaDate(meta.day)} 00:00:00]   终止日期：[${chinaDate(nextDay(meta.day))} 00:00:00]`;
const exportLine = (at: string) => `#导出时间：[${chinaDate(at.slice(0, 10))} ${at.slice(11)}]`;

/** The detail file's lines (without line ends). */
export function* alipayDetailLines(meta: StatementMeta, rows: Iterable<StatementRow>, exportedAt = `${nextDay(meta.day)} 10:00:00`): Generator<string> {
  yield ALIPAY_TITLE;
  yield `#账号：[${meta.merchant}]`;
  yield period(meta);
  yield ALIPAY_START_MARKER;
  yield ALIPAY_COLUMNS.join(',');
  let payments = 0, paid = 0, refunds = 0, refunded = 0;
  for (const row of rows) {
    yield detail(row);
    if (row.kind === 'refund') { refunds += 1; refunded += row.amount; } else { payments += 1; paid += row.amount; }
  }
  yield ALIPAY_END_MARKER;
  yield `#交易合计：${payments}笔，商家实收共${statementYuan(paid)}元，商家优惠共0.00元`;
  yield `#退款合计：${refunds}笔，商家实收退款共${statementYuan(-refunded)}元，商家优惠退款共0.00元`;
  yield exportLine(exportedAt);
}

function summaryText(meta: StatementMeta, rows: readonly StatementRow[], exportedAt = `${nextDay(meta.day)} 10:00:00`): string {
  const sum = (kind: StatementRow['kind'], of: (r: StatementRow) => number) => rows.filter((r) => r.kind === kind).reduce((total, r) => total + of(r), 0);
  const count = (kind: StatementRow['kind']) => rows.filter((r) => r.kind === kind).length;
  const received = sum('payment', (r) => r.amount) - sum('refund', (r) => r.amount);
  const fees = sum('refund', (r) => r.fee) - sum('payment', (r) => r.fee);
  const zero = statementYuan(0);
  const totals = [count('payment'), count('refund'), statementYuan(received), statementYuan(received), zero, zero, zero, statementYuan(fees), zero, statementYuan(received + fees)];
  return [
    ALIPAY_SUMMARY_TITLE, `#账号：[${meta.merchant}]`, period(meta), ALIPAY_SUMMARY_START_MARKER, ALIPAY_SUMMARY_COLUMNS.join(','),
    ['合计', '', ...totals].join(','), ALIPAY_SUMMARY_END_MARKER, exportLine(exportedAt),
  ].join('\r\n') + '\r\n';
}

/** The two file names in the zip. */
export const alipayFileNames = (meta: StatementMeta) => {
  const base = `${meta.merchant}_${compact(meta.day)}`;
  return { detail: base + ALIPAY_DETAIL_SUFFIX, summary: base + ALIPAY_SUMMARY_SUFFIX };
};

/**
 * The statement zip as a stream. `rows` is read twice (detail, summary counts): pass an array, or
 * `summaryRows` as a small stand-in when the detail rows come from a generator.
 */
export function alipayStatementStream(meta: StatementMeta, rows: Iterable<StatementRow>, summaryRows: readonly StatementRow[] = Array.isArray(rows) ? rows : []): Readable {
  const names = alipayFileNames(meta);
  const zip = new JSZip();
  const lines = alipayDetailLines(meta, rows);
  const detail = Readable.from((function* () { for (const line of lines) yield Buffer.from(encodeGbk(line + '\r\n')); })());
  zip.file(names.detail, detail, { binary: true });
  zip.file(names.summary, Buffer.from(encodeGbk(summaryText(meta, summaryRows))), { binary: true });
  const zipped = zip.generateNodeStream({ type: 'nodebuffer', streamFiles: true, compression: 'DEFLATE', encodeFileName: (name) => Buffer.from(encodeGbk(name)) as unknown as string });
  // JSZip's stream is an old-style one: piped into a node stream, it can be iterated and piped on.
  const out = new PassThrough();
  zipped.on('error', (error: Error) => out.destroy(error));
  zipped.pipe(out);
  return out;
}

/** The statement zip in memory (tests, small files). */
export async function alipayStatementZip(meta: StatementMeta, rows: readonly StatementRow[]): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of alipayStatementStream(meta, rows)) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

/** The fee Alipay charges on a payment of `amount` fen. */
export const alipayFee = (amount: number): number => channelFee(amount, CHANNEL_FEE_PPM.alipay);
