// Text chunks to numbered lines, at flat memory: only the unfinished line is kept between chunks,
// and a line longer than any statement's is refused before it can grow.
import { MAX_LINE_CHARS } from './formats';
import { StatementError } from './errors';

export interface Line { no: number; text: string }

/** Lines of the text (CRLF or LF; a leading byte order mark dropped; a last empty line ignored). */
export async function* numberedLines(chunks: AsyncIterable<string> | Iterable<string>): AsyncGenerator<Line> {
  let rest = '';
  let no = 0;
  let first = true;
  for await (let chunk of chunks) {
    if (first && chunk.length) {
      if (chunk.charCodeAt(0) === 0xfeff) chunk = chunk.slice(1);
      first = false;
    }
    rest += chunk;
    let start = 0;
    for (let end = rest.indexOf('\n'); end >= 0; end = rest.indexOf('\n', start)) {
      const text = rest.slice(start, end);
      no += 1;
      if (text.length > MAX_LINE_CHARS) throw new StatementError('statementLineTooLong', no);
      yield { no, text: text.endsWith('\r') ? text.slice(0, -1) : text };
      start = end + 1;
    }
    rest = rest.slice(start);
    if (rest.length > MAX_LINE_CHARS) throw new StatementError('statementLineTooLong', no + 1);
  }
  if (rest.length) yield { no: no + 1, text: rest.endsWith('\r') ? rest.slice(0, -1) : rest };
}

/** Bytes decoded as they come (a character split between chunks is kept for the next). */
export async function* decodeChunks(bytes: AsyncIterable<Uint8Array>, encoding: 'utf-8' | 'gbk'): AsyncGenerator<string> {
  const decoder = new TextDecoder(encoding, { fatal: true });
  try {
    for await (const chunk of bytes) yield decoder.decode(chunk, { stream: true });
    yield decoder.decode();
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_ENCODING_INVALID_ENCODED_DATA') throw new StatementError('statementBadEncoding', 0, { encoding });
    throw error;
  }
}
