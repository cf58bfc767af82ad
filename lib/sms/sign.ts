// The SMS gateway's request signature (after Alibaba Cloud's RPC style, HMAC-SHA256): the form
// fields but `Signature`, sorted by name, each name and value percent-encoded (RFC 3986) and
// joined k=v&k=v, signed with the access key secret, base64. Pure: node:crypto only, no I/O.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SMS_SIGNATURE_METHOD = 'HMAC-SHA256';

export type SmsFields = Readonly<Record<string, string>>;

const encode = (text: string) => encodeURIComponent(text).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

export function smsCanonical(fields: SmsFields): string {
  return Object.keys(fields).filter((k) => k !== 'Signature').sort().map((k) => `${encode(k)}=${encode(fields[k])}`).join('&');
}

export function smsSignature(fields: SmsFields, secret: string): string {
  return createHmac('sha256', secret).update(smsCanonical(fields), 'utf8').digest('base64');
}

export function signSmsFields(fields: SmsFields, secret: string): Record<string, string> {
  const withMethod = { ...fields, SignatureMethod: SMS_SIGNATURE_METHOD };
  return { ...withMethod, Signature: smsSignature(withMethod, secret) };
}

export function verifySmsFields(fields: SmsFields, secret: string): boolean {
  if (fields.SignatureMethod !== SMS_SIGNATURE_METHOD || typeof fields.Signature !== 'string') return false;
  const expected = Buffer.from(smsSignature(fields, secret));
  const given = Buffer.from(fields.Signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
