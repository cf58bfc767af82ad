// A simulated WeChat Pay API v2 server for tests and the demo (HTTPS on 127.0.0.1, its certificate
// issued by the authority of `tls`): like the real one, the secapi endpoints (refunds) take only a
// caller presenting the merchant's API client certificate (mutual TLS: issued by that authority,
// its CN the merchant id); it verifies the merchant's HMAC-SHA256 signature with the API key it shares with the merchant,
// signs its answers, and keeps trades and refunds in memory (a trade can be queried by our order
// number, pay/orderquery). A request whose signature does not verify is answered as WeChat does:
// return_code FAIL, 签名错误. A refund is accepted (refund_id),
// carried out once per out_refund_no (a repeat answers the same refund_id, no money moves), then
// announced by the refund notification (req_info encrypted with the key) to the notify_url.
// An order made by unified order (NATIVE, JSAPI or MWEB) waits for its payer until its time_expire: the
// payer pays it (payPrepaid, as his phone does after scanning or in the app; an MWEB order also on the
// simulator's H5 cashier page, its mweb_url, which then links back to the merchant's redirect_url),
// and the payment notification, signed with the key, is posted to its notify_url; closeorder closes it unpaid.
import { randomBytes } from 'node:crypto';
import { alipayTime as statementTime, channelDay, fromWechatTime, wechatTime } from '../../lib/channels/clock';
import { encryptReqInfo, fromWechatXml, signWechatFields, toWechatXml, verifyWechatFields } from '../../lib/channels/wechat-sign';
import { weChatBillText, weChatFee, type StatementRow } from '../../lib/areas/reconcile/statements';
import { startSimServer, type SimServer, type SimTlsOptions } from './sim-http';

export interface SimWechatOptions {
  appId: string; mchId: string; apiKey: string; port?: number;
  /** The channel's clock (default the real one): a test pays on a past day to download that day's statement. */
  now?: () => number;
  /** The server's certificate and key, and the authority whose merchant certificates it accepts (sim-tls.ts). */
  tls: SimTlsOptions;
  /** Its ledger (default: empty maps): maps that persist keep trades and refunds across restarts. */
  trades?: Map<string, SimWechatTrade>;
  refunds?: Map<string, SimWechatRefund>;
}

export interface SimWechatTrade { transactionId: string; outTradeNo: string; total: number; refunded: number; at: number }
export interface SimWechatRefund { refundId: string; outRefundNo: string; transactionId: string; amount: number; at: number }
type Trade = SimWechatTrade;
type Refund = SimWechatRefund;

/** An order made by unified order, waiting for its payer; kept in memory only (a restart forgets those not paid, as if closed). */
interface Prepaid {
  outTradeNo: string; prepayId: string; codeUrl: string; tradeType: 'NATIVE' | 'JSAPI' | 'MWEB'; total: number; notifyUrl: string;
  expiresAt: number | null; openId: string; state: 'NOTPAY' | 'CLOSED' | 'SUCCESS';
}

export interface SimWechat extends SimServer {
  gatewayUrl: string;
  /**
   * The payer pays the unified order `outTradeNo` (scanned, or in the app): its trade made, and the
   * payment notification posted to its notify_url (`notify: false`: the notification lost on its
   * way). Throws when the order cannot be paid: unknown, closed, paid, or past its time_expire.
   */
  payPrepaid(outTradeNo: string, options?: { notify?: boolean }): SimWechatTrade;
  refundsCarriedOut(): number;
  /** The refund numbers (out_refund_no) of every refund request received, repeats included, in order. */
  refundRequests(): readonly string[];
}

const XML = 'text/xml; charset=utf-8';

/** Where the simulated H5 cashier pages are served (an order's prepay id follows). */
const CASHIER_PATH = '/sim/mweb/';
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const cashierPage = (content: string) => ({
  contentType: 'text/html; charset=utf-8',
  body: `<!doctype html><html lang="zh-CN"><head><meta name="viewport" content="width=device-width"><title>微信支付</title></head><body>${content}</body></html>`,
});

export async function startSimWechat(options: SimWechatOptions): Promise<SimWechat> {
  const trades = options.trades ?? new Map<string, Trade>();
  const refunds = options.refunds ?? new Map<string, Refund>();
  const prepaid = new Map<string, Prepaid>();
  const now = options.now ?? Date.now;
  let sequence = trades.size + refunds.size;
  let carriedOut = 0;
  const refundRequests: string[] = [];

  const nonce = () => randomBytes(16).toString('hex');
  const reply = (fields: Record<string, string>) => ({ contentType: XML, body: toWechatXml(fields) });
  const signed = (fields: Record<string, string>) => reply(signWechatFields({
    return_code: 'SUCCESS', return_msg: 'OK', appid: options.appId, mch_id: options.mchId, nonce_str: nonce(), ...fields,
  }, options.apiKey));
  const ok = (fields: Record<string, string>) => signed({ result_code: 'SUCCESS', ...fields });
  const fail = (code: string, description: string) => signed({ result_code: 'FAIL', err_code: code, err_code_des: description });
  const amountOf = (text: string | undefined) => (text && /^\d{1,13}$/.test(text) ? Number(text) : null);

  function notifyRefund(refund: Refund, trade: Trade, url: string) {
    const info = toWechatXml({
      transaction_id: trade.transactionId, out_trade_no: trade.outTradeNo, refund_id: refund.refundId, out_refund_no: refund.outRefundNo,
      total_fee: String(trade.total), refund_fee: String(refund.amount), settlement_refund_fee: String(refund.amount),
      refund_status: 'SUCCESS', success_time: wechatTime(refund.at).replace(/^(\d{4})(\d\d)(\d\d)(\d\d)(\d\d)(\d\d)$/, '$1-$2-$3 $4:$5:$6'),
      refund_recv_accout: '支付用户零钱', refund_account: 'REFUND_SOURCE_RECHARGE_FUNDS', refund_request_source: 'API',
    }).replace(/^<xml>/, '<root>').replace(/<\/xml>$/, '</root>');
    const body = toWechatXml({ return_code: 'SUCCESS', appid: options.appId, mch_id: options.mchId, nonce_str: nonce(), req_info: encryptReqInfo(info, options.apiKey) });
    server.notify(url, body, XML);
  }

  const paidTrade = (outTradeNo: string | undefined) => [...trades.values()].find((t) => t.outTradeNo === outTradeNo);
  const newTrade = (outTradeNo: string, total: number): Trade => {
    const trade: Trade = { transactionId: `42000${String(++sequence).padStart(23, '0')}`, outTradeNo, total, refunded: 0, at: now() };
    trades.set(trade.transactionId, trade);
    return trade;
  };
  const prepayAnswer = (order: Prepaid) => ok({
    trade_type: order.tradeType, prepay_id: order.prepayId,
    ...(order.tradeType === 'NATIVE' ? { code_url: order.codeUrl } : {}),
    // WeChat's H5 cashier page of the order (the simulator's: paid with payPrepaid).
    ...(order.tradeType === 'MWEB' ? { mweb_url: `${server.url}${CASHIER_PATH}${order.prepayId}?package=${order.total}` } : {}),
  });

  /** WeChat's payment notification (API v2 result notify): the trade's fields, signed with the API key. */
  function notifyPayment(order: Prepaid, trade: Trade) {
    const body = toWechatXml(signWechatFields({
      return_code: 'SUCCESS', appid: options.appId, mch_id: options.mchId, nonce_str: nonce(), result_code: 'SUCCESS', openid: order.openId,
      is_subscribe: 'N', trade_type: order.tradeType, bank_type: 'OTHERS', total_fee: String(trade.total), fee_type: 'CNY', cash_fee: String(trade.total),
      transaction_id: trade.transactionId, out_trade_no: trade.outTradeNo, time_end: wechatTime(trade.at),
    }, options.apiKey));
    server.notify(order.notifyUrl, body, XML);
  }

  const paths: Record<string, (f: Record<string, string>) => ReturnType<typeof reply>> = {
    '/pay/unifiedorder'(f) {
      const total = amountOf(f.total_fee);
      const tradeType = f.trade_type === 'NATIVE' || f.trade_type === 'JSAPI' || f.trade_type === 'MWEB' ? f.trade_type : null;
      const expiresAt = f.time_expire ? fromWechatTime(f.time_expire) : null;
      if (!f.out_trade_no || !total || !f.body || !f.notify_url || !tradeType || (tradeType === 'JSAPI' && !f.openid) || (tradeType === 'MWEB' && !f.scene_info) || (f.time_expire && expiresAt === null)) {
        return fail('PARAM_ERROR', 'invalid parameter');
      }
      if (paidTrade(f.out_trade_no)) return fail('ORDERPAID', '该订单已支付');
      const seen = prepaid.get(f.out_trade_no);
      if (seen) {
        // The same order asked again answers its prepay; another under the number is refused.
        if (seen.state === 'CLOSED') return fail('ORDERCLOSED', '订单已关闭');
        if (seen.total !== total || seen.tradeType !== tradeType) return fail('INVALID_REQUEST', '201 商户订单号重复');
        return prepayAnswer(seen);
      }
      const order: Prepaid = {
        outTradeNo: f.out_trade_no, prepayId: `wx${wechatTime(now())}${randomBytes(9).toString('hex')}`, codeUrl: `weixin://wxpay/bizpayurl?pr=${randomBytes(6).toString('base64url')}`,
        tradeType, total, notifyUrl: f.notify_url, expiresAt, openId: f.openid || `o${randomBytes(13).toString('base64url')}`, state: 'NOTPAY',
      };
      prepaid.set(order.outTradeNo, order);
      return prepayAnswer(order);
    },
    '/pay/closeorder'(f) {
      if (paidTrade(f.out_trade_no)) return fail('ORDERPAID', '该订单已支付');
      const order = prepaid.get(f.out_trade_no ?? '');
      if (!order) return fail('ORDERNOTEXIST', 'order does not exist');
      if (order.state === 'CLOSED') return fail('ORDERCLOSED', '订单已关闭');
      order.state = 'CLOSED';
      return ok({});
    },
    '/pay/micropay'(f) {
      const total = amountOf(f.total_fee);
      if (!f.out_trade_no || !total || !/^1[0-5]\d{16}$/.test(f.auth_code ?? '')) return fail('PARAM_ERROR', 'invalid parameter');
      if (paidTrade(f.out_trade_no) || prepaid.has(f.out_trade_no)) return fail('OUT_TRADE_NO_USED', 'out_trade_no used');
      const trade = newTrade(f.out_trade_no, total);
      return ok({ transaction_id: trade.transactionId, out_trade_no: trade.outTradeNo, total_fee: String(total), time_end: wechatTime(trade.at) });
    },
    '/secapi/pay/refund'(f) {
      refundRequests.push(f.out_refund_no ?? '');
      const trade = trades.get(f.transaction_id ?? '') ?? [...trades.values()].find((t) => t.outTradeNo === f.out_trade_no);
      if (!trade) return fail('TRADE_NOT_EXIST', 'trade does not exist');
      const amount = amountOf(f.refund_fee);
      if (!amount || amountOf(f.total_fee) !== trade.total || !f.out_refund_no) return fail('PARAM_ERROR', 'invalid parameter');
      const seen = refunds.get(f.out_refund_no);
      if (seen) {
        if (seen.amount !== amount || seen.transactionId !== trade.transactionId) return fail('PARAM_ERROR', 'out_refund_no used with other figures');
        return ok({ transaction_id: trade.transactionId, out_trade_no: trade.outTradeNo, out_refund_no: seen.outRefundNo, refund_id: seen.refundId, refund_fee: String(seen.amount) });
      }
      if (trade.refunded + amount > trade.total) return fail('NOTENOUGH', 'refund exceeds what is left');
      const refund: Refund = { refundId: `50300${String(++sequence).padStart(24, '0')}`, outRefundNo: f.out_refund_no, transactionId: trade.transactionId, amount, at: now() };
      refunds.set(refund.outRefundNo, refund);
      trade.refunded += amount;
      carriedOut++;
      if (f.notify_url) notifyRefund(refund, trade, f.notify_url);
      return ok({ transaction_id: trade.transactionId, out_trade_no: trade.outTradeNo, out_refund_no: refund.outRefundNo, refund_id: refund.refundId, refund_fee: String(amount) });
    },
    '/pay/orderquery'(f) {
      const trade = trades.get(f.transaction_id ?? '') ?? paidTrade(f.out_trade_no);
      const order = trade ? null : prepaid.get(f.out_trade_no ?? '');
      if (order) {
        const waiting = order.state === 'NOTPAY';
        return ok({ out_trade_no: order.outTradeNo, trade_type: order.tradeType, trade_state: waiting ? 'NOTPAY' : 'CLOSED', trade_state_desc: waiting ? '订单未支付' : '订单已关闭' });
      }
      if (!trade) return fail('ORDERNOTEXIST', 'order does not exist');
      return ok({
        transaction_id: trade.transactionId, out_trade_no: trade.outTradeNo, total_fee: String(trade.total), time_end: wechatTime(trade.at),
        trade_state: trade.refunded ? 'REFUND' : 'SUCCESS', trade_state_desc: trade.refunded ? '转入退款' : '支付成功',
      });
    },
    '/pay/refundquery'(f) {
      const refund = refunds.get(f.out_refund_no ?? '');
      if (!refund) return fail('REFUNDNOTEXIST', 'refund does not exist');
      return ok({ refund_count: '1', out_refund_no_0: refund.outRefundNo, refund_id_0: refund.refundId, refund_fee_0: String(refund.amount), refund_status_0: 'SUCCESS' });
    },
  };

  /** The trade bill of a day (bill_date 'YYYYMMDD'), written as WeChat writes it (lib/areas/reconcile/statements/). */
  function bill(billDate: string) {
    const day = `${billDate.slice(0, 4)}-${billDate.slice(4, 6)}-${billDate.slice(6, 8)}`;
    const ofDay = (at: number) => channelDay(at) === day;
    const rows: StatementRow[] = [
      ...[...trades.values()].filter((t) => ofDay(t.at)).map((t): StatementRow => ({
        kind: 'payment', channelTxnNo: t.transactionId, orderNo: t.outTradeNo, amount: t.total, fee: weChatFee(t.total), at: statementTime(t.at),
      })),
      ...[...refunds.values()].filter((r) => ofDay(r.at)).map((r): StatementRow => ({
        kind: 'refund', channelTxnNo: r.transactionId, orderNo: trades.get(r.transactionId)!.outTradeNo, refundNo: r.outRefundNo,
        channelRefundNo: r.refundId, amount: r.amount, fee: weChatFee(r.amount), at: statementTime(r.at),
      })),
    ];
    return weChatBillText({ channel: 'wechat', day, merchant: options.mchId }, rows);
  }

  /**
   * WeChat's H5 cashier of an MWEB order, as a phone's browser sees it: the amount and a button to
   * pay (GET); paying (POST) pays the order as the payer's WeChat would (its notification posted) and
   * offers the way back to the merchant's page (redirect_url, an http(s) address only).
   */
  function cashier(prepayId: string, body: string, query: URLSearchParams) {
    const order = [...prepaid.values()].find((o) => o.prepayId === prepayId && o.tradeType === 'MWEB');
    const back = (body ? new URLSearchParams(body).get('redirect_url') : query.get('redirect_url')) ?? '';
    const safeBack = /^https?:\/\//.test(back) ? back : '';
    if (!order) return cashierPage('<p>订单不存在</p>');
    if (body && order.state === 'NOTPAY') payPrepaid(order.outTradeNo);
    if (order.state === 'SUCCESS') {
      return cashierPage(`<p data-sim="paid">支付成功 ¥${(order.total / 100).toFixed(2)}</p>${safeBack ? `<a data-sim="back" href="${escapeHtml(safeBack)}">返回商家</a>` : ''}`);
    }
    return cashierPage(`<p>微信支付 ¥${(order.total / 100).toFixed(2)}</p><form method="post"><input type="hidden" name="redirect_url" value="${escapeHtml(safeBack)}">`
      + '<button data-sim="pay" type="submit">确认支付</button></form>');
  }

  const server = await startSimServer(async (path, body, peer, query) => {
    const cashierOf = path.startsWith(CASHIER_PATH) ? path.slice(CASHIER_PATH.length) : null;
    if (cashierOf !== null) return cashier(cashierOf, body, query);
    // As WeChat: no request to secapi without the merchant's own API client certificate.
    if (path.startsWith('/secapi/') && !(peer.authorized && peer.commonName === options.mchId)) {
      return reply({ return_code: 'FAIL', return_msg: 'CERT_ERROR: the API client certificate of this merchant is required' });
    }
    const fields = fromWechatXml(body);
    if (!fields) return reply({ return_code: 'FAIL', return_msg: 'XML format error' });
    if (fields.appid !== options.appId || fields.mch_id !== options.mchId) return reply({ return_code: 'FAIL', return_msg: 'appid and mch_id do not match' });
    if (!verifyWechatFields(fields, options.apiKey)) return reply({ return_code: 'FAIL', return_msg: '签名错误' });
    if (path === '/pay/downloadbill') {
      if (!/^\d{8}$/.test(fields.bill_date ?? '')) return reply({ return_code: 'FAIL', return_msg: 'invalid bill_date' });
      return { contentType: 'text/plain; charset=utf-8', body: bill(fields.bill_date!) };
    }
    const handler = paths[path];
    return handler ? handler(fields) : { status: 404, contentType: 'text/plain', body: 'not found' };
  }, options.port, options.tls);

  function payPrepaid(outTradeNo: string, { notify = true }: { notify?: boolean } = {}): Trade {
    const order = prepaid.get(outTradeNo);
    if (order?.state !== 'NOTPAY') throw new Error(`WeChat: order ${outTradeNo} cannot be paid (${order?.state ?? 'unknown'})`);
    if (order.expiresAt !== null && now() > order.expiresAt) throw new Error(`WeChat: order ${outTradeNo} expired`);
    order.state = 'SUCCESS';
    const trade = newTrade(outTradeNo, order.total);
    if (notify) notifyPayment(order, trade);
    return trade;
  }

  return { ...server, gatewayUrl: server.url, refundsCarriedOut: () => carriedOut, refundRequests: () => refundRequests, payPrepaid };
}
