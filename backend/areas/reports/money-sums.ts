// The money the dashboards and the management pack read, as the sums lib/reports/money-figures.ts
// makes figures of (docs/reports.md, "Dashboards: where the money comes from"): the money rollup
// (report_daily_money_parts, migration 340, and its months, 367), the same rows the money reports
// group, so that a payment's purpose and the arrears made by what became of them are read one way
// everywhere. A payment carries its purpose; other kinds carry none.
import { MONEY_EVENT_KINDS, PAID_KINDS, type MoneyEventKind, type MoneyEventSum, type PaymentPurpose } from '../../../lib/reports/money-events';
import type { DayRange } from '../../../lib/reports/periods';
import { periodRowsSql, type Within } from './period-rows';
import type { Reader } from '../../db';

/**
 * The money rollup's rows (lot_id, day, kind, purpose, amount, events) of the lots $1 and kinds $2
 * over a period: its whole months from the monthly table, its other days from the daily one
 * (period-rows.ts); with `byDay` every day from the daily one. `params` gets the dates.
 */
export function moneyRowsSql(range: DayRange, params: unknown[], byDay = false): string {
  const rowsOf = (table: string, day: string) => (within: Within) =>
    `SELECT lot_id, ${day} AS day, kind, purpose, amount, events FROM ${table} WHERE lot_id = ANY($1::int[]) AND kind = ANY($2::text[]) AND ${within.dates(day)}`;
  return periodRowsSql(range, params, { months: rowsOf('report_monthly_money', 'month'), days: rowsOf('report_daily_money_parts', 'day') }, byDay);
}

/** What the sums are grouped by: a lot (its id), an operator day ('YYYY-MM-DD') or month ('YYYY-MM'), or nothing (''). */
export type MoneyGroup = 'lot' | 'day' | 'month' | 'all';
const GROUP_KEY: Record<MoneyGroup, string> = { lot: 'lot_id::text', day: "to_char(day, 'YYYY-MM-DD')", month: "to_char(day, 'YYYY-MM')", all: "''" };

const PAID: ReadonlySet<string> = new Set(PAID_KINDS);

/**
 * The sums of the lots over a period, per group: its whole months from the monthly money rollup
 * (367) and its other days from the daily one (period-rows.ts), so that a year or three read a few
 * rows per lot and month. By day, every day is read by day.
 */
export async function readMoneySums(db: Reader, lotIds: readonly number[], range: DayRange, by: MoneyGroup): Promise<Map<string, MoneyEventSum[]>> {
  const params: unknown[] = [lotIds, MONEY_EVENT_KINDS];
  const money = moneyRowsSql(range, params, by === 'day');
  const rows = await db.query<{ key: string; kind: MoneyEventKind; purpose: PaymentPurpose | null; amount: string | number }>(
    `SELECT ${GROUP_KEY[by]} AS key, kind, CASE WHEN kind LIKE 'paid\\_%' THEN purpose END AS purpose, sum(amount)::bigint AS amount
       FROM (${money}) money GROUP BY 1, 2, 3`, params);
  const groups = new Map<string, MoneyEventSum[]>();
  for (const row of rows) {
    const amount = Number(row.amount);
    if (amount === 0) continue;
    const sums = groups.get(row.key) ?? [];
    groups.set(row.key, sums);
    sums.push({ kind: row.kind, amount, ...(PAID.has(row.kind) && row.purpose ? { purpose: row.purpose } : {}) });
  }
  return groups;
}

/** Every group's sums together. */
export const allSums = (groups: Map<string, MoneyEventSum[]>): MoneyEventSum[] => [...groups.values()].flat();
