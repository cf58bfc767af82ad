// The call that issues a blue invoice at the tax platform (kind 'invoicing.issue'), queued in the
// request's transaction and made by the outbox worker outside any transaction (several backends:
// one claims it, SKIP LOCKED). It sends the invoice under its order number; the platform issues an
// order number once, so a retry after a lost answer, or a backend killed mid-call, finds the same
// invoice (the adapter answers a repeated order with the first one's serial). Then it asks for the
// result: issued (its 20-digit number and date), failed (the platform's reason), or still issuing,
// which is thrown and asked again later. A platform that cannot be heard is tried again; after the
// last attempt the invoice shows failed with the reason, and a person retries or cancels it.
import { z } from 'zod';
import { INVOICE_STATE, decideInvoice } from '../../../../lib/invoicing/invoice-machine';
import { isoAt, type Queryable, type Reader } from '../../../db';
import { enqueue } from '../../../kernel/outbox/enqueue';
import type { OutboxHandler } from '../../../kernel/outbox/handler';
import { defineService, runService } from '../../../kernel/service';
import type { Work } from '../../../kernel/work';
import { isFailure, nuonuoProvider, type InvoiceProvider } from '../provider/client';
import type { BlueInvoiceRequest, InvoiceResult } from '../provider/types';
import { accountOfSeller } from './account';
import { invoiceMailed } from './mail';
import { AUDIT_INVOICE, invoiceById, linesOf, orderNoOf } from './rows';
import { sellerById } from './seller-of-lot';

export const INVOICE_ISSUE = 'invoicing.issue';
export interface IssuePayload { invoiceId: number; orderNo: string }

/** Longest platform message kept on an invoice. */
const ERROR_MAX_LENGTH = 300;
const OUTBOX_ACTOR = { name: 'system:outbox', userId: null };

export async function queueIssue(work: Work, payload: IssuePayload, at: number): Promise<void> {
  await enqueue(work, { kind: INVOICE_ISSUE, key: `invoice-issue:${payload.orderNo}`, payload }, at);
}

export type IssueAnswer =
  | { status: 'issued'; serial: string; number: string; issuedAt: number }
  | { status: 'failed'; serial: string | null; reason: string }
  | { status: 'skipped' };

/** What the platform says of an order, as the worker records it; null while it is still issuing. */
function settled(result: InvoiceResult): IssueAnswer | null {
  if (result.status === 'issued') return { status: 'issued', serial: result.serial, number: result.number, issuedAt: result.issuedAt };
  if (result.status === 'failed') return { status: 'failed', serial: result.serial, reason: result.reason };
  return null;
}

/** The invoice as the platform's request: the seller, the buyer, one line per payment. */
async function requestOf(db: Reader, invoiceId: number, orderNo: string) {
  const invoice = (await invoiceById(db, invoiceId))!;
  const seller = await sellerById(db, invoice.seller_id);
  const lines = await linesOf(db, invoiceId);
  const request: BlueInvoiceRequest = {
    orderNo, kind: 'normal', orderedAt: new Date(invoice.requested_at).getTime(),
    seller: { name: seller.name, address: seller.address_phone, bankAccount: seller.bank_account },
    buyer: {
      name: invoice.buyer_name, taxId: invoice.buyer_tax_id, naturalPerson: invoice.buyer_kind === 'person',
      ...(invoice.buyer_address_phone ? { address: invoice.buyer_address_phone } : {}),
      ...(invoice.buyer_bank_account ? { bankAccount: invoice.buyer_bank_account } : {}),
    },
    lines: lines.map((l) => ({ name: l.item_name, taxCode: l.tax_code, unit: '次', quantity: 1, rateBasisPoints: l.tax_rate, gross: l.gross, net: l.net, tax: l.tax })),
    drawer: seller.drawer,
    remark: `车牌 ${invoice.plate}`,
  };
  return { invoice, seller, request };
}

const recordIssue = defineService({
  name: 'invoicing.issued',
  input: z.object({ invoiceId: z.number().int().positive(), answer: z.custom<IssueAnswer>() }),
  async run(work, { invoiceId, answer }): Promise<void> {
    const invoice = await invoiceById(work, invoiceId, true);
    if (!invoice || answer.status === 'skipped') return;
    const decision = decideInvoice(invoice.state as never, answer.status === 'issued' ? 'platformIssued' : 'platformFailed');
    if (!decision.ok) return;
    const at = isoAt(work.at);
    if (answer.status === 'issued') {
      await work.update(AUDIT_INVOICE, 'invoices', invoiceId, {
        state: decision.to, serial: answer.serial, number: answer.number, issued_at: isoAt(answer.issuedAt), error: null, updated_at: at,
      });
      await invoiceMailed(work, invoiceId);
    } else {
      await work.update(AUDIT_INVOICE, 'invoices', invoiceId, { state: decision.to, serial: answer.serial, error: answer.reason.slice(0, ERROR_MAX_LENGTH), updated_at: at });
    }
  },
});

/** A failed attempt's reason on the invoice; after the last one it is failed, for a person to retry. */
const recordUnheard = defineService({
  name: 'invoicing.unheard',
  input: z.object({ invoiceId: z.number().int().positive(), error: z.string(), parked: z.boolean() }),
  async run(work, { invoiceId, error, parked }): Promise<void> {
    const invoice = await invoiceById(work, invoiceId, true);
    if (invoice?.state !== INVOICE_STATE.issuing) return;
    const decision = decideInvoice(invoice.state, 'platformFailed');
    await work.update(AUDIT_INVOICE, 'invoices', invoiceId, {
      error: error.slice(0, ERROR_MAX_LENGTH), updated_at: isoAt(work.at), ...(parked && decision.ok ? { state: decision.to } : {}),
    });
  },
});

export function invoiceIssuer(db: Reader, atRestKey: Buffer, provider: InvoiceProvider = nuonuoProvider): OutboxHandler<IssuePayload, IssueAnswer> {
  return {
    kind: INVOICE_ISSUE,
    async send(job) {
      const { invoice, seller, request } = await requestOf(db, job.payload.invoiceId, job.payload.orderNo);
      if (invoice.state !== INVOICE_STATE.issuing || orderNoOf(invoice.invoice_no, invoice.attempt) !== job.payload.orderNo) return { status: 'skipped' };
      const account = accountOfSeller(atRestKey, seller);
      // Sent before (a retry, or an answer lost with a backend): the platform knows the order.
      if (job.attempt > 1) {
        const known = await provider.query(account, { orderNo: job.payload.orderNo });
        if (!isFailure(known)) {
          const answer = settled(known);
          if (answer) return answer;
          if (known.status !== 'unknown') throw new Error('The tax platform is still issuing the invoice.');
        }
      }
      const accepted = await provider.issue(account, request);
      if (isFailure(accepted)) {
        if (accepted.status === 'refused') return { status: 'failed', serial: null, reason: `${accepted.code} ${accepted.message}` };
        throw new Error(`${accepted.code} ${accepted.message}`);
      }
      const result = await provider.query(account, { serial: accepted.serial });
      if (isFailure(result)) throw new Error(`${result.code} ${result.message}`);
      const answer = settled(result);
      if (!answer) throw new Error('The tax platform is still issuing the invoice.');
      return answer;
    },
    async record(tx: Queryable, job, answer, now) {
      await runService(tx, recordIssue, { invoiceId: job.payload.invoiceId, answer }, OUTBOX_ACTOR, { at: now });
    },
    async failed(tx, job, error, parked, now) {
      await runService(tx, recordUnheard, { invoiceId: job.payload.invoiceId, error, parked }, OUTBOX_ACTOR, { at: now });
    },
  };
}
