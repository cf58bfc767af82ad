// Stores of lib/areas/field-ops/screens.ts, one per declaration, in the same order.
// Tables: backend/db/migrations/061_field_ops.sql.
import { inspectionComparisonStore } from './comparisons';
import { inspectionVehicleStore } from './inspection-vehicles';
import { problemHandlingStore, problemRecordStore } from './problems';
import type { EntityStore } from '../../entities/types';

export const FIELD_OPS_STORES: readonly EntityStore[] = [
  inspectionVehicleStore, inspectionComparisonStore, problemRecordStore, problemHandlingStore,
];
