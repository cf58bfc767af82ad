// Refunds: requests, review and sending to the payment channel.
// The browser-safe manifest of the area, read only by lib/areas/all.ts (docs/architecture.md).
import type { AreaManifest } from '../types';
import { REFUND_SCREENS } from './screens';

export const REFUNDS_AREA = { key: 'refunds', screens: REFUND_SCREENS, pages: [] } as const satisfies AreaManifest;
