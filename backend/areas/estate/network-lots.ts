// /NetWorkParkingInformation over parking_lots: the lots of type 4 (lib/areas/estate/network-lots.ts),
// read, created and changed with that type; everything else as /ParkingInformation.
import { NETWORK_LOT_TYPE } from '../../../lib/areas/estate/network-lots';
import type { EntityStore } from '../../entities/types';
import { parkingLotStore } from './lots';

export const networkLotStore: EntityStore = {
  ...parkingLotStore,
  entity: 'networkLot',
  where: `t.type = ${Number(NETWORK_LOT_TYPE)}`,
  fixed: { type: NETWORK_LOT_TYPE },
};
