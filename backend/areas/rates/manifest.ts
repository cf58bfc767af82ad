// Rates: tariffs and their versions, holidays, internal vehicles.
// The server manifest of the area, read only by backend/areas/all.ts (docs/architecture.md).
import type { BackendAreaManifest } from '../types';
import { RATE_STORES } from './stores';

export const RATES_AREA = { key: 'rates', stores: RATE_STORES, pages: [] } as const satisfies BackendAreaManifest;
