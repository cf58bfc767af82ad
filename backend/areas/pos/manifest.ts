// POS: terminals, collectors, their lots and assignments, video piles.
// The server manifest of the area, read only by backend/areas/all.ts (docs/architecture.md).
import type { BackendAreaManifest } from '../types';
import { POS_STORES } from './stores';

export const POS_AREA = { key: 'pos', stores: POS_STORES, pages: [] } as const satisfies BackendAreaManifest;
