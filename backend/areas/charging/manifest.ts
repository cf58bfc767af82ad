// Charging: stays, lanes, prices, payments and arrears as they happen.
// The server manifest of the area, read only by backend/areas/all.ts (docs/architecture.md).
import type { BackendAreaManifest } from '../types';
import { STAY_STORES } from './stores';

export const CHARGING_AREA = { key: 'charging', stores: STAY_STORES, pages: [] } as const satisfies BackendAreaManifest;
