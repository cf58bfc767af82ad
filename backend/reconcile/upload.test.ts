// A statement streamed to the abnormal bill upload page through the real HTTP backend, as the
// console's upload route sends it (the ASHX form in a header, the file as the body): a WeChat bill
// and an Alipay zip import; the same file again changes nothing; a malformed file is refused whole
// with its line and leaves nothing; an oversized stream is refused; a streamed body is taken only
// by the operation declared for it, and that operation only takes one.
import { buffer } from 'node:stream/consumers';
import { ABNORMAL_BILL_UPLOAD } from '../../lib/pages/reconcile';
import { PAGE_HANDLER, pageOperationName } from '../../lib/pages/types';
import { TEST_DAY, payment, refund, testMeta } from '../../lib/reconcile/fixtures';
import { alipayStatementStream } from '../../lib/reconcile/alipay-writer';
import { MAX_STATEMENT_BYTES } from '../../lib/reconcile/formats';
import { weChatBillText } from '../../lib/reconcile/wechat-writer';
import type { Db } from '../db';
import { ADMIN_PASSWORD, codeOf, msgOf, startBackend, testDatabases, type TestBackend } from '../test/harness';

jest.setTimeout(120_000);

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
  let dispose: () => Promise<void>;
  let t: TestBackend;
  let token = '';
  const upload = <T = Record<string, unknown>>(channel: string, fileName: string, body: Buffer | (() => Generator<Buffer>), language?: 'en-US' | 'zh-CN') =>
    t.call<T>(PAGE_HANDLER, { channel, day: TEST_DAY, fileName }, { token, getList: UPLOAD, upload: streamOf(body), ...(language ? { language } : {}) });
  const batches = async () => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM reconcile_batches'))[0].n;
  const rows = async () => (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM reconcile_rows'))[0].n;

  beforeAll(async () => {
    ({ db, dispose } = await database.open());
    t = await startBackend(db);
    token = await t.signIn('admin', ADMIN_PASSWORD);
  });
  afterAll(async () => { await t?.close(); await dispose?.(); });

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
    lines[2] = lines[2].replace('`7.00', '`7.0'); // the second payment's amount, line 3 of the file
    const bad = Buffer.from(lines.join('\r\n'));
    const before = [await batches(), await rows()];
    const send = (language: 'en-US' | 'zh-CN') => t.call(PAGE_HANDLER, { channel: 'wechat', day, fileName: 'bad.csv' },
      { token, getList: UPLOAD, upload: streamOf(bad), language });
    const refused = await send('en-US');
    expect(codeOf(refused)).toBe('statementBadAmount');
    expect(msgOf(refused)).toMatch(/^Line 3: "7\.0" in /);
    expect(msgOf(await send('zh-CN'))).toMatch(/^第3行/);
    expect([await batches(), await rows()]).toEqual(before);
  });

  it('refuses a stream past the statements\' bound, and keeps nothing', async () => {
    const mb = Buffer.alloc(1024 * 1024, 0x20);
    const chunks = MAX_STATEMENT_BYTES / mb.length + 1;
    const refused = await upload('wechat', 'huge.csv', function* () { for (let i = 0; i < chunks; i++) yield mb; }, 'en-US');
    expect(codeOf(refused)).toBe('statementTooLarge');
    expect(msgOf(refused)).toBe('The file is larger than 64 MB, more than any day\'s statement.');
    expect(await batches()).toBe(2);
  });

  it('takes a streamed body only where an upload is declared, and requires one there', async () => {
    const withoutFile = await t.call(PAGE_HANDLER, { channel: 'wechat', day: TEST_DAY, fileName: 'x.csv' }, { token, getList: UPLOAD });
    expect(codeOf(withoutFile)).toBe('invalidRequest');
    const elsewhere = await t.call(PAGE_HANDLER, {}, { token, getList: pageOperationName(ABNORMAL_BILL_UPLOAD, 'recent'), upload: streamOf(Buffer.from('x')) });
    expect(codeOf(elsewhere)).toBe('invalidRequest');
    const unsigned = await t.call(PAGE_HANDLER, { channel: 'wechat', day: TEST_DAY, fileName: 'x.csv' }, { token, getList: UPLOAD, sign: false, upload: streamOf(Buffer.from('x')) });
    expect(unsigned.ok).toBe(false);
    expect(await batches()).toBe(2);
  });
});
