// The declarations the engine serves, looked up by path and entity. The same rules as
// lib/screens/registry.ts (screenAt, pathsOfEntity), over any list of declarations, so tests can
// give the engine declarations of their own.
import type { ScreenDecl } from '../../lib/screens/types';

export interface ScreenIndex {
  screens: readonly ScreenDecl[];
  /** The declaration shown at a path: its own, or the one it shares the view of, with its own buttons. */
  screenAt(path: string): ScreenDecl | undefined;
  /** Every path whose view is the entity's. */
  pathsOfEntity(entity: string): string[];
}

export function screenIndex(screens: readonly ScreenDecl[]): ScreenIndex {
  const byPath = new Map(screens.map((s) => [s.path, s]));
  const screenAt = (path: string) => {
    const own = byPath.get(path);
    if (!own?.sharedView) return own;
    const shared = byPath.get(own.sharedView);
    return shared ? { ...shared, path: own.path, buttons: own.buttons } : undefined;
  };
  return {
    screens,
    screenAt,
    pathsOfEntity: (entity) => screens.filter((s) => screenAt(s.path)?.entity === entity).map((s) => s.path),
  };
}
