// Building an ASHX request (spec 7): the URL with its query parameters and the form body.
import {
  DEFAULT_COMPRESS, DEFAULT_REQUEST_TYPE, REQUEST_PLATFORM, REQUEST_TIME_BOUND,
} from '../spec-constants';
import { compressText, parseCompress } from './compress';
import { sanitizePayload } from './sanitize';
import { formatBrowserTm, signRequest } from './sign';

export type AshxMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface AshxRequestInput {
  baseUrl: string;
  /** Handler path without `.ashx`, e.g. `Login` or `HandlersCatc/CatcDictionary`. */
  handler: string;
  /** The verb asked for; it travels as the method parameter, the HTTP verb is always POST. */
  method?: AshxMethod;
  payload: Record<string, unknown>;
  userId?: string;
  accessToken?: string;
  language: string;
  compress?: string;
  type?: string;
  /** Shared secret; when given the request is signed (isPrivate). */
  signingSecret?: string;
  now?: Date;
  random?: () => number;
}

export interface AshxRequest {
  url: string;
  /** application/x-www-form-urlencoded body. */
  body: string;
  /** datas exactly as sent. */
  datas: string;
  browserTm: string;
  compress: string;
}

export function buildAshxUrl(input: {
  baseUrl: string; handler: string; userId?: string; method: AshxMethod; type: string;
  language: string; browserTm: string; time: number; compress: string;
}): string {
  const base = input.baseUrl.endsWith('/') ? input.baseUrl : `${input.baseUrl}/`;
  const query = new URLSearchParams({
    method: input.method, type: input.type, lan: input.language, browserTm: input.browserTm,
    time: String(input.time), compress: input.compress, platform: REQUEST_PLATFORM,
  });
  const lead = input.userId ? `?userId=${encodeURIComponent(input.userId)}&` : '?';
  return `${base}${input.handler}.ashx${lead}${query}`;
}

/**
 * `time` (spec 7: a random integer below 100000): a sequence from a random start, so that two
 * identical requests a process sends within the same second never share a signature (the backend
 * refuses a signature seen before).
 */
let timeSequence = Math.floor(Math.random() * REQUEST_TIME_BOUND);
const nextTime = () => (timeSequence = (timeSequence + 1) % REQUEST_TIME_BOUND);

export function buildAshxRequest(input: AshxRequestInput): AshxRequest {
  const compress = input.compress ?? DEFAULT_COMPRESS;
  const code = parseCompress(compress);
  if (!code) throw new Error(`unknown compress code ${compress}`);
  const browserTm = formatBrowserTm(input.now ?? new Date());
  const payload = sanitizePayload({ ...input.payload, userId: input.payload.userId ?? input.userId });
  const datas = compressText(JSON.stringify(payload), code.request);
  const time = input.random ? Math.floor(input.random() * REQUEST_TIME_BOUND) : nextTime();
  const url = buildAshxUrl({
    baseUrl: input.baseUrl, handler: input.handler, userId: input.userId,
    method: input.method ?? 'POST', type: input.type ?? DEFAULT_REQUEST_TYPE,
    language: input.language, browserTm, compress, time,
  });
  const signed = { handler: input.handler, userId: input.userId ?? '', token: input.accessToken ?? '', compress, time: String(time), browserTm, datas };
  const body = new URLSearchParams({
    appId: '',
    token: input.accessToken ? `Bearer ${input.accessToken}` : '',
    privatekey: input.signingSecret ? signRequest(signed, input.signingSecret) : '',
    datas,
  }).toString();
  return { url, body, datas, browserTm, compress };
}
