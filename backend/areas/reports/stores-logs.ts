// Stores of lib/areas/reports/screens-logs.ts, one per declaration, in the same order.
import type { EntityStore } from '../../entities/types';

export const WORK_RECORD_STORES: readonly EntityStore[] = [];
