// The cards' sales (spec 2: /MonthlyOrders): every rental order of the caller's lots, what it
// bought and how it was paid (lib/parking/lease-machine.ts). Made by the sale services only
// (backend/areas/rentals/sales.ts): no create button. Views of them: the monthly kinds' orders
// (/MonthOrder), the property cards' (/propertyOrders), the offline ones finance confirms
// (/OfflineOrderReview) and the rentals' payments (/MonthlyCarRentalPayment). Table:
// 247_rental_orders.sql, 258_rental_sales.sql; stores: backend/areas/rentals/rental-orders.ts.
import { LEASE_REFUSALS, LEASE_REVIEW_COMMANDS, LEASE_STATES, LEASE_TRANSITIONS } from '../../parking/lease-machine';
import { PAYMENT_CHANNELS, PAYMENT_PLACES } from '../../parking/channels';
import type { FieldDecl, RowActionDecl, ScreenDecl } from '../../screens/types';
import { EXPORT_ONLY, LOT_FILTER, LOT_NAME, newest, shown } from '../../screens/common-fields';
import { PACKAGE_KINDS } from '../../parking/cards/kinds';
import { RENTAL_ORDER_CHANNELS } from './sale';

export const ORDER_FIELDS: readonly FieldDecl[] = [
  shown('orderNo', 'text', { filter: 'text', width: 170 }),
  LOT_FILTER, LOT_NAME,
  shown('cardNo', 'text', { filter: 'text', width: 130 }),
  shown('customer', 'text', { filter: 'text', width: 120 }),
  shown('plates', 'text', { filter: 'text', width: 180 }),
  shown('packageName', 'text', { filter: 'text', width: 130 }),
  shown('kind', 'select', { options: PACKAGE_KINDS, filter: 'select', width: 110 }),
  shown('months', 'integer', { width: 80 }),
  shown('days', 'integer', { width: 80 }),
  shown('periodStart', 'date', { width: 110 }),
  shown('periodEnd', 'date', { width: 110 }),
  shown('amount', 'money', { width: 100 }),
  shown('channel', 'select', { options: RENTAL_ORDER_CHANNELS, filter: 'select', width: 90 }),
  shown('reference', 'text', { filter: 'text', width: 170 }),
  shown('paymentNo', 'text', { width: 170 }),
  shown('state', 'select', { options: LEASE_STATES, filter: 'select', width: 110 }),
  // The sale that made the card (/MonPackageOrderInfo 'sell'), not a renewal.
  shown('opensCard', 'boolean', { filter: 'select', width: 90 }),
  shown('createdBy', 'text', { width: 110 }),
  shown('createdAt', 'datetime', { filter: 'dateRange', width: 170 }),
  shown('paidAt', 'datetime', { filter: 'dateRange', width: 170 }),
];

/** The order fields named, as every rental order list declares them. */
export const orderFields = (...names: string[]): FieldDecl[] => names.flatMap((name) => ORDER_FIELDS.filter((f) => f.name === name));

/** Every sale of the caller's lots. */
const RENTAL_ORDER: ScreenDecl = {
  path: '/MonthlyOrders',
  directory: 'rentals',
  menuId: 1409,
  entity: 'rentalOrder',
  fields: ORDER_FIELDS,
  buttons: EXPORT_ONLY,
  defaultSort: newest('createdAt'),
  lotScoped: true,
  detail: { sections: [], audit: true },
};

const withoutKind = ORDER_FIELDS.filter((f) => f.name !== 'kind');

/** Confirmed or refused by a second person, never its recorder: lease-machine.ts decides. */
const REVIEW_ACTIONS: readonly RowActionDecl[] = LEASE_REVIEW_COMMANDS.map((event) => ({
  name: event, button: event, confirm: true,
  when: { field: 'state', from: LEASE_TRANSITIONS[event].from, refusal: LEASE_REFUSALS[event] },
  approval: { requesterField: 'createdBy' },
  // Confirming books the payment: once per press.
  ...(event === 'confirm' ? { idempotent: true } : {}),
}));

export const RENTAL_ORDER_SCREENS: readonly ScreenDecl[] = [
  RENTAL_ORDER,
  // The owners' spaces' orders (spec 2): the property cards' sales only (rental-orders.ts).
  { ...RENTAL_ORDER, path: '/propertyOrders', menuId: 1412, entity: 'propertyRentalOrder', fields: withoutKind },
  // The monthly kinds' orders (monthly and multi-month cards): what /MonthlyOrders shows beside day
  // passes, VIP and property cards.
  { ...RENTAL_ORDER, path: '/MonthOrder', menuId: 1421, entity: 'monthKindRentalOrder' },
  {
    // Offline payments (a channel paid outside the console, recorded with its reference): waiting
    // for finance, then paid (the payment booked, the period applied) or not approved.
    ...RENTAL_ORDER, path: '/OfflineOrderReview', menuId: 1419, entity: 'offlineRentalOrder',
    fields: [...ORDER_FIELDS, shown('reviewedBy', 'text', { width: 110 }), shown('reviewedAt', 'datetime', { width: 170 })],
    rowActions: REVIEW_ACTIONS,
  },
  {
    // The rentals' payments (payments of rental orders), with the card they paid for.
    path: '/MonthlyCarRentalPayment', directory: 'rentals', menuId: 1420, entity: 'rentalPayment',
    fields: [
      shown('paymentNo', 'text', { filter: 'text', width: 170 }),
      shown('orderNo', 'text', { filter: 'text', width: 170 }),
      LOT_FILTER, LOT_NAME,
      shown('cardNo', 'text', { filter: 'text', width: 130 }),
      shown('customer', 'text', { filter: 'text', width: 120 }),
      shown('plate', 'text', { filter: 'text', width: 110 }),
      shown('packageName', 'text', { width: 130 }),
      shown('channel', 'select', { options: PAYMENT_CHANNELS, filter: 'select', width: 110 }),
      shown('place', 'select', { options: PAYMENT_PLACES, width: 110 }),
      shown('channelTxnNo', 'text', { filter: 'text', width: 180 }),
      shown('amount', 'money', { width: 100 }),
      shown('paidAt', 'datetime', { filter: 'dateRange', width: 170 }),
      shown('operator', 'text', { filter: 'text', width: 140 }),
    ],
    buttons: EXPORT_ONLY,
    defaultSort: newest('paidAt'),
    lotScoped: true,
    detail: { sections: [], audit: true },
  },
];
