// The pack's files: a PDF to read and print, a workbook to work on.
import { machineDateTime } from '../../../i18n/dates';

export const PACK_FORMATS = ['pdf', 'xlsx'] as const;
export type PackFormat = (typeof PACK_FORMATS)[number];

export const PACK_CONTENT_TYPES: Readonly<Record<PackFormat, string>> = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** Periods the pack covers at most: a month of days (it compares day by day with the rollups' raw side). */
export const PACK_PERIOD_LIMIT = { days: 31 } as const;

/** 'management-pack-2026-11-03.pdf', or '...-2026-11-01-2026-11-03.xlsx' for a period. */
export function packFileName(prefix: string, period: { from: string; to: string }, format: PackFormat): string {
  return `${prefix}-${period.from === period.to ? period.from : `${period.from}-${period.to}`}.${format}`;
}

const DAY_MS = 86_400_000;
/** Where the day ends in a machine date-time ('YYYY-MM-DD HH:mm:ss'). */
const DATE_LENGTH = 10;
/**
 * The operator day before `now` ('YYYY-MM-DD'), the pack's default: from lib/i18n/dates.ts's
 * operator clock, so that the page does not load the day arithmetic (and its zod) in the browser.
 */
export const dayBefore = (now: number) => machineDateTime(now - DAY_MS).slice(0, DATE_LENGTH);
