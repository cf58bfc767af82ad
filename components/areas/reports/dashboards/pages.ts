// The keys of the dashboards that answer cards and tables (lib/areas/reports/dashboards/pages-*.ts).
export type PeriodPageKey = 'financialAnalysis' | 'siteAnalysis' | 'transactionAnalysis';
export type LivePageKey = 'operationDashboard' | 'devicePerception' | 'payStationDashboard' | 'roadSectionMonitoring' | 'warning';
export type DashboardPageKey = PeriodPageKey | LivePageKey;
