// Refunds: requests, review and sending to the payment channel.
// The server manifest of the area, read only by backend/areas/all.ts (docs/architecture.md).
import type { BackendAreaManifest } from '../types';
import { REFUND_STORES } from './stores';

export const REFUNDS_AREA = { key: 'refunds', stores: REFUND_STORES, pages: [] } as const satisfies BackendAreaManifest;
