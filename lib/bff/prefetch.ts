import 'server-only';
// What the server page reads before it sends a page, so that the page's first paint has its data
// instead of asking for it once its scripts have run: a declared list's first page and the
// options its filters and cells show, a special page's `readOnOpen` operations. Each read goes
// through the permission check of the route the browser would have called (screen-access.ts,
// operations.ts) under the same query key; a read that fails is left out, and the browser then
// asks for it itself and shows the error as it always has.
import { dehydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';
import { listKey, lotsKey, optionsKey } from '@/components/list-screen/screen-api';
import type { AshxResult } from '../ashx/response';
import type { AppConfig } from '../config/app-config';
import { firstPagePayload } from '../list/first-page';
import { readsLots, refFieldNames } from '../list/options';
import type { ConvertedMenu } from '../menu/types';
import { pageOperationName, type PageDecl } from '../pages/types';
import type { Session } from '../session/session';
import { callWithSession } from './backend-call';
import { findOperation, operationGranted } from './operations';
import { screenAccess } from './screen-access';
import { callScreen, LOTS_LOOKUP } from './screen-route';

export interface ServerRead { key: readonly unknown[]; data: unknown }

interface Reader { session: Session; config: AppConfig; menu: ConvertedMenu; clientAddress: string }

async function read(key: readonly unknown[], call: Promise<{ result: AshxResult<unknown> }>): Promise<ServerRead | null> {
  const { result } = await call;
  return result.ok ? { key, data: result.data } : null;
}

const done = async (reads: Promise<ServerRead | null>[]) => (await Promise.all(reads)).filter((r): r is ServerRead => r !== null);

/** A declared list's first page and lookups, as /api/screen reads them (the page grants them all). */
export function readListOnOpen({ session, config, menu, clientAddress }: Reader, path: string): Promise<ServerRead[]> {
  const access = screenAccess(menu, path, 'list');
  if (!access.ok) return Promise.resolve([]);
  const { screen } = access;
  // Not renewed here: a page cannot set the cookie (the proxy renews the token before the page).
  const call = (entity: string, action: string, payload: Record<string, unknown>) =>
    callScreen<unknown>(session, config, entity, action, path, payload, clientAddress, false);
  const first = firstPagePayload(screen);
  return done([
    read([...listKey(path), first], call(screen.entity, 'list', first)),
    ...(readsLots(screen) ? [read(lotsKey(path), call(LOTS_LOOKUP.entity, LOTS_LOOKUP.action, {}))] : []),
    ...refFieldNames(screen).map((field) => read(optionsKey(path, field), call(screen.entity, 'options', { field }))),
  ]);
}

/** A special page's operations read as it opens, as /api/ashx/<operation> reads them, each with an empty payload. */
export function readPageOnOpen({ session, config, menu, clientAddress }: Reader, page: PageDecl): Promise<ServerRead[]> {
  return done(Object.entries(page.operations).filter(([, op]) => op.readOnOpen).map(([name]) => {
    const operation = findOperation(pageOperationName(page, name));
    const payload = operation?.payload.safeParse({});
    if (!operation || operation.lawEnforcementPath !== undefined || !payload?.success || !operationGranted(menu, operation)) return Promise.resolve(null);
    // The key of usePageQuery(page, operation) (lib/client/page-operation.ts).
    return read([operation.getList, {}], callWithSession(session, config, {
      handler: operation.handler, payload: { ...payload.data, GetList: operation.getList }, clientAddress,
    }, false));
  }));
}

/** The reads as TanStack Query's dehydrated cache, for components/app/ServerReads.tsx. */
export function dehydrateReads(reads: ServerRead[]): DehydratedState {
  const client = new QueryClient();
  for (const { key, data } of reads) client.setQueryData(key, data);
  return dehydrate(client);
}
