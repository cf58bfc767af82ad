// Handlers of lib/areas/reports/pages-pack.ts.
import type { PageImplementation } from '../../pages/implement';

export const PACK_HANDLERS: readonly PageImplementation[] = [];
