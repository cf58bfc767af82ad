// Settlement: shifts, cash collection, the daily settlement.
// The browser-safe manifest of the area, read only by lib/areas/all.ts (docs/architecture.md).
import type { AreaManifest } from '../types';
import { SETTLEMENT_SCREENS } from './screens';

export const SETTLEMENT_AREA = { key: 'settlement', screens: SETTLEMENT_SCREENS, pages: [] } as const satisfies AreaManifest;
