// The dashboards (issue 23; docs/reports.md, "Dashboards"): money, lots, analysis, and the monitoring
// and operation centres' boards, each figure from lib/reports/.
import { PERIOD_DASHBOARDS } from './dashboards/pages-period';
import { LIVE_DASHBOARDS } from './dashboards/pages-live';
import { OPERATION_CENTRE_PAGES } from './dashboards/pages-operation';

export const DASHBOARD_PAGES = [...PERIOD_DASHBOARDS, ...LIVE_DASHBOARDS, ...OPERATION_CENTRE_PAGES] as const;
