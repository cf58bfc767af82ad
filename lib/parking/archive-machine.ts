// A monthly card's archive review as a pure state machine (spec 4, approval: pending review,
// confirmed, audit failed; docs/rentals.md, "Cards"):
//
//   pendingReview --confirm--> confirmed
//        |   ^                    |
//      fail  +------revise--------+
//        v   |
//   auditFailed --revise--> pendingReview
//
// An archive is written by one person and confirmed (or failed) by another, never its author
// (backend/areas/rentals/cards.ts). Only a confirmed card opens a lane. A change of who or what
// it covers (customer, plates, spaces, dates) sends it back to review, so no car parks on terms
// nobody checked.
import { decideBy, type Decision } from './machine';

export const ARCHIVE_STATE = { pendingReview: 0, confirmed: 1, auditFailed: 2 } as const;
export type ArchiveState = (typeof ARCHIVE_STATE)[keyof typeof ARCHIVE_STATE];
export const ARCHIVE_STATES: readonly ArchiveState[] = Object.values(ARCHIVE_STATE);

export const ARCHIVE_EVENTS = ['confirm', 'fail', 'revise'] as const;
export type ArchiveEvent = (typeof ARCHIVE_EVENTS)[number];

const A = ARCHIVE_STATE;

export const ARCHIVE_TRANSITIONS: Readonly<Record<ArchiveEvent, { from: readonly ArchiveState[]; to: ArchiveState }>> = {
  confirm: { from: [A.pendingReview], to: A.confirmed },
  fail: { from: [A.pendingReview], to: A.auditFailed },
  revise: { from: [A.pendingReview, A.confirmed, A.auditFailed], to: A.pendingReview },
};

/** Refusal message keys (messages/<lang>/backend-rentals.json). */
export const ARCHIVE_REFUSALS: Readonly<Record<ArchiveEvent, string>> = {
  confirm: 'archiveRefusedConfirm',
  fail: 'archiveRefusedFail',
  revise: 'archiveRefusedRevise',
};

/** Events a person starts from the review screen; `revise` is an edit's. */
export const ARCHIVE_COMMANDS = ['confirm', 'fail'] as const satisfies readonly ArchiveEvent[];

export type ArchiveDecision = Decision<ArchiveState>;

export const decideArchive = (state: ArchiveState, event: ArchiveEvent): ArchiveDecision => decideBy(ARCHIVE_TRANSITIONS, ARCHIVE_REFUSALS, state, event);
