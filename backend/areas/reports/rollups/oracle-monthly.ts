// The monthly level's oracle (367): each monthly table summed in TypeScript from the rows below it
// (the daily money parts, the payments themselves for their hours, the hourly traffic), by the
// operator's calendar of lib/parking/cards/operator-days.ts, not by the rollups' SQL.
import { dayOf, dateOfDay, startOfDay } from '../../../../lib/parking/cards/operator-days';
import type { Reader } from '../../../db';

const HOUR_MS = 3_600_000;
/** 'YYYY-MM-01' of a date. */
const monthOf = (date: string) => `${date.slice(0, 7)}-01`;
/** ISO weekday (Monday 1) of a date. */
const weekdayOf = (date: string) => ((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7) + 1;
const hourOfDay = (at: number) => Math.floor((at - startOfDay(dayOf(at))) / HOUR_MS);

function sumInto(sums: Map<string, number[]>, key: string, values: number[]) {
  const sum = sums.get(key) ?? values.map(() => 0);
  values.forEach((v, i) => { sum[i] += v; });
  sums.set(key, sum);
}
const lines = (sums: Map<string, number[]>) => [...sums].map(([k, v]) => `${k} ${v.join(' ')}`).sort();

export interface MonthlyLines { money: string[]; dailyPaymentHours: string[]; paymentHours: string[]; trafficHours: string[] }

export async function expectedMonthly(db: Reader): Promise<MonthlyLines> {
  const money = new Map<string, number[]>();
  for (const p of await db.query<{ lot_id: number; day: string; kind: string; purpose: string | null; detail: string | null; amount: string; events: number }>(
    'SELECT lot_id, day::text AS day, kind, purpose, detail, amount, events FROM report_daily_money_parts')) {
    sumInto(money, `${p.lot_id} ${monthOf(p.day)} ${p.kind} ${p.purpose ?? '-'} ${p.detail ?? '-'}`, [Number(p.amount), Number(p.events)]);
  }
  const daily = new Map<string, number[]>();
  const hours = new Map<string, number[]>();
  for (const p of await db.query<{ lot_id: number; paid_at: Date; amount: string }>('SELECT lot_id, paid_at, amount FROM payments WHERE lot_id IS NOT NULL')) {
    const at = p.paid_at.getTime();
    const date = dateOfDay(dayOf(at));
    sumInto(daily, `${p.lot_id} ${date} ${hourOfDay(at)}`, [1, Number(p.amount)]);
    sumInto(hours, `${p.lot_id} ${monthOf(date)} ${weekdayOf(date)} ${hourOfDay(at)}`, [1, Number(p.amount)]);
  }
  const traffic = new Map<string, number[]>();
  for (const t of await db.query<{ lot_id: number; hour: Date; arrivals: number; departures: number }>('SELECT lot_id, hour, arrivals, departures FROM report_hourly_traffic')) {
    if (Number(t.arrivals) + Number(t.departures) === 0) continue;
    const at = t.hour.getTime();
    sumInto(traffic, `${t.lot_id} ${monthOf(dateOfDay(dayOf(at)))} ${hourOfDay(at)}`, [Number(t.arrivals), Number(t.departures)]);
  }
  return { money: lines(money), dailyPaymentHours: lines(daily), paymentHours: lines(hours), trafficHours: lines(traffic) };
}

export async function rolledMonthly(db: Reader): Promise<MonthlyLines> {
  const read = async (sql: string) => (await db.query<{ line: string }>(sql)).map((r) => r.line).sort();
  return {
    money: await read("SELECT concat_ws(' ', lot_id, month, kind, coalesce(purpose, '-'), coalesce(detail, '-'), amount, events) AS line FROM report_monthly_money"),
    dailyPaymentHours: await read("SELECT concat_ws(' ', lot_id, day, hour, payments, amount) AS line FROM report_daily_payment_hours"),
    paymentHours: await read("SELECT concat_ws(' ', lot_id, month, weekday, hour, payments, amount) AS line FROM report_monthly_payment_hours"),
    trafficHours: await read("SELECT concat_ws(' ', lot_id, month, hour, arrivals, departures) AS line FROM report_monthly_traffic_hours"),
  };
}
