// Every business area's server manifest, one line per area: backend/entities/registry.ts and
// backend/pages/index.ts derive the stores and page handlers from it (docs/architecture.md).
import { ANALYSIS_AREA } from './analysis/manifest';
import { STAFF_AREA } from './staff/manifest';
import { SETTINGS_AREA } from './settings/manifest';
import { ESTATE_AREA } from './estate/manifest';
import { FIELD_OPS_AREA } from './field-ops/manifest';
import { POS_AREA } from './pos/manifest';
import { DEVICES_AREA } from './devices/manifest';
import { RATES_AREA } from './rates/manifest';
import { VEHICLE_LISTS_AREA } from './vehicle-lists/manifest';
import { ORDERS_AREA } from './orders/manifest';
import { CHARGING_AREA } from './charging/manifest';
import { ARREARS_AREA } from './arrears/manifest';
import { REFUNDS_AREA } from './refunds/manifest';
import { PAY_PARAMS_AREA } from './pay-params/manifest';
import { SETTLEMENT_AREA } from './settlement/manifest';
import { RECONCILE_AREA } from './reconcile/manifest';
import { RENTALS_AREA } from './rentals/manifest';
import { MERCHANTS_AREA } from './merchants/manifest';
import { INVOICING_AREA } from './invoicing/manifest';
import { REPORTS_AREA } from './reports/manifest';

export const BACKEND_AREAS = [
  ANALYSIS_AREA,
  STAFF_AREA,
  SETTINGS_AREA,
  ESTATE_AREA,
  FIELD_OPS_AREA,
  POS_AREA,
  DEVICES_AREA,
  RATES_AREA,
  VEHICLE_LISTS_AREA,
  ORDERS_AREA,
  CHARGING_AREA,
  ARREARS_AREA,
  REFUNDS_AREA,
  PAY_PARAMS_AREA,
  SETTLEMENT_AREA,
  RECONCILE_AREA,
  RENTALS_AREA,
  MERCHANTS_AREA,
  INVOICING_AREA,
  REPORTS_AREA,
] as const;
