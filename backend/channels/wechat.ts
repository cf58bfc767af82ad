// The WeChat Pay adapter (API v2): XML POSTs over HTTPS signed HMAC-SHA256 with the merchant's API
// key, answers verified with the same key; the secapi endpoints (refunds) with the merchant's API
// client certificate presented (mutual TLS), as WeChat requires. A payer pays by his payment code
// (pay/micropay), or by himself on his phone an order we made (pay/unifiedorder, NATIVE or JSAPI,
// announced by the signed payment notification: notify.ts); an unpaid order is closed
// (pay/closeorder). A payment is queried by our
// order number (pay/orderquery: API v2's query by out_trade_no, as v3's
// /v3/pay/transactions/out-trade-no/{out_trade_no}; the account holds v2's API key). A refund (secapi/pay/refund, out_refund_no = our refund
// number) is accepted, then carried out: the final word comes by the refund notification or a
// refund query. WeChat carries an out_refund_no out once (a repeat answers the same refund_id).
import { randomBytes } from 'node:crypto';
import { fromWechatXml, signWechatFields, toWechatXml, verifyWechatFields, wechatSign, WECHAT_SIGN_TYPE } from '../../lib/channels/wechat-sign';
import { wechatTime } from '../../lib/channels/clock';
import type { ClientCertificate } from '../../lib/channels/pem';
import {
  CHANNEL_ANSWER_LIMIT_BYTES, ChannelRefused, ChannelUnreachable,
  type ChannelAdapter, type CloseOutcome, type PayRequest, type PaymentState, type Prepay, type PrepayRequest, type RefundOutcome, type RefundRequest,
  type StatementFile,
} from './adapter';
import { postOverTls } from './tls-post';
import { MAX_STATEMENT_BYTES } from '../../lib/areas/reconcile/statements/formats';

export interface WechatConfig {
  /** The API's base URL (https://api.mch.weixin.qq.com, or a simulated server). */
  gatewayUrl: string;
  appId: string;
  mchId: string;
  apiKey: string;
  notifyUrl: string | null;
  /** The merchant's API client certificate and key (lib/channels/pem.ts), for the secapi endpoints. */
  clientCert: ClientCertificate | null;
  now?: () => number;
}

const SUCCESS = 'SUCCESS';
/** WeChat's "system error: call again with the same values": what happened is unknown. */
const SYSTEM_ERROR = 'SYSTEMERROR';
/** A trade's states (trade_state) as ours: REFUND is a paid trade refunded since. */
const TRADE_STATE: Readonly<Record<string, PaymentState['status']>> = {
  SUCCESS: 'paid', REFUND: 'paid', NOTPAY: 'waiting', USERPAYING: 'waiting', ACCEPT: 'waiting', CLOSED: 'closed', REVOKED: 'closed', PAYERROR: 'closed',
};
const XML = 'text/xml; charset=utf-8';

/** Fen as WeChat's integer text; WeChat's integer text as fen. */
const fenText = (fen: number) => String(fen);
const fenOf = (text: string | undefined) => {
  if (!text || !/^\d{1,13}$/.test(text)) throw new ChannelUnreachable(`WeChat: not an amount: ${String(text)}`);
  return Number(text);
};

/** closeorder's refusals that say where the order stands. */
const CLOSE_REFUSED: Readonly<Record<string, CloseOutcome>> = { ORDERPAID: 'paid', ORDERCLOSED: 'closed', ORDERNOTEXIST: 'none' };

const refusal = (a: Record<string, string>) => `${a.err_code ?? a.result_code ?? 'FAIL'} ${a.err_code_des ?? ''}`.trim();

export function wechatAdapter(config: WechatConfig): ChannelAdapter {
  const base = config.gatewayUrl.replace(/\/+$/, '');
  const now = config.now ?? Date.now;

  /** Calls `path`; the answer's fields, verified when the call went through (return_code SUCCESS). */
  async function call(path: string, fields: Record<string, string>): Promise<Record<string, string>> {
    const signed = signWechatFields({ appid: config.appId, mch_id: config.mchId, nonce_str: randomBytes(16).toString('hex'), ...fields }, config.apiKey);
    // The client certificate goes only where WeChat asks for it.
    const clientCert = path.startsWith('/secapi/') ? config.clientCert : null;
    const bytes = await postOverTls(`${base}${path}`, toWechatXml(signed), XML, CHANNEL_ANSWER_LIMIT_BYTES, clientCert);
    const answer = fromWechatXml(bytes.toString('utf8'));
    if (!answer) throw new ChannelUnreachable('WeChat: the answer is not XML');
    // The request itself refused (signature, certificate, parameters): WeChat did nothing.
    if (answer.return_code !== SUCCESS) throw new ChannelRefused('return', `WeChat: ${answer.return_msg ?? 'FAIL'}`);
    // Not WeChat's answer as far as we can tell: what happened is unknown.
    if (!verifyWechatFields(answer, config.apiKey)) throw new ChannelUnreachable('WeChat: the answer\'s signature does not verify');
    if (answer.err_code === SYSTEM_ERROR) throw new ChannelUnreachable(`WeChat: ${refusal(answer)}`);
    return answer;
  }

  return {
    channel: 'wechat',

    async pay(request: PayRequest) {
      const a = await call('/pay/micropay', {
        body: request.subject, out_trade_no: request.outTradeNo, total_fee: fenText(request.amount), spbill_create_ip: '127.0.0.1',
        auth_code: request.authCode,
      });
      if (a.result_code !== SUCCESS) throw new ChannelRefused(a.err_code ?? 'FAIL', refusal(a));
      return { tradeNo: a.transaction_id, outTradeNo: a.out_trade_no, amount: fenOf(a.total_fee) };
    },

    async prepay(request: PrepayRequest): Promise<Prepay> {
      const tradeType = request.h5 ? 'MWEB' : request.openId ? 'JSAPI' : 'NATIVE';
      const a = await call('/pay/unifiedorder', {
        body: request.subject, out_trade_no: request.outTradeNo, total_fee: fenText(request.amount), spbill_create_ip: request.h5?.clientAddress ?? '127.0.0.1',
        notify_url: config.notifyUrl ?? '', trade_type: tradeType, time_expire: wechatTime(request.expiresAt),
        ...(request.openId ? { openid: request.openId } : tradeType === 'NATIVE' ? { product_id: request.outTradeNo } : {}),
        ...(tradeType === 'MWEB' ? { scene_info: JSON.stringify({ h5_info: { type: 'Wap', wap_name: request.subject } }) } : {}),
      });
      if (a.result_code !== SUCCESS) throw new ChannelRefused(a.err_code ?? 'FAIL', refusal(a));
      if (tradeType === 'NATIVE') return { tradeType, prepayId: a.prepay_id, codeUrl: a.code_url };
      // The page WeChat pays on in the phone's browser (it hands over to the WeChat app there).
      if (tradeType === 'MWEB') return { tradeType, prepayId: a.prepay_id, mwebUrl: a.mweb_url };
      // What the in-app page hands WeChat (getBrandWCPayRequest), signed with the API key, which never leaves us.
      const page = {
        appId: config.appId, timeStamp: String(Math.floor(now() / 1000)), nonceStr: randomBytes(16).toString('hex'),
        package: `prepay_id=${a.prepay_id}`, signType: WECHAT_SIGN_TYPE,
      };
      return { tradeType, prepayId: a.prepay_id, payParams: { ...page, paySign: wechatSign(page, config.apiKey) } };
    },

    async queryPayment(outTradeNo: string): Promise<PaymentState | null> {
      const a = await call('/pay/orderquery', { out_trade_no: outTradeNo });
      if (a.result_code !== SUCCESS) {
        if (a.err_code === 'ORDERNOTEXIST') return null;
        throw new ChannelRefused(a.err_code ?? 'FAIL', refusal(a));
      }
      const status = TRADE_STATE[a.trade_state];
      if (!status) throw new ChannelUnreachable(`WeChat: unknown trade_state ${String(a.trade_state)}`);
      return status === 'paid' ? { status, tradeNo: a.transaction_id, amount: fenOf(a.total_fee) } : { status };
    },

    async closePayment(outTradeNo: string): Promise<CloseOutcome> {
      const a = await call('/pay/closeorder', { out_trade_no: outTradeNo });
      if (a.result_code === SUCCESS) return 'closed';
      const outcome = CLOSE_REFUSED[a.err_code ?? ''];
      if (!outcome) throw new ChannelRefused(a.err_code ?? 'FAIL', refusal(a));
      return outcome;
    },

    async refund(request: RefundRequest): Promise<RefundOutcome> {
      const a = await call('/secapi/pay/refund', {
        transaction_id: request.tradeNo, out_refund_no: request.refundNo, total_fee: fenText(request.totalAmount),
        refund_fee: fenText(request.amount), refund_desc: request.reason, ...(config.notifyUrl ? { notify_url: config.notifyUrl } : {}),
      });
      if (a.result_code !== SUCCESS) return { status: 'failed', failure: refusal(a) };
      return { status: 'processing', channelRefundNo: a.refund_id };
    },

    async queryRefund(refundNo: string) {
      const a = await call('/pay/refundquery', { out_refund_no: refundNo });
      if (a.result_code !== SUCCESS) {
        if (a.err_code === 'REFUNDNOTEXIST') return null;
        throw new ChannelRefused(a.err_code ?? 'FAIL', refusal(a));
      }
      const status = a.refund_status_0;
      if (status === 'SUCCESS') return { status: 'refunded', channelRefundNo: a.refund_id_0 };
      if (status === 'PROCESSING') return { status: 'processing', channelRefundNo: a.refund_id_0 };
      return { status: 'failed', failure: status ?? 'UNKNOWN' };
    },

    async downloadStatement(day: string): Promise<StatementFile> {
      const signed = signWechatFields({
        appid: config.appId, mch_id: config.mchId, nonce_str: randomBytes(16).toString('hex'), bill_date: day.replace(/-/g, ''), bill_type: 'ALL',
      }, config.apiKey);
      // The trade bill as text; a refusal comes back as XML instead.
      const file = await postOverTls(`${base}/pay/downloadbill`, toWechatXml(signed), XML, MAX_STATEMENT_BYTES, null);
      const failed = file.subarray(0, 4).toString('utf8') === '<xml' ? fromWechatXml(file.toString('utf8')) : null;
      if (failed) throw new ChannelRefused(failed.return_code ?? 'FAIL', `WeChat: ${failed.return_msg ?? ''}`);
      return { day, fileName: `wechat-${day}.csv`, file };
    },
  };
}
