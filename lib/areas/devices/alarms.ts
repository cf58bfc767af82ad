// Which alarms a device's reported condition holds open (pure). The ingestion compares the set
// before and after each report: alarms that appear are raised, alarms that disappear are cleared
// (backend/areas/devices/alarm-store.ts). An alarm lasts exactly as long as its condition.
import { LOCK_COMM_STATE, LOCK_RUN_STATE } from '../../spec-constants';
import type { DeviceKind } from '../../device-protocol';

export const ALARM_KINDS = [
  'resistanceFalling', 'resistanceRising', 'offline', 'nodeDisconnected', 'lowBattery', 'sensorSilent',
  'payStationFault', 'cashBoxFull',
] as const;
export type AlarmKind = (typeof ALARM_KINDS)[number];

/** Below this battery level (percent) a lock or sensor raises 'lowBattery'. */
export const LOW_BATTERY_PERCENT = 20;
/** A pay station's note box holds this many notes; from CASH_BOX_FULL_SHARE of it, 'cashBoxFull'. */
export const NOTE_BOX_CAPACITY = 1_000;
export const CASH_BOX_FULL_SHARE = 0.95;

export interface DeviceCondition {
  comm: number;
  run?: number | null;
  battery?: number | null;
  errorCode?: number | null;
  notes?: number | null;
}

/** Alarms about reachability; the others describe the device itself. */
const COMM_ALARMS: readonly AlarmKind[] = ['offline', 'nodeDisconnected', 'sensorSilent'];

function commAlarm(kind: DeviceKind, comm: number): AlarmKind | null {
  if (comm === LOCK_COMM_STATE.nodeDisconnected) return 'nodeDisconnected';
  if (comm === LOCK_COMM_STATE.offline) return kind === 'sensor' ? 'sensorSilent' : 'offline';
  return null;
}

function conditionAlarms(kind: DeviceKind, c: DeviceCondition): AlarmKind[] {
  const alarms: AlarmKind[] = [];
  if (kind === 'lock' && c.run === LOCK_RUN_STATE.resistanceFalling) alarms.push('resistanceFalling');
  if (kind === 'lock' && c.run === LOCK_RUN_STATE.resistanceRising) alarms.push('resistanceRising');
  if ((kind === 'lock' || kind === 'sensor') && c.battery !== null && c.battery !== undefined && c.battery < LOW_BATTERY_PERCENT) alarms.push('lowBattery');
  if (kind === 'payStation' && c.errorCode) alarms.push('payStationFault');
  if (kind === 'payStation' && (c.notes ?? 0) >= NOTE_BOX_CAPACITY * CASH_BOX_FULL_SHARE) alarms.push('cashBoxFull');
  return alarms;
}

/**
 * The alarms open after this condition. While a device cannot be reached nothing is known of its
 * condition, so the alarms it had stay open (a lock stuck rising is still stuck when its node
 * controller drops) beside the reachability alarm.
 */
export function openAlarms(kind: DeviceKind, condition: DeviceCondition, before: readonly AlarmKind[] = []): AlarmKind[] {
  const comm = commAlarm(kind, condition.comm);
  const rest = comm ? before.filter((a) => !COMM_ALARMS.includes(a)) : conditionAlarms(kind, condition);
  return comm ? [comm, ...rest] : rest;
}

export function alarmChanges(before: readonly AlarmKind[], after: readonly AlarmKind[]): { raise: AlarmKind[]; clear: AlarmKind[] } {
  return { raise: after.filter((a) => !before.includes(a)), clear: before.filter((a) => !after.includes(a)) };
}
