// The receiving end of the protocol, used by the reference backend: read a request, write a
// response. Kept beside the sending end so both halves of the hop share one codec.
import { compressText, decompressText, parseCompress, type CompressCode } from './compress';
import { desanitizePayload } from './sanitize';
import { verifySignature, type SignatureCheck } from './sign';

export interface IncomingAshxRequest {
  /** Handler path without `.ashx`, e.g. `HandlersCatc/CatcDictionary`. */
  handler: string;
  method: string;
  userIdInUrl: string;
  language: string;
  browserTm: string;
  compress: CompressCode;
  /** Bearer token without the prefix, '' when absent. */
  accessToken: string;
  privatekey: string;
  /** datas exactly as received (what the signature covers). */
  rawDatas: string;
  payload: Record<string, unknown>;
}

export type ParseFailure = 'not-ashx' | 'bad-compress' | 'bad-datas';

export function parseAshxRequest(
  pathname: string, query: URLSearchParams, form: URLSearchParams,
): { ok: true; request: IncomingAshxRequest } | { ok: false; reason: ParseFailure } {
  const match = /^\/(.+)\.ashx$/.exec(pathname);
  if (!match) return { ok: false, reason: 'not-ashx' };
  const compress = parseCompress(query.get('compress') ?? '00');
  if (!compress) return { ok: false, reason: 'bad-compress' };
  const rawDatas = form.get('datas') ?? '';
  let payload: Record<string, unknown> = {};
  if (rawDatas) {
    const text = decompressText(rawDatas, compress.request);
    const parsed = text === null ? null : safeParse(text);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return { ok: false, reason: 'bad-datas' };
    payload = desanitizePayload(parsed as Record<string, unknown>);
  }
  const token = form.get('token') ?? '';
  return {
    ok: true,
    request: {
      handler: match[1], method: query.get('method') ?? 'POST', userIdInUrl: query.get('userId') ?? '',
      language: query.get('lan') ?? '', browserTm: query.get('browserTm') ?? '', compress,
      accessToken: token.startsWith('Bearer ') ? token.slice(7) : '',
      privatekey: form.get('privatekey') ?? '', rawDatas, payload,
    },
  };
}

function safeParse(text: string): unknown {
  try { return JSON.parse(text); } catch { return null; }
}

export function checkRequestSignature(request: IncomingAshxRequest, secret: string, now: number): SignatureCheck {
  return verifySignature(request.rawDatas, request.browserTm, request.privatekey, secret, now);
}

/** The response envelope: datas is the JSON text of the data, compressed per the second digit. */
export function encodeAshxResponse(
  statusCode: number, data: unknown, message: string, code: CompressCode,
): string {
  const datas = data === undefined ? '' : compressText(JSON.stringify(data), code.response);
  return JSON.stringify({ statusCode, datas, message });
}
