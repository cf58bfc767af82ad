'use client';
// The component of every special page (lib/pages/registry.ts), by route path; the type makes
// the two agree. Declared list screens (lib/screens/registry.ts) need no entry here. A
// menu page that is neither maps to the 404 page with the 'Detected a wrong route' warning.
// Each page is its own chunk: the browser loads the page it opens, not every special page.
import dynamic from 'next/dynamic';
import type { ComponentType } from 'react';
import type { PagePath } from '@/lib/pages/registry';

const screens: Readonly<Record<PagePath, ComponentType>> = {
  '/DataHome': dynamic(() => import('./DataHome').then((m) => m.DataHome)),
  '/SystemOperationMonitoring': dynamic(() => import('./SystemOperationMonitoring').then((m) => m.SystemOperationMonitoring)),
  '/ParkingLockControl': dynamic(() => import('@/components/devices/LockControl').then((m) => m.LockControl)),
  '/ParkingMonitoring': dynamic(() => import('@/components/devices/ParkingMonitoring').then((m) => m.ParkingMonitoring)),
  '/RemoteLift': dynamic(() => import('@/components/devices/GateControl').then((m) => m.RemoteLift)),
  '/CentralControlRemoteLever': dynamic(() => import('@/components/devices/GateControl').then((m) => m.CentralControlRemoteLever)),
  '/DailyBillCheck': dynamic(() => import('@/components/reconcile/DailyBillCheck').then((m) => m.DailyBillCheck)),
  '/AbnormalBillUpload': dynamic(() => import('@/components/reconcile/AbnormalBillUpload').then((m) => m.AbnormalBillUpload)),
  '/ArrearsCollection': dynamic(() => import('@/components/arrears/ArrearsCollection').then((m) => m.ArrearsCollection)),
};

export function SpecialScreen({ path }: { path: PagePath }) {
  const Screen = screens[path];
  return <Screen />;
}
