// What a file is, from its first bytes, before it is parsed as the chosen channel's statement: a
// zip (Alipay's download), WeChat's bill (either layout, UTF-8), Alipay's detail CSV (GBK), one of
// these re-saved in the other encoding (opened and saved by an editor or a spreadsheet: no longer
// the channel's file), or none of these. A file that is not the chosen channel's
// statement is refused with what it is, instead of a parser's first complaint about it.
import { StatementError } from './errors';
import { ALIPAY_TITLE, type StatementChannel } from './formats';
import { weChatLayoutOf } from './wechat-parser';

export type StatementShape = 'zip' | 'wechatBill' | 'wechatBillGbk' | 'alipayDetail' | 'alipayDetailUtf8' | 'unknown';

/** Bytes enough for the first line of any statement. */
export const RECOGNISE_BYTES = 4096;
const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];

export function recogniseStatement(head: Uint8Array): StatementShape {
  if (ZIP_SIGNATURE.every((byte, i) => head[i] === byte)) return 'zip';
  const end = head.indexOf(0x0a);
  const first = head.subarray(0, end < 0 ? head.length : end);
  // Not fatal: the head may end inside a character, and a wrong byte only means "not this".
  const utf8 = new TextDecoder('utf-8').decode(first).trim();
  if (weChatLayoutOf(utf8)) return 'wechatBill';
  if (utf8 === ALIPAY_TITLE) return 'alipayDetailUtf8';
  const gbk = new TextDecoder('gbk').decode(first).trim();
  if (gbk === ALIPAY_TITLE) return 'alipayDetail';
  if (weChatLayoutOf(gbk)) return 'wechatBillGbk';
  return 'unknown';
}

/** Why a file of `shape` is not a statement `channel` can read; null when it is one. */
export function shapeRefusal(channel: StatementChannel, shape: StatementShape): StatementError | null {
  if (channel === 'wechat') {
    if (shape === 'wechatBill') return null;
    if (shape === 'unknown') return new StatementError('statementNotWeChat', 1);
    if (shape === 'wechatBillGbk') return new StatementError('statementWeChatGbk', 1);
    return shape === 'zip' ? new StatementError('statementIsAlipayZip', 0) : new StatementError('statementIsAlipay', 1);
  }
  if (shape === 'zip' || shape === 'alipayDetail') return null;
  if (shape === 'alipayDetailUtf8') return new StatementError('statementAlipayUtf8', 1);
  if (shape === 'wechatBill' || shape === 'wechatBillGbk') return new StatementError('statementIsWeChat', 1);
  return new StatementError('statementNotAlipay', 1);
}
