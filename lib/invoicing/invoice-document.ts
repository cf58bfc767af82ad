// An invoice as it is printed: what renderInvoicePdf (backend/areas/invoicing/pdf/render.ts) lays
// out like a 数电 invoice, and what the platform's answer fills in (number, date). Plain data, amounts
// in fen; a red invoice carries negative lines and totals and the blue invoice it reverses.
import { isFen } from '../money/fen';
import { invoiceTotals, splitTax, type InvoiceTotals } from './tax-split';
import { isTaxRate, type TaxRate } from './tax-rates';

/** 数电 invoice numbers: 20 digits (2 of the year, 2 of the tax bureau, the rest a serial). */
export const INVOICE_NUMBER_LENGTH = 20;
export const isInvoiceNumber = (value: string) => new RegExp(`^\\d{${INVOICE_NUMBER_LENGTH}}$`).test(value);

/** The tax classification code of 车辆停放服务 (printed *经营租赁*车辆停放服务). */
export const PARKING_SERVICE_TAX_CODE = '3040502020200000000';

export type InvoiceKind = 'blue' | 'red';
/** 普通发票 (the platform's 82) or 增值税专用发票 (81). */
export type InvoiceType = 'ordinary' | 'special';

export interface InvoiceParty {
  name: string;
  /** Unified social credit code or taxpayer number; a natural person may have none. */
  taxId?: string;
  address?: string;
  phone?: string;
  bank?: string;
  account?: string;
}

export interface InvoiceItem {
  /** As printed, with its classification: *经营租赁*车辆停放服务. */
  name: string;
  taxCode: string;
  spec?: string;
  unit: string;
}

export interface InvoiceLine extends InvoiceItem {
  quantity: number;
  /** Per unit, tax excluded (fen). */
  unitPrice: number;
  /** Tax excluded (fen): quantity × unit price. */
  amount: number;
  rate: TaxRate;
  tax: number;
}

export interface InvoiceDocument {
  kind: InvoiceKind;
  type: InvoiceType;
  number: string;
  /** YYYY-MM-DD, the operator's calendar day. */
  issuedOn: string;
  seller: InvoiceParty & { taxId: string };
  buyer: InvoiceParty;
  lines: readonly InvoiceLine[];
  totals: InvoiceTotals;
  drawer: string;
  remark?: string;
  /** A red invoice's blue invoice, and the confirmation it was issued under. */
  reverses?: { number: string; issuedOn: string; confirmationNumber?: string };
}

/** One payment's line: quantity 1, its gross split at `rate`. */
export function lineOfPayment(gross: number, item: InvoiceItem, rate: TaxRate): InvoiceLine {
  const { net, tax } = splitTax(gross, rate);
  return { ...item, quantity: 1, unitPrice: net, amount: net, rate, tax };
}

/** The red invoice reversing all of `blue`: every line negated, the blue one cited. */
export function fullRedOf(blue: InvoiceDocument, red: { number: string; issuedOn: string; confirmationNumber?: string; drawer: string }): InvoiceDocument {
  if (blue.kind !== 'blue') throw new Error('only a blue invoice is reversed');
  const lines = blue.lines.map((l) => ({ ...l, quantity: -l.quantity, amount: -l.amount, tax: -l.tax }));
  return {
    kind: 'red', type: blue.type, number: red.number, issuedOn: red.issuedOn, seller: blue.seller, buyer: blue.buyer,
    lines, totals: invoiceTotals(lines.map((l) => ({ net: l.amount, tax: l.tax }))), drawer: red.drawer,
    reverses: { number: blue.number, issuedOn: blue.issuedOn, confirmationNumber: red.confirmationNumber },
  };
}

/** What is wrong with a document (empty when it may be printed): a bug of its maker, never input. */
export function documentProblems(doc: InvoiceDocument): string[] {
  const problems: string[] = [];
  if (!isInvoiceNumber(doc.number)) problems.push(`number ${doc.number} is not ${INVOICE_NUMBER_LENGTH} digits`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(doc.issuedOn)) problems.push(`issue date ${doc.issuedOn} is not YYYY-MM-DD`);
  if (doc.lines.length === 0) problems.push('no lines');
  const sign = doc.kind === 'red' ? -1 : 1;
  doc.lines.forEach((l, i) => {
    if (!isTaxRate(l.rate)) problems.push(`line ${i + 1}: unknown rate ${l.rate}`);
    if (![l.unitPrice, l.amount, l.tax].every(isFen)) problems.push(`line ${i + 1}: amounts are not fen`);
    if (l.quantity * l.unitPrice !== l.amount) problems.push(`line ${i + 1}: quantity × unit price is not the amount`);
    if (l.amount * sign < 0 || l.tax * sign < 0) problems.push(`line ${i + 1}: amounts of the wrong sign for a ${doc.kind} invoice`);
  });
  const sums = invoiceTotals(doc.lines.map((l) => ({ net: l.amount, tax: l.tax })));
  if (sums.net !== doc.totals.net || sums.tax !== doc.totals.tax || sums.gross !== doc.totals.gross) problems.push('totals are not the sums of the lines');
  if (doc.kind === 'red' && !(doc.reverses && isInvoiceNumber(doc.reverses.number))) problems.push('a red invoice names no blue invoice');
  if (doc.kind === 'blue' && doc.reverses) problems.push('a blue invoice reverses nothing');
  return problems;
}
