// Reconciliation: the channels' statements against our payments.
// The components of the area's special pages, by path, each its own chunk (docs/architecture.md).
import dynamic from 'next/dynamic';
import type { AreaComponents } from '../types';

export const RECONCILE_AREA = {
  pages: {
    '/DailyBillCheck': dynamic(() => import('./DailyBillCheck').then((m) => m.DailyBillCheck)),
    '/AbnormalBillUpload': dynamic(() => import('./AbnormalBillUpload').then((m) => m.AbnormalBillUpload)),
  },
} satisfies AreaComponents;
