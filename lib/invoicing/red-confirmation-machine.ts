// A red-letter confirmation (红字发票信息确认单) as a pure state machine. Its states are the tax
// platform's codes (hzqrxxztDm), plus ours for the request still on its way:
//
//   applying --noConfirmationNeeded--> 01 no confirmation needed   (the red is issued at once)
//       |
//       +--awaitBuyer--> 02 entered by us, awaiting the buyer --buyerConfirmed--> 04 confirmed
//                            |  --buyerDenied--> 05 void (the buyer denied)
//                            |  --timedOut--> 07 void (not confirmed within 72 h)
//                            +  --withdraw--> 08 void (withdrawn by its author)
//   (the buyer entered it)  03 awaiting us --sellerConfirmed--> 04  --sellerDenied--> 06 void
//                               --timedOut--> 07   --withdraw (by the buyer)--> 08
//   04 --withdrawConfirmed--> 09 void (withdrawn after confirmation, before the red is issued)
//   02, 03, 04 --abnormal--> 10 void (abnormal voucher)
//
// Which way a seller's request goes (redConfirmationPath): a natural person's invoice needs no
// confirmation, nor a company's whose use the buyer has not confirmed; a company that has
// confirmed the invoice's use (booked it for deduction) must confirm the red. 01 and 04 let the
// platform issue the red invoice; 05 to 10 end the confirmation with nothing reversed.
import { decideBy, type Decision } from '../parking/machine';

export const RED_CONFIRMATION_STATE = {
  /** Ours: the request is in the outbox, the platform has not answered. */
  applying: 0,
  noConfirmationNeeded: 1,
  awaitingBuyer: 2,
  awaitingSeller: 3,
  confirmed: 4,
  voidBuyerDenied: 5,
  voidSellerDenied: 6,
  voidTimedOut: 7,
  voidWithdrawn: 8,
  voidWithdrawnAfterConfirmation: 9,
  voidAbnormal: 10,
} as const;
export type RedConfirmationState = (typeof RED_CONFIRMATION_STATE)[keyof typeof RED_CONFIRMATION_STATE];
export const RED_CONFIRMATION_STATES: readonly RedConfirmationState[] = Object.values(RED_CONFIRMATION_STATE);

export const RED_CONFIRMATION_EVENTS = [
  'noConfirmationNeeded', 'awaitBuyer', 'buyerConfirmed', 'buyerDenied', 'sellerConfirmed', 'sellerDenied',
  'timedOut', 'withdraw', 'withdrawConfirmed', 'abnormal',
] as const;
export type RedConfirmationEvent = (typeof RED_CONFIRMATION_EVENTS)[number];

const R = RED_CONFIRMATION_STATE;

/** How long the other side has to confirm before the platform voids the confirmation (07). */
export const RED_CONFIRMATION_TIMEOUT_MS = 72 * 60 * 60 * 1000;

export const RED_CONFIRMATION_TRANSITIONS: Readonly<Record<RedConfirmationEvent, { from: readonly RedConfirmationState[]; to: RedConfirmationState }>> = {
  noConfirmationNeeded: { from: [R.applying], to: R.noConfirmationNeeded },
  awaitBuyer: { from: [R.applying], to: R.awaitingBuyer },
  buyerConfirmed: { from: [R.awaitingBuyer], to: R.confirmed },
  buyerDenied: { from: [R.awaitingBuyer], to: R.voidBuyerDenied },
  // A confirmation the buyer entered (it arrives as awaitingSeller) is ours to confirm or deny.
  sellerConfirmed: { from: [R.awaitingSeller], to: R.confirmed },
  sellerDenied: { from: [R.awaitingSeller], to: R.voidSellerDenied },
  timedOut: { from: [R.awaitingBuyer, R.awaitingSeller], to: R.voidTimedOut },
  // By its author: ours while applying or awaiting the buyer; the buyer's while awaiting us.
  withdraw: { from: [R.applying, R.awaitingBuyer, R.awaitingSeller], to: R.voidWithdrawn },
  withdrawConfirmed: { from: [R.confirmed], to: R.voidWithdrawnAfterConfirmation },
  abnormal: { from: [R.awaitingBuyer, R.awaitingSeller, R.confirmed], to: R.voidAbnormal },
};

/** Refusal message keys (messages/<lang>/backend-invoicing.json). */
export const RED_CONFIRMATION_REFUSALS: Readonly<Record<RedConfirmationEvent, string>> = {
  noConfirmationNeeded: 'redConfirmationRefusedSettle',
  awaitBuyer: 'redConfirmationRefusedSettle',
  buyerConfirmed: 'redConfirmationRefusedBuyerAnswer',
  buyerDenied: 'redConfirmationRefusedBuyerAnswer',
  sellerConfirmed: 'redConfirmationRefusedSellerAnswer',
  sellerDenied: 'redConfirmationRefusedSellerAnswer',
  timedOut: 'redConfirmationRefusedTimeout',
  withdraw: 'redConfirmationRefusedWithdraw',
  withdrawConfirmed: 'redConfirmationRefusedWithdraw',
  abnormal: 'redConfirmationRefusedSettle',
};

/** Events a person of ours starts from a screen; the others are the platform's answers. */
export const RED_CONFIRMATION_COMMANDS = ['sellerConfirmed', 'sellerDenied', 'withdraw', 'withdrawConfirmed'] as const satisfies readonly RedConfirmationEvent[];

/** States that let the platform issue the red invoice. */
export const RED_ISSUABLE_STATES: readonly RedConfirmationState[] = [R.noConfirmationNeeded, R.confirmed];
/** States that wait for the other side, and time out. */
export const RED_AWAITING_STATES: readonly RedConfirmationState[] = [R.awaitingBuyer, R.awaitingSeller];
/** States that ended with nothing reversed. */
export const RED_VOID_STATES: readonly RedConfirmationState[] = [R.voidBuyerDenied, R.voidSellerDenied, R.voidTimedOut, R.voidWithdrawn, R.voidWithdrawnAfterConfirmation, R.voidAbnormal];

export type RedConfirmationDecision = Decision<RedConfirmationState>;

export const decideRedConfirmation = (state: RedConfirmationState, event: RedConfirmationEvent): RedConfirmationDecision =>
  decideBy(RED_CONFIRMATION_TRANSITIONS, RED_CONFIRMATION_REFUSALS, state, event);

/** What the buyer of the blue invoice is, for the way its red goes. */
export interface RedBuyer { kind: 'person' | 'company'; useConfirmed: boolean }

/** The platform's answer to a seller's request: no confirmation for a person or an unused invoice. */
export function redConfirmationPath(buyer: RedBuyer): 'noConfirmationNeeded' | 'awaitBuyer' {
  return buyer.kind === 'company' && buyer.useConfirmed ? 'awaitBuyer' : 'noConfirmationNeeded';
}

/** Whether a confirmation awaiting the other side since `enteredAt` (epoch ms) has timed out at `now`. */
export function redConfirmationTimedOut(state: RedConfirmationState, enteredAt: number, now: number): boolean {
  return RED_AWAITING_STATES.includes(state) && now - enteredAt >= RED_CONFIRMATION_TIMEOUT_MS;
}
