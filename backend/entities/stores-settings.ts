// Stores of the settings and system-parameter screens (lib/screens/declarations/settings.ts),
// one per declaration, in the same order. Tables: backend/db/migrations/010_settings.sql.
import { dictionaryStore } from './settings/dictionary';
import {
  companyStore, currencyStore, emailSenderStore, foreignServiceCompanyStore, smsTemplateStore,
} from './settings/organisation';
import { commonParaPermissionStore, commonParaStore, commonParaTemplateStore } from './settings/parameters';
import { incomingReasonStore, openingReasonStore } from './settings/reasons';
import { schedulingAssignmentStore, schedulingPlanStore } from './settings/scheduling';
import type { EntityStore } from './types';

export const SETTINGS_STORES: readonly EntityStore[] = [
  dictionaryStore,
  commonParaTemplateStore,
  commonParaStore,
  commonParaPermissionStore,
  companyStore,
  currencyStore,
  smsTemplateStore,
  emailSenderStore,
  openingReasonStore,
  incomingReasonStore,
  foreignServiceCompanyStore,
  schedulingPlanStore,
  schedulingAssignmentStore,
];
