// /Analysis, the transaction analysis (docs/reports.md, "Dashboards"): the payments of a period over
// the caller's lots (or one) by hour of the operator's day, by weekday, by channel and by purpose,
// and the average ticket (received / payments). Read from payments (the rollups have no hour of
// payment nor purpose); received here is the same sum as the daily rollup's paid_* columns.
import { HOURS_PER_DAY } from '../../../../lib/reports/arrivals';
import { PAYMENT_CHANNELS } from '../../../../lib/parking/channels';
import { PAYMENT_PURPOSES, PURPOSE_COLUMNS } from '../../../../lib/reports/money-events';
import { DEFAULT_PERIOD_LIMITS, datesOf, instantsOf } from '../../../../lib/reports/periods';
import { scaledRatio } from '../../../../lib/reports/rates';
import { WEEKDAYS } from '../../../../lib/areas/reports/dashboards/answer';
import type { RequestContext } from '../../../context';
import { isoAt } from '../../../db';
import { addTo, type Answer, type Table } from './build';
import { dashboardLots, dashboardPeriod, lotIdsOf } from './request';
import { operatorHourSql } from './site';

const purposeCase = `CASE ${PAYMENT_PURPOSES.map((p) => `WHEN ${PURPOSE_COLUMNS[p]} IS NOT NULL THEN '${p}'`).join(' ')} END`;
const operatorIsoDow = (column: string) => `extract(isodow FROM timezone('UTC', ${column}) + interval '8 hours')::int`;

/** The average ticket (fen, half away from zero): received over payments; none without payments. */
export const averageTicket = (received: number, payments: number) => scaledRatio(received, payments, 1);

export async function transactionAnalysis(context: RequestContext, input: { from: string; to: string; lotId?: number }): Promise<Answer> {
  const range = dashboardPeriod(input, DEFAULT_PERIOD_LIMITS.day);
  const lots = await dashboardLots(context, input.lotId);
  const { start, end } = instantsOf(range);
  const rows = await context.db.query<{ h: number; dow: number; channel: string; purpose: string; n: number; amount: string | number }>(
    `SELECT ${operatorHourSql('paid_at')} AS h, ${operatorIsoDow('paid_at')} AS dow, channel, ${purposeCase} AS purpose,
            count(*)::int AS n, sum(amount)::bigint AS amount
       FROM payments WHERE lot_id = ANY($1::int[]) AND paid_at >= $2 AND paid_at < $3 GROUP BY 1, 2, 3, 4`,
    [lotIdsOf(lots), isoAt(start), isoAt(end)]);

  const by = (key: (row: (typeof rows)[number]) => string) => {
    const count = new Map<string, number>();
    const amount = new Map<string, number>();
    for (const row of rows) {
      addTo(count, key(row), Number(row.n));
      addTo(amount, key(row), Number(row.amount));
    }
    return (k: string) => {
      const n = count.get(k) ?? 0;
      const received = amount.get(k) ?? 0;
      return [received, n, averageTicket(received, n)];
    };
  };
  const columns: Table['columns'] = [{ name: 'received', unit: 'fen' }, { name: 'payments', unit: 'count' }, { name: 'averageTicket', unit: 'fen' }];
  const table = (key: string, chart: Table['chart'], rowKind: Table['rowKind'], keys: readonly string[], values: (k: string) => (number | null)[]): Table =>
    ({ key, chart, rowKind, columns, rows: keys.map((k) => ({ key: k, values: values(k) })) });

  const total = by(() => 'all')('all');
  return {
    period: datesOf(range), compared: null,
    asOf: isoAt(context.now),
    cards: [
      { figure: 'received', value: total[0], unit: 'fen' },
      { figure: 'payments', value: total[1], unit: 'count' },
      { figure: 'averageTicket', value: total[2], unit: 'fen' },
    ],
    tables: [
      table('paymentsByHour', 'bar', 'hour', Array.from({ length: HOURS_PER_DAY }, (_, h) => String(h)), by((r) => String(r.h))),
      table('paymentsByWeekday', 'bar', 'weekday', WEEKDAYS, by((r) => String(r.dow))),
      table('paymentsByChannel', 'pie', 'channel', PAYMENT_CHANNELS, by((r) => PAYMENT_CHANNELS.find((c) => c.toLowerCase() === r.channel.toLowerCase()) ?? r.channel)),
      table('paymentsByPurpose', 'bar', 'purpose', PAYMENT_PURPOSES, by((r) => r.purpose)),
    ],
  };
}
