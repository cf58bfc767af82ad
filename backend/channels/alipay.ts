// The Alipay adapter: OpenAPI calls (form POST to the gateway, RSA2-signed with the merchant's
// application private key), answers verified with Alipay's public key. A payment is queried by
// our order number (alipay.trade.query), an unpaid one closed (alipay.trade.close). Refunds are alipay.trade.refund with out_request_no =
// our refund number: Alipay carries a number out once (a repeat answers fund_change N) and answers
// synchronously.
import { randomBytes } from 'node:crypto';
import { fenToYuan, parseYuan } from '../../lib/money/fen';
import { ALIPAY_SIGN_TYPE, alipayResponseNode, alipayResponseText, rsa2Verify, signAlipayParams } from '../../lib/channels/alipay-sign';
import { alipayTime } from '../../lib/channels/clock';
import {
  ChannelRefused, ChannelUnreachable, postForBytes, postToChannel,
  type ChannelAdapter, type CloseOutcome, type PayRequest, type PaymentState, type RefundOutcome, type RefundRequest, type StatementFile,
} from './adapter';
import { MAX_STATEMENT_BYTES } from '../../lib/areas/reconcile/statements/formats';

export interface AlipayConfig {
  gatewayUrl: string;
  appId: string;
  /** The merchant's application private key (PEM): signs requests. */
  privateKey: string;
  /** Alipay's public key (PEM): verifies answers and notifications. */
  alipayPublicKey: string;
  /** Where Alipay posts its asynchronous notifications. */
  notifyUrl: string | null;
  now?: () => number;
}

/** Alipay's code of a call that succeeded. */
const SUCCESS = '10000';
/** The trade or refund does not exist. */
const NOT_EXIST = ['ACQ.TRADE_NOT_EXIST', 'ACQ.REFUND_NOT_EXIST'];
/** alipay.trade.close's refusal of a trade no longer waiting (paid, or closed already): asked again, the query says which. */
const TRADE_STATUS_ERROR = 'ACQ.TRADE_STATUS_ERROR';
/** Alipay's "service unavailable" code and its "system error, call again with the same values": what happened is unknown. */
const UNAVAILABLE = '20000';
const SYSTEM_ERROR = 'ACQ.SYSTEM_ERROR';
/** A trade's states (trade_status) as ours: TRADE_FINISHED is paid and no longer refundable. */
const TRADE_STATUS: Readonly<Record<string, PaymentState['status']>> = {
  TRADE_SUCCESS: 'paid', TRADE_FINISHED: 'paid', WAIT_BUYER_PAY: 'waiting', TRADE_CLOSED: 'closed',
};

type Node = Record<string, unknown>;

const fen = (yuan: unknown) => {
  const value = typeof yuan === 'string' ? parseYuan(yuan) : null;
  if (value === null) throw new ChannelUnreachable(`Alipay: not an amount: ${String(yuan)}`);
  return value;
};

const refusal = (node: Node) => `${String(node.sub_code ?? node.code)} ${String(node.sub_msg ?? node.msg ?? '')}`.trim();

export function alipayAdapter(config: AlipayConfig): ChannelAdapter {
  const now = config.now ?? Date.now;

  /** Calls `method`; the answer's node when its signature verifies (any code). */
  async function call(method: string, biz: Record<string, unknown>): Promise<Node> {
    const params = signAlipayParams({
      app_id: config.appId, method, format: 'JSON', charset: 'utf-8', sign_type: ALIPAY_SIGN_TYPE,
      timestamp: alipayTime(now()), version: '1.0', ...(config.notifyUrl ? { notify_url: config.notifyUrl } : {}),
      biz_content: JSON.stringify(biz),
    }, config.privateKey);
    const body = await postToChannel(config.gatewayUrl, new URLSearchParams(params).toString(), 'application/x-www-form-urlencoded;charset=utf-8');
    let parsed: Node;
    try { parsed = JSON.parse(body) as Node; } catch { throw new ChannelUnreachable('Alipay: the answer is not JSON'); }
    const text = alipayResponseText(body, method);
    const node = parsed[alipayResponseNode(method)] as Node | undefined;
    // Not Alipay's answer as far as we can tell: what happened is unknown.
    if (!text || !node || typeof parsed.sign !== 'string' || !rsa2Verify(text, parsed.sign, config.alipayPublicKey)) {
      throw new ChannelUnreachable('Alipay: the answer\'s signature does not verify');
    }
    if (node.code === UNAVAILABLE || node.sub_code === SYSTEM_ERROR) throw new ChannelUnreachable(`Alipay: ${refusal(node)}`);
    return node;
  }

  return {
    channel: 'alipay',

    async pay(request: PayRequest) {
      const node = await call('alipay.trade.pay', {
        out_trade_no: request.outTradeNo, scene: 'bar_code', auth_code: request.authCode, subject: request.subject,
        total_amount: fenToYuan(request.amount),
      });
      if (node.code !== SUCCESS) throw new ChannelRefused(String(node.sub_code ?? node.code), refusal(node));
      return { tradeNo: String(node.trade_no), outTradeNo: String(node.out_trade_no), amount: fen(node.total_amount) };
    },

    async queryPayment(outTradeNo: string): Promise<PaymentState | null> {
      const node = await call('alipay.trade.query', { out_trade_no: outTradeNo });
      if (node.code !== SUCCESS) {
        if (NOT_EXIST.includes(String(node.sub_code))) return null;
        throw new ChannelRefused(String(node.sub_code ?? node.code), refusal(node));
      }
      const status = TRADE_STATUS[String(node.trade_status)];
      if (!status) throw new ChannelUnreachable(`Alipay: unknown trade_status ${String(node.trade_status)}`);
      return status === 'paid' ? { status, tradeNo: String(node.trade_no), amount: fen(node.total_amount) } : { status };
    },

    async closePayment(outTradeNo: string): Promise<CloseOutcome> {
      const node = await call('alipay.trade.close', { out_trade_no: outTradeNo });
      if (node.code === SUCCESS) return 'closed';
      if (NOT_EXIST.includes(String(node.sub_code))) return 'none';
      if (node.sub_code === TRADE_STATUS_ERROR) return 'paid';
      throw new ChannelRefused(String(node.sub_code ?? node.code), refusal(node));
    },

    async refund(request: RefundRequest): Promise<RefundOutcome> {
      const node = await call('alipay.trade.refund', {
        trade_no: request.tradeNo, refund_amount: fenToYuan(request.amount), out_request_no: request.refundNo, refund_reason: request.reason,
      });
      if (node.code !== SUCCESS) return { status: 'failed', failure: refusal(node) };
      // Alipay numbers a refund by the trade and our request number; it has no refund number of its own.
      return { status: 'refunded', channelRefundNo: `${String(node.trade_no)}-${request.refundNo}` };
    },

    async queryRefund(refundNo: string, tradeNo: string) {
      const node = await call('alipay.trade.fastpay.refund.query', { trade_no: tradeNo, out_request_no: refundNo });
      if (node.code !== SUCCESS) {
        if (NOT_EXIST.includes(String(node.sub_code))) return null;
        throw new ChannelRefused(String(node.sub_code ?? node.code), refusal(node));
      }
      if (node.refund_status !== 'REFUND_SUCCESS') return null;
      return { status: 'refunded', channelRefundNo: `${String(node.trade_no)}-${refundNo}` };
    },

    async downloadStatement(day: string): Promise<StatementFile> {
      const node = await call('alipay.data.dataservice.bill.downloadurl.query', { bill_type: 'trade', bill_date: day });
      if (node.code !== SUCCESS) throw new ChannelRefused(String(node.sub_code ?? node.code), refusal(node));
      // The zip behind bill_download_url (a short-lived address on the real gateway).
      const file = await postForBytes(String(node.bill_download_url), `nonce=${randomBytes(8).toString('hex')}`, 'application/x-www-form-urlencoded', MAX_STATEMENT_BYTES);
      return { day, fileName: `alipay-${day}.zip`, file };
    },
  };
}
