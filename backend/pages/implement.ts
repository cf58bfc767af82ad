// How the backend carries out a special page's operations (lib/pages): one handler per declared
// operation, given the datas checked with the declared input. Access (the page, and the
// operation's button) comes from the declaration too: see pageOperations in ../operations.ts.
import type { z } from 'zod';
import type { PageDecl } from '../../lib/pages/types';
import type { RequestContext } from '../context';

export type PageHandler = (context: RequestContext, input: Record<string, unknown>) => Promise<unknown>;

export interface PageImplementation<P extends PageDecl = PageDecl> {
  page: P;
  handlers: Readonly<Record<string, PageHandler>>;
}

/** A handler per operation of the page: the compiler names a missing one. */
export type PageHandlers<P extends PageDecl> = { readonly [K in keyof P['operations']]: PageHandler };

/** A handler typed by its operation's input. */
export function handler<S extends z.ZodObject>(_op: { input: S }, run: (context: RequestContext, input: z.output<S>) => Promise<unknown>): PageHandler {
  return run as PageHandler;
}

/**
 * Every declared operation of a page with its handler: a missing one does not compile (an extra one
 * written out neither); whatever the types let through (operations made per command), a missing
 * or extra handler fails at start.
 */
export function implement<P extends PageDecl>(page: P, handlers: PageHandlers<P>): PageImplementation<P> {
  const declared = Object.keys(page.operations).sort();
  const given = Object.keys(handlers).sort();
  if (JSON.stringify(declared) !== JSON.stringify(given)) {
    throw new Error(`page ${page.path}: operations ${declared.join(', ')} but handlers ${given.join(', ')}`);
  }
  return { page, handlers: handlers as Readonly<Record<string, PageHandler>> };
}
