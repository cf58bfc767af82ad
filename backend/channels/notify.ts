// The channels' asynchronous notifications: POST /notify/<channel>/<pay params id> on the
// backend (the notify URL configured in the pay params). Each is authenticated with the keys of
// that merchant account (Alipay: RSA2 signature with Alipay's public key; WeChat: a refund's
// req_info opens only with the API key, a payment's fields are signed with it) before anything is
// read from it, then applied once: a refund by the settle service (a refund already settled stays
// as it is), a WeChat payment of an online renewal by the rentals area (booked once per trade:
// backend/areas/rentals/online-channel.ts bookNotifiedTrade), of a driver's stay paid from the
// driver's page by the charging core (backend/areas/merchants/qr/driver-pay.ts, once per trade too). The channel gets its own "got it"
// answer; anything else makes it deliver again.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { verifyAlipayParams } from '../../lib/channels/alipay-sign';
import { decryptReqInfo, fromWechatXml, toWechatXml, verifyWechatFields } from '../../lib/channels/wechat-sign';
import type { Db } from '../db';
import { runService } from '../kernel/service';
import { settleRefund } from '../areas/refunds/services';
import { bookNotifiedTrade, type Trade } from '../areas/rentals/online-channel';
import { bookDriverTrade, isDriverTrade } from '../areas/merchants';
import { readBody } from '../http';
import { accountById, isComplete, type Account } from './accounts';

/** A notification is a few hundred bytes; anything far larger is not one. */
const NOTIFY_BODY_LIMIT_BYTES = 64 * 1024;
export const NOTIFY_PATH = /^\/notify\/(alipay|wechat)\/(\d{1,9})$/;

type Settlement = { refundNo: string; outcome: 'refunded' | 'failed'; channelRefundNo: string | null; failure: string | null };
interface Answer { status: number; contentType: string; body: string }

const ALIPAY_OK: Answer = { status: 200, contentType: 'text/plain', body: 'success' };
const ALIPAY_FAIL: Answer = { status: 400, contentType: 'text/plain', body: 'fail' };
const wechatAnswer = (ok: boolean): Answer => ({
  status: ok ? 200 : 400, contentType: 'text/xml', body: toWechatXml({ return_code: ok ? 'SUCCESS' : 'FAIL', return_msg: ok ? 'OK' : 'verification failed' }),
});

/** The refund an Alipay notification reports, when it verifies and reports one. */
function alipaySettlement(account: Account, body: string): Settlement | null | 'forged' {
  const params = Object.fromEntries(new URLSearchParams(body));
  if (!verifyAlipayParams(params, account.secrets.cert!) || params.app_id !== account.secrets.merchant) return 'forged';
  if (!params.out_biz_no || !params.refund_fee) return null;
  return { refundNo: params.out_biz_no, outcome: 'refunded', channelRefundNo: `${params.trade_no}-${params.out_biz_no}`, failure: null };
}

function wechatSettlement(account: Account, body: string): Settlement | null | 'forged' {
  const outer = fromWechatXml(body);
  if (!outer || outer.mch_id !== account.secrets.merchant || !outer.req_info) return 'forged';
  const info = decryptReqInfo(outer.req_info, account.secrets.key!);
  if (!info?.out_refund_no) return 'forged';
  if (info.refund_status === 'SUCCESS') return { refundNo: info.out_refund_no, outcome: 'refunded', channelRefundNo: info.refund_id ?? null, failure: null };
  return { refundNo: info.out_refund_no, outcome: 'failed', channelRefundNo: info.refund_id ?? null, failure: `WeChat: ${info.refund_status ?? 'FAIL'}` };
}

/** The trade a WeChat payment notification (result notify, no req_info) reports, when it verifies; null for a payment that failed. */
function wechatPayment(account: Account, fields: Record<string, string>): Trade | null | 'forged' {
  if (!verifyWechatFields(fields, account.secrets.key!) || fields.mch_id !== account.secrets.merchant || fields.appid !== account.appId) return 'forged';
  if (fields.result_code !== 'SUCCESS') return null;
  if (!fields.out_trade_no || !fields.transaction_id || !/^\d{1,13}$/.test(fields.total_fee ?? '')) return 'forged';
  return { orderNo: fields.out_trade_no, tradeNo: fields.transaction_id, amount: Number(fields.total_fee) };
}

export async function answerNotification(db: Db, atRestKey: Buffer, channel: string, payParamsId: number, body: string, now: number): Promise<Answer> {
  const fail = channel === 'alipay' ? ALIPAY_FAIL : wechatAnswer(false);
  const ok = channel === 'alipay' ? ALIPAY_OK : wechatAnswer(true);
  const account = await accountById(db, atRestKey, payParamsId);
  if (!account || account.channel !== channel || !isComplete(account)) return fail;
  const fields = channel === 'wechat' ? fromWechatXml(body) : null;
  if (fields && !fields.req_info) {
    const trade = wechatPayment(account, fields);
    if (trade === 'forged') return fail;
    // A driver's stay paid from the driver's page, else an online renewal.
    if (trade) await (await isDriverTrade(db, trade.orderNo) ? bookDriverTrade(db, trade, now) : bookNotifiedTrade(db, channel, trade, now));
    return ok;
  }
  const settlement = channel === 'alipay' ? alipaySettlement(account, body) : wechatSettlement(account, body);
  if (settlement === 'forged') return fail;
  if (settlement) {
    await db.transaction((tx) => runService(tx, settleRefund, { ...settlement, payParamsId }, { name: `system:${channel}`, userId: null }, { at: now }));
  }
  return ok;
}

/** Serves a POST to NOTIFY_PATH; false when the request is not one. */
export async function serveNotification(req: IncomingMessage, res: ServerResponse, db: Db, atRestKey: Buffer | undefined, now: number): Promise<boolean> {
  const match = NOTIFY_PATH.exec(new URL(req.url ?? '/', 'http://backend').pathname);
  if (!match || req.method !== 'POST' || !atRestKey) return false;
  const body = await readBody(req, NOTIFY_BODY_LIMIT_BYTES);
  const answer = body === null
    ? { status: 413, contentType: 'text/plain', body: 'too large' }
    : await answerNotification(db, atRestKey, match[1], Number(match[2]), body, now);
  res.writeHead(answer.status, { 'content-type': answer.contentType, 'cache-control': 'no-store' });
  res.end(answer.body);
  return true;
}
