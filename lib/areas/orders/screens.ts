// Orders, payments, discounts and free departures of temporary parking, and the order statements
// (operation area, statements in reports; menu ids 1071..1082). Tables: 102_stays_orders.sql (the
// charging core), statements: 109_order_statements.sql; stores: backend/areas/orders/stores.ts;
// refusals: messages/<lang>/backend-money.json (the services') and backend-orders.json.
//
// Every amount is integer fen (type money). Money moves only through the charging services
// (backend/areas/charging/payments.ts), from the row actions of /TempOrder: each is allowed from the
// order states of lib/parking/order-machine.ts and carried out once per press (idempotent).
import { DISCOUNT_KINDS, PAYMENT_CHANNELS, PAYMENT_PLACES, VEHICLE_CLASSES, type PaymentChannel } from '../../parking/channels';
import { OPEN_ORDER_STATES, ORDER_REFUSALS, ORDER_STATES } from '../../parking/order-machine';
import { OPEN_STAY_STATES, STAY_STATES } from '../../parking/stay-machine';
import { FEE_LINE_KINDS } from '../../tariff/lines';
import type { FieldDecl, ScreenDecl } from '../../screens/types';
import { EXPORT_ONLY, LOT_FILTER, LOT_NAME, detailSection, movingAmount, newest, shown, temporaryRecords } from '../../screens/common-fields';
import { CASH_RECEIVED_SHORT } from '../charging';

/** Why an order's stay cannot be re-priced (messages/<lang>/backend-orders.json). */
export const ORDER_REPRICE_REFUSAL = 'orderRefusedReprice';

/** Where an order statement row's orders come from: a yard area, a street, or the lot itself. */
export const STATEMENT_AREA_KINDS = ['yardArea', 'street', 'lot'] as const;
/** A discount given by an operator, or the automatic one of a disabled driver's vehicle. */
export const DISCOUNT_SOURCES = ['manual', 'disabledVehicle'] as const;

/** The statement field of what a channel took: paidCash, paidPos, paidPayStation... */
export const channelPaidField = (channel: PaymentChannel) => `paid${channel[0].toUpperCase()}${channel.slice(1)}`;

// ---------------------------------------------------------------------------------------------
// Field helpers

const money = (name: string) => shown(name, 'money', { width: 110 });
const plate = shown('plate', 'text', { filter: 'text', width: 120 });
const orderNo = shown('orderNo', 'text', { filter: 'text', width: 170 });
const entryAt = shown('entryAt', 'datetime', { width: 170 });
const exitAt = shown('exitAt', 'datetime', { width: 170 });
const stayState = shown('stayState', 'select', { options: STAY_STATES, filter: 'select', width: 130 });
const orderState = shown('state', 'select', { options: ORDER_STATES, filter: 'select', width: 110 });
/** When the order was made: its stay's first pricing. */
const createdAt = shown('createdAt', 'datetime', { filter: 'dateRange', width: 170 });
/** An order's figures: receivable = discount + waived + paid + due (an open stay's priced when read). */
const ORDER_FIGURES: readonly FieldDecl[] = [movingAmount('receivable'), movingAmount('discount'), money('waived'), money('paid'), movingAmount('due')];

// ---------------------------------------------------------------------------------------------
// An order's detail: its fee lines (the last pricing), payments and discounts, and its history.

const ORDER_DETAIL: ScreenDecl['detail'] = {
  sections: [
    detailSection('feeLines', {
      kind: FEE_LINE_KINDS, fromAt: 'datetime', toAt: 'datetime', window: 'text', units: 'integer', unitPrice: 'money', capApplied: 'money', amount: 'money',
    }),
    detailSection('payments', {
      paymentNo: 'text', channel: PAYMENT_CHANNELS, place: PAYMENT_PLACES, channelTxnNo: 'text', amount: 'money', paidAt: 'datetime', operator: 'text',
    }),
    detailSection('discounts', { kind: DISCOUNT_KINDS, amount: 'money', reason: 'text', operator: 'text', at: 'datetime' }),
  ],
  audit: true,
};

/** A payment's order, with its figures now. */
const PAYMENT_DETAIL: ScreenDecl['detail'] = {
  sections: [{ name: 'order', fields: [{ name: 'orderNo', type: 'text' }, ...ORDER_FIGURES, { name: 'state', type: 'select', options: ORDER_STATES }] }],
  audit: true,
};

// ---------------------------------------------------------------------------------------------
// The money commands of an open order (cash at the booth, a discount, a free departure), and
// re-pricing an open stay now.

const whileOpen = (refusal: string) => ({ field: 'state', from: OPEN_ORDER_STATES, refusal });
/** Up to TEXT_MAX_LENGTH characters, as the services take it. */
const reason: FieldDecl = { name: 'reason', type: 'text', required: true };

const ORDER_ACTIONS: ScreenDecl['rowActions'] = [
  // Cash at the booth: all that is due is paid out of the cash received, the rest is the change.
  {
    name: 'pay', button: 'pay', when: whileOpen(ORDER_REFUSALS.pay), idempotent: true,
    context: ['orderNo', 'plate', 'lotName', 'entryAt', 'due'],
    fields: [{ name: 'received', type: 'money', min: 1, required: true }],
    rowBounds: { received: { min: 'due', refusal: CASH_RECEIVED_SHORT } },
    derived: [{ name: 'change', field: 'received', minus: 'due' }],
  },
  { name: 'discount', button: 'discount', fields: [{ name: 'discount', type: 'money', min: 1, required: true }, reason], when: whileOpen(ORDER_REFUSALS.discount), idempotent: true },
  { name: 'freeDeparture', button: 'freeDeparture', fields: [reason], when: whileOpen(ORDER_REFUSALS.freeDeparture), idempotent: true },
  { name: 'reprice', button: 'reprice', bulk: true, when: { field: 'stayState', from: OPEN_STAY_STATES, refusal: ORDER_REPRICE_REFUSAL } },
];

// ---------------------------------------------------------------------------------------------
// Payments: every screen lists the same columns over its own part of the payments.

const PAYMENT_FIELDS: readonly FieldDecl[] = [
  shown('paymentNo', 'text', { filter: 'text', width: 170 }),
  orderNo,
  plate,
  LOT_FILTER,
  LOT_NAME,
  shown('channel', 'select', { options: PAYMENT_CHANNELS, filter: 'select', width: 110 }),
  shown('place', 'select', { options: PAYMENT_PLACES, filter: 'select', width: 110 }),
  shown('channelTxnNo', 'text', { filter: 'text', width: 180 }),
  money('amount'),
  shown('paidAt', 'datetime', { filter: 'dateRange', width: 170 }),
  shown('operator', 'text', { filter: 'text', width: 140 }),
  shown('device', 'text', { filter: 'text', width: 130 }),
];

const paymentScreen = (path: string, menuId: number, entity: string, extra: readonly FieldDecl[] = []): ScreenDecl => ({
  path, directory: 'operation', menuId, entity,
  fields: [...PAYMENT_FIELDS, ...extra],
  ...temporaryRecords('paidAt'),
  detail: PAYMENT_DETAIL,
});

// ---------------------------------------------------------------------------------------------
// Discounts and free departures (order_discounts of one kind).

const discountScreen = (path: string, menuId: number, entity: string, extra: readonly FieldDecl[]): ScreenDecl => ({
  path, directory: 'operation', menuId, entity,
  fields: [
    orderNo, plate, LOT_FILTER, LOT_NAME, entryAt, exitAt, money('amount'),
    shown('reason', 'text', { filter: 'text', width: 200 }), ...extra,
    shown('operator', 'text', { filter: 'text', width: 140 }),
    shown('at', 'datetime', { filter: 'dateRange', width: 170 }),
  ],
  ...temporaryRecords('at'),
});

// ---------------------------------------------------------------------------------------------
// Statements: per lot (and area) and day of the orders' creation, at the operator's clock.

const STATEMENT_FIGURES: readonly FieldDecl[] = [
  shown('orders', 'integer', { width: 90 }),
  movingAmount('receivable'),
  ...PAYMENT_CHANNELS.map((channel) => money(channelPaidField(channel))),
  money('paid'),
  movingAmount('discount'),
  money('waived'),
  movingAmount('due'),
];

const statementScreen = (path: string, menuId: number, entity: string, area: readonly FieldDecl[]): ScreenDecl => ({
  path, directory: 'reports', menuId, entity,
  fields: [shown('day', 'date', { filter: 'dateRange', width: 110 }), LOT_FILTER, LOT_NAME, ...area, ...STATEMENT_FIGURES],
  buttons: EXPORT_ONLY,
  defaultSort: newest('day'),
  lotScoped: true,
});

export const ORDERS_SCREENS: readonly ScreenDecl[] = [
  {
    // Temporary orders, one per stay (made when the vehicle enters). A vehicle still in the lot
    // shows what it owes at the moment of reading, 'in the lot, not yet due'; the others the
    // figures of their last pricing (at the exit, a payment).
    path: '/TempOrder',
    directory: 'operation',
    menuId: 1071,
    entity: 'tempOrder',
    fields: [
      orderNo, plate, LOT_FILTER, LOT_NAME, entryAt, exitAt, stayState, ...ORDER_FIGURES, orderState,
      createdAt, shown('pricedAt', 'datetime', { width: 170 }),
    ],
    ...temporaryRecords('createdAt'),
    rowActions: ORDER_ACTIONS,
    detail: ORDER_DETAIL,
  },
  // The temporary-order view (spec 2), with buttons of its own; the row actions follow the view.
  { path: '/CatcPayOrder', directory: 'operation', menuId: 1072, entity: 'catcPayOrder', sharedView: '/TempOrder', fields: [], buttons: EXPORT_ONLY },
  {
    // Every order with what became of its stay: where it stood, how the vehicle was recognised,
    // the rate that priced it, how it left. Read and export.
    path: '/OrderList',
    directory: 'operation',
    menuId: 1073,
    entity: 'orderList',
    fields: [
      orderNo, shown('stayNo', 'text', { filter: 'text', width: 170 }), plate, LOT_FILTER, LOT_NAME,
      shown('placeName', 'text', { width: 140 }), shown('berthNumber', 'text', { filter: 'text', width: 100 }),
      shown('vehicleClass', 'select', { options: VEHICLE_CLASSES, filter: 'select', width: 110 }), shown('rateName', 'text', { width: 140 }),
      entryAt, exitAt, stayState, ...ORDER_FIGURES, orderState, createdAt, shown('pricedUntil', 'datetime', { width: 170 }),
    ],
    ...temporaryRecords('createdAt'),
    detail: ORDER_DETAIL,
  },
  statementScreen('/OrderList_Statement', 1074, 'orderStatement', []),
  statementScreen('/AreaOrderList_Statement', 1075, 'areaOrderStatement', [
    shown('areaKind', 'select', { options: STATEMENT_AREA_KINDS, filter: 'select', width: 110 }),
    shown('areaName', 'text', { filter: 'text', width: 160 }),
  ]),
  // Every payment; then the pay stations', the exit lanes', the on-street stays' and the drivers' own.
  paymentScreen('/PaymentInfo', 1076, 'payment'),
  paymentScreen('/PsPaymentInfo', 1077, 'payStationPayment'),
  paymentScreen('/ExitPaymentOrder', 1078, 'exitPayment'),
  paymentScreen('/onRoadPaymentRecord', 1079, 'onRoadPayment', [
    shown('streetName', 'text', { filter: 'text', width: 140 }), shown('berthNumber', 'text', { filter: 'text', width: 100 }),
    shown('collector', 'text', { width: 120 }),
  ]),
  paymentScreen('/carPayment', 1080, 'carPayment'),
  discountScreen('/FreeDepartureOrder', 1081, 'freeDeparture', []),
  discountScreen('/TempCarDiscountOrder', 1082, 'tempDiscount', [shown('source', 'select', { options: DISCOUNT_SOURCES, filter: 'select', width: 120 })]),
];
