// Stores of lib/screens/declarations/vehicle-lists.ts, one per declaration, in the same order.
// Tables: backend/db/migrations/101_vehicle_lists.sql, 102_stays_orders.sql (checks), 105, 106.
import type { EntityStore } from './types';
import { brandCheckStore, healthCodeCheckStore } from './vehicle-lists/checks';
import { disabledVehicleStore } from './vehicle-lists/disabled-vehicles';
import { listExpirationStore } from './vehicle-lists/expiries';
import { groupCarStore } from './vehicle-lists/group-cars';
import { specialPlateStore } from './vehicle-lists/special-plates';
import { specialVehicleStore } from './vehicle-lists/special-vehicles';
import { vehicleStore } from './vehicle-lists/vehicles';

export const VEHICLE_LIST_STORES: readonly EntityStore[] = [
  specialPlateStore, specialVehicleStore, disabledVehicleStore, vehicleStore, groupCarStore, listExpirationStore,
  brandCheckStore, healthCodeCheckStore,
];
