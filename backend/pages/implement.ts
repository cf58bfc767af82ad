// How the backend carries out a special page's operations (lib/pages): one handler per declared
// operation, given the datas checked with the declared input and answering what the declared
// output describes (the backend tests check every real answer against it: test/harness.ts).
// Access (the page, and the operation's button) comes from the declaration too: see
// pageOperations in ../operations.ts.
import type { z } from 'zod';
import type { PageDecl, PageOperationDecl } from '../../lib/pages/types';
import type { RequestContext } from '../context';

/** The handler of operation O: its checked input in, what its output declares out. */
export type PageHandler<O extends PageOperationDecl> = (context: RequestContext, input: z.output<O['input']>) => Promise<z.input<O['output']>>;

/** A handler as the dispatcher calls it (any operation's, its types left behind). */
type DispatchedHandler = (context: RequestContext, input: Record<string, unknown>) => Promise<unknown>;

export interface PageImplementation<P extends PageDecl = PageDecl> {
  page: P;
  handlers: Readonly<Record<string, DispatchedHandler>>;
}

/** A handler per operation of the page, each typed by its operation: the compiler names a missing one. */
export type PageHandlers<P extends PageDecl> = { readonly [K in keyof P['operations']]: PageHandler<P['operations'][K]> };

/** A handler typed by its operation's input and output. */
export function handler<O extends PageOperationDecl>(_op: O, run: PageHandler<O>): PageHandler<O> {
  return run;
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
  return { page, handlers: handlers as unknown as Readonly<Record<string, DispatchedHandler>> };
}
