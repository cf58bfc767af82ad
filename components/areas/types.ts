// What a business area's components declare (components/areas/<area>/manifest.ts): the component of
// each of its special pages, by path.
import type { ComponentType } from 'react';
import type { PagePath } from '@/lib/pages/registry';

export interface AreaComponents {
  pages: Partial<Record<PagePath, ComponentType>>;
}
