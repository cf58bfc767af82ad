// Every list screen, by path: the screens of every area's manifest (lib/areas/all.ts).
import { AREAS } from '../areas/all';
import type { ScreenDecl } from './types';

export const SCREENS: readonly ScreenDecl[] = AREAS.flatMap((area) => area.screens);
const byPath = new Map(SCREENS.map((s) => [s.path, s]));

/** The declaration shown at a path: its own, or the one it shares the view of (spec 2). */
export function screenAt(path: string): ScreenDecl | undefined {
  const own = byPath.get(path);
  if (!own?.sharedView) return own;
  const shared = byPath.get(own.sharedView);
  return shared ? { ...shared, path: own.path, buttons: own.buttons } : undefined;
}

/** Every path whose view is the entity's (its own screen and the screens sharing it). */
export function pathsOfEntity(entity: string): string[] {
  return SCREENS.filter((s) => screenAt(s.path)?.entity === entity).map((s) => s.path);
}
