// A compressed statement's bytes as they are inflated (a zip's detail entry, a gzip'd bill),
// counted as they come out: a small file that inflates without end (a zip or gzip bomb) is refused
// at the bound, and a stream that fails (a damaged or cut file) is refused as such.
import { StatementError } from './errors';

/** Refusal of a statement inflating past `maxBytes`. */
export const inflatedTooLarge = (maxBytes: number): StatementError => new StatementError('statementTooLarge', 0, { max: Math.floor(maxBytes / 1024 / 1024) });

/** The inflating stream's chunks; past `maxBytes` refused, a failure of the stream refused with `damaged` (a message key). */
export async function* boundedInflation(stream: AsyncIterable<Buffer>, maxBytes: number, damaged: string): AsyncGenerator<Uint8Array> {
  let inflated = 0;
  let chunks: AsyncIterator<Buffer>;
  try {
    chunks = stream[Symbol.asyncIterator]();
  } catch {
    throw new StatementError(damaged, 0);
  }
  for (;;) {
    let next: IteratorResult<Buffer>;
    try {
      next = await chunks.next();
    } catch {
      throw new StatementError(damaged, 0);
    }
    if (next.done) return;
    inflated += next.value.length;
    if (inflated > maxBytes) throw inflatedTooLarge(maxBytes);
    yield new Uint8Array(next.value.buffer, next.value.byteOffset, next.value.length);
  }
}
