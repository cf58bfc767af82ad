// Payment parameters: the channels' merchant accounts.
// The browser-safe manifest of the area, read only by lib/areas/all.ts (docs/architecture.md).
import type { AreaManifest } from '../types';
import { PAY_PARAMS_SCREENS } from './screens';

export const PAY_PARAMS_AREA = { key: 'pay-params', screens: PAY_PARAMS_SCREENS, pages: [] } as const satisfies AreaManifest;
