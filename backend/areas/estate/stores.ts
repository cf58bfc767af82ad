// Stores of the parking estate screens (lib/areas/estate/screens.ts), one per declared
// entity, in the same order. Tables: backend/db/migrations/030_estate.sql and 050..059.
import { adminAreaStore, streetStore, yardAreaStore } from './areas';
import { berthStore } from './berths';
import { monitoringCameraStore } from './cameras';
import { jurisdictionStore } from './jurisdictions';
import { parkingLotStore } from './lots';
import { manualDepartureStore } from './manual-departures';
import { networkLotStore } from './network-lots';
import type { EntityStore } from '../../entities/types';

export const ESTATE_STORES: readonly EntityStore[] = [
  parkingLotStore, yardAreaStore, adminAreaStore, streetStore, berthStore, networkLotStore, jurisdictionStore,
  monitoringCameraStore, manualDepartureStore,
];
