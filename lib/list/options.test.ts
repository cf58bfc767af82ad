import { toOptions } from './options';

describe('toOptions', () => {
  it('reads lots and ref options alike', () => {
    expect(toOptions([{ id: 1, name: 'North' }, { value: 'a', label: 'A' }, { id: 2 }, null, { name: 'no id' }]))
      .toEqual([{ value: '1', label: 'North' }, { value: 'a', label: 'A' }, { value: '2', label: '2' }]);
    expect(toOptions({ rows: [] })).toEqual([]);
  });
});
