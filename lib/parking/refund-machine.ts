// A refund of (part of) one payment as a pure state machine (refunds.state, 130_arrears_refunds.sql):
//
//   requested --review--> reviewed --confirm--> confirmed --channelAccepted--> refunding
//       |                    |                  (sending)  --channelSucceeded--> refunded
//       +--reject--> rejected <--reject--+          ^  |    --channelFailed--> failed
//                                                   |  |
//                                                   +--+--retry (same refund number), from
//                                                        confirmed, refunding or failed
//
// Customer service requests; a second person reviews; finance confirms, which puts the refund's
// call to the payment's own channel in the outbox (backend/kernel/outbox/): confirmed is "sending"
// until the channel answers (refunded at once, accepted: refunding until its notification, or
// refused: failed). A retry sends that same number again, so the channel carries the refund out
// once. The reviewer and the confirmer are never the requester.
import { decideBy, type Decision } from './machine';

export const REFUND_STATE = { requested: 0, reviewed: 1, confirmed: 2, refunding: 3, refunded: 4, failed: 5, rejected: 6 } as const;
export type RefundState = (typeof REFUND_STATE)[keyof typeof REFUND_STATE];
export const REFUND_STATES: readonly RefundState[] = Object.values(REFUND_STATE);

export const REFUND_EVENTS = ['review', 'reject', 'confirm', 'retry', 'channelAccepted', 'channelSucceeded', 'channelFailed'] as const;
export type RefundEvent = (typeof REFUND_EVENTS)[number];

const R = REFUND_STATE;

export const REFUND_TRANSITIONS: Readonly<Record<RefundEvent, { from: readonly RefundState[]; to: RefundState }>> = {
  review: { from: [R.requested], to: R.reviewed },
  reject: { from: [R.requested, R.reviewed], to: R.rejected },
  // Confirmed: finance said yes and the call is in the outbox (sending, retried while unheard).
  // Cash has no call: handed back at the booth, it is refunded in the same transaction.
  confirm: { from: [R.reviewed], to: R.confirmed },
  retry: { from: [R.confirmed, R.refunding, R.failed], to: R.confirmed },
  // The channel took it and will say later (WeChat's notification, or a query).
  channelAccepted: { from: [R.confirmed], to: R.refunding },
  channelSucceeded: { from: [R.confirmed, R.refunding, R.failed], to: R.refunded },
  channelFailed: { from: [R.confirmed, R.refunding], to: R.failed },
};

/** Refusal message keys (messages/<lang>/backend-refunds.json). */
export const REFUND_REFUSALS: Readonly<Record<RefundEvent, string>> = {
  review: 'refundRefusedReview',
  reject: 'refundRefusedReject',
  confirm: 'refundRefusedConfirm',
  retry: 'refundRefusedRetry',
  channelAccepted: 'refundRefusedSettle',
  channelSucceeded: 'refundRefusedSettle',
  channelFailed: 'refundRefusedSettle',
};

/** Events a person starts from a screen; the others come from the channel's answer. */
export const REFUND_COMMANDS = ['review', 'reject', 'confirm', 'retry'] as const satisfies readonly RefundEvent[];

export type RefundDecision = Decision<RefundState>;

export const decideRefund = (state: RefundState, event: RefundEvent): RefundDecision => decideBy(REFUND_TRANSITIONS, REFUND_REFUSALS, state, event);

/** States whose amount is spoken for: everything but a rejected or failed refund. */
export const COUNTED_REFUND_STATES: readonly RefundState[] = [R.requested, R.reviewed, R.confirmed, R.refunding, R.refunded];
/** States that ended. */
export const FINAL_REFUND_STATES: readonly RefundState[] = [R.refunded, R.rejected];

/** Refusal of a request for more than is left (messages/<lang>/backend-refunds.json). */
export const REFUND_EXCEEDS = 'refundExceedsRemaining';

/**
 * What a payment can still give back (fen): what was paid minus its refunds that are not rejected
 * or failed. A failed refund frees its amount; retrying it counts it again.
 */
export function remainingRefundable(paid: number, refunds: readonly { amount: number; state: RefundState }[]): number {
  if (!Number.isSafeInteger(paid) || paid < 0) throw new Error(`not an amount in fen: ${paid}`);
  let taken = 0;
  for (const r of refunds) {
    if (!Number.isSafeInteger(r.amount) || r.amount <= 0) throw new Error(`not a refund amount in fen: ${r.amount}`);
    if (COUNTED_REFUND_STATES.includes(r.state)) taken += r.amount;
  }
  return Math.max(0, paid - taken);
}

/** Null when `amount` may be requested now, else the refusal key. */
export function refundAmountRefusal(amount: number, remaining: number): string | null {
  if (!Number.isSafeInteger(amount) || amount <= 0) return 'refundAmountInvalid';
  return amount > remaining ? REFUND_EXCEEDS : null;
}
