// One signed call to Nuonuo's gateway: the body serialised once, signed (sign.ts), posted with
// the public parameters in the query (senid, nonce, timestamp, appkey) and the signature, token,
// seller's tax ID and method in headers. Bounded in time and in the size of the answer, like the
// payment channels' calls (backend/channels/adapter.ts). Whatever keeps us from reading the
// platform's answer is a transient failure; the gateway's refusal of the credentials is final.
import { randomBytes, randomInt } from 'node:crypto';
import { CHANNEL_ANSWER_LIMIT_BYTES, CHANNEL_TIMEOUT_MS } from '../../../channels/adapter';
import { NUONUO_CREDENTIAL_CODES } from './protocol';
import { nuonuoSign } from './sign';
import type { ProviderAccount, ProviderFailure } from './types';

/** What every Nuonuo answer is: a code, its description, and the result. */
export interface NuonuoEnvelope { code: string; describe: string; result: unknown }

/** Our codes of failures that are not the platform's own. */
export const TRANSPORT_FAILURE = { unreachable: 'UNREACHABLE', unreadable: 'UNREADABLE', tooLarge: 'TOO_LARGE' } as const;
/** nonce: an 8-digit positive integer. */
const NONCE_MIN = 10_000_000;
const NONCE_END = 100_000_000;

export const isFailure = (value: object): value is ProviderFailure => 'status' in value && (value.status === 'transient' || value.status === 'refused');

const transient = (code: string, message: string): ProviderFailure => ({ status: 'transient', code, message });

/** The body of `response`, or null once it passes `limit` bytes (read as it arrives, never held whole). */
async function boundedText(response: Response, limit: number): Promise<string | null> {
  if (Number(response.headers.get('content-length') ?? 0) > limit) { await response.body?.cancel(); return null; }
  const chunks: Buffer[] = [];
  let size = 0;
  const reader = response.body?.getReader();
  for (let read = await reader?.read(); read && !read.done; read = await reader!.read()) {
    size += read.value.length;
    if (size > limit) { await reader!.cancel(); return null; }
    chunks.push(Buffer.from(read.value));
  }
  return Buffer.concat(chunks).toString('utf8');
}

export async function callNuonuo(account: ProviderAccount, method: string, payload: unknown, now: () => number = Date.now): Promise<NuonuoEnvelope | ProviderFailure> {
  const content = JSON.stringify(payload);
  const url = new URL(account.gatewayUrl);
  const parts = {
    appKey: account.appKey, senid: randomBytes(16).toString('hex'), nonce: String(randomInt(NONCE_MIN, NONCE_END)),
    timestamp: String(Math.floor(now() / 1000)), content, path: url.pathname,
  };
  url.search = new URLSearchParams({ senid: parts.senid, nonce: parts.nonce, timestamp: parts.timestamp, appkey: parts.appKey }).toString();
  let text: string | null;
  try {
    const response = await fetch(url, {
      method: 'POST', body: content, signal: AbortSignal.timeout(CHANNEL_TIMEOUT_MS),
      headers: {
        'content-type': 'application/json; charset=utf-8', 'X-Nuonuo-Sign': nuonuoSign(account.appSecret, parts),
        accessToken: account.accessToken, userTax: account.taxId, method,
      },
    });
    text = await boundedText(response, CHANNEL_ANSWER_LIMIT_BYTES);
    // A gateway's bad minute (5xx) or its throttling may pass; any other status is how we call it.
    if (response.status >= 500 || response.status === 429) return transient(`HTTP_${response.status}`, `Nuonuo: HTTP ${response.status}`);
    if (!response.ok) return { status: 'refused', code: `HTTP_${response.status}`, message: `Nuonuo: HTTP ${response.status}` };
  } catch (error) {
    return transient(TRANSPORT_FAILURE.unreachable, `Nuonuo: ${(error as Error).message}`);
  }
  if (text === null) return transient(TRANSPORT_FAILURE.tooLarge, `Nuonuo: the answer is larger than ${CHANNEL_ANSWER_LIMIT_BYTES} bytes`);
  let answer: unknown;
  try { answer = JSON.parse(text); } catch { answer = null; }
  if (!answer || typeof answer !== 'object' || typeof (answer as { code?: unknown }).code !== 'string') {
    return transient(TRANSPORT_FAILURE.unreadable, 'Nuonuo: the answer is not its envelope');
  }
  const envelope = answer as { code: string; describe?: unknown; result?: unknown };
  const describe = typeof envelope.describe === 'string' ? envelope.describe : '';
  if (NUONUO_CREDENTIAL_CODES.includes(envelope.code)) return { status: 'refused', code: envelope.code, message: describe };
  return { code: envelope.code, describe, result: envelope.result };
}
