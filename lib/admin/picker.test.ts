import { filterOptions, pickedState, setPicked, togglePicked } from './picker';

const OPTIONS = [{ id: 3, name: 'North Lot' }, { id: 1, name: 'South lot' }, { id: 2, name: '东门停车场' }];

describe('picker', () => {
  it('filters by a case-insensitive part of the name', () => {
    expect(filterOptions(OPTIONS, ' lot ').map((o) => o.id)).toEqual([3, 1]);
    expect(filterOptions(OPTIONS, '东门').map((o) => o.id)).toEqual([2]);
    expect(filterOptions(OPTIONS, '')).toEqual(OPTIONS);
  });

  it('toggles one id and keeps the set sorted and unique', () => {
    expect(togglePicked([3], 1, true)).toEqual([1, 3]);
    expect(togglePicked([1, 3], 1, true)).toEqual([1, 3]);
    expect(togglePicked([1, 3], 3, false)).toEqual([1]);
  });

  it('picks or drops the shown options only', () => {
    expect(setPicked([2], [3, 1], true)).toEqual([1, 2, 3]);
    expect(setPicked([1, 2, 3], [3, 1], false)).toEqual([2]);
  });

  it('tells all, some or none of the shown options', () => {
    expect(pickedState([1, 3], [3, 1])).toBe('all');
    expect(pickedState([1], [3, 1])).toBe('some');
    expect(pickedState([2], [3, 1])).toBe('none');
    expect(pickedState([], [])).toBe('none');
  });
});
