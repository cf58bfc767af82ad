// A driver asks for the invoice of his stay from the driver's page (docs/invoicing.md, "The driver's
// request"): the code he scanned names the lot; his plate's latest stay there that was paid and
// left uninvoiced (within INVOICE_REQUEST_DAYS) is invoiced through the same request as the
// console's (request.ts), for its payments' sum, and he is given a signed reference to its result.
// What he is told: the invoice's state, number, amount and date, its PDF once issued; nothing else.
import { INVOICE_STATE, ISSUED_INVOICE_STATES } from '../../../../lib/invoicing/invoice-machine';
import { isoAt, type Queryable, type Reader } from '../../../db';
import { refuse } from '../../../kernel/failures';
import { runService, type Actor } from '../../../kernel/service';
import { renderInvoicePdf } from '../pdf/render';
import { invoiceDocument } from '../electronic/document';
import { pdfFileName } from '../electronic/mail';
import { OPEN_TO_INVOICE_SQL } from '../electronic/payments';
import { requestInvoice, type BuyerInputValues } from '../electronic/request';
import { invoiceById } from '../electronic/rows';
import { invoiceOfRef, signInvoiceRef } from './ref';

/** How far back a driver may ask for his stay's invoice on the page. */
export const INVOICE_REQUEST_DAYS = 30;
const DAY_MS = 86_400_000;

export async function invoiceForDriver(tx: Queryable, qrKey: Buffer, lotId: number, plate: string, buyer: BuyerInputValues, actor: Actor, now: number): Promise<{ ref: string }> {
  const payments = await tx.query<{ id: number; amount: number }>(
    `SELECT t.id, t.amount FROM payments t
      WHERE t.stay_id = (SELECT p.stay_id FROM payments p WHERE p.lot_id = $1 AND p.plate = $2 AND p.stay_id IS NOT NULL AND p.paid_at >= $3
                          ORDER BY p.paid_at DESC, p.id DESC LIMIT 1)
        AND ${OPEN_TO_INVOICE_SQL}
      ORDER BY t.id`, [lotId, plate, isoAt(now - INVOICE_REQUEST_DAYS * DAY_MS)]);
  if (!payments.length) throw refuse('driverNothingToInvoice');
  const asked = await runService(tx, requestInvoice, {
    paymentIds: payments.map((p) => Number(p.id)), amount: payments.reduce((sum, p) => sum + Number(p.amount), 0), buyer, source: 'driver',
  }, actor, { at: now });
  return { ref: signInvoiceRef(qrKey, asked.id, now) };
}

export interface DriverInvoice { state: 'issuing' | 'issued' | 'failed'; number: string | null; gross: number; buyerName: string; issuedAt: string | null; lotName: string }

async function invoiceOf(db: Reader, qrKey: Buffer, ref: string, now: number) {
  const id = invoiceOfRef(qrKey, ref, now);
  const invoice = id === null ? null : await invoiceById(db, id);
  if (!invoice || invoice.kind !== 'blue') throw refuse('driverInvoiceRefInvalid');
  return invoice;
}

export async function driverInvoiceResult(db: Reader, qrKey: Buffer, ref: string, now: number): Promise<DriverInvoice> {
  const invoice = await invoiceOf(db, qrKey, ref, now);
  const [{ lot }] = await db.query<{ lot: string }>('SELECT name AS lot FROM parking_lots WHERE id = $1', [invoice.lot_id]);
  const state = (ISSUED_INVOICE_STATES as readonly number[]).includes(invoice.state) ? 'issued'
    : invoice.state === INVOICE_STATE.failed || invoice.state === INVOICE_STATE.cancelled ? 'failed' : 'issuing';
  return {
    state, number: invoice.number, gross: invoice.gross, buyerName: invoice.buyer_name, lotName: lot,
    issuedAt: invoice.issued_at === null ? null : new Date(invoice.issued_at).toISOString(),
  };
}

export async function driverInvoicePdf(db: Reader, qrKey: Buffer, ref: string, now: number): Promise<{ fileName: string; pdf: string }> {
  const invoice = await invoiceOf(db, qrKey, ref, now);
  const document = await invoiceDocument(db, invoice);
  if (!document) throw refuse('invoiceNotIssued');
  return { fileName: pdfFileName(invoice.kind, invoice.number!), pdf: Buffer.from(await renderInvoicePdf(document)).toString('base64') };
}
