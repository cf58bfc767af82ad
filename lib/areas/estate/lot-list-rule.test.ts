import { DEFAULT_PARK_DATA_TYPE, LOT_LIST_PARK_DATA_TYPE } from '../../spec-constants';
import { lotListParams, withDefaultParkDataType } from './lot-list-rule';

describe('lot list request rule (spec 5)', () => {
  it("removes type and asks for park_data_type '2,5' unless type is 4", () => {
    expect(lotListParams({ type: 1, name: 'A' })).toEqual({ name: 'A', park_data_type: LOT_LIST_PARK_DATA_TYPE });
    expect(lotListParams({ type: '3', park_data_type: '2' })).toEqual({ park_data_type: '2,5' });
    expect(lotListParams({})).toEqual({ park_data_type: '2,5' });
    expect(lotListParams({ type: null })).toEqual({ park_data_type: '2,5' });
  });
  it('keeps type 4 and the params as sent', () => {
    expect(lotListParams({ type: 4, name: 'B' })).toEqual({ type: 4, name: 'B' });
    expect(lotListParams({ type: '4' })).toEqual({ type: '4' });
  });
  it("defaults park_data_type to '2' elsewhere", () => {
    expect(withDefaultParkDataType({ a: 1 })).toEqual({ a: 1, park_data_type: DEFAULT_PARK_DATA_TYPE });
    expect(withDefaultParkDataType({ park_data_type: '5' })).toEqual({ park_data_type: '5' });
  });
});
