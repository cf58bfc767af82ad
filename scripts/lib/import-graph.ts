// The project's source files reachable from an entry by their imports (for tests that check what
// a page loads: its messages, no zod in its first load). Paths are relative to the project root;
// only the project's own files ('@/...' and relative paths) are followed.
import fs from 'node:fs';
import path from 'node:path';

export const PROJECT_ROOT = path.join(__dirname, '..', '..');

export interface GraphOptions {
  /** Files not followed. */
  skip?: readonly string[];
  /**
   * 'all': every import, dynamic ones too. 'first-load': what loads with the page: static value
   * imports and next/dynamic components (`dynamic(() => import(...))`), not `import type`, not
   * React.lazy or an import() run later.
   */
  follow?: 'all' | 'first-load';
}

export function resolveImport(fromFile: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith('@/')) base = path.join(PROJECT_ROOT, spec.slice(2));
  else if (spec.startsWith('.')) base = path.resolve(path.dirname(path.join(PROJECT_ROOT, fromFile)), spec);
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return path.relative(PROJECT_ROOT, candidate);
  }
  return null;
}

const ALL = /(?:from\s+|import\s*\(\s*|import\s+)'([^']+)'/g;
/** Static imports and re-exports, with what they import (to tell type-only ones); bare `import 'x'`. */
const STATIC = /^(?:import|export)\s+(type\s+)?([^'";]*?)\s+from\s+'([^']+)'/gm;
const BARE = /^import\s+'([^']+)'/gm;
const NEXT_DYNAMIC = /\bdynamic\(\s*\(\)\s*=>\s*import\(\s*'([^']+)'/g;

/** The specifiers a file imports, as `follow` says. */
export function importsOf(source: string, follow: GraphOptions['follow'] = 'all'): string[] {
  if (follow === 'all') return [...source.matchAll(ALL)].map((m) => m[1]);
  const statics = [...source.matchAll(STATIC)].filter(([, typeKeyword, clause]) => {
    if (typeKeyword) return false;
    const named = clause.match(/^\{([^}]*)\}$/);
    // `import { type A, type B } from` imports nothing at run time.
    return !named || named[1].split(',').some((name) => name.trim() && !name.trim().startsWith('type '));
  }).map((m) => m[3]);
  return [...statics, ...[...source.matchAll(BARE)].map((m) => m[1]), ...[...source.matchAll(NEXT_DYNAMIC)].map((m) => m[1])];
}

/** Every project file reachable from `entry` (itself included). */
export function reachable(entry: string, options: GraphOptions = {}): string[] {
  const skipped = new Set(options.skip ?? []);
  const seen = new Set<string>();
  const stack = [entry];
  while (stack.length) {
    const file = stack.pop()!;
    if (seen.has(file) || skipped.has(file)) continue;
    seen.add(file);
    for (const spec of importsOf(fs.readFileSync(path.join(PROJECT_ROOT, file), 'utf8'), options.follow)) {
      const target = resolveImport(file, spec);
      if (target) stack.push(target);
    }
  }
  return [...seen];
}

/** The packages (not project files) that `files` import, as `follow` says. */
export function packagesImported(files: readonly string[], follow: GraphOptions['follow'] = 'all'): Map<string, string[]> {
  const packages = new Map<string, string[]>();
  for (const file of files) {
    for (const spec of importsOf(fs.readFileSync(path.join(PROJECT_ROOT, file), 'utf8'), follow)) {
      if (spec.startsWith('.') || spec.startsWith('@/')) continue;
      packages.set(spec, [...(packages.get(spec) ?? []), file]);
    }
  }
  return packages;
}

/** Each special page's component module (route -> file), from the areas' component manifests (components/areas/<area>/manifest.ts). */
export function pageComponentModules(): Map<string, string> {
  const areas = path.join(PROJECT_ROOT, 'components', 'areas');
  const found = new Map<string, string>();
  for (const area of fs.readdirSync(areas, { withFileTypes: true }).filter((e) => e.isDirectory())) {
    // The manifest and the files beside it it gathers (an area's parts: reports/dashboards.ts).
    const dir = `components/areas/${area.name}`;
    for (const file of fs.readdirSync(path.join(PROJECT_ROOT, dir)).filter((f) => f.endsWith('.ts'))) {
      const source = fs.readFileSync(path.join(PROJECT_ROOT, dir, file), 'utf8');
      for (const [, route, spec] of source.matchAll(/'(\/\w+)': dynamic\(\(\) => import\('([^']+)'\)/g)) found.set(route, resolveImport(`${dir}/${file}`, spec)!);
    }
  }
  return found;
}
