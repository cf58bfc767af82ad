// Stores of lib/screens/declarations/analysis.ts, one per declaration, in the same order.
// Views: backend/db/migrations/111_analysis.sql.
import { analysisStore } from './analysis/view-store';
import type { EntityStore } from './types';

export const ANALYSIS_STORES: readonly EntityStore[] = [
  analysisStore('vehicleEntryFlow', 'vehicle_entry_flow', { hourAt: 'hour_at', entries: 'entries', temporary: 'temporary', others: 'others' }),
  analysisStore('vehicleExitFlow', 'vehicle_exit_flow', { hourAt: 'hour_at', exits: 'exits', paid: 'paid', free: 'free', owing: 'owing' }),
  analysisStore('entryExitAnalysis', 'entry_exit_daily', {
    entries: 'entries', exits: 'exits', refused: 'refused', queued: 'queued', averageMinutes: 'average_minutes',
  }),
  analysisStore('temporaryParkingAnalysis', 'temporary_parking_daily', {
    stays: 'stays', averageMinutes: 'average_minutes', under1h: 'under_1h', from1To3h: 'from_1_to_3h', from3To6h: 'from_3_to_6h',
    over6h: 'over_6h', receivable: 'receivable', paid: 'paid',
  }),
  analysisStore('parkingSpaceUtilization', 'parking_space_utilization', {
    capacity: 'capacity', occupiedMinutes: 'occupied_minutes', stays: 'stays', utilization: 'utilization', turnover: 'turnover',
  }),
];
