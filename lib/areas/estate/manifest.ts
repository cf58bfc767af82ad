// Estate: lots, areas, streets, berths, cameras, jurisdictions.
// The browser-safe manifest of the area, read only by lib/areas/all.ts (docs/architecture.md).
import type { AreaManifest } from '../types';
import { ESTATE_SCREENS } from './screens';

export const ESTATE_AREA = { key: 'estate', screens: ESTATE_SCREENS, pages: [] } as const satisfies AreaManifest;
