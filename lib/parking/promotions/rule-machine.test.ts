import { decideRule, RULE_STATE } from './rule-machine';

describe('a gift rule is reviewed before it applies', () => {
  it('applies only once approved, and asks a review again when enabled', () => {
    expect(decideRule(RULE_STATE.pending, 'approve')).toEqual({ ok: true, to: RULE_STATE.active });
    expect(decideRule(RULE_STATE.active, 'approve')).toEqual({ ok: false, reason: 'promotionRefusedApprove' });
    expect(decideRule(RULE_STATE.disabled, 'approve').ok).toBe(false);
    expect(decideRule(RULE_STATE.active, 'disable')).toEqual({ ok: true, to: RULE_STATE.disabled });
    expect(decideRule(RULE_STATE.disabled, 'enable')).toEqual({ ok: true, to: RULE_STATE.pending });
    expect(decideRule(RULE_STATE.active, 'enable')).toEqual({ ok: false, reason: 'promotionRefusedEnable' });
  });
});
