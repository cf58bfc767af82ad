// The figures of an open stay's order as the screens show them: priced at the moment of reading
// (backend/charging/price-now.ts), on the rows being read only. A store names how its rows point
// at the order (by the order's id or the stay's) and which field holds the order's state; every
// figure the row carries is replaced, and "priced at/until" read now.
import { isoAt, type Queryable } from '../../db';
import { openOrdersNow, type OrderNow } from '../../charging/price-now';
import type { Row } from '../engine/call';
import type { EntityStore } from '../types';

const FIGURES = ['receivable', 'discount', 'waived', 'paid', 'due'] as const;

function bringToNow(row: Row, order: OrderNow, stateField: string, now: number): void {
  for (const field of FIGURES) if (field in row) row[field] = order[field];
  if (stateField in row) row[stateField] = order.shown;
  for (const field of ['pricedAt', 'pricedUntil']) if (field in row) row[field] = isoAt(now);
}

/** Rows whose `idField` names an order (by: 'order') or a stay (by: 'stay'), brought to now. */
export function figuresNow(by: 'order' | 'stay', stateField: string, idField = 'id') {
  return async (db: Queryable, rows: Row[], now: number): Promise<void> => {
    const ids = rows.map((r) => Number(r[idField])).filter((id) => Number.isSafeInteger(id) && id > 0);
    const orders = await openOrdersNow(db, by, ids, now);
    for (const row of rows) {
      const order = orders.get(Number(row[idField]));
      if (order) bringToNow(row, order, stateField, now);
    }
  };
}

/** The fee lines of an open stay's detail: those of a pricing now (the detail's row names the order or the stay). */
export function feeLinesNow(by: 'order' | 'stay') {
  return async (db: Queryable, row: Row, lines: Row[], now: number): Promise<Row[]> => {
    const order = (await openOrdersNow(db, by, [Number(row.id)], now)).get(Number(row.id));
    if (!order) return lines;
    return order.lines.map((l, i) => ({
      id: i + 1, kind: l.kind, fromAt: isoAt(l.from), toAt: isoAt(l.to), window: l.window ?? null, units: l.units ?? null,
      unitPrice: l.unitPrice ?? null, capApplied: l.capApplied ?? null, amount: l.amount,
    }));
  };
}

/** A detail's section of the order (its id the order's), brought to now. */
export async function orderSectionNow(db: Queryable, _row: Row, records: Row[], now: number): Promise<Row[]> {
  await figuresNow('order', 'state')(db, records, now);
  return records;
}

/** What a store of orders brings to now: its rows and its fee lines. */
export const ORDER_AT_READ: EntityStore['atRead'] = {
  rows: figuresNow('order', 'state'),
  sections: { feeLines: feeLinesNow('order') },
};
