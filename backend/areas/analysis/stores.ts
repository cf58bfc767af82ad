// Stores of lib/areas/analysis/screens.ts, one per declaration, in the same order.
// Views: backend/db/migrations/111_analysis.sql.
import { analysisStore } from './view-store';
import type { EntityStore } from '../../entities/types';

export const ANALYSIS_STORES: readonly EntityStore[] = [
  analysisStore('vehicleEntryFlow', 'vehicle_entry_flow'),
  analysisStore('vehicleExitFlow', 'vehicle_exit_flow'),
  analysisStore('entryExitAnalysis', 'entry_exit_daily'),
  analysisStore('temporaryParkingAnalysis', 'temporary_parking_daily'),
  analysisStore('parkingSpaceUtilization', 'parking_space_utilization'),
];
