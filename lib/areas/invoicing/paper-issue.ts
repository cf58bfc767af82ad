// Handing out sheets of a book against payments (docs/invoicing.md, "Paper invoices"). The payments
// follow the electronic invoices' rule (lib/invoicing/payer-bundle.ts decideBundle: one payer, each
// once, none refunded, none already on an invoice); the sheets' face total never goes beyond what
// they paid (a fixed-amount invoice cannot be given beyond the money), so the default is as many
// sheets as the money covers, and never more than the book has left.
import { BUNDLE_REFUSALS, decideBundle, type BundledPayment } from '../../invoicing/payer-bundle';
import { PAPER_REFUSALS } from './paper-refusals';

/** A payment as the issue sees it, with its number (the refusals name it). */
export interface PaperPayment extends Omit<BundledPayment, 'payer'> {
  paymentNo: string;
  plate: string;
}

/** An issue's states: issued, or void (wrong sheets: the payments freed, the numbers stay used). */
export const PAPER_ISSUE_STATES = ['issued', 'void'] as const;
export type PaperIssueState = (typeof PAPER_ISSUE_STATES)[number];
/** Voided from issued only. */
export const VOIDABLE_ISSUE_STATES: readonly PaperIssueState[] = ['issued'];

/**
 * Whose payment it is: its plate, else the payment alone (a merchant's top-up has none), so that
 * plate-less payments are never bundled with others.
 */
export const payerOf = (payment: { id: string; plate: string }): string => payment.plate.trim().toUpperCase() || `payment:${payment.id}`;

/** The payment numbers typed in one field: separated by spaces, commas or semicolons (either width). */
export function paymentNumbersOf(text: string): string[] {
  return text.split(/[\s,;，；、]+/u).map((n) => n.trim()).filter((n) => n !== '');
}

/** The bundle's refusals that name the payment, in the paper invoices' words. */
const NAMING_REFUSALS: Readonly<Record<string, string>> = {
  [BUNDLE_REFUSALS.refunded]: PAPER_REFUSALS.paymentRefunded,
  [BUNDLE_REFUSALS.invoiced]: PAPER_REFUSALS.paymentInvoiced,
};

export type PaperDecision =
  | { ok: true; paid: number; sheets: number; faceTotal: number }
  | { ok: false; reason: string; values: Record<string, string | number> };

export interface PaperAsk {
  payments: readonly PaperPayment[];
  faceValue: number;
  /** Sheets left in the book. */
  left: number;
  /** Sheets asked for; none: as many as the money covers. */
  sheets?: number | null;
}

/** The refusal values that are amounts (fen): said in yuan. */
export const PAPER_MONEY_VALUES = ['paid', 'face', 'total'] as const;

/** How many sheets to hand out and their face total, or why not (amounts in fen; `values` raw fen). */
export function decidePaperIssue({ payments, faceValue, left, sheets }: PaperAsk): PaperDecision {
  const paid = payments.reduce((sum, p) => sum + p.amount, 0);
  const bundle = decideBundle(payments.map((p) => ({ ...p, payer: payerOf(p) })), paid);
  if (!bundle.ok) {
    const named = payments.find((p) => p.id === bundle.paymentId);
    const reason = (named && NAMING_REFUSALS[bundle.reason]) || bundle.reason;
    return { ok: false, reason, values: named ? { paymentNo: named.paymentNo } : {} };
  }
  if (left < 1) return { ok: false, reason: PAPER_REFUSALS.usedUp, values: {} };
  const most = Math.floor(paid / faceValue);
  if (most < 1) return { ok: false, reason: PAPER_REFUSALS.paidBelowFace, values: { paid, face: faceValue } };
  const count = sheets ?? Math.min(most, left);
  if (count > most) return { ok: false, reason: PAPER_REFUSALS.beyondPaid, values: { sheets: count, face: faceValue, total: count * faceValue, paid, most } };
  if (count > left) return { ok: false, reason: PAPER_REFUSALS.bookShort, values: { left } };
  return { ok: true, paid, sheets: count, faceTotal: count * faceValue };
}
