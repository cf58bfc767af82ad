// Orders: orders, their payments, discounts and statements.
// The browser-safe manifest of the area, read only by lib/areas/all.ts (docs/architecture.md).
import type { AreaManifest } from '../types';
import { ORDERS_SCREENS } from './screens';

export const ORDERS_AREA = { key: 'orders', screens: ORDERS_SCREENS, pages: [] } as const satisfies AreaManifest;
