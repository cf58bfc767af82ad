// An invoice (blue or red) as a pure state machine:
//
//   requested --issue--> issuing --platformIssued--> issued --reverse--> reversing --reversedFully--> reversed
//       |                 ^   |                        ^                    |
//     cancel          retry  platformFailed            |                    +--reversedPartly--> partlyReversed
//       v                 |   v                        |                                              |
//   cancelled <--cancel-- failed                       +---------------- reverse ---------------------+
//                                                      (partlyReversed --reverse--> reversing)
//
// Requested: the decision is taken (payments bundled, buyer checked); issuing: the call to the tax
// platform is in the outbox (backend/kernel/outbox/), retried while unheard; failed: the platform
// refused it, and a person retries (after fixing the buyer) or cancels it, which frees its payments.
// A blue invoice is reversing while its red invoice is being issued: that is once its red
// confirmation needs none or is confirmed (red-confirmation-machine.ts), when the platform issues
// the red at once; it is then reversed, or partly reversed when the red covered part of it. A red
// invoice is issued the same way and is never reversed itself (reversal.ts).
import { decideBy, type Decision } from '../parking/machine';

export const INVOICE_STATE = { requested: 0, issuing: 1, issued: 2, failed: 3, reversing: 4, reversed: 5, partlyReversed: 6, cancelled: 7 } as const;
export type InvoiceState = (typeof INVOICE_STATE)[keyof typeof INVOICE_STATE];
export const INVOICE_STATES: readonly InvoiceState[] = Object.values(INVOICE_STATE);

export const INVOICE_EVENTS = ['issue', 'platformIssued', 'platformFailed', 'retry', 'cancel', 'reverse', 'reversedFully', 'reversedPartly'] as const;
export type InvoiceEvent = (typeof INVOICE_EVENTS)[number];

const I = INVOICE_STATE;

export const INVOICE_TRANSITIONS: Readonly<Record<InvoiceEvent, { from: readonly InvoiceState[]; to: InvoiceState }>> = {
  issue: { from: [I.requested], to: I.issuing },
  platformIssued: { from: [I.issuing], to: I.issued },
  platformFailed: { from: [I.issuing], to: I.failed },
  // A person's: the same request sent again, under the same request number.
  retry: { from: [I.failed], to: I.issuing },
  cancel: { from: [I.requested, I.failed], to: I.cancelled },
  reverse: { from: [I.issued, I.partlyReversed], to: I.reversing },
  reversedFully: { from: [I.reversing], to: I.reversed },
  reversedPartly: { from: [I.reversing], to: I.partlyReversed },
};

/** Refusal message keys (messages/<lang>/backend-invoicing.json). */
export const INVOICE_REFUSALS: Readonly<Record<InvoiceEvent, string>> = {
  issue: 'invoiceRefusedIssue',
  platformIssued: 'invoiceRefusedSettle',
  platformFailed: 'invoiceRefusedSettle',
  retry: 'invoiceRefusedRetry',
  cancel: 'invoiceRefusedCancel',
  reverse: 'invoiceRefusedReverse',
  reversedFully: 'invoiceRefusedSettle',
  reversedPartly: 'invoiceRefusedSettle',
};

/** Events a person starts from a screen; the others come from the platform's answers. */
export const INVOICE_COMMANDS = ['issue', 'retry', 'cancel', 'reverse'] as const satisfies readonly InvoiceEvent[];

/** States whose payments are spoken for: none may be invoiced again (payer-bundle.ts). */
export const HOLDING_INVOICE_STATES: readonly InvoiceState[] = [I.requested, I.issuing, I.issued, I.failed, I.reversing, I.partlyReversed];
/** States of an invoice the buyer holds: it renders to a PDF. */
export const ISSUED_INVOICE_STATES: readonly InvoiceState[] = [I.issued, I.reversing, I.reversed, I.partlyReversed];

export type InvoiceDecision = Decision<InvoiceState>;

export const decideInvoice = (state: InvoiceState, event: InvoiceEvent): InvoiceDecision => decideBy(INVOICE_TRANSITIONS, INVOICE_REFUSALS, state, event);
