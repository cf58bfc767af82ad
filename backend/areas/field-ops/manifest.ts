// Field operations: inspection vehicles, problems, comparisons.
// The server manifest of the area, read only by backend/areas/all.ts (docs/architecture.md).
import type { BackendAreaManifest } from '../types';
import { FIELD_OPS_STORES } from './stores';

export const FIELD_OPS_AREA = { key: 'field-ops', stores: FIELD_OPS_STORES, pages: [] } as const satisfies BackendAreaManifest;
