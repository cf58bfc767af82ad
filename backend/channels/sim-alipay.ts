// A simulated Alipay gateway for tests and the demo (node:http on 127.0.0.1): it verifies the
// merchant's RSA2 signature with the application public key it was given, signs its answers and
// notifications with a key pair of its own, and keeps trades and refunds in memory (a trade can be
// queried by our order number, as alipay.trade.query answers). A request whose signature does not
// verify is answered as Alipay does: 40002 Invalid Arguments, isv.invalid-signature. A refund is
// carried out once per (trade, out_request_no): a repeat answers fund_change N. After a refund it
// posts the trade_status_sync notification to the notify_url, as Alipay does.
import { generateKeyPairSync } from 'node:crypto';
import { fenToYuan, parseYuan } from '../../lib/money/fen';
import { alipayResponseNode, rsa2Sign, signAlipayParams, verifyAlipayParams } from '../../lib/channels/alipay-sign';
import { alipayTime, channelDay } from '../../lib/channels/clock';
import { alipayFee, alipayStatementZip, type StatementRow } from '../../lib/areas/reconcile/statements';
import { startSimServer, type SimServer } from './sim-http';

export interface SimAlipayOptions {
  appId: string; appPublicKey: string; port?: number;
  /** The server's own key pair (default: a fresh one), so a restarted server signs as before. */
  keys?: { publicKey: string; privateKey: string };
  /** Its ledger (default: empty maps): maps that persist keep trades and refunds across restarts. */
  trades?: Map<string, SimAlipayTrade>;
  refunds?: Map<string, SimAlipayRefund>;
  /** The channel's clock (default the real one): a test pays on a past day to download that day's statement. */
  now?: () => number;
}

export interface SimAlipayTrade { tradeNo: string; outTradeNo: string; total: number; refunded: number; notifyUrl: string | null; at: number }
export interface SimAlipayRefund { tradeNo: string; outRequestNo: string; amount: number; at: number }
type Trade = SimAlipayTrade;
type Refund = SimAlipayRefund;

export interface SimAlipay extends SimServer {
  /** The gateway URL to configure in the pay params. */
  gatewayUrl: string;
  /** Alipay's public key to configure in the pay params. */
  alipayPublicKey: string;
  /** How many refunds moved money. */
  refundsCarriedOut(): number;
  /** The refund numbers (out_request_no) of every refund request received, repeats included, in order. */
  refundRequests(): readonly string[];
}

export async function startSimAlipay(options: SimAlipayOptions): Promise<SimAlipay> {
  const keys = options.keys ?? generateKeyPairSync('rsa', { modulusLength: 2048, publicKeyEncoding: { type: 'spki', format: 'pem' }, privateKeyEncoding: { type: 'pkcs8', format: 'pem' } });
  const trades = options.trades ?? new Map<string, Trade>();
  const refunds = options.refunds ?? new Map<string, Refund>();
  const now = options.now ?? Date.now;
  let sequence = trades.size;
  let carriedOut = 0;
  const refundRequests: string[] = [];

  const answer = (method: string, node: Record<string, unknown>) => {
    const text = JSON.stringify(node);
    return { contentType: 'application/json;charset=utf-8', body: `{"${alipayResponseNode(method)}":${text},"sign":"${rsa2Sign(text, keys.privateKey)}"}` };
  };
  const ok = (method: string, node: Record<string, unknown>) => answer(method, { code: '10000', msg: 'Success', ...node });
  /** Alipay's public error codes: 40002 a parameter (or the signature) refused, 40004 the business refused. */
  const failed = (method: string, subCode: string, subMsg: string, code: '40002' | '40004' = '40004') =>
    answer(method, { code, msg: code === '40002' ? 'Invalid Arguments' : 'Business Failed', sub_code: subCode, sub_msg: subMsg });
  const findTrade = (biz: Record<string, string>) => trades.get(biz.trade_no) ?? [...trades.values()].find((t) => t.outTradeNo === biz.out_trade_no);

  function notifyRefund(trade: Trade, refund: Refund) {
    if (!trade.notifyUrl) return;
    const params = signAlipayParams({
      notify_time: alipayTime(now()), notify_type: 'trade_status_sync', notify_id: `${trade.tradeNo}${refund.outRequestNo}`,
      app_id: options.appId, charset: 'utf-8', version: '1.0', sign_type: 'RSA2', trade_no: trade.tradeNo, out_trade_no: trade.outTradeNo,
      out_biz_no: refund.outRequestNo, trade_status: trade.refunded === trade.total ? 'TRADE_CLOSED' : 'TRADE_SUCCESS',
      total_amount: fenToYuan(trade.total), refund_fee: fenToYuan(trade.refunded), gmt_refund: alipayTime(refund.at),
    }, keys.privateKey);
    server.notify(trade.notifyUrl, new URLSearchParams(params).toString(), 'application/x-www-form-urlencoded;charset=utf-8');
  }

  const methods: Record<string, (biz: Record<string, string>, notifyUrl: string | null) => ReturnType<typeof answer>> = {
    'alipay.trade.pay'(biz, notifyUrl) {
      const m = 'alipay.trade.pay';
      const total = parseYuan(biz.total_amount ?? '');
      if (!biz.out_trade_no || total === null || total <= 0 || !/^\d{16,24}$/.test(biz.auth_code ?? '')) return failed(m, 'ACQ.INVALID_PARAMETER', 'invalid parameter', '40002');
      if ([...trades.values()].some((t) => t.outTradeNo === biz.out_trade_no)) return failed(m, 'ACQ.TRADE_HAS_SUCCESS', 'trade has succeeded');
      const trade: Trade = { tradeNo: `2026${String(++sequence).padStart(24, '0')}`, outTradeNo: biz.out_trade_no, total, refunded: 0, notifyUrl, at: now() };
      trades.set(trade.tradeNo, trade);
      return ok(m, { trade_no: trade.tradeNo, out_trade_no: trade.outTradeNo, total_amount: fenToYuan(total), gmt_payment: alipayTime(trade.at) });
    },
    'alipay.trade.refund'(biz, notifyUrl) {
      const m = 'alipay.trade.refund';
      refundRequests.push(biz.out_request_no ?? '');
      const trade = findTrade(biz);
      if (!trade) return failed(m, 'ACQ.TRADE_NOT_EXIST', 'trade does not exist');
      const amount = parseYuan(biz.refund_amount ?? '');
      if (amount === null || amount <= 0) return failed(m, 'ACQ.INVALID_PARAMETER', 'invalid refund_amount', '40002');
      const key = `${trade.tradeNo}|${biz.out_request_no ?? ''}`;
      const seen = refunds.get(key);
      const node = () => ({ trade_no: trade.tradeNo, out_trade_no: trade.outTradeNo, refund_fee: fenToYuan(trade.refunded) });
      if (seen) {
        if (seen.amount !== amount) return failed(m, 'ACQ.REFUND_AMT_NOT_EQUAL_TOTAL', 'refund amount differs from the first request');
        return ok(m, { ...node(), fund_change: 'N' });
      }
      if (trade.refunded + amount > trade.total) return failed(m, 'ACQ.REFUND_AMT_NOT_EQUAL_TOTAL', 'refund amount exceeds what is left');
      const refund: Refund = { tradeNo: trade.tradeNo, outRequestNo: biz.out_request_no ?? '', amount, at: now() };
      refunds.set(key, refund);
      trade.refunded += amount;
      trade.notifyUrl = notifyUrl ?? trade.notifyUrl;
      carriedOut++;
      notifyRefund(trade, refund);
      return ok(m, { ...node(), fund_change: 'Y', gmt_refund_pay: alipayTime(refund.at) });
    },
    'alipay.trade.query'(biz) {
      const m = 'alipay.trade.query';
      const trade = findTrade(biz);
      if (!trade) return failed(m, 'ACQ.TRADE_NOT_EXIST', 'trade does not exist');
      return ok(m, {
        trade_no: trade.tradeNo, out_trade_no: trade.outTradeNo, total_amount: fenToYuan(trade.total), send_pay_date: alipayTime(trade.at),
        // Refunded in full closes a trade, as Alipay does.
        trade_status: trade.refunded === trade.total ? 'TRADE_CLOSED' : 'TRADE_SUCCESS',
      });
    },
    'alipay.trade.close'(biz) {
      // Its trades are paid when made (barcode pay): none is left waiting to close.
      const m = 'alipay.trade.close';
      return findTrade(biz) ? failed(m, 'ACQ.TRADE_STATUS_ERROR', 'trade status does not allow closing') : failed(m, 'ACQ.TRADE_NOT_EXIST', 'trade does not exist');
    },
    'alipay.trade.fastpay.refund.query'(biz) {
      const m = 'alipay.trade.fastpay.refund.query';
      const trade = findTrade(biz);
      const refund = trade && refunds.get(`${trade.tradeNo}|${biz.out_request_no ?? ''}`);
      if (!trade || !refund) return ok(m, { trade_no: biz.trade_no ?? '', out_request_no: biz.out_request_no ?? '' });
      return ok(m, { trade_no: trade.tradeNo, out_trade_no: trade.outTradeNo, out_request_no: refund.outRequestNo, refund_amount: fenToYuan(refund.amount), refund_status: 'REFUND_SUCCESS' });
    },
    'alipay.data.dataservice.bill.downloadurl.query'(biz) {
      return ok('alipay.data.dataservice.bill.downloadurl.query', { bill_download_url: `${server.url}/bill/${biz.bill_date}` });
    },
  };

  /** The statement of a day: a zip of GBK CSV files, written as Alipay writes it (lib/areas/reconcile/statements/). */
  function bill(day: string): Promise<Buffer> {
    const rows: StatementRow[] = [
      ...[...trades.values()].filter((t) => channelDay(t.at) === day).map((t): StatementRow => ({
        kind: 'payment', channelTxnNo: t.tradeNo, orderNo: t.outTradeNo, amount: t.total, fee: alipayFee(t.total), at: alipayTime(t.at),
      })),
      ...[...refunds.values()].filter((r) => channelDay(r.at) === day).map((r): StatementRow => ({
        kind: 'refund', channelTxnNo: r.tradeNo, orderNo: trades.get(r.tradeNo)!.outTradeNo, refundNo: r.outRequestNo,
        amount: r.amount, fee: alipayFee(r.amount), at: alipayTime(r.at),
      })),
    ];
    return alipayStatementZip({ channel: 'alipay', day, merchant: options.appId }, rows);
  }

  const server = await startSimServer(async (path, body) => {
    if (path.startsWith('/bill/')) {
      const day = path.slice('/bill/'.length);
      if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return { status: 404, contentType: 'text/plain', body: 'no such bill' };
      return { contentType: 'application/zip', body: await bill(day) };
    }
    const params = Object.fromEntries(new URLSearchParams(body));
    const method = params.method ?? '';
    if (!methods[method]) return answer('error', { code: '40004', msg: 'Business Failed', sub_code: 'isv.invalid-method', sub_msg: 'unknown method' });
    if (params.app_id !== options.appId) return failed(method, 'isv.invalid-app-id', 'invalid app_id', '40002');
    if (!verifyAlipayParams(params, options.appPublicKey)) return failed(method, 'isv.invalid-signature', '无效签名', '40002');
    let biz: Record<string, string>;
    try { biz = JSON.parse(params.biz_content ?? '') as Record<string, string>; } catch { return failed(method, 'isv.invalid-biz-content', 'invalid biz_content', '40002'); }
    return methods[method](biz, params.notify_url || null);
  }, options.port);

  return {
    ...server,
    gatewayUrl: `${server.url}/gateway.do`,
    alipayPublicKey: keys.publicKey,
    refundsCarriedOut: () => carriedOut,
    refundRequests: () => refundRequests,
  };
}
