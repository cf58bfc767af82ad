// WeChat Pay's trade bill read line by line (at flat memory), in either layout WeChat writes (the
// header line says which): detail rows whose every cell starts with a backtick, in any order
// (payments SUCCESS, refunds REFUND, revoked payments REVOKED), then the summary header and row.
// Every amount is read exactly (fees have five decimals, zeros may be `0` or `0.0`), and each
// summary total must equal the exact sum of its column over the rows, the count the number of rows
// (a cut file is caught so). Anything else refuses the whole file at its line.
import { addUnits, feeFen, statementCount, statementUnits, wholeFen } from './amounts';
import { StatementError } from './errors';
import { MAX_STATEMENT_ROWS, WECHAT_CELL_PREFIX, WECHAT_COLUMN_ALIASES, WECHAT_LAYOUTS, WECHAT_NO_NUMBER, WECHAT_STATE, type WeChatLayout } from './formats';
import type { Line } from './lines';
import { requiredNo, rowTime } from './text-cells';
import type { ParsedRow } from './types';

const FEE = '手续费';
const REFUNDED = '退款金额';
// Module-level copies: read per cell, and an import is a getter once compiled to CommonJS (tsx).
const PREFIX = WECHAT_CELL_PREFIX;
const STATE = WECHAT_STATE;

const headerKey = (names: readonly string[]) => names.map((name) => WECHAT_COLUMN_ALIASES[name] ?? name).join(',');
const LAYOUT_OF_HEADER = new Map(WECHAT_LAYOUTS.map((layout) => [headerKey(layout.columns), layout]));

/** The layout whose header `text` is; null when it is neither. */
export const weChatLayoutOf = (text: string): WeChatLayout | null => LAYOUT_OF_HEADER.get(headerKey(text.trim().split(','))) ?? null;

function unprefixed(text: string, count: number, line: number): string[] {
  const cells = text.split(',');
  if (cells.length !== count) throw new StatementError('statementBadColumns', line, { expected: count, found: cells.length });
  return cells.map((cell) => {
    if (!cell.startsWith(PREFIX)) throw new StatementError('statementBadCell', line);
    return cell.slice(PREFIX.length).trim();
  });
}

/** A layout's reader: a row to a ParsedRow (its amounts added to the column sums), the summary checked against them. */
function layoutReader(layout: WeChatLayout, day: string) {
  const col = (name: string) => layout.columns.indexOf(name);
  const summed = layout.totals.map(([, detail]) => col(detail));
  const sums = summed.map(() => 0);
  let count = 0;

  function row(text: string, line: number): ParsedRow {
    const c = unprefixed(text, layout.columns.length, line);
    const read: number[] = [];
    const exact = (name: string) => (read[col(name)] ??= statementUnits(c[col(name)], line, name));
    summed.forEach((index, i) => { sums[i] = addUnits(sums[i], exact(layout.columns[index]), c[index], line, layout.columns[index]); });
    count += 1;
    const fen = (name: string) => wholeFen(exact(name), c[col(name)], line, name);
    const fee = exact(FEE);
    const base = {
      line, channelTxnNo: requiredNo(c[col('微信订单号')], line, '微信订单号'), orderNo: requiredNo(c[col('商户订单号')], line, '商户订单号'),
      at: rowTime(c[col('交易时间')], day, line), subject: c[col('商品名称')] || undefined, fee: feeFen(fee, c[col(FEE)], line, FEE),
    };
    const state = c[col('交易状态')];
    if (state === STATE.payment) {
      const amount = fen(layout.paid);
      if (amount <= 0) throw new StatementError('statementBadAmount', line, { column: layout.paid, value: c[col(layout.paid)] });
      if (fee < 0) throw new StatementError('statementBadAmount', line, { column: FEE, value: c[col(FEE)] });
      return { ...base, kind: 'payment', amount };
    }
    if (state === STATE.refund || state === STATE.revoked) {
      if (fee > 0) throw new StatementError('statementBadAmount', line, { column: FEE, value: c[col(FEE)] });
      const refunded = fen(REFUNDED);
      if (state === STATE.refund) {
        if (refunded <= 0) throw new StatementError('statementBadAmount', line, { column: REFUNDED, value: c[col(REFUNDED)] });
        return {
          ...base, kind: 'refund', amount: refunded,
          refundNo: requiredNo(c[col('商户退款单号')], line, '商户退款单号'), channelRefundNo: c[col('微信退款单号')] || undefined,
        };
      }
      // A revocation gives the payment back as a refund does, without a refund number of ours: its
      // amount is 退款金额 (or, where WeChat printed none, the payment's own amount column).
      const amount = refunded > 0 ? refunded : fen(layout.paid);
      if (amount <= 0) throw new StatementError('statementBadAmount', line, { column: REFUNDED, value: c[col(REFUNDED)] });
      const channelRefundNo = c[col('微信退款单号')];
      return { ...base, kind: 'revoked', amount, channelRefundNo: channelRefundNo && channelRefundNo !== WECHAT_NO_NUMBER ? channelRefundNo : undefined };
    }
    throw new StatementError('statementBadState', line, { value: state.slice(0, 20) });
  }

  /** The summary row against the rows read: the count, and every total exactly. */
  function summary(text: string, line: number): void {
    const s = unprefixed(text, layout.summaryColumns.length, line);
    const at = (name: string) => layout.summaryColumns.indexOf(name);
    if (statementCount(s[0], line, layout.summaryColumns[0]) !== count) throw new StatementError('statementSummaryDiffers', line, { column: layout.summaryColumns[0] });
    layout.totals.forEach(([name], i) => {
      if (statementUnits(s[at(name)], line, name) !== sums[i]) throw new StatementError('statementSummaryDiffers', line, { column: name });
    });
  }

  return { layout, summaryHeader: layout.summaryColumns.join(','), row, summary, rows: () => count };
}

/** The rows of a bill of `day` ('YYYY-MM-DD'), in file order; throws StatementError. */
export async function* parseWeChatBill(lines: AsyncIterable<Line> | Iterable<Line>, day: string): AsyncGenerator<ParsedRow> {
  let reader: ReturnType<typeof layoutReader> | null = null;
  let stage: 'header' | 'rows' | 'summary' | 'after' = 'header';
  let last = 0;
  for await (const { no, text } of lines) {
    last = no;
    switch (stage) {
      case 'header': {
        const layout = weChatLayoutOf(text);
        if (!layout) throw new StatementError('statementBadHeader', no);
        reader = layoutReader(layout, day);
        stage = 'rows';
        break;
      }
      case 'rows':
        if (text.trim() === reader!.summaryHeader) { stage = 'summary'; break; }
        if (!text.trim()) throw new StatementError('statementBadColumns', no, { expected: reader!.layout.columns.length, found: 0 });
        if (reader!.rows() >= MAX_STATEMENT_ROWS) throw new StatementError('statementTooManyRows', no, { max: MAX_STATEMENT_ROWS });
        yield reader!.row(text, no);
        break;
      case 'summary':
        reader!.summary(text, no);
        stage = 'after';
        break;
      case 'after':
        if (text.trim()) throw new StatementError('statementTrailing', no);
    }
  }
  if (stage === 'header') throw new StatementError('statementEmpty', 0);
  if (stage !== 'after') throw new StatementError('statementMissingSummary', last + 1);
}
