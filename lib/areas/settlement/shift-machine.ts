// A cashier's shift (pure): signed in it is open, signed out it is closed, and a closed shift is
// read-only: nothing leads out of it. The grid disables sign-out on closed rows, the BFF and the
// backend refuse it with the same message (messages/<lang>/backend-settlement.json).

export const SHIFT_STATE = { open: 0, closed: 1 } as const;
export type ShiftState = (typeof SHIFT_STATE)[keyof typeof SHIFT_STATE];
export const SHIFT_STATES: readonly ShiftState[] = Object.values(SHIFT_STATE);

export const SHIFT_EVENTS = ['signOut'] as const;
export type ShiftEvent = (typeof SHIFT_EVENTS)[number];

export const SHIFT_TRANSITIONS: Readonly<Record<ShiftEvent, { from: readonly ShiftState[]; to: ShiftState }>> = {
  signOut: { from: [SHIFT_STATE.open], to: SHIFT_STATE.closed },
};

export const SHIFT_REFUSALS: Readonly<Record<ShiftEvent, string>> = {
  signOut: 'shiftRefusedSignOut',
};

/** The sign-out receipt exists once the shift is closed. */
export const RECEIPT_STATES: readonly ShiftState[] = [SHIFT_STATE.closed];
export const RECEIPT_REFUSAL = 'shiftReceiptWhileOpen';

export type ShiftDecision = { ok: true; to: ShiftState } | { ok: false; reason: string };

export function decideShift(state: number, event: ShiftEvent): ShiftDecision {
  const rule = SHIFT_TRANSITIONS[event];
  return (rule.from as readonly number[]).includes(state) ? { ok: true, to: rule.to } : { ok: false, reason: SHIFT_REFUSALS[event] };
}
