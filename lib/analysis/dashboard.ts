// The operator's dashboard on /DataHome (backend: backend/entities/analysis/dashboard.ts): today's
// figures (the operator's day, UTC+8) over the caller's lots, what they mean, and the screen each
// figure opens (shown only when the user's menu has that screen).
import type { DeviceKind } from '../devices/protocol';
import type { PaymentChannel } from '../parking/channels';

export const HOURS_PER_DAY = 24;

export interface DashboardFigures {
  /** The operator's today, YYYY-MM-DD, and the hour of it now (0-23). */
  day: string;
  hour: number;
  /** Payments booked today (fen), by channel in PAYMENT_CHANNELS order, every channel listed. */
  revenue: { total: number; byChannel: { channel: PaymentChannel; amount: number; count: number }[] };
  /** Stays begun today, and stays that left today (repeat entries closed by a new entry are no exits). */
  entries: number;
  exits: number;
  /** Entries and exits per hour of today, index 0 = 00:00-01:00. */
  entriesByHour: number[];
  exitsByHour: number[];
  /**
   * The lots' occupancy (lib/parking/occupancy.ts totalOccupancy): vehicles in every lot, the
   * lots' capacities, and the vehicles in the lots that have one (they compare with `capacity`).
   */
  vehiclesIn: number;
  capacity: number;
  occupied: number;
  /** Device alarms still open. */
  openAlarms: number;
  /** Enabled devices not online, by kind (every kind listed). */
  devicesOffline: { total: number; byKind: { kind: DeviceKind; count: number }[] };
}

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

export { occupancyPercent } from '../parking/occupancy';

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
