// A merchant's account as the books know it (docs/merchants.md): how it settles, its unit, and why
// it changed. Shared by the merchants area (top-ups, closing) and the charging core (coupons used
// at a payment charge it), so it lives with the shared models.

/** How a merchant settles: charged on use, billed after use, or prepaid minutes. */
export const SETTLEMENTS = ['prepaid', 'postpaid', 'minutes'] as const;
export type Settlement = (typeof SETTLEMENTS)[number];
/** Why an account changed (merchant_ledger.cause); `package`: cards bought for its staff (docs/rentals.md, "Merchant packages"). */
export const LEDGER_CAUSES = ['topUp', 'gift', 'adjustment', 'closing', 'couponUse', 'package'] as const;
export type LedgerCause = (typeof LEDGER_CAUSES)[number];
/** The unit of an account: fen, or minutes for a prepaid-minutes merchant. */
export const LEDGER_UNITS = ['fen', 'minutes'] as const;
export type LedgerUnit = (typeof LEDGER_UNITS)[number];

export const unitOf = (settlement: Settlement): LedgerUnit => (settlement === 'minutes' ? 'minutes' : 'fen');
