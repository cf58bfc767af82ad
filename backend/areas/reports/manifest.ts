// Reports (issue 23; docs/reports.md). The server manifest of the area, read only by
// backend/areas/all.ts (docs/architecture.md).
import type { BackendAreaManifest } from '../types';
import { MONEY_REPORT_STORES } from './stores-money';
import { WORK_RECORD_STORES } from './stores-logs';
import { DASHBOARD_HANDLERS } from './pages-dashboards';
import { PACK_HANDLERS } from './pages-pack';

export const REPORTS_AREA = {
  key: 'reports',
  stores: [...MONEY_REPORT_STORES, ...WORK_RECORD_STORES],
  pages: [...DASHBOARD_HANDLERS, ...PACK_HANDLERS],
} as const satisfies BackendAreaManifest;
