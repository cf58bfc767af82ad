// Every special page (lib/pages/types.ts), by path and by operation name.
import { ARREARS_PAGES } from './arrears';
import { DEVICE_PAGE_DECLS } from './devices';
import { RECONCILE_PAGES } from './reconcile';
import { SYSTEM_PAGES } from './system';
import { pageOperationName, type PageDecl, type PageOperationDecl } from './types';

const DECLARED = [...SYSTEM_PAGES, ...DEVICE_PAGE_DECLS, ...RECONCILE_PAGES, ...ARREARS_PAGES] as const;
export const PAGES: readonly PageDecl[] = DECLARED;
/** Every declared page, each with its own type (its path, its operations). */
export type DeclaredPage = (typeof DECLARED)[number];
/** The route path of a special page: components/screens/registry.tsx maps every one to its component. */
export type PagePath = DeclaredPage['path'];

const byPath = new Map(PAGES.map((p) => [p.path, p]));
const byOperation = new Map(PAGES.flatMap((p) => Object.entries(p.operations).map(([name, op]) => [pageOperationName(p, name), { page: p, name, op }] as const)));

export const pageAt = (path: string): PageDecl | undefined => byPath.get(path);

/** An operation '<key>.<operation>' of a page. */
export function findPageOperation(name: string): { page: PageDecl; name: string; op: PageOperationDecl } | undefined {
  return byOperation.get(name);
}
