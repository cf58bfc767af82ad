// Rates: tariffs and their versions, holidays, internal vehicles.
// The browser-safe manifest of the area, read only by lib/areas/all.ts (docs/architecture.md).
import type { AreaManifest } from '../types';
import { RATE_SCREENS } from './screens';

export const RATES_AREA = { key: 'rates', screens: RATE_SCREENS, pages: [] } as const satisfies AreaManifest;
