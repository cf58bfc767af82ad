import { PACKAGE_EVENTS, PACKAGE_REFUSALS, PACKAGE_STATE, PACKAGE_STATES, PACKAGE_TRANSITIONS, SELLABLE_PACKAGE_STATES, decidePackage } from './package-machine';

const P = PACKAGE_STATE;

describe('package review machine', () => {
  it('takes a package through review to sale and out of it', () => {
    expect(decidePackage(P.unreviewed, 'approve')).toEqual({ ok: true, to: P.approved });
    expect(decidePackage(P.unreviewed, 'reject')).toEqual({ ok: true, to: P.notApproved });
    expect(decidePackage(P.notApproved, 'revise')).toEqual({ ok: true, to: P.unreviewed });
    expect(decidePackage(P.approved, 'revise')).toEqual({ ok: true, to: P.unreviewed });
    expect(decidePackage(P.approved, 'discontinue')).toEqual({ ok: true, to: P.discontinued });
    expect(decidePackage(P.approved, 'expire')).toEqual({ ok: true, to: P.expired });
  });

  it('refuses what the state forbids with the event\'s message, and never leaves expired or discontinued', () => {
    expect(decidePackage(P.approved, 'approve')).toEqual({ ok: false, reason: 'packageRefusedApprove' });
    expect(decidePackage(P.notApproved, 'approve')).toEqual({ ok: false, reason: 'packageRefusedApprove' });
    expect(decidePackage(P.unreviewed, 'discontinue')).toEqual({ ok: false, reason: 'packageRefusedDiscontinue' });
    for (const state of [P.expired, P.discontinued]) {
      for (const event of PACKAGE_EVENTS) expect([state, event, decidePackage(state, event)]).toEqual([state, event, { ok: false, reason: PACKAGE_REFUSALS[event] }]);
    }
  });

  it('sells only an approved package, and leads every event to a known state', () => {
    expect(SELLABLE_PACKAGE_STATES).toEqual([P.approved]);
    for (const event of PACKAGE_EVENTS) expect(PACKAGE_STATES).toContain(PACKAGE_TRANSITIONS[event].to);
  });
});
