import { ESTATE_SCREENS } from './screens';
import { LOT_LIST_PARK_DATA_TYPE } from '../../spec-constants';
import { lotListParams } from './lot-list-rule';
import { NETWORK_LOT_TYPE, networkLotListParams } from './network-lots';

describe('networked lots (spec 5 lot list rule)', () => {
  it('are the lots of type 4, whose list request keeps the type', () => {
    expect(NETWORK_LOT_TYPE).toBe(4);
    expect(networkLotListParams({ name: 'Harbour' })).toEqual({ name: 'Harbour', type: 4 });
    expect(networkLotListParams()).toEqual({ type: 4 });
    expect(networkLotListParams().park_data_type).toBeUndefined();
    // Every other type asks for park_data_type '2,5' instead.
    for (const type of [1, 2, 3, 5]) expect(lotListParams({ type })).toEqual({ park_data_type: LOT_LIST_PARK_DATA_TYPE });
  });

  it('have their own screen without a type field, offered as a type of /ParkingInformation', () => {
    const network = ESTATE_SCREENS.find((s) => s.path === '/NetWorkParkingInformation')!;
    expect(network.fields.some((f) => f.name === 'type')).toBe(false);
    const lots = ESTATE_SCREENS.find((s) => s.path === '/ParkingInformation')!;
    expect(lots.fields.find((f) => f.name === 'type')?.options).toContain(NETWORK_LOT_TYPE);
  });
});
