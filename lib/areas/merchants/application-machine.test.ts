import { APPLICATION_EVENTS, APPLICATION_STATE, APPLICATION_STATES, APPLICATION_TRANSITIONS, decideApplication } from './application-machine';

const A = APPLICATION_STATE;

describe("a merchant's application for cards", () => {
  it('is approved or rejected while it waits, and changed only then', () => {
    expect(decideApplication(A.pending, 'approve')).toEqual({ ok: true, to: A.approved });
    expect(decideApplication(A.pending, 'reject')).toEqual({ ok: true, to: A.rejected });
    expect(decideApplication(A.pending, 'revise')).toEqual({ ok: true, to: A.pending });
  });

  it('stays as decided: approved and rejected are final, each refusal with its message', () => {
    for (const state of [A.approved, A.rejected]) {
      for (const event of APPLICATION_EVENTS) expect([state, event, decideApplication(state, event).ok]).toEqual([state, event, false]);
    }
    expect(decideApplication(A.approved, 'approve')).toEqual({ ok: false, reason: 'merchantApplicationRefusedApprove' });
    expect(decideApplication(A.rejected, 'reject')).toEqual({ ok: false, reason: 'merchantApplicationRefusedReject' });
    expect(decideApplication(A.approved, 'revise')).toEqual({ ok: false, reason: 'merchantApplicationRefusedRevise' });
  });

  it('names only known states', () => {
    for (const { from, to } of Object.values(APPLICATION_TRANSITIONS)) {
      for (const state of [...from, to]) expect(APPLICATION_STATES).toContain(state);
    }
  });
});
