// Every screen declared as data, by path. Adding a list screen is one entry in a file under
// lib/screens/declarations/.
import { ANALYSIS_SCREENS } from './declarations/analysis';
import { ESTATE_SCREENS } from './declarations/estate';
import { FIELD_OPS_SCREENS } from './declarations/field-ops';
import { OFF_STREET_DEVICE_SCREENS } from './declarations/off-street-devices';
import { ON_STREET_DEVICE_SCREENS } from './declarations/on-street-devices';
import { ORDERS_SCREENS } from './declarations/orders';
import { POS_SCREENS } from './declarations/pos';
import { RATE_SCREENS } from './declarations/rates';
import { SETTINGS_SCREENS } from './declarations/settings';
import { STAFF_SCREENS } from './declarations/staff';
import { VEHICLE_LIST_SCREENS } from './declarations/vehicle-lists';
import { STAY_SCREENS } from './declarations/stays';
import { ARREARS_SCREENS } from './declarations/arrears';
import { REFUND_SCREENS } from './declarations/refunds';
import { PAY_PARAMS_SCREENS } from './declarations/pay-params';
import { SETTLEMENT_SCREENS } from './declarations/settlement';
import { RECONCILE_SCREENS } from './declarations/reconcile';
import type { ScreenDecl } from './types';

export const SCREENS: readonly ScreenDecl[] = [
  ...STAFF_SCREENS, ...SETTINGS_SCREENS, ...ESTATE_SCREENS, ...FIELD_OPS_SCREENS, ...POS_SCREENS,
  ...ON_STREET_DEVICE_SCREENS, ...OFF_STREET_DEVICE_SCREENS, ...RATE_SCREENS, ...VEHICLE_LIST_SCREENS, ...ORDERS_SCREENS,
  ...STAY_SCREENS, ...ANALYSIS_SCREENS, ...ARREARS_SCREENS, ...REFUND_SCREENS, ...PAY_PARAMS_SCREENS, ...SETTLEMENT_SCREENS, ...RECONCILE_SCREENS,
];

const byPath = new Map(SCREENS.map((s) => [s.path, s]));

/** The declaration shown at a path: its own, or the one it shares the view of (spec 2). */
export function screenAt(path: string): ScreenDecl | undefined {
  const own = byPath.get(path);
  if (!own?.sharedView) return own;
  const shared = byPath.get(own.sharedView);
  return shared ? { ...shared, path: own.path, buttons: own.buttons } : undefined;
}

/** Every path whose view is the entity's (its own screen and the screens sharing it). */
export function pathsOfEntity(entity: string): string[] {
  return SCREENS.filter((s) => screenAt(s.path)?.entity === entity).map((s) => s.path);
}
