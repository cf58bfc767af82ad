// Why a report refuses what it was asked (docs/reports.md, "Refusals"): the keys; the backend
// answers them with the messages of messages/<lang>/backend-reports.json (report<Key>, typed in
// backend/messages.ts). A period's keys come from checkPeriod (periods.ts); unknownLot and
// unknownGranularity from the report that reads the request.
export const PERIOD_REFUSALS = ['periodUnparsable', 'periodReversed', 'periodTooLong'] as const;
export type PeriodRefusal = (typeof PERIOD_REFUSALS)[number];

export const REPORT_REFUSALS = [...PERIOD_REFUSALS, 'unknownLot', 'unknownGranularity'] as const;
export type ReportRefusal = (typeof REPORT_REFUSALS)[number];

/** The backend message of a refusal: `report` and the key, capitalised. */
export const refusalMessageKey = <R extends ReportRefusal>(refusal: R) => `report${refusal[0].toUpperCase()}${refusal.slice(1)}` as `report${Capitalize<R>}`;
