// A top-up gift rule's review as a pure state machine (promotion_rules.state, 295_promotion_rules.sql;
// docs/merchants.md, "Promotions"):
//
//   pending --approve--> active --disable--> disabled --enable--> pending
//      |                                        ^
//      +-----------------disable----------------+
//
// A gift is credit the operator gives away, so a rule applies only once a second person approved it
// (never who wrote it). Writing or editing a rule puts it back to pending; enabling a disabled rule
// asks for a review again: what applies is always what someone else read.
import { decideBy, type Decision } from '../machine';

export const RULE_STATE = { pending: 0, active: 1, disabled: 2 } as const;
export type RuleState = (typeof RULE_STATE)[keyof typeof RULE_STATE];
export const RULE_STATES: readonly RuleState[] = [RULE_STATE.pending, RULE_STATE.active, RULE_STATE.disabled];

export const RULE_EVENTS = ['approve', 'disable', 'enable'] as const;
export type RuleEvent = (typeof RULE_EVENTS)[number];

const S = RULE_STATE;

export const RULE_TRANSITIONS: Readonly<Record<RuleEvent, { from: readonly RuleState[]; to: RuleState }>> = {
  approve: { from: [S.pending], to: S.active },
  disable: { from: [S.pending, S.active], to: S.disabled },
  enable: { from: [S.disabled], to: S.pending },
};

/** Refusal message keys (messages/<lang>/backend-merchants.json). */
export const RULE_REFUSALS = {
  approve: 'promotionRefusedApprove',
  disable: 'promotionRefusedDisable',
  enable: 'promotionRefusedEnable',
} as const satisfies Readonly<Record<RuleEvent, string>>;

export const decideRule = (state: RuleState, event: RuleEvent): Decision<RuleState> =>
  decideBy(RULE_TRANSITIONS, RULE_REFUSALS, state, event);
