// What a file is, from its first bytes, before it is parsed as the chosen channel's statement: a
// zip (Alipay's download), a spreadsheet (.xlsx or .xls), WeChat's bill (either layout, UTF-8),
// Alipay's detail CSV (GBK), one of these re-saved in the other encoding (opened and saved by an
// editor or a spreadsheet: no longer the channel's file), or none of these. A file that is not the
// chosen channel's statement is refused with what it is, instead of a parser's first complaint
// about it. A gzip'd file is recognised by what it inflates to (backend/areas/reconcile/source.ts).
import { StatementError } from './errors';
import { ALIPAY_TITLE, type StatementChannel } from './formats';
import { weChatLayoutOf } from './wechat-parser';

export type StatementShape = 'zip' | 'spreadsheet' | 'wechatBill' | 'wechatBillGbk' | 'alipayDetail' | 'alipayDetailUtf8' | 'unknown';

/** Bytes enough for the first line of any statement. */
export const RECOGNISE_BYTES = 4096;
const ZIP_SIGNATURE = [0x50, 0x4b, 0x03, 0x04];
/** An Excel 97-2003 workbook (.xls) is an OLE2 compound file. */
const OLE2_SIGNATURE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
/** What an Office Open XML package (.xlsx, itself a zip) holds, files and folders; a channel's zip holds CSV files. */
const SPREADSHEET_ENTRIES = ['[Content_Types].xml', '_rels/', 'docProps/', 'xl/', 'customXml/'];

/** Whether a zip entry's name is one of a spreadsheet's (an .xlsx, not a channel's statement zip). */
export const isSpreadsheetEntry = (name: string): boolean =>
  SPREADSHEET_ENTRIES.some((entry) => (entry.endsWith('/') ? name.startsWith(entry) : name === entry));

const starts = (head: Uint8Array, signature: readonly number[]) => signature.every((byte, i) => head[i] === byte);

/** The name of a zip's first entry, from its local header (name length at byte 26, the name from byte 30). */
const firstEntryName = (head: Uint8Array) => new TextDecoder('utf-8').decode(head.subarray(30, 30 + (head[26] | (head[27] << 8))));

export function recogniseStatement(head: Uint8Array): StatementShape {
  if (starts(head, OLE2_SIGNATURE)) return 'spreadsheet';
  // An .xlsx's first entry is one of its package's (Excel writes [Content_Types].xml first); the
  // Alipay reader looks at every entry of a zip without a detail file as well.
  if (starts(head, ZIP_SIGNATURE)) return isSpreadsheetEntry(firstEntryName(head)) ? 'spreadsheet' : 'zip';
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
  if (shape === 'spreadsheet') return new StatementError('statementIsSpreadsheet', 0);
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
