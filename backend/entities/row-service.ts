// A row action that is a domain service run once per selected row (a payment per order, a review
// per refund): the store says which service and what its input is for one row; the engine
// (engine/row-services.ts) does the rest the same way for every such command: one transaction for
// the press, one idempotency claim and one audit entry per row, the rows in id order.
import type { RowService } from './types';

export type { RowService, SelectedRow } from './types';

export const rowService = <R>(declared: Omit<RowService<R>, 'rowService'>): RowService<R> => ({ rowService: true, ...declared });

export const isRowService = (handler: unknown): handler is RowService =>
  typeof handler === 'object' && handler !== null && (handler as RowService).rowService === true;
