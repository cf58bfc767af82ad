// Every special page the backend carries out: the handlers of every area's manifest
// (backend/areas/all.ts). A declared page (lib/pages/registry.ts) without its implementation does
// not compile, and implement() holds each page's operations to its declaration.
import type { PagePath } from '../../lib/pages/registry';
import { BACKEND_AREAS } from '../areas/all';
import type { PageImplementation } from './implement';

type ImplementedPath = (typeof BACKEND_AREAS)[number]['pages'][number]['page']['path'];
/** true only when every declared page has its implementation. */
const everyPageImplemented: [Exclude<PagePath, ImplementedPath>] extends [never] ? true : false = true;
void everyPageImplemented;

export const PAGE_IMPLEMENTATIONS: readonly PageImplementation[] = BACKEND_AREAS.flatMap((area): readonly PageImplementation[] => area.pages);
