// Queries the server read for the page it sent (lib/bff/prefetch.ts) count as fresh for a moment,
// so that the browser does not read them again as the page starts (a second read of the same rows,
// and the grid's loading bar over them). Once the browser has read a query itself, the usual rule
// holds: stale at once, read again when a component mounts.
import type { Query } from '@tanstack/react-query';

/** Long enough for a slow machine to run the page's scripts, short enough that a later visit reads again. */
export const SERVER_READ_FRESH_MS = 15_000;

/** Query hash -> the time its server read was put in the cache (the browser's clock). */
const serverReads = new Map<string, number>();

export function noteServerRead(queryHash: string, at: number): void {
  serverReads.set(queryHash, at);
}

/**
 * The default staleTime of every query (components/app/Providers.tsx). Not newer than its server
 * read: React may render the page twice before showing it, each render dating the reads anew.
 */
export function staleTimeOf(query: Query): number {
  const readAt = serverReads.get(query.queryHash);
  return readAt !== undefined && query.state.dataUpdatedAt <= readAt ? SERVER_READ_FRESH_MS : 0;
}
