'use client';
// A page's data read by the server (lib/bff/prefetch.ts), put in the browser's query cache before
// the page's components ask for it: TanStack Query's HydrationBoundary, the reads dated by the
// browser's own clock (a server clock ahead or behind would make them stale, or fresh too long).
import { HydrationBoundary, type DehydratedState } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { noteServerRead } from '@/lib/client/server-reads';

export function ServerReads({ state, children }: { state: DehydratedState; children: ReactNode }) {
  const dated = useMemo(() => {
    const now = Date.now();
    const queries = state.queries.map((query) => ({ ...query, dehydratedAt: now, state: { ...query.state, dataUpdatedAt: now } }));
    if (typeof window !== 'undefined') for (const query of queries) noteServerRead(query.queryHash, now);
    return { ...state, queries };
  }, [state]);
  return <HydrationBoundary state={dated}>{children}</HydrationBoundary>;
}
