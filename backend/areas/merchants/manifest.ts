// Merchants: a lot's partners, their accounts, top-ups, ledger and closing (docs/merchants.md).
// The server manifest of the area, read only by backend/areas/all.ts (docs/architecture.md).
import type { BackendAreaManifest } from '../types';
import { MERCHANT_STORES } from './stores';

export const MERCHANTS_AREA = { key: 'merchants', stores: MERCHANT_STORES, pages: [] } as const satisfies BackendAreaManifest;
