// A statement's rows as the writers take them and the parsers give them: amounts in fen, times
// as the channels print them (China time, 'YYYY-MM-DD HH:mm:ss').
import type { StatementChannel } from './formats';

/** revoked: a payment the channel reversed (WeChat's 撤销), the money given back to the payer. */
export type StatementRowKind = 'payment' | 'refund' | 'revoked';

export interface StatementRow {
  kind: StatementRowKind;
  /** The channel's transaction number (微信订单号, 支付宝交易号). */
  channelTxnNo: string;
  /** Our order number (商户订单号): the order the payment paid. */
  orderNo: string;
  /** Our refund number (商户退款单号, 退款批次号/请求号); refunds only. */
  refundNo?: string;
  /** The channel's refund number (微信退款单号); WeChat refunds (and revocations that print one) only. */
  channelRefundNo?: string;
  /** What was paid or refunded, fen, always positive (the files' signs are the formats' business). */
  amount: number;
  /** The channel's fee, fen: charged on a payment, given back on a refund or revocation; never negative. */
  fee: number;
  /** When the channel completed it. */
  at: string;
  subject?: string;
}

/** A row read from a file, with the file line it came from. */
export interface ParsedRow extends StatementRow {
  line: number;
}

export interface StatementMeta {
  channel: StatementChannel;
  /** The statement's day, 'YYYY-MM-DD'. */
  day: string;
  /** Merchant number (WeChat) or account PID (Alipay). */
  merchant: string;
}
