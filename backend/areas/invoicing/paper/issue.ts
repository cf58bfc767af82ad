// Handing out sheets of a paper invoice book against payments (docs/invoicing.md, "Paper
// invoices"): one domain service in one transaction, once per idempotency key. The book is locked
// and its next sheets taken in number order; the payments are those typed, of the book's lot, of one
// payer, none refunded (a refund in any state but rejected: requested, on its way, failed and due
// to be retried, or done; a rental order's refund is one of `refunds` too) and none on an invoice,
// paper or electronic; the sheets' face total never goes beyond what they paid
// (lib/areas/invoicing/paper-issue.ts). The payments are claimed in invoiced_payments in the same
// transaction: its primary key refuses a payment an electronic invoice holds, even one claimed
// since it was read. Refused, with its message and nothing written.
import { z } from 'zod';
import { PAPER_MONEY_VALUES, decidePaperIssue, type PaperPayment } from '../../../../lib/areas/invoicing/paper-issue';
import { PAPER_REFUSALS } from '../../../../lib/areas/invoicing/paper-refusals';
import { MAX_BOOK_SHEETS, numberAfter } from '../../../../lib/areas/invoicing/paper-stock';
import { MAX_BUNDLED_PAYMENTS } from '../../../../lib/invoicing/payer-bundle';
import { fenToYuan } from '../../../../lib/money/fen';
import { REFUND_STATE, REFUND_STATES } from '../../../../lib/parking/refund-machine';
import { isoAt } from '../../../db';
import { refuse, rowNotFound } from '../../../kernel/failures';
import { defineService } from '../../../kernel/service';
import { PAPER_AUDIT } from './audit';
import { HOLDER_JOINS, HOLDER_NAME } from './holder';

/** A refund in these states stands in the way: every state but rejected (a failed one may be retried). */
const STANDING_REFUND_STATES = REFUND_STATES.filter((state) => state !== REFUND_STATE.rejected);
const PAYMENT_NO_MAX_LENGTH = 64;

interface LockedBook { id: number; lot_id: number; invoice_code: string; first_number: string; count: number; used: number; face_value: string; collector: string }
interface PaymentRow { id: string; payment_no: string; lot_id: number; plate: string; amount: string; refunded: string; invoiced: boolean }

/** The refusal's values as said: amounts in yuan. */
const said = (values: Record<string, string | number>) => Object.fromEntries(Object.entries(values)
  .map(([name, value]) => [name, (PAPER_MONEY_VALUES as readonly string[]).includes(name) ? fenToYuan(Number(value)) : value]));

export const issuePaperInvoice = defineService({
  name: 'invoicing.issuePaper',
  idempotent: true,
  input: z.object({
    bookId: z.number().int().positive(),
    // One more than a bundle takes: the bundle's rule refuses it with its message.
    paymentNos: z.array(z.string().trim().min(1).max(PAYMENT_NO_MAX_LENGTH)).max(MAX_BUNDLED_PAYMENTS + 1),
    sheets: z.number().int().positive().max(MAX_BOOK_SHEETS).nullish(),
  }),
  async run(work, { bookId, paymentNos, sheets }) {
    const [book] = await work.query<LockedBook>(
      `SELECT t.id, t.lot_id, t.invoice_code, t.first_number, t.count, t.used, t.face_value, ${HOLDER_NAME} AS collector
         FROM paper_invoice_books t ${HOLDER_JOINS} WHERE t.id = $1 FOR UPDATE OF t`, [bookId]);
    if (!book) throw rowNotFound();
    const rows = await work.query<PaymentRow>(
      `SELECT p.id, p.payment_no, p.lot_id, p.plate, p.amount,
              (SELECT coalesce(sum(r.amount), 0) FROM refunds r WHERE r.payment_id = p.id AND r.state = ANY($2::smallint[])) AS refunded,
              EXISTS (SELECT 1 FROM invoiced_payments x WHERE x.payment_id = p.id) AS invoiced
         FROM payments p WHERE p.payment_no = ANY($1::text[]) ORDER BY p.id FOR UPDATE OF p`, [paymentNos, STANDING_REFUND_STATES]);
    const byNo = new Map(rows.map((row) => [row.payment_no, row]));
    const payments: PaperPayment[] = paymentNos.map((paymentNo) => {
      const row = byNo.get(paymentNo);
      if (!row) throw refuse(PAPER_REFUSALS.paymentUnknown, { paymentNo });
      if (row.lot_id !== book.lot_id) throw refuse(PAPER_REFUSALS.paymentOtherLot, { paymentNo });
      return { id: String(row.id), paymentNo, plate: row.plate, amount: Number(row.amount), refunded: Number(row.refunded), invoiced: row.invoiced };
    });
    const faceValue = Number(book.face_value);
    const decision = decidePaperIssue({ payments, faceValue, left: book.count - book.used, sheets });
    if (!decision.ok) throw refuse(decision.reason, said(decision.values));

    const firstNumber = numberAfter(book.first_number, book.used);
    const issue = await work.insert(PAPER_AUDIT.issue, 'paper_invoice_issues', {
      book_id: book.id, lot_id: book.lot_id, collector: book.collector, plate: payments[0].plate, paid: decision.paid,
      invoice_code: book.invoice_code, first_number: firstNumber, last_number: numberAfter(firstNumber, decision.sheets - 1),
      sheets: decision.sheets, face_value: faceValue, face_total: decision.faceTotal, state: 'issued', issued_at: isoAt(work.at), operator: work.actor.name,
    });
    const issueId = Number(issue.id);
    const ids = payments.map((p) => p.id);
    await work.query('INSERT INTO paper_invoice_issue_payments (issue_id, payment_id) SELECT $1, unnest($2::bigint[])', [issueId, ids]);
    const claimed = await work.query<{ payment_id: string }>(
      'INSERT INTO invoiced_payments (payment_id, paper_issue_id) SELECT unnest($2::bigint[]), $1 ON CONFLICT (payment_id) DO NOTHING RETURNING payment_id', [issueId, ids]);
    if (claimed.length !== ids.length) {
      const taken = payments.find((p) => !claimed.some((c) => String(c.payment_id) === p.id));
      throw refuse(PAPER_REFUSALS.paymentInvoiced, { paymentNo: taken?.paymentNo ?? '' });
    }
    await work.update(PAPER_AUDIT.book, 'paper_invoice_books', book.id, { used: book.used + decision.sheets, updated_at: isoAt(work.at) });
    return {
      issueId, invoiceCode: book.invoice_code, firstNumber, lastNumber: String(issue.last_number), sheets: decision.sheets,
      faceValue, faceTotal: decision.faceTotal, paid: decision.paid,
    };
  },
});
