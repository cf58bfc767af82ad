// Vehicle lists: white, black, special and group cars.
// The browser-safe manifest of the area, read only by lib/areas/all.ts (docs/architecture.md).
import type { AreaManifest } from '../types';
import { VEHICLE_LIST_SCREENS } from './screens';

export const VEHICLE_LISTS_AREA = { key: 'vehicle-lists', screens: VEHICLE_LIST_SCREENS, pages: [] } as const satisfies AreaManifest;
