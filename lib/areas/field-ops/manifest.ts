// Field operations: inspection vehicles, problems, comparisons.
// The browser-safe manifest of the area, read only by lib/areas/all.ts (docs/architecture.md).
import type { AreaManifest } from '../types';
import { FIELD_OPS_SCREENS } from './screens';

export const FIELD_OPS_AREA = { key: 'field-ops', screens: FIELD_OPS_SCREENS, pages: [] } as const satisfies AreaManifest;
