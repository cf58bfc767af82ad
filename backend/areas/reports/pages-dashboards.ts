// Handlers of lib/areas/reports/pages-dashboards.ts.
import type { PageImplementation } from '../../pages/implement';

export const DASHBOARD_HANDLERS: readonly PageImplementation[] = [];
