// Analysis: the dashboards and the figures of the day.
// The components of the area's special pages, by path, each its own chunk (docs/architecture.md).
import dynamic from 'next/dynamic';
import type { AreaComponents } from '../types';

export const ANALYSIS_AREA = {
  pages: {
    '/DataHome': dynamic(() => import('./DataHome').then((m) => m.DataHome)),
    '/SystemOperationMonitoring': dynamic(() => import('./SystemOperationMonitoring').then((m) => m.SystemOperationMonitoring)),
  },
} satisfies AreaComponents;
