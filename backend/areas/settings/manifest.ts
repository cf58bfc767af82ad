// Settings: organisation, dictionary, parameters, reasons, scheduling.
// The server manifest of the area, read only by backend/areas/all.ts (docs/architecture.md).
import type { BackendAreaManifest } from '../types';
import { SETTINGS_STORES } from './stores';

export const SETTINGS_AREA = { key: 'settings', stores: SETTINGS_STORES, pages: [] } as const satisfies BackendAreaManifest;
