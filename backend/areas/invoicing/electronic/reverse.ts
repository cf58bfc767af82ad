// Red reversals (docs/invoicing.md, "Red reversal"). A red invoice reverses part of a blue one, by
// its lines: a refund of an invoiced payment reverses that payment's line by what was refunded
// (the refund sweep below; 服务中止 when the whole line went back, 销售折让 for part of it), and a
// person reverses what is left of a whole invoice (a wrong one, its payments then free to be
// invoiced again). Only one reversal of an invoice is open at a time, never a second full one
// (lib/invoicing/reversal.ts). The red is asked through a red-letter confirmation (red-outbox.ts).
import { z } from 'zod';
import { INVOICE_STATE, decideInvoice } from '../../../../lib/invoicing/invoice-machine';
import { RED_CONFIRMATION_STATE } from '../../../../lib/invoicing/red-confirmation-machine';
import { RED_REASON_KEYS, type RedReason } from '../../../../lib/invoicing/red-reasons';
import { decideReversal } from '../../../../lib/invoicing/reversal';
import { splitTax } from '../../../../lib/invoicing/tax-split';
import type { TaxRate } from '../../../../lib/invoicing/tax-rates';
import { isoAt, type Queryable, type Reader } from '../../../db';
import { refuse } from '../../../kernel/failures';
import { enqueue } from '../../../kernel/outbox/enqueue';
import { defineService, runService } from '../../../kernel/service';
import type { Work } from '../../../kernel/work';
import { AUDIT_INVOICE, AUDIT_INVOICE_LINE, invoiceById, linesOf, nextInvoiceNo, type InvoiceRow } from './rows';

export const INVOICE_RED = 'invoicing.red';
export interface RedPayload { redId: number; billId: string }
export const redJobKey = (billId: string) => `invoice-red:${billId}`;
export const queueRed = (work: Work | Queryable, payload: RedPayload, at: number) =>
  enqueue(work, { kind: INVOICE_RED, key: redJobKey(payload.billId), payload }, at);

/** A blue invoice's reversal so far: what its issued reds took back (positive), and whether one is still open. */
export async function reversalOf(db: Reader, blueId: number): Promise<{ reversed: number; open: boolean; byPayment: Map<number, number> }> {
  const rows = await db.query<{ state: number; confirmation: number | null; payment_id: number; gross: number }>(
    `SELECT r.state, r.confirmation, x.payment_id, x.gross FROM invoices r JOIN invoice_lines x ON x.invoice_id = r.id
      WHERE r.blue_id = $1 AND r.state NOT IN ($2, $3)`, [blueId, INVOICE_STATE.cancelled, INVOICE_STATE.failed]);
  const byPayment = new Map<number, number>();
  let reversed = 0;
  let open = false;
  for (const row of rows) {
    if (Number(row.state) === INVOICE_STATE.issued) {
      reversed -= Number(row.gross);
      byPayment.set(Number(row.payment_id), (byPayment.get(Number(row.payment_id)) ?? 0) - Number(row.gross));
    } else open = true;
  }
  return { reversed, open, byPayment };
}

/** The red of `blue` for these lines (positive amounts taken back per payment), queued at the platform. */
export async function openRed(work: Work, blue: InvoiceRow, reason: RedReason, lines: readonly { paymentId: number; amount: number; refundRef?: string }[],
  source: 'console' | 'refund'): Promise<{ id: number; invoiceNo: string }> {
  const state = await reversalOf(work, blue.id);
  const amount = lines.reduce((sum, l) => sum + l.amount, 0);
  const decision = decideReversal({ kind: blue.kind, state: blue.state as never, gross: blue.gross, reversed: state.reversed, confirmationOpen: state.open }, reason, amount);
  if (!decision.ok) throw refuse(decision.reason);
  const blueLines = await linesOf(work, blue.id);
  const invoiceNo = await nextInvoiceNo(work, work.at);
  const split = lines.map((l) => {
    const line = blueLines.find((b) => b.payment_id === l.paymentId)!;
    return { ...l, line, ...splitTax(-l.amount, line.tax_rate as TaxRate) };
  });
  const at = isoAt(work.at);
  const issuing = decideInvoice(INVOICE_STATE.requested, 'issue');
  if (!issuing.ok) throw new Error(issuing.reason);
  const red = await work.insert(AUDIT_INVOICE, 'invoices', {
    invoice_no: invoiceNo, kind: 'red', blue_id: blue.id, seller_id: blue.seller_id, lot_id: blue.lot_id, plate: blue.plate,
    buyer_kind: blue.buyer_kind, buyer_name: blue.buyer_name, buyer_tax_id: blue.buyer_tax_id, buyer_address_phone: blue.buyer_address_phone,
    buyer_bank_account: blue.buyer_bank_account, buyer_email: blue.buyer_email,
    gross: -amount, net: split.reduce((s, l) => s + l.net, 0), tax: split.reduce((s, l) => s + l.tax, 0),
    state: issuing.to, red_reason: reason, confirmation: RED_CONFIRMATION_STATE.applying, confirmation_at: at,
    source, requested_by: work.actor.name, requested_at: at, updated_at: at,
  });
  for (const [i, l] of split.entries()) {
    await work.insert(AUDIT_INVOICE_LINE, 'invoice_lines', {
      invoice_id: red.id, line_no: i + 1, payment_id: l.paymentId, refund_ref: l.refundRef ?? null, item_name: l.line.item_name, tax_code: l.line.tax_code,
      tax_rate: l.line.tax_rate, gross: -l.amount, net: l.net, tax: l.tax,
    });
  }
  await queueRed(work, { redId: Number(red.id), billId: invoiceNo }, work.at);
  return { id: Number(red.id), invoiceNo };
}

/** A person's reversal of what is left of a whole invoice. */
export const reverseInvoice = defineService({
  name: 'invoicing.reverse',
  input: z.object({ invoiceId: z.number().int().positive(), reason: z.enum(RED_REASON_KEYS as [RedReason, ...RedReason[]]) }),
  async run(work, { invoiceId, reason }) {
    const blue = await invoiceById(work, invoiceId, true);
    if (!blue) throw refuse('invoiceRefusedReverse');
    if (blue.kind === 'red') throw refuse('invoiceRedNotReversible');
    const { byPayment } = await reversalOf(work, blue.id);
    const lines = (await linesOf(work, blue.id))
      .map((l) => ({ paymentId: l.payment_id, amount: l.gross - (byPayment.get(l.payment_id) ?? 0) }))
      .filter((l) => l.amount > 0);
    return openRed(work, blue, reason, lines, 'console');
  },
});

const SWEEP_ACTOR = { name: 'system:refunds', userId: null };
/** Refunds made (4) of payments on an issued blue invoice, not yet reversed by a red line of theirs. */
const REFUNDS_TO_REVERSE_SQL = `
  SELECT f.id AS refund_id, f.amount, f.payment_id, x.invoice_id AS blue_id, x.gross AS line_gross
    FROM refunds f JOIN invoiced_payments ip ON ip.payment_id = f.payment_id AND ip.invoice_id IS NOT NULL
    JOIN invoices b ON b.id = ip.invoice_id AND b.kind = 'blue' AND b.state IN (${INVOICE_STATE.issued}, ${INVOICE_STATE.partlyReversed})
    JOIN invoice_lines x ON x.invoice_id = b.id AND x.payment_id = f.payment_id
   WHERE f.state = 4 AND NOT EXISTS (SELECT 1 FROM invoice_lines r WHERE r.refund_ref = 'refund:' || f.id)
   ORDER BY b.id, f.id`;

const reverseRefundsOf = defineService({
  name: 'invoicing.reverseRefunds',
  input: z.object({ blueId: z.number().int().positive() }),
  async run(work, { blueId }): Promise<boolean> {
    const blue = await invoiceById(work, blueId, true);
    if (!blue || (await reversalOf(work, blueId)).open) return false;
    const refunds = (await work.query<{ refund_id: number; amount: number; payment_id: number; blue_id: number; line_gross: number }>(REFUNDS_TO_REVERSE_SQL))
      .filter((r) => Number(r.blue_id) === blueId);
    if (!refunds.length) return false;
    const whole = refunds.every((r) => Number(r.amount) === Number(r.line_gross));
    await openRed(work, blue, whole ? 'serviceStopped' : 'salesAllowance',
      refunds.map((r) => ({ paymentId: Number(r.payment_id), amount: Number(r.amount), refundRef: `refund:${r.refund_id}` })), 'refund');
    return true;
  },
});

/** The refunds of one blue invoice's payments reversed, in the caller's transaction (the demo's history); whether a red was opened. */
export const reverseRefundsOfBlue = (tx: Queryable, blueId: number, now: number) => runService(tx, reverseRefundsOf, { blueId }, SWEEP_ACTOR, { at: now });

/** Every refunded payment's invoice reversed by its refund (run by the leader, and after a refund). */
export async function reverseRefunds(db: Queryable & { transaction<T>(run: (tx: Queryable) => Promise<T>): Promise<T> }, now: number): Promise<number> {
  const blues = [...new Set((await db.query<{ blue_id: number }>(REFUNDS_TO_REVERSE_SQL)).map((r) => Number(r.blue_id)))];
  let opened = 0;
  for (const blueId of blues) {
    if (await db.transaction((tx) => reverseRefundsOfBlue(tx, blueId, now))) opened += 1;
  }
  return opened;
}

/** How often the leader looks for refunds to reverse and asks again about confirmations awaiting the other side. */
export const RED_SWEEP_INTERVAL_MS = 60_000;
