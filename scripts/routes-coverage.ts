// npm run routes:coverage: how many of the spec's static routes (section 2) have a screen, and
// which are missing, by group.
import { SCREENS } from '../lib/screens/registry';
import { PAGES } from '../lib/pages/registry';
import { SPEC_ROUTE_GROUPS, SPEC_ROUTES } from '../lib/spec-routes';

const implemented = new Set<string>([...PAGES.map((p) => p.path), ...SCREENS.map((s) => s.path)]);
const done = SPEC_ROUTES.filter((r) => implemented.has(r));
console.log(`Spec static routes implemented: ${done.length} of ${SPEC_ROUTES.length} (${Math.round((100 * done.length) / SPEC_ROUTES.length)}%)`);
for (const [group, routes] of Object.entries(SPEC_ROUTE_GROUPS)) {
  const missing = routes.filter((r) => !implemented.has(r));
  console.log(`\n${group}: ${routes.length - missing.length}/${routes.length}`);
  if (missing.length) console.log(`  missing: ${missing.join(' ')}`);
}
const extra = [...implemented].filter((r) => !SPEC_ROUTES.includes(r));
if (extra.length) console.log(`\nScreens beyond the spec's static routes: ${extra.join(' ')}`);
