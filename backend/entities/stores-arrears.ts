// Stores of lib/screens/declarations/arrears.ts (/CatcOwe shows /ArrearsList's). Tables:
// 130_arrears_refunds.sql, 131_arrears_screens.sql.
import { arrearListStore, arrearVoidStore, arrearsOrderStore, overdueCarPaymentStore, owedPlateStore } from './arrears/arrears';
import { arrearsEntryRuleStore } from './arrears/entry-rules';
import type { EntityStore } from './types';

export const ARREARS_STORES: readonly EntityStore[] = [
  arrearListStore, owedPlateStore, arrearVoidStore, overdueCarPaymentStore, arrearsOrderStore, arrearsEntryRuleStore,
];
