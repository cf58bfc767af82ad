// Payment parameters: the channels' merchant accounts.
// The server manifest of the area, read only by backend/areas/all.ts (docs/architecture.md).
import type { BackendAreaManifest } from '../types';
import { PAY_PARAMS_STORES } from './stores';

export const PAY_PARAMS_AREA = { key: 'pay-params', stores: PAY_PARAMS_STORES, pages: [] } as const satisfies BackendAreaManifest;
