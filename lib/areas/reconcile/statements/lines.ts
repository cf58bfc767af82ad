// A statement's bytes to numbered text lines, at flat memory: the bytes are cut at each line feed
// (a byte that is never part of a GBK or UTF-8 character), then each line is decoded on its own,
// so a byte the encoding does not allow is refused at its line. Only the unfinished line is kept
// between chunks, and a line longer than any statement's is refused before it can grow.
import { StatementError } from './errors';
import { MAX_LINE_BYTES } from './formats';

export interface Line { no: number; text: string }
export type StatementEncoding = 'utf-8' | 'gbk';

const LF = 0x0a;
const CR = 0x0d;
const BOM = '\ufeff';

/** The file's bytes as lines (CRLF or LF; a leading byte order mark dropped; a last empty line ignored). */
export async function* decodedLines(bytes: AsyncIterable<Uint8Array> | Iterable<Uint8Array>, encoding: StatementEncoding): AsyncGenerator<Line> {
  const decoder = new TextDecoder(encoding, { fatal: true, ignoreBOM: true });
  let no = 0;
  const decode = (line: Uint8Array): Line => {
    no += 1;
    if (line.length > MAX_LINE_BYTES) throw new StatementError('statementLineTooLong', no);
    const end = line.length && line[line.length - 1] === CR ? line.length - 1 : line.length;
    let text: string;
    try {
      text = decoder.decode(line.subarray(0, end));
    } catch {
      throw new StatementError('statementBadEncoding', no, { encoding: encoding.toUpperCase() });
    }
    return { no, text: no === 1 && text.startsWith(BOM) ? text.slice(1) : text };
  };
  let rest: Uint8Array = new Uint8Array(0);
  for await (const chunk of bytes) {
    let start = 0;
    for (let end = chunk.indexOf(LF); end >= 0; end = chunk.indexOf(LF, start)) {
      const piece = chunk.subarray(start, end);
      yield decode(rest.length ? concat(rest, piece) : piece);
      rest = new Uint8Array(0);
      start = end + 1;
    }
    if (start < chunk.length) rest = concat(rest, chunk.subarray(start));
    if (rest.length > MAX_LINE_BYTES) throw new StatementError('statementLineTooLong', no + 1);
  }
  if (rest.length) yield decode(rest);
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}

/** Text as the lines of its UTF-8 bytes (tests, and text a writer produced). */
export const textLines = (text: string): AsyncGenerator<Line> => decodedLines([new TextEncoder().encode(text)], 'utf-8');
