// Stores of lib/screens/declarations/rates.ts, one per declaration, in the same order.
// Tables: backend/db/migrations/100_rates.sql, 103_rate_forms.sql.
import { holidayStore } from './rates/holidays';
import { internalVehicleStore } from './rates/internal-vehicles';
import { plateColorTypeStore } from './rates/plate-colors';
import { commonRateStore, specialRateStore, specialVehicleRateStore } from './rates/rates';
import type { EntityStore } from './types';

export const RATE_STORES: readonly EntityStore[] = [
  commonRateStore, specialRateStore, specialVehicleRateStore, holidayStore, plateColorTypeStore, internalVehicleStore,
];
