// The channels' real layouts (lib/areas/reconcile/statements/samples/, written by hand after public files: see its
// README) recognised and read row by row: WeChat's bill in today's 27-column layout (one with a
// payment revoked, gzip'd too) and in the earlier 24-column one, Alipay's detail in its zip and
// uploaded alone. And what is not the chosen channel's statement, refused with what it is, at its
// line.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import JSZip from 'jszip';
import { gzipSync } from 'node:zlib';
import { parseAlipayDetail, parseAlipayStatement } from './alipay-parser';
import { StatementError } from './errors';
import { TEST_DAY } from './fixtures';
import { encodeGbk } from './gbk';
import { gunzipped } from './gzip';
import { decodedLines } from './lines';
import { recogniseStatement, shapeRefusal } from './recognise';
import type { ParsedRow } from './types';
import { parseWeChatBill } from './wechat-parser';

const SAMPLES = path.join(__dirname, 'samples');
const sample = (name: string) => readFileSync(path.join(SAMPLES, name));
const WECHAT_27 = 'wechat-tradebill-all-27.csv';
const WECHAT_24 = 'wechat-tradebill-all-24.csv';
const WECHAT_REVOKED = 'wechat-tradebill-all-27-revoked.csv';
const ALIPAY_DETAIL = '20880211096256330156_20261124_业务明细.csv';
const ALIPAY_SUMMARY = '20880211096256330156_20261124_业务明细(汇总).csv';

async function collect(rows: AsyncIterable<ParsedRow>): Promise<ParsedRow[]> {
  const out: ParsedRow[] = [];
  for await (const row of rows) out.push(row);
  return out;
}

async function refusal(rows: AsyncIterable<ParsedRow>): Promise<{ key: string; line: number; params?: unknown }> {
  try {
    await collect(rows);
  } catch (error) {
    if (error instanceof StatementError) return { key: error.key, line: error.line, params: error.params };
    throw error;
  }
  throw new Error('the file was accepted');
}

const weChat = (bytes: Uint8Array) => parseWeChatBill(decodedLines([bytes], 'utf-8'), TEST_DAY);
const alipayCsv = (bytes: Uint8Array) => parseAlipayDetail(decodedLines([bytes], 'gbk'), TEST_DAY);
const pay = (line: number, channelTxnNo: string, orderNo: string, amount: number, fee: number, time: string): ParsedRow =>
  ({ line, kind: 'payment', channelTxnNo, orderNo, amount, fee, at: `${TEST_DAY} ${time}`, subject: '停车费' });
const back = (row: ParsedRow, refundNo: string, channelRefundNo?: string): ParsedRow => ({ ...row, kind: 'refund', refundNo, channelRefundNo });

/** Alipay's zip of the two sample files, entry names in GBK without the UTF-8 flag, as Alipay writes it. */
async function alipayZip(detail = sample(ALIPAY_DETAIL)): Promise<Buffer> {
  const zip = new JSZip();
  zip.file(ALIPAY_DETAIL, detail, { binary: true });
  zip.file(ALIPAY_SUMMARY, sample(ALIPAY_SUMMARY), { binary: true });
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', encodeFileName: (name) => Buffer.from(encodeGbk(name)) as unknown as string });
}

describe('WeChat Pay trade bill, today\'s 27-column layout', () => {
  const T1 = '4200002086202611240745964084';
  const first = pay(2, T1, 'P202611241801550001', 1250, 8, '18:02:11');

  test('the sample is as WeChat writes it: a BOM, CRLF, a backtick before every cell, five-decimal fees', () => {
    const bytes = sample(WECHAT_27);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).split('\r\n');
    expect(lines.slice(1, 7).every((l) => l.split(',').length === 27 && l.split(',').every((c) => c.startsWith('`')) && l.endsWith(',`'))).toBe(true);
    expect(lines[8]).toBe('`6,`47.51,`3.50,`0.00,`0.26000,`47.51,`3.50');
    expect(recogniseStatement(bytes)).toBe('wechatBill');
  });

  test('reads every row, in file order (not time order), a payment and its two refunds under one 微信订单号', async () => {
    expect(await collect(weChat(sample(WECHAT_27)))).toEqual([
      first,
      pay(3, '4200002101202611243318227761', 'P202611240815220002', 500, 3, '08:15:40'),
      back({ ...first, line: 4, amount: 250, fee: 2, at: `${TEST_DAY} 20:30:05` }, 'R202611242030010001', '50303108562026112401487282563'),
      pay(5, '4200002095202611242851302217', 'P202611241159480003', 3000, 18, '12:00:00'),
      back({ ...first, line: 6, amount: 100, fee: 1, at: `${TEST_DAY} 21:10:44` }, 'R202611242110400002', '50303108562026112483774350275'),
      pay(7, '4200002079202611240013862950', 'P202611240002510004', 1, 0, '00:03:09'),
    ]);
  });

  const edited = (edit: (text: string) => string) => Buffer.from(edit(sample(WECHAT_27).toString('utf8')));

  test('a fee finer than a fen is rounded half up to the fen; the summary agrees with the rows\' exact sum', async () => {
    // 0.075 yuan: 7.5 fen, kept exactly in the sum, rounded to 8 fen on the row.
    const finer = edited((t) => t.replace('`0.08000', '`0.07500').replace('`0.26000', '`0.25500'));
    expect((await collect(weChat(finer)))[0].fee).toBe(8);
    const below = edited((t) => t.replace('`0.08000', '`0.07499').replace('`0.26000', '`0.25499'));
    expect((await collect(weChat(below)))[0].fee).toBe(7);
    // The summary of rounded fees is not the rows' sum: refused, naming the total.
    const rounded = edited((t) => t.replace('`0.08000', '`0.07500'));
    expect(await refusal(weChat(rounded))).toEqual({ key: 'statementSummaryDiffers', line: 9, params: { column: '手续费总金额' } });
  });

  test('a byte that is not UTF-8 is refused at its line', async () => {
    const bytes = Buffer.from(sample(WECHAT_27));
    bytes[bytes.indexOf('R202611242030010001')] = 0xff;
    expect(await refusal(weChat(bytes))).toMatchObject({ key: 'statementBadEncoding', line: 4 });
  });
});

describe('WeChat Pay trade bill with a payment revoked (撤销)', () => {
  const T = '4200002098202611249713305548';
  const micropay = pay(4, T, 'P202611241745090012', 800, 5, '17:45:20');

  test('the sample is as WeChat writes it: the REVOKED row under the payment\'s numbers, the amount in 退款金额, no refund numbers', () => {
    const lines = sample(WECHAT_REVOKED).toString('utf8').slice(1).split('\r\n');
    const revoked = lines[1].split(',');
    expect([revoked[5], revoked[6], revoked[8], revoked[9], revoked[12], revoked[14], revoked[15], revoked[16], revoked[22], revoked[25]])
      .toEqual([`\`${T}`, '`P202611241745090012', '`MICROPAY', '`REVOKED', '`0.00', '`0', '`0', '`8.00', '`-0.05000', '`8.00']);
    expect(lines[5]).toBe('`3,`14.00,`8.00,`0.00,`0.04000,`14.00,`8.00');
    expect(recogniseStatement(sample(WECHAT_REVOKED))).toBe('wechatBill');
  });

  test('reads the revocation (its amount, its fee given back, no refund number) beside the payment it revokes', async () => {
    expect(await collect(weChat(sample(WECHAT_REVOKED)))).toEqual([
      { ...micropay, line: 2, kind: 'revoked', at: `${TEST_DAY} 17:46:05` },
      pay(3, '4200002110202611246655187322', 'P202611240730480011', 600, 4, '07:31:02'),
      micropay,
    ]);
  });

  test('gzip\'d as WeChat serves it with tar_type=GZIP, it inflates to the same rows', async () => {
    const gz = gzipSync(sample(WECHAT_REVOKED));
    expect(await collect(parseWeChatBill(decodedLines(gunzipped([gz]), 'utf-8'), TEST_DAY))).toEqual(await collect(weChat(sample(WECHAT_REVOKED))));
  });
});

describe('WeChat Pay trade bill, the earlier 24-column layout', () => {
  test('no BOM, zeros printed 0.0 and 0, the count 4.0: every row read', async () => {
    const bytes = sample(WECHAT_24);
    expect(bytes.toString('utf8').split('\r\n')[6]).toBe('`4.0,`44.02,`3.00,`0.0,`0.25000');
    expect(recogniseStatement(bytes)).toBe('wechatBill');
    const T2 = '4200000050202611246629093973';
    const second = pay(3, T2, 'P202611240912170002', 3600, 22, '09:12:30');
    expect(await collect(weChat(bytes))).toEqual([
      pay(2, '4200000031202611246240710040', 'P202611241633010001', 800, 5, '16:33:45'),
      second,
      back({ ...second, line: 4, amount: 300, fee: 2, at: `${TEST_DAY} 10:05:00` }, 'R202611241004580001', '50000506642026112404485755976'),
      pay(5, '4200000113202611244559498485', 'P202611240747550003', 2, 0, '07:48:02'),
    ]);
  });

  test('its 5-column summary is checked like today\'s: a total off is refused at the summary line', async () => {
    const off = Buffer.from(sample(WECHAT_24).toString('utf8').replace('`44.02', '`44.03'));
    expect(await refusal(weChat(off))).toEqual({ key: 'statementSummaryDiffers', line: 7, params: { column: '总交易额' } });
  });
});

describe('Alipay business detail', () => {
  const A1 = '2026112422001458860515315453';
  const A3 = '2026112422001458860516993488';
  const first = pay(6, A1, 'P202611241055160001', 1250, 8, '10:55:23');
  const third = pay(9, A3, 'P202611241456350003', 3000, 18, '14:57:19');
  const expected = [
    first,
    back({ ...first, line: 7, amount: 250, fee: 2, at: `${TEST_DAY} 13:57:52` }, 'RF202611241357400001'),
    pay(8, '2026112422001465870515233238', 'P202611240856540002', 500, 3, '08:56:58'),
    third,
    back({ ...third, line: 10, amount: 100, fee: 1, at: `${TEST_DAY} 15:00:38` }, 'RF202611241500300002'),
  ].map(({ channelRefundNo: _none, ...row }) => row);

  test('the sample is as Alipay writes it: GBK, CRLF, four # lines, tabs after id-like cells, the real trailer', () => {
    const lines = new TextDecoder('gbk').decode(sample(ALIPAY_DETAIL)).split('\r\n');
    expect(lines[0]).toBe('#支付宝业务明细查询');
    expect(lines[4].split(',')).toHaveLength(25);
    expect(lines[5].startsWith(`${A1}\t,P202611241055160001\t,交易\t,`)).toBe(true);
    expect(lines.slice(-4)).toEqual([
      '#交易合计：3笔，商家实收共47.50元，商家优惠共0.00元', '#退款合计：2笔，商家实收退款共-3.50元，商家优惠退款共0.00元', '#导出时间：[2026年11月25日 05:46:49]', '',
    ]);
  });

  test('the detail uploaded on its own (GBK) is read row by row', async () => {
    expect(recogniseStatement(sample(ALIPAY_DETAIL))).toBe('alipayDetail');
    expect(await collect(alipayCsv(sample(ALIPAY_DETAIL)))).toEqual(expected);
  });

  test('the zip of 业务明细 and 业务明细(汇总) gives the same rows', async () => {
    const zip = await alipayZip();
    expect(recogniseStatement(zip)).toBe('zip');
    expect(await collect(parseAlipayStatement(zip, TEST_DAY))).toEqual(expected);
  });

  test('a totals line that disagrees is refused at its line, naming it', async () => {
    const text = new TextDecoder('gbk').decode(sample(ALIPAY_DETAIL)).replace('商家实收退款共-3.50元', '商家实收退款共-3.40元');
    expect(await refusal(alipayCsv(encodeGbk(text)))).toEqual({ key: 'statementSummaryDiffers', line: 13, params: { column: '退款合计' } });
  });
});

describe('a file that is not the chosen channel\'s statement is refused with what it is', () => {
  const utf8Detail = () => Buffer.from(new TextDecoder('gbk').decode(sample(ALIPAY_DETAIL)));
  const gbkBill = () => Buffer.from(encodeGbk(sample(WECHAT_24).toString('utf8')));
  const refusalOf = (channel: 'wechat' | 'alipay', bytes: Uint8Array) => {
    const error = shapeRefusal(channel, recogniseStatement(bytes));
    return error && { key: error.key, line: error.line };
  };

  test.each([
    ['Alipay\'s detail re-saved as UTF-8, as Alipay', 'alipay', utf8Detail, { key: 'statementAlipayUtf8', line: 1 }],
    ['WeChat\'s bill, as Alipay', 'alipay', () => sample(WECHAT_27), { key: 'statementIsWeChat', line: 1 }],
    ['a text that is no statement, as Alipay', 'alipay', () => Buffer.from('日期,金额\r\n2026-11-24,12.50\r\n'), { key: 'statementNotAlipay', line: 1 }],
    ['Alipay\'s detail, as WeChat', 'wechat', () => sample(ALIPAY_DETAIL), { key: 'statementIsAlipay', line: 1 }],
    ['WeChat\'s bill re-saved as GBK, as WeChat', 'wechat', gbkBill, { key: 'statementWeChatGbk', line: 1 }],
    ['a text that is no statement, as WeChat', 'wechat', () => Buffer.from('hello\n'), { key: 'statementNotWeChat', line: 1 }],
  ] as const)('%s', (_name, channel, bytes, expected) => {
    expect(refusalOf(channel, bytes())).toEqual(expected);
  });

  test('Alipay\'s zip, as WeChat', async () => {
    expect(refusalOf('wechat', await alipayZip())).toEqual({ key: 'statementIsAlipayZip', line: 0 });
  });

  test('a spreadsheet, as either channel: an .xlsx (a zip of [Content_Types].xml, xl/…) and an .xls', async () => {
    const xlsx = new JSZip();
    xlsx.file('[Content_Types].xml', '<Types/>');
    xlsx.file('xl/workbook.xml', '<workbook/>');
    const xlsxBytes = await xlsx.generateAsync({ type: 'nodebuffer' });
    const xls = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0]);
    const spreadsheet = { key: 'statementIsSpreadsheet', line: 0 };
    expect([refusalOf('alipay', xlsxBytes), refusalOf('wechat', xlsxBytes), refusalOf('alipay', xls), refusalOf('wechat', xls)])
      .toEqual([spreadsheet, spreadsheet, spreadsheet, spreadsheet]);
  });

  test('each channel\'s own files pass', async () => {
    expect([refusalOf('wechat', sample(WECHAT_27)), refusalOf('wechat', sample(WECHAT_24)), refusalOf('alipay', sample(ALIPAY_DETAIL)), refusalOf('alipay', await alipayZip())])
      .toEqual([null, null, null, null]);
  });
});
