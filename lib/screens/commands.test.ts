import { PROBLEM_REFUSALS, PROBLEM_STATE, PROBLEM_TRANSITIONS } from '../areas/field-ops/problem-machine';
import { APPROVER_IS_REQUESTER, rowRefusal, rowsRefusal } from './commands';

const start = { when: { field: 'state', from: PROBLEM_TRANSITIONS.start.from, refusal: PROBLEM_REFUSALS.start } };

describe('row commands', () => {
  it('allows an action only from the states its machine allows it from', () => {
    expect(rowRefusal(start, { state: PROBLEM_STATE.assigned }, 'ann')).toBeNull();
    expect(rowRefusal(start, { state: String(PROBLEM_STATE.assigned) }, 'ann')).toBeNull();
    expect(rowRefusal(start, { state: PROBLEM_STATE.closed }, 'ann')).toBe(PROBLEM_REFUSALS.start);
    expect(rowRefusal(start, {}, 'ann')).toBe(PROBLEM_REFUSALS.start);
  });

  it('needs a second person for an approval', () => {
    const approve = { approval: { requesterField: 'requestedBy' } };
    expect(rowRefusal(approve, { requestedBy: 'Ann' }, 'ann ')).toBe(APPROVER_IS_REQUESTER);
    expect(rowRefusal(approve, { requestedBy: 'ann' }, 'bob')).toBeNull();
    expect(rowRefusal(approve, { requestedBy: null }, 'bob')).toBeNull();
  });

  it('names the rows a refusal applies to', () => {
    const rows = [{ id: 1, state: PROBLEM_STATE.assigned }, { id: 2, state: PROBLEM_STATE.closed }, { id: 3, state: PROBLEM_STATE.resolved }];
    expect(rowsRefusal(start, rows, 'ann')).toEqual({ refusal: PROBLEM_REFUSALS.start, ids: [2, 3] });
    expect(rowsRefusal(start, rows.slice(0, 1), 'ann')).toBeNull();
  });
});
