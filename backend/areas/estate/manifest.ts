// Estate: lots, areas, streets, berths, cameras, jurisdictions.
// The server manifest of the area, read only by backend/areas/all.ts (docs/architecture.md).
import type { BackendAreaManifest } from '../types';
import { ESTATE_STORES } from './stores';

export const ESTATE_AREA = { key: 'estate', stores: ESTATE_STORES, pages: [] } as const satisfies BackendAreaManifest;
