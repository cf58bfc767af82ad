// Handlers of lib/areas/reports/pages-dashboards.ts (docs/reports.md, "Dashboards").
import { FINANCIAL_ANALYSIS, SITE_ANALYSIS, TRANSACTION_ANALYSIS } from '../../../lib/areas/reports/dashboards/pages-period';
import { DEVICE_PERCEPTION, OPERATION_DASHBOARD, PAY_STATION_DASHBOARD, ROAD_SECTION_MONITORING } from '../../../lib/areas/reports/dashboards/pages-live';
import { DATA_CONTROL, WARNING } from '../../../lib/areas/reports/dashboards/pages-operation';
import { callerLotOptions } from '../../entities/scope';
import { handler, implement, type PageImplementation } from '../../pages/implement';
import { financialAnalysis } from './dashboards/financial';
import { siteAnalysis } from './dashboards/site';
import { transactionAnalysis } from './dashboards/transactions';
import { devicePerception, operationDashboard, payStationDashboard, roadSectionMonitoring } from './dashboards/live';
import { warnings } from './dashboards/warning';
import { rebuildRollups, rollupStates } from './dashboards/data-control';

export const DASHBOARD_HANDLERS: readonly PageImplementation[] = [
  implement(FINANCIAL_ANALYSIS, { read: handler(FINANCIAL_ANALYSIS.operations.read, financialAnalysis), lots: handler(FINANCIAL_ANALYSIS.operations.lots, callerLotOptions) }),
  implement(SITE_ANALYSIS, { read: handler(SITE_ANALYSIS.operations.read, siteAnalysis), lots: handler(SITE_ANALYSIS.operations.lots, callerLotOptions) }),
  implement(TRANSACTION_ANALYSIS, { read: handler(TRANSACTION_ANALYSIS.operations.read, transactionAnalysis), lots: handler(TRANSACTION_ANALYSIS.operations.lots, callerLotOptions) }),
  implement(OPERATION_DASHBOARD, { read: handler(OPERATION_DASHBOARD.operations.read, operationDashboard), lots: handler(OPERATION_DASHBOARD.operations.lots, callerLotOptions) }),
  implement(DEVICE_PERCEPTION, { read: handler(DEVICE_PERCEPTION.operations.read, devicePerception), lots: handler(DEVICE_PERCEPTION.operations.lots, callerLotOptions) }),
  implement(PAY_STATION_DASHBOARD, { read: handler(PAY_STATION_DASHBOARD.operations.read, payStationDashboard), lots: handler(PAY_STATION_DASHBOARD.operations.lots, callerLotOptions) }),
  implement(ROAD_SECTION_MONITORING, { read: handler(ROAD_SECTION_MONITORING.operations.read, roadSectionMonitoring), lots: handler(ROAD_SECTION_MONITORING.operations.lots, callerLotOptions) }),
  implement(WARNING, { read: handler(WARNING.operations.read, warnings), lots: handler(WARNING.operations.lots, callerLotOptions) }),
  implement(DATA_CONTROL, {
    read: handler(DATA_CONTROL.operations.read, rollupStates),
    rebuild: handler(DATA_CONTROL.operations.rebuild, rebuildRollups),
  }),
];
