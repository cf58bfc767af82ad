// The dashboards over a period (issue 23; docs/reports.md, "Dashboards"): money, lots compared, and
// the transaction analysis. Each answers cards and tables (answer-schema.ts) over the caller's lots.
import { DASHBOARD_ANSWER, LOTS_OPERATION, PERIOD_GRANULARITY_INPUT, PERIOD_INPUT } from './answer-schema';
import type { PageDecl } from '../../../pages/types';
import { DASHBOARD_CLIENT_MESSAGES } from './answer';

/** Money over a period and lot: figures with month on month and year on year, trend, channels, purposes, lots. */
export const FINANCIAL_ANALYSIS = {
  key: 'financialAnalysis', path: '/FinancialStatisticalAnalysis', directory: 'data', menuId: 1730, kindNo: 2,
  messages: 'dashboards', titleKey: 'financialAnalysisTitle', clientMessages: DASHBOARD_CLIENT_MESSAGES, icon: 'Assessment', buttons: [],
  operations: { read: { input: PERIOD_GRANULARITY_INPUT, output: DASHBOARD_ANSWER }, lots: LOTS_OPERATION },
} as const satisfies PageDecl;

/** The lots compared: occupancy, turnover, average stay, stay lengths, entries and exits per hour, revenue ranking. */
export const SITE_ANALYSIS = {
  key: 'siteAnalysis', path: '/SiteStatisticalAnalysis', directory: 'data', menuId: 1731, kindNo: 3,
  messages: 'dashboards', titleKey: 'siteAnalysisTitle', clientMessages: DASHBOARD_CLIENT_MESSAGES, icon: 'Leaderboard', buttons: [],
  operations: { read: { input: PERIOD_INPUT, output: DASHBOARD_ANSWER }, lots: LOTS_OPERATION },
} as const satisfies PageDecl;

/** The transaction analysis (named page "transaction analysis"): payments by hour, weekday, channel and purpose; the average ticket. */
export const TRANSACTION_ANALYSIS = {
  key: 'transactionAnalysis', path: '/Analysis', directory: 'data', menuId: 1732, kindNo: 4,
  messages: 'dashboards', titleKey: 'transactionAnalysisTitle', clientMessages: DASHBOARD_CLIENT_MESSAGES, icon: 'QueryStats', buttons: [],
  operations: { read: { input: PERIOD_INPUT, output: DASHBOARD_ANSWER }, lots: LOTS_OPERATION },
} as const satisfies PageDecl;

export const PERIOD_DASHBOARDS = [FINANCIAL_ANALYSIS, SITE_ANALYSIS, TRANSACTION_ANALYSIS] as const;
