// A statement streamed to the abnormal bill upload page through the real HTTP backend, as the
// console's upload route sends it (the ASHX form in a header, the file as the body): a WeChat bill
// and an Alipay zip import, so do the channels' real layouts (lib/areas/reconcile/statements/samples/: WeChat's
// earlier bill, Alipay's detail CSV alone, a bill with a revoked payment gzip'd as WeChat serves it);
// the same file again changes nothing; a malformed file, a UTF-8 Alipay detail, a file that is no
// statement, a spreadsheet and a statement of the other channel are refused whole, saying why, and
// leave nothing; an oversized stream is refused; a streamed body is taken only by the operation
// declared for it, and that operation only takes one.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { gzipSync } from 'node:zlib';
import JSZip from 'jszip';
import { ABNORMAL_BILL_UPLOAD } from '../../../lib/areas/reconcile/pages';
import { PAGE_HANDLER, pageOperationName } from '../../../lib/pages/types';
import { TEST_DAY, payment, refund, testMeta } from '../../../lib/areas/reconcile/statements/fixtures';
import { alipayStatementStream } from '../../../lib/areas/reconcile/statements/alipay-writer';
import { MAX_STATEMENT_BYTES } from '../../../lib/areas/reconcile/statements/formats';
import { encodeGbk } from '../../../lib/areas/reconcile/statements/gbk';
import { weChatBillText } from '../../../lib/areas/reconcile/statements/wechat-writer';
import type { Db } from '../../db';
import { ADMIN_PASSWORD, codeOf, msgOf, testDatabases, type TestBackend } from '../../test/harness';
import { useTestBackend } from '../../test/use-backend';

jest.setTimeout(120_000);

const SAMPLES = path.join(__dirname, '../../../lib/areas/reconcile/statements/samples');
const WECHAT_24 = 'wechat-tradebill-all-24.csv';
const WECHAT_REVOKED = 'wechat-tradebill-all-27-revoked.csv';
const ALIPAY_DETAIL = '20880211096256330156_20261124_业务明细.csv';
const sample = (name: string) => readFileSync(path.join(SAMPLES, name));
/** A sample of TEST_DAY moved to `day` (one statement per channel and day), its bytes otherwise as they are. */
function onDay(bytes: Buffer, encoding: 'utf-8' | 'gbk', day: string): Buffer {
  const chinese = (d: string) => `${d.slice(0, 4)}年${d.slice(5, 7)}月${d.slice(8)}日`;
  const next = (d: string) => new Date(Date.parse(`${d}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const text = new TextDecoder(encoding).decode(bytes).replaceAll(TEST_DAY, day).replace(`终止日期：[${chinese(next(TEST_DAY))}`, `终止日期：[${chinese(next(day))}`)
    .replace(`起始日期：[${chinese(TEST_DAY)}`, `起始日期：[${chinese(day)}`);
  return Buffer.from(encoding === 'gbk' ? encodeGbk(text) : new TextEncoder().encode(text));
}

const UPLOAD = pageOperationName(ABNORMAL_BILL_UPLOAD, 'uploadStatement');

/** A body streamed in chunks of at most 64 KiB, as a browser's file comes through the console. */
function streamOf(bytes: Buffer | (() => Generator<Buffer>)): ReadableStream<Uint8Array> {
  const chunks = Buffer.isBuffer(bytes)
    ? (function* () { for (let i = 0; i < bytes.length; i += 65_536) yield bytes.subarray(i, i + 65_536); })()
    : bytes();
  return new ReadableStream({
    pull(controller) {
      const next = chunks.next();
      if (next.done) controller.close(); else controller.enqueue(new Uint8Array(next.value));
    },
  });
}

describe.each(testDatabases())('statements streamed to the abnormal bill upload page on $name', (database) => {
  let db: Db;
  let t: TestBackend;
  let token = '';
  const upload = <T = Record<string, unknown>>(channel: string, fileName: string, body: Buffer | (() => Generator<Buffer>), language?: 'en-US' | 'zh-CN', day = TEST_DAY) =>
    t.call<T>(PAGE_HANDLER, { channel, day, fileName }, { token, getList: UPLOAD, upload: streamOf(body), ...(language ? { language } : {}) });
  const batches = async () => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM reconcile_batches'))[0].n;
  const rows = async () => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM reconcile_rows'))[0].n;

  useTestBackend(database, { users: [] }, async (env) => {
    ({ db, t } = env);
    token = await t.signIn('admin', ADMIN_PASSWORD);
  });

  it('imports a WeChat bill and an Alipay zip streamed; the same file again changes nothing', async () => {
    const bill = Buffer.from(weChatBillText(testMeta('wechat'), [payment('wechat', 1, 500), payment('wechat', 2, 700), refund('wechat', 1, 200)]));
    const first = await upload<{ rows: number; differences: number; repeated: boolean }>('wechat', 'wechat-bill.csv', bill);
    expect(first.ok && first.data).toMatchObject({ rows: 3, differences: 3, repeated: false });
    const again = await upload<{ repeated: boolean }>('wechat', 'wechat-bill.csv', bill);
    expect(again.ok && again.data).toMatchObject({ repeated: true });
    expect([await batches(), await rows()]).toEqual([1, 3]);

    const zip = await buffer(alipayStatementStream(testMeta('alipay'), [payment('alipay', 5, 900), payment('alipay', 6, 300)]));
    const alipay = await upload<{ rows: number }>('alipay', 'alipay.zip', zip);
    expect(alipay.ok && alipay.data).toMatchObject({ rows: 2 });
    expect([await batches(), await rows()]).toEqual([2, 5]);

    const recent = await t.call<{ uploads: { channel: string; fileName: string; rows: number; importedBy: string }[] }>(PAGE_HANDLER, {},
      { token, getList: pageOperationName(ABNORMAL_BILL_UPLOAD, 'recent') });
    expect(recent.ok && recent.data.uploads.map((u) => [u.channel, u.fileName, u.rows, u.importedBy]))
      .toEqual([['alipay', 'alipay.zip', 2, 'admin'], ['wechat', 'wechat-bill.csv', 3, 'admin']]);
  });

  it('refuses a malformed file whole, naming its line, in both languages, and keeps nothing', async () => {
    const day = '2026-11-23';
    const text = weChatBillText(testMeta('wechat', day), [payment('wechat', 11, 500, day), payment('wechat', 12, 700, day)]);
    const lines = text.split('\r\n');
    lines[2] = lines[2].replace('`7.00', '`7.001'); // the second payment's amount, finer than a fen, line 3 of the file
    const bad = Buffer.from(lines.join('\r\n'));
    const before = [await batches(), await rows()];
    const send = (language: 'en-US' | 'zh-CN') => t.call(PAGE_HANDLER, { channel: 'wechat', day, fileName: 'bad.csv' },
      { token, getList: UPLOAD, upload: streamOf(bad), language });
    const refused = await send('en-US');
    expect(codeOf(refused)).toBe('statementBadAmount');
    expect(msgOf(refused)).toMatch(/^Line 3: "7\.001" in 应结订单金额/);
    expect(msgOf(await send('zh-CN'))).toMatch(/^第3行/);
    expect([await batches(), await rows()]).toEqual(before);
  });

  it('imports the channels\' real layouts: WeChat\'s earlier 24-column bill, Alipay\'s detail CSV uploaded alone (GBK)', async () => {
    const day = '2026-11-21';
    const bill = await upload<{ rows: number; repeated: boolean }>('wechat', 'wechat-24.csv', onDay(sample(WECHAT_24), 'utf-8', day), undefined, day);
    expect(bill.ok && bill.data).toMatchObject({ rows: 4, repeated: false });
    const detail = await upload<{ rows: number }>('alipay', ALIPAY_DETAIL, onDay(sample(ALIPAY_DETAIL), 'gbk', day), undefined, day);
    expect(detail.ok && detail.data).toMatchObject({ rows: 5 });
    expect(await batches()).toBe(4);
  });

  it('refuses a UTF-8 Alipay detail and a file that is no statement with what they are, at line 1, in both languages', async () => {
    const day = '2026-11-20';
    const utf8 = Buffer.from(new TextDecoder('gbk').decode(onDay(sample(ALIPAY_DETAIL), 'gbk', day)));
    const before = [await batches(), await rows()];
    const asAlipay = await upload('alipay', 'utf8.csv', utf8, 'en-US', day);
    expect(codeOf(asAlipay)).toBe('statementAlipayUtf8');
    expect(msgOf(asAlipay)).toMatch(/^Line 1: this Alipay business detail was saved again as UTF-8/);
    expect(msgOf(await upload('alipay', 'utf8.csv', utf8, 'zh-CN', day))).toMatch(/^第1行：这份支付宝业务明细已被另存为UTF-8编码/);
    const notStatement = await upload('alipay', 'notes.txt', Buffer.from('hello\r\n'), 'en-US', day);
    expect(codeOf(notStatement)).toBe('statementNotAlipay');
    expect(msgOf(notStatement)).toMatch(/^Line 1: this is neither Alipay's business detail/);
    expect(msgOf(await upload('wechat', 'notes.txt', Buffer.from('hello\r\n'), 'zh-CN', day))).toMatch(/^第1行：这不是微信支付交易账单/);
    expect([await batches(), await rows()]).toEqual(before);
  });

  it('refuses a stream past the statements\' bound, and keeps nothing', async () => {
    const mb = Buffer.alloc(1024 * 1024, 0x20);
    const chunks = MAX_STATEMENT_BYTES / mb.length + 1;
    const refused = await upload('wechat', 'huge.csv', function* () { for (let i = 0; i < chunks; i++) yield mb; }, 'en-US');
    expect(codeOf(refused)).toBe('statementTooLarge');
    expect(msgOf(refused)).toBe('The file is larger than 64 MB, more than any day\'s statement.');
    expect(await batches()).toBe(4);
  });

  it('takes a streamed body only where an upload is declared, and requires one there', async () => {
    const withoutFile = await t.call(PAGE_HANDLER, { channel: 'wechat', day: TEST_DAY, fileName: 'x.csv' }, { token, getList: UPLOAD });
    expect(codeOf(withoutFile)).toBe('invalidRequest');
    const elsewhere = await t.call(PAGE_HANDLER, {}, { token, getList: pageOperationName(ABNORMAL_BILL_UPLOAD, 'recent'), upload: streamOf(Buffer.from('x')) });
    expect(codeOf(elsewhere)).toBe('invalidRequest');
    const unsigned = await t.call(PAGE_HANDLER, { channel: 'wechat', day: TEST_DAY, fileName: 'x.csv' }, { token, getList: UPLOAD, sign: false, upload: streamOf(Buffer.from('x')) });
    expect(unsigned.ok).toBe(false);
    expect(await batches()).toBe(4);
  });

  it('imports a WeChat bill gzip\'d as downloaded (tar_type=GZIP), a payment revoked in it; the same bill unzipped is the same statement', async () => {
    const day = '2026-11-19';
    const bill = onDay(sample(WECHAT_REVOKED), 'utf-8', day);
    const gz = await upload<{ rows: number; matched: number; differences: number; repeated: boolean }>('wechat', 'bill.csv.gz', gzipSync(bill), undefined, day);
    expect(gz.ok && gz.data).toMatchObject({ rows: 3, repeated: false });
    const plain = await upload<{ repeated: boolean }>('wechat', 'bill.csv', bill, undefined, day);
    expect(plain.ok && plain.data).toMatchObject({ repeated: true });
    const [batch] = await db.query('SELECT file_name, payments, refunds FROM reconcile_batches WHERE day = $1', [day]);
    expect(batch).toEqual({ file_name: 'bill.csv.gz', payments: 2, refunds: 1 });
  });

  it('refuses a spreadsheet, and one channel\'s statement chosen as the other\'s, saying what they are in both languages; keeps nothing', async () => {
    const day = '2026-11-18';
    const before = [await batches(), await rows()];
    const workbook = new JSZip();
    workbook.file('[Content_Types].xml', '<Types/>');
    workbook.file('xl/workbook.xml', '<workbook/>');
    const xlsx = await workbook.generateAsync({ type: 'nodebuffer' });
    const sheet = await upload('alipay', 'statement.xlsx', xlsx, 'en-US', day);
    expect(codeOf(sheet)).toBe('statementIsSpreadsheet');
    expect(msgOf(sheet)).toMatch(/^This is a spreadsheet \(Excel\), not a channel's statement\./);
    expect(msgOf(await upload('alipay', 'statement.xlsx', xlsx, 'zh-CN', day))).toMatch(/^这是电子表格（Excel）文件，不是渠道的对账单。/);

    const bill = gzipSync(onDay(sample(WECHAT_REVOKED), 'utf-8', day));
    const billAsAlipay = await upload('alipay', 'bill.csv.gz', bill, 'en-US', day);
    expect(codeOf(billAsAlipay)).toBe('statementIsWeChat');
    expect(msgOf(billAsAlipay)).toMatch(/^Line 1: this is a WeChat Pay trade bill: choose the channel WeChat Pay/);
    expect(msgOf(await upload('alipay', 'bill.csv.gz', bill, 'zh-CN', day))).toMatch(/^第1行：这是微信支付的交易账单，请选择渠道“微信支付”/);
    const detail = onDay(sample(ALIPAY_DETAIL), 'gbk', day);
    const detailAsWeChat = await upload('wechat', ALIPAY_DETAIL, detail, 'en-US', day);
    expect(codeOf(detailAsWeChat)).toBe('statementIsAlipay');
    expect(msgOf(detailAsWeChat)).toMatch(/^Line 1: this is an Alipay statement: choose the channel Alipay/);
    expect(msgOf(await upload('wechat', ALIPAY_DETAIL, detail, 'zh-CN', day))).toMatch(/^第1行：这是支付宝的对账单，请选择渠道“支付宝”/);
    expect([await batches(), await rows()]).toEqual(before);
  });
});
