// What a business area's browser-safe side declares (lib/areas/<area>/manifest.ts).
import type { PageDecl } from '../pages/types';
import type { ScreenDecl } from '../screens/types';

export interface AreaManifest {
  /** The area's folder name, the same in lib/areas, backend/areas and components/areas. */
  key: string;
  /** Its list screens (lib/screens/types.ts). */
  screens: readonly ScreenDecl[];
  /** Its special pages (lib/pages/types.ts). */
  pages: readonly PageDecl[];
}
