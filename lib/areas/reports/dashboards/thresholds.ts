// What the operation centre's "warning" page flags (docs/reports.md, "Warning"): written once here.

/** A lot fuller than this now (basis points: 95 %) is flagged. */
export const OCCUPANCY_WARNING_BP = 9_500;
/** The received rate of the last RATE_WINDOW_DAYS days against the window before: flagged when it fell by more than this (bp: 5 percentage points). */
export const RECEIVED_RATE_DROP_BP = 500;
export const RATE_WINDOW_DAYS = 7;

/** Whether a lot's occupancy now is past the threshold (none: a lot without capacity is never flagged). */
export const occupancyTooHigh = (rate: number | null) => rate !== null && rate > OCCUPANCY_WARNING_BP;

/** Whether the received rate fell past the threshold; none on either side is no warning. */
export const receivedRateFell = (current: number | null, before: number | null) =>
  current !== null && before !== null && before - current > RECEIVED_RATE_DROP_BP;

