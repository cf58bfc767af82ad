// The rules a lot refunds its rentals by (a setting of the lot: parking_lots.rental_refund_rule,
// edited on /ParkingInformation), named here so the lot's form and the rentals area share them.
// What each pays back: lib/areas/rentals/refund-rule.ts; docs/rentals.md, "Refunds of rentals".

/**
 * - `actualDays`: paid / the period's days, per day left;
 * - `per31`: paid / months / 31, per day left (a month counts 31 days, whatever its length);
 * - `wholeMonths`: paid / months, per month of the period not yet begun.
 */
export const REFUND_RULES = ['actualDays', 'per31', 'wholeMonths'] as const;
export type RefundRule = (typeof REFUND_RULES)[number];

/** A lot without a rule of its own refunds per31 without a fee (the notes' on-street sample, /work/shared/notes/domain-money.md §5). */
export const DEFAULT_REFUND_RULE: RefundRule = 'per31';
