// Stores of lib/screens/declarations/orders.ts, one per declaration with an entity of its own
// (/CatcPayOrder shows /TempOrder's). Tables: 102_stays_orders.sql; statements: 109_order_statements.sql.
import { discountStores } from './orders/discounts';
import { orderListStore, tempOrderStore } from './orders/orders';
import { paymentStores } from './orders/payments';
import { areaOrderStatementStore, orderStatementStore } from './orders/statements';
import type { EntityStore } from './types';

export const ORDERS_STORES: readonly EntityStore[] = [
  tempOrderStore, orderListStore, orderStatementStore, areaOrderStatementStore, ...paymentStores, ...discountStores,
];
