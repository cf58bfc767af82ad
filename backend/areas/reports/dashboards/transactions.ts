// /Analysis, the transaction analysis (docs/reports.md, "Dashboards"): the payments of a period over
// the caller's lots (or one) by hour of the operator's day, by weekday, by channel and by purpose,
// and the average ticket (received / payments). Read from the rollups (367): payments per hour of
// the day and weekday, and the money rollup's paid kinds (a payment's channel) with their purpose
// and count, each by whole months and the days around them (period-rows.ts); received here is the
// same sum as the daily rollup's paid_* columns.
import { HOURS_PER_DAY } from '../../../../lib/reports/arrivals';
import { PAYMENT_CHANNELS } from '../../../../lib/parking/channels';
import { PAID_KINDS, PAYMENT_PURPOSES, paidKind } from '../../../../lib/reports/money-events';
import { DEFAULT_PERIOD_LIMITS, datesOf, type DayRange } from '../../../../lib/reports/periods';
import { scaledRatio } from '../../../../lib/reports/rates';
import { WEEKDAYS } from '../../../../lib/areas/reports/dashboards/answer';
import type { RequestContext } from '../../../context';
import type { Reader } from '../../../db';
import { DAILY_MONEY } from '../rollups';
import { periodRowsSql } from '../period-rows';
import { moneyRowsSql } from '../money-sums';
import { addTo, asOfRollups, type Answer, type Table } from './build';
import { dashboardLots, dashboardPeriod, lotIdsOf } from './request';

/** The average ticket (fen, half away from zero): received over payments; none without payments. */
export const averageTicket = (received: number, payments: number) => scaledRatio(received, payments, 1);

/** Payments and their amount per group. */
interface Counted { key: string; n: number; amount: number }

/** Payments per hour of the day and per weekday (ISO, Monday 1). */
async function byHourAndWeekday(db: Reader, ids: readonly number[], range: DayRange): Promise<{ hours: Counted[]; weekdays: Counted[] }> {
  const params: unknown[] = [ids];
  const rows = periodRowsSql(range, params, {
    months: (within) => `SELECT hour, weekday, payments, amount FROM report_monthly_payment_hours WHERE lot_id = ANY($1::int[]) AND ${within.dates('month')}`,
    days: (within) => `SELECT hour, extract(isodow FROM day)::smallint AS weekday, payments, amount FROM report_daily_payment_hours WHERE lot_id = ANY($1::int[]) AND ${within.dates('day')}`,
  });
  const grouped = await db.query<{ hour: number | null; weekday: number | null; n: string | number; amount: string | number }>(
    `SELECT hour, weekday, sum(payments)::bigint AS n, sum(amount)::bigint AS amount FROM (${rows}) p GROUP BY GROUPING SETS ((hour), (weekday))`, params);
  const counted = (row: (typeof grouped)[number], key: number) => ({ key: String(key), n: Number(row.n), amount: Number(row.amount) });
  return {
    hours: grouped.filter((r) => r.hour !== null).map((r) => counted(r, Number(r.hour))),
    weekdays: grouped.filter((r) => r.weekday !== null).map((r) => counted(r, Number(r.weekday))),
  };
}

/** Payments per channel (the money rollup's paid kind) and purpose. */
async function byChannelAndPurpose(db: Reader, ids: readonly number[], range: DayRange): Promise<{ kind: string; purpose: string | null; n: number; amount: number }[]> {
  const params: unknown[] = [ids, PAID_KINDS];
  const rows = moneyRowsSql(range, params);
  return (await db.query<{ kind: string; purpose: string | null; n: string | number; amount: string | number }>(
    `SELECT kind, purpose, sum(events)::bigint AS n, sum(amount)::bigint AS amount FROM (${rows}) p GROUP BY 1, 2`, params))
    .map((r) => ({ kind: r.kind, purpose: r.purpose, n: Number(r.n), amount: Number(r.amount) }));
}

export async function transactionAnalysis(context: RequestContext, input: { from: string; to: string; lotId?: number }): Promise<Answer> {
  const range = dashboardPeriod(input, DEFAULT_PERIOD_LIMITS.day);
  const ids = lotIdsOf(await dashboardLots(context, input.lotId));
  const { hours, weekdays } = await byHourAndWeekday(context.db, ids, range);
  const paid = await byChannelAndPurpose(context.db, ids, range);

  const by = (rows: readonly Counted[]) => {
    const count = new Map<string, number>();
    const amount = new Map<string, number>();
    for (const row of rows) {
      addTo(count, row.key, row.n);
      addTo(amount, row.key, row.amount);
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

  const total = by(paid.map((r) => ({ ...r, key: 'all' })))('all');
  const channelOf = (kind: string) => PAYMENT_CHANNELS.find((c) => paidKind(c) === kind) ?? kind;
  return {
    period: datesOf(range), compared: null,
    asOf: await asOfRollups(context.db, [DAILY_MONEY]),
    cards: [
      { figure: 'received', value: total[0], unit: 'fen' },
      { figure: 'payments', value: total[1], unit: 'count' },
      { figure: 'averageTicket', value: total[2], unit: 'fen' },
    ],
    tables: [
      table('paymentsByHour', 'bar', 'hour', Array.from({ length: HOURS_PER_DAY }, (_, h) => String(h)), by(hours)),
      table('paymentsByWeekday', 'bar', 'weekday', WEEKDAYS, by(weekdays)),
      table('paymentsByChannel', 'pie', 'channel', PAYMENT_CHANNELS, by(paid.map((r) => ({ ...r, key: channelOf(r.kind) })))),
      table('paymentsByPurpose', 'bar', 'purpose', PAYMENT_PURPOSES, by(paid.map((r) => ({ ...r, key: r.purpose ?? '' })))),
    ],
  };
}
