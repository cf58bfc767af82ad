// The red-letter confirmation of a red invoice and its issue (kind 'invoicing.red'): the worker
// asks the platform for the confirmation under the red's number (a repeat finds the first), then
// reads its state. 01 (a natural person, or a company that has not confirmed the invoice's use) or
// 04 (confirmed): the platform issues the red; once it has its number the red is issued and the
// blue reversed, in full or in part, in one transaction (a wrong invoice's payments freed to be
// invoiced again). 02/03: awaiting the other side; the leader asks again (sweepRedConfirmations)
// until it is confirmed, denied or void after 72 hours. Still applying: asked again later.
import { z } from 'zod';
import { INVOICE_STATE, decideInvoice } from '../../../../lib/invoicing/invoice-machine';
import { RED_CONFIRMATION_STATE, RED_AWAITING_STATES, type RedConfirmationState } from '../../../../lib/invoicing/red-confirmation-machine';
import { RED_REASONS, type RedReason } from '../../../../lib/invoicing/red-reasons';
import { isoAt, type Queryable, type Reader } from '../../../db';
import { sendAgain } from '../../../kernel/outbox/enqueue';
import type { OutboxHandler } from '../../../kernel/outbox/handler';
import { defineService, runService } from '../../../kernel/service';
import { isFailure, nuonuoProvider, type InvoiceProvider } from '../provider/client';
import type { RedConfirmRequest, RedBureauState } from '../provider/types';
import { accountOfSeller } from './account';
import { invoiceMailed } from './mail';
import { AUDIT_INVOICE, AUDIT_INVOICED_PAYMENT, invoiceById, linesOf, orderNoOf } from './rows';
import { INVOICE_RED, redJobKey, reversalOf, type RedPayload } from './reverse';
import { sellerById } from './seller-of-lot';

const OUTBOX_ACTOR = { name: 'system:outbox', userId: null };
const ERROR_MAX_LENGTH = 300;

export type RedAnswer =
  | { status: 'issued'; confirmation: RedConfirmationState; number: string; billNo: string | null }
  | { status: 'waiting'; confirmation: RedConfirmationState }
  | { status: 'void'; confirmation: RedConfirmationState | null; reason: string }
  | { status: 'skipped' };

/** The bureau's state as ours (lib/invoicing/red-confirmation-machine.ts). */
const CONFIRMATION_OF: Record<Exclude<RedBureauState, 'applying' | 'applicationFailed'>, RedConfirmationState> = {
  '01': RED_CONFIRMATION_STATE.noConfirmationNeeded, '02': RED_CONFIRMATION_STATE.awaitingBuyer, '03': RED_CONFIRMATION_STATE.awaitingSeller,
  '04': RED_CONFIRMATION_STATE.confirmed, '05': RED_CONFIRMATION_STATE.voidBuyerDenied, '06': RED_CONFIRMATION_STATE.voidSellerDenied,
  '07': RED_CONFIRMATION_STATE.voidTimedOut, '08': RED_CONFIRMATION_STATE.voidWithdrawn, '09': RED_CONFIRMATION_STATE.voidWithdrawnAfterConfirmation,
};

async function requestOf(db: Reader, redId: number) {
  const red = (await invoiceById(db, redId))!;
  const blue = (await invoiceById(db, red.blue_id!))!;
  const seller = await sellerById(db, red.seller_id);
  const blueLines = await linesOf(db, blue.id);
  const lines = await linesOf(db, red.id);
  const whole = red.gross === -blue.gross;
  const request: RedConfirmRequest = {
    billId: orderNoOf(red.invoice_no, red.attempt), redOrderNo: orderNoOf(red.invoice_no, red.attempt), blueNumber: blue.number!, blueKind: 'normal',
    reason: RED_REASONS[red.red_reason as RedReason].code, sellerName: seller.name, buyer: { name: blue.buyer_name, taxId: blue.buyer_tax_id },
    ...(whole ? {} : {
      lines: lines.map((l) => ({
        blueLineIndex: blueLines.find((b) => b.payment_id === l.payment_id)!.line_no, name: l.item_name, taxCode: l.tax_code,
        rateBasisPoints: l.tax_rate, net: -l.net, tax: -l.tax,
      })),
    }),
  };
  return { red, seller, request };
}

const recordRed = defineService({
  name: 'invoicing.redAnswered',
  input: z.object({ redId: z.number().int().positive(), answer: z.custom<RedAnswer>() }),
  async run(work, { redId, answer }): Promise<void> {
    const red = await invoiceById(work, redId, true);
    if (!red || red.state !== INVOICE_STATE.issuing || answer.status === 'skipped') return;
    const at = isoAt(work.at);
    if (answer.status === 'waiting') {
      if (red.confirmation !== answer.confirmation) await work.update(AUDIT_INVOICE, 'invoices', redId, { confirmation: answer.confirmation, confirmation_at: at, updated_at: at });
      return;
    }
    if (answer.status === 'void') {
      await work.update(AUDIT_INVOICE, 'invoices', redId, {
        state: INVOICE_STATE.failed, confirmation: answer.confirmation, error: answer.reason.slice(0, ERROR_MAX_LENGTH), updated_at: at,
      });
      return;
    }
    const blue = (await invoiceById(work, red.blue_id!, true))!;
    const before = await reversalOf(work, blue.id);
    await work.update(AUDIT_INVOICE, 'invoices', redId, {
      state: INVOICE_STATE.issued, confirmation: answer.confirmation, number: answer.number, issued_at: at, error: null, updated_at: at,
    });
    // The blue: reversing, then reversed in full or in part.
    const reversing = decideInvoice(blue.state as never, 'reverse');
    const settled = reversing.ok && decideInvoice(reversing.to, before.reversed - red.gross >= blue.gross ? 'reversedFully' : 'reversedPartly');
    if (settled && settled.ok) await work.update(AUDIT_INVOICE, 'invoices', blue.id, { state: settled.to, updated_at: at });
    // A wrong invoice reversed: its payments may be invoiced again, rightly.
    if (red.red_reason === 'wrongInvoice') {
      for (const claim of await work.query('DELETE FROM invoiced_payments WHERE invoice_id = $1 RETURNING *', [blue.id])) {
        await work.record(AUDIT_INVOICED_PAYMENT, Number(claim.payment_id), claim, null);
      }
    }
    await invoiceMailed(work, redId);
  },
});

export function redIssuer(db: Reader, atRestKey: Buffer, provider: InvoiceProvider = nuonuoProvider): OutboxHandler<RedPayload, RedAnswer> {
  return {
    kind: INVOICE_RED,
    async send(job) {
      const { red, seller, request } = await requestOf(db, job.payload.redId);
      if (red.state !== INVOICE_STATE.issuing) return { status: 'skipped' };
      const account = accountOfSeller(atRestKey, seller);
      let found = await provider.queryRed(account, request.billId);
      if (isFailure(found)) throw new Error(`${found.code} ${found.message}`);
      if (found.status === 'unknown') {
        const accepted = await provider.redConfirm(account, request);
        if (isFailure(accepted)) {
          if (accepted.status === 'refused') return { status: 'void', confirmation: null, reason: `${accepted.code} ${accepted.message}` };
          throw new Error(`${accepted.code} ${accepted.message}`);
        }
        found = await provider.queryRed(account, request.billId);
        if (isFailure(found)) throw new Error(`${found.code} ${found.message}`);
        if (found.status === 'unknown') throw new Error('The tax platform does not know the red-letter confirmation yet.');
      }
      if (found.state === 'applying') throw new Error('The tax bureau has not answered the red-letter confirmation yet.');
      if (found.state === 'applicationFailed') return { status: 'void', confirmation: null, reason: found.message || 'applicationFailed' };
      const confirmation = CONFIRMATION_OF[found.state];
      if (RED_AWAITING_STATES.includes(confirmation)) return { status: 'waiting', confirmation };
      if (confirmation === RED_CONFIRMATION_STATE.noConfirmationNeeded || confirmation === RED_CONFIRMATION_STATE.confirmed) {
        if (!found.redNumber) throw new Error('The tax platform is still issuing the red invoice.');
        return { status: 'issued', confirmation, number: found.redNumber, billNo: found.billNo };
      }
      return { status: 'void', confirmation, reason: found.message || `confirmation ${found.state}` };
    },
    async record(tx: Queryable, job, answer, now) {
      await runService(tx, recordRed, { redId: job.payload.redId, answer }, OUTBOX_ACTOR, { at: now });
    },
  };
}

/** The reds awaiting the other side asked about again (their jobs queued afresh), by the leader. */
export async function sweepRedConfirmations(db: Queryable, now: number): Promise<number> {
  const waiting = await db.query<{ id: number; invoice_no: string; attempt: number }>(
    'SELECT id, invoice_no, attempt FROM invoices WHERE kind = \'red\' AND state = $1 AND confirmation = ANY($2::smallint[])',
    [INVOICE_STATE.issuing, RED_AWAITING_STATES]);
  for (const red of waiting) {
    const billId = orderNoOf(red.invoice_no, Number(red.attempt));
    await sendAgain(db, { kind: INVOICE_RED, key: redJobKey(billId), payload: { redId: Number(red.id), billId } satisfies RedPayload }, now);
  }
  return waiting.length;
}
