// Reconciliation: the channels' statements against our payments.
// The browser-safe manifest of the area, read only by lib/areas/all.ts (docs/architecture.md).
import type { AreaManifest } from '../types';
import { RECONCILE_SCREENS } from './screens';
import { RECONCILE_PAGES } from './pages';

export const RECONCILE_AREA = { key: 'reconcile', screens: RECONCILE_SCREENS, pages: RECONCILE_PAGES } as const satisfies AreaManifest;
