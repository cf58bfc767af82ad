import {
  PROBLEM_ACTIONS, PROBLEM_REFUSALS, PROBLEM_STATE as S, PROBLEM_STATES, actionsIn, decideProblem, isEditableRecord,
  isProblemAction, isProblemState, type ProblemAction, type ProblemState,
} from './problem-machine';

const run = (state: ProblemState, ...actions: ProblemAction[]) => actions.reduce<ProblemState>((current, action) => {
  const decision = decideProblem(current, action);
  if (!decision.ok) throw new Error(`${action} refused in ${current}: ${decision.reason}`);
  return decision.to;
}, state);

describe('problem handling machine', () => {
  it('goes pending -> assigned -> processing -> resolved, and closes', () => {
    expect(run(S.pending, 'assign')).toBe(S.assigned);
    expect(run(S.pending, 'assign', 'start')).toBe(S.processing);
    expect(run(S.pending, 'assign', 'start', 'resolve')).toBe(S.resolved);
    expect(run(S.pending, 'assign', 'start', 'resolve', 'close')).toBe(S.closed);
  });

  it('reopens a resolved problem to its assignee, who starts it again', () => {
    expect(run(S.resolved, 'reopen')).toBe(S.assigned);
    expect(run(S.resolved, 'reopen', 'start', 'resolve')).toBe(S.resolved);
  });

  it('hands an assigned problem over to someone else', () => {
    expect(run(S.assigned, 'assign')).toBe(S.assigned);
  });

  it('closes from every state but closed', () => {
    for (const state of [S.pending, S.assigned, S.processing, S.resolved]) expect(run(state, 'close')).toBe(S.closed);
  });

  it('refuses every impossible transition with the action\'s message', () => {
    const allowed: Record<ProblemAction, ProblemState[]> = {
      assign: [S.pending, S.assigned],
      start: [S.assigned],
      resolve: [S.processing],
      close: [S.pending, S.assigned, S.processing, S.resolved],
      reopen: [S.resolved],
    };
    for (const action of PROBLEM_ACTIONS) {
      for (const state of PROBLEM_STATES) {
        const decision = decideProblem(state, action);
        expect([action, state, decision.ok]).toEqual([action, state, allowed[action].includes(state)]);
        if (!decision.ok) expect(decision.reason).toBe(PROBLEM_REFUSALS[action]);
      }
    }
    // A few by name.
    expect(decideProblem(S.pending, 'resolve')).toEqual({ ok: false, reason: 'problemRefusedResolve' });
    expect(decideProblem(S.closed, 'reopen')).toEqual({ ok: false, reason: 'problemRefusedReopen' });
    expect(decideProblem(S.processing, 'assign')).toEqual({ ok: false, reason: 'problemRefusedAssign' });
    expect(decideProblem(S.closed, 'close')).toEqual({ ok: false, reason: 'problemRefusedClose' });
  });

  it('leaves nothing to do once closed', () => {
    expect(actionsIn(S.closed)).toEqual([]);
    expect(actionsIn(S.pending)).toEqual(['assign', 'close']);
    expect(actionsIn(S.resolved)).toEqual(['close', 'reopen']);
  });

  it('keeps records editable only while pending', () => {
    expect(PROBLEM_STATES.filter(isEditableRecord)).toEqual([S.pending]);
  });

  it('recognises states and actions', () => {
    expect([isProblemState(3), isProblemState(0), isProblemState('1')]).toEqual([true, false, false]);
    expect([isProblemAction('reopen'), isProblemAction('delete')]).toEqual([true, false]);
  });
});
