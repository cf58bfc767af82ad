// X-Nuonuo-Sign: base64 of HMAC-SHA1, keyed with the app secret, over the canonical text of a
// call: the gateway path's three parts (a, l, p), the app key (k), the call's unique id (i =
// senid), its nonce (n), its time in seconds (t) and the exact body (f). The body is signed as
// sent, byte for byte, so it is serialised once and the same text is both signed and posted.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { NUONUO_SERVICES_PATH } from './protocol';

export interface NuonuoSignedParts {
  appKey: string;
  senid: string;
  nonce: string;
  timestamp: string;
  content: string;
  /** The gateway path (default /open/v1/services). */
  path?: string;
}

function canonicalText(parts: NuonuoSignedParts): string {
  // '/open/v1/services' -> p=open, l=v1, a=services.
  const [p = '', l = '', a = ''] = (parts.path ?? NUONUO_SERVICES_PATH).split('/').filter(Boolean);
  return `a=${a}&l=${l}&p=${p}&k=${parts.appKey}&i=${parts.senid}&n=${parts.nonce}&t=${parts.timestamp}&f=${parts.content}`;
}

export function nuonuoSign(appSecret: string, parts: NuonuoSignedParts): string {
  return createHmac('sha1', appSecret).update(canonicalText(parts), 'utf8').digest('base64');
}

/** Whether `signature` is the one of these parts under the secret (compared in constant time). */
export function nuonuoSignatureHolds(appSecret: string, parts: NuonuoSignedParts, signature: string): boolean {
  const expected = Buffer.from(nuonuoSign(appSecret, parts));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
