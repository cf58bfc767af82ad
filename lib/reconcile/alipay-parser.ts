// Alipay's statement zip read at flat memory: the central directory is read first (a cut zip has
// none and is refused whole), then the detail CSV is streamed, decoded from GBK as it comes, and
// read line by line: title and account `#` lines, start marker, exact header, rows (text cells end
// with a tab, refunds negative), end marker and the totals lines, which must agree with the rows.
import { Open, type CentralDirectory } from 'unzipper';
import { statementFen } from './amounts';
import { StatementError } from './errors';
import {
  ALIPAY_COLUMNS, ALIPAY_DETAIL_SUFFIX, ALIPAY_END_MARKER, ALIPAY_KIND, ALIPAY_PAYMENT_TOTAL, ALIPAY_REFUND_TOTAL, ALIPAY_START_MARKER,
  ALIPAY_TITLE, MAX_DETAIL_BYTES, MAX_STATEMENT_ROWS,
} from './formats';
import { decodeChunks, numberedLines } from './lines';
import { expectHeader, requiredNo, rowTime } from './text-cells';
import type { ParsedRow } from './types';

const col = (name: (typeof ALIPAY_COLUMNS)[number]) => ALIPAY_COLUMNS.indexOf(name);
/** Alipay names its files in GBK; a zip made elsewhere may use UTF-8. */
const isDetailName = (bytes: Buffer) => ['gbk', 'utf-8'].some((encoding) => {
  try { return new TextDecoder(encoding, { fatal: true }).decode(bytes).endsWith(ALIPAY_DETAIL_SUFFIX); } catch { return false; }
});

/** The zip's directory, from a buffer or a file path; a damaged or cut zip is refused. */
export async function openStatementZip(source: Buffer | string): Promise<CentralDirectory> {
  try {
    return typeof source === 'string' ? await Open.file(source) : await Open.buffer(source);
  } catch {
    throw new StatementError('statementBadZip', 0);
  }
}

function detailRow(text: string, line: number, day: string): ParsedRow {
  const c = text.split(',').map((cell) => cell.replace(/\t+$/, '').trim());
  if (c.length !== ALIPAY_COLUMNS.length) throw new StatementError('statementBadColumns', line, { expected: ALIPAY_COLUMNS.length, found: c.length });
  const kind = c[col('业务类型')];
  const received = statementFen(c[col('商家实收（元）')], line, '商家实收（元）');
  const fee = Math.abs(statementFen(c[col('服务费（元）')], line, '服务费（元）'));
  const base = {
    line, channelTxnNo: requiredNo(c[col('支付宝交易号')], line, '支付宝交易号'), orderNo: requiredNo(c[col('商户订单号')], line, '商户订单号'),
    at: rowTime(c[col('完成时间')], day, line), subject: c[col('商品名称')] || undefined, fee,
  };
  if (kind === ALIPAY_KIND.payment) {
    if (received <= 0) throw new StatementError('statementBadAmount', line, { column: '商家实收（元）', value: c[col('商家实收（元）')] });
    return { ...base, kind: 'payment', amount: received };
  }
  if (kind === ALIPAY_KIND.refund) {
    if (received >= 0) throw new StatementError('statementBadAmount', line, { column: '商家实收（元）', value: c[col('商家实收（元）')] });
    return { ...base, kind: 'refund', amount: -received, refundNo: requiredNo(c[col('退款批次号/请求号')], line, '退款批次号/请求号') };
  }
  throw new StatementError('statementBadState', line, { value: kind.slice(0, 20) });
}

/** The detail CSV's rows of `day`, in file order, from its decoded text; throws StatementError. */
export async function* parseAlipayDetail(text: AsyncIterable<string> | Iterable<string>, day: string): AsyncGenerator<ParsedRow> {
  type Stage = 'title' | 'preamble' | 'header' | 'rows' | 'paymentTotal' | 'refundTotal' | 'after';
  let stage: Stage = 'title';
  let payments = 0, paid = 0, refunds = 0, refunded = 0;
  for await (const { no, text: raw } of numberedLines(text)) {
    const line = raw.trim();
    switch (stage) {
      case 'title':
        if (line !== ALIPAY_TITLE) throw new StatementError('statementBadHeader', no);
        stage = 'preamble';
        break;
      case 'preamble':
        if (line === ALIPAY_START_MARKER) stage = 'header';
        else if (!line.startsWith('#')) throw new StatementError('statementBadHeader', no);
        break;
      case 'header':
        expectHeader(line, ALIPAY_COLUMNS, no);
        stage = 'rows';
        break;
      case 'rows': {
        if (line === ALIPAY_END_MARKER) { stage = 'paymentTotal'; break; }
        if (line.startsWith('#')) throw new StatementError('statementMissingSummary', no);
        const row = detailRow(raw, no, day);
        if (row.kind === 'payment') { payments += 1; paid += row.amount; } else { refunds += 1; refunded += row.amount; }
        if (payments + refunds > MAX_STATEMENT_ROWS) throw new StatementError('statementTooManyRows', no, { max: MAX_STATEMENT_ROWS });
        yield row;
        break;
      }
      case 'paymentTotal': {
        const m = ALIPAY_PAYMENT_TOTAL.exec(line);
        if (!m) throw new StatementError('statementMissingSummary', no);
        if (Number(m[1]) !== payments || statementFen(m[2], no, '交易合计') !== paid) throw new StatementError('statementSummaryDiffers', no);
        stage = 'refundTotal';
        break;
      }
      case 'refundTotal': {
        const m = ALIPAY_REFUND_TOTAL.exec(line);
        if (!m) throw new StatementError('statementMissingSummary', no);
        if (Number(m[1]) !== refunds || statementFen(m[2], no, '退款合计') !== -refunded) throw new StatementError('statementSummaryDiffers', no);
        stage = 'after';
        break;
      }
      case 'after':
        if (line && !line.startsWith('#')) throw new StatementError('statementTrailing', no);
    }
  }
  if (stage === 'title') throw new StatementError('statementEmpty', 0);
  if (stage !== 'after') throw new StatementError('statementMissingSummary', 0);
}

/** The rows of an Alipay statement zip of `day`: its detail file streamed; throws StatementError. */
export async function* parseAlipayStatement(source: Buffer | string, day: string, maxDetailBytes = MAX_DETAIL_BYTES): AsyncGenerator<ParsedRow> {
  const zip = await openStatementZip(source);
  const detail = zip.files.find((f) => f.type === 'File' && isDetailName(f.pathBuffer));
  if (!detail) throw new StatementError('statementNoDetail', 0);
  const tooLarge = () => new StatementError('statementTooLarge', 0, { max: Math.floor(maxDetailBytes / 1024 / 1024) });
  // The declared size first, then the bytes as they are inflated (a declared size can lie).
  if (detail.uncompressedSize > maxDetailBytes) throw tooLarge();
  const stream = detail.stream();
  const bytes = (async function* () {
    let inflated = 0;
    let chunks: AsyncIterator<Buffer>;
    try {
      chunks = (stream as AsyncIterable<Buffer>)[Symbol.asyncIterator]();
    } catch {
      throw new StatementError('statementBadZip', 0);
    }
    for (;;) {
      let next: IteratorResult<Buffer>;
      try {
        next = await chunks.next();
      } catch {
        throw new StatementError('statementBadZip', 0);
      }
      if (next.done) return;
      inflated += next.value.length;
      if (inflated > maxDetailBytes) throw tooLarge();
      yield new Uint8Array(next.value);
    }
  })();
  try {
    yield* parseAlipayDetail(decodeChunks(bytes, 'gbk'), day);
  } finally {
    stream.destroy();
  }
}
