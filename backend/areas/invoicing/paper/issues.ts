// /PaperInvoiceInvoicingRecord over paper_invoice_issues: every issue of paper invoices, its
// payments (numbers), plate, what they paid, the sheets (code, numbers from-to, face value and
// total), its state and who issued or voided it; the row action `void` (void.ts). Lot-scoped, read only.
import { rowService } from '../../../entities/row-service';
import type { EntityStore } from '../../../entities/types';
import { PAPER_AUDIT } from './audit';
import { voidPaperInvoice } from './void';

export const paperIssueStore: EntityStore = {
  entity: PAPER_AUDIT.issue,
  table: 'paper_invoice_issues',
  computed: {
    lotName: 'l.name',
    paymentNos: `(SELECT string_agg(p.payment_no, ', ' ORDER BY p.payment_no) FROM paper_invoice_issue_payments x
      JOIN payments p ON p.id = x.payment_id WHERE x.issue_id = t.id)`,
  },
  joins: 'LEFT JOIN parking_lots l ON l.id = t.lot_id',
  lotColumn: 'lot_id',
  rowActions: {
    void: rowService({ service: voidPaperInvoice, inputOf: ({ id, input }) => ({ issueId: id, reason: input.reason }) }),
  },
};
