// Monthly rental and property: the recurring customers' packages, cards, orders and refunds
// (docs/rentals.md).
// The browser-safe manifest of the area, read only by lib/areas/all.ts (docs/architecture.md).
import type { AreaManifest } from '../types';
import { RENTAL_PAGES } from './pages';
import { RENTAL_SCREENS } from './screens';

export const RENTALS_AREA = { key: 'rentals', screens: RENTAL_SCREENS, pages: RENTAL_PAGES } as const satisfies AreaManifest;
