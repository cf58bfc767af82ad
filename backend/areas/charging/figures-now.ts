// The figures of an open stay's order as the screens show them: priced at the moment of reading
// (backend/areas/charging/price-now.ts), on the rows being read only. A store names how its rows point
// at the order (by the order's id or the stay's) and which field holds the order's state; every
// figure the row carries is replaced, and "priced at/until" read now.
import { isoAt, type Queryable } from '../../db';
import { OPEN_STAY_STATES } from '../../../lib/parking/stay-machine';
import { openOrdersNow, type OrderNow } from './price-now';
import type { Row } from '../../entities/engine/call';
import type { EntityStore } from '../../entities/types';

const FIGURES = ['receivable', 'discount', 'waived', 'paid', 'due'] as const;

function bringToNow(row: Row, order: OrderNow, stateField: string, now: number): void {
  for (const field of FIGURES) if (field in row) row[field] = order[field];
  if (stateField in row) row[stateField] = order.shown;
  for (const field of ['pricedAt', 'pricedUntil']) if (field in row) row[field] = isoAt(now);
}

/** Rows whose id is an order's (by: 'order') or a stay's (by: 'stay'), brought to now. */
export function figuresNow(by: 'order' | 'stay', stateField: string) {
  return async (db: Queryable, rows: Row[], now: number): Promise<void> => {
    const orders = await openOrdersNow(db, by, rows.map((r) => Number(r.id)), now);
    for (const row of rows) {
      const order = orders.get(Number(row.id));
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

/** An open stay's order as a day statement counts it (109_order_statements.sql order_statement_lines). */
export interface StatementLine {
  order_id: number; day: string; lot_id: number; area_kind: string; area_key: number; receivable: number; discount: number; due: number;
}

/**
 * Day statements sum their orders in SQL as last priced. The orders of the vehicles still in the
 * page's lots are priced now and what that changes is added to the row they count in (`keyOfRow`
 * and `keyOfLine` name it alike): only the figures the row carries, of the rows being read.
 */
export function statementNow(keyOfRow: (row: Row) => string, keyOfLine: (line: StatementLine) => string) {
  return async (db: Queryable, rows: Row[], now: number): Promise<void> => {
    const lots = [...new Set(rows.map((r) => Number(r.lotId)))];
    const days = [...new Set(rows.map((r) => String(r.day)))];
    if (!lots.length) return;
    const lines = await db.query<StatementLine>(
      `SELECT l.id AS order_id, to_char(l.day, 'YYYY-MM-DD') AS day, l.lot_id, l.area_kind, l.area_key, l.receivable, l.discount, l.due
         FROM order_statement_lines l
        WHERE l.day = ANY($2::date[])
          AND l.id IN (SELECT o.id FROM orders o JOIN stays s ON s.id = o.stay_id WHERE s.state IN (${OPEN_STAY_STATES.join(', ')}) AND o.lot_id = ANY($1::int[]))`, [lots, days]);
    const orders = await openOrdersNow(db, 'order', lines.map((l) => Number(l.order_id)), now);
    const changes = new Map<string, Record<(typeof FIGURES)[number], number>>();
    for (const line of lines) {
      const order = orders.get(Number(line.order_id));
      if (!order) continue;
      const key = keyOfLine(line);
      const change = changes.get(key) ?? { receivable: 0, discount: 0, waived: 0, paid: 0, due: 0 };
      change.receivable += order.receivable - Number(line.receivable);
      change.discount += order.discount - Number(line.discount);
      change.due += order.due - Number(line.due);
      changes.set(key, change);
    }
    for (const row of rows) {
      const change = changes.get(keyOfRow(row));
      if (change) for (const field of FIGURES) if (field in row) row[field] = Number(row[field]) + change[field];
    }
  };
}

/** A statement row of one day and lot. */
export const dayAndLot = (row: Row) => `${String(row.day)}|${Number(row.lotId)}`;
export const lineDayAndLot = (line: StatementLine) => `${line.day}|${Number(line.lot_id)}`;
