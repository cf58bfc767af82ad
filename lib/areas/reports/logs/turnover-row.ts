// The turnover a /TurnoverRate row shows: one lot, one operator day, so turnover (周转率) is the
// day's stays begun over the lot's capacity (lib/reports/use-figures.ts, docs/reports.md "Use"),
// written as the decimal the list shows (325 hundredths = 3.25); none without capacity.
import { TURNOVER_SCALE, turnover } from '../../../reports/use-figures';

export function dayTurnover(staysBegun: number, capacity: number): number | null {
  const hundredths = turnover(staysBegun, capacity, 1);
  return hundredths === null ? null : hundredths / TURNOVER_SCALE;
}
