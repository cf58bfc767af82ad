// Stores of lib/areas/rates/screens.ts, one per declaration, in the same order.
// Tables: backend/db/migrations/100_rates.sql, 103_rate_forms.sql.
import { holidayStore } from './holidays';
import { internalVehicleStore } from './internal-vehicles';
import { plateColorTypeStore } from './plate-colors';
import { commonRateStore, specialRateStore, specialVehicleRateStore } from './rates';
import type { EntityStore } from '../../entities/types';

export const RATE_STORES: readonly EntityStore[] = [
  commonRateStore, specialRateStore, specialVehicleRateStore, holidayStore, plateColorTypeStore, internalVehicleStore,
];
