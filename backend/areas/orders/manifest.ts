// Orders: orders, their payments, discounts and statements.
// The server manifest of the area, read only by backend/areas/all.ts (docs/architecture.md).
import type { BackendAreaManifest } from '../types';
import { ORDERS_STORES } from './stores';

export const ORDERS_AREA = { key: 'orders', stores: ORDERS_STORES, pages: [] } as const satisfies BackendAreaManifest;
