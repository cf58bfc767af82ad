// WeChat Pay's trade bill (bill_type ALL) from typed rows, in today's 27-column layout as WeChat
// writes it (lib/areas/reconcile/statements/samples/): a byte order mark, the header, one line per row (a payment,
// a refund or a revoked payment) with every cell prefixed by a backtick and the fee with five
// decimals, the summary header and the summary row. Lines are generated one by one, so a bill of
// any size is written at flat memory.
import { channelFee, statementFeeYuan, statementYuan } from './amounts';
import { CHANNEL_FEE_PPM, WECHAT_CELL_PREFIX, WECHAT_COLUMNS, WECHAT_NO_NUMBER, WECHAT_STATE, WECHAT_SUMMARY_COLUMNS } from './formats';
import { plainCell } from './text-cells';
import type { StatementMeta, StatementRow } from './types';

const cells = (values: readonly string[]) => values.map((v) => WECHAT_CELL_PREFIX + plainCell(v)).join(',');
const BOM = '\ufeff';
const FEE_RATE_TEXT = `${(CHANNEL_FEE_PPM.wechat / 10_000).toFixed(2)}%`;

function detail(meta: StatementMeta, row: StatementRow): string {
  const back = row.kind !== 'payment';
  const refund = row.kind === 'refund';
  const zero = statementYuan(0);
  const paid = back ? zero : statementYuan(row.amount);
  const refunded = back ? statementYuan(row.amount) : zero;
  return cells([
    row.at, `wx${meta.merchant}`, meta.merchant, '0', '', row.channelTxnNo, row.orderNo, `o${row.orderNo}`, row.kind === 'revoked' ? 'MICROPAY' : 'NATIVE',
    WECHAT_STATE[row.kind], 'OTHERS', 'CNY', paid, zero,
    refund ? row.channelRefundNo ?? '' : WECHAT_NO_NUMBER, refund ? row.refundNo ?? '' : WECHAT_NO_NUMBER, refunded, zero,
    back ? 'ORIGINAL' : '', back ? 'SUCCESS' : '', row.subject ?? '', '',
    statementFeeYuan(back ? -row.fee : row.fee), FEE_RATE_TEXT, paid, refunded, '',
  ]);
}

/** The bill's lines (without line ends). */
export function* weChatBillLines(meta: StatementMeta, rows: Iterable<StatementRow>): Generator<string> {
  yield BOM + WECHAT_COLUMNS.join(',');
  let count = 0, paid = 0, refunded = 0, fees = 0;
  for (const row of rows) {
    yield detail(meta, row);
    count += 1;
    if (row.kind === 'payment') { paid += row.amount; fees += row.fee; } else { refunded += row.amount; fees -= row.fee; }
  }
  yield WECHAT_SUMMARY_COLUMNS.join(',');
  yield cells([String(count), statementYuan(paid), statementYuan(refunded), statementYuan(0), statementFeeYuan(fees), statementYuan(paid), statementYuan(refunded)]);
}

/** The whole bill as text (CRLF line ends, as WeChat sends it). */
export const weChatBillText = (meta: StatementMeta, rows: Iterable<StatementRow>): string => [...weChatBillLines(meta, rows)].join('\r\n') + '\r\n';

/** The fee WeChat charges on a payment of `amount` fen. */
export const weChatFee = (amount: number): number => channelFee(amount, CHANNEL_FEE_PPM.wechat);
