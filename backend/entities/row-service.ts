// A row action that is a domain service run once per selected row (a payment per order, a review
// per refund): the store says which service and what its input is for one row; the engine
// (engine/row-services.ts) does the rest the same way for every such command: one transaction for
// the press, one idempotency claim and one audit entry per row, the rows in id order.
import type { z } from 'zod';
import type { RequestContext } from '../context';
import type { Queryable } from '../db';
import type { DomainService } from '../kernel/service';
import type { Values } from './types';

/** One selected row, as the service's input is made from it. */
export interface SelectedRow {
  id: number;
  /** The row action's validated values (the dialog's fields). */
  input: Values;
  context: RequestContext;
  /** The press's transaction, for an input that needs a look at the row (an order's stay). */
  tx: Queryable;
}

export interface RowService<R = unknown> {
  rowService: true;
  /** The service, or the service for this request when it needs the request's settings (a key at rest). */
  service: DomainService<z.ZodType, R> | ((context: RequestContext) => DomainService<z.ZodType, R>);
  inputOf(row: SelectedRow): Values | Promise<Values>;
  /** The command's result from the rows' results in id order; by default the list of them. */
  answer?(results: R[]): unknown;
}

export const rowService = <R>(declared: Omit<RowService<R>, 'rowService'>): RowService<R> => ({ rowService: true, ...declared });

export const isRowService = (handler: unknown): handler is RowService =>
  typeof handler === 'object' && handler !== null && (handler as RowService).rowService === true;
