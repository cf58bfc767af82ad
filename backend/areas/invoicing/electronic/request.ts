// An electronic invoice asked for (docs/invoicing.md, "Electronic invoices"): the payments of one
// payer bundled (lib/invoicing/payer-bundle.ts), the buyer checked (buyer.ts), the seller of their
// lot found, one line per payment with its tax split at the seller's rate, the payments claimed
// (invoiced_payments: a second invoice of one, paper or electronic, is refused by its key) and the
// call to the tax platform queued in the same transaction (issue-outbox.ts). Every row audited.
import { z } from 'zod';
import { BUYER_KINDS, buyerRefusal } from '../../../../lib/invoicing/buyer';
import { INVOICE_STATE, decideInvoice } from '../../../../lib/invoicing/invoice-machine';
import { MAX_BUNDLED_PAYMENTS, decideBundle } from '../../../../lib/invoicing/payer-bundle';
import { invoiceTotals, splitTax } from '../../../../lib/invoicing/tax-split';
import type { TaxRate } from '../../../../lib/invoicing/tax-rates';
import { normalizeUscc } from '../../../../lib/invoicing/uscc';
import { isoAt } from '../../../db';
import { AshxFailure, STATUS, refuse } from '../../../kernel/failures';
import { defineService } from '../../../kernel/service';
import type { Work } from '../../../kernel/work';
import { queueIssue } from './issue-outbox';
import { lockPayments } from './payments';
import { AUDIT_INVOICE, AUDIT_INVOICE_LINE, AUDIT_INVOICED_PAYMENT, nextInvoiceNo } from './rows';
import { sellerOfLots } from './seller-of-lot';

const optionalText = (max: number) => z.string().trim().max(max).nullish().transform((v) => (v ? v : null));

export const BUYER_INPUT = z.object({
  kind: z.enum(BUYER_KINDS),
  name: z.string().trim().max(200),
  taxId: optionalText(40),
  addressPhone: optionalText(200),
  bankAccount: optionalText(200),
  email: optionalText(200),
});
export type BuyerInputValues = z.output<typeof BUYER_INPUT>;

/** The buyer as typed, refused field by field (the dialog's and the driver's page's fields). */
export function checkedBuyer(buyer: BuyerInputValues): BuyerInputValues {
  const taxId = buyer.kind === 'company' && buyer.taxId ? normalizeUscc(buyer.taxId) : null;
  const refusal = buyerRefusal({ kind: buyer.kind, name: buyer.name, taxId: taxId ?? undefined, email: buyer.email ?? undefined });
  if (refusal) throw new AshxFailure(STATUS.invalid, refusal.reason as never, {}, { fields: [refusal.field === 'taxId' ? 'buyerTaxId' : `buyer${refusal.field[0].toUpperCase()}${refusal.field.slice(1)}`] });
  return { ...buyer, taxId };
}

export const requestInvoice = defineService({
  name: 'invoicing.request',
  input: z.object({
    paymentIds: z.array(z.number().int().positive()).min(1).max(MAX_BUNDLED_PAYMENTS),
    /** What the payer asks to be invoiced (fen): the payments' sum, or refused. */
    amount: z.number().int(),
    buyer: BUYER_INPUT,
    source: z.enum(['console', 'driver']),
  }),
  async run(work, input): Promise<{ id: number; invoiceNo: string; gross: number }> {
    const payments = await lockPayments(work, input.paymentIds);
    const missing = input.paymentIds.find((id) => !payments.some((p) => p.paymentId === id));
    if (missing !== undefined) throw refuse('invoiceNoPayments');
    const foreign = payments.find((p) => !p.invoiceable);
    if (foreign) throw refuse('invoicePaymentNotInvoiceable', { payment: foreign.paymentNo });
    if (new Set(input.paymentIds).size !== input.paymentIds.length) throw refuse('invoicePaymentTwice');
    const bundle = decideBundle(payments, input.amount);
    if (!bundle.ok) throw refuse(bundle.reason, { payment: payments.find((p) => p.id === bundle.paymentId)?.paymentNo ?? '' });
    const buyer = checkedBuyer(input.buyer);
    const seller = await sellerOfLots(work, payments.map((p) => p.lotId));
    return openInvoice(work, {
      seller, lotId: payments[0].lotId, plate: payments[0].plate, buyer, source: input.source,
      lines: payments.map((p) => ({ paymentId: p.paymentId, gross: p.amount })),
    });
  },
});

interface OpenInvoice {
  seller: { id: number; item_name: string; tax_code: string; tax_rate: number };
  lotId: number;
  plate: string;
  buyer: BuyerInputValues;
  source: 'console' | 'driver';
  lines: readonly { paymentId: number; gross: number }[];
}

/** The blue invoice written, its payments claimed and its issue queued. */
async function openInvoice(work: Work, o: OpenInvoice): Promise<{ id: number; invoiceNo: string; gross: number }> {
  const rate = Number(o.seller.tax_rate) as TaxRate;
  const lines = o.lines.map((l) => ({ ...l, ...splitTax(l.gross, rate) }));
  const totals = invoiceTotals(lines);
  const invoiceNo = await nextInvoiceNo(work, work.at);
  const state = decideInvoice(INVOICE_STATE.requested, 'issue');
  if (!state.ok) throw new Error(state.reason);
  const at = isoAt(work.at);
  const invoice = await work.insert(AUDIT_INVOICE, 'invoices', {
    invoice_no: invoiceNo, kind: 'blue', seller_id: o.seller.id, lot_id: o.lotId, plate: o.plate,
    buyer_kind: o.buyer.kind, buyer_name: o.buyer.name, buyer_tax_id: o.buyer.taxId, buyer_address_phone: o.buyer.addressPhone,
    buyer_bank_account: o.buyer.bankAccount, buyer_email: o.buyer.email,
    gross: totals.gross, net: totals.net, tax: totals.tax, state: state.to, source: o.source,
    requested_by: work.actor.name, requested_at: at, updated_at: at,
  });
  const id = Number(invoice.id);
  for (const [i, line] of lines.entries()) {
    await work.insert(AUDIT_INVOICE_LINE, 'invoice_lines', {
      invoice_id: id, line_no: i + 1, payment_id: line.paymentId, item_name: o.seller.item_name, tax_code: o.seller.tax_code, tax_rate: rate,
      gross: line.gross, net: line.net, tax: line.tax,
    });
    const [claim] = await work.query('INSERT INTO invoiced_payments (payment_id, invoice_id) VALUES ($1, $2) RETURNING *', [line.paymentId, id]);
    await work.record(AUDIT_INVOICED_PAYMENT, line.paymentId, null, claim);
  }
  await queueIssue(work, { invoiceId: id, orderNo: invoiceNo }, work.at);
  return { id, invoiceNo, gross: totals.gross };
}
