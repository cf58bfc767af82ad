// A streamed upload written to a private temporary file as it arrives, at most `maxBytes`: the
// importer needs a file (it hashes the statement, then parses it; an Alipay zip is read from its
// central directory at the end), and the upload is never held in memory whole.
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export class SpoolTooLarge extends Error {
  constructor(readonly maxBytes: number) { super(`upload larger than ${maxBytes} bytes`); }
}

/** Runs `use` with the upload spooled to a file (its path and size); the file is removed afterwards. */
export async function withSpooledUpload<R>(upload: Readable, maxBytes: number, use: (file: { path: string; bytes: number }) => Promise<R>): Promise<R> {
  const dir = await mkdtemp(path.join(tmpdir(), 'catc-upload-'));
  const file = path.join(dir, 'upload');
  try {
    let bytes = 0;
    // Past the bound the rest is read and thrown away, so the refusal reaches the sender on its
    // connection; past twice the bound (no console sends that) the connection is cut.
    const bound = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        if (bytes > 2 * maxBytes) done(new SpoolTooLarge(maxBytes));
        else done(null, bytes > maxBytes ? undefined : chunk);
      },
    });
    await pipeline(upload, bound, createWriteStream(file, { mode: 0o600 }));
    if (bytes > maxBytes) throw new SpoolTooLarge(maxBytes);
    return await use({ path: file, bytes });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
