// Stores of the settings and system-parameter screens (lib/areas/settings/screens.ts),
// one per declaration, in the same order. Tables: backend/db/migrations/010_settings.sql.
import { dictionaryStore } from './dictionary';
import {
  companyStore, currencyStore, emailSenderStore, foreignServiceCompanyStore, smsTemplateStore,
} from './organisation';
import { commonParaPermissionStore, commonParaStore, commonParaTemplateStore } from './parameters';
import { incomingReasonStore, openingReasonStore } from './reasons';
import { schedulingAssignmentStore, schedulingPlanStore } from './scheduling';
import type { EntityStore } from '../../entities/types';

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
