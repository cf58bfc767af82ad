// Stores of lib/screens/declarations/analysis.ts, one per declaration, in the same order.
// Views: backend/db/migrations/111_analysis.sql.
import { analysisStore } from './analysis/view-store';
import type { EntityStore } from './types';

export const ANALYSIS_STORES: readonly EntityStore[] = [
  analysisStore('vehicleEntryFlow', 'vehicle_entry_flow'),
  analysisStore('vehicleExitFlow', 'vehicle_exit_flow'),
  analysisStore('entryExitAnalysis', 'entry_exit_daily'),
  analysisStore('temporaryParkingAnalysis', 'temporary_parking_daily'),
  analysisStore('parkingSpaceUtilization', 'parking_space_utilization'),
];
