// /OrderList_Statement and /AreaOrderList_Statement over the views of 109_order_statements.sql:
// per day and lot (and yard area or street) the orders, their figures and what each payment
// channel took; the orders of vehicles still in the lot priced when read. Read and export only.
import type { Row } from '../../entities/engine/call';
import type { EntityStore } from '../../entities/types';
import { LOT_JOIN } from './common';
import { dayAndLot, lineDayAndLot, statementNow, type StatementLine } from '../charging';

/** The yard area's or street's id in an area row's id (((day * 1e9) + area_key) * 4 + kind, 109_order_statements.sql). */
const areaKeyOf = (rowId: number) => Math.floor(rowId / 4) % 1_000_000_000;
const areaRowKey = (row: Row) => `${dayAndLot(row)}|${String(row.areaKind)}|${areaKeyOf(Number(row.id))}`;
const areaLineKey = (line: StatementLine) => `${lineDayAndLot(line)}|${line.area_kind}|${Number(line.area_key)}`;

/** The view names what each channel took paid_<channel> in lower case: the pay station's is not its field's default. */
const PAID_COLUMNS = { paidPayStation: 'paid_paystation' };

export const orderStatementStore: EntityStore = {
  entity: 'orderStatement',
  table: 'order_statement_daily',
  columns: PAID_COLUMNS,
  computed: { lotName: 'l.name' },
  joins: LOT_JOIN,
  lotColumn: 'lot_id',
  atRead: { rows: statementNow(dayAndLot, lineDayAndLot) },
};

export const areaOrderStatementStore: EntityStore = {
  entity: 'areaOrderStatement',
  table: 'area_order_statement_daily',
  columns: PAID_COLUMNS,
  computed: {
    lotName: 'l.name',
    // The lot's own orders (no yard area, no street) have no area name.
    areaName: `CASE t.area_kind WHEN 'yardArea' THEN ya.name WHEN 'street' THEN st.name END`,
  },
  joins: `${LOT_JOIN} LEFT JOIN yard_areas ya ON t.area_kind = 'yardArea' AND ya.id = t.area_key
    LEFT JOIN streets st ON t.area_kind = 'street' AND st.id = t.area_key`,
  lotColumn: 'lot_id',
  atRead: { rows: statementNow(areaRowKey, areaLineKey) },
};
