// Live views of the on-street devices: /ParkingLockEquipInfo, /SensorInfo and /GeomagneticInfo
// show the registers' live columns as the devices last reported them (written only by the
// device ingestion, backend/devices/ingest). Export only: nothing here is written.
import { GEOMAGNETIC_KIND } from '../../../lib/screens/declarations/on-street-devices';
import type { EntityStore } from '../types';

const JOINS = 'LEFT JOIN parking_lots l ON l.id = t.lot_id LEFT JOIN berths b ON b.id = t.berth_id LEFT JOIN node_controllers n ON n.id = t.node_id';
const LABELS = { lotName: 'l.name', berthNumber: 'b.number', nodeSerial: 'n.serial' };

export const parkingLockInfoStore: EntityStore = {
  entity: 'parkingLockInfo',
  table: 'parking_locks',
  columns: {
    serial: 'serial', lotId: 'lot_id', controlMode: 'control_mode', commState: 'comm_state', runState: 'run_state',
    raised: 'raised', vehicle: 'vehicle', battery: 'battery', detectorValue: 'detector_value', lastSeenAt: 'last_seen_at',
    stateAt: 'state_at', status: 'status',
  },
  computed: LABELS,
  joins: JOINS,
  lotColumn: 'lot_id',
};

const sensorInfoStore = (entity: string, geomagneticOnly: boolean): EntityStore => ({
  entity,
  table: 'sensors',
  columns: {
    serial: 'serial', kind: 'kind', lotId: 'lot_id', commState: 'comm_state', occupied: 'occupied', battery: 'battery',
    magneticValue: 'magnetic_value', lastSeenAt: 'last_seen_at', stateAt: 'state_at', status: 'status',
  },
  computed: LABELS,
  joins: JOINS,
  lotColumn: 'lot_id',
  ...(geomagneticOnly ? { where: `t.kind = ${GEOMAGNETIC_KIND}` } : {}),
});

export const sensorInfoLiveStore = sensorInfoStore('sensorInfo', false);
export const geomagneticInfoStore = sensorInfoStore('geomagneticInfo', true);
