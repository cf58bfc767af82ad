// The money the dashboards and the management pack read, per lot and operator day, as the sums
// lib/reports/money-figures.ts makes figures of (docs/reports.md, "Dashboards: where the money comes
// from"): the money rollup (report_daily_money_parts, migration 340), the same rows the money
// reports group, so that a payment's purpose and the arrears made by what became of them are read
// one way everywhere. A payment carries its purpose; other kinds carry none.
import { MONEY_EVENT_KINDS, PAID_KINDS, type MoneyEventKind, type MoneyEventSum, type PaymentPurpose } from '../../../lib/reports/money-events';
import { dateOfDay } from '../../../lib/parking/cards/operator-days';
import type { DayRange } from '../../../lib/reports/periods';
import type { Reader } from '../../db';

/** One lot's operator day ('YYYY-MM-DD') and its sums. */
export interface DaySums { lotId: number; day: string; sums: MoneyEventSum[] }

const PAID: ReadonlySet<string> = new Set(PAID_KINDS);

export async function readMoneyDays(db: Reader, lotIds: readonly number[], range: DayRange): Promise<DaySums[]> {
  const rows = await db.query<{ lot_id: number; day: string; kind: MoneyEventKind; purpose: PaymentPurpose | null; amount: string | number }>(
    `SELECT lot_id, to_char(day, 'YYYY-MM-DD') AS day, kind, CASE WHEN kind LIKE 'paid\\_%' THEN purpose END AS purpose, sum(amount)::bigint AS amount
       FROM report_daily_money_parts
      WHERE lot_id = ANY($1::int[]) AND day BETWEEN $2::date AND $3::date AND kind = ANY($4::text[])
      GROUP BY 1, 2, 3, 4`,
    [lotIds, dateOfDay(range.from), dateOfDay(range.to), MONEY_EVENT_KINDS]);
  const days = new Map<string, DaySums>();
  for (const row of rows) {
    const amount = Number(row.amount);
    if (amount === 0) continue;
    const key = `${row.lot_id}@${row.day}`;
    let day = days.get(key);
    if (!day) days.set(key, (day = { lotId: Number(row.lot_id), day: row.day, sums: [] }));
    day.sums.push({ kind: row.kind, amount, ...(PAID.has(row.kind) && row.purpose ? { purpose: row.purpose } : {}) });
  }
  return [...days.values()];
}

/** Every sum of the days chosen, together. */
export const sumsOf = (days: readonly DaySums[]): MoneyEventSum[] => days.flatMap((d) => d.sums);
