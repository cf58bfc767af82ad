// A gzip'd statement (WeChat's bill with tar_type=GZIP) told by its first bytes and inflated as a
// stream, in whatever chunks it arrives; a cut or damaged file refused as such, and one inflating
// past the bound refused before it is read whole (a gzip bomb).
import { gzipSync } from 'node:zlib';
import { StatementError } from './errors';
import { TEST_DAY, payment, refund, testMeta } from './fixtures';
import { gunzipped, isGzip } from './gzip';
import { weChatBillText } from './wechat-writer';

async function inflate(bytes: Uint8Array, maxBytes?: number, chunk = 64): Promise<Buffer> {
  const pieces = Array.from({ length: Math.ceil(bytes.length / chunk) }, (_, i) => bytes.subarray(i * chunk, (i + 1) * chunk));
  const out: Uint8Array[] = [];
  for await (const piece of gunzipped(pieces, maxBytes)) out.push(piece);
  return Buffer.concat(out);
}

async function refusal(bytes: Uint8Array, maxBytes?: number): Promise<{ key: string; line: number }> {
  try {
    await inflate(bytes, maxBytes);
  } catch (error) {
    if (error instanceof StatementError) return { key: error.key, line: error.line };
    throw error;
  }
  throw new Error('the file was inflated');
}

const bill = Buffer.from(weChatBillText(testMeta('wechat'), [payment('wechat', 1, 1250), refund('wechat', 1, 500)]));

test('told by its first two bytes', () => {
  expect(isGzip(gzipSync(bill))).toBe(true);
  expect(isGzip(bill)).toBe(false);
  expect(isGzip(new Uint8Array([0x1f]))).toBe(false);
});

test('inflates to the statement\'s bytes, from chunks of any size', async () => {
  expect((await inflate(gzipSync(bill), undefined, 7)).equals(bill)).toBe(true);
  expect((await inflate(gzipSync(bill), undefined, 100_000)).equals(bill)).toBe(true);
});

test('a file cut while downloading, or damaged, is refused as a damaged gzip file', async () => {
  const gz = gzipSync(bill);
  expect(await refusal(gz.subarray(0, gz.length - 12))).toEqual({ key: 'statementBadGzip', line: 0 });
  const damaged = Buffer.from(gz);
  damaged[20] ^= 0xff;
  expect(await refusal(damaged)).toEqual({ key: 'statementBadGzip', line: 0 });
});

test('a file inflating past the bound is refused as it inflates (a gzip bomb: 8 MB of zeros in a few KB)', async () => {
  const bomb = gzipSync(Buffer.alloc(8 * 1024 * 1024));
  expect(bomb.length).toBeLessThan(16 * 1024);
  expect(await refusal(bomb, 1024 * 1024)).toEqual({ key: 'statementTooLarge', line: 0 });
  expect((await inflate(gzipSync(Buffer.from(TEST_DAY)), 10)).toString()).toBe(TEST_DAY);
});
