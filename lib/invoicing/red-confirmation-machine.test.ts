import {
  RED_CONFIRMATION_EVENTS, RED_CONFIRMATION_REFUSALS, RED_CONFIRMATION_STATE, RED_CONFIRMATION_STATES, RED_CONFIRMATION_TIMEOUT_MS,
  RED_ISSUABLE_STATES, RED_VOID_STATES, decideRedConfirmation, redConfirmationPath, redConfirmationTimedOut,
  type RedConfirmationEvent, type RedConfirmationState,
} from './red-confirmation-machine';

const R = RED_CONFIRMATION_STATE;

const ALLOWED: readonly [RedConfirmationState, RedConfirmationEvent, RedConfirmationState][] = [
  [R.applying, 'noConfirmationNeeded', R.noConfirmationNeeded],
  [R.applying, 'awaitBuyer', R.awaitingBuyer],
  [R.applying, 'withdraw', R.voidWithdrawn],
  [R.awaitingBuyer, 'buyerConfirmed', R.confirmed],
  [R.awaitingBuyer, 'buyerDenied', R.voidBuyerDenied],
  [R.awaitingBuyer, 'timedOut', R.voidTimedOut],
  [R.awaitingBuyer, 'withdraw', R.voidWithdrawn],
  [R.awaitingBuyer, 'abnormal', R.voidAbnormal],
  [R.awaitingSeller, 'sellerConfirmed', R.confirmed],
  [R.awaitingSeller, 'sellerDenied', R.voidSellerDenied],
  [R.awaitingSeller, 'timedOut', R.voidTimedOut],
  [R.awaitingSeller, 'withdraw', R.voidWithdrawn],
  [R.awaitingSeller, 'abnormal', R.voidAbnormal],
  [R.confirmed, 'withdrawConfirmed', R.voidWithdrawnAfterConfirmation],
  [R.confirmed, 'abnormal', R.voidAbnormal],
];

describe('red confirmation machine', () => {
  it('carries the tax platform\'s state codes 01 to 10', () => {
    expect(RED_CONFIRMATION_STATES.filter((s) => s !== R.applying)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(RED_VOID_STATES).toEqual([5, 6, 7, 8, 9, 10]);
    expect(RED_ISSUABLE_STATES).toEqual([1, 4]);
  });

  it.each(ALLOWED)('from %i, %s leads to %i', (state, event, to) => {
    expect(decideRedConfirmation(state, event)).toEqual({ ok: true, to });
  });

  it('refuses every other step with the event\'s message, and leaves no void or no-confirmation state', () => {
    for (const state of RED_CONFIRMATION_STATES) {
      for (const event of RED_CONFIRMATION_EVENTS) {
        if (ALLOWED.some(([s, e]) => s === state && e === event)) continue;
        expect([state, event, decideRedConfirmation(state, event)]).toEqual([state, event, { ok: false, reason: RED_CONFIRMATION_REFUSALS[event] }]);
      }
    }
    for (const state of [...RED_VOID_STATES, R.noConfirmationNeeded]) {
      expect(RED_CONFIRMATION_EVENTS.filter((e) => decideRedConfirmation(state, e).ok)).toEqual([]);
    }
  });

  it('issues a natural person\'s red at once, and waits for a company that confirmed the invoice\'s use', () => {
    expect(redConfirmationPath({ kind: 'person', useConfirmed: false })).toBe('noConfirmationNeeded');
    expect(redConfirmationPath({ kind: 'person', useConfirmed: true })).toBe('noConfirmationNeeded');
    expect(redConfirmationPath({ kind: 'company', useConfirmed: false })).toBe('noConfirmationNeeded');
    expect(redConfirmationPath({ kind: 'company', useConfirmed: true })).toBe('awaitBuyer');
  });

  it('voids an unanswered confirmation after 72 hours, not a minute before', () => {
    const entered = Date.UTC(2026, 10, 1, 9);
    expect(RED_CONFIRMATION_TIMEOUT_MS).toBe(259_200_000);
    expect(redConfirmationTimedOut(R.awaitingBuyer, entered, entered + RED_CONFIRMATION_TIMEOUT_MS - 60_000)).toBe(false);
    expect(redConfirmationTimedOut(R.awaitingBuyer, entered, entered + RED_CONFIRMATION_TIMEOUT_MS)).toBe(true);
    expect(redConfirmationTimedOut(R.awaitingSeller, entered, entered + RED_CONFIRMATION_TIMEOUT_MS + 1)).toBe(true);
    // Answered or not waiting: never timed out.
    for (const state of [R.applying, R.noConfirmationNeeded, R.confirmed, R.voidBuyerDenied]) {
      expect(redConfirmationTimedOut(state, entered, entered + 10 * RED_CONFIRMATION_TIMEOUT_MS)).toBe(false);
    }
  });
});
