// What the backend asks of the invoicing provider and what it hears back, in our terms: amounts
// in integer fen, rates in basis points, instants in epoch ms. The adapter (client.ts) turns them
// into Nuonuo's fields (wire.ts) and back.
import type { InvoiceKind, NuonuoRedStatus, RedReason } from './protocol';

export type { InvoiceKind, RedReason } from './protocol';

/**
 * A seller's account at the provider: the gateway, the app's key and secret, the access token
 * Nuonuo gave the app, the seller's tax ID. Secret (kept sealed at rest, never sent to the browser).
 */
export interface ProviderAccount {
  gatewayUrl: string;
  appKey: string;
  appSecret: string;
  accessToken: string;
  taxId: string;
}

export interface InvoiceParty {
  name: string;
  address?: string;
  phone?: string;
  /** Bank and account number, as printed. */
  bankAccount?: string;
}

export interface InvoiceBuyer extends InvoiceParty {
  /** The buyer's tax ID (a company's unified social credit code); null for a natural person. */
  taxId: string | null;
  naturalPerson: boolean;
  /** Where the platform delivers the invoice (none: we deliver it ourselves). */
  email?: string;
}

/** One line of an invoice: what was sold and its figures, the tax already split (net + tax = gross). */
export interface InvoiceLineRequest {
  name: string;
  /** The tax classification code (19 digits, 3040502020200000000 for 车辆停放服务). */
  taxCode: string;
  unit?: string;
  /** Units sold (a whole number, 1 for a payment). */
  quantity: number;
  rateBasisPoints: number;
  gross: number;
  net: number;
  tax: number;
}

/** A blue invoice to issue. `orderNo` is ours and the same on every retry: the platform issues it once. */
export interface BlueInvoiceRequest {
  orderNo: string;
  kind: InvoiceKind;
  /** When the invoice was asked for (epoch ms): its order time. */
  orderedAt: number;
  seller: InvoiceParty;
  buyer: InvoiceBuyer;
  lines: InvoiceLineRequest[];
  /** 开票人. */
  drawer: string;
  remark?: string;
}

/** A line reversed by a partial red confirmation: the blue line (1-based, in the blue's order) and the amounts taken back (positive). */
export interface RedLineRequest {
  blueLineIndex: number;
  name: string;
  taxCode: string;
  rateBasisPoints: number;
  net: number;
  tax: number;
}

/**
 * A red confirmation (红字确认单) of a blue invoice, by the seller. `billId` is ours and the same
 * on every retry; `redOrderNo` is the order number the red invoice is issued under once the
 * confirmation allows it. No lines: the whole blue invoice is reversed.
 */
export interface RedConfirmRequest {
  billId: string;
  redOrderNo: string;
  blueNumber: string;
  blueKind: InvoiceKind;
  reason: RedReason;
  sellerName: string;
  buyer: { name: string; taxId: string | null };
  lines?: RedLineRequest[];
}

/**
 * The provider could not do what was asked. transient: it may work later with the same request
 * (unreachable, down, busy, or an answer we could not read: what it did is unknown, so ask again
 * with the same number); refused: it answered and did nothing; the request or the account must
 * change (its code and message are the platform's).
 */
export interface ProviderFailure {
  status: 'transient' | 'refused';
  code: string;
  message: string;
}

/** The platform took the request: its serial number (invoiceSerialNum), under which the result is queried. */
export interface IssueAccepted { status: 'accepted'; serial: string }

/** An invoice as the platform knows it now. */
export type InvoiceResult =
  | { status: 'unknown' }
  | { status: 'issuing'; serial: string; orderNo: string }
  | { status: 'failed'; serial: string; orderNo: string; reason: string }
  | {
    status: 'issued'; serial: string; orderNo: string;
    /** The 20-digit 数电 number. */
    number: string;
    issuedAt: number;
    /** Signed as on the invoice: negative for a red one. */
    net: number; tax: number; gross: number;
    /** For a red invoice, the blue number it reverses. */
    reverses: string | null;
    pdfUrl: string | null;
  }
  | { status: 'voided'; serial: string; orderNo: string };

export interface RedConfirmAccepted { status: 'accepted'; billId: string }

/**
 * A red confirmation as the platform knows it now. `state` is the bureau's code: 01 no
 * confirmation needed, 02/03 awaiting the buyer/the seller, 04 confirmed, 05-09 void; or Nuonuo's
 * 'applying' (15: the bureau has not answered yet) or 'applicationFailed': the bureau refused the request (`message` says why). Once 01 or
 * 04, the red invoice is issued under `redOrderNo` (its serial and number once known).
 */
export type RedConfirmResult =
  | { status: 'unknown' }
  | {
    status: 'found'; billId: string; billNo: string | null; state: RedBureauState; message: string;
    redSerial: string | null; redOrderNo: string | null; redNumber: string | null;
  };

export type RedBureauState = Exclude<NuonuoRedStatus, '15' | '16'> | 'applying' | 'applicationFailed';
