// Stores of lib/areas/vehicle-lists/screens.ts, one per declaration, in the same order.
// Tables: backend/db/migrations/101_vehicle_lists.sql, 102_stays_orders.sql (checks), 105, 106.
import type { EntityStore } from '../../entities/types';
import { brandCheckStore, healthCodeCheckStore } from './checks';
import { disabledVehicleStore } from './disabled-vehicles';
import { listExpirationStore } from './expiries';
import { groupCarStore } from './group-cars';
import { specialPlateStore } from './special-plates';
import { specialVehicleStore } from './special-vehicles';
import { vehicleStore } from './vehicles';

export const VEHICLE_LIST_STORES: readonly EntityStore[] = [
  specialPlateStore, specialVehicleStore, disabledVehicleStore, vehicleStore, groupCarStore, listExpirationStore,
  brandCheckStore, healthCodeCheckStore,
];
