// A stored-value card's balance and its ledger (docs/rentals.md, "Stored value: recharges, the
// ledger and the exit"), pure: every change is one row (before, change, after) with its cause, and
// the balance never goes below zero. What the exit takes is decided by lane-decision.ts
// (decideCardExit); the recharge and its gift by lib/areas/rentals/pricing.ts (recharge).

/** Why a balance changed: money recharged, the recharge rule's gift on top, a stay paid at the exit. */
export const LEDGER_CAUSES = ['recharge', 'gift', 'exit'] as const;
export type LedgerCause = (typeof LEDGER_CAUSES)[number];

export interface LedgerEntry { cause: LedgerCause; before: number; change: number; after: number }

/** Why a change is refused: not whole fen, nothing, of the wrong sign for its cause, or more than the balance holds. */
export type LedgerRefusal = 'amountInvalid' | 'balanceShort';

/**
 * The ledger row of `change` fen (a credit above 0 for a recharge and a gift, a debit below 0 for
 * an exit) on a balance of `before` fen; refused when it would leave the balance below zero.
 */
export function ledgerEntry(cause: LedgerCause, before: number, change: number): { ok: true; entry: LedgerEntry } | { ok: false; refusal: LedgerRefusal } {
  if (!Number.isSafeInteger(before) || before < 0 || !Number.isSafeInteger(change) || change === 0) return { ok: false, refusal: 'amountInvalid' };
  if ((cause === 'exit') !== (change < 0)) return { ok: false, refusal: 'amountInvalid' };
  const after = before + change;
  if (after < 0) return { ok: false, refusal: 'balanceShort' };
  return { ok: true, entry: { cause, before, change, after } };
}

/** The rows of a recharge of `amount` with its `gift` on a balance of `before`: the recharge, then the gift (none when 0). */
export function rechargeEntries(before: number, amount: number, gift: number): LedgerEntry[] | null {
  const paid = ledgerEntry('recharge', before, amount);
  if (!paid.ok) return null;
  if (gift === 0) return [paid.entry];
  const given = ledgerEntry('gift', paid.entry.after, gift);
  return given.ok ? [paid.entry, given.entry] : null;
}
