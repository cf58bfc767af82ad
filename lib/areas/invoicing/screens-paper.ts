// Paper fixed-amount invoices (通用定额发票; docs/invoicing.md, "Paper invoices"). /IssuePaperInvoice
// is the stock: the books received from the tax office, who holds each and what is left, and the
// row action that hands the next sheets of a book out against payments. /PaperInvoiceInvoicingRecord
// is every issue (voided there by a second person); /PaperInvoiceInvoicingSummary adds the issues up
// by day, lot, collector and face value. Lot-scoped. Tables: 325_paper_invoices.sql; stores:
// backend/areas/invoicing/paper/.
import type { ScreenDecl } from '../../screens/types';
import { CRUD, EXPORT_ONLY, LOT_FILTER, LOT_NAME, detailSection, newest, shown } from '../../screens/common-fields';
import { BOOK_HOLDER_KINDS, BOOK_STOCK_STATES, INVOICE_CODE_LENGTH, INVOICE_NUMBER_LENGTH, ISSUABLE_STOCK, MAX_BOOK_SHEETS, PAPER_FACE_VALUES } from './paper-stock';
import { PAPER_ISSUE_STATES, VOIDABLE_ISSUE_STATES } from './paper-issue';
import { PAPER_REFUSALS } from './paper-refusals';

/** Payment numbers typed in one issue (one or several of one plate). */
const PAYMENT_NOS_MAX_LENGTH = 500;
/** A void's reason (the service holds the same). */
export const VOID_REASON_MAX_LENGTH = 100;
const BOOTH_MAX_LENGTH = 30;

const CODE = shown('invoiceCode', 'text', { filter: 'text', width: 130 });
const COLLECTOR = shown('collector', 'text', { filter: 'text', width: 140 });
const FACE_VALUE = shown('faceValue', 'money', { width: 90 });

export const PAPER_SCREENS: readonly ScreenDecl[] = [
  {
    // The stock, and issuing from it: the cashier has the book in hand, so he finds its row (its next
    // number is the top sheet) and types the payment's number from the receipt.
    path: '/IssuePaperInvoice',
    directory: 'invoicing',
    menuId: 1604,
    entity: 'paperInvoiceBook',
    fields: [
      { name: 'lotId', type: 'lot', required: true, list: false, filter: 'lot' },
      LOT_NAME,
      { name: 'invoiceCode', type: 'digits', required: true, maxLength: INVOICE_CODE_LENGTH, filter: 'text', width: 130 },
      { name: 'firstNumber', type: 'digits', required: true, maxLength: INVOICE_NUMBER_LENGTH, width: 100 },
      shown('lastNumber', 'text', { sortable: false, width: 100 }),
      { name: 'count', type: 'integer', required: true, min: 1, max: MAX_BOOK_SHEETS, width: 80 },
      { name: 'faceValue', type: 'select', options: PAPER_FACE_VALUES, required: true, filter: 'select', width: 90 },
      shown('used', 'integer', { width: 80 }),
      shown('left', 'integer', { sortable: false, width: 80 }),
      shown('nextNumber', 'text', { sortable: false, width: 100 }),
      shown('stock', 'select', { options: BOOK_STOCK_STATES, filter: 'select', sortable: false, width: 90 }),
      // Held by a cashier (a console user), a POS collector or a booth.
      { name: 'holderKind', type: 'select', options: BOOK_HOLDER_KINDS, required: true, list: false, section: 'holder' },
      { name: 'collectorId', type: 'select', ref: true, required: true, list: false, section: 'holder', shownWhen: { holderKind: ['user'] } },
      { name: 'posUserId', type: 'select', ref: true, required: true, list: false, section: 'holder', shownWhen: { holderKind: ['posUser'] } },
      { name: 'booth', type: 'text', required: true, maxLength: BOOTH_MAX_LENGTH, list: false, section: 'holder', shownWhen: { holderKind: ['booth'] } },
      shown('collector', 'text', { filter: 'text', width: 140 }),
      { name: 'receivedOn', type: 'date', required: true, filter: 'dateRange', width: 110 },
      { name: 'remark', type: 'textarea', maxLength: 200, sortable: false },
    ],
    buttons: CRUD,
    rowActions: [{
      name: 'issue', button: 'issue', idempotent: true,
      when: { field: 'stock', from: ISSUABLE_STOCK, refusal: PAPER_REFUSALS.usedUp },
      context: ['invoiceCode', 'nextNumber', 'left', 'faceValue', 'collector'],
      fields: [
        // One or several payment numbers of one plate; sheets blank: as many as the money covers.
        { name: 'paymentNos', type: 'textarea', required: true, maxLength: PAYMENT_NOS_MAX_LENGTH },
        { name: 'sheets', type: 'integer', min: 1, max: MAX_BOOK_SHEETS },
      ],
    }],
    defaultSort: newest('receivedOn'),
    lotScoped: true,
    detail: {
      sections: [detailSection('issues', {
        issuedAt: 'datetime', paymentNos: 'text', plate: 'text', paid: 'money', firstNumber: 'text', lastNumber: 'text', sheets: 'integer',
        faceTotal: 'money', state: PAPER_ISSUE_STATES, operator: 'text',
      })],
      audit: true,
    },
  },
  {
    path: '/PaperInvoiceInvoicingRecord',
    directory: 'invoicing',
    menuId: 1605,
    entity: 'paperInvoiceIssue',
    fields: [
      shown('issuedAt', 'datetime', { filter: 'dateRange', width: 170 }),
      LOT_FILTER, LOT_NAME,
      COLLECTOR,
      shown('paymentNos', 'text', { filter: 'text', sortable: false, width: 200 }),
      shown('plate', 'text', { filter: 'text', width: 110 }),
      shown('paid', 'money', { width: 100 }),
      CODE,
      shown('firstNumber', 'text', { filter: 'text', width: 100 }),
      shown('lastNumber', 'text', { width: 100 }),
      shown('sheets', 'integer', { width: 80 }),
      FACE_VALUE,
      shown('faceTotal', 'money', { width: 100 }),
      shown('state', 'select', { options: PAPER_ISSUE_STATES, filter: 'select', width: 90 }),
      shown('operator', 'text', { width: 110 }),
      shown('voidedAt', 'datetime', { width: 170 }),
      shown('voidedBy', 'text', { width: 110 }),
      shown('voidReason', 'text', { sortable: false, width: 160 }),
    ],
    buttons: EXPORT_ONLY,
    rowActions: [{
      // Wrong sheets: voided by someone other than who issued them; the numbers stay used.
      name: 'void', button: 'void',
      when: { field: 'state', from: VOIDABLE_ISSUE_STATES, refusal: PAPER_REFUSALS.voidRefused },
      approval: { requesterField: 'operator' },
      context: ['paymentNos', 'invoiceCode', 'firstNumber', 'lastNumber', 'faceTotal', 'operator'],
      fields: [{ name: 'reason', type: 'text', required: true, maxLength: VOID_REASON_MAX_LENGTH }],
    }],
    defaultSort: newest('issuedAt'),
    lotScoped: true,
    detail: { sections: [], audit: true },
  },
  {
    path: '/PaperInvoiceInvoicingSummary',
    directory: 'invoicing',
    menuId: 1606,
    entity: 'paperInvoiceSummary',
    fields: [
      shown('day', 'date', { filter: 'dateRange', width: 110 }),
      LOT_FILTER, LOT_NAME,
      COLLECTOR,
      FACE_VALUE,
      shown('sheetsIssued', 'integer', { width: 100 }),
      shown('faceTotal', 'money', { width: 110 }),
      shown('sheetsVoid', 'integer', { width: 100 }),
    ],
    buttons: EXPORT_ONLY,
    defaultSort: newest('day'),
    lotScoped: true,
  },
];
