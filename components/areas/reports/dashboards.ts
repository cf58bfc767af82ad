// The dashboards' components, by path (lib/areas/reports/pages-dashboards.ts), each its own chunk.
import dynamic from 'next/dynamic';
import type { AreaComponents } from '../types';

export const DASHBOARD_COMPONENTS = {
  '/FinancialStatisticalAnalysis': dynamic(() => import('./dashboards/PeriodDashboard').then((m) => m.FinancialAnalysis)),
  '/SiteStatisticalAnalysis': dynamic(() => import('./dashboards/PeriodDashboard').then((m) => m.SiteAnalysis)),
  '/Analysis': dynamic(() => import('./dashboards/PeriodDashboard').then((m) => m.TransactionAnalysis)),
  '/OperationDashboard': dynamic(() => import('./dashboards/LiveDashboard').then((m) => m.OperationDashboard)),
  '/DevicePerception': dynamic(() => import('./dashboards/LiveDashboard').then((m) => m.DevicePerception)),
  '/PayStationDashboard': dynamic(() => import('./dashboards/LiveDashboard').then((m) => m.PayStationDashboard)),
  '/RoadSectionMonitoring': dynamic(() => import('./dashboards/LiveDashboard').then((m) => m.RoadSectionMonitoring)),
  '/Warning': dynamic(() => import('./dashboards/LiveDashboard').then((m) => m.Warning)),
  '/DataControl': dynamic(() => import('./dashboards/DataControl').then((m) => m.DataControl)),
} satisfies AreaComponents['pages'];
