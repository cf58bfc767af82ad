// Registration of on-street devices: /NodeInformation (node_controllers), /ParkingLock
// (parking_locks), /Sensor_management and /GeomagneticMange (sensors, the latter of the
// geomagnetic kind only). Only what the operator knows is written here; the live columns belong
// to the device ingestion. The fleet (backend/areas/devices/fleet.ts) picks registrations up by itself.
import { isoAt } from '../../../db';
import { GEOMAGNETIC_KIND } from '../../../../lib/areas/devices/screens-on-street';
import { AshxFailure, STATUS, FieldError } from '../../../kernel/failures';
import { checkRef } from '../../../kernel/refs';
import type { EntityStore } from '../../../entities/types';
import { INVALID_VALUE, NODE_OPTIONS, checkSerial, deviceRefs, freeBerthOptions, isDeviceAddress, refInLot } from './common';
import { LOT_EXISTS, inCallerLots } from '../../../kernel/lot-scope';

/** Locks and sensors behind node controllers $1 (ids). */
const DEVICES_BEHIND = `SELECT 1 FROM parking_locks WHERE node_id = ANY($1::int[])
  UNION ALL SELECT 1 FROM sensors WHERE node_id = ANY($1::int[]) LIMIT 1`;

export const nodeControllerStore: EntityStore = {
  entity: 'nodeController',
  table: 'node_controllers',
  columns: { updatedAt: 'updated_at' },
  computed: {
    lotName: 'l.name',
    streetName: 's.name',
    commState: 't.comm_state',
    lastSeenAt: 't.last_seen_at',
    deviceCount: `((SELECT count(*) FROM parking_locks p WHERE p.node_id = t.id) + (SELECT count(*) FROM sensors x WHERE x.node_id = t.id))::int`,
  },
  joins: 'LEFT JOIN parking_lots l ON l.id = t.lot_id LEFT JOIN streets s ON s.id = t.street_id',
  lotColumn: 'lot_id',
  options: {
    streetId: `SELECT s.id AS value, l.name || ' / ' || s.name AS label FROM streets s JOIN parking_lots l ON l.id = s.lot_id
               WHERE ${inCallerLots('s.lot_id')} ORDER BY l.name, s.name, s.id`,
  },
  async beforeWrite(tx, values, mode, context, id) {
    const serial = checkSerial(values);
    const lotId = await checkRef(tx, values, 'lotId', LOT_EXISTS);
    const streetId = await refInLot(tx, values, 'streetId', 'streets', lotId);
    const ip = typeof values.ip === 'string' ? values.ip.trim() : null;
    if (ip && !isDeviceAddress(ip)) throw new FieldError('ip', INVALID_VALUE);
    if (mode === 'update' && id !== undefined) {
      // Its locks and sensors are registered in its lot: moving it alone would split them.
      const [row] = await tx.query<{ lot_id: number }>('SELECT lot_id FROM node_controllers WHERE id = $1', [id]);
      if (row && Number(row.lot_id) !== lotId && (await tx.query(DEVICES_BEHIND, [[id]])).length) {
        throw new AshxFailure(STATUS.invalid, 'nodeMovedWithDevices');
      }
    }
    return { ...values, serial, lotId, streetId, ip, updatedAt: isoAt(context.now) };
  },
  async refuseDelete(tx, ids) {
    return (await tx.query(DEVICES_BEHIND, [ids])).length ? 'nodeHasDevices' : null;
  },
};

const DEVICE_COLUMNS = { updatedAt: 'updated_at' };
const DEVICE_COMPUTED = { lotName: 'l.name', berthNumber: 'b.number', nodeName: `n.name || ' (' || n.serial || ')'` };
const DEVICE_JOINS = 'LEFT JOIN parking_lots l ON l.id = t.lot_id LEFT JOIN berths b ON b.id = t.berth_id LEFT JOIN node_controllers n ON n.id = t.node_id';

export const parkingLockStore: EntityStore = {
  entity: 'parkingLock',
  table: 'parking_locks',
  columns: DEVICE_COLUMNS,
  computed: DEVICE_COMPUTED,
  joins: DEVICE_JOINS,
  lotColumn: 'lot_id',
  options: { berthId: freeBerthOptions('parking_locks'), nodeId: NODE_OPTIONS },
  async beforeWrite(tx, values, _mode, context, id) {
    return { ...(await deviceRefs(tx, values, 'parking_locks', id)), updatedAt: isoAt(context.now) };
  },
};

const sensorStore = (entity: string, geomagneticOnly: boolean): EntityStore => ({
  entity,
  table: 'sensors',
  columns: DEVICE_COLUMNS,
  computed: DEVICE_COMPUTED,
  joins: DEVICE_JOINS,
  lotColumn: 'lot_id',
  ...(geomagneticOnly ? { where: `t.kind = ${GEOMAGNETIC_KIND}`, fixed: { kind: GEOMAGNETIC_KIND } } : {}),
  options: { berthId: freeBerthOptions('sensors'), nodeId: NODE_OPTIONS },
  async beforeWrite(tx, values, _mode, context, id) {
    return { ...(await deviceRefs(tx, values, 'sensors', id)), updatedAt: isoAt(context.now) };
  },
});

export const sensorRegisterStore = sensorStore('sensor', false);
export const geomagneticRegisterStore = sensorStore('geomagnetic', true);
