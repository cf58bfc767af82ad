// POS: terminals, collectors, their lots and assignments, video piles.
// The browser-safe manifest of the area, read only by lib/areas/all.ts (docs/architecture.md).
import type { AreaManifest } from '../types';
import { POS_SCREENS } from './screens';

export const POS_AREA = { key: 'pos', screens: POS_SCREENS, pages: [] } as const satisfies AreaManifest;
