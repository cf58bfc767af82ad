// Analysis: the dashboards and the figures of the day.
// The browser-safe manifest of the area, read only by lib/areas/all.ts (docs/architecture.md).
import type { AreaManifest } from '../types';
import { ANALYSIS_SCREENS } from './screens';
import { SYSTEM_PAGES } from './pages';

export const ANALYSIS_AREA = { key: 'analysis', screens: ANALYSIS_SCREENS, pages: SYSTEM_PAGES } as const satisfies AreaManifest;
