// A report's period (ScreenDecl.rangeLimit with `period`; docs/reports.md, "Periods"): the date
// range filter checked by lib/reports/periods.ts checkPeriod, refused with the report refusals
// (messages/<lang>/backend-reports.json). Without an end, today (or the period's last allowed day);
// without a start, as far back as the limit allows; a report cut by a granularity is cut by its
// declared one when none is chosen.
import { DEFAULT_PERIOD_LIMITS, GRANULARITIES, checkPeriod, lastAllowedDay, monthsEarlier, type Granularity, type PeriodLimit } from '../../../lib/reports/periods';
import { refusalMessageKey } from '../../../lib/reports/refusals';
import { dateOfDay, dayOf, dayOfDate } from '../../../lib/parking/cards/operator-days';
import type { ReportPeriodLimit } from '../../../lib/screens/types';
import { AshxFailure, STATUS } from '../../kernel/failures';
import type { Values } from '../types';

/** The granularity the rows are cut by (the declared one when none is chosen), or null when the report has no choice. */
function granularityOf(decl: ReportPeriodLimit, filters: Values): Granularity | null {
  if (!decl.granularity) return null;
  const chosen = filters[decl.granularity.field];
  if (chosen === undefined || chosen === null || chosen === '') return decl.granularity.otherwise;
  if (!GRANULARITIES.includes(chosen as Granularity)) {
    throw new AshxFailure(STATUS.invalid, refusalMessageKey('unknownGranularity'), {}, { fields: { [decl.granularity.field]: 'unknownGranularity' } });
  }
  return chosen as Granularity;
}

/** The first day of the longest period under `limit` that ends on `to`. */
const earliestFrom = (to: number, limit: PeriodLimit) => ('days' in limit ? to - limit.days + 1 : monthsEarlier(to, limit.months) + 1);

export function limitReportPeriod(decl: ReportPeriodLimit, filters: Values, now: number): Values {
  const granularity = granularityOf(decl, filters);
  const limit = granularity ? DEFAULT_PERIOD_LIMITS[granularity] : decl.period;
  const range = (filters[decl.field] ?? {}) as { from?: unknown; to?: unknown };
  const given = (value: unknown) => value !== undefined && value !== null && value !== '';
  const refuse = (refusal: 'periodUnparsable' | 'periodReversed' | 'periodTooLong', values: Record<string, string> = {}) =>
    new AshxFailure(STATUS.invalid, refusalMessageKey(refusal), values, { fields: { [decl.field]: refusal } });
  const day = (value: unknown) => {
    const parsed = typeof value === 'string' ? dayOfDate(value) : null;
    if (parsed === null) throw refuse('periodUnparsable');
    return parsed;
  };
  const today = dayOf(now);
  const from = given(range.from) ? day(range.from) : null;
  const to = given(range.to) ? day(range.to) : from === null ? today : Math.min(Math.max(from, today), lastAllowedDay(from, limit));
  const checked = checkPeriod({ from: dateOfDay(from ?? earliestFrom(to, limit)), to: dateOfDay(to) }, limit);
  if (!checked.ok) throw refuse(checked.refusal, checked.values);
  const cut = granularity && decl.granularity ? { [decl.granularity.field]: granularity } : {};
  return { ...filters, ...cut, [decl.field]: { from: dateOfDay(checked.range.from), to: dateOfDay(checked.range.to) } };
}
