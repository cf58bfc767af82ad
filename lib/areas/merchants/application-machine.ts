// A merchant's application for cards of a base package (docs/rentals.md, "Merchant packages") as a
// pure state machine (merchant_package_applications.state):
//
//   pending --approve--> approved (its cards made, the merchant's account charged)
//      |  ^
//      |  +--revise (an edit: checked again from the start)
//      +--reject--> rejected
//
// The operator checks what the merchant asked: a second person, never the applicant (an edit makes
// its writer the applicant). Approved and rejected are final: a merchant wanting more applies again.
import { decideBy, type Decision } from '../../parking/machine';
import { MERCHANT_REFUSALS } from './refusals';

export const APPLICATION_STATE = { pending: 0, approved: 1, rejected: 2 } as const;
export type ApplicationState = (typeof APPLICATION_STATE)[keyof typeof APPLICATION_STATE];
export const APPLICATION_STATES: readonly ApplicationState[] = Object.values(APPLICATION_STATE);

export const APPLICATION_EVENTS = ['approve', 'reject', 'revise'] as const;
export type ApplicationEvent = (typeof APPLICATION_EVENTS)[number];

const A = APPLICATION_STATE;

export const APPLICATION_TRANSITIONS: Readonly<Record<ApplicationEvent, { from: readonly ApplicationState[]; to: ApplicationState }>> = {
  approve: { from: [A.pending], to: A.approved },
  reject: { from: [A.pending], to: A.rejected },
  revise: { from: [A.pending], to: A.pending },
};

export const APPLICATION_REFUSALS: Readonly<Record<ApplicationEvent, string>> = {
  approve: MERCHANT_REFUSALS.applicationApprove,
  reject: MERCHANT_REFUSALS.applicationReject,
  revise: MERCHANT_REFUSALS.applicationRevise,
};

/** The checks a second person makes from the screen. */
export const APPLICATION_CHECKS = ['approve', 'reject'] as const satisfies readonly ApplicationEvent[];

/** States an application may be deleted in: one never decided. */
export const DELETABLE_APPLICATION_STATES: readonly ApplicationState[] = [A.pending];

export const decideApplication = (state: ApplicationState, event: ApplicationEvent): Decision<ApplicationState> =>
  decideBy(APPLICATION_TRANSITIONS, APPLICATION_REFUSALS, state, event);
