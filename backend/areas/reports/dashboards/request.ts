// What every dashboard reads of its request (docs/reports.md, "Dashboards"): the caller's lots (a
// lot asked for must be one of them: unknownLot) and the period (checkPeriod's refusals), answered
// with the messages of backend-reports.json.
import { checkPeriod, datesOf, type DayRange, type PeriodLimit } from '../../../../lib/reports/periods';
import { refusalMessageKey, type ReportRefusal } from '../../../../lib/reports/refusals';
import type { MessageValues } from '../../../messages';
import { refuse } from '../../../kernel/failures';
import { callerLotOptions } from '../../../entities/scope';
import type { RequestContext } from '../../../context';

export const refuseReport = (refusal: ReportRefusal, values: MessageValues = {}) => refuse(refusalMessageKey(refusal), values);

/** A lot the dashboard reads: its id and name. */
export interface DashboardLot { id: number; name: string }

/** The caller's lots (every lot for a super administrator), or the one asked for when it is one of them. */
export async function dashboardLots(context: RequestContext, lotId: number | undefined): Promise<DashboardLot[]> {
  const lots = (await callerLotOptions(context)).map((lot) => ({ id: Number(lot.id), name: lot.name }));
  if (lotId === undefined) return lots;
  const lot = lots.find((l) => l.id === lotId);
  if (!lot) throw refuseReport('unknownLot');
  return [lot];
}

/** The period asked for, checked against the dashboard's limit. */
export function dashboardPeriod(input: { from: string; to: string }, limit: PeriodLimit): DayRange {
  const check = checkPeriod(input, limit);
  if (!check.ok) throw refuseReport(check.refusal, check.values ?? {});
  return check.range;
}

export const lotIdsOf = (lots: readonly DashboardLot[]) => lots.map((lot) => lot.id);
export { datesOf };
