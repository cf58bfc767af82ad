// The operator's dashboard on /DataHome (backend: backend/areas/analysis/dashboard.ts): today's
// figures (the operator's day, UTC+8) over the caller's lots, what they mean, and the screen each
// figure opens (shown only when the user's menu has that screen).
import type { z } from 'zod';
import type { DASHBOARD_FIGURES } from './dashboard-figures';

export const HOURS_PER_DAY = 24;

/** Today's figures (the schema, with what each means, is the page operation's output: dashboard-figures.ts). */
export type DashboardFigures = z.output<typeof DASHBOARD_FIGURES>;

/** The screen each figure opens. */
export const DASHBOARD_LINKS = {
  revenue: '/PaymentInfo',
  entries: '/AdmissionInfo',
  exits: '/AppearanceInfo',
  occupancy: '/ParkingMonitoring',
  alarms: '/AlarmLog',
  devicesOffline: '/ParkingLockEquipInfo',
} as const;
export type DashboardFigure = keyof typeof DASHBOARD_LINKS;

export { occupancyPercent } from '../../parking/occupancy';

/** Counts of today's hours up to `now` (the hour under way); the hours still to come are null: a chart leaves them out. */
export function hoursSoFar(counts: readonly number[], now: number): (number | null)[] {
  return counts.map((count, hour) => (hour <= now ? count : null));
}

/** Counts by hour of the day (rows of { hour, count }) as 24 numbers. */
export function byHour(rows: readonly { hour: number; count: number }[]): number[] {
  const hours = Array.from({ length: HOURS_PER_DAY }, () => 0);
  for (const row of rows) if (row.hour >= 0 && row.hour < HOURS_PER_DAY) hours[row.hour] += row.count;
  return hours;
}
