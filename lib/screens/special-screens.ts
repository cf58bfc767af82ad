// Special screens that belong to an area of the seeded menu and have buttons of their own
// (device control and monitoring). Like declared lists they are data: the menu seed gives each a
// page entry (id menuId) and its buttons (menuId * 100 + n, in this order), titled from
// messages/<lang>/<messages>.json `title` and `buttons.<key>`. Their components are mapped in
// components/screens/registry.ts; their backend operations in backend/handlers/device-control.ts.
import { GATE_COMMANDS } from '../devices/commands';
import { LOCK_COMMAND_NAMES } from '../devices/lock-machine';
import type { AreaKey } from './areas';

export interface SpecialScreenDecl {
  path: string;
  area: AreaKey;
  menuId: number;
  /** Message namespace of the screen (title, buttons.<key>, the rest of its texts). */
  messages: string;
  /** Key of the page title in that namespace (default 'title'). */
  titleKey?: string;
  icon: string;
  buttons: readonly string[];
}

export const DEVICE_PAGES = {
  lockControl: '/ParkingLockControl',
  monitoring: '/ParkingMonitoring',
  remoteLift: '/RemoteLift',
  centralLever: '/CentralControlRemoteLever',
} as const;

/** The pages from which barrier gates are lifted (each lift recorded in /RodLiftingRecord). */
export const GATE_PAGES: readonly string[] = [DEVICE_PAGES.remoteLift, DEVICE_PAGES.centralLever];

export const SPECIAL_SCREENS: readonly SpecialScreenDecl[] = [
  // Every lock command has its own button (spec 4).
  { path: DEVICE_PAGES.lockControl, area: 'onRoad', menuId: 901, messages: 'lockControl', icon: 'Lock', buttons: LOCK_COMMAND_NAMES },
  { path: DEVICE_PAGES.monitoring, area: 'monitoring', menuId: 902, messages: 'parkingMonitoring', icon: 'Insights', buttons: [] },
  { path: DEVICE_PAGES.remoteLift, area: 'offRoad', menuId: 903, messages: 'gateControl', titleKey: 'titleRemoteLift', icon: 'Garage', buttons: GATE_COMMANDS },
  { path: DEVICE_PAGES.centralLever, area: 'offRoad', menuId: 904, messages: 'gateControl', titleKey: 'titleCentral', icon: 'Traffic', buttons: GATE_COMMANDS },
];

/** BFF operation names of the device pages (lib/bff/device-operations.ts). */
export const lockCommandOperation = (command: string) => `lockControl.${command}`;
export const gateOperation = (page: string, action: string) => `${page === DEVICE_PAGES.centralLever ? 'centralLever' : 'remoteLift'}.${action}`;
