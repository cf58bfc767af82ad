// Whether a blue invoice may be reversed now, by how much, and how its state settles when the red
// is issued. One reversal at a time: while a red confirmation is open (applying, awaiting,
// or letting the red be issued) another is refused; a fully reversed invoice is never reversed
// again; a red invoice is never reversed.
import { INVOICE_STATE, decideInvoice, type InvoiceState } from './invoice-machine';
import { RED_REASONS, type RedReason } from './red-reasons';

export interface ReversibleInvoice {
  kind: 'blue' | 'red';
  state: InvoiceState;
  /** The invoice's total, tax included (fen). */
  gross: number;
  /** What its issued red invoices reversed so far (fen, as a positive amount). */
  reversed: number;
  /** A red confirmation of it not yet ended (not void, and its red not yet issued). */
  confirmationOpen: boolean;
}

/** Message keys of messages/<lang>/backend-invoicing.json. */
export const REVERSAL_REFUSALS = {
  red: 'invoiceRedNotReversible',
  alreadyReversed: 'invoiceAlreadyReversed',
  open: 'invoiceReversalOpen',
  amount: 'invoiceReversalAmount',
  exceeds: 'invoiceReversalExceeds',
  fullOnly: 'invoiceReversalFullOnly',
} as const;

export type ReversalDecision =
  | { ok: true; amount: number; settles: 'reversedFully' | 'reversedPartly' }
  | { ok: false; reason: string };

/** What is left to reverse of the invoice (fen). */
export const reversibleRest = (invoice: Pick<ReversibleInvoice, 'gross' | 'reversed'>) => invoice.gross - invoice.reversed;

/**
 * A reversal of `amount` (fen, tax included; 'rest': whatever is left) for `reason`. A full
 * reversal of an invoice already reversed is refused, so is a second one while the first is open.
 */
export function decideReversal(invoice: ReversibleInvoice, reason: RedReason, amount: number | 'rest'): ReversalDecision {
  if (invoice.kind === 'red') return { ok: false, reason: REVERSAL_REFUSALS.red };
  if (invoice.state === INVOICE_STATE.reversed) return { ok: false, reason: REVERSAL_REFUSALS.alreadyReversed };
  if (invoice.confirmationOpen || invoice.state === INVOICE_STATE.reversing) return { ok: false, reason: REVERSAL_REFUSALS.open };
  const step = decideInvoice(invoice.state, 'reverse');
  if (!step.ok) return step;
  const rest = reversibleRest(invoice);
  const asked = amount === 'rest' ? rest : amount;
  if (!Number.isSafeInteger(asked) || asked <= 0) return { ok: false, reason: REVERSAL_REFUSALS.amount };
  if (asked > rest) return { ok: false, reason: REVERSAL_REFUSALS.exceeds };
  if (RED_REASONS[reason].fullOnly && (invoice.reversed > 0 || asked !== invoice.gross)) return { ok: false, reason: REVERSAL_REFUSALS.fullOnly };
  return { ok: true, amount: asked, settles: asked === rest ? 'reversedFully' : 'reversedPartly' };
}
