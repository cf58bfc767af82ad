// The token a printed QR code carries (docs/merchants.md, "QR codes and the driver's page"):
// 'q1-<code id>-<expiry in unix seconds, 0: none>-<signature>' (no dot: a path ending in '.xyz' reads as a file), the signature an HMAC-SHA256 under a
// key derived from the backend's secret (never sent anywhere). A fixed printed code names its row and
// does not expire (the operator disables the row instead); a code made for a moment expires.
import { createHmac, timingSafeEqual } from 'node:crypto';

const VERSION = 'q1';
/** 128 bits of the HMAC: enough against forgery, short enough for a small QR code. */
const SIGNATURE_BYTES = 16;
/** The longest token accepted; anything longer is not ours. */
export const QR_TOKEN_MAX_LENGTH = 64;
const SHAPE = /^q1-(\d{1,9})-(\d{1,11})-([A-Za-z0-9_-]{22})$/;

export type TokenCheck =
  | { ok: true; codeId: number; expiresAt: number | null }
  | { ok: false; reason: 'malformed' | 'signature' | 'expired' };

/** The QR tokens' key, derived from the backend's secret (ASHX_SIGNING_SECRET) for this use only. */
export function qrKeyFrom(backendSecret: string): Buffer {
  return createHmac('sha256', backendSecret).update('catc-qr-token-v1').digest();
}

const signatureOf = (key: Buffer, body: string) => createHmac('sha256', key).update(body).digest().subarray(0, SIGNATURE_BYTES);

/** A token for the code; expiresAt (ms) for a code that must expire, null for a fixed printed one. */
export function signQrToken(key: Buffer, codeId: number, expiresAt: number | null = null): string {
  const body = `${VERSION}-${codeId}-${expiresAt === null ? 0 : Math.ceil(expiresAt / 1000)}`;
  return `${body}-${signatureOf(key, body).toString('base64url')}`;
}

export function verifyQrToken(key: Buffer, token: string, now: number): TokenCheck {
  const match = token.length <= QR_TOKEN_MAX_LENGTH ? SHAPE.exec(token) : null;
  if (!match) return { ok: false, reason: 'malformed' };
  const given = Buffer.from(match[3], 'base64url');
  const expected = signatureOf(key, `${VERSION}-${match[1]}-${match[2]}`);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'signature' };
  const expiresAt = Number(match[2]) === 0 ? null : Number(match[2]) * 1000;
  if (expiresAt !== null && expiresAt <= now) return { ok: false, reason: 'expired' };
  return { ok: true, codeId: Number(match[1]), expiresAt };
}
