// Records the device reports leave and what is computed from them, all read-only (export only):
// /CatcGeomagneticParkStateRecord (berth_state_records), /SensorDataStatistics (the
// berth_state_daily view of 070), /BatteryInfo (the device_batteries view of 070),
// /BatteryLevelLog (battery_levels) and /RemotePushRecords (remote_push_records of 070).
import { LOW_BATTERY_PERCENT } from '../../../../lib/areas/devices/alarms';
import type { EntityStore } from '../../../entities/types';
import { BERTH_OF_DEVICE } from './common';

const LOT_JOIN = 'LEFT JOIN parking_lots l ON l.id = t.lot_id';
const BERTH_JOINS = `${LOT_JOIN} LEFT JOIN berths b ON b.id = t.berth_id`;

export const berthStateRecordStore: EntityStore = {
  entity: 'berthStateRecord',
  table: 'berth_state_records',
  computed: { lotName: 'l.name', berthNumber: 'b.number' },
  joins: BERTH_JOINS,
  lotColumn: 'lot_id',
};

export const sensorDataStatisticsStore: EntityStore = {
  entity: 'sensorDataStatistics',
  table: 'berth_state_daily',
  computed: { lotName: 'l.name', berthNumber: 'b.number' },
  joins: BERTH_JOINS,
  lotColumn: 'lot_id',
};

export const batteryInfoStore: EntityStore = {
  entity: 'batteryInfo',
  table: 'device_batteries',
  computed: { lotName: 'l.name', berthNumber: 'b.number', low: `t.battery < ${LOW_BATTERY_PERCENT}` },
  joins: BERTH_JOINS,
  lotColumn: 'lot_id',
};

export const batteryLevelLogStore: EntityStore = {
  entity: 'batteryLevelLog',
  table: 'battery_levels',
  computed: { lotName: 'l.name', berthNumber: BERTH_OF_DEVICE, low: `t.level < ${LOW_BATTERY_PERCENT}` },
  joins: LOT_JOIN,
  lotColumn: 'lot_id',
};

export const remotePushRecordStore: EntityStore = {
  entity: 'remotePushRecord',
  table: 'remote_push_records',
  computed: { lotName: 'l.name' },
  joins: LOT_JOIN,
  lotColumn: 'lot_id',
};
