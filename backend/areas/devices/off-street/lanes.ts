// /InletOutletEquipInfo over lane_devices (040_devices.sql) and /RodLiftingRecord over gate_lifts.
// comm_state, gate_state and last_seen_at are the device's reports: read, never written here.
import { isoAt } from '../../../db';
import type { EntityStore } from '../../../entities/types';
import { LOT_JOIN, checkDevice } from './common';

export const laneDeviceStore: EntityStore = {
  entity: 'laneDevice',
  table: 'lane_devices',
  columns: { updatedAt: 'updated_at' },
  computed: { lotName: 'l.name' },
  joins: LOT_JOIN,
  lotColumn: 'lot_id',
  async beforeWrite(tx, values, _mode, context) {
    return { ...(await checkDevice(tx, values)), updatedAt: isoAt(context.now) };
  },
  async refuseDelete(tx, ids) {
    // The lifts of a gate are the record of who opened it and why: they stay, so does the gate.
    const lifted = await tx.query('SELECT 1 FROM gate_lifts WHERE lane_device_id = ANY($1::int[]) LIMIT 1', [ids]);
    return lifted.length ? 'laneDeviceHasLifts' : null;
  },
};

export const gateLiftStore: EntityStore = {
  entity: 'gateLift',
  table: 'gate_lifts',
  computed: { lotName: 'l.name', serial: 'g.serial' },
  joins: `${LOT_JOIN} LEFT JOIN lane_devices g ON g.id = t.lane_device_id`,
  lotColumn: 'lot_id',
};
