// The lot list request rule (spec 5): "unless type is 4, park_data_type is '2,5' and type is
// removed (elsewhere default park_data_type 2)".
//
// Used by the future ParkinglotInfoList call (the lot list of the lot pickers and
// /ParkingInformation's remote source): build its datas with lotListParams(datas) before signing.
// Every other request carrying a park_data_type defaults it with withDefaultParkDataType.
import { DEFAULT_PARK_DATA_TYPE, LOT_LIST_PARK_DATA_TYPE, LOT_LIST_TYPE_KEEPING_TYPE } from '../../spec-constants';

export interface LotListParams { type?: number | string | null; park_data_type?: string; [key: string]: unknown }

/** The lot list request's params: type 4 is kept as sent; otherwise type is removed and park_data_type is '2,5'. */
export function lotListParams<T extends LotListParams>(params: T): LotListParams {
  if (params.type !== undefined && params.type !== null && params.type !== '' && Number(params.type) === LOT_LIST_TYPE_KEEPING_TYPE) {
    return { ...params };
  }
  const { type: _type, ...rest } = params;
  return { ...rest, park_data_type: LOT_LIST_PARK_DATA_TYPE };
}

/** Elsewhere: park_data_type defaults to '2' when not given. */
export function withDefaultParkDataType<T extends LotListParams>(params: T): LotListParams {
  return params.park_data_type === undefined || params.park_data_type === '' ? { ...params, park_data_type: DEFAULT_PARK_DATA_TYPE } : { ...params };
}
