// Stores of lib/areas/reports/screens-money.ts, one per declaration, in the same order.
import type { EntityStore } from '../../entities/types';
import { MONEY_REPORT_STORE_LIST } from './money/stores';

export const MONEY_REPORT_STORES: readonly EntityStore[] = MONEY_REPORT_STORE_LIST;
