// A statement file as the importer reads it: a buffer (an upload) or a file path (the benchmark,
// a download), hashed and parsed as streams so a large statement never sits in memory whole; a
// gzip'd file (WeChat's bill as tar_type=GZIP serves it) inflated as it streams.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import { parseAlipayDetail, parseAlipayStatement } from '../../../lib/areas/reconcile/statements/alipay-parser';
import { StatementError } from '../../../lib/areas/reconcile/statements/errors';
import { MAX_STATEMENT_BYTES, type StatementChannel } from '../../../lib/areas/reconcile/statements/formats';
import { gunzipped, isGzip } from '../../../lib/areas/reconcile/statements/gzip';
import { decodedLines } from '../../../lib/areas/reconcile/statements/lines';
import { RECOGNISE_BYTES, recogniseStatement, shapeRefusal } from '../../../lib/areas/reconcile/statements/recognise';
import type { ParsedRow } from '../../../lib/areas/reconcile/statements/types';
import { parseWeChatBill } from '../../../lib/areas/reconcile/statements/wechat-parser';

export type StatementSource = Buffer | { path: string };

async function* bytesOf(source: StatementSource): AsyncGenerator<Uint8Array> {
  if (Buffer.isBuffer(source)) { yield source; return; }
  for await (const chunk of createReadStream(source.path, { highWaterMark: 256 * 1024 })) yield chunk as Buffer;
}

/** Refuses a file larger than any statement before anything reads it. */
export async function checkSize(source: StatementSource): Promise<void> {
  const size = Buffer.isBuffer(source) ? source.length : (await stat(source.path)).size;
  if (size === 0) throw new StatementError('statementEmpty', 0);
  if (size > MAX_STATEMENT_BYTES) throw new StatementError('statementTooLarge', 0, { max: MAX_STATEMENT_BYTES / 1024 / 1024 });
}

/** The file's first bytes (at most RECOGNISE_BYTES). */
async function headOf(source: StatementSource): Promise<Uint8Array> {
  if (Buffer.isBuffer(source)) return source.subarray(0, RECOGNISE_BYTES);
  const file = await open(source.path);
  try {
    const { buffer, bytesRead } = await file.read(Buffer.alloc(RECOGNISE_BYTES), 0, RECOGNISE_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

/** The statement's bytes: the file's, or what it inflates to when it is `gzip`'d (WeChat's tar_type=GZIP), bounded. */
const contentOf = (source: StatementSource, gzip: boolean): AsyncIterable<Uint8Array> => (gzip ? gunzipped(bytesOf(source)) : bytesOf(source));
const gzipped = async (source: StatementSource): Promise<boolean> => isGzip(await headOf(source));

/** The first bytes of the statement's content, enough to tell what it is. */
async function contentHead(content: AsyncIterable<Uint8Array>): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let length = 0;
  for await (const chunk of content) {
    chunks.push(chunk);
    length += chunk.length;
    if (length >= RECOGNISE_BYTES) break;
  }
  return Buffer.concat(chunks).subarray(0, RECOGNISE_BYTES);
}

/**
 * SHA-256 of the statement (base64url): the same statement imported again, as it was or gzip'd,
 * is recognised by it.
 */
export async function fileHash(source: StatementSource): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of contentOf(source, await gzipped(source))) hash.update(chunk);
  return hash.digest('base64url');
}

/**
 * The file's rows of `day`, parsed as they stream: WeChat's bill (UTF-8 text, or gzip'd); Alipay's
 * zip of GBK CSVs, or its detail CSV uploaded alone. A file that is not the channel's statement is
 * refused first.
 */
export async function* statementRows(channel: StatementChannel, source: StatementSource, day: string): AsyncGenerator<ParsedRow> {
  const gzip = await gzipped(source);
  const shape = recogniseStatement(await contentHead(contentOf(source, gzip)));
  // A zip is read from its directory at the end of the file itself: never from inside a gzip.
  const refusal = shapeRefusal(channel, gzip && shape === 'zip' ? 'unknown' : shape);
  if (refusal) throw refusal;
  if (shape === 'zip') yield* parseAlipayStatement(Buffer.isBuffer(source) ? source : source.path, day);
  else if (channel === 'wechat') yield* parseWeChatBill(decodedLines(contentOf(source, gzip), 'utf-8'), day);
  else yield* parseAlipayDetail(decodedLines(contentOf(source, gzip), 'gbk'), day);
}
