// Arrears: the lists of unpaid stays, their collection and entry rules.
// The browser-safe manifest of the area, read only by lib/areas/all.ts (docs/architecture.md).
import type { AreaManifest } from '../types';
import { ARREARS_SCREENS } from './screens';
import { ARREARS_PAGES } from './pages';

export const ARREARS_AREA = { key: 'arrears', screens: ARREARS_SCREENS, pages: ARREARS_PAGES } as const satisfies AreaManifest;
