// Every store the backend has. The screen engine serves each declared screen (lib/screens/
// registry.ts SCREENS) whose entity has a store here.
import { SCREENS } from '../../lib/screens/registry';
import { PAGES } from '../../lib/pages/registry';
import type { EngineRegistry } from './engine';
import { ANALYSIS_STORES } from './stores-analysis';
import { ESTATE_STORES } from './stores-estate';
import { FIELD_OPS_STORES } from './stores-field-ops';
import { OFF_STREET_DEVICE_STORES } from './stores-off-street-devices';
import { ON_STREET_DEVICE_STORES } from './stores-on-street-devices';
import { ORDERS_STORES } from './stores-orders';
import { POS_STORES } from './stores-pos';
import { RATE_STORES } from './stores-rates';
import { SETTINGS_STORES } from './stores-settings';
import { STAFF_STORES } from './stores-staff';
import { VEHICLE_LIST_STORES } from './stores-vehicle-lists';
import { STAY_STORES } from './stores-stays';
import { ARREARS_STORES } from './stores-arrears';
import { REFUNDS_STORES } from './stores-refunds';
import { SETTLEMENT_STORES } from '../settlement/stores';
import { RECONCILE_STORES } from './stores-reconcile';
import type { EntityStore } from './types';

export const STORES: readonly EntityStore[] = [
  ...STAFF_STORES, ...SETTINGS_STORES, ...ESTATE_STORES, ...FIELD_OPS_STORES, ...POS_STORES,
  ...ON_STREET_DEVICE_STORES, ...OFF_STREET_DEVICE_STORES, ...RATE_STORES, ...VEHICLE_LIST_STORES, ...ORDERS_STORES,
  ...STAY_STORES, ...ANALYSIS_STORES, ...ARREARS_STORES, ...REFUNDS_STORES, ...SETTLEMENT_STORES, ...RECONCILE_STORES,
];

/** The declarations and stores of the running backend (tests pass their own to createBackend). */
export const REGISTRY: EngineRegistry = { screens: SCREENS, stores: STORES, pages: PAGES };
