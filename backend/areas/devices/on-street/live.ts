// Live views of the on-street devices: /ParkingLockEquipInfo, /SensorInfo and /GeomagneticInfo
// show the registers' live columns as the devices last reported them (written only by the
// device ingestion, backend/areas/devices/ingest). Export only: nothing here is written.
import { GEOMAGNETIC_KIND } from '../../../../lib/areas/devices/screens-on-street';
import type { EntityStore } from '../../../entities/types';

const JOINS = 'LEFT JOIN parking_lots l ON l.id = t.lot_id LEFT JOIN berths b ON b.id = t.berth_id LEFT JOIN node_controllers n ON n.id = t.node_id';
const LABELS = { lotName: 'l.name', berthNumber: 'b.number', nodeSerial: 'n.serial' };

export const parkingLockInfoStore: EntityStore = {
  entity: 'parkingLockInfo',
  table: 'parking_locks',
  computed: LABELS,
  joins: JOINS,
  lotColumn: 'lot_id',
};

const sensorInfoStore = (entity: string, geomagneticOnly: boolean): EntityStore => ({
  entity,
  table: 'sensors',
  computed: LABELS,
  joins: JOINS,
  lotColumn: 'lot_id',
  ...(geomagneticOnly ? { where: `t.kind = ${GEOMAGNETIC_KIND}` } : {}),
});

export const sensorInfoLiveStore = sensorInfoStore('sensorInfo', false);
export const geomagneticInfoStore = sensorInfoStore('geomagneticInfo', true);
