// Screens that are ordinary components, by route path (lib/screens/special-paths.ts). Declared
// list screens (lib/screens/registry.ts) need no entry here. A menu page that is neither maps
// to the 404 page with the 'Detected a wrong route' warning.
import type { ComponentType } from 'react';
import { CentralControlRemoteLever, RemoteLift } from '@/components/devices/GateControl';
import { LockControl } from '@/components/devices/LockControl';
import { ParkingMonitoring } from '@/components/devices/ParkingMonitoring';
import type { SpecialScreenPath } from '@/lib/screens/special-paths';
import { DataHome } from './DataHome';
import { SystemOperationMonitoring } from './SystemOperationMonitoring';

export const screens: Record<SpecialScreenPath, ComponentType> = {
  '/DataHome': DataHome,
  '/SystemOperationMonitoring': SystemOperationMonitoring,
  '/ParkingLockControl': LockControl,
  '/ParkingMonitoring': ParkingMonitoring,
  '/RemoteLift': RemoteLift,
  '/CentralControlRemoteLever': CentralControlRemoteLever,
};
