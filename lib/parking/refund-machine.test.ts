import { REFUND_EVENTS, REFUND_REFUSALS, REFUND_STATE, REFUND_STATES, REFUND_TRANSITIONS, decideRefund, refundAmountRefusal, remainingRefundable } from './refund-machine';

const R = REFUND_STATE;

describe('refund machine', () => {
  it('takes a refund from request through review and confirmation to the channel', () => {
    expect(decideRefund(R.requested, 'review')).toEqual({ ok: true, to: R.reviewed });
    // Confirmed is "sending": the call is in the outbox until the channel answers.
    expect(decideRefund(R.reviewed, 'confirm')).toEqual({ ok: true, to: R.confirmed });
    expect(decideRefund(R.confirmed, 'channelSucceeded')).toEqual({ ok: true, to: R.refunded });
    expect(decideRefund(R.confirmed, 'channelAccepted')).toEqual({ ok: true, to: R.refunding });
    expect(decideRefund(R.confirmed, 'channelFailed')).toEqual({ ok: true, to: R.failed });
    expect(decideRefund(R.refunding, 'channelSucceeded')).toEqual({ ok: true, to: R.refunded });
    expect(decideRefund(R.refunding, 'channelFailed')).toEqual({ ok: true, to: R.failed });
    for (const state of [R.confirmed, R.refunding, R.failed]) expect(decideRefund(state, 'retry')).toEqual({ ok: true, to: R.confirmed });
    expect(decideRefund(R.requested, 'reject')).toEqual({ ok: true, to: R.rejected });
    expect(decideRefund(R.reviewed, 'reject')).toEqual({ ok: true, to: R.rejected });
  });

  it('never confirms an unreviewed refund, nor leaves a refunded or rejected one', () => {
    // An answer the channel gave late (a notification settled it first) changes nothing.
    expect(decideRefund(R.refunding, 'channelAccepted')).toEqual({ ok: false, reason: 'refundRefusedSettle' });
    expect(decideRefund(R.requested, 'confirm')).toEqual({ ok: false, reason: 'refundRefusedConfirm' });
    expect(decideRefund(R.reviewed, 'review')).toEqual({ ok: false, reason: 'refundRefusedReview' });
    for (const state of [R.refunded, R.rejected]) {
      for (const event of REFUND_EVENTS) expect(decideRefund(state, event)).toEqual({ ok: false, reason: REFUND_REFUSALS[event] });
    }
  });

  it('leads every event to a known state', () => {
    for (const event of REFUND_EVENTS) expect(REFUND_STATES).toContain(REFUND_TRANSITIONS[event].to);
  });
});

describe('remaining refundable', () => {
  it('is what was paid minus the refunds under way or done', () => {
    expect(remainingRefundable(1000, [])).toBe(1000);
    expect(remainingRefundable(1000, [{ amount: 300, state: R.refunded }, { amount: 200, state: R.requested }])).toBe(500);
    expect(remainingRefundable(1000, [{ amount: 300, state: R.reviewed }, { amount: 250, state: R.refunding }])).toBe(450);
  });

  it('frees the amount of a rejected or failed refund', () => {
    expect(remainingRefundable(1000, [{ amount: 600, state: R.rejected }, { amount: 400, state: R.failed }])).toBe(1000);
  });

  it('never goes below zero, and refuses a float or a negative figure', () => {
    expect(remainingRefundable(100, [{ amount: 100, state: R.refunded }])).toBe(0);
    expect(() => remainingRefundable(10.5, [])).toThrow();
    expect(() => remainingRefundable(100, [{ amount: 0.1, state: R.refunded }])).toThrow();
  });

  it('caps a request at what is left', () => {
    expect(refundAmountRefusal(500, 500)).toBeNull();
    expect(refundAmountRefusal(501, 500)).toBe('refundExceedsRemaining');
    expect(refundAmountRefusal(0, 500)).toBe('refundAmountInvalid');
    expect(refundAmountRefusal(1.5, 500)).toBe('refundAmountInvalid');
  });
});
