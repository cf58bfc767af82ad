// The money the dashboards and the management pack read, per lot and operator day, as the sums lib/reports/money-figures.ts
// makes figures of (docs/reports.md, "Dashboards: where the money comes from"):
// - every settlement kind from the daily rollup (report_daily_settlement, a column per kind);
// - the purpose of payments: the rollup has none, so the payments of other purposes than parking
//   (rental, stored value, merchant top-ups, coupon packages: few rows, no stay) are read from
//   payments, and a day's parking payments are the rollup's paid_<channel> less those;
// - the arrears made that day by what became of them (recovered, void), from arrears.
import { PAYMENT_PURPOSES, PURPOSE_COLUMNS, SETTLEMENT_EVENT_KINDS, type MoneyEventKind, type MoneyEventSum, type PaidKind, type PaymentPurpose } from '../../../lib/reports/money-events';
import { dateOfDay } from '../../../lib/parking/cards/operator-days';
import { instantsOf, type DayRange } from '../../../lib/reports/periods';
import { ARREAR_STATE } from '../../../lib/parking/arrears-machine';
import { isoAt, type Reader } from '../../db';

/** One lot's operator day ('YYYY-MM-DD') and its sums. */
export interface DaySums { lotId: number; day: string; sums: MoneyEventSum[] }

const OTHER_PURPOSES = PAYMENT_PURPOSES.filter((purpose) => purpose !== 'parking');
const purposeCase = `CASE ${OTHER_PURPOSES.map((p) => `WHEN ${PURPOSE_COLUMNS[p]} IS NOT NULL THEN '${p}'`).join(' ')} END`;
const dayText = (instant: string) => `to_char(operator_day(${instant}), 'YYYY-MM-DD')`;

export async function readMoneyDays(db: Reader, lotIds: readonly number[], range: DayRange): Promise<DaySums[]> {
  const { start, end } = instantsOf(range);
  const rolled = await db.query<Record<string, string | number>>(
    `SELECT lot_id, to_char(day, 'YYYY-MM-DD') AS day, ${SETTLEMENT_EVENT_KINDS.join(', ')} FROM report_daily_settlement
      WHERE lot_id = ANY($1::int[]) AND day BETWEEN $2::date AND $3::date`, [lotIds, dateOfDay(range.from), dateOfDay(range.to)]);
  const others = await db.query<{ lot_id: number; day: string; kind: PaidKind; purpose: PaymentPurpose; amount: string | number }>(
    `SELECT lot_id, ${dayText('paid_at')} AS day, 'paid_' || lower(channel) AS kind, ${purposeCase} AS purpose, sum(amount)::bigint AS amount
       FROM payments WHERE order_id IS NULL AND lot_id = ANY($1::int[]) AND paid_at >= $2 AND paid_at < $3 GROUP BY 1, 2, 3, 4`,
    [lotIds, isoAt(start), isoAt(end)]);
  const arrears = await db.query<{ lot_id: number; day: string; recovered: string | number; void: string | number }>(
    `SELECT lot_id, ${dayText('created_at')} AS day,
            coalesce(sum(amount) FILTER (WHERE state = ${ARREAR_STATE.recovered}), 0)::bigint AS recovered,
            coalesce(sum(amount) FILTER (WHERE state = ${ARREAR_STATE.void}), 0)::bigint AS void
       FROM arrears WHERE lot_id = ANY($1::int[]) AND created_at >= $2 AND created_at < $3 GROUP BY 1, 2`,
    [lotIds, isoAt(start), isoAt(end)]);

  const days = new Map<string, DaySums>();
  const dayOfLot = (lotId: number | string, day: string) => {
    const key = `${lotId}@${day}`;
    let found = days.get(key);
    if (!found) days.set(key, (found = { lotId: Number(lotId), day, sums: [] }));
    return found;
  };
  const add = (target: DaySums, kind: MoneyEventKind, amount: number, purpose?: PaymentPurpose) => {
    if (amount !== 0) target.sums.push({ kind, amount, ...(purpose ? { purpose } : {}) });
  };
  const otherPaid = new Map<string, number>();
  for (const row of others) {
    add(dayOfLot(row.lot_id, row.day), row.kind, Number(row.amount), row.purpose);
    const key = `${row.lot_id}@${row.day}@${row.kind}`;
    otherPaid.set(key, (otherPaid.get(key) ?? 0) + Number(row.amount));
  }
  for (const row of rolled) {
    const target = dayOfLot(row.lot_id, String(row.day));
    for (const kind of SETTLEMENT_EVENT_KINDS) {
      const amount = Number(row[kind]);
      if (kind.startsWith('paid_')) add(target, kind, amount - (otherPaid.get(`${row.lot_id}@${row.day}@${kind}`) ?? 0), 'parking');
      else add(target, kind, amount);
    }
  }
  for (const row of arrears) {
    const target = dayOfLot(row.lot_id, row.day);
    add(target, 'arrears_made_recovered', Number(row.recovered));
    add(target, 'arrears_made_void', Number(row.void));
  }
  return [...days.values()];
}

/** Every sum of the days chosen, together. */
export const sumsOf = (days: readonly DaySums[]): MoneyEventSum[] => days.flatMap((d) => d.sums);
