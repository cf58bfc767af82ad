// Arrears: the lists of unpaid stays, their collection and entry rules.
// The server manifest of the area, read only by backend/areas/all.ts (docs/architecture.md).
import type { BackendAreaManifest } from '../types';
import { arrearsCollectionPage } from './pages';
import { ARREARS_STORES } from './stores';

export const ARREARS_AREA = { key: 'arrears', stores: ARREARS_STORES, pages: [arrearsCollectionPage] } as const satisfies BackendAreaManifest;
