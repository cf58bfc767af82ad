// WeChat Pay's trade bill read line by line (at flat memory): the exact header, detail rows whose
// every cell starts with a backtick, then the summary header and row, whose count and totals must
// agree with the rows (a cut file is caught so). Anything else refuses the whole file at its line.
import { statementFen } from './amounts';
import { StatementError } from './errors';
import { MAX_STATEMENT_ROWS, WECHAT_CELL_PREFIX, WECHAT_COLUMNS, WECHAT_STATE, WECHAT_SUMMARY_COLUMNS } from './formats';
import { numberedLines } from './lines';
import { expectHeader, requiredNo, rowTime } from './text-cells';
import type { ParsedRow } from './types';

const col = (name: (typeof WECHAT_COLUMNS)[number]) => WECHAT_COLUMNS.indexOf(name);
const SUMMARY_LINE = WECHAT_SUMMARY_COLUMNS.join(',');

function unprefixed(text: string, count: number, line: number): string[] {
  const cells = text.split(',');
  if (cells.length !== count) throw new StatementError('statementBadColumns', line, { expected: count, found: cells.length });
  return cells.map((cell) => {
    if (!cell.startsWith(WECHAT_CELL_PREFIX)) throw new StatementError('statementBadCell', line);
    return cell.slice(WECHAT_CELL_PREFIX.length).trim();
  });
}

function detailRow(text: string, line: number, day: string): ParsedRow {
  const c = unprefixed(text, WECHAT_COLUMNS.length, line);
  const money = (name: (typeof WECHAT_COLUMNS)[number]) => statementFen(c[col(name)], line, name);
  const base = {
    line, channelTxnNo: requiredNo(c[col('微信订单号')], line, '微信订单号'), orderNo: requiredNo(c[col('商户订单号')], line, '商户订单号'),
    at: rowTime(c[col('交易时间')], day, line), subject: c[col('商品名称')] || undefined,
  };
  const state = c[col('交易状态')];
  if (state === WECHAT_STATE.payment) {
    const amount = money('应结订单金额');
    const fee = money('手续费');
    if (amount <= 0 || fee < 0) throw new StatementError('statementBadAmount', line, { column: '应结订单金额', value: c[col('应结订单金额')] });
    return { ...base, kind: 'payment', amount, fee };
  }
  if (state === WECHAT_STATE.refund) {
    const amount = money('退款金额');
    const fee = -money('手续费');
    if (amount <= 0 || fee < 0) throw new StatementError('statementBadAmount', line, { column: '退款金额', value: c[col('退款金额')] });
    return {
      ...base, kind: 'refund', amount, fee,
      refundNo: requiredNo(c[col('商户退款单号')], line, '商户退款单号'), channelRefundNo: c[col('微信退款单号')] || undefined,
    };
  }
  throw new StatementError('statementBadState', line, { value: state.slice(0, 20) });
}

/** The rows of a bill of `day` ('YYYY-MM-DD'), in file order; throws StatementError. */
export async function* parseWeChatBill(text: AsyncIterable<string> | Iterable<string>, day: string): AsyncGenerator<ParsedRow> {
  let header = false;
  let summaryAt = 0;
  let summaryDone = false;
  let count = 0, paid = 0, refunded = 0, fees = 0;
  for await (const { no, text: line } of numberedLines(text)) {
    if (summaryDone) {
      if (line.trim()) throw new StatementError('statementTrailing', no);
      continue;
    }
    if (!header) { expectHeader(line, WECHAT_COLUMNS, no); header = true; continue; }
    if (summaryAt) {
      const s = unprefixed(line, WECHAT_SUMMARY_COLUMNS.length, no);
      const agrees = s[0] === String(count) && statementFen(s[1], no, WECHAT_SUMMARY_COLUMNS[1]) === paid
        && statementFen(s[2], no, WECHAT_SUMMARY_COLUMNS[2]) === refunded && statementFen(s[4], no, WECHAT_SUMMARY_COLUMNS[4]) === fees;
      if (!agrees) throw new StatementError('statementSummaryDiffers', no);
      summaryDone = true;
      continue;
    }
    if (line.trim() === SUMMARY_LINE) { summaryAt = no; continue; }
    if (!line.trim()) throw new StatementError('statementBadColumns', no, { expected: WECHAT_COLUMNS.length, found: 0 });
    const row = detailRow(line, no, day);
    count += 1;
    if (count > MAX_STATEMENT_ROWS) throw new StatementError('statementTooManyRows', no, { max: MAX_STATEMENT_ROWS });
    if (row.kind === 'payment') { paid += row.amount; fees += row.fee; } else { refunded += row.amount; fees -= row.fee; }
    yield row;
  }
  if (!header) throw new StatementError('statementEmpty', 0);
  if (!summaryDone) throw new StatementError('statementMissingSummary', 0);
}
