import 'server-only';
// The process's cache of unsealed session cookies (unsealed-cache.ts), shared by the route
// handlers, the pages and the proxy (each bundle has its own copy of this module).
import { unsealData } from 'iron-session';
import { processWide } from '../server/process-wide';
import { ABSOLUTE_SESSION_MS } from './timeout-rules';
import { createUnsealedCache } from './unsealed-cache';

/** About 2 KB an entry: some 10 MB at most. */
const MAX_SESSIONS = 5_000;

export const unsealedSessions = processWide('unsealed-sessions', () => createUnsealedCache(MAX_SESSIONS, ABSOLUTE_SESSION_MS));

/** The cookie's data ({} when it is not a valid, unexpired seal of ours); cached when signed in. */
export async function unsealCached<T extends object>(sealed: string, password: string, now = Date.now()): Promise<Partial<T>> {
  const hit = unsealedSessions.get(sealed, now);
  if (hit) return hit as Partial<T>;
  const data = await unsealData<T>(sealed, { password });
  // Bad or expired seals unseal to {}: never kept, so that made-up cookies cannot fill the cache.
  if ((data as { userId?: unknown }).userId) unsealedSessions.remember(sealed, data, now);
  return data;
}
