// Devices: on-street locks and sensors, off-street lanes and pay stations, their commands.
// The browser-safe manifest of the area, read only by lib/areas/all.ts (docs/architecture.md).
import type { AreaManifest } from '../types';
import { ON_STREET_DEVICE_SCREENS } from './screens-on-street';
import { OFF_STREET_DEVICE_SCREENS } from './screens-off-street';
import { DEVICE_PAGE_DECLS } from './pages';

export const DEVICES_AREA = { key: 'devices', screens: [...ON_STREET_DEVICE_SCREENS, ...OFF_STREET_DEVICE_SCREENS], pages: DEVICE_PAGE_DECLS } as const satisfies AreaManifest;
