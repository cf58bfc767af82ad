// Staff: users, roles, permission groups, menus and their logs.
// The browser-safe manifest of the area, read only by lib/areas/all.ts (docs/architecture.md).
import type { AreaManifest } from '../types';
import { STAFF_SCREENS } from './screens';

export const STAFF_AREA = { key: 'staff', screens: STAFF_SCREENS, pages: [] } as const satisfies AreaManifest;
