import {
  BERTH_NUMBER_MAX_LENGTH, BERTH_PREFIX_MAX_LENGTH, BERTH_RUN_MAX_DIGITS, BERTH_RUN_MAX_NUMBER, MAX_BERTH_RUN,
  berthRunNumbers, berthRunProblem,
} from './berth-numbers';

describe('berth number runs', () => {
  it('makes prefix + number, zero-padded to the digits asked', () => {
    expect(berthRunNumbers({ prefix: 'B1-', from: 8, to: 11, digits: 3 })).toEqual(['B1-008', 'B1-009', 'B1-010', 'B1-011']);
    expect(berthRunNumbers({ from: 1, to: 3 })).toEqual(['1', '2', '3']);
    expect(berthRunNumbers({ prefix: ' A ', from: 5, to: 5, digits: null })).toEqual(['A5']);
    // Padding never cuts a longer number.
    expect(berthRunNumbers({ prefix: 'S', from: 1234, to: 1234, digits: 2 })).toEqual(['S1234']);
  });

  it('refuses a reversed range and more than 500 berths at once', () => {
    expect(berthRunProblem({ from: 10, to: 9 })).toEqual({ field: 'to', problem: 'rangeOrder' });
    expect(berthRunProblem({ from: 1, to: MAX_BERTH_RUN })).toBeNull();
    expect(berthRunProblem({ from: 0, to: MAX_BERTH_RUN })).toEqual({ field: 'to', problem: 'tooMany', max: 500 });
    expect(berthRunNumbers({ from: 1, to: 501 })).toEqual([]);
    expect(berthRunNumbers({ from: 1, to: 500 })).toHaveLength(500);
  });

  it('keeps the longest generated number within a berth number', () => {
    const longest = berthRunNumbers({ prefix: 'P'.repeat(BERTH_PREFIX_MAX_LENGTH), from: BERTH_RUN_MAX_NUMBER, to: BERTH_RUN_MAX_NUMBER, digits: BERTH_RUN_MAX_DIGITS });
    expect(longest[0].length).toBeLessThanOrEqual(BERTH_NUMBER_MAX_LENGTH);
  });
});
