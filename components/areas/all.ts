// Every business area's page components, one line per area: components/screens/registry.tsx
// shows them (docs/architecture.md).
import { ANALYSIS_AREA } from './analysis/manifest';
import { DEVICES_AREA } from './devices/manifest';
import { ARREARS_AREA } from './arrears/manifest';
import { RECONCILE_AREA } from './reconcile/manifest';
import { RENTALS_AREA } from './rentals/manifest';
import { REPORTS_AREA } from './reports/manifest';

export const PAGE_COMPONENTS = {
  ...ANALYSIS_AREA.pages,
  ...DEVICES_AREA.pages,
  ...ARREARS_AREA.pages,
  ...RECONCILE_AREA.pages,
  ...RENTALS_AREA.pages,
  ...REPORTS_AREA.pages,
};
