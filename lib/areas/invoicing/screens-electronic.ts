// Electronic (数电) invoices (docs/invoicing.md, "Electronic invoices"): the payments that may be
// invoiced, picked and bundled into one invoice for their payer (/IssuingElectronicInvoices), and
// every invoice asked for, blue or red, with what the tax platform made of it
// (/ElectronicInvoiceIssuingRecord): retried or cancelled when it failed, reversed in full, its PDF.
// Stores: backend/areas/invoicing/electronic/stores.ts. Table: 320_invoicing.sql.
import type { FieldDecl, RowActionDecl, ScreenDecl } from '../../screens/types';
import { EXPORT_ONLY, LOT_FILTER, LOT_NAME, shown } from '../../screens/common-fields';
import { PAYMENT_CHANNELS } from '../../parking/channels';
import { BUYER_KINDS, BUYER_NAME_MAX_LENGTH } from '../../invoicing/buyer';
import { INVOICE_STATES, INVOICE_TRANSITIONS, INVOICE_REFUSALS, type InvoiceEvent } from '../../invoicing/invoice-machine';
import { RED_CONFIRMATION_STATES } from '../../invoicing/red-confirmation-machine';
import { RED_REASON_KEYS } from '../../invoicing/red-reasons';

/** What a payment was for: a stay's order, a rental order, a coupon package. */
export const INVOICEABLE_KINDS = ['stay', 'rental', 'couponPackage'] as const;

const whenState = (event: InvoiceEvent): RowActionDecl['when'] =>
  ({ field: 'state', from: INVOICE_TRANSITIONS[event].from, refusal: INVOICE_REFUSALS[event] });

/** The buyer, as the cashier types it and as the driver's page asks it. */
export const BUYER_FIELDS: readonly FieldDecl[] = [
  { name: 'buyerKind', type: 'select', options: BUYER_KINDS, required: true },
  { name: 'buyerName', type: 'text', required: true, maxLength: BUYER_NAME_MAX_LENGTH },
  { name: 'buyerTaxId', type: 'text', required: true, maxLength: 18, shownWhen: { buyerKind: ['company'] } },
  { name: 'buyerAddressPhone', type: 'text', maxLength: 200, shownWhen: { buyerKind: ['company'] } },
  { name: 'buyerBankAccount', type: 'text', maxLength: 200, shownWhen: { buyerKind: ['company'] } },
  { name: 'buyerEmail', type: 'email' },
];

const PLATE = { name: 'plate', type: 'text', readOnly: true, form: 'none', filter: 'text', width: 110 } as const satisfies FieldDecl;

export const ELECTRONIC_INVOICE_SCREENS: readonly ScreenDecl[] = [
  {
    path: '/IssuingElectronicInvoices',
    directory: 'invoicing',
    menuId: 1602,
    entity: 'invoiceablePayment',
    fields: [
      shown('paidAt', 'datetime', { filter: 'dateRange', width: 170 }),
      LOT_FILTER, LOT_NAME,
      PLATE,
      shown('kind', 'select', { options: INVOICEABLE_KINDS, filter: 'select', width: 110 }),
      shown('paymentNo', 'text', { filter: 'text', width: 180 }),
      shown('channel', 'select', { options: PAYMENT_CHANNELS, filter: 'select', width: 100 }),
      shown('amount', 'money', { width: 100 }),
    ],
    buttons: EXPORT_ONLY,
    rowActions: [{
      // The payments picked (of one payer) on one invoice: the amount typed must be their sum.
      name: 'invoice', button: 'invoice', bulk: true,
      fields: [{ name: 'amount', type: 'money', required: true, min: 1 }, ...BUYER_FIELDS],
    }],
    defaultSort: { field: 'paidAt', direction: 'desc' },
    lotScoped: true,
  },
  {
    path: '/ElectronicInvoiceIssuingRecord',
    directory: 'invoicing',
    menuId: 1603,
    entity: 'electronicInvoice',
    fields: [
      shown('requestedAt', 'datetime', { filter: 'dateRange', width: 170 }),
      LOT_FILTER, LOT_NAME,
      shown('sellerName', 'text', { width: 160 }),
      shown('kind', 'select', { options: ['blue', 'red'], filter: 'select', width: 80 }),
      shown('invoiceNo', 'text', { filter: 'text', width: 170 }),
      shown('number', 'text', { filter: 'text', width: 190 }),
      PLATE,
      shown('buyerKind', 'select', { options: BUYER_KINDS, width: 100 }),
      shown('buyerName', 'text', { filter: 'text', width: 160 }),
      shown('buyerTaxId', 'text', { width: 180 }),
      shown('buyerEmail', 'text', { width: 170 }),
      shown('gross', 'money', { width: 100 }),
      shown('net', 'money', { width: 100 }),
      shown('tax', 'money', { width: 90 }),
      shown('state', 'select', { options: INVOICE_STATES, filter: 'select', width: 110 }),
      shown('redReason', 'select', { options: RED_REASON_KEYS, width: 110 }),
      shown('confirmation', 'select', { options: RED_CONFIRMATION_STATES, width: 150 }),
      shown('blueNumber', 'text', { width: 190 }),
      shown('issuedAt', 'datetime', { width: 170 }),
      shown('error', 'text', { sortable: false, width: 200 }),
      shown('source', 'select', { options: ['console', 'driver', 'refund'], filter: 'select', width: 100 }),
      shown('requestedBy', 'text', { width: 110 }),
    ],
    buttons: EXPORT_ONLY,
    rowActions: [
      { name: 'pdf', button: 'pdf', dialog: 'invoicePdf' },
      { name: 'retry', button: 'retry', confirm: true, when: whenState('retry') },
      { name: 'cancel', button: 'cancel', confirm: true, when: whenState('cancel') },
      {
        // In full: a wrong invoice (its payments free to be invoiced again), or a service ended.
        name: 'reverse', button: 'reverse', when: whenState('reverse'),
        fields: [{ name: 'reason', type: 'select', options: RED_REASON_KEYS, required: true }],
      },
    ],
    defaultSort: { field: 'requestedAt', direction: 'desc' },
    lotScoped: true,
    detail: {
      sections: [{
        name: 'lines',
        fields: [
          shown('lineNo', 'integer'), shown('paymentNo', 'text'), shown('itemName', 'text'), shown('taxRate', 'integer'),
          shown('gross', 'money'), shown('net', 'money'), shown('tax', 'money'),
        ],
      }],
      audit: true,
    },
  },
];
