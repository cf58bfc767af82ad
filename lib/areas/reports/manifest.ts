// Reports: money and use reports, dashboards, the management pack and BI (issue 23; docs/reports.md).
// The browser-safe manifest of the area, read only by lib/areas/all.ts (docs/architecture.md).
import type { AreaManifest } from '../types';
import { MONEY_REPORT_SCREENS } from './screens-money';
import { WORK_RECORD_SCREENS } from './screens-logs';
import { DASHBOARD_PAGES } from './pages-dashboards';
import { PACK_PAGES } from './pages-pack';

export const REPORTS_AREA = {
  key: 'reports',
  screens: [...MONEY_REPORT_SCREENS, ...WORK_RECORD_SCREENS],
  pages: [...DASHBOARD_PAGES, ...PACK_PAGES],
} as const satisfies AreaManifest;
