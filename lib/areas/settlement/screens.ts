// Cashiers' shifts and the settlements (operation area and reports, menu ids 1391..1399;
// docs/settlement.md). Tables and views: 139_cashier_shifts.sql, 140_daily_settlement.sql;
// stores: backend/areas/settlement/stores.ts; refusals: messages/<lang>/backend-settlement.json.
//
// Every amount is integer fen (type money). A shift is opened by signing in (the create form:
// lot, booth, opening float; the cashier is the caller) and closed by the sign-out row action, a
// domain service carried out once per press; a closed shift is read-only (shift-machine.ts).
import { PAYMENT_CHANNELS } from '../../parking/channels';
import { OPEN_ORDER_STATES, ORDER_REFUSALS, ORDER_STATES } from '../../parking/order-machine';
import { STAY_STATES } from '../../parking/stay-machine';
import { IMPORT_REFUSALS, IMPORT_STATES, IMPORT_TRANSITIONS } from './import-machine';

/** Arrears states (130_arrears_refunds.sql: lib/parking/arrears-machine.ts 0 unpaid, 1 recovered, 2 void). */
export const ARREARS_STATES = [0, 1, 2] as const;
import { RECEIPT_REFUSAL, RECEIPT_STATES, SHIFT_REFUSALS, SHIFT_STATES, SHIFT_TRANSITIONS } from './shift-machine';
import { takenField } from './shift-figures';
import { channelPaidField } from '../orders';
import type { FieldDecl, ScreenDecl } from '../../screens/types';
import { EXPORT_ONLY, LOT_FILTER, LOT_NAME, movingAmount, newest, shown, temporaryRecords } from '../../screens/common-fields';

/** Channels that are not cash at a booth: the electronic payment statement's (140_daily_settlement.sql says them again). */
export const ELECTRONIC_CHANNELS = ['pos', 'alipay', 'wechat', 'app'] as const;

const money = (name: string) => shown(name, 'money', { width: 110 });
const day = shown('day', 'date', { filter: 'dateRange', width: 110 });
const cashier = shown('cashier', 'text', { filter: 'text', width: 120 });

/** What a shift took by channel, its total, the cash expected, handed over, and the difference. */
const SHIFT_FIGURES: readonly FieldDecl[] = [
  shown('payments', 'integer', { width: 90 }),
  ...PAYMENT_CHANNELS.map((channel) => money(takenField(channel))),
  money('takenTotal'),
  money('expectedCash'),
  money('cashHandedOver'),
  money('difference'),
];

/** The daily settlement's figures (140_daily_settlement.sql; the receivable of vehicles still in the lot priced when read). */
const DAILY_FIGURES: readonly FieldDecl[] = [
  movingAmount('receivable'),
  ...PAYMENT_CHANNELS.map((channel) => money(channelPaidField(channel))),
  money('paid'), money('discounted'), money('waived'), money('refunded'), money('arrearsCreated'), money('arrearsRecovered'), money('net'),
  // Electronic invoices issued that day, and what red ones reversed (docs/invoicing.md, "On the settlement").
  money('invoiced'), money('invoiceReversed'),
];

export const SETTLEMENT_SCREENS: readonly ScreenDecl[] = [
  {
    // A cashier's shifts: sign in (create), the takings as they stand, sign out with the cash
    // handed over; the row's detail is the sign-out receipt, printable.
    path: '/PostCashReconciliationSettlement',
    directory: 'operation',
    menuId: 1391,
    entity: 'cashierShift',
    fields: [
      shown('shiftNo', 'text', { filter: 'text', width: 170 }),
      { name: 'lotId', type: 'lot', required: true, list: false, filter: 'lot', form: 'create' },
      LOT_NAME,
      { name: 'booth', type: 'text', required: true, maxLength: 40, form: 'create', width: 120 },
      cashier,
      shown('state', 'select', { options: SHIFT_STATES, filter: 'select', width: 100 }),
      shown('signedInAt', 'datetime', { filter: 'dateRange', width: 170 }),
      shown('signedOutAt', 'datetime', { width: 170 }),
      { name: 'openingFloat', type: 'money', min: 0, form: 'create', width: 110 },
      ...SHIFT_FIGURES,
      shown('differenceReason', 'text', { width: 180 }),
      shown('signedOutBy', 'text', { width: 120 }),
    ],
    buttons: { create: 'add', export: 'export' },
    defaultSort: newest('signedInAt'),
    lotScoped: true,
    rowActions: [{
      name: 'signOut', button: 'signOut', idempotent: true,
      fields: [{ name: 'cashHandedOver', type: 'money', min: 0, required: true }, { name: 'reason', type: 'text', maxLength: 100 }],
      when: { field: 'state', from: SHIFT_TRANSITIONS.signOut.from, refusal: SHIFT_REFUSALS.signOut },
    }, {
      // The sign-out receipt of a closed shift, printable (components/areas/settlement/ShiftReceiptDialog.tsx).
      name: 'receipt', button: 'receipt', dialog: 'shiftReceipt',
      when: { field: 'state', from: RECEIPT_STATES, refusal: RECEIPT_REFUSAL },
    }],
    detail: { sections: [], audit: true },
  },
  {
    // Per lot and day: receivable, paid by channel, discounted, waived, refunded, arrears created
    // and recovered, net. Read and export.
    path: '/DailyDetailedSettlement',
    directory: 'operation',
    menuId: 1392,
    entity: 'dailySettlement',
    fields: [day, LOT_FILTER, LOT_NAME, ...DAILY_FIGURES],
    buttons: EXPORT_ONLY,
    defaultSort: newest('day'),
    lotScoped: true,
  },
  {
    // The booths' cash: closed shifts per day of sign-out, lot and cashier.
    path: '/BoothCashSettlementStatement',
    directory: 'reports',
    menuId: 1393,
    entity: 'boothCashSettlement',
    fields: [
      day, LOT_FILTER, LOT_NAME, cashier, shown('shifts', 'integer', { width: 80 }), shown('payments', 'integer', { width: 90 }),
      money('openingFloat'), money('takenCash'), money('takenTotal'), money('expectedCash'), money('cashHandedOver'), money('difference'),
    ],
    buttons: EXPORT_ONLY,
    defaultSort: newest('day'),
    lotScoped: true,
  },
  {
    // Electronic payments per day, lot and channel: taken, refunded, net.
    path: '/ElectronicPaymentStatement',
    directory: 'operation',
    menuId: 1394,
    entity: 'electronicPaymentStatement',
    fields: [
      day, LOT_FILTER, LOT_NAME, shown('channel', 'select', { options: ELECTRONIC_CHANNELS, filter: 'select', width: 110 }),
      shown('payments', 'integer', { width: 90 }), money('amount'), money('refunded'), money('net'),
    ],
    buttons: EXPORT_ONLY,
    defaultSort: newest('day'),
    lotScoped: true,
  },
  {
    // Big customers: the orders with something due (and those a big customer paid). Select the
    // plates a customer pays for and book one payment covering them all (backend/areas/settlement/big-customer.ts).
    path: '/BigCustomerPayment',
    directory: 'operation',
    menuId: 1395,
    entity: 'bigCustomerOrder',
    fields: [
      shown('orderNo', 'text', { filter: 'text', width: 170 }),
      shown('plate', 'text', { filter: 'text', width: 120 }),
      LOT_FILTER, LOT_NAME,
      shown('entryAt', 'datetime', { width: 170 }),
      shown('exitAt', 'datetime', { width: 170 }),
      shown('stayState', 'select', { options: STAY_STATES, width: 130 }),
      movingAmount('receivable'), money('paid'), movingAmount('due'),
      shown('state', 'select', { options: ORDER_STATES, filter: 'select', width: 110 }),
      shown('customer', 'text', { filter: 'text', width: 160 }),
      shown('bigPaymentNo', 'text', { filter: 'text', width: 170 }),
      shown('createdAt', 'datetime', { filter: 'dateRange', width: 170 }),
    ],
    buttons: EXPORT_ONLY,
    defaultSort: newest('createdAt'),
    lotScoped: true,
    rowActions: [{
      name: 'payTogether', button: 'payTogether', bulk: true, idempotent: true,
      fields: [
        { name: 'customer', type: 'text', required: true, maxLength: 100 },
        { name: 'channel', type: 'select', options: PAYMENT_CHANNELS, required: true },
        { name: 'channelTxnNo', type: 'text', maxLength: 64 },
        { name: 'amount', type: 'money', min: 1, required: true },
      ],
      when: { field: 'state', from: OPEN_ORDER_STATES, refusal: ORDER_REFUSALS.pay },
    }],
  },
  {
    // Each order's settlement: its figures, what was refunded of its payments, net, and its arrear.
    path: '/OrderSettlementInfo',
    directory: 'operation',
    menuId: 1396,
    entity: 'orderSettlement',
    fields: [
      shown('orderNo', 'text', { filter: 'text', width: 170 }),
      shown('plate', 'text', { filter: 'text', width: 120 }),
      LOT_FILTER, LOT_NAME,
      movingAmount('receivable'), movingAmount('discount'), money('waived'), money('paid'), money('refunded'), money('net'), movingAmount('due'),
      shown('state', 'select', { options: ORDER_STATES, filter: 'select', width: 110 }),
      shown('arrearsState', 'select', { options: ARREARS_STATES, filter: 'select', width: 110 }),
      money('arrearsAmount'),
      shown('createdAt', 'datetime', { filter: 'dateRange', width: 170 }),
    ],
    ...temporaryRecords('createdAt'),
  },
  {
    // Today so far, per lot: the daily settlement's figures of the operator's day now.
    path: '/InventoryToday',
    directory: 'operation',
    menuId: 1397,
    entity: 'settlementToday',
    fields: [shown('day', 'date', { width: 110 }), LOT_FILTER, LOT_NAME, ...DAILY_FIGURES],
    buttons: EXPORT_ONLY,
    defaultSort: { field: 'lotName', direction: 'asc' },
    lotScoped: true,
  },
  {
    // Payments taken outside the console, imported from a spreadsheet (all rows or none, each
    // checked against what its plate owes), then booked (backend/areas/settlement/payment-imports.ts).
    path: '/ImportData',
    directory: 'operation',
    menuId: 1398,
    entity: 'paymentImport',
    fields: [
      { name: 'lotId', type: 'lot', required: true, list: false, filter: 'lot' },
      LOT_NAME,
      { name: 'plate', type: 'text', required: true, maxLength: 20, filter: 'text', width: 120 },
      { name: 'channel', type: 'select', options: PAYMENT_CHANNELS, required: true, filter: 'select', width: 110 },
      { name: 'channelTxnNo', type: 'text', maxLength: 64, width: 170 },
      { name: 'amount', type: 'money', min: 1, required: true, width: 110 },
      { name: 'note', type: 'text', maxLength: 100, width: 160 },
      shown('state', 'select', { options: IMPORT_STATES, filter: 'select', width: 100 }),
      shown('paymentNo', 'text', { filter: 'text', width: 170 }),
      shown('importedBy', 'text', { width: 120 }),
      shown('importedAt', 'datetime', { filter: 'dateRange', width: 170 }),
      shown('bookedBy', 'text', { width: 120 }),
      shown('bookedAt', 'datetime', { width: 170 }),
    ],
    buttons: { import: 'import', export: 'export' },
    defaultSort: newest('importedAt'),
    lotScoped: true,
    rowActions: [{
      name: 'book', button: 'book', bulk: true, confirm: true, idempotent: true,
      when: { field: 'state', from: IMPORT_TRANSITIONS.book.from, refusal: IMPORT_REFUSALS.book },
    }],
    detail: { sections: [], audit: true },
  },
];
