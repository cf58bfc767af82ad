// Alipay's business detail (业务明细) read line by line at flat memory, as Alipay writes it: four
// `#` lines (title, account, the day's bounds, start marker), the exact 25-column header, rows
// (id-like cells end with a tab, refunds are 退款 rows with negative amounts), the end marker, the
// two totals lines and the export time. The totals must agree exactly with the rows. The detail
// comes inside the statement zip (read from its central directory: a cut zip has none and is
// refused whole, the entry streamed and bounded) or uploaded on its own; either way GBK.
import { Open, type CentralDirectory } from 'unzipper';
import { addUnits, feeFen, statementCount, statementUnits, wholeFen } from './amounts';
import { StatementError } from './errors';
import {
  ALIPAY_ACCOUNT_LINE, ALIPAY_COLUMNS, ALIPAY_DETAIL_SUFFIX, ALIPAY_END_MARKER, ALIPAY_EXPORT_LINE, ALIPAY_KIND, ALIPAY_PAYMENT_TOTAL,
  ALIPAY_PERIOD_LINE, ALIPAY_REFUND_TOTAL, ALIPAY_START_MARKER, ALIPAY_TITLE, MAX_DETAIL_BYTES, MAX_STATEMENT_ROWS,
} from './formats';
import { boundedInflation, inflatedTooLarge } from './inflation';
import { decodedLines, type Line } from './lines';
import { isSpreadsheetEntry } from './recognise';
import { expectHeader, requiredNo, rowTime } from './text-cells';
import type { ParsedRow } from './types';

type Column = (typeof ALIPAY_COLUMNS)[number];
const col = (name: Column) => ALIPAY_COLUMNS.indexOf(name);
const RECEIVED: Column = '商家实收（元）';
const DISCOUNT: Column = '商家优惠（元）';
const FEE: Column = '服务费（元）';

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

interface Totals { count: number; received: number; discount: number }

function detailRow(text: string, line: number, day: string, totals: Record<'payment' | 'refund', Totals>): ParsedRow {
  const c = text.split(',').map((cell) => cell.replace(/\t+$/, '').trim());
  if (c.length !== ALIPAY_COLUMNS.length) throw new StatementError('statementBadColumns', line, { expected: ALIPAY_COLUMNS.length, found: c.length });
  const exact = (name: Column) => statementUnits(c[col(name)], line, name);
  const received = exact(RECEIVED);
  const base = {
    line, channelTxnNo: requiredNo(c[col('支付宝交易号')], line, '支付宝交易号'), orderNo: requiredNo(c[col('商户订单号')], line, '商户订单号'),
    at: rowTime(c[col('完成时间')], day, line), subject: c[col('商品名称')] || undefined, fee: feeFen(exact(FEE), c[col(FEE)], line, FEE),
  };
  const kind = c[col('业务类型')];
  const add = (t: Totals) => {
    t.count += 1;
    t.received = addUnits(t.received, received, c[col(RECEIVED)], line, RECEIVED);
    t.discount = addUnits(t.discount, exact(DISCOUNT), c[col(DISCOUNT)], line, DISCOUNT);
  };
  const amount = () => Math.abs(wholeFen(received, c[col(RECEIVED)], line, RECEIVED));
  if (kind === ALIPAY_KIND.payment) {
    if (received <= 0) throw new StatementError('statementBadAmount', line, { column: RECEIVED, value: c[col(RECEIVED)] });
    add(totals.payment);
    return { ...base, kind: 'payment', amount: amount() };
  }
  if (kind === ALIPAY_KIND.refund) {
    if (received >= 0) throw new StatementError('statementBadAmount', line, { column: RECEIVED, value: c[col(RECEIVED)] });
    add(totals.refund);
    return { ...base, kind: 'refund', amount: amount(), refundNo: requiredNo(c[col('退款批次号/请求号')], line, '退款批次号/请求号') };
  }
  throw new StatementError('statementBadState', line, { value: kind.slice(0, 20) });
}

/** A totals line (`#交易合计：N笔，商家实收共X元，商家优惠共Y元`, or the refunds') against the rows' totals. */
function checkTotals(pattern: RegExp, text: string, line: number, t: Totals): void {
  const m = pattern.exec(text);
  if (!m) throw new StatementError('statementMissingSummary', line);
  const column = text.slice(1, text.indexOf('：'));
  if (statementCount(m[1], line, column) !== t.count || statementUnits(m[2], line, column) !== t.received || statementUnits(m[3], line, column) !== t.discount) {
    throw new StatementError('statementSummaryDiffers', line, { column });
  }
}

/** The detail's rows of `day`, in file order, from its decoded lines; throws StatementError. */
export async function* parseAlipayDetail(lines: AsyncIterable<Line> | Iterable<Line>, day: string): AsyncGenerator<ParsedRow> {
  const stages = ['title', 'account', 'period', 'start', 'header', 'rows', 'paymentTotal', 'refundTotal', 'exported', 'after'] as const;
  let stage = 0;
  const totals = { payment: { count: 0, received: 0, discount: 0 }, refund: { count: 0, received: 0, discount: 0 } };
  let last = 0;
  for await (const { no, text: raw } of lines) {
    last = no;
    const text = raw.trim();
    switch (stages[stage]) {
      case 'title':
        if (text !== ALIPAY_TITLE) throw new StatementError('statementBadHeader', no);
        break;
      case 'account':
        if (!ALIPAY_ACCOUNT_LINE.test(text)) throw new StatementError('statementBadPreamble', no);
        break;
      case 'period': {
        const m = ALIPAY_PERIOD_LINE.exec(text);
        if (!m) throw new StatementError('statementBadPreamble', no);
        if (`${m[1]}-${m[2]}-${m[3]}` !== day) throw new StatementError('statementOtherDay', no, { value: `${m[1]}-${m[2]}-${m[3]}`, day });
        break;
      }
      case 'start':
        if (text !== ALIPAY_START_MARKER) throw new StatementError('statementBadPreamble', no);
        break;
      case 'header':
        expectHeader(text, ALIPAY_COLUMNS, no);
        break;
      case 'rows':
        if (text !== ALIPAY_END_MARKER) {
          if (text.startsWith('#')) throw new StatementError('statementMissingSummary', no);
          if (totals.payment.count + totals.refund.count >= MAX_STATEMENT_ROWS) throw new StatementError('statementTooManyRows', no, { max: MAX_STATEMENT_ROWS });
          yield detailRow(raw, no, day, totals);
          continue;
        }
        break;
      case 'paymentTotal':
        checkTotals(ALIPAY_PAYMENT_TOTAL, text, no, totals.payment);
        break;
      case 'refundTotal':
        checkTotals(ALIPAY_REFUND_TOTAL, text, no, totals.refund);
        break;
      case 'exported':
        if (!ALIPAY_EXPORT_LINE.test(text)) throw new StatementError('statementMissingSummary', no);
        break;
      case 'after':
        if (text) throw new StatementError('statementTrailing', no);
        continue;
    }
    stage += 1;
  }
  if (stage === 0) throw new StatementError('statementEmpty', 0);
  if (stages[stage] !== 'after') throw new StatementError('statementMissingSummary', last + 1);
}

/** The rows of an Alipay statement zip of `day`: its detail file streamed; throws StatementError. */
export async function* parseAlipayStatement(source: Buffer | string, day: string, maxDetailBytes = MAX_DETAIL_BYTES): AsyncGenerator<ParsedRow> {
  const zip = await openStatementZip(source);
  const detail = zip.files.find((f) => f.type === 'File' && isDetailName(f.pathBuffer));
  if (!detail) throw new StatementError(zip.files.some((f) => isSpreadsheetEntry(f.path)) ? 'statementIsSpreadsheet' : 'statementNoDetail', 0);
  // The declared size first, then the bytes as they are inflated (a declared size can lie).
  if (detail.uncompressedSize > maxDetailBytes) throw inflatedTooLarge(maxDetailBytes);
  const stream = detail.stream();
  try {
    yield* parseAlipayDetail(decodedLines(boundedInflation(stream, maxDetailBytes, 'statementBadZip'), 'gbk'), day);
  } finally {
    stream.destroy();
  }
}
