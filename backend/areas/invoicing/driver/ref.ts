// The reference a driver's page holds of the invoice it asked for (docs/invoicing.md, "The driver's
// request"): 'i1-<invoice id>-<expiry in unix seconds>-<signature>', an HMAC-SHA256 under a key
// derived from the QR codes' key for this use only. It names one invoice, shows only what that
// page shows, and expires: whoever holds it (the driver, after asking) reads the result and the PDF.
import { createHmac, timingSafeEqual } from 'node:crypto';

const VERSION = 'i1';
const SIGNATURE_BYTES = 16;
/** Longest reference accepted; anything longer is not ours. */
export const INVOICE_REF_MAX_LENGTH = 64;
/** How long a driver may come back to his invoice's result and PDF. */
export const INVOICE_REF_LIFETIME_MS = 30 * 24 * 3_600_000;
const SHAPE = /^i1-(\d{1,12})-(\d{1,11})-([A-Za-z0-9_-]{22})$/;

const keyOf = (qrKey: Buffer) => createHmac('sha256', qrKey).update('catc-invoice-ref-v1').digest();
const signatureOf = (qrKey: Buffer, body: string) => createHmac('sha256', keyOf(qrKey)).update(body).digest().subarray(0, SIGNATURE_BYTES);

export function signInvoiceRef(qrKey: Buffer, invoiceId: number, now: number): string {
  const body = `${VERSION}-${invoiceId}-${Math.ceil((now + INVOICE_REF_LIFETIME_MS) / 1000)}`;
  return `${body}-${signatureOf(qrKey, body).toString('base64url')}`;
}

/** The invoice the reference names, or null when it is not ours, was changed or has expired. */
export function invoiceOfRef(qrKey: Buffer, ref: string, now: number): number | null {
  const match = ref.length <= INVOICE_REF_MAX_LENGTH ? SHAPE.exec(ref) : null;
  if (!match) return null;
  const body = `${VERSION}-${match[1]}-${match[2]}`;
  const given = Buffer.from(match[3], 'base64url');
  const expected = signatureOf(qrKey, body);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return Number(match[2]) * 1000 < now ? null : Number(match[1]);
}
