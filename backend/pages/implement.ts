// How the backend carries out a special page's operations (lib/pages): one handler per declared
// operation, given the datas checked with the declared input. Access (the page, and the
// operation's button) comes from the declaration too: see pageOperations in ../operations.ts.
import type { z } from 'zod';
import type { PageDecl } from '../../lib/pages/types';
import type { RequestContext } from '../context';

export type PageHandler = (context: RequestContext, input: Record<string, unknown>) => Promise<unknown>;

export interface PageImplementation {
  page: PageDecl;
  handlers: Readonly<Record<string, PageHandler>>;
}

/** A handler typed by its operation's input. */
export function handler<S extends z.ZodObject>(_op: { input: S }, run: (context: RequestContext, input: z.output<S>) => Promise<unknown>): PageHandler {
  return run as PageHandler;
}

/** Every declared operation of a page with its handler; a missing or extra one fails at start. */
export function implement(page: PageDecl, handlers: Record<string, PageHandler>): PageImplementation {
  const declared = Object.keys(page.operations).sort();
  const given = Object.keys(handlers).sort();
  if (JSON.stringify(declared) !== JSON.stringify(given)) {
    throw new Error(`page ${page.path}: operations ${declared.join(', ')} but handlers ${given.join(', ')}`);
  }
  return { page, handlers };
}
