// Reports: the components of the area's special pages, by path, each its own chunk (docs/architecture.md).
import type { AreaComponents } from '../types';
import { DASHBOARD_COMPONENTS } from './dashboards';
import { PACK_COMPONENTS } from './pack';

export const REPORTS_AREA = { pages: { ...DASHBOARD_COMPONENTS, ...PACK_COMPONENTS } } satisfies AreaComponents;
