// The money sums the pack is made of, per lot, over a period of operator days (docs/reports.md
// "The management pack"): every kind but payments from the daily rollup (report_daily_settlement,
// one row per lot and day); payments from the payments table with what they paid for (the rollup
// keeps no purpose, and monthly and stored-value income need it), over the period's instants on
// the (lot_id, paid_at) index; arrears made in the period by what became of them. A bounded period
// (PACK_PERIOD_LIMIT) keeps the raw reads small.
import { PURPOSE_COLUMNS, PAYMENT_PURPOSES, type MoneyEventKind, type MoneyEventSum, type PaymentPurpose } from '../../../../lib/reports/money-events';
import { datesOf, instantsOf, type DayRange } from '../../../../lib/reports/periods';
import { ARREAR_STATE } from '../../../../lib/parking/arrears-machine';
import { isoAt, type Reader } from '../../../db';

/** The rollup's columns the pack reads there (payments are read with their purpose instead). */
const ROLLED_KINDS = ['receivable', 'discounted', 'waived', 'from_balance', 'refunded', 'arrears_created', 'arrears_recovered', 'invoiced', 'invoice_reversed'] as const;

const ARREAR_RECOVERED = ARREAR_STATE.recovered;
const ARREAR_VOID = ARREAR_STATE.void;

const PURPOSE_SQL = `CASE ${PAYMENT_PURPOSES.map((p) => `WHEN ${PURPOSE_COLUMNS[p]} IS NOT NULL THEN '${p}'`).join(' ')} END`;

/** $1: every lot; $2: these lots. */
const IN_LOTS = '($1::boolean OR lot_id = ANY($2::int[]))';

type Row = { lot_id: number; kind: MoneyEventKind; purpose: PaymentPurpose | null; amount: string | number };

/** Every lot's sums (lots without any are absent). */
export async function moneySums(db: Reader, lots: readonly number[] | 'all', range: DayRange): Promise<Map<number, MoneyEventSum[]>> {
  const scope = [lots === 'all', lots === 'all' ? [] : lots];
  const dates = datesOf(range);
  const { start, end } = instantsOf(range);
  const rolled = await db.query<Row>(
    `SELECT lot_id, k.kind, NULL AS purpose, k.amount FROM (
       SELECT lot_id, ${ROLLED_KINDS.map((k) => `sum(${k})::bigint AS ${k}`).join(', ')} FROM report_daily_settlement
        WHERE day >= $3::date AND day <= $4::date AND ${IN_LOTS} GROUP BY lot_id) r
      CROSS JOIN LATERAL (VALUES ${ROLLED_KINDS.map((k) => `('${k}', r.${k})`).join(', ')}) AS k(kind, amount)`,
    [...scope, dates.from, dates.to]);
  const paid = await db.query<Row>(
    `SELECT lot_id, 'paid_' || lower(channel) AS kind, ${PURPOSE_SQL} AS purpose, sum(amount)::bigint AS amount FROM payments
      WHERE paid_at >= $3 AND paid_at < $4 AND ${IN_LOTS} GROUP BY 1, 2, 3`,
    [...scope, isoAt(start), isoAt(end)]);
  const made = await db.query<Row>(
    `SELECT lot_id, CASE state WHEN ${ARREAR_RECOVERED} THEN 'arrears_made_recovered' ELSE 'arrears_made_void' END AS kind, NULL AS purpose,
            sum(amount)::bigint AS amount FROM arrears
      WHERE created_at >= $3 AND created_at < $4 AND state IN (${ARREAR_RECOVERED}, ${ARREAR_VOID}) AND ${IN_LOTS} GROUP BY 1, 2`,
    [...scope, isoAt(start), isoAt(end)]);
  const byLot = new Map<number, MoneyEventSum[]>();
  for (const row of [...rolled, ...paid, ...made]) {
    const amount = Number(row.amount);
    if (amount === 0) continue;
    const lotId = Number(row.lot_id);
    byLot.set(lotId, [...(byLot.get(lotId) ?? []), { kind: row.kind, purpose: row.purpose, amount }]);
  }
  return byLot;
}
