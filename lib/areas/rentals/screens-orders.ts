// The cards' sales (spec 2: /MonthlyOrders): every rental order of the caller's lots, what it
// bought and how it was paid (lib/parking/lease-machine.ts). Made by the sale service only
// (backend/areas/rentals/sales.ts): no create button. Table: 247_rental_orders.sql; store:
// backend/areas/rentals/rental-orders.ts.
import { LEASE_STATES } from '../../parking/lease-machine';
import type { ScreenDecl } from '../../screens/types';
import { EXPORT_ONLY, LOT_FILTER, LOT_NAME, newest, shown } from '../../screens/common-fields';
import { PACKAGE_KINDS } from '../../parking/cards/kinds';
import { RENTAL_SALE_CHANNELS } from './screens-cards';

/** Every sale of the caller's lots. */
const RENTAL_ORDER: ScreenDecl = {
  path: '/MonthlyOrders',
  directory: 'rentals',
  menuId: 1409,
  entity: 'rentalOrder',
  fields: [
    shown('orderNo', 'text', { filter: 'text', width: 170 }),
    LOT_FILTER, LOT_NAME,
    shown('cardNo', 'text', { filter: 'text', width: 130 }),
    shown('customer', 'text', { filter: 'text', width: 120 }),
    shown('plates', 'text', { filter: 'text', width: 180 }),
    shown('packageName', 'text', { width: 130 }),
    shown('kind', 'select', { options: PACKAGE_KINDS, filter: 'select', width: 110 }),
    shown('months', 'integer', { width: 80 }),
    shown('days', 'integer', { width: 80 }),
    shown('periodStart', 'date', { width: 110 }),
    shown('periodEnd', 'date', { width: 110 }),
    shown('amount', 'money', { width: 100 }),
    shown('channel', 'select', { options: RENTAL_SALE_CHANNELS, filter: 'select', width: 90 }),
    shown('paymentNo', 'text', { width: 170 }),
    shown('state', 'select', { options: LEASE_STATES, filter: 'select', width: 110 }),
    shown('createdBy', 'text', { width: 110 }),
    shown('paidAt', 'datetime', { filter: 'dateRange', width: 170 }),
  ],
  buttons: EXPORT_ONLY,
  defaultSort: newest('paidAt'),
  lotScoped: true,
  detail: { sections: [], audit: true },
};

export const RENTAL_ORDER_SCREENS: readonly ScreenDecl[] = [
  RENTAL_ORDER,
  // The owners' spaces' orders (spec 2): the property cards' sales only (rental-orders.ts).
  { ...RENTAL_ORDER, path: '/propertyOrders', menuId: 1412, entity: 'propertyRentalOrder', fields: RENTAL_ORDER.fields.filter((f) => f.name !== 'kind') },
];
