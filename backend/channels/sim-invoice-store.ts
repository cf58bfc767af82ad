// The simulated invoicing platform's books: its invoices (blue and red, by serial number) and its
// red confirmations (by billId). In memory for tests; for the demo kept in a JSON-lines journal
// (mode 600) every write is appended to and read back in order at the next start, as sim-ledger.ts
// keeps the payment channels' trades, so a restart of the backend keeps what was issued.
import fs from 'node:fs';
import type { NuonuoRedStatus } from '../areas/invoicing/provider/protocol';

/** One line of an invoice or of a red confirmation, amounts in fen (negative on a red one). */
export interface SimInvoiceLine {
  name: string; code: string; unit: string; rateBasisPoints: number; net: number; tax: number;
  /** Quantity and unit price as sent (empty on a red line). */
  num: string; price: string;
}

export interface SimInvoice {
  serial: string; orderNo: string; type: 'blue' | 'red'; invoiceLine: string;
  sellerTaxId: string; sellerName: string; buyerName: string; buyerTaxId: string; naturalPerson: boolean;
  lines: SimInvoiceLine[];
  acceptedAt: number;
  /** When the bureau answers: issuing until then. */
  dueAt: number;
  status: '20' | '2' | '22';
  failCause: string;
  number: string | null;
  issuedAt: number | null;
  /** A red invoice's blue number and Nuonuo's redReason. */
  reverses: string | null; redReason: string | null;
  /** A blue invoice whose buyer (a company) confirmed its use: reversing it needs the buyer's confirmation. */
  buyerConfirmedUse: boolean;
}

export interface SimRedForm {
  billId: string; billNo: string; billUuid: string;
  sellerTaxId: string; sellerName: string; buyerTaxId: string; buyerName: string;
  blueNumber: string; blueInvoiceLine: string; redReason: string; partial: boolean;
  /** The blue lines taken back (blueIndex 1-based), negative amounts. */
  lines: (SimInvoiceLine & { blueIndex: number })[];
  status: NuonuoRedStatus; message: string;
  billTime: number;
  /** When the bureau answers the application: applying (15) until then. */
  dueAt: number;
  confirmTime: number | null;
  redOrderNo: string;
  redSerial: string | null;
}

interface Line { map: 'invoices' | 'redForms'; key: string; value: unknown }

class JournaledMap<V> extends Map<string, V> {
  private append: ((key: string, value: V) => void) | null = null;

  journal(append: (key: string, value: V) => void): this {
    this.append = append;
    return this;
  }

  override set(key: string, value: V): this {
    super.set(key, value);
    this.append?.(key, value);
    return this;
  }
}

export interface SimInvoiceStore {
  /** Written through set(): a record changed in place is set again to be kept. */
  invoices: Map<string, SimInvoice>;
  redForms: Map<string, SimRedForm>;
  close(): void;
}

/** Books in memory only. */
export function memorySimInvoiceStore(): SimInvoiceStore {
  return { invoices: new Map(), redForms: new Map(), close: () => undefined };
}

/** The books journalled in `file` (created when missing). */
export function openSimInvoiceStore(file: string): SimInvoiceStore {
  const invoices = new JournaledMap<SimInvoice>();
  const redForms = new JournaledMap<SimRedForm>();
  const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  for (const row of text.split('\n')) {
    // A line cut by a stop in the middle of a write is the last one: what it began is lost.
    let line: Line;
    try { line = JSON.parse(row) as Line; } catch { continue; }
    if (line.map === 'invoices') invoices.set(line.key, line.value as SimInvoice);
    else if (line.map === 'redForms') redForms.set(line.key, line.value as SimRedForm);
  }
  const fd = fs.openSync(file, 'a', 0o600);
  fs.fchmodSync(fd, 0o600);
  const write = (map: Line['map']) => (key: string, value: unknown) => { fs.writeSync(fd, `${JSON.stringify({ map, key, value })}\n`); };
  return {
    invoices: invoices.journal(write('invoices')), redForms: redForms.journal(write('redForms')),
    close: () => { invoices.journal(() => undefined); redForms.journal(() => undefined); fs.closeSync(fd); },
  };
}
