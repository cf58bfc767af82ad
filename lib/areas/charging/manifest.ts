// Charging: stays, lanes, prices, payments and arrears as they happen.
// The browser-safe manifest of the area, read only by lib/areas/all.ts (docs/architecture.md).
import type { AreaManifest } from '../types';
import { STAY_SCREENS } from './screens';

export const CHARGING_AREA = { key: 'charging', screens: STAY_SCREENS, pages: [] } as const satisfies AreaManifest;
