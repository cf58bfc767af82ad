// Secrets at rest (the pay params' merchant ids, keys and certificates): AES-256-GCM under a key
// derived from the backend's secret (ASHX_SIGNING_SECRET, backend/config.ts), so the database
// alone never gives them away. The additional data names the column, so a cipher text copied
// into another column does not open. Text form: 'v1:' + base64(iv | tag | cipher text).
import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

const VERSION = 'v1:';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** The 32-byte key of secrets at rest, derived from the backend's secret. */
export function atRestKeyFrom(backendSecret: string): Buffer {
  return createHmac('sha256', backendSecret).update('catc-pay-params-at-rest-v1').digest();
}

export function sealSecret(key: Buffer, column: string, plain: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(column, 'utf8'));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return VERSION + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
}

/** The plain secret; throws when the text was not sealed with this key for this column. */
export function openSecret(key: Buffer, column: string, sealed: string): string {
  if (!sealed.startsWith(VERSION)) throw new Error('not a sealed secret');
  const raw = Buffer.from(sealed.slice(VERSION.length), 'base64');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(column, 'utf8'));
  decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
}
