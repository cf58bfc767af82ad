// The component of every special page (lib/pages/registry.ts), by route path; the type makes
// the two agree. Declared list screens (lib/screens/registry.ts) need no entry here. A
// menu page that is neither maps to the 404 page with the 'Detected a wrong route' warning.
import type { ComponentType } from 'react';
import type { PagePath } from '@/lib/pages/registry';
import { CentralControlRemoteLever, RemoteLift } from '@/components/devices/GateControl';
import { LockControl } from '@/components/devices/LockControl';
import { ParkingMonitoring } from '@/components/devices/ParkingMonitoring';
import { DailyBillCheck } from '@/components/reconcile/DailyBillCheck';
import { DataHome } from './DataHome';
import { SystemOperationMonitoring } from './SystemOperationMonitoring';

export const screens: Readonly<Record<PagePath, ComponentType>> = {
  '/DataHome': DataHome,
  '/SystemOperationMonitoring': SystemOperationMonitoring,
  '/ParkingLockControl': LockControl,
  '/ParkingMonitoring': ParkingMonitoring,
  '/RemoteLift': RemoteLift,
  '/CentralControlRemoteLever': CentralControlRemoteLever,
  '/DailyBillCheck': DailyBillCheck,
};
