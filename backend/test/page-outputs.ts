// Every answer of a special page's operation that a backend test receives is what the
// operation's declared `output` describes (lib/pages/types.ts): nothing missing, nothing of
// another type, nothing it does not name (zod leaves undeclared keys out, so the parsed answer
// must equal the answer). The harness checks each one (harness.ts), so every real call of every
// test holds the handlers to their declarations.
import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';
import { findPageOperation } from '../../lib/pages/registry';

/** Throws, naming the operation and what differs, when `answer` is not what `getList` declares. */
export function checkPageOutput(getList: string, answer: unknown): void {
  const found = findPageOperation(getList);
  if (!found) return;
  const parsed = found.op.output.safeParse(answer);
  if (!parsed.success) throw new Error(`${getList} answered outside its declared output:\n${z.prettifyError(parsed.error)}`);
  if (!isDeepStrictEqual(parsed.data, answer)) {
    throw new Error(`${getList} answered what its declared output does not name:\n${JSON.stringify(answer).slice(0, 2000)}`);
  }
}
