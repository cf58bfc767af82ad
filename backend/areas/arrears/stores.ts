// Stores of lib/areas/arrears/screens.ts (/CatcOwe shows /ArrearsList's). Tables:
// 130_arrears_refunds.sql, 131_arrears_screens.sql.
import { arrearListStore, arrearVoidStore, arrearsOrderStore, overdueCarPaymentStore, owedPlateStore } from './arrears';
import { arrearsEntryRuleStore } from './entry-rules';
import type { EntityStore } from '../../entities/types';

export const ARREARS_STORES: readonly EntityStore[] = [
  arrearListStore, owedPlateStore, arrearVoidStore, overdueCarPaymentStore, arrearsOrderStore, arrearsEntryRuleStore,
];
