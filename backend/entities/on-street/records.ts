// Records the device reports leave and what is computed from them, all read-only (export only):
// /CatcGeomagneticParkStateRecord (berth_state_records), /SensorDataStatistics (the
// berth_state_daily view of 070), /BatteryInfo (the device_batteries view of 070),
// /BatteryLevelLog (battery_levels) and /RemotePushRecords (remote_push_records of 070).
import { LOW_BATTERY_PERCENT } from '../../../lib/devices/alarms';
import type { EntityStore } from '../types';
import { BERTH_OF_DEVICE } from './common';

const LOT_JOIN = 'LEFT JOIN parking_lots l ON l.id = t.lot_id';
const BERTH_JOINS = `${LOT_JOIN} LEFT JOIN berths b ON b.id = t.berth_id`;

export const berthStateRecordStore: EntityStore = {
  entity: 'berthStateRecord',
  table: 'berth_state_records',
  columns: { at: 'at', lotId: 'lot_id', deviceKind: 'device_kind', serial: 'serial', occupied: 'occupied', magneticValue: 'magnetic_value' },
  computed: { lotName: 'l.name', berthNumber: 'b.number' },
  joins: BERTH_JOINS,
  lotColumn: 'lot_id',
};

export const sensorDataStatisticsStore: EntityStore = {
  entity: 'sensorDataStatistics',
  table: 'berth_state_daily',
  columns: {
    day: 'day', lotId: 'lot_id', deviceKind: 'device_kind', serial: 'serial', changes: 'changes', arrivals: 'arrivals',
    departures: 'departures', firstAt: 'first_at', lastAt: 'last_at',
  },
  computed: { lotName: 'l.name', berthNumber: 'b.number' },
  joins: BERTH_JOINS,
  lotColumn: 'lot_id',
};

export const batteryInfoStore: EntityStore = {
  entity: 'batteryInfo',
  table: 'device_batteries',
  columns: { deviceKind: 'device_kind', serial: 'serial', lotId: 'lot_id', battery: 'battery', commState: 'comm_state', lastSeenAt: 'last_seen_at' },
  computed: { lotName: 'l.name', berthNumber: 'b.number', low: `t.battery < ${LOW_BATTERY_PERCENT}` },
  joins: BERTH_JOINS,
  lotColumn: 'lot_id',
};

export const batteryLevelLogStore: EntityStore = {
  entity: 'batteryLevelLog',
  table: 'battery_levels',
  columns: { at: 'at', lotId: 'lot_id', deviceKind: 'device_kind', serial: 'serial', level: 'level' },
  computed: { lotName: 'l.name', berthNumber: BERTH_OF_DEVICE, low: `t.level < ${LOW_BATTERY_PERCENT}` },
  joins: LOT_JOIN,
  lotColumn: 'lot_id',
};

export const remotePushRecordStore: EntityStore = {
  entity: 'remotePushRecord',
  table: 'remote_push_records',
  columns: {
    at: 'at', lotId: 'lot_id', target: 'target', kind: 'kind', businessKey: 'business_key', url: 'url', attempts: 'attempts',
    outcome: 'outcome', httpStatus: 'http_status', durationMs: 'duration_ms', response: 'response',
  },
  computed: { lotName: 'l.name' },
  joins: LOT_JOIN,
  lotColumn: 'lot_id',
};
