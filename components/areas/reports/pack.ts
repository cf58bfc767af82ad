// The management pack's and the BI page's components, by path (lib/areas/reports/pages-pack.ts).
import dynamic from 'next/dynamic';
import type { AreaComponents } from '../types';

export const PACK_COMPONENTS = {
  '/OneClickReport': dynamic(() => import('./pack/OneClickReport').then((m) => m.OneClickReport)),
  '/MaiboBi': dynamic(() => import('./pack/MaiboBi').then((m) => m.MaiboBi)),
} satisfies AreaComponents['pages'];
