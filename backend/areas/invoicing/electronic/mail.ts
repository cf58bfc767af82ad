// An issued invoice mailed to its buyer (docs/invoicing.md, "Delivery"): when it is issued with an
// e-mail address, a job (kind 'invoicing.mailPdf') renders its PDF outside any transaction and
// queues the mail with it through /SendEmailInfo's sender (backend/mail/). Without a sender the
// invoice says so, and the PDF stays downloadable from the record and the driver's page.
import { z } from 'zod';
import { isoAt, type Queryable, type Reader } from '../../../db';
import { enqueue } from '../../../kernel/outbox/enqueue';
import type { OutboxHandler } from '../../../kernel/outbox/handler';
import { defineService, runService } from '../../../kernel/service';
import type { Work } from '../../../kernel/work';
import { enqueueMail, isMailNotConfigured } from '../../../mail';
import { renderInvoicePdf } from '../pdf/render';
import { invoiceDocument } from './document';
import { AUDIT_INVOICE, invoiceById } from './rows';

export const INVOICE_MAIL = 'invoicing.mailPdf';
interface MailPayload { invoiceId: number }
type MailAnswer = { status: 'rendered'; pdf: string } | { status: 'skipped' };

const OUTBOX_ACTOR = { name: 'system:outbox', userId: null };

/** Queued when the invoice is issued, if its buyer gave an address. */
export async function invoiceMailed(work: Work, invoiceId: number): Promise<void> {
  const invoice = await invoiceById(work, invoiceId);
  if (!invoice?.buyer_email) return;
  await enqueue(work, { kind: INVOICE_MAIL, key: `invoice-mail:${invoice.invoice_no}`, payload: { invoiceId } satisfies MailPayload }, work.at);
}

/** The PDF's file name: the kind and the invoice's number. */
export const pdfFileName = (kind: 'blue' | 'red', number: string) => `${kind === 'red' ? '红字发票' : '电子发票'}-${number}.pdf`;

const queueMail = defineService({
  name: 'invoicing.mailQueued',
  input: z.object({ invoiceId: z.number().int().positive(), pdf: z.string() }),
  async run(work, { invoiceId, pdf }): Promise<void> {
    const invoice = (await invoiceById(work, invoiceId))!;
    const name = pdfFileName(invoice.kind, invoice.number!);
    try {
      await enqueueMail(work, {
        to: [invoice.buyer_email!],
        subject: `${invoice.kind === 'red' ? '红字发票' : '电子发票'} ${invoice.number} / Electronic invoice ${invoice.number}`,
        text: `您好，附件是您的${invoice.kind === 'red' ? '红字' : ''}电子发票（号码 ${invoice.number}，车牌 ${invoice.plate}）。\n\nAttached is your invoice ${invoice.number} (plate ${invoice.plate}).`,
        attachments: [{ filename: name, contentType: 'application/pdf', content: Buffer.from(pdf, 'base64') }],
      }, `invoice-mail:${invoice.invoice_no}`, work.at);
    } catch (error) {
      if (!isMailNotConfigured(error)) throw error;
      await work.update(AUDIT_INVOICE, 'invoices', invoiceId, { error: 'mailNotConfigured', updated_at: isoAt(work.at) });
    }
  },
});

export function invoiceMailer(db: Reader): OutboxHandler<MailPayload, MailAnswer> {
  return {
    kind: INVOICE_MAIL,
    async send(job) {
      const invoice = await invoiceById(db, job.payload.invoiceId);
      const document = invoice && await invoiceDocument(db, invoice);
      if (!document) return { status: 'skipped' };
      return { status: 'rendered', pdf: Buffer.from(await renderInvoicePdf(document)).toString('base64') };
    },
    async record(tx: Queryable, job, answer, now) {
      if (answer.status === 'rendered') await runService(tx, queueMail, { invoiceId: job.payload.invoiceId, pdf: answer.pdf }, OUTBOX_ACTOR, { at: now });
    },
  };
}
