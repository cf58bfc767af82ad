import 'server-only';
// Reading a request body within a limit: refused from its Content-Length when it declares more,
// and while it streams when it does not (or lies), before anything is parsed. JSON bodies are
// also refused when they nest deeper than any console payload does.
import { nestsDeeperThan } from '../ashx/json-depth';

/** The largest JSON body a BFF route reads (a screen's list query, a form, an action). */
export const JSON_BODY_LIMIT_BYTES = 256 * 1024;

export type BodyRead<T> = { ok: true; value: T } | { ok: false; reason: 'too-large' | 'invalid' };

/** The body's bytes, at most `limit` of them; stops reading at the limit. */
export async function readBytes(request: Request, limit: number): Promise<BodyRead<Uint8Array>> {
  if (Number(request.headers.get('content-length') ?? 0) > limit) return { ok: false, reason: 'too-large' };
  if (!request.body) return { ok: true, value: new Uint8Array() };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return { ok: false, reason: 'too-large' };
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) { bytes.set(chunk, offset); offset += chunk.byteLength; }
  return { ok: true, value: bytes };
}

/** The body as JSON: within the limit, no deeper than MAX_JSON_DEPTH, well formed. */
export async function readJson(request: Request, limit = JSON_BODY_LIMIT_BYTES): Promise<BodyRead<unknown>> {
  const bytes = await readBytes(request, limit);
  if (!bytes.ok) return bytes;
  const text = new TextDecoder().decode(bytes.value);
  if (nestsDeeperThan(text)) return { ok: false, reason: 'invalid' };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false, reason: 'invalid' };
  }
}
