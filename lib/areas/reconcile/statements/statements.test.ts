// The two statement formats written by our writers (today's WeChat layout, Alipay's real wording)
// and read back by our parsers, and every way a file is malformed refused whole at its line. The
// channels' own files are read in samples.test.ts.
import JSZip from 'jszip';
import { parseAlipayDetail, parseAlipayStatement } from './alipay-parser';
import { alipayDetailLines, alipayFileNames, alipayStatementZip } from './alipay-writer';
import { StatementError } from './errors';
import { statementDayOf } from './formats';
import { TEST_DAY, payment, refund, testMeta } from './fixtures';
import { encodeGbk } from './gbk';
import { decodedLines, textLines } from './lines';
import type { ParsedRow, StatementRow } from './types';
import { parseWeChatBill } from './wechat-parser';
import { weChatBillLines, weChatBillText } from './wechat-writer';

async function collect(rows: AsyncIterable<ParsedRow>): Promise<ParsedRow[]> {
  const out: ParsedRow[] = [];
  for await (const row of rows) out.push(row);
  return out;
}

async function refusal(rows: AsyncIterable<ParsedRow>): Promise<{ key: string; line: number }> {
  try {
    await collect(rows);
  } catch (error) {
    if (error instanceof StatementError) return { key: error.key, line: error.line };
    throw error;
  }
  throw new Error('the file was accepted');
}

const strip = ({ line: _line, ...row }: ParsedRow) => row;
const rowsOf = (channel: 'wechat' | 'alipay'): StatementRow[] => [payment(channel, 1, 1250), payment(channel, 2, 800, TEST_DAY, '23:59:59'), refund(channel, 1, 500)];

describe('WeChat trade bill', () => {
  const meta = testMeta('wechat');
  const lines = () => [...weChatBillLines(meta, rowsOf('wechat'))];

  test('today\'s layout as WeChat writes it: a BOM, every cell after a backtick, fees with five decimals, CRLF', () => {
    const all = lines();
    expect(all[0].startsWith('\ufeff交易时间,')).toBe(true);
    expect(all[0].split(',')).toHaveLength(27);
    expect(all[1].split(',').every((cell) => cell.startsWith('`'))).toBe(true);
    expect(all[1].split(',')[22]).toBe('`0.08000');
    expect(all[1].endsWith(',`')).toBe(true);
    expect(all[3].split(',')[22]).toBe('`-0.03000');
    expect(all.at(-2)).toBe('总交易单数,应结订单总金额,退款总金额,充值券退款总金额,手续费总金额,订单总金额,申请退款总金额');
    expect(all.at(-1)).toBe('`3,`20.50,`5.00,`0.00,`0.10000,`20.50,`5.00');
    expect(weChatBillText(meta, rowsOf('wechat'))).toMatch(/^[^\n]+\r\n[^\n]+\r\n/);
  });

  test('reads back what was written, in fen, from bytes split anywhere (inside a character too)', async () => {
    const bytes = new TextEncoder().encode(weChatBillText(meta, rowsOf('wechat')));
    const chunks = Array.from({ length: Math.ceil(bytes.length / 7) }, (_, i) => bytes.subarray(i * 7, i * 7 + 7));
    const rows = await collect(parseWeChatBill(decodedLines(chunks, 'utf-8'), TEST_DAY));
    expect(rows.map(strip)).toEqual(rowsOf('wechat'));
    expect(rows.map((r) => r.line)).toEqual([2, 3, 4]);
  });

  const broken = (edit: (lines: string[]) => string[]) => textLines(edit(lines()).join('\n'));
  test.each([
    ['wrong header', (l: string[]) => [l[0].replace('商户订单号', '订单号'), ...l.slice(1)], 'statementBadHeader', 1],
    ['bad amount', (l: string[]) => [l[0], l[1].replace('`12.50', '`12.5x'), ...l.slice(2)], 'statementBadAmount', 2],
    ['a cell without its backtick', (l: string[]) => [l[0], l[1], l[2].replace('`', ''), ...l.slice(3)], 'statementBadCell', 3],
    ['missing summary', (l: string[]) => l.slice(0, -2), 'statementMissingSummary', 5],
    ['a row cut off', (l: string[]) => [...l.slice(0, 2), l[2].slice(0, 40), ...l.slice(3)], 'statementBadColumns', 3],
    ['a summary that disagrees (a row lost)', (l: string[]) => [l[0], l[1], ...l.slice(3)], 'statementSummaryDiffers', 5],
    ['a row of another day', (l: string[]) => [l[0], l[1].replace(TEST_DAY, '2026-11-23'), ...l.slice(2)], 'statementOtherDay', 2],
    ['a fee off in its fifth decimal', (l: string[]) => [l[0], l[1].replace('`0.08000', '`0.08001'), ...l.slice(2)], 'statementSummaryDiffers', 6],
    ['an amount finer than a fen', (l: string[]) => [l[0], l[1].replace(/`12\.50/g, '`12.505'), ...l.slice(2)], 'statementBadAmount', 2],
    ['a count that is not a number', (l: string[]) => [...l.slice(0, -1), l.at(-1)!.replace('`3,', '`3.5,')], 'statementBadCount', 6],
    ['a state neither payment, refund nor revoked', (l: string[]) => [l[0], l[1].replace('`SUCCESS', '`CLOSED'), ...l.slice(2)], 'statementBadState', 2],
  ])('%s is refused at its line', async (_name, edit, key, line) => {
    expect(await refusal(parseWeChatBill(broken(edit), TEST_DAY))).toEqual({ key, line });
  });

  test('an empty file is refused', async () => {
    expect(await refusal(parseWeChatBill(textLines(''), TEST_DAY))).toEqual({ key: 'statementEmpty', line: 0 });
  });

  describe('a payment revoked (撤销)', () => {
    const revoked: StatementRow = { ...payment('wechat', 1, 1250, TEST_DAY, '10:01:00'), kind: 'revoked' };
    const written = () => [...weChatBillLines(meta, [payment('wechat', 1, 1250), revoked])];

    test('is written as WeChat prints it: REVOKED, the amount given back in 退款金额 and 申请退款金额, no refund numbers, the fee given back', () => {
      const cells = written()[2].split(',');
      expect([cells[8], cells[9], cells[12], cells[14], cells[15], cells[16], cells[22], cells[24], cells[25]])
        .toEqual(['`MICROPAY', '`REVOKED', '`0.00', '`0', '`0', '`12.50', '`-0.08000', '`0.00', '`12.50']);
      expect(written().at(-1)).toBe('`2,`12.50,`12.50,`0.00,`0.00000,`12.50,`12.50');
    });

    test('is read back as a revocation of the payment\'s transaction and order', async () => {
      expect((await collect(parseWeChatBill(textLines(written().join('\n')), TEST_DAY))).map(strip)).toEqual([payment('wechat', 1, 1250), revoked]);
    });

    test('printed with its amount in 应结订单金额 instead of 退款金额, it is read the same', async () => {
      const lines = written();
      const cells = lines[2].split(',');
      [cells[12], cells[16]] = [cells[16], cells[12]];
      const text = [...lines.slice(0, 2), cells.join(','), lines[3], '`2,`25.00,`0.00,`0.00,`0.00000,`12.50,`12.50'].join('\n');
      expect((await collect(parseWeChatBill(textLines(text), TEST_DAY)))[1]).toMatchObject({ kind: 'revoked', amount: 1250 });
    });

    test('without any amount, or with a fee charged, it is refused at its line', async () => {
      const zeroed = written().map((l, i) => (i === 2 ? l.replace(/`12\.50/g, '`0.00') : l));
      expect(await refusal(parseWeChatBill(textLines(zeroed.join('\n')), TEST_DAY))).toEqual({ key: 'statementBadAmount', line: 3 });
      const charged = written().map((l, i) => (i === 2 ? l.replace('`-0.08000', '`0.08000') : l));
      expect(await refusal(parseWeChatBill(textLines(charged.join('\n')), TEST_DAY))).toEqual({ key: 'statementBadAmount', line: 3 });
    });
  });
});

describe('Alipay statement zip', () => {
  const meta = testMeta('alipay');

  test('a zip of two GBK files with GBK names; detail rows between # lines, refunds negative', async () => {
    const zip = await JSZip.loadAsync(await alipayStatementZip(meta, rowsOf('alipay')), { decodeFileName: (bytes) => new TextDecoder('gbk').decode(bytes as Uint8Array) });
    const names = alipayFileNames(meta);
    expect(Object.keys(zip.files).sort()).toEqual([names.detail, names.summary].sort());
    const detail = new TextDecoder('gbk').decode(await zip.file(names.detail)!.async('uint8array')).split('\r\n');
    expect(detail[0]).toBe('#支付宝业务明细查询');
    expect(detail[1]).toBe('#账号：[20880000000000000156]');
    expect(detail[5]).toMatch(/^2026\d+\t,O0000000001\t,交易\t,停车费,/);
    expect(detail[7].split(',')[12]).toBe('-5.00');
    expect(detail[8]).toBe('#-----------------------------------------业务明细列表结束------------------------------------');
    expect(detail[9]).toBe('#交易合计：2笔，商家实收共20.50元，商家优惠共0.00元');
    expect(detail[10]).toBe('#退款合计：1笔，商家实收退款共-5.00元，商家优惠退款共0.00元');
    expect(detail[11]).toBe('#导出时间：[2026年11月25日 10:00:00]');
  });

  test('reads back what was written, in fen', async () => {
    const rows = await collect(parseAlipayStatement(await alipayStatementZip(meta, rowsOf('alipay')), TEST_DAY));
    expect(rows.map(strip)).toEqual(rowsOf('alipay').map(({ channelRefundNo: _c, ...r }) => r));
    expect(rows.map((r) => r.line)).toEqual([6, 7, 8]);
  });

  test('a truncated zip is refused whole', async () => {
    const zip = await alipayStatementZip(meta, rowsOf('alipay'));
    expect(await refusal(parseAlipayStatement(zip.subarray(0, zip.length - 30), TEST_DAY))).toEqual({ key: 'statementBadZip', line: 0 });
  });

  test('a detail file inflating past the bound is refused (a zip bomb)', async () => {
    const zip = await alipayStatementZip(meta, rowsOf('alipay'));
    expect(await refusal(parseAlipayStatement(zip, TEST_DAY, 200))).toEqual({ key: 'statementTooLarge', line: 0 });
  });

  test('a zip without the detail file is refused', async () => {
    const zip = new JSZip();
    zip.file('other.csv', 'x');
    expect(await refusal(parseAlipayStatement(await zip.generateAsync({ type: 'nodebuffer' }), TEST_DAY))).toEqual({ key: 'statementNoDetail', line: 0 });
  });

  test('a spreadsheet (an .xlsx is a zip) is refused as one, whatever entry comes first', async () => {
    const zip = new JSZip();
    zip.file('readme.txt', 'x');
    zip.file('xl/workbook.xml', '<workbook/>');
    expect(await refusal(parseAlipayStatement(await zip.generateAsync({ type: 'nodebuffer' }), TEST_DAY))).toEqual({ key: 'statementIsSpreadsheet', line: 0 });
  });

  test('a detail file that is not GBK is refused', async () => {
    const zip = new JSZip();
    zip.file(alipayFileNames(meta).detail, Buffer.from([0x23, 0x81, 0x20, 0x0a]));
    expect(await refusal(parseAlipayStatement(await zip.generateAsync({ type: 'nodebuffer' }), TEST_DAY))).toEqual({ key: 'statementBadEncoding', line: 1 });
  });

  const lines = () => [...alipayDetailLines(meta, rowsOf('alipay'))];
  test.each([
    ['wrong header', (l: string[]) => [...l.slice(0, 4), l[4].replace('商户订单号', '订单号'), ...l.slice(5)], 'statementBadHeader', 5],
    ['no title', (l: string[]) => l.slice(1), 'statementBadHeader', 1],
    ['an account line of another shape', (l: string[]) => [l[0], '#账号：20880000000000000156', ...l.slice(2)], 'statementBadPreamble', 2],
    ['the file of another day', (l: string[]) => [l[0], l[1], l[2].replace('2026年11月24日', '2026年11月23日'), ...l.slice(3)], 'statementOtherDay', 3],
    ['bad amount', (l: string[]) => [...l.slice(0, 5), l[5].replace(/12\.50/g, '12.5x'), ...l.slice(6)], 'statementBadAmount', 6],
    ['a refund that is not negative', (l: string[]) => [...l.slice(0, 7), l[7].replace(/-5\.00/g, '5.00'), ...l.slice(8)], 'statementBadAmount', 8],
    ['missing end marker and totals', (l: string[]) => l.slice(0, 8), 'statementMissingSummary', 9],
    ['missing totals', (l: string[]) => l.slice(0, 9), 'statementMissingSummary', 10],
    ['totals in another wording', (l: string[]) => [...l.slice(0, 9), '#交易合计：2笔，商家实收：￥20.50元，商家优惠：￥0.00元', ...l.slice(10)], 'statementMissingSummary', 10],
    ['missing export time', (l: string[]) => l.slice(0, 11), 'statementMissingSummary', 12],
    ['totals that disagree (a row lost)', (l: string[]) => [...l.slice(0, 5), ...l.slice(6)], 'statementSummaryDiffers', 9],
    ['refund totals that disagree', (l: string[]) => [...l.slice(0, 10), l[10].replace('-5.00', '-5.01'), ...l.slice(11)], 'statementSummaryDiffers', 11],
  ])('%s is refused at its line', async (_name, edit, key, line) => {
    expect(await refusal(parseAlipayDetail(textLines(edit(lines()).join('\r\n')), TEST_DAY))).toEqual({ key, line });
  });
});

test('GBK encoding is the inverse of the platform decoder', () => {
  const text = '支付宝交易号,商家实收（元）,￥-5.00元 #导出时间：[2026年11月25日]';
  expect(new TextDecoder('gbk').decode(encodeGbk(text))).toBe(text);
  expect(() => encodeGbk('😀')).toThrow();
});

test('a statement day is a China Standard Time day', () => {
  expect(statementDayOf(Date.parse('2026-11-24T15:59:59Z'))).toBe('2026-11-24');
  expect(statementDayOf(Date.parse('2026-11-24T16:00:00Z'))).toBe('2026-11-25');
});
