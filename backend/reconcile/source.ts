// A statement file as the importer reads it: a buffer (an upload) or a file path (the benchmark,
// a download), hashed and parsed as streams so a large statement never sits in memory whole.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { parseAlipayStatement } from '../../lib/reconcile/alipay-parser';
import { StatementError } from '../../lib/reconcile/errors';
import { MAX_STATEMENT_BYTES, type StatementChannel } from '../../lib/reconcile/formats';
import { decodeChunks } from '../../lib/reconcile/lines';
import type { ParsedRow } from '../../lib/reconcile/types';
import { parseWeChatBill } from '../../lib/reconcile/wechat-parser';

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

/** SHA-256 of the file (base64url): the same file imported again is recognised by it. */
export async function fileHash(source: StatementSource): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of bytesOf(source)) hash.update(chunk);
  return hash.digest('base64url');
}

/** The file's rows of `day`, parsed as they stream (WeChat: UTF-8 text; Alipay: a zip of GBK CSVs). */
export function statementRows(channel: StatementChannel, source: StatementSource, day: string): AsyncGenerator<ParsedRow> {
  if (channel === 'wechat') return parseWeChatBill(decodeChunks(bytesOf(source), 'utf-8'), day);
  return parseAlipayStatement(Buffer.isBuffer(source) ? source : source.path, day);
}
