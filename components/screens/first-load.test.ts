// What a special page's first visit loads stays free of zod (110 KB): its component names its
// operations from the declarations' types (lib/client/page-operation.ts), never by importing
// them, and whatever validates with zod is loaded when it is used. Followed: static value imports
// and next/dynamic components, from each page's component (components/areas/<area>/manifest.ts).
import { packagesImported, pageComponentModules, reachable } from '../../scripts/lib/import-graph';
import { PAGES } from '@/lib/pages/registry';

const modules = [...pageComponentModules()];

describe('the first load of a special page', () => {
  it('knows every special page\'s component', () => {
    expect(modules.map(([route]) => route).sort()).toEqual(PAGES.map((page) => page.path).sort());
  });

  it.each(modules)('%s loads no zod', (_route, module) => {
    const files = reachable(module, { follow: 'first-load' });
    expect(files.length).toBeGreaterThan(1);
    const zod = [...packagesImported(files, 'first-load')].filter(([name]) => name === 'zod' || name.startsWith('zod/'));
    expect(Object.fromEntries(zod)).toEqual({});
  });

  // The console's catch-all page imports the list screen beside the special pages' registry, so
  // every page ships the list screen's first load too (bench:page measured zod on every special
  // page once a list cell reached it).
  it('the list screen, which every console page ships, loads no zod', () => {
    const files = reachable('components/list-screen/ListScreen.tsx', { follow: 'first-load' });
    expect(files).toContain('lib/list/cells.ts');
    const zod = [...packagesImported(files, 'first-load')].filter(([name]) => name === 'zod' || name.startsWith('zod/'));
    expect(Object.fromEntries(zod)).toEqual({});
  });

  it('would see zod imported by a declaration (the check is not blind)', () => {
    const declarations = reachable('lib/pages/registry.ts', { follow: 'first-load' });
    expect(packagesImported(declarations, 'first-load').get('zod')).toEqual(expect.arrayContaining(['lib/areas/analysis/pages.ts']));
  });
});
