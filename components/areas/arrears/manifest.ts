// Arrears: the lists of unpaid stays, their collection and entry rules.
// The components of the area's special pages, by path, each its own chunk (docs/architecture.md).
import dynamic from 'next/dynamic';
import type { AreaComponents } from '../types';

export const ARREARS_AREA = {
  pages: {
    '/ArrearsCollection': dynamic(() => import('./ArrearsCollection').then((m) => m.ArrearsCollection)),
  },
} satisfies AreaComponents;
