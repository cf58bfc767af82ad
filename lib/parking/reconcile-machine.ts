// A reconciliation difference (reconcile_differences.state): open until someone handles it with a
// decision and a reason; a handled difference is closed (a second decision would hide the first).
// Pure: the grid disables the action on handled rows, the BFF and the backend refuse the same way.

export const DIFFERENCE_STATE = { open: 0, handled: 1 } as const;
export type DifferenceState = (typeof DIFFERENCE_STATE)[keyof typeof DIFFERENCE_STATE];
export const DIFFERENCE_STATES: readonly DifferenceState[] = Object.values(DIFFERENCE_STATE);

/**
 * What the person handling a difference decided: correctOurs (our record is wrong and is put right
 * through the order's own commands), claimFromChannel (the channel owes it: claimed with them),
 * refundPayer (the payer paid twice or too much: refunded through /RefundReview), writeOff
 * (accepted as it is, e.g. a fee rounding).
 */
export const DIFFERENCE_DECISIONS = ['correctOurs', 'claimFromChannel', 'refundPayer', 'writeOff'] as const;
export type DifferenceDecision = (typeof DIFFERENCE_DECISIONS)[number];

export const DIFFERENCE_TRANSITIONS = {
  handle: { from: [DIFFERENCE_STATE.open] as readonly DifferenceState[], to: DIFFERENCE_STATE.handled, refusal: 'differenceHandled' },
} as const;

/** The state after `action`, or the refusal's message key. */
export function differenceAfter(state: DifferenceState, action: keyof typeof DIFFERENCE_TRANSITIONS): { to: DifferenceState } | { refusal: string } {
  const t = DIFFERENCE_TRANSITIONS[action];
  return t.from.includes(state) ? { to: t.to } : { refusal: t.refusal };
}

/** Pool entries (reconcile_pool.state). */
export const POOL_STATE = { waiting: 0, cleared: 1, expired: 2 } as const;
