// Off-street devices: lane equipment (cameras, barrier gates), pay stations with their base
// configuration, faults, cash and modules, running reports, remote upgrades and the barrier
// lifts ordered from the console. Menu ids 851..859 in this order; device tables of
// backend/db/migrations/040_devices.sql, upgrade tasks of 080_off_street.sql; stores in
// backend/areas/devices/stores-off-street.ts.
//
// Live columns (comm state, gate state, error code, cash, modules, last report) are written only
// by the device ingestion (backend/areas/devices/): they are shown read-only, never in a form. The one
// exception is 'collect cash', which records the staff's collection and empties the cash box.
import { DEVICE_KINDS } from '../../device-protocol';
import { GATE_COMMANDS } from './commands';
import { CONFIG_SYNC_STATES, PAY_STATION_CODE_VALUES, PAY_STATION_MODULES } from './pay-station-codes';
import { UPGRADE_DEVICE_TYPE_NAMES, UPGRADE_PROGRESS } from './upgrade';
import type { FieldDecl, ScreenDecl } from '../../screens/types';
import { ALL_BUTTONS, EXPORT_ONLY, LOT_FILTER, LOT_NAME, shown } from '../../screens/common-fields';
import { LANE_DIRECTIONS } from '../../parking/lane-rules';

/** 1 enabled, 0 disabled. */
const STATUS: FieldDecl = { name: 'status', type: 'select', options: [1, 0], required: true, filter: 'select', width: 100 };
/** Communication state of a directly connected device: 0 offline, 1 online (spec 3). */
const COMM_STATE = shown('commState', 'select', { options: [1, 0], filter: 'select', width: 100 });
const LAST_SEEN = shown('lastSeenAt', 'datetime', { width: 170 });
const SERIAL: FieldDecl = { name: 'serial', type: 'text', maxLength: 64, required: true, unique: true, filter: 'text', width: 150 };
/** What the device reports of itself is typed in when it is registered, then kept up by its reports. */
const FIRMWARE: FieldDecl = { name: 'firmware', type: 'text', maxLength: 40, width: 110 };

/** Lane device kinds (lane_devices.kind, lib/areas/devices/commands.ts LANE_KIND). */
export const LANE_DEVICE_KINDS = [1, 2, 3, 4] as const;
/** Barrier gate: 0 down, 1 up, 2 kept open (lib/device-protocol.ts GATE_STATES). */
export const GATE_STATE_VALUES = [0, 1, 2] as const;
/** Cash movements (pay_station_cash.kind): 1 payment taken, 2 change given, 3 collected by staff, 4 float refilled. */
export const CASH_MOVEMENT_KINDS = [1, 2, 3, 4] as const;
export const MODULE_STATE_VALUES = ['ok', 'fault', 'absent'] as const;
/** Outcomes of a device command (device_commands.outcome). */
export const COMMAND_OUTCOMES = ['pending', 'ok', 'failed', 'timeout', 'refused'] as const;

export const OFF_STREET_DEVICE_SCREENS: readonly ScreenDecl[] = [
  {
    // Cameras, barrier gates, displays and ticket machines of the lanes of off-street lots.
    path: '/InletOutletEquipInfo',
    directory: 'offRoad',
    menuId: 851,
    entity: 'laneDevice',
    fields: [
      SERIAL,
      { name: 'lotId', type: 'lot', required: true, list: false, filter: 'lot' },
      LOT_NAME,
      { name: 'laneName', type: 'text', maxLength: 50, required: true, filter: 'text', width: 140 },
      { name: 'direction', type: 'select', options: LANE_DIRECTIONS, required: true, filter: 'select', width: 90 },
      { name: 'kind', type: 'select', options: LANE_DEVICE_KINDS, required: true, filter: 'select', width: 110 },
      { name: 'ip', type: 'text', maxLength: 100, width: 130 },
      { name: 'port', type: 'integer', min: 1, max: 65535, width: 80 },
      { name: 'model', type: 'text', maxLength: 50, width: 110 },
      FIRMWARE,
      STATUS,
      { name: 'remark', type: 'textarea', maxLength: 500, list: false, sortable: false },
      COMM_STATE,
      shown('gateState', 'select', { options: GATE_STATE_VALUES, width: 100 }),
      LAST_SEEN,
    ],
    buttons: ALL_BUTTONS,
    defaultSort: { field: 'serial', direction: 'asc' },
    lotScoped: true,
  },
  {
    // Pay stations: registration and live state; 'collect cash' orders the station to empty its box.
    path: '/PaymentInformation',
    directory: 'offRoad',
    menuId: 852,
    entity: 'payStation',
    fields: [
      SERIAL,
      { name: 'name', type: 'text', maxLength: 100, required: true, filter: 'text', width: 150 },
      { name: 'lotId', type: 'lot', required: true, list: false, filter: 'lot' },
      LOT_NAME,
      { name: 'location', type: 'text', maxLength: 100, width: 140 },
      { name: 'model', type: 'text', maxLength: 50, width: 110 },
      FIRMWARE,
      { name: 'ip', type: 'text', maxLength: 100, width: 130 },
      STATUS,
      { name: 'remark', type: 'textarea', maxLength: 500, list: false, sortable: false },
      COMM_STATE,
      shown('errorCode', 'select', { options: PAY_STATION_CODE_VALUES, filter: 'select', width: 170 }),
      shown('cashAmount', 'money', { width: 110 }),
      shown('notesCount', 'integer', { width: 90 }),
      shown('coinsCount', 'integer', { width: 90 }),
      // A collection ordered and not yet confirmed by the station (backend/areas/devices/cash-collection.ts).
      shown('cashCollectAt', 'datetime', { width: 170 }),
      shown('cashCollectBy', 'text', { width: 110 }),
      LAST_SEEN,
    ],
    buttons: ALL_BUTTONS,
    rowActions: [{ name: 'collectCash', button: 'collectCash', confirm: true }],
    defaultSort: { field: 'serial', direction: 'asc' },
    lotScoped: true,
  },
  {
    // Base configuration of each pay station: edited, not created; each edit is sent to the
    // station with 'syncConfig' (backend/areas/devices/config-sync.ts), configSync says if it arrived.
    path: '/PayStation_BaseConfigInfo',
    directory: 'settings',
    menuId: 853,
    entity: 'payStationConfig',
    fields: [
      shown('serial', 'text', { filter: 'text', width: 150 }),
      shown('name', 'text', { filter: 'text', width: 150 }),
      LOT_FILTER,
      LOT_NAME,
      shown('configSync', 'select', { options: CONFIG_SYNC_STATES, filter: 'select', width: 120 }),
      { name: 'acceptsCash', type: 'boolean', required: true, width: 100 },
      { name: 'acceptsCard', type: 'boolean', required: true, width: 100 },
      { name: 'acceptsQr', type: 'boolean', required: true, width: 100 },
      { name: 'maxChange', type: 'money', min: 0, max: 1_000_000, required: true, width: 110 },
      { name: 'receiptTitle', type: 'text', maxLength: 100 },
      { name: 'idleSeconds', type: 'integer', min: 10, max: 3600, required: true, width: 110 },
      shown('configSyncedAt', 'datetime', { width: 170 }),
      shown('updatedAt', 'datetime', { width: 170 }),
    ],
    buttons: { update: 'edit', export: 'export' },
    defaultSort: { field: 'serial', direction: 'asc' },
    lotScoped: true,
  },
  {
    // Faults reported by pay stations, opened and cleared by their reports.
    path: '/ErrorInfoOfPayStation',
    directory: 'offRoad',
    menuId: 854,
    entity: 'payStationError',
    fields: [
      shown('serial', 'text', { filter: 'text', width: 150 }),
      shown('payStationName', 'text', { width: 150 }),
      LOT_FILTER,
      LOT_NAME,
      shown('code', 'select', { options: PAY_STATION_CODE_VALUES, filter: 'select', width: 190 }),
      shown('module', 'select', { options: PAY_STATION_MODULES, filter: 'select', width: 120 }),
      shown('raisedAt', 'datetime', { filter: 'dateRange', width: 170 }),
      shown('clearedAt', 'datetime', { width: 170 }),
      shown('open', 'select', { options: [1, 0], filter: 'select', width: 90 }),
      shown('minutes', 'integer', { width: 100 }),
    ],
    buttons: EXPORT_ONLY,
    defaultSort: { field: 'raisedAt', direction: 'desc' },
    lotScoped: true,
  },
  {
    // Cash movements of pay stations: payments, change, collections by staff, float refills.
    path: '/PayStationCashInfo',
    directory: 'offRoad',
    menuId: 855,
    entity: 'payStationCash',
    fields: [
      shown('at', 'datetime', { filter: 'dateRange', width: 170 }),
      shown('serial', 'text', { filter: 'text', width: 150 }),
      shown('payStationName', 'text', { width: 150 }),
      LOT_FILTER,
      LOT_NAME,
      shown('kind', 'select', { options: CASH_MOVEMENT_KINDS, filter: 'select', width: 120 }),
      shown('amount', 'money', { width: 110 }),
      shown('notes', 'integer', { width: 80 }),
      shown('coins', 'integer', { width: 80 }),
      shown('balance', 'money', { width: 110 }),
      shown('operator', 'text', { filter: 'text', width: 120 }),
    ],
    buttons: EXPORT_ONLY,
    defaultSort: { field: 'at', direction: 'desc' },
    lotScoped: true,
  },
  {
    // The modules of each pay station as they last reported them, one column per module.
    path: '/DeviceModuleStatus',
    directory: 'offRoad',
    menuId: 856,
    entity: 'payStationModule',
    fields: [
      shown('serial', 'text', { filter: 'text', width: 150 }),
      shown('name', 'text', { filter: 'text', width: 150 }),
      LOT_FILTER,
      LOT_NAME,
      COMM_STATE,
      shown('errorCode', 'select', { options: PAY_STATION_CODE_VALUES, width: 170 }),
      shown('faultCount', 'integer', { width: 100 }),
      ...PAY_STATION_MODULES.map((module) => shown(module, 'select', { options: MODULE_STATE_VALUES, filter: 'select', width: 110 })),
      shown('otherModules', 'text', { sortable: false }),
      LAST_SEEN,
    ],
    buttons: EXPORT_ONLY,
    defaultSort: { field: 'serial', direction: 'asc' },
    lotScoped: true,
  },
  {
    // Running figures sampled from every device's heartbeats.
    path: '/DeviceRunningInfo',
    directory: 'offRoad',
    menuId: 857,
    entity: 'deviceRunning',
    fields: [
      shown('at', 'datetime', { filter: 'dateRange', width: 170 }),
      shown('deviceKind', 'select', { options: DEVICE_KINDS, filter: 'select', width: 120 }),
      shown('serial', 'text', { filter: 'text', width: 150 }),
      LOT_FILTER,
      LOT_NAME,
      shown('firmware', 'text', { width: 110 }),
      shown('temperature', 'decimal', { width: 110 }),
      shown('signal', 'integer', { width: 90 }),
      shown('uptimeHours', 'decimal', { width: 110 }),
    ],
    buttons: EXPORT_ONLY,
    defaultSort: { field: 'at', direction: 'desc' },
    lotScoped: true,
  },
  {
    // Firmware upgrade tasks: one type of device of a lot to a version; each device's status.
    path: '/EquipmentRemoteUpgrade',
    directory: 'offRoad',
    menuId: 858,
    entity: 'upgradeTask',
    fields: [
      { name: 'deviceType', type: 'select', options: UPGRADE_DEVICE_TYPE_NAMES, required: true, form: 'create', filter: 'select', width: 120 },
      { name: 'lotId', type: 'lot', required: true, form: 'create', list: false, filter: 'lot' },
      LOT_NAME,
      { name: 'model', type: 'text', maxLength: 50, form: 'create', width: 110 },
      { name: 'targetVersion', type: 'digits', maxLength: 20, required: true, form: 'create', filter: 'text', width: 120 },
      { name: 'fileName', type: 'text', maxLength: 200, required: true, form: 'create', width: 160 },
      { name: 'fileUrl', type: 'text', maxLength: 500, form: 'create', list: false },
      { name: 'remark', type: 'textarea', maxLength: 500, form: 'create', list: false, sortable: false },
      shown('progress', 'select', { options: UPGRADE_PROGRESS, filter: 'select', width: 110 }),
      shown('deviceCount', 'integer', { width: 90 }),
      shown('succeededCount', 'integer', { width: 90 }),
      shown('activeCount', 'integer', { width: 90 }),
      shown('failedCount', 'integer', { width: 90 }),
      shown('failedDevices', 'text', { sortable: false }),
      shown('createdBy', 'text', { width: 110 }),
      shown('createdAt', 'datetime', { filter: 'dateRange', width: 170 }),
    ],
    buttons: { create: 'add', delete: 'delete', export: 'export' },
    rowActions: [{ name: 'retry', button: 'retry', confirm: true, bulk: true }],
    defaultSort: { field: 'createdAt', direction: 'desc' },
    lotScoped: true,
  },
  {
    // Every barrier lift ordered from the console, with its operator and reason (read-only).
    path: '/RodLiftingRecord',
    directory: 'logs',
    menuId: 859,
    entity: 'gateLift',
    fields: [
      shown('at', 'datetime', { filter: 'dateRange', width: 170 }),
      LOT_FILTER,
      LOT_NAME,
      shown('laneName', 'text', { filter: 'text', width: 140 }),
      shown('serial', 'text', { width: 150 }),
      shown('action', 'select', { options: GATE_COMMANDS, filter: 'select', width: 120 }),
      shown('operator', 'text', { filter: 'text', width: 120 }),
      shown('reason', 'text', { filter: 'text' }),
      shown('page', 'text', { width: 170 }),
      shown('outcome', 'select', { options: COMMAND_OUTCOMES, filter: 'select', width: 100 }),
      shown('commandId', 'text', { list: false }),
    ],
    buttons: EXPORT_ONLY,
    defaultSort: { field: 'at', direction: 'desc' },
    lotScoped: true,
  },
];
