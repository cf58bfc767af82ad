// A period's rows from a monthly rollup and the level below it (367; docs/reports.md, "Rollups"):
// its whole months from the monthly table and its other days from the daily (or hourly) one
// (lib/reports/periods.ts wholeMonthsOf), as one UNION ALL for the caller to group.
import { dateOfDay } from '../../../lib/parking/cards/operator-days';
import { wholeMonthsOf, type DayRange } from '../../../lib/reports/periods';

/** The condition that a column lies in the part's days: a date column, or an instant column (within those days' instants). */
export interface Within {
  dates(column: string): string;
  instants(column: string): string;
}

export interface PeriodParts {
  /** The SELECT of the monthly table's rows whose month column is `within.dates('month')`. */
  months(within: Within): string;
  /** The SELECT of the lower table's rows of the other days. */
  days(within: Within): string;
}

/** The UNION ALL of the period's parts; `params` gets the dates (a caller's own parameters come first). With `byDay` every day is read from the lower table. */
export function periodRowsSql(range: DayRange, params: unknown[], parts: PeriodParts, byDay = false): string {
  const { months, days } = byDay ? { months: null, days: [range] } : wholeMonthsOf(range);
  const bind = (day: number) => `$${params.push(dateOfDay(day))}::date`;
  const within = (ranges: readonly DayRange[]): Within => ({
    dates: (column) => `(${ranges.map((r) => `${column} BETWEEN ${bind(r.from)} AND ${bind(r.to)}`).join(' OR ')})`,
    instants: (column) => `(${ranges.map((r) => `${column} >= operator_day_start(${bind(r.from)}) AND ${column} < operator_day_start(${bind(r.to)} + 1)`).join(' OR ')})`,
  });
  return [
    ...(months ? [parts.months(within([months]))] : []),
    ...(days.length ? [parts.days(within(days))] : []),
  ].join(' UNION ALL ');
}
