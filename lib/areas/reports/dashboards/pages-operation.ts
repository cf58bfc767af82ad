// The operation centre's "data control" and "warning" pages (docs/reports.md, "Data control",
// "Warning"): the rollups' freshness with a rebuild for administrators, and the figures past their
// thresholds (thresholds.ts).
import { z } from 'zod';
import { instant } from '../../../pages/outputs';
import type { PageDecl } from '../../../pages/types';
import { DASHBOARD_CLIENT_MESSAGES } from './answer';
export { REBUILD_LIMIT_DAYS } from './answer';
import { DASHBOARD_ANSWER, LIVE_INPUT, LOTS_OPERATION } from './answer-schema';

/** The rollups the page shows (backend/areas/reports/rollups ROLLUPS): daily money, hourly traffic. */
export const ROLLUP_NAMES = ['dailySettlement', 'dailyMoney', 'dailyStays', 'hourlyTraffic'] as const;

const ROLLUP_STATE = z.object({
  rollup: z.enum(ROLLUP_NAMES),
  /** Every write committed before asOf is in it; lagMs = now - asOf; marks waiting to be drained. */
  asOf: instant(), lagMs: z.number(), pendingMarks: z.number(),
  rows: z.number(), firstDay: z.string().nullable(), lastDay: z.string().nullable(),
});


export const DATA_CONTROL = {
  key: 'dataControl', path: '/DataControl', directory: 'operation', menuId: 1737, kindNo: 40,
  messages: 'dashboards', titleKey: 'dataControlTitle', clientMessages: DASHBOARD_CLIENT_MESSAGES, icon: 'Storage', buttons: ['rebuild'],
  operations: {
    read: { input: z.object({}), output: z.object({ rollups: z.array(ROLLUP_STATE) }) },
    rebuild: {
      button: 'rebuild', input: z.object({ from: z.string().max(10), to: z.string().max(10) }),
      output: z.object({ rollups: z.array(z.object({ rollup: z.enum(ROLLUP_NAMES), windows: z.number(), buckets: z.number() })), tookMs: z.number() }),
    },
  },
} as const satisfies PageDecl;

export const WARNING = {
  key: 'warning', path: '/Warning', directory: 'operation', menuId: 1738, kindNo: 41,
  messages: 'dashboards', titleKey: 'warningTitle', clientMessages: DASHBOARD_CLIENT_MESSAGES, icon: 'Warning', buttons: [],
  operations: { read: { input: LIVE_INPUT, output: DASHBOARD_ANSWER }, lots: LOTS_OPERATION },
} as const satisfies PageDecl;

export const OPERATION_CENTRE_PAGES = [DATA_CONTROL, WARNING] as const;
