// Stores of lib/screens/declarations/field-ops.ts, one per declaration, in the same order.
// Tables: backend/db/migrations/061_field_ops.sql.
import { inspectionComparisonStore } from './field-ops/comparisons';
import { inspectionVehicleStore } from './field-ops/inspection-vehicles';
import { problemHandlingStore, problemRecordStore } from './field-ops/problems';
import type { EntityStore } from './types';

export const FIELD_OPS_STORES: readonly EntityStore[] = [
  inspectionVehicleStore, inspectionComparisonStore, problemRecordStore, problemHandlingStore,
];
