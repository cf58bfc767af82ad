// When a cached menu may be used. Several console processes share one backend: a grant changed
// through one of them must reach the others. Every signed-in answer of the reference backend
// carries its menu version; a cached menu is good only for the version last seen, and only while
// that was seen recently (an idle process asks again). A backend that never sends the version
// keeps the plain time limit.
import { processWide } from '../server/process-wide';

/** A version seen longer ago than this is checked again (by fetching the menu) before use. */
export const MENU_VERSION_FRESH_MS = 1_000;
/** The limit for a backend without versions, and for any one cached menu. */
export const MENU_CACHE_MS = 30_000;

export interface SeenVersion { value: string | null; seenAt: number }

const seen = processWide<SeenVersion>('menu-version', () => ({ value: null, seenAt: 0 }));

/** Versions only grow: an answer older than one already seen (authenticated before a grant, slow to come back) says nothing new. */
function older(header: string, than: string | null): boolean {
  return than !== null && /^\d+$/.test(header) && /^\d+$/.test(than) && Number(header) < Number(than);
}

/** Records the version header of a backend answer (null when the backend sends none). */
export function noteMenuVersion(header: string | null, now = Date.now()): void {
  if (header === null || older(header, seen.value)) return;
  seen.value = header;
  seen.seenAt = now;
}

export function seenMenuVersion(): SeenVersion {
  return { ...seen };
}

export function menuCacheUsable(entry: { at: number; version: string | null }, version: SeenVersion, now: number): boolean {
  if (now - entry.at >= MENU_CACHE_MS) return false;
  if (version.value === null) return true;
  return entry.version === version.value && now - version.seenAt < MENU_VERSION_FRESH_MS;
}
