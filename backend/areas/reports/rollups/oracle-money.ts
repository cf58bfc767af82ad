// The money rollup's oracle (as oracle.ts for the others): its parts against money_events grouped
// the plain way (by operator_day of each instant), and money_events against settlement_events (the
// same amounts, kind by kind, per lot and day), as sorted lines of text.
import type { Reader } from '../../../db';
import { MONEY_PART_DIMENSIONS } from './daily-money';

const COLUMNS = ['lot_id', 'day', ...MONEY_PART_DIMENSIONS, 'amount', 'events'];
const line = (row: Record<string, unknown>, columns: readonly string[]) => columns.map((c) => `${c}=${String(row[c])}`).join(' ');
const ORDER = `ORDER BY ${COLUMNS.slice(0, -2).map((c) => `${c} NULLS FIRST`).join(', ')}`;

export async function expectedMoney(db: Reader): Promise<string[]> {
  const rows = await db.query(
    `SELECT lot_id, operator_day(at)::text AS day, ${MONEY_PART_DIMENSIONS.join(', ')}, sum(amount)::bigint AS amount, count(*)::integer AS events
       FROM money_events GROUP BY lot_id, 2, ${MONEY_PART_DIMENSIONS.join(', ')} ${ORDER}`);
  return rows.map((r) => line(r, COLUMNS));
}

export async function rolledMoney(db: Reader): Promise<string[]> {
  const rows = await db.query(`SELECT lot_id, day::text AS day, ${MONEY_PART_DIMENSIONS.join(', ')}, amount, events FROM report_daily_money_parts ${ORDER}`);
  return rows.map((r) => line(r, COLUMNS));
}

/** Per lot, day and kind: settlement_events' sums, and money_events' (its arrears-made kinds aside). */
export async function settlementAndMoneyEvents(db: Reader): Promise<{ settlement: string[]; money: string[] }> {
  const sums = (view: string) => db.query(
    `SELECT lot_id, operator_day(at)::text AS day, kind, sum(amount)::bigint AS amount, count(*)::integer AS events FROM ${view}
      WHERE kind NOT LIKE 'arrears\\_made\\_%' GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`);
  const columns = ['lot_id', 'day', 'kind', 'amount', 'events'];
  return { settlement: (await sums('settlement_events')).map((r) => line(r, columns)), money: (await sums('money_events')).map((r) => line(r, columns)) };
}
