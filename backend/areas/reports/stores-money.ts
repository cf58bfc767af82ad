// Stores of lib/areas/reports/screens-money.ts, one per declaration, in the same order.
import type { EntityStore } from '../../entities/types';

export const MONEY_REPORT_STORES: readonly EntityStore[] = [];
