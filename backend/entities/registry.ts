// Every store the backend has: the stores of every area's manifest (backend/areas/all.ts). The
// screen engine serves each declared screen (lib/screens/registry.ts SCREENS) whose entity has a
// store here.
import { SCREENS } from '../../lib/screens/registry';
import { PAGES } from '../../lib/pages/registry';
import { BACKEND_AREAS } from '../areas/all';
import type { EngineRegistry } from './engine';
import type { EntityStore } from './types';

export const STORES: readonly EntityStore[] = BACKEND_AREAS.flatMap((area) => area.stores);

/** The declarations and stores of the running backend (tests pass their own to createBackend). */
export const REGISTRY: EngineRegistry = { screens: SCREENS, stores: STORES, pages: PAGES };
