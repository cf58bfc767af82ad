// On-street devices: node controllers, parking locks, berth sensors and geomagnetic detectors,
// their alarms, batteries, occupancy records and the commands sent to them (tables: 040_devices.sql,
// views and push records: 070_on_street_devices.sql). Menu ids 801..815 in this order; stores in
// backend/areas/devices/stores-on-street.ts, labels in messages/<lang>/screens/<entity>.json.
//
// Registration screens (/NodeInformation, /ParkingLock, /Sensor_management, /GeomagneticMange)
// write what the operator knows about a device; the live columns (comm state, run state,
// battery, last seen ...) are written only by the device ingestion (backend/areas/devices/) and are
// shown read-only on the information screens (/ParkingLockEquipInfo, /SensorInfo,
// /GeomagneticInfo, /BatteryInfo). Records and logs offer export only.
import { ALARM_KINDS } from './alarms';
import { DEVICE_COMMANDS, type CommandRefusal } from './commands';
import { COMM_STATES, LOCK_MODES, RUN_STATES } from './lock-machine';
import { DEVICE_KINDS } from '../../device-protocol';
import type { FieldDecl, ScreenDecl } from '../../screens/types';
import { ALL_BUTTONS, EXPORT_ONLY, LOT_FILTER, LOT_NAME, shown } from '../../screens/common-fields';

/** 1 enabled, 0 disabled (a disabled device is not let onto the broker). */
export const DEVICE_STATUS = [1, 0] as const;
/** sensors.kind: 1 geomagnetic, 2 ultrasonic, 3 infrared, 4 radar. */
export const SENSOR_KINDS = [1, 2, 3, 4] as const;
export const GEOMAGNETIC_KIND = 1;
/** Devices whose reports leave berth state records and battery levels. */
export const BERTH_DEVICE_KINDS = ['sensor', 'lock'] as const;
/** node_controllers.comm_state: a node controller is offline or online. */
export const NODE_COMM_STATES = [0, 1] as const;
/** device_commands.outcome. */
export const COMMAND_OUTCOMES = ['pending', 'ok', 'failed', 'timeout', 'refused'] as const;
/**
 * device_commands.reason: why a command was refused before it travelled (lib/areas/devices/commands.ts)
 * or 'deviceError' when the device said no without a reason.
 */
export const COMMAND_REASONS = [
  'offline', 'nodeDisconnected', 'stopWorking', 'businessClosed', 'businessOpen', 'alreadyRaised', 'alreadyLowered',
  'notPaid', 'vehiclePresent', 'noVehicle', 'alreadyNormal', 'nothingToPay', 'unknownCommand', 'notAGate', 'notADisplay', 'deviceError',
] as const satisfies readonly (CommandRefusal | 'deviceError')[];
// Every refusal of lib/areas/devices/commands.ts has a label: this fails to compile when one is added there.
const everyRefusalListed: Exclude<CommandRefusal, (typeof COMMAND_REASONS)[number]> extends never ? true : never = true;
void everyRefusalListed;
/** device_alarms: open until the condition ends, then cleared. */
export const ALARM_STATES = ['open', 'cleared'] as const;
/** remote_push_records.kind: what was pushed to the third party. */
export const REMOTE_PUSH_KINDS = ['entry', 'exit', 'payment', 'berthState', 'deviceState', 'deviceAlarm'] as const;
/** remote_push_records.outcome. */
export const REMOTE_PUSH_OUTCOMES = ['pending', 'ok', 'failed'] as const;

// ---------------------------------------------------------------------------------------------
// Field helpers

const lotPicker: FieldDecl = { name: 'lotId', type: 'lot', required: true, list: false, filter: 'lot' };
/** A live or recorded value: shown, never written from the console. */
const live = (name: string, type: FieldDecl['type'], extra: Partial<FieldDecl> = {}): FieldDecl =>
  shown(name, type, { width: 110, ...extra });
const serialField: FieldDecl = { name: 'serial', type: 'text', required: true, unique: true, maxLength: 64, filter: 'text', width: 160 };
const serialShown = shown('serial', 'text', { width: 160, filter: 'text' });
const status: FieldDecl = { name: 'status', type: 'select', options: DEVICE_STATUS, required: true, filter: 'select', width: 90 };
const remark: FieldDecl = { name: 'remark', type: 'textarea', maxLength: 500, sortable: false, width: 160 };
const firmware: FieldDecl = { name: 'firmware', type: 'version', maxLength: 40, width: 100 };
const model: FieldDecl = { name: 'model', type: 'text', maxLength: 50, width: 110 };
const installedOn: FieldDecl = { name: 'installedOn', type: 'date', width: 110 };
/** A berth of the lot without a device of this kind (labels: '<lot> / <number>'). */
const berthPicker: FieldDecl = { name: 'berthId', type: 'select', ref: true, list: false, shownBy: 'berthNumber' };
const nodePicker: FieldDecl = { name: 'nodeId', type: 'select', ref: true, list: false, filter: 'select' };
const commState = (options: readonly number[] = COMM_STATES): FieldDecl => live('commState', 'select', { options, filter: 'select' });
const lastSeenAt = live('lastSeenAt', 'datetime', { width: 170 });
const battery = live('battery', 'integer', { width: 90 });

// ---------------------------------------------------------------------------------------------
// Registration

const nodeController: ScreenDecl = {
  // Node controllers (gateways) carry the locks' and sensors' traffic over their connection.
  path: '/NodeInformation', directory: 'onRoad', menuId: 801, entity: 'nodeController',
  fields: [
    serialField,
    { name: 'name', type: 'text', required: true, maxLength: 50, filter: 'text', width: 140 },
    lotPicker,
    LOT_NAME,
    { name: 'streetId', type: 'select', ref: true, list: false, filter: 'select' },
    shown('streetName', 'text', { width: 140 }),
    // An IPv4 address or a host name.
    { name: 'ip', type: 'text', maxLength: 64, width: 130 },
    firmware,
    status,
    remark,
    commState(NODE_COMM_STATES),
    lastSeenAt,
    live('deviceCount', 'integer', { width: 90 }),
  ],
  buttons: ALL_BUTTONS,
  defaultSort: { field: 'serial', direction: 'asc' },
  lotScoped: true,
};

const parkingLock: ScreenDecl = {
  // Parking-flap locks: which berth of which lot, behind which node controller.
  path: '/ParkingLock', directory: 'onRoad', menuId: 802, entity: 'parkingLock',
  fields: [
    serialField,
    lotPicker,
    LOT_NAME,
    berthPicker,
    shown('berthNumber', 'text', { width: 100 }),
    nodePicker,
    shown('nodeName', 'text', { width: 160 }),
    model,
    firmware,
    installedOn,
    status,
    remark,
  ],
  buttons: ALL_BUTTONS,
  defaultSort: { field: 'serial', direction: 'asc' },
  lotScoped: true,
};

/** Sensors: /Sensor_management (every kind) and /GeomagneticMange (geomagnetic only). */
const sensorRegister = (path: string, menuId: number, entity: string, withKind: boolean): ScreenDecl => ({
  path, directory: 'onRoad', menuId, entity,
  fields: [
    serialField,
    ...(withKind ? [{ name: 'kind', type: 'select', options: SENSOR_KINDS, required: true, filter: 'select', width: 110 } as FieldDecl] : []),
    lotPicker,
    LOT_NAME,
    berthPicker,
    shown('berthNumber', 'text', { width: 100 }),
    nodePicker,
    shown('nodeName', 'text', { width: 160 }),
    model,
    firmware,
    installedOn,
    status,
    remark,
  ],
  buttons: ALL_BUTTONS,
  defaultSort: { field: 'serial', direction: 'asc' },
  lotScoped: true,
});

// ---------------------------------------------------------------------------------------------
// Live views

const parkingLockInfo: ScreenDecl = {
  // The locks as they last reported (spec 3 and 4: control mode, comm state, run state).
  path: '/ParkingLockEquipInfo', directory: 'onRoad', menuId: 803, entity: 'parkingLockInfo',
  fields: [
    serialShown,
    LOT_FILTER,
    LOT_NAME,
    shown('berthNumber', 'text', { width: 100, filter: 'text' }),
    shown('nodeSerial', 'text', { width: 150 }),
    live('controlMode', 'select', { options: LOCK_MODES, filter: 'select', width: 120 }),
    commState(),
    live('runState', 'select', { options: RUN_STATES, filter: 'select', width: 170 }),
    live('raised', 'boolean', { filter: 'select', width: 80 }),
    live('vehicle', 'boolean', { filter: 'select', width: 80 }),
    battery,
    live('detectorValue', 'integer', { width: 100 }),
    lastSeenAt,
    live('stateAt', 'datetime', { width: 170 }),
    live('status', 'select', { options: DEVICE_STATUS, filter: 'select', width: 90 }),
  ],
  buttons: EXPORT_ONLY,
  defaultSort: { field: 'serial', direction: 'asc' },
  lotScoped: true,
};

const sensorInfo = (path: string, menuId: number, entity: string, withKind: boolean): ScreenDecl => ({
  path, directory: 'onRoad', menuId, entity,
  fields: [
    serialShown,
    ...(withKind ? [live('kind', 'select', { options: SENSOR_KINDS, filter: 'select' })] : []),
    LOT_FILTER,
    LOT_NAME,
    shown('berthNumber', 'text', { width: 100, filter: 'text' }),
    shown('nodeSerial', 'text', { width: 150 }),
    commState(),
    live('occupied', 'boolean', { filter: 'select', width: 90 }),
    battery,
    live('magneticValue', 'integer', { width: 100 }),
    lastSeenAt,
    live('stateAt', 'datetime', { width: 170 }),
    live('status', 'select', { options: DEVICE_STATUS, filter: 'select', width: 90 }),
  ],
  buttons: EXPORT_ONLY,
  defaultSort: { field: 'serial', direction: 'asc' },
  lotScoped: true,
});

// ---------------------------------------------------------------------------------------------
// Records, statistics, batteries, alarms

const berthStateRecord: ScreenDecl = {
  // Every change of a berth's occupancy reported by a sensor or a lock's detector.
  path: '/CatcGeomagneticParkStateRecord', directory: 'onRoad', menuId: 808, entity: 'berthStateRecord',
  fields: [
    live('at', 'datetime', { filter: 'dateRange', width: 170 }),
    LOT_FILTER,
    LOT_NAME,
    shown('berthNumber', 'text', { width: 100, filter: 'text' }),
    live('deviceKind', 'select', { options: BERTH_DEVICE_KINDS, filter: 'select' }),
    serialShown,
    live('occupied', 'boolean', { filter: 'select', width: 90 }),
    live('magneticValue', 'integer', { width: 100 }),
  ],
  buttons: EXPORT_ONLY,
  defaultSort: { field: 'at', direction: 'desc' },
  lotScoped: true,
};

const sensorDataStatistics: ScreenDecl = {
  // Per device and day (UTC+8): how often its berth changed state, arrivals and departures.
  path: '/SensorDataStatistics', directory: 'onRoad', menuId: 809, entity: 'sensorDataStatistics',
  fields: [
    live('day', 'date', { filter: 'dateRange', width: 110 }),
    LOT_FILTER,
    LOT_NAME,
    live('deviceKind', 'select', { options: BERTH_DEVICE_KINDS, filter: 'select' }),
    serialShown,
    shown('berthNumber', 'text', { width: 100, filter: 'text' }),
    live('changes', 'integer', { width: 100 }),
    live('arrivals', 'integer', { width: 100 }),
    live('departures', 'integer', { width: 100 }),
    live('firstAt', 'datetime', { width: 170 }),
    live('lastAt', 'datetime', { width: 170 }),
  ],
  buttons: EXPORT_ONLY,
  defaultSort: { field: 'day', direction: 'desc' },
  lotScoped: true,
};

const batteryInfo: ScreenDecl = {
  // Locks and sensors with their last reported battery level, the lowest first.
  path: '/BatteryInfo', directory: 'onRoad', menuId: 810, entity: 'batteryInfo',
  fields: [
    live('deviceKind', 'select', { options: BERTH_DEVICE_KINDS, filter: 'select' }),
    serialShown,
    LOT_FILTER,
    LOT_NAME,
    shown('berthNumber', 'text', { width: 100, filter: 'text' }),
    battery,
    live('low', 'boolean', { filter: 'select', width: 90 }),
    commState(),
    lastSeenAt,
  ],
  buttons: EXPORT_ONLY,
  defaultSort: { field: 'battery', direction: 'asc' },
  lotScoped: true,
};

/** Alarm columns shared by /ParkingLockAlarmInformation and /AlarmLog. */
const alarmFields = (withKind: boolean): FieldDecl[] => [
  live('raisedAt', 'datetime', { filter: 'dateRange', width: 170 }),
  LOT_FILTER,
  LOT_NAME,
  ...(withKind ? [live('deviceKind', 'select', { options: DEVICE_KINDS, filter: 'select' })] : []),
  serialShown,
  shown('berthNumber', 'text', { width: 100 }),
  live('alarm', 'select', { options: ALARM_KINDS, filter: 'select', width: 160 }),
  live('state', 'select', { options: ALARM_STATES, filter: 'select', width: 90 }),
  live('clearedAt', 'datetime', { width: 170 }),
  live('handled', 'boolean', { filter: 'select', width: 90 }),
  shown('handledBy', 'text', { width: 110 }),
  live('handledAt', 'datetime', { width: 170 }),
  shown('handleNote', 'text', { width: 200, sortable: false }),
];

const lockAlarm: ScreenDecl = {
  // Alarms of the locks, open and cleared; an operator records how one was handled.
  path: '/ParkingLockAlarmInformation', directory: 'onRoad', menuId: 811, entity: 'lockAlarm',
  fields: alarmFields(false),
  buttons: EXPORT_ONLY,
  rowActions: [
    { name: 'handle', button: 'handle', bulk: true, fields: [{ name: 'handleNote', type: 'textarea', maxLength: 500, required: true }] },
  ],
  defaultSort: { field: 'raisedAt', direction: 'desc' },
  lotScoped: true,
};

const lockOperationLog: ScreenDecl = {
  // Every command sent (or refused) to a lock: who, when, what, the outcome and the lock's state
  // before and after.
  path: '/OperationLogParkingLock', directory: 'logs', menuId: 812, entity: 'lockOperationLog',
  fields: [
    live('createdAt', 'datetime', { filter: 'dateRange', width: 170 }),
    LOT_FILTER,
    LOT_NAME,
    serialShown,
    shown('berthNumber', 'text', { width: 100 }),
    shown('operator', 'text', { width: 110, filter: 'text' }),
    live('command', 'select', { options: DEVICE_COMMANDS.lock, filter: 'select', width: 150 }),
    live('outcome', 'select', { options: COMMAND_OUTCOMES, filter: 'select', width: 100 }),
    live('reason', 'select', { options: COMMAND_REASONS, width: 160 }),
    live('runBefore', 'select', { options: RUN_STATES, width: 170 }),
    live('runAfter', 'select', { options: RUN_STATES, width: 170 }),
    live('raisedBefore', 'boolean', { width: 90 }),
    live('raisedAfter', 'boolean', { width: 90 }),
    live('ackedAt', 'datetime', { width: 170 }),
    shown('page', 'text', { width: 160 }),
  ],
  buttons: EXPORT_ONLY,
  defaultSort: { field: 'createdAt', direction: 'desc' },
  lotScoped: true,
};

const deviceAlarmLog: ScreenDecl = {
  path: '/AlarmLog', directory: 'logs', menuId: 813, entity: 'deviceAlarmLog',
  fields: alarmFields(true),
  buttons: EXPORT_ONLY,
  defaultSort: { field: 'raisedAt', direction: 'desc' },
  lotScoped: true,
};

const batteryLevelLog: ScreenDecl = {
  // Every battery level a lock or sensor reported (a row when the level changed).
  path: '/BatteryLevelLog', directory: 'logs', menuId: 814, entity: 'batteryLevelLog',
  fields: [
    live('at', 'datetime', { filter: 'dateRange', width: 170 }),
    LOT_FILTER,
    LOT_NAME,
    live('deviceKind', 'select', { options: BERTH_DEVICE_KINDS, filter: 'select' }),
    serialShown,
    shown('berthNumber', 'text', { width: 100 }),
    live('level', 'integer', { width: 90 }),
    live('low', 'boolean', { filter: 'select', width: 90 }),
  ],
  buttons: EXPORT_ONLY,
  defaultSort: { field: 'at', direction: 'desc' },
  lotScoped: true,
};

const remotePushRecord: ScreenDecl = {
  // Pushes of parking data to third parties (platforms of the city, payment or map partners).
  path: '/RemotePushRecords', directory: 'logs', menuId: 815, entity: 'remotePushRecord',
  fields: [
    live('at', 'datetime', { filter: 'dateRange', width: 170 }),
    LOT_FILTER,
    LOT_NAME,
    shown('target', 'text', { width: 140, filter: 'text' }),
    live('kind', 'select', { options: REMOTE_PUSH_KINDS, filter: 'select', width: 110 }),
    shown('businessKey', 'text', { width: 150, filter: 'text' }),
    shown('url', 'text', { width: 200, sortable: false }),
    live('attempts', 'integer', { width: 80 }),
    live('outcome', 'select', { options: REMOTE_PUSH_OUTCOMES, filter: 'select', width: 90 }),
    live('httpStatus', 'integer', { width: 90 }),
    live('durationMs', 'integer', { width: 90 }),
    shown('response', 'text', { width: 200, sortable: false }),
  ],
  buttons: EXPORT_ONLY,
  defaultSort: { field: 'at', direction: 'desc' },
  lotScoped: true,
};

export const ON_STREET_DEVICE_SCREENS: readonly ScreenDecl[] = [
  nodeController,
  parkingLock,
  parkingLockInfo,
  sensorRegister('/Sensor_management', 804, 'sensor', true),
  sensorInfo('/SensorInfo', 805, 'sensorInfo', true),
  sensorRegister('/GeomagneticMange', 806, 'geomagnetic', false),
  sensorInfo('/GeomagneticInfo', 807, 'geomagneticInfo', false),
  berthStateRecord,
  sensorDataStatistics,
  batteryInfo,
  lockAlarm,
  lockOperationLog,
  deviceAlarmLog,
  batteryLevelLog,
  remotePushRecord,
];
