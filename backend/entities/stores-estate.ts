// Stores of the parking estate screens (lib/screens/declarations/estate.ts), one per declared
// entity, in the same order. Tables: backend/db/migrations/030_estate.sql and 050..059.
import { adminAreaStore, streetStore, yardAreaStore } from './estate/areas';
import { berthStore } from './estate/berths';
import { monitoringCameraStore } from './estate/cameras';
import { jurisdictionStore } from './estate/jurisdictions';
import { parkingLotStore } from './estate/lots';
import { manualDepartureStore } from './estate/manual-departures';
import { networkLotStore } from './estate/network-lots';
import type { EntityStore } from './types';

export const ESTATE_STORES: readonly EntityStore[] = [
  parkingLotStore, yardAreaStore, adminAreaStore, streetStore, berthStore, networkLotStore, jurisdictionStore,
  monitoringCameraStore, manualDepartureStore,
];
