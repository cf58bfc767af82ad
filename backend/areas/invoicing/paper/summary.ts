// /PaperInvoiceInvoicingSummary over the view paper_invoice_daily (325_paper_invoices.sql): per day,
// lot, collector and face value, the sheets issued and their face total, and the sheets void. Read
// only; its figures are the record's added up (paper.test.ts proves it).
import type { EntityStore } from '../../../entities/types';

export const paperSummaryStore: EntityStore = {
  entity: 'paperInvoiceSummary',
  table: 'paper_invoice_daily',
  unlockable: true,
  computed: { lotName: 'l.name' },
  joins: 'LEFT JOIN parking_lots l ON l.id = t.lot_id',
  lotColumn: 'lot_id',
};
