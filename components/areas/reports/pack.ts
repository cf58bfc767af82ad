// The management pack's and the BI page's components, by path (lib/areas/reports/pages-pack.ts).
import type { AreaComponents } from '../types';

export const PACK_COMPONENTS = {} satisfies AreaComponents['pages'];
