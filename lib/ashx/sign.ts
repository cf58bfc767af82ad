// Request signing (spec 7): privatekey = lower-case hex MD5 of
// (datas exactly as sent + browserTm + shared secret); browserTm is the wall clock at UTC+8.
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

export function signDatas(datas: string, browserTm: string, secret: string): string {
  return md5Hex(datas + browserTm + secret);
}

export type SignatureCheck = 'ok' | 'missing' | 'bad-time' | 'stale' | 'mismatch';

/** The backend's check: the signature matches and browserTm is within the allowed skew. */
export function verifySignature(
  datas: string, browserTm: string, privatekey: string, secret: string, now: number,
): SignatureCheck {
  if (!privatekey) return 'missing';
  const at = parseBrowserTm(browserTm);
  if (at === null) return 'bad-time';
  if (Math.abs(now - at) > SIGNATURE_MAX_SKEW_MS) return 'stale';
  const expected = Buffer.from(signDatas(datas, browserTm, secret));
  const given = Buffer.from(privatekey.toLowerCase());
  return expected.length === given.length && timingSafeEqual(expected, given) ? 'ok' : 'mismatch';
}
