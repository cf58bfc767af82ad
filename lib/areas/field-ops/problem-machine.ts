// The handling of a reported problem (/ProblemRecord, /ProblemHandling) as a pure state machine:
//
//   pending --assign--> assigned --start--> processing --resolve--> resolved
//      |                  |  ^                  |                       |  |
//      |                  |  +---assign (hand over to someone else)     |  +--reopen--> assigned
//      +------------------+---------close-------+-----------------------+------close--> closed
//
// Closed is final. A reopened problem goes back to its assignee, who starts it again. Every
// action sits behind its own row-action button of /ProblemHandling; an action the state does not
// allow is refused with the message key of `refusalOf(action)` (messages/<lang>/backend-pos.json).

/** Stored values of problems.state; labels screens.problemHandling.options.state.<value>. */
export const PROBLEM_STATE = { pending: 1, assigned: 2, processing: 3, resolved: 4, closed: 5 } as const;
export type ProblemState = (typeof PROBLEM_STATE)[keyof typeof PROBLEM_STATE];
export const PROBLEM_STATES: readonly ProblemState[] = Object.values(PROBLEM_STATE);

export const PROBLEM_ACTIONS = ['assign', 'start', 'resolve', 'close', 'reopen'] as const;
export type ProblemAction = (typeof PROBLEM_ACTIONS)[number];

const S = PROBLEM_STATE;

/** For each action: the states it may start from, and where it leads. */
export const PROBLEM_TRANSITIONS: Readonly<Record<ProblemAction, { from: readonly ProblemState[]; to: ProblemState }>> = {
  assign: { from: [S.pending, S.assigned], to: S.assigned },
  start: { from: [S.assigned], to: S.processing },
  resolve: { from: [S.processing], to: S.resolved },
  close: { from: [S.pending, S.assigned, S.processing, S.resolved], to: S.closed },
  reopen: { from: [S.resolved], to: S.assigned },
};

/** Refusal message keys, one per action (backend-pos.json). */
export const PROBLEM_REFUSALS = {
  assign: 'problemRefusedAssign',
  start: 'problemRefusedStart',
  resolve: 'problemRefusedResolve',
  close: 'problemRefusedClose',
  reopen: 'problemRefusedReopen',
} as const satisfies Record<ProblemAction, string>;
export type ProblemRefusal = (typeof PROBLEM_REFUSALS)[ProblemAction];

export type ProblemDecision = { ok: true; to: ProblemState } | { ok: false; reason: ProblemRefusal };

export const isProblemState = (value: unknown): value is ProblemState => PROBLEM_STATES.includes(value as ProblemState);
export const isProblemAction = (value: unknown): value is ProblemAction => PROBLEM_ACTIONS.includes(value as ProblemAction);

/** Whether `action` may be taken in `state`, and the state it leads to. */
export function decideProblem(state: ProblemState, action: ProblemAction): ProblemDecision {
  const rule = PROBLEM_TRANSITIONS[action];
  return rule.from.includes(state) ? { ok: true, to: rule.to } : { ok: false, reason: PROBLEM_REFUSALS[action] };
}

/** The actions a problem in `state` offers. */
export function actionsIn(state: ProblemState): ProblemAction[] {
  return PROBLEM_ACTIONS.filter((action) => PROBLEM_TRANSITIONS[action].from.includes(state));
}

/** Only a problem nobody has taken on yet may still be edited or deleted as a record. */
export const isEditableRecord = (state: number) => state === S.pending;
