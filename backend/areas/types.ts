// What a business area's server side declares (backend/areas/<area>/manifest.ts).
import type { PageImplementation } from '../pages/implement';
import type { EntityStore } from '../entities/types';

export interface BackendAreaManifest {
  /** The area's folder name, the same in lib/areas, backend/areas and components/areas. */
  key: string;
  /** The stores of its list screens; a field is stored by its declaration unless the store says otherwise. */
  stores: readonly EntityStore[];
  /** The handlers of its special pages (backend/pages/implement.ts). */
  pages: readonly PageImplementation[];
}
