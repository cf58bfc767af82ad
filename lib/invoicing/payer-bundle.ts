// The payments one invoice bundles: of one payer, each once, none refunded (not even in part: a
// refund changes what was paid, so such a payment is invoiced by hand if at all), none already on
// an invoice that holds it, and the amount asked exactly their sum. One line per payment.
import { isFen } from '../money/fen';

export interface BundledPayment {
  id: string;
  /** Who paid: the same key for every payment of one payer (a plate, a card, a member). */
  payer: string;
  /** Paid (fen). */
  amount: number;
  /** Refunded of it so far, requested refunds included (fen). */
  refunded: number;
  /** It is on an invoice that still holds it (invoice-machine.ts HOLDING_INVOICE_STATES). */
  invoiced: boolean;
}

/** Message keys of messages/<lang>/backend-invoicing.json. */
export const BUNDLE_REFUSALS = {
  empty: 'invoiceNoPayments',
  tooMany: 'invoiceTooManyPayments',
  twice: 'invoicePaymentTwice',
  payers: 'invoiceMixedPayers',
  nothingPaid: 'invoicePaymentNothingPaid',
  refunded: 'invoicePaymentRefunded',
  invoiced: 'invoicePaymentInvoiced',
  amount: 'invoiceAmountMismatch',
} as const;

/** Most payments (lines) one invoice bundles: ours, so that its printed page (a row per line) stays readable. */
export const MAX_BUNDLED_PAYMENTS = 100;

export type BundleDecision =
  | { ok: true; total: number }
  | { ok: false; reason: string; paymentId?: string };

/** The bundle's total when the payments may be invoiced together for `asked` fen, else why not. */
export function decideBundle(payments: readonly BundledPayment[], asked: number): BundleDecision {
  if (payments.length === 0) return { ok: false, reason: BUNDLE_REFUSALS.empty };
  if (payments.length > MAX_BUNDLED_PAYMENTS) return { ok: false, reason: BUNDLE_REFUSALS.tooMany };
  const seen = new Set<string>();
  let total = 0;
  for (const p of payments) {
    if (seen.has(p.id)) return { ok: false, reason: BUNDLE_REFUSALS.twice, paymentId: p.id };
    seen.add(p.id);
    if (p.payer !== payments[0].payer) return { ok: false, reason: BUNDLE_REFUSALS.payers, paymentId: p.id };
    if (!isFen(p.amount) || p.amount <= 0) return { ok: false, reason: BUNDLE_REFUSALS.nothingPaid, paymentId: p.id };
    if (p.refunded !== 0) return { ok: false, reason: BUNDLE_REFUSALS.refunded, paymentId: p.id };
    if (p.invoiced) return { ok: false, reason: BUNDLE_REFUSALS.invoiced, paymentId: p.id };
    total += p.amount;
  }
  return asked === total ? { ok: true, total } : { ok: false, reason: BUNDLE_REFUSALS.amount };
}
