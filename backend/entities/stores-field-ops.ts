// Stores of lib/screens/declarations/field-ops.ts, one per declaration, in the same order.
import type { EntityStore } from './types';

export const FIELD_OPS_STORES: readonly EntityStore[] = [];
