// The dashboards' components, by path (lib/areas/reports/pages-dashboards.ts).
import type { AreaComponents } from '../types';

export const DASHBOARD_COMPONENTS = {} satisfies AreaComponents['pages'];
