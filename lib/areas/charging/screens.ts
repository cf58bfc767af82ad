// Vehicles in and out (spec 2 "Vehicles and records"; operation area, menu ids 1041..1069): the
// vehicles in the lot now and what can be done to their stays, the manual entries and exits, the
// entry, exit, repeat-entry and full parking records, every lane passage, the entrance queue, the
// changes made to stays, payments made before the exit, and two statistics. Tables:
// backend/db/migrations/102_stays_orders.sql (the charging core), 107 and 108; stores:
// backend/areas/charging/stores.ts; refusals: messages/<lang>/backend-stays.json and -money.json.
import { PAYMENT_CHANNELS } from '../../parking/channels';
import { LANE_DECISIONS, LANE_REASONS, LANE_DIRECTIONS } from '../../parking/lane-rules';
import { CORRECTABLE_STAY_STATES, STAY_STATES, STAY_TRANSITIONS } from '../../parking/stay-machine';
import { VEHICLE_PLATE_COLORS } from '../../tariff/select';
import type { FieldDecl, RowActionDecl, ScreenDecl } from '../../screens/types';
import { EXPORT_ONLY, LOT_FILTER, LOT_NAME, newest, shown, temporaryRecords } from '../../screens/common-fields';
import {
  CHANGE_VALUE_CODES, CLOSED_BY_FIELDS, COLLECTOR_READING, INLINE_PAYMENT_PLACES,
  MANUAL_PASSAGE_KINDS, PLATE_MAX_LENGTH, QUEUE_STATES, REASON_MAX_LENGTH, SPACE_LEVELS, STAY_CHANGE_KINDS,
  STAY_SECTIONS, plateColorField, stayFields,
} from './stay-fields';

const STAY_DETAIL = { sections: STAY_SECTIONS, audit: true } as const;

const reason: FieldDecl = { name: 'reason', type: 'text', required: true, maxLength: REASON_MAX_LENGTH };
const newPlate: FieldDecl = { name: 'plate', type: 'text', required: true, maxLength: PLATE_MAX_LENGTH };
const newColor: FieldDecl = { name: 'plateColor', type: 'select', options: VEHICLE_PLATE_COLORS, required: true };

/** A plate read wrong: corrected with a reason, the stay re-priced for the vehicle it really is. */
const correctPlate: RowActionDecl = {
  name: 'correctPlate', button: 'correctPlate', fields: [newPlate, newColor, reason],
  when: { field: 'state', from: CORRECTABLE_STAY_STATES, refusal: 'stayRefusedCorrect' },
};

// Columns several screens show alike.
const at = shown('at', 'datetime', { filter: 'dateRange', width: 170 });
const stayNo = shown('stayNo', 'text', { filter: 'text', width: 170 });
const plate = shown('plate', 'text', { filter: 'text', width: 120 });
const operator = shown('operator', 'text', { filter: 'text', width: 110 });

/** A change made to a stay by hand (stay_changes): `what` changed, with when, why, who and the fee before and after. */
const changeFields = (what: readonly FieldDecl[]): FieldDecl[] => [
  at, LOT_FILTER, LOT_NAME, stayNo, ...what,
  shown('reason', 'select', { options: [COLLECTOR_READING], width: 180 }),
  operator,
  shown('feeBefore', 'money', { width: 110 }),
  shown('feeAfter', 'money', { width: 110 }),
];

const WAITING: RowActionDecl['when'] = { field: 'state', from: ['waiting'], refusal: 'queueNotWaiting' };

export const STAY_SCREENS: readonly ScreenDecl[] = [
  {
    // Vehicles in the lot (or on a berth) now: open stays, with what they owe now (priced when read). A
    // plate read wrong is corrected, an on-street stay's plate recorded from the collector's
    // reading, a vehicle let out by hand (owing what is due, to pay later). Manual entries are
    // made in /ManualPassageRecord (a stay is only ever started by the charging core).
    path: '/VehicleEntryInfo',
    directory: 'operation',
    menuId: 1041,
    entity: 'stayInLot',
    fields: stayFields(
      ['plate', 'plateColor', 'lotName', 'placeName', 'berthNumber', 'vehicleClass', 'state', 'entryAt', 'entrySource', 'entryLane', 'paid', 'due', 'stayNo'],
      { lotId: 'lot', plate: 'text', stayNo: 'text', entryAt: 'dateRange', entrySource: 'select', vehicleClass: 'select', state: 'select' }),
    buttons: EXPORT_ONLY,
    rowActions: [
      correctPlate,
      {
        name: 'recordPlate', button: 'recordPlate',
        fields: [newPlate, newColor, { name: 'collector', type: 'text', required: true, maxLength: 50 }],
        when: { field: 'plate', from: [''], refusal: 'stayPlateRecorded' },
      },
      {
        name: 'manualExit', button: 'manualExit', fields: [reason],
        when: { field: 'state', from: STAY_TRANSITIONS.exit.from, refusal: 'stayRefusedExit' },
      },
    ],
    defaultSort: newest('entryAt'),
    lotScoped: true,
    detail: STAY_DETAIL,
  },
  {
    // Vehicles let in or out by hand, with the reason. Creating one is a manual entry: the vehicle
    // enters through the charging core (source 'manual'); a manual exit is /VehicleEntryInfo's.
    path: '/ManualPassageRecord',
    directory: 'operation',
    menuId: 1042,
    entity: 'manualPassage',
    fields: [
      at,
      shown('kind', 'select', { options: MANUAL_PASSAGE_KINDS, filter: 'select', width: 90 }),
      { name: 'lotId', type: 'lot', required: true, list: false, filter: 'lot' },
      LOT_NAME,
      { ...newPlate, filter: 'text', width: 120 },
      { ...newColor, width: 100 },
      { name: 'berthId', type: 'select', ref: true, list: false },
      shown('berthNumber', 'text', { width: 100 }),
      { name: 'reasonId', type: 'select', ref: true, required: true, list: false },
      shown('reason', 'text', { filter: 'text', width: 160 }),
      { name: 'remark', type: 'text', maxLength: 200, sortable: false, width: 200 },
      operator,
      stayNo,
      shown('stayState', 'select', { options: STAY_STATES, width: 130 }),
    ],
    ...temporaryRecords('at'),
    buttons: { create: 'add', export: 'export' },
  },
  {
    // Entry records: every stay by its entry.
    path: '/AdmissionInfo',
    directory: 'operation',
    menuId: 1043,
    entity: 'stayEntry',
    fields: stayFields(
      ['stayNo', 'plate', 'plateColor', 'lotName', 'placeName', 'entryAt', 'entrySource', 'entryLane', 'entryOperator', 'vehicleClass', 'state'],
      { lotId: 'lot', plate: 'text', stayNo: 'text', entryAt: 'dateRange', entrySource: 'select', vehicleClass: 'select', state: 'select' }),
    ...temporaryRecords('entryAt'),
    detail: STAY_DETAIL,
  },
  {
    // Exit records: stays whose vehicle was seen leaving, paid, free or owing.
    path: '/AppearanceInfo',
    directory: 'operation',
    menuId: 1044,
    entity: 'stayExit',
    fields: stayFields(
      ['stayNo', 'plate', 'lotName', 'entryAt', 'exitAt', 'exitSource', 'exitLane', 'durationMinutes', 'state', 'receivable', 'paid', 'due'],
      { lotId: 'lot', plate: 'text', stayNo: 'text', exitAt: 'dateRange', exitSource: 'select', state: 'select' }),
    ...temporaryRecords('exitAt'),
    detail: STAY_DETAIL,
  },
  {
    // Exits that are not a plain paid exit: free, unpaid, let out to pay later (also once
    // recovered), and every exit made by hand, with its reason.
    path: '/AbnormalAppearance',
    directory: 'operation',
    menuId: 1045,
    entity: 'stayAbnormalExit',
    fields: stayFields(
      ['stayNo', 'plate', 'lotName', 'exitAt', 'state', 'exitSource', 'exitOperator', 'exitReason', 'freeReason', 'receivable', 'due'],
      { lotId: 'lot', plate: 'text', stayNo: 'text', exitAt: 'dateRange', exitSource: 'select', state: 'select' }),
    ...temporaryRecords('exitAt'),
    detail: STAY_DETAIL,
  },
  {
    // Stays closed because their plate entered again (never seen leaving), with the stay that closed them.
    path: '/RepeatAdmission',
    directory: 'operation',
    menuId: 1046,
    entity: 'stayRepeat',
    fields: stayFields(
      ['stayNo', 'plate', 'lotName', 'vehicleClass', 'entryAt', 'entrySource', 'entryLane', 'closedByNo', 'closedByEntryAt', 'closedBySource', 'closedByLane'],
      { lotId: 'lot', plate: 'text', entryAt: 'dateRange', vehicleClass: 'select' }, CLOSED_BY_FIELDS),
    ...temporaryRecords('entryAt'),
    detail: STAY_DETAIL,
  },
  {
    // The same for temporary vehicles only (those that pay by the rate).
    path: '/TmpCdRepeatInInfo',
    directory: 'operation',
    menuId: 1047,
    entity: 'stayTmpRepeat',
    fields: stayFields(
      ['stayNo', 'plate', 'lotName', 'entryAt', 'entrySource', 'entryLane', 'closedByNo', 'closedByEntryAt', 'closedBySource', 'closedByLane'],
      { lotId: 'lot', plate: 'text', entryAt: 'dateRange' }, CLOSED_BY_FIELDS),
    ...temporaryRecords('entryAt'),
    detail: STAY_DETAIL,
  },
  {
    // Every stay, the full record; a stay that left owing can still have its plate corrected.
    path: '/ParkingRecord',
    directory: 'operation',
    menuId: 1048,
    entity: 'parkingRecord',
    fields: stayFields(
      ['stayNo', 'plate', 'plateColor', 'lotName', 'placeName', 'berthNumber', 'vehicleClass', 'state', 'entryAt', 'entrySource', 'exitAt',
        'exitSource', 'durationMinutes', 'receivable', 'paid', 'due'],
      { lotId: 'lot', plate: 'text', stayNo: 'text', entryAt: 'dateRange', state: 'select', vehicleClass: 'select', entrySource: 'select' }),
    ...temporaryRecords('entryAt'),
    rowActions: [correctPlate],
    detail: STAY_DETAIL,
  },
  {
    // Every time a lane camera saw a vehicle: what it read, what the lane decided and why, the stay it made.
    path: '/EntryAndExitDetails',
    directory: 'operation',
    menuId: 1049,
    entity: 'passage',
    fields: [
      at,
      LOT_FILTER,
      LOT_NAME,
      shown('laneName', 'text', { filter: 'text', width: 120 }),
      shown('direction', 'select', { options: LANE_DIRECTIONS, filter: 'select', width: 90 }),
      plate,
      plateColorField(),
      shown('brand', 'text', { width: 100 }),
      shown('decision', 'select', { options: LANE_DECISIONS, filter: 'select', width: 110 }),
      shown('reason', 'select', { options: LANE_REASONS, filter: 'select', width: 130 }),
      shown('photo', 'text', { sortable: false, width: 200 }),
      stayNo,
    ],
    ...temporaryRecords('at'),
  },
  {
    // Vehicles waiting at an entrance while the lot is full: let in (the stay starts) or gone.
    path: '/QueueUpInfo',
    directory: 'operation',
    menuId: 1050,
    entity: 'laneQueue',
    fields: [
      shown('queuedAt', 'datetime', { filter: 'dateRange', width: 170 }),
      LOT_FILTER,
      LOT_NAME,
      shown('laneName', 'text', { filter: 'text', width: 120 }),
      plate,
      plateColorField(),
      shown('state', 'select', { options: QUEUE_STATES, filter: 'select', width: 100 }),
      shown('settledAt', 'datetime', { width: 170 }),
      shown('stayNo', 'text', { width: 170 }),
    ],
    ...temporaryRecords('queuedAt'),
    rowActions: [
      { name: 'admit', button: 'admit', confirm: true, bulk: true, when: WAITING },
      { name: 'markLeft', button: 'markLeft', confirm: true, bulk: true, when: WAITING },
    ],
  },
  {
    // Every change made to a stay by hand: plate, plate colour, vehicle type, with the fee before and after.
    path: '/ChangeInfo',
    directory: 'operation',
    menuId: 1051,
    entity: 'stayChange',
    fields: changeFields([
      plate,
      shown('kind', 'select', { options: STAY_CHANGE_KINDS, filter: 'select', width: 110 }),
      shown('oldValue', 'select', { options: CHANGE_VALUE_CODES, width: 120 }),
      shown('newValue', 'select', { options: CHANGE_VALUE_CODES, width: 120 }),
    ]),
    ...temporaryRecords('at'),
  },
  {
    // Plate corrections only: the plate read and the plate corrected, who, when, why, the fee before and after.
    path: '/LicensePlateErrorCorrection',
    directory: 'operation',
    menuId: 1052,
    entity: 'plateCorrection',
    fields: changeFields([shown('oldPlate', 'text', { filter: 'text', width: 120 }), shown('newPlate', 'text', { filter: 'text', width: 120 })]),
    ...temporaryRecords('at'),
  },
  {
    // Payments made while the vehicle was in the lot, before its exit: at a pay station, online, to a POS.
    path: '/InlineTransactionInfo',
    directory: 'operation',
    menuId: 1053,
    entity: 'inlinePayment',
    fields: [
      shown('paidAt', 'datetime', { filter: 'dateRange', width: 170 }),
      shown('paymentNo', 'text', { filter: 'text', width: 170 }),
      LOT_FILTER,
      LOT_NAME,
      plate,
      stayNo,
      shown('entryAt', 'datetime', { width: 170 }),
      shown('channel', 'select', { options: PAYMENT_CHANNELS, filter: 'select', width: 110 }),
      shown('place', 'select', { options: INLINE_PAYMENT_PLACES, filter: 'select', width: 110 }),
      shown('amount', 'money', { width: 110 }),
      shown('channelTxnNo', 'text', { filter: 'text', width: 160 }),
      shown('operator', 'text', { width: 110 }),
      shown('device', 'text', { width: 110 }),
      shown('stayState', 'select', { options: STAY_STATES, width: 130 }),
      shown('exitAt', 'datetime', { width: 170 }),
    ],
    ...temporaryRecords('paidAt'),
  },
  {
    // Spaces per lot, yard area and street: the berths by state (reserved, out of service) beside
    // the place's occupancy (capacity, vehicles in, free: docs/decisions.md, "Occupancy").
    path: '/ParkingSpaceNumberStatistics',
    directory: 'operation',
    menuId: 1054,
    entity: 'spaceStatistics',
    fields: [
      LOT_FILTER,
      LOT_NAME,
      shown('level', 'select', { options: SPACE_LEVELS, filter: 'select', width: 100 }),
      shown('placeName', 'text', { filter: 'text', width: 160 }),
      shown('berths', 'integer', { width: 90 }),
      shown('reserved', 'integer', { width: 90 }),
      shown('outOfService', 'integer', { width: 100 }),
      // The place's occupancy (docs/decisions.md, "Occupancy").
      shown('capacity', 'integer', { width: 90 }),
      shown('vehiclesIn', 'integer', { width: 100 }),
      shown('free', 'integer', { width: 90 }),
    ],
    buttons: EXPORT_ONLY,
    defaultSort: { field: 'lotName', direction: 'asc' },
    lotScoped: true,
  },
  {
    // Per toll collector, lot and day (operator's clock): berths worked, stays whose plate they
    // recorded, what they collected at the berth (payments made to a POS).
    path: '/TollmanParkingSpaceReport',
    directory: 'reports',
    menuId: 1055,
    entity: 'tollmanReport',
    fields: [
      shown('day', 'date', { filter: 'dateRange', width: 120 }),
      shown('collector', 'text', { filter: 'text', width: 120 }),
      shown('collectorName', 'text', { width: 140 }),
      LOT_FILTER,
      LOT_NAME,
      shown('berths', 'integer', { width: 100 }),
      shown('stays', 'integer', { width: 100 }),
      shown('payments', 'integer', { width: 100 }),
      shown('amount', 'money', { width: 120 }),
    ],
    buttons: EXPORT_ONLY,
    defaultSort: newest('day'),
    lotScoped: true,
  },
];

