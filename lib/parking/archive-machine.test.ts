import { ARCHIVE_EVENTS, ARCHIVE_STATE, ARCHIVE_STATES, ARCHIVE_TRANSITIONS, decideArchive } from './archive-machine';

const A = ARCHIVE_STATE;

describe('archive review machine', () => {
  it('confirms or fails an archive waiting for review, and sends a changed one back', () => {
    expect(decideArchive(A.pendingReview, 'confirm')).toEqual({ ok: true, to: A.confirmed });
    expect(decideArchive(A.pendingReview, 'fail')).toEqual({ ok: true, to: A.auditFailed });
    expect(decideArchive(A.confirmed, 'revise')).toEqual({ ok: true, to: A.pendingReview });
    expect(decideArchive(A.auditFailed, 'revise')).toEqual({ ok: true, to: A.pendingReview });
  });

  it('refuses a second review with the event\'s message', () => {
    for (const state of [A.confirmed, A.auditFailed]) {
      expect(decideArchive(state, 'confirm')).toEqual({ ok: false, reason: 'archiveRefusedConfirm' });
      expect(decideArchive(state, 'fail')).toEqual({ ok: false, reason: 'archiveRefusedFail' });
    }
  });

  it('leads every event to a known state', () => {
    for (const event of ARCHIVE_EVENTS) expect(ARCHIVE_STATES).toContain(ARCHIVE_TRANSITIONS[event].to);
  });
});
