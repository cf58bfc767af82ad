import { isLotField, readsLots, refFieldNames, toOptions } from './options';
import { TEST_SCREEN } from './test-screen';

describe('toOptions', () => {
  it('reads lots and ref options alike', () => {
    expect(toOptions([{ id: 1, name: 'North' }, { value: 'a', label: 'A' }, { id: 2 }, null, { name: 'no id' }]))
      .toEqual([{ value: '1', label: 'North' }, { value: 'a', label: 'A' }, { value: '2', label: '2' }]);
    expect(toOptions({ rows: [] })).toEqual([]);
  });
});

describe('what a screen reads for its options', () => {
  it('reads the caller\'s lots for a lot field or filter, or a row action\'s lot field', () => {
    expect(readsLots(TEST_SCREEN)).toBe(true);
    const noLots = { ...TEST_SCREEN, fields: TEST_SCREEN.fields.filter((f) => !isLotField(f)), rowActions: [] };
    expect(readsLots(noLots)).toBe(false);
    expect(readsLots({ ...noLots, rowActions: [{ name: 'move', button: '1', fields: [{ name: 'to', type: 'lot' as const }] }] })).toBe(true);
  });

  it('reads the options of its ref fields', () => {
    expect(refFieldNames(TEST_SCREEN)).toEqual([]);
    expect(refFieldNames({ ...TEST_SCREEN, fields: [...TEST_SCREEN.fields, { name: 'groupId', type: 'select', ref: true }] })).toEqual(['groupId']);
  });
});
