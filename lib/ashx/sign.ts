// Request signing (spec 7: MD5, a clock at UTC+8). The signature covers everything that decides
// what a request does and for whom — the handler path, the userId of the URL, the access token,
// the compress code, the random `time`, browserTm and datas exactly as sent — so that none of them
// can be swapped under a valid signature; the backend refuses a signature it has already seen
// within the freshness window (a replay). The exact string is in docs/ashx-protocol.md.
import { createHash, timingSafeEqual } from 'node:crypto';
import { SIGNATURE_MAX_SKEW_MS, SIGNING_CLOCK_OFFSET_HOURS } from '../spec-constants';

const OFFSET_MS = SIGNING_CLOCK_OFFSET_HOURS * 3_600_000;
const BROWSER_TM = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/** `YYYY-MM-DD HH:mm:ss` at UTC+8, whatever the machine's time zone. */
export function formatBrowserTm(at: Date): string {
  return new Date(at.getTime() + OFFSET_MS).toISOString().slice(0, 19).replace('T', ' ');
}

/** Milliseconds since the epoch for a browserTm, or null when it is not one. */
export function parseBrowserTm(text: string | null | undefined): number | null {
  const m = BROWSER_TM.exec(text ?? '');
  if (!m) return null;
  const ms = Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +m[6]) - OFFSET_MS;
  return formatBrowserTm(new Date(ms)) === text ? ms : null;
}

export function md5Hex(text: string): string {
  return createHash('md5').update(text, 'utf8').digest('hex');
}

/** What a signature covers, each as it travels. */
export interface SignedParts {
  /** Handler path without `.ashx`, e.g. 'HandlersCatc/CatcCom'. */
  handler: string;
  /** The userId query parameter ('' when absent). */
  userId: string;
  /** The access token without 'Bearer ' ('' when absent). */
  token: string;
  /** The compress code, two digits. */
  compress: string;
  /** The random `time` query parameter, as sent. */
  time: string;
  browserTm: string;
  datas: string;
}

/** md5_hex(handler \n userId \n token \n compress \n time \n browserTm \n datas \n secret). */
export function signRequest(parts: SignedParts, secret: string): string {
  return md5Hex([parts.handler, parts.userId, parts.token, parts.compress, parts.time, parts.browserTm, parts.datas, secret].join('\n'));
}

/** The signature of the first release (datas and browserTm only): recognised to say so, never accepted. */
const legacySignature = (parts: SignedParts, secret: string) => md5Hex(parts.datas + parts.browserTm + secret);

export type SignatureCheck = 'ok' | 'missing' | 'bad-time' | 'stale' | 'outdated' | 'mismatch';

const same = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b.toLowerCase());
  return x.length === y.length && timingSafeEqual(x, y);
};

/** The backend's check: the signature matches and browserTm is within the allowed skew. */
export function verifySignature(parts: SignedParts, privatekey: string, secret: string, now: number): SignatureCheck {
  if (!privatekey) return 'missing';
  const at = parseBrowserTm(parts.browserTm);
  if (at === null) return 'bad-time';
  if (Math.abs(now - at) > SIGNATURE_MAX_SKEW_MS) return 'stale';
  if (same(signRequest(parts, secret), privatekey)) return 'ok';
  return same(legacySignature(parts, secret), privatekey) ? 'outdated' : 'mismatch';
}
