// One interface for every online payment channel (Alipay, WeChat Pay): pay, query a payment,
// refund, query a refund, download a day's statement. Amounts are integer fen on this side; each adapter turns
// them into what its channel speaks at the edge. A channel's gateway URL comes from the pay
// params, so tests and the demo point it at the simulated servers (sim-*.ts) and production at
// the real gateway.

export type OnlineChannel = 'alipay' | 'wechat';
export const ONLINE_CHANNELS: readonly OnlineChannel[] = ['alipay', 'wechat'];

export interface PayRequest {
  /** Our number of the payment (out_trade_no). */
  outTradeNo: string;
  amount: number;
  /** The code the payer's phone shows (barcode pay). */
  authCode: string;
  subject: string;
}

export interface PayResult { tradeNo: string; outTradeNo: string; amount: number }

/**
 * An order the payer pays on his phone by himself (WeChat's unified order): scanned from a QR code
 * (NATIVE), or in the channel's in-app page for a payer the channel knows (JSAPI, his openid). The
 * channel then notifies us of the payment.
 */
export interface PrepayRequest {
  outTradeNo: string;
  amount: number;
  subject: string;
  /** When the channel stops taking the payment (epoch ms). */
  expiresAt: number;
  /** The payer's id at the channel (JSAPI); none: a QR code (NATIVE). */
  openId?: string;
  /** Paid in the phone's own browser (WeChat's H5 payment, MWEB), from this address: the channel's page to open. */
  h5?: { clientAddress: string };
}

/** What the payer's phone needs to pay a prepaid order: the QR code's text, or the in-app page's signed parameters. */
export type Prepay =
  | { tradeType: 'NATIVE'; prepayId: string; codeUrl: string }
  | { tradeType: 'JSAPI'; prepayId: string; payParams: Readonly<Record<string, string>> }
  | { tradeType: 'MWEB'; prepayId: string; mwebUrl: string };

/** What closing an unpaid order did: closed (no payment will come), none there to close, or it was paid meanwhile. */
export type CloseOutcome = 'closed' | 'none' | 'paid';

/**
 * A payment as the channel knows it now (queried by our order number): paid (its transaction
 * number and amount), still waiting for the payer, or closed without payment.
 */
export type PaymentState =
  | { status: 'paid'; tradeNo: string; amount: number }
  | { status: 'waiting' }
  | { status: 'closed' };

export interface RefundRequest {
  /** The channel's number of the payment being refunded. */
  tradeNo: string;
  /** Our refund number: a retry sends the same one, so the channel carries it out once. */
  refundNo: string;
  amount: number;
  /** What the payment was (WeChat asks for it). */
  totalAmount: number;
  reason: string;
}

/**
 * What the channel said: the money left (refunded), it is on its way (processing: the final
 * word comes by notification or query), or it refused (failed, with the channel's reason).
 */
export type RefundOutcome =
  | { status: 'refunded'; channelRefundNo: string }
  | { status: 'processing'; channelRefundNo: string }
  | { status: 'failed'; failure: string };

/** A day's statement file as the channel gives it, read by backend/areas/reconcile/ (lib/areas/reconcile/statements/ formats). */
export interface StatementFile {
  day: string;
  fileName: string;
  file: Buffer;
}

export interface ChannelAdapter {
  readonly channel: OnlineChannel;
  pay(request: PayRequest): Promise<PayResult>;
  /**
   * An order the payer pays himself (PrepayRequest), where the channel takes one from us (WeChat's
   * unified order); absent where the payer's page is the platform's own (Alipay: it reports the
   * trade with UserCompletePay).
   */
  prepay?(request: PrepayRequest): Promise<Prepay>;
  /** The payment of our order number (out_trade_no) as the channel knows it now; null when it has none. */
  queryPayment(outTradeNo: string): Promise<PaymentState | null>;
  /** Our unpaid order closed on the channel, so that it can no longer be paid. */
  closePayment(outTradeNo: string): Promise<CloseOutcome>;
  refund(request: RefundRequest): Promise<RefundOutcome>;
  /** The refund as the channel knows it now; null when it has none under that number. */
  queryRefund(refundNo: string, tradeNo: string): Promise<RefundOutcome | null>;
  /**
   * The statement file of an operator's day (YYYY-MM-DD) in the channel's own format (WeChat's
   * trade bill, Alipay's zip of GBK CSV), for the reconciliation import.
   */
  downloadStatement(day: string): Promise<StatementFile>;
}

/**
 * The channel could not be asked, or what it did is unknown: network, timeout, an answer that is
 * not the channel's (its signature does not verify), or the channel's own "system error, ask again".
 */
export class ChannelUnreachable extends Error {
  constructor(message: string) { super(message); this.name = 'ChannelUnreachable'; }
}

/** The channel's answer is larger than the call takes (a statement past MAX_STATEMENT_BYTES). */
export class ChannelAnswerTooLarge extends ChannelUnreachable {
  constructor(url: string, readonly limit: number) { super(`${url}: answer too large`); this.name = 'ChannelAnswerTooLarge'; }
}

/** The channel answered (a verified answer, or a refusal of the request itself) and refused: it did nothing. */
export class ChannelRefused extends Error {
  constructor(readonly code: string, message: string) { super(message); this.name = 'ChannelRefused'; }
}

/** Bounds of a call to a channel: its time and the size of its answer. */
export const CHANNEL_TIMEOUT_MS = 10_000;
export const CHANNEL_ANSWER_LIMIT_BYTES = 1024 * 1024;

/** A POST to a channel, its answer's text (bounded in time and size). */
export async function postToChannel(url: string, body: string, contentType: string): Promise<string> {
  return (await postForBytes(url, body, contentType, CHANNEL_ANSWER_LIMIT_BYTES)).toString('utf8');
}

/** A channel's answer as bytes, refused past `limit` (a statement file may be large). */
export async function postForBytes(url: string, body: string, contentType: string, limit: number): Promise<Buffer> {
  let response: Response;
  try {
    response = await fetch(url, { method: 'POST', body, headers: { 'content-type': contentType }, signal: AbortSignal.timeout(CHANNEL_TIMEOUT_MS) });
  } catch (error) {
    throw new ChannelUnreachable(`${url}: ${(error as Error).message}`);
  }
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > limit) { await response.body?.cancel(); throw new ChannelAnswerTooLarge(url, limit); }
  // Read as it arrives and stopped past the limit: an answer without a length is never held whole.
  const chunks: Buffer[] = [];
  let size = 0;
  const reader = response.body?.getReader();
  try {
    for (let read = await reader?.read(); read && !read.done; read = await reader!.read()) {
      size += read.value.length;
      if (size > limit) { await reader!.cancel(); throw new ChannelAnswerTooLarge(url, limit); }
      chunks.push(Buffer.from(read.value));
    }
  } catch (error) {
    if (error instanceof ChannelAnswerTooLarge) throw error;
    throw new ChannelUnreachable(`${url}: ${(error as Error).message}`);
  }
  if (!response.ok) throw new ChannelUnreachable(`${url}: HTTP ${response.status}`);
  return Buffer.concat(chunks);
}
