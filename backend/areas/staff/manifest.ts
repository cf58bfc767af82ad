// Staff: users, roles, permission groups, menus and their logs.
// The server manifest of the area, read only by backend/areas/all.ts (docs/architecture.md).
import type { BackendAreaManifest } from '../types';
import { STAFF_STORES } from './stores';

export const STAFF_AREA = { key: 'staff', stores: STAFF_STORES, pages: [] } as const satisfies BackendAreaManifest;
