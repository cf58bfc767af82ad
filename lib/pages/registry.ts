// Every special page (lib/pages/types.ts), by path and by operation name: the pages of every
// area's manifest (lib/areas/all.ts).
import { AREAS } from '../areas/all';
import { pageOperationName, type PageDecl, type PageOperationDecl } from './types';

/** Every declared page, each with its own type (its path, its operations). */
export type DeclaredPage = (typeof AREAS)[number]['pages'][number];
export const PAGES: readonly PageDecl[] = AREAS.flatMap((area): readonly PageDecl[] => area.pages);
/** The route path of a special page: components/screens/registry.tsx maps every one to its component. */
export type PagePath = DeclaredPage['path'];

const byPath = new Map(PAGES.map((p) => [p.path, p]));
const byOperation = new Map(PAGES.flatMap((p) => Object.entries(p.operations).map(([name, op]) => [pageOperationName(p, name), { page: p, name, op }] as const)));

export const pageAt = (path: string): PageDecl | undefined => byPath.get(path);

/** An operation '<key>.<operation>' of a page. */
export function findPageOperation(name: string): { page: PageDecl; name: string; op: PageOperationDecl } | undefined {
  return byOperation.get(name);
}
