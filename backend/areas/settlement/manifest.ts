// Settlement: shifts, cash collection, the daily settlement.
// The server manifest of the area, read only by backend/areas/all.ts (docs/architecture.md).
import type { BackendAreaManifest } from '../types';
import { SETTLEMENT_STORES } from './stores';

export const SETTLEMENT_AREA = { key: 'settlement', stores: SETTLEMENT_STORES, pages: [] } as const satisfies BackendAreaManifest;
