// Vehicle lists: white, black, special and group cars.
// The server manifest of the area, read only by backend/areas/all.ts (docs/architecture.md).
import type { BackendAreaManifest } from '../types';
import { VEHICLE_LIST_STORES } from './stores';

export const VEHICLE_LISTS_AREA = { key: 'vehicle-lists', stores: VEHICLE_LIST_STORES, pages: [] } as const satisfies BackendAreaManifest;
