// Valid values of a declared screen's fields, as a person types them into its form: the browser
// tests (e2e/support/screens.ts) and the backend tests that fill forms generically share them.
import { usccCheckCharacter } from '../invoicing/uscc';
import { PARKING_SERVICE_TAX_CODE } from '../invoicing/invoice-document';
import { imeiOf } from '../validation/formats';
import type { FieldDecl, ScreenDecl } from './types';

/**
 * A value fit for the field, made unique by `n` (different per call), prefixed by `tag` where it is
 * text; null for the fields that are chosen, not typed (selects, booleans, lots, references).
 */
export function sampleValue(screen: ScreenDecl, field: FieldDecl, tag: string, n: number): string | null {
  const special = `${screen.entity}.${field.name}`;
  if (special === 'currency.code') return String.fromCharCode(65 + (n % 26), 65 + ((n >> 5) % 26), 65 + ((n >> 10) % 26));
  // A unified social credit code with its check character; the parking service's tax code.
  if (special === 'invoiceSeller.taxId') { const body = `91330100${String(n).padStart(9, '0').slice(-9)}`; return `${body}${usccCheckCharacter(body)}`; }
  if (special === 'invoiceSeller.taxCode') return PARKING_SERVICE_TAX_CODE;
  if (field.name === 'gatewayUrl') return `https://gateway.example.com/${tag}${n}`;
  // A paper invoice book's 12-digit code and 8-digit first number (lib/areas/invoicing/paper-stock.ts): its own code for each n.
  if (special === 'paperInvoiceBook.invoiceCode') return String(n % 10 ** 12).padStart(12, '0');
  if (special === 'paperInvoiceBook.firstNumber') return String(n % 10 ** 7).padStart(8, '0');
  // Formats of lib/validation/formats.ts: a plate, an IMEI with its check digit, an IP, a photo address.
  if (field.name === 'plate' || field.name === 'plates') return `粤B${String(n).slice(-5).padStart(5, '0')}`;
  if (field.name === 'imei') return imeiOf(`86${String(n).padStart(12, '0')}`);
  if (field.name === 'ip') return `10.${(n >> 16) % 256}.${(n >> 8) % 256}.${n % 256}`;
  if (field.name === 'photoUrl') return `https://img.example.com/${tag}${n}.jpg`;
  // The end of a window comes after its start (an event's validFrom/validTo).
  if (field.type === 'datetime' && /To$/.test(field.name)) return '2026-11-22T20:00';
  if (/Time$/.test(field.name) && field.maxLength === 5) return `0${n % 10}:${String(n % 60).padStart(2, '0')}`;
  switch (field.type) {
    case 'text': case 'textarea': return `${tag}${n}`.slice(0, field.maxLength ?? 100);
    case 'password': return 'Sample#Pass1x9Q';
    case 'digits': return String(n).slice(0, field.maxLength ?? 100);
    case 'version': return `2.${n % 1000}.${n % 10}`;
    case 'integer': case 'decimal': case 'money': return String(Math.min(field.max ?? 1000, Math.max(field.min ?? 1, 1 + (n % 3))));
    case 'date': return '2026-11-22';
    case 'datetime': return '2026-11-22T08:00';
    case 'coordinate': return field.max === 90 ? '22.123' : '113.123'; // a latitude is at most 90
    case 'maxSpaces': return '10';
    case 'phone': return `138${String(n).padStart(8, '0').slice(-8)}`;
    case 'email': return `e2e${n}@example.com`;
    case 'stepPrices': return `60:${1 + (n % 3)}`;
    default: return null;
  }
}
