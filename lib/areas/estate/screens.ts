// The parking estate (issue: parking estate). Menu ids 601..604, then 605.. in this order;
// tables in backend/db/migrations/030_estate.sql and 050..059, stores in
// backend/areas/estate/stores.ts, labels in messages/<lang>/screens/<entity>.json. The used and
// free spaces of a lot and the berth counts of areas and streets are computed from the berths.
import {
  BERTH_NUMBER_MAX_LENGTH, BERTH_PREFIX_MAX_LENGTH, BERTH_RUN_MAX_DIGITS, BERTH_RUN_MAX_NUMBER, BERTH_STATE_VALUES,
} from './berth-numbers';
import type { FieldDecl, RowActionDecl, ScreenDecl } from '../../screens/types';
import { ALL_BUTTONS, LOT_FILTER, shown } from '../../screens/common-fields';
import { REFUND_RULES } from '../../parking/cards/refund-rules';

/** 1 enabled, 0 disabled. */
const STATUS: FieldDecl = { name: 'status', type: 'select', options: [1, 0], required: true, filter: 'select', width: 100 };
const refLabel = (name: string, width?: number): FieldDecl => shown(name, 'text', width ? { width } : {});
/** A figure computed from the berths on read. */
const berthFigure = (name: string): FieldDecl => shown(name, 'integer', { width: 100 });

/**
 * Generate a run of numbered berths in a yard area or street: prefix + from..to, zero-padded to
 * `digits` (lib/areas/estate/berth-numbers.ts; at most 500 at once, all or nothing).
 */
const GENERATE_BERTHS: RowActionDecl = {
  name: 'generateBerths',
  button: 'generateBerths',
  fields: [
    { name: 'prefix', type: 'text', maxLength: BERTH_PREFIX_MAX_LENGTH },
    { name: 'from', type: 'integer', min: 0, max: BERTH_RUN_MAX_NUMBER, required: true },
    { name: 'to', type: 'integer', min: 0, max: BERTH_RUN_MAX_NUMBER, required: true },
    { name: 'digits', type: 'integer', min: 1, max: BERTH_RUN_MAX_DIGITS },
  ],
};

/** Lot types (spec 3: ParkinglotInfoList type; 4 keeps its type in the lot list request). */
export const LOT_TYPES = [1, 2, 3, 4, 5] as const;
/** Time zones offered for a lot (IANA names). */
export const LOT_TIME_ZONES = ['Asia/Shanghai', 'Asia/Hong_Kong', 'Asia/Singapore', 'Europe/London', 'UTC'] as const;

const LOT_NAME: FieldDecl = { name: 'name', type: 'text', required: true, unique: true, filter: 'text', width: 180 };
/** A lot's fields after its name and type (spec 3). */
const LOT_DETAILS: readonly FieldDecl[] = [
  { name: 'address', type: 'text', maxLength: 200 },
  { name: 'longitude', type: 'coordinate', max: 180, width: 110 },
  { name: 'latitude', type: 'coordinate', max: 90, width: 110 },
  { name: 'region', type: 'text', maxLength: 100 },
  { name: 'contactPhone', type: 'phone' },
  { name: 'servicePhone', type: 'phone' },
  { name: 'website', type: 'text', maxLength: 200, list: false },
  { name: 'totalSpaces', type: 'maxSpaces', required: true, width: 100 },
  // The lot's occupancy (docs/decisions.md, "Occupancy"): used = vehicles in, free = the capacity they leave.
  berthFigure('usedSpaces'),
  berthFigure('freeSpaces'),
  { name: 'timeZone', type: 'select', options: LOT_TIME_ZONES, required: true, width: 140 },
  { name: 'freeMinutes', type: 'integer', min: 0, max: 1440, required: true, width: 100 },
  { name: 'serverIp', type: 'text', maxLength: 100, list: false },
  { name: 'serverPort', type: 'integer', min: 1, max: 65535, list: false },
  STATUS,
];

/**
 * How the lot refunds its monthly cards (docs/rentals.md, "Refunds of rentals"): the rule and the
 * fee it keeps (fen). Blank: per31 without a fee (253_lot_refund_rule.sql).
 */
const RENTAL_REFUND_SETTING: readonly FieldDecl[] = [
  { name: 'rentalRefundRule', type: 'select', options: REFUND_RULES, list: false },
  { name: 'rentalRefundFee', type: 'money', min: 0, max: 100_000_000, list: false },
  // Merchants' coupons one order takes at most (docs/merchants.md, "Coupons at pricing"); none: no limit.
  { name: 'couponStackLimit', type: 'integer', min: 1, max: 9, list: false },
];

export const ESTATE_SCREENS: readonly ScreenDecl[] = [
  {
    // Parking lots: the rows every lot-scoped screen refers to. Scoped by its own id: a user sees
    // the lots of their permission groups (super administrators all).
    path: '/ParkingInformation',
    directory: 'parking',
    menuId: 601,
    entity: 'parkingLot',
    fields: [LOT_NAME, { name: 'type', type: 'select', options: LOT_TYPES, required: true, filter: 'select', width: 120 }, ...LOT_DETAILS, ...RENTAL_REFUND_SETTING],
    buttons: ALL_BUTTONS,
    defaultSort: { field: 'name', direction: 'asc' },
    lotScoped: true,
  },
  {
    // Areas or floors of a lot; their berths are counted.
    path: '/YardAreaInformation',
    directory: 'parking',
    menuId: 602,
    entity: 'yardArea',
    fields: [
      { name: 'name', type: 'text', required: true, filter: 'text' },
      { name: 'lotId', type: 'lot', required: true, list: false, filter: 'lot' },
      refLabel('lotName', 180),
      { name: 'floor', type: 'text', maxLength: 50, width: 100 },
      berthFigure('berthCount'),
      STATUS,
    ],
    buttons: ALL_BUTTONS,
    rowActions: [GENERATE_BERTHS],
    defaultSort: { field: 'name', direction: 'asc' },
    lotScoped: true,
  },
  {
    // Administration areas (districts) streets belong to.
    path: '/Catc_t_administration_area',
    directory: 'parking',
    menuId: 603,
    entity: 'adminArea',
    fields: [
      { name: 'name', type: 'text', required: true, unique: true, filter: 'text' },
      { name: 'code', type: 'digits', maxLength: 20, filter: 'text', width: 120 },
      { name: 'remark', type: 'textarea', maxLength: 500, sortable: false },
      STATUS,
    ],
    buttons: ALL_BUTTONS,
    defaultSort: { field: 'name', direction: 'asc' },
  },
  {
    // Streets with on-street berths: in an administration area, their berths belonging to an
    // on-street lot.
    path: '/StreetInformation',
    directory: 'parking',
    menuId: 604,
    entity: 'street',
    fields: [
      { name: 'name', type: 'text', required: true, filter: 'text' },
      { name: 'adminAreaId', type: 'select', ref: true, list: false, filter: 'select' },
      refLabel('adminAreaName'),
      { name: 'lotId', type: 'lot', required: true, list: false, filter: 'lot' },
      refLabel('lotName', 180),
      { name: 'startDesc', type: 'text', maxLength: 200 },
      { name: 'endDesc', type: 'text', maxLength: 200 },
      berthFigure('berthCount'),
      STATUS,
    ],
    buttons: ALL_BUTTONS,
    rowActions: [GENERATE_BERTHS],
    defaultSort: { field: 'name', direction: 'asc' },
    lotScoped: true,
  },
  {
    // Berths (spaces): numbered per yard area, per street, or per lot when in neither. Occupancy
    // is what the detectors report (read-only); the operator sets the out-of-service flag.
    path: '/BerthIndex',
    directory: 'parking',
    menuId: 605,
    entity: 'berth',
    fields: [
      { name: 'number', type: 'text', maxLength: BERTH_NUMBER_MAX_LENGTH, required: true, filter: 'text', width: 110 },
      { name: 'lotId', type: 'lot', required: true, list: false, filter: 'lot' },
      refLabel('lotName', 160),
      { name: 'yardAreaId', type: 'select', ref: true, list: false, filter: 'select' },
      refLabel('yardAreaName', 130),
      { name: 'streetId', type: 'select', ref: true, list: false, filter: 'select' },
      refLabel('streetName', 130),
      { name: 'occupancy', type: 'select', options: BERTH_STATE_VALUES, readOnly: true, form: 'none', filter: 'select', width: 110 },
      { name: 'outOfService', type: 'boolean', list: false },
      refLabel('lockSerial', 130),
      refLabel('sensorSerial', 130),
      { name: 'remark', type: 'textarea', maxLength: 200, sortable: false },
      STATUS,
    ],
    buttons: ALL_BUTTONS,
    defaultSort: { field: 'number', direction: 'asc' },
    lotScoped: true,
  },
  {
    // The second berth view (spec 2 lists it beside /BerthIndex): the same berths, read and export.
    // Its own entity names only its menu title (screens/berthTwo.json); the view is the berths'.
    path: '/BerthTwoIndex',
    directory: 'parking',
    menuId: 606,
    entity: 'berthTwo',
    sharedView: '/BerthIndex',
    fields: [],
    buttons: { export: 'export' },
  },
  {
    // Networked lots: the lots of type 4, the type the lot list request keeps (spec 5,
    // lib/areas/estate/network-lots.ts). The same rows as /ParkingInformation, created with type 4.
    path: '/NetWorkParkingInformation',
    directory: 'parking',
    menuId: 607,
    entity: 'networkLot',
    fields: [LOT_NAME, ...LOT_DETAILS],
    buttons: ALL_BUTTONS,
    defaultSort: { field: 'name', direction: 'asc' },
    lotScoped: true,
  },
  {
    // Jurisdictions: management units in an administration area, grouping parking lots (a lot in
    // one jurisdiction at most), picked with the lot picker of /PermissionGroup.
    path: '/ParkingJurisdictionInfo',
    directory: 'parking',
    menuId: 608,
    entity: 'jurisdiction',
    fields: [
      { name: 'name', type: 'text', required: true, unique: true, filter: 'text', width: 180 },
      { name: 'code', type: 'digits', maxLength: 20, filter: 'text', width: 120 },
      { name: 'adminAreaId', type: 'select', ref: true, list: false, filter: 'select' },
      refLabel('adminAreaName', 160),
      { name: 'manager', type: 'text', maxLength: 50, width: 120 },
      { name: 'contactPhone', type: 'phone' },
      { name: 'lotCount', type: 'integer', readOnly: true, form: 'none', width: 100 },
      { name: 'remark', type: 'textarea', maxLength: 500, sortable: false },
      STATUS,
    ],
    buttons: ALL_BUTTONS,
    rowActions: [{ name: 'assignLots', button: 'assignLots', dialog: 'lotPicker' }],
    defaultSort: { field: 'name', direction: 'asc' },
  },
  {
    // Surveillance cameras of a lot (not the lane cameras of /InletOutletEquipInfo): where their
    // stream is (ip, port, channel of the recorder). A serial number is required (spec 5).
    path: '/MonitoringEquipment',
    directory: 'offRoad',
    menuId: 609,
    entity: 'monitoringCamera',
    fields: [
      { name: 'name', type: 'text', required: true, maxLength: 50, filter: 'text', width: 150 },
      { name: 'lotId', type: 'lot', required: true, list: false, filter: 'lot' },
      refLabel('lotName', 160),
      { name: 'serial', type: 'text', required: true, unique: true, maxLength: 50, filter: 'text', width: 150 },
      { name: 'ip', type: 'text', maxLength: 64, width: 130 },
      { name: 'port', type: 'integer', min: 1, max: 65535, width: 90 },
      { name: 'channel', type: 'integer', min: 1, max: 256, width: 90 },
      { name: 'location', type: 'text', maxLength: 100 },
      STATUS,
      { name: 'remark', type: 'textarea', maxLength: 200, sortable: false, list: false },
    ],
    buttons: ALL_BUTTONS,
    defaultSort: { field: 'name', direction: 'asc' },
    lotScoped: true,
  },
  {
    // Manual departures: an operator frees an occupied or reserved berth by hand (the detector
    // missed the vehicle leaving), with plate and reason; the berth is freed with the record.
    // Records are kept as made: create and export only.
    path: '/ManualDeparture',
    directory: 'onRoad',
    menuId: 610,
    entity: 'manualDeparture',
    fields: [
      { name: 'departedAt', type: 'datetime', readOnly: true, form: 'none', filter: 'dateRange', width: 170 },
      LOT_FILTER,
      refLabel('lotName', 160),
      { name: 'berthId', type: 'select', ref: true, required: true, list: false },
      { name: 'berthNumber', type: 'text', readOnly: true, form: 'none', filter: 'text', width: 110 },
      refLabel('placeName', 130),
      { name: 'plate', type: 'text', required: true, maxLength: 20, filter: 'text', width: 120 },
      { name: 'reason', type: 'text', required: true, maxLength: 200, filter: 'text', width: 220 },
      { name: 'stateBefore', type: 'select', options: [1, 2], readOnly: true, form: 'none', width: 110 },
      { name: 'operator', type: 'text', readOnly: true, form: 'none', filter: 'text', width: 120 },
    ],
    buttons: { create: 'add', export: 'export' },
    defaultSort: { field: 'departedAt', direction: 'desc' },
    lotScoped: true,
  },
];
