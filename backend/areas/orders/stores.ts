// Stores of lib/areas/orders/screens.ts, one per declaration with an entity of its own
// (/CatcPayOrder shows /TempOrder's). Tables: 102_stays_orders.sql; statements: 109_order_statements.sql.
import { discountStores } from './discounts';
import { orderListStore, tempOrderStore } from './orders';
import { paymentStores } from './payments';
import { areaOrderStatementStore, orderStatementStore } from './statements';
import type { EntityStore } from '../../entities/types';

export const ORDERS_STORES: readonly EntityStore[] = [
  tempOrderStore, orderListStore, orderStatementStore, areaOrderStatementStore, ...paymentStores, ...discountStores,
];
