import { randomBytes } from 'node:crypto';
import { INVOICE_REF_LIFETIME_MS, invoiceOfRef, signInvoiceRef } from './ref';

const key = randomBytes(32);
const now = Date.UTC(2026, 10, 28);

describe("the driver's invoice reference", () => {
  it('names its invoice until it expires', () => {
    const ref = signInvoiceRef(key, 4711, now);
    expect(invoiceOfRef(key, ref, now)).toBe(4711);
    expect(invoiceOfRef(key, ref, now + INVOICE_REF_LIFETIME_MS - 1000)).toBe(4711);
    expect(invoiceOfRef(key, ref, now + INVOICE_REF_LIFETIME_MS + 1000)).toBeNull();
  });

  it('refuses a reference changed, signed with another key or not ours', () => {
    const ref = signInvoiceRef(key, 4711, now);
    expect(invoiceOfRef(key, ref.replace('-4711-', '-4712-'), now)).toBeNull();
    expect(invoiceOfRef(randomBytes(32), ref, now)).toBeNull();
    expect(invoiceOfRef(key, `${ref}x`, now)).toBeNull();
    expect(invoiceOfRef(key, 'q1-1-0-AAAAAAAAAAAAAAAAAAAAAA', now)).toBeNull();
  });
});
