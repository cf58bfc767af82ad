// /IssuingElectronicInvoices over payments (those that may be invoiced: for parking, not on an
// invoice, nothing asked back) with the bulk action 'invoice', and /ElectronicInvoiceIssuingRecord
// over invoices with their lines, the PDF and the person's actions (retry, cancel, reverse).
import { z } from 'zod';
import { INVOICE_STATE, decideInvoice } from '../../../../lib/invoicing/invoice-machine';
import { actorOf } from '../../../kernel/actor';
import { isoAt, type Queryable } from '../../../db';
import type { RequestContext } from '../../../context';
import type { EntityStore, RowCommand, RowService, Values } from '../../../entities/types';
import { refuse } from '../../../kernel/failures';
import { defineService, runService } from '../../../kernel/service';
import { renderInvoicePdf } from '../pdf/render';
import { invoiceDocument } from './document';
import { queueIssue } from './issue-outbox';
import { pdfFileName } from './mail';
import { OPEN_TO_INVOICE_SQL } from './payments';
import { requestInvoice } from './request';
import { queueRed, reverseInvoice } from './reverse';
import { AUDIT_INVOICE, AUDIT_INVOICED_PAYMENT, invoiceById, orderNoOf } from './rows';

const KIND_SQL = "CASE WHEN t.order_id IS NOT NULL THEN 'stay' WHEN t.rental_order_id IS NOT NULL THEN 'rental' ELSE 'couponPackage' END";

/** The payments picked, on one invoice for the buyer typed. */
async function invoicePayments(tx: Queryable, ids: number[], input: Values, context: RequestContext, command: RowCommand) {
  return runService(tx, requestInvoice, {
    paymentIds: ids, amount: input.amount, source: 'console',
    buyer: { kind: input.buyerKind, name: input.buyerName ?? '', taxId: input.buyerTaxId, addressPhone: input.buyerAddressPhone, bankAccount: input.buyerBankAccount, email: input.buyerEmail },
  }, actorOf(context), { at: context.now, ...(command.idempotencyKey ? { idempotencyKey: command.idempotencyKey } : {}) });
}

export const invoiceablePaymentStore: EntityStore = {
  entity: 'invoiceablePayment',
  table: 'payments',
  columns: {},
  computed: { lotName: 'l.name', kind: KIND_SQL },
  joins: 'JOIN parking_lots l ON l.id = t.lot_id',
  where: OPEN_TO_INVOICE_SQL,
  lotColumn: 'lot_id',
  rowActions: { invoice: invoicePayments },
};

/** A failed invoice sent again under a new order number (the platform keeps a failed one's). */
const retryInvoice = defineService({
  name: 'invoicing.retry',
  input: z.object({ id: z.number().int().positive() }),
  async run(work, { id }) {
    const invoice = await invoiceById(work, id, true);
    const decision = invoice && decideInvoice(invoice.state as never, 'retry');
    if (!invoice || !decision?.ok) throw refuse('invoiceRefusedRetry');
    const attempt = invoice.attempt + 1;
    await work.update(AUDIT_INVOICE, 'invoices', id, { state: decision.to, attempt, error: null, updated_at: isoAt(work.at) });
    if (invoice.kind === 'blue') await queueIssue(work, { invoiceId: id, orderNo: orderNoOf(invoice.invoice_no, attempt) }, work.at);
    else await queueRed(work, { redId: id, billId: orderNoOf(invoice.invoice_no, attempt) }, work.at);
    return { attempt };
  },
});

/** A requested or failed invoice given up: its payments free to be invoiced again. */
const cancelInvoice = defineService({
  name: 'invoicing.cancel',
  input: z.object({ id: z.number().int().positive() }),
  async run(work, { id }) {
    const invoice = await invoiceById(work, id, true);
    const decision = invoice && decideInvoice(invoice.state as never, 'cancel');
    if (!invoice || !decision?.ok) throw refuse('invoiceRefusedCancel');
    await work.update(AUDIT_INVOICE, 'invoices', id, { state: decision.to, updated_at: isoAt(work.at) });
    for (const claim of await work.query('DELETE FROM invoiced_payments WHERE invoice_id = $1 RETURNING *', [id])) {
      await work.record(AUDIT_INVOICED_PAYMENT, Number(claim.payment_id), claim, null);
    }
    return { state: INVOICE_STATE.cancelled };
  },
});

const byRow = (service: RowService['service']): RowService => ({ rowService: true, service, inputOf: (row) => ({ id: row.id }) });

/** The issued invoice's PDF (blue or red), for the record's dialog: base64 and its file name. */
async function invoicePdf(tx: Queryable, ids: number[]) {
  const invoice = ids.length === 1 ? await invoiceById(tx, ids[0]) : null;
  const document = invoice && await invoiceDocument(tx, invoice);
  if (!invoice || !document) throw refuse('invoiceNotIssued');
  return { fileName: pdfFileName(invoice.kind, invoice.number!), pdf: Buffer.from(await renderInvoicePdf(document)).toString('base64') };
}

export const electronicInvoiceStore: EntityStore = {
  entity: 'electronicInvoice',
  table: 'invoices',
  columns: {},
  computed: { lotName: 'l.name', sellerName: 's.name', blueNumber: 'b.number' },
  joins: 'JOIN parking_lots l ON l.id = t.lot_id JOIN invoice_sellers s ON s.id = t.seller_id LEFT JOIN invoices b ON b.id = t.blue_id',
  lotColumn: 'lot_id',
  related: {
    lines: `SELECT x.line_no AS "lineNo", p.payment_no AS "paymentNo", x.item_name AS "itemName", x.tax_rate AS "taxRate", x.gross, x.net, x.tax
              FROM invoice_lines x JOIN payments p ON p.id = x.payment_id WHERE x.invoice_id = $1 ORDER BY x.line_no`,
  },
  rowActions: {
    pdf: invoicePdf,
    retry: byRow(retryInvoice),
    cancel: byRow(cancelInvoice),
    reverse: { rowService: true, service: reverseInvoice, inputOf: (row) => ({ invoiceId: row.id, reason: row.input.reason }) },
  },
};
