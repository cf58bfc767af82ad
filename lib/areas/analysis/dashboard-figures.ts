// What /DataHome's dashboard answers (lib/areas/analysis/pages.ts dataHome.dashboard): today's figures
// (the operator's day, UTC+8) over the caller's lots. Apart from dashboard.ts, which the
// components load, so that they load no zod.
import { z } from 'zod';
import { DEVICE_KINDS } from '../../device-protocol';
import { PAYMENT_CHANNELS } from '../../parking/channels';

export const DASHBOARD_FIGURES = z.object({
  /** The operator's today, YYYY-MM-DD, and the hour of it now (0-23). */
  day: z.string(),
  hour: z.number(),
  /** Payments booked today (fen), by channel in PAYMENT_CHANNELS order, every channel listed. */
  revenue: z.object({ total: z.number(), byChannel: z.array(z.object({ channel: z.enum(PAYMENT_CHANNELS), amount: z.number(), count: z.number() })) }),
  /** Stays begun today, and stays that left today (repeat entries closed by a new entry are no exits). */
  entries: z.number(),
  exits: z.number(),
  /** Entries and exits per hour of today, index 0 = 00:00-01:00. */
  entriesByHour: z.array(z.number()),
  exitsByHour: z.array(z.number()),
  /**
   * The lots' occupancy (lib/parking/occupancy.ts totalOccupancy): vehicles in every lot, the
   * lots' capacities, and the vehicles in the lots that have one (they compare with `capacity`).
   */
  vehiclesIn: z.number(),
  capacity: z.number(),
  occupied: z.number(),
  /** Device alarms still open. */
  openAlarms: z.number(),
  /** Enabled devices not online, by kind (every kind listed). */
  devicesOffline: z.object({ total: z.number(), byKind: z.array(z.object({ kind: z.enum(DEVICE_KINDS), count: z.number() })) }),
});
