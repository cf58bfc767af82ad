// Settings: organisation, dictionary, parameters, reasons, scheduling.
// The browser-safe manifest of the area, read only by lib/areas/all.ts (docs/architecture.md).
import type { AreaManifest } from '../types';
import { SETTINGS_SCREENS } from './screens';

export const SETTINGS_AREA = { key: 'settings', screens: SETTINGS_SCREENS, pages: [] } as const satisfies AreaManifest;
