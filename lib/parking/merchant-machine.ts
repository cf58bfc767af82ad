// A merchant's state as a pure state machine (merchants.state, 270_merchants.sql; docs/merchants.md):
//
//   enabled <--enable/disable--> disabled
//      |                            |
//      +-----requestClose-----------+--> closing --confirmClose--> closed (for good)
//                                          |
//                                          +--cancelClose--> disabled
//
// Disabled only stops issuing (coupons, later): the account stays, so a disabled merchant may
// still be topped up (to pay off its arrears before closing, say). A closing merchant waits for a
// second person (finance) to confirm; meanwhile nothing moves its account. A cancelled closing
// leaves it disabled: someone enables it again on purpose.
import { decideBy, type Decision } from './machine';

export const MERCHANT_STATE = { disabled: 0, enabled: 1, closing: 2, closed: 3 } as const;
export type MerchantState = (typeof MERCHANT_STATE)[keyof typeof MERCHANT_STATE];
export const MERCHANT_STATES: readonly MerchantState[] = [MERCHANT_STATE.enabled, MERCHANT_STATE.disabled, MERCHANT_STATE.closing, MERCHANT_STATE.closed];

export const MERCHANT_EVENTS = ['enable', 'disable', 'requestClose', 'cancelClose', 'confirmClose'] as const;
export type MerchantEvent = (typeof MERCHANT_EVENTS)[number];

const S = MERCHANT_STATE;

export const MERCHANT_TRANSITIONS: Readonly<Record<MerchantEvent, { from: readonly MerchantState[]; to: MerchantState }>> = {
  enable: { from: [S.disabled], to: S.enabled },
  disable: { from: [S.enabled], to: S.disabled },
  requestClose: { from: [S.enabled, S.disabled], to: S.closing },
  cancelClose: { from: [S.closing], to: S.disabled },
  confirmClose: { from: [S.closing], to: S.closed },
};

/** Refusal message keys (messages/<lang>/backend-merchants.json). */
export const MERCHANT_EVENT_REFUSALS = {
  enable: 'merchantRefusedEnable',
  disable: 'merchantRefusedDisable',
  requestClose: 'merchantRefusedRequestClose',
  cancelClose: 'merchantRefusedCancelClose',
  confirmClose: 'merchantRefusedConfirmClose',
} as const satisfies Readonly<Record<MerchantEvent, string>>;

/** States whose account may take a top-up: not while closing, never once closed. */
export const TOP_UP_STATES: readonly MerchantState[] = [S.enabled, S.disabled];
/** States whose settings may still be edited. */
export const EDITABLE_STATES: readonly MerchantState[] = [S.enabled, S.disabled];

export const decideMerchant = (state: MerchantState, event: MerchantEvent): Decision<MerchantState> =>
  decideBy(MERCHANT_TRANSITIONS, MERCHANT_EVENT_REFUSALS, state, event);
