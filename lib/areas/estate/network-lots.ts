// Networked lots (/NetWorkParkingInformation): the parking lots of type 4, the one type the lot
// list request keeps (spec 5: "unless type is 4, park_data_type is '2,5' and type is removed").
// Their screen lists parking_lots of this type and creates lots with it.
import { LOT_LIST_TYPE_KEEPING_TYPE } from '../../spec-constants';
import { lotListParams, type LotListParams } from './lot-list-rule';

export const NETWORK_LOT_TYPE = LOT_LIST_TYPE_KEEPING_TYPE;

/** The lot list request's params for networked lots: type 4 travels as is, no park_data_type. */
export function networkLotListParams(params: Omit<LotListParams, 'type'> = {}): LotListParams {
  return lotListParams({ ...params, type: NETWORK_LOT_TYPE });
}
