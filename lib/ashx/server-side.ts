// The receiving end of the protocol, used by the reference backend: read a request, write a
// response. Kept beside the sending end so both halves of the hop share one codec. Reading is in
// two steps so that the cheap checks come first: the envelope (what the signature covers, as it
// arrived), then the datas (decompressed within a limit, nesting bounded, parsed, desanitized).
import { compressText, decompress, parseCompress, type CompressCode } from './compress';
import { nestsDeeperThan } from './json-depth';
import { desanitizePayload } from './sanitize';
import { verifySignature, type SignatureCheck, type SignedParts } from './sign';

/** A request as it arrived, before its datas are decoded. */
export interface AshxEnvelope {
  /** Handler path without `.ashx`, e.g. `HandlersCatc/CatcDictionary`. */
  handler: string;
  method: string;
  userIdInUrl: string;
  language: string;
  browserTm: string;
  /** The random `time` query parameter, as sent (signed). */
  time: string;
  /** The compress code as sent, and what it means. */
  compressCode: string;
  compress: CompressCode;
  /** Bearer token without the prefix, '' when absent. */
  accessToken: string;
  privatekey: string;
  /** datas exactly as received (what the signature covers). */
  rawDatas: string;
}

export interface IncomingAshxRequest extends AshxEnvelope {
  payload: Record<string, unknown>;
}

export type ParseFailure = 'not-ashx' | 'bad-compress' | 'bad-datas' | 'too-large' | 'too-deep';

export function readAshxEnvelope(
  pathname: string, query: URLSearchParams, form: URLSearchParams,
): { ok: true; envelope: AshxEnvelope } | { ok: false; reason: ParseFailure } {
  const match = /^\/(.+)\.ashx$/.exec(pathname);
  if (!match) return { ok: false, reason: 'not-ashx' };
  const compressCode = query.get('compress') ?? '00';
  const compress = parseCompress(compressCode);
  if (!compress) return { ok: false, reason: 'bad-compress' };
  const token = form.get('token') ?? '';
  return {
    ok: true,
    envelope: {
      handler: match[1], method: query.get('method') ?? 'POST', userIdInUrl: query.get('userId') ?? '',
      language: query.get('lan') ?? '', browserTm: query.get('browserTm') ?? '', time: query.get('time') ?? '',
      compressCode, compress, accessToken: token.startsWith('Bearer ') ? token.slice(7) : '',
      privatekey: form.get('privatekey') ?? '', rawDatas: form.get('datas') ?? '',
    },
  };
}

/** The datas of a request: inflated to at most `maxBytes`, nested at most MAX_JSON_DEPTH deep. */
export function decodeAshxDatas(envelope: AshxEnvelope, maxBytes: number):
  { ok: true; request: IncomingAshxRequest } | { ok: false; reason: ParseFailure } {
  let payload: Record<string, unknown> = {};
  if (envelope.rawDatas) {
    const inflated = decompress(envelope.rawDatas, envelope.compress.request, maxBytes);
    if ('error' in inflated) return { ok: false, reason: inflated.error === 'too-large' ? 'too-large' : 'bad-datas' };
    if (nestsDeeperThan(inflated.text)) return { ok: false, reason: 'too-deep' };
    const parsed = safeParse(inflated.text);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return { ok: false, reason: 'bad-datas' };
    payload = desanitizePayload(parsed as Record<string, unknown>);
  }
  return { ok: true, request: { ...envelope, payload } };
}

function safeParse(text: string): unknown {
  try { return JSON.parse(text); } catch { return null; }
}

/** What the signature of a request covers, as it arrived. */
export const signedPartsOf = (envelope: AshxEnvelope): SignedParts => ({
  handler: envelope.handler, userId: envelope.userIdInUrl, token: envelope.accessToken, compress: envelope.compressCode,
  time: envelope.time, browserTm: envelope.browserTm, datas: envelope.rawDatas,
});

export function checkRequestSignature(envelope: AshxEnvelope, secret: string, now: number): SignatureCheck {
  return verifySignature(signedPartsOf(envelope), envelope.privatekey, secret, now);
}

/** The response envelope: datas is the JSON text of the data, compressed per the second digit. */
export function encodeAshxResponse(
  statusCode: number, data: unknown, message: string, code: CompressCode,
): string {
  const datas = data === undefined ? '' : compressText(JSON.stringify(data), code.response);
  return JSON.stringify({ statusCode, datas, message });
}
