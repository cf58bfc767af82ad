// The money reports (issue 23; docs/reports.md): what was receivable, received, relieved, refunded
// and owed, by channel, pay station, day, collector, lot and area, read from the rollups.
import type { ScreenDecl } from '../../screens/types';

export const MONEY_REPORT_SCREENS: readonly ScreenDecl[] = [];
