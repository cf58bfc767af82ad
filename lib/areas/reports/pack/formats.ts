// The pack's files: a PDF to read and print, a workbook to work on.
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
/**
 * The operator day before `now` ('YYYY-MM-DD'), the pack's default: written with Intl on the
 * operator's time zone so that the page does not load the day arithmetic (and its zod) in the browser.
 */
export function dayBefore(now: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(now - DAY_MS));
}
