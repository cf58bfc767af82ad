// Lists whose queries span at most some months of a date-time field (ScreenDecl.rangeLimit; spec 9:
// temporary records within two months). Months are counted on the operator's clock (UTC+8).
// A report's period of days (a date field) is checked as every report checks it: report-period.ts.
import type { ScreenDecl } from '../../../lib/screens/types';
import { limitReportPeriod } from './report-period';
import { SIGNING_CLOCK_OFFSET_HOURS } from '../../../lib/spec-constants';
import { AshxFailure, STATUS } from '../../kernel/failures';
import { DAY_MS, parseDateBound } from '../sql';
import type { Values } from '../types';

const OFFSET_MS = SIGNING_CLOCK_OFFSET_HOURS * 3_600_000;

/** The same wall-clock time `months` later (earlier when negative). */
export function addMonths(at: number, months: number): number {
  const local = new Date(at + OFFSET_MS);
  local.setUTCMonth(local.getUTCMonth() + months);
  return local.getTime() - OFFSET_MS;
}

/** The filters with the limited field's range made explicit; a range wider than the limit is refused. */
export function limitRange(decl: ScreenDecl, filters: Values, now: number): Values {
  const limit = decl.rangeLimit;
  if (!limit) return filters;
  if ('period' in limit) return limitReportPeriod(limit, filters, now);
  const range = (filters[limit.field] ?? {}) as { from?: string; to?: string };
  const path = `filters.${limit.field}`;
  const toBound = range.to ? parseDateBound(range.to, `${path}.to`) : null;
  // An end given as a day includes that whole day.
  const to = toBound ? toBound.instant + (toBound.dateOnly ? DAY_MS : 0) : now;
  const earliest = addMonths(to, -limit.months);
  const from = range.from ? parseDateBound(range.from, `${path}.from`).instant : earliest;
  if (from < earliest) throw new AshxFailure(STATUS.invalid, 'rangeTooWide', { months: limit.months }, { fields: { [limit.field]: 'rangeTooWide' } });
  return { ...filters, [limit.field]: { from: new Date(from).toISOString(), ...(range.to ? { to: range.to } : {}) } };
}
