// The invoicing's refusals: message keys of messages/<lang>/backend-invoicing.json, shared by the
// pure rules, the backend and the console so that all say the same.
import { BUYER_REFUSALS } from './buyer';
import { INVOICE_REFUSALS } from './invoice-machine';
import { BUNDLE_REFUSALS } from './payer-bundle';
import { RED_CONFIRMATION_REFUSALS } from './red-confirmation-machine';
import { REVERSAL_REFUSALS } from './reversal';
import { USCC_REFUSALS } from './uscc';

export const INVOICING_REFUSAL_KEYS: readonly string[] = [...new Set([
  ...Object.values(USCC_REFUSALS),
  ...Object.values(BUYER_REFUSALS),
  ...Object.values(BUNDLE_REFUSALS),
  ...Object.values(REVERSAL_REFUSALS),
  ...Object.values(INVOICE_REFUSALS),
  ...Object.values(RED_CONFIRMATION_REFUSALS),
])];
