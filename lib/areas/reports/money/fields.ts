// Fields the money report screens share (lib/areas/reports/screens-money.ts): the lot, the
// operator day of a row (the report's period), figures in fen and counts, rates shown as percents.
import type { FieldDecl, ReportPeriodLimit } from '../../../screens/types';
import { LOT_FILTER, shown } from '../../../screens/common-fields';
import { DEFAULT_PERIOD_LIMITS, type Granularity } from '../../../reports/periods';

export { LOT_FILTER };
export const lotName = shown('lotName', 'text', { width: 160 });
/** The operator day a row is of (a month's or year's first day for those rows): the period filter. */
export const day = shown('day', 'date', { filter: 'dateRange', width: 120 });
/** A period's key as the report cuts it ('YYYY-MM-DD', 'YYYY-MM', 'YYYY'). */
export const period = shown('period', 'text', { width: 110 });
export const money = (name: string, width = 120): FieldDecl => shown(name, 'money', { width });
export const count = (name: string, width = 100): FieldDecl => shown(name, 'integer', { width });
/** A rate or a share: basis points made a percent with two decimals when read (lib/reports/rates.ts); not sortable (computed when read). */
export const percent = (name: string, width = 120): FieldDecl => shown(name, 'decimal', { width, sortable: false });

/**
 * The longest period of a report cut by `granularity` (lib/reports/periods.ts DEFAULT_PERIOD_LIMITS),
 * declared once per report; `chosenBy` names the filter that lets a person cut it otherwise.
 */
export const periodLimit = (granularity: Granularity, chosenBy?: string): ReportPeriodLimit =>
  ({ field: 'day', period: DEFAULT_PERIOD_LIMITS[granularity], ...(chosenBy ? { granularity: { field: chosenBy, otherwise: granularity } } : {}) });
