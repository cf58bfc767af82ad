// Who an invoice is made out to. A natural person needs no tax ID (a 数电 invoice to a person
// carries the name alone, the ID optional and not a company code); a company needs a valid unified
// social credit code. An e-mail, when given, is where the invoice is sent.
import { email } from '../validation/rules';
import { usccRefusal } from './uscc';

export const BUYER_KINDS = ['person', 'company'] as const;
export type BuyerKind = (typeof BUYER_KINDS)[number];

export interface BuyerInput {
  kind: BuyerKind;
  name: string;
  taxId?: string;
  email?: string;
}

/** Message keys of messages/<lang>/backend-invoicing.json. */
export const BUYER_REFUSALS = {
  name: 'invoiceBuyerName',
  taxIdMissing: 'invoiceBuyerTaxIdMissing',
  email: 'invoiceBuyerEmail',
} as const;

/** Longest buyer name the issuing platforms' interfaces take (100 characters). */
export const BUYER_NAME_MAX_LENGTH = 100;

export interface BuyerRefusal { field: keyof BuyerInput; reason: string }

const blank = (value: string | undefined) => (value ?? '').trim() === '';

/** Null when the buyer may be invoiced, else the first field refused and why. */
export function buyerRefusal(buyer: BuyerInput): BuyerRefusal | null {
  const name = buyer.name.trim();
  if (name === '' || name.length > BUYER_NAME_MAX_LENGTH) return { field: 'name', reason: BUYER_REFUSALS.name };
  if (buyer.kind === 'company') {
    if (blank(buyer.taxId)) return { field: 'taxId', reason: BUYER_REFUSALS.taxIdMissing };
    const reason = usccRefusal(buyer.taxId!);
    if (reason) return { field: 'taxId', reason };
  }
  if (!blank(buyer.email) && !email().safeParse(buyer.email).success) return { field: 'email', reason: BUYER_REFUSALS.email };
  return null;
}
