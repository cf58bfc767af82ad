// A statement compressed with gzip, as WeChat Pay serves its bill when asked so (downloadbill /
// tradebill with tar_type=GZIP) and an operator may upload it as downloaded: told by its first
// two bytes, inflated as a stream within the same bound as a zip's detail file.
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { MAX_DETAIL_BYTES } from './formats';
import { boundedInflation } from './inflation';

const GZIP_SIGNATURE = [0x1f, 0x8b];

/** Whether the file's first bytes are gzip's. */
export const isGzip = (head: Uint8Array): boolean => GZIP_SIGNATURE.every((byte, i) => head[i] === byte);

/** The inflated bytes of a gzip file as they come; a damaged or cut file, or one inflating past `maxBytes`, is refused. */
export async function* gunzipped(bytes: AsyncIterable<Uint8Array> | Iterable<Uint8Array>, maxBytes = MAX_DETAIL_BYTES): AsyncGenerator<Uint8Array> {
  const gunzip = createGunzip();
  // Its failures reach the reader through `gunzip`, destroyed with them.
  const feeding = pipeline(Readable.from(bytes), gunzip).catch(() => undefined);
  try {
    yield* boundedInflation(gunzip, maxBytes, 'statementBadGzip');
  } finally {
    gunzip.destroy();
    await feeding;
  }
}
