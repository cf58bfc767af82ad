// The invoices' rows as the services read them, their audit entities and their numbers.
import { machineDateTime } from '../../../../lib/i18n/dates';
import type { Reader } from '../../../db';

export const AUDIT_INVOICE = 'invoice';
export const AUDIT_INVOICE_LINE = 'invoiceLine';
export const AUDIT_INVOICED_PAYMENT = 'invoicedPayment';

/** FP + the operator's day + a serial: the platform's order number too (with '-<attempt>' after a person's retry). */
export async function nextInvoiceNo(tx: Reader, at: number): Promise<string> {
  const [{ n }] = await tx.query<{ n: string }>("SELECT nextval('invoice_no_seq')::text AS n");
  return `FP${machineDateTime(at).slice(0, 10).replace(/-/g, '')}${n.padStart(6, '0')}`;
}

/** The order number of an invoice's attempt at the platform: a failed order number is not taken twice. */
export const orderNoOf = (invoiceNo: string, attempt: number) => (attempt > 1 ? `${invoiceNo}-${attempt}` : invoiceNo);

export interface InvoiceRow {
  id: number; invoice_no: string; attempt: number; kind: 'blue' | 'red'; blue_id: number | null; seller_id: number; lot_id: number; plate: string;
  buyer_kind: 'person' | 'company'; buyer_name: string; buyer_tax_id: string | null; buyer_address_phone: string | null; buyer_bank_account: string | null;
  buyer_email: string | null; gross: number; net: number; tax: number; state: number; red_reason: string | null; confirmation: number | null;
  bill_id: string | null; serial: string | null; number: string | null; issued_at: Date | string | null; error: string | null; requested_at: Date | string;
}

export interface InvoiceLineRow { id: number; line_no: number; payment_id: number; refund_ref: string | null; item_name: string; tax_code: string; tax_rate: number; gross: number; net: number; tax: number }

const NUMERIC = ['gross', 'net', 'tax'] as const;
const numeric = <T extends Record<string, unknown>>(row: T): T => ({ ...row, ...Object.fromEntries(NUMERIC.filter((k) => k in row).map((k) => [k, Number(row[k])])) });

export async function invoiceById(tx: Reader, id: number, lock = false): Promise<InvoiceRow | null> {
  const [row] = await tx.query<InvoiceRow>(`SELECT * FROM invoices WHERE id = $1${lock ? ' FOR UPDATE' : ''}`, [id]);
  return row ? numeric({ ...row, id: Number(row.id), seller_id: Number(row.seller_id), lot_id: Number(row.lot_id), blue_id: row.blue_id === null ? null : Number(row.blue_id) }) : null;
}

export async function linesOf(tx: Reader, invoiceId: number): Promise<InvoiceLineRow[]> {
  const rows = await tx.query<InvoiceLineRow>('SELECT * FROM invoice_lines WHERE invoice_id = $1 ORDER BY line_no', [invoiceId]);
  return rows.map((r) => numeric({ ...r, payment_id: Number(r.payment_id), tax_rate: Number(r.tax_rate) }));
}
