// Why a report refuses what it was asked (docs/reports.md, "Refusals"): the keys, with their
// messages in messages/<lang>/reports.json under `refusals` (both languages, checked by
// refusals.test.ts). A period's keys come from checkPeriod (periods.ts); unknownLot and
// unknownGranularity from the report that reads the request.
export const PERIOD_REFUSALS = ['periodUnparsable', 'periodReversed', 'periodTooLong'] as const;
export type PeriodRefusal = (typeof PERIOD_REFUSALS)[number];

export const REPORT_REFUSALS = [...PERIOD_REFUSALS, 'unknownLot', 'unknownGranularity'] as const;
export type ReportRefusal = (typeof REPORT_REFUSALS)[number];

/** The messages' namespace and group: a refusal's message is `reports.refusals.<key>`. */
export const REFUSALS_MESSAGE_PREFIX = 'reports.refusals';
export const refusalMessageKey = (refusal: ReportRefusal) => `${REFUSALS_MESSAGE_PREFIX}.${refusal}`;
