// Top-up gifts as pure rules (docs/merchants.md, "Promotions"), in integer fen. A lot's approved
// rules are tiers: a top-up of at least `minTopUp` gets `gift`. The one that applies is the
// highest tier the top-up reaches among the rules in force at that instant (valid from/to), a
// first-top-up-only rule counting only for the merchant's first top-up; one gift per top-up, never
// several added up (yunqi's stored-value `gifts` tiers: /work/shared/notes/domain-next.md (b)).
import type { LedgerUnit, Settlement } from '../../parking/merchant-account';

export interface GiftRule {
  id: number;
  /** The least top-up (fen) the rule rewards. */
  minTopUp: number;
  /** What it credits (fen). */
  gift: number;
  firstOnly: boolean;
  /** Epoch milliseconds; null: open-ended. */
  validFrom: number | null;
  validTo: number | null;
}

const inForce = (rule: GiftRule, at: number) =>
  (rule.validFrom === null || rule.validFrom <= at) && (rule.validTo === null || at < rule.validTo);

/** The rule a top-up of `amount` fen at `at` earns, or null: the highest tier reached, then the larger gift, then the older rule. */
export function giftFor(rules: readonly GiftRule[], amount: number, at: number, firstTopUp: boolean): GiftRule | null {
  const earned = rules.filter((r) => inForce(r, at) && amount >= r.minTopUp && r.gift > 0 && (firstTopUp || !r.firstOnly));
  earned.sort((a, b) => b.minTopUp - a.minTopUp || b.gift - a.gift || a.id - b.id);
  return earned[0] ?? null;
}

/**
 * The gift in the account's unit: fen, or for a prepaid-minutes merchant the minutes it buys at its
 * minute price, rounded down (a gift never credits more than the rule says). 0: nothing to credit.
 */
export function giftCredit(gift: number, settlement: Settlement, minutePrice: number | null): { unit: LedgerUnit; credit: number } {
  if (settlement !== 'minutes') return { unit: 'fen', credit: gift };
  return { unit: 'minutes', credit: minutePrice && minutePrice > 0 ? Math.floor(gift / minutePrice) : 0 };
}
