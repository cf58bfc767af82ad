// Devices: on-street locks and sensors, off-street lanes and pay stations, their commands.
// The components of the area's special pages, by path, each its own chunk (docs/architecture.md).
import dynamic from 'next/dynamic';
import type { AreaComponents } from '../types';

export const DEVICES_AREA = {
  pages: {
    '/ParkingLockControl': dynamic(() => import('./LockControl').then((m) => m.LockControl)),
    '/ParkingMonitoring': dynamic(() => import('./ParkingMonitoring').then((m) => m.ParkingMonitoring)),
    '/RemoteLift': dynamic(() => import('./GateControl').then((m) => m.RemoteLift)),
    '/CentralControlRemoteLever': dynamic(() => import('./GateControl').then((m) => m.CentralControlRemoteLever)),
  },
} satisfies AreaComponents;
