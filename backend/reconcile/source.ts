// A statement file as the importer reads it: a buffer (an upload) or a file path (the benchmark,
// a download), hashed and parsed as streams so a large statement never sits in memory whole.
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { open, stat } from 'node:fs/promises';
import { parseAlipayDetail, parseAlipayStatement } from '../../lib/reconcile/alipay-parser';
import { StatementError } from '../../lib/reconcile/errors';
import { MAX_STATEMENT_BYTES, type StatementChannel } from '../../lib/reconcile/formats';
import { decodedLines } from '../../lib/reconcile/lines';
import { RECOGNISE_BYTES, recogniseStatement, shapeRefusal } from '../../lib/reconcile/recognise';
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

/** The file's first bytes, enough to tell what it is. */
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

/**
 * The file's rows of `day`, parsed as they stream: WeChat's bill (UTF-8 text); Alipay's zip of GBK
 * CSVs, or its detail CSV uploaded alone. A file that is not the channel's statement is refused first.
 */
export async function* statementRows(channel: StatementChannel, source: StatementSource, day: string): AsyncGenerator<ParsedRow> {
  const shape = recogniseStatement(await headOf(source));
  const refusal = shapeRefusal(channel, shape);
  if (refusal) throw refusal;
  if (channel === 'wechat') yield* parseWeChatBill(decodedLines(bytesOf(source), 'utf-8'), day);
  else if (shape === 'zip') yield* parseAlipayStatement(Buffer.isBuffer(source) ? source : source.path, day);
  else yield* parseAlipayDetail(decodedLines(bytesOf(source), 'gbk'), day);
}
