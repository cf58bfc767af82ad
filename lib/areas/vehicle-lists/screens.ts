// Vehicle lists and the records lanes leave about vehicles (operation area, menu ids 1021..1028):
// black and white plate lists, special vehicles, vehicles of disabled drivers, known vehicles,
// group customers' cars, the entries whose validity ends, brand checks and health codes.
// Tables: backend/db/migrations/101_vehicle_lists.sql, 102_stays_orders.sql (checks), 105/106;
// stores: backend/areas/vehicle-lists/stores.ts; refusals: messages/<lang>/backend-vehicle-lists.json.
// Plates are checked and stored normalised (lib/validation/formats.ts); a plate colour left blank
// is guessed from the plate (lib/tariff/select.ts plateColorOf).
import { SPECIAL_CLASSES, VEHICLE_KINDS, VEHICLE_PLATE_COLORS } from '../../tariff/select';
import type { FieldDecl, ScreenDecl } from '../../screens/types';
import { ALL_BUTTONS, EXPORT_ONLY, LOT_FILTER, LOT_NAME, newest, shown } from '../../screens/common-fields';
import { PLATE_INPUT_MAX_LENGTH } from '../../validation/formats';

/** special_plates.list: black-listed plates are refused at the entrance, white-listed ones pass free. */
export const SPECIAL_PLATE_LISTS = ['black', 'white'] as const;
export type SpecialPlateList = (typeof SPECIAL_PLATE_LISTS)[number];
/** Status of a list entry: 1 enabled, 0 disabled (kept, but no longer consulted by the lanes). */
export const LIST_STATUS = { enabled: 1, disabled: 0 } as const;
/** disabled_vehicles.discount_pct: the share of the fee waived; 100 parks free. */
export const DISCOUNT_PERCENT = { min: 1, free: 100 } as const;
/** /ReportExpirationLog lists entries whose validity ended, or ends within this many days. */
export const EXPIRY_NOTICE_DAYS = 7;
/** vehicle_list_expiries.list: the list an entry is on (106_vehicle_list_expiries.sql). */
export const EXPIRY_LISTS = ['blackList', 'whiteList', 'specialVehicle', 'disabledVehicle', 'groupCar', 'internalVehicle'] as const;
/** A brand check: the camera's brand is the registered one, another, or there is none registered. */
export const BRAND_CHECK_RESULTS = ['match', 'mismatch', 'unregistered'] as const;
/** health_code_checks.color. */
export const HEALTH_CODE_COLORS = ['green', 'yellow', 'red'] as const;

// ---------------------------------------------------------------------------------------------
// Field helpers

const plate = (extra: Partial<FieldDecl> = {}): FieldDecl =>
  ({ name: 'plate', type: 'text', required: true, maxLength: PLATE_INPUT_MAX_LENGTH, filter: 'text', width: 120, ...extra });
/** Blank: guessed from the plate. */
const plateColor: FieldDecl = { name: 'plateColor', type: 'select', options: VEHICLE_PLATE_COLORS, filter: 'select', width: 100 };
const lot: FieldDecl = { name: 'lotId', type: 'lot', required: true, list: false, filter: 'lot' };
const validTo: FieldDecl = { name: 'validTo', type: 'date', filter: 'dateRange', width: 110 };
const status: FieldDecl = { name: 'status', type: 'select', options: Object.values(LIST_STATUS), required: true, filter: 'select', width: 90 };
const phone: FieldDecl = { name: 'phone', type: 'phone', width: 130 };
const remark: FieldDecl = { name: 'remark', type: 'textarea', maxLength: 500, sortable: false };

/** What a lane recorded about a vehicle it saw: when, where, the plate, then its `own` columns. Read and export. */
const laneCheckScreen = (path: string, menuId: number, entity: string, own: readonly FieldDecl[]): ScreenDecl => ({
  path, directory: 'operation', menuId, entity,
  fields: [
    shown('at', 'datetime', { filter: 'dateRange', width: 170 }), LOT_FILTER, LOT_NAME, shown('laneName', 'text', { width: 120 }),
    shown('plate', 'text', { filter: 'text', width: 120 }), ...own,
  ],
  buttons: EXPORT_ONLY,
  defaultSort: newest('at'),
  lotScoped: true,
});

export const VEHICLE_LIST_SCREENS: readonly ScreenDecl[] = [
  {
    // Black and white plates of a lot. One enabled entry per plate and lot, so a plate is never
    // on both lists of a lot at once; an entry for every lot (lot NULL, not offered here) counts
    // in every lot.
    path: '/SpecialPlateList',
    directory: 'operation',
    menuId: 1021,
    entity: 'specialPlate',
    fields: [
      plate(),
      plateColor,
      { name: 'list', type: 'select', options: SPECIAL_PLATE_LISTS, required: true, filter: 'select', width: 100 },
      lot,
      LOT_NAME,
      { name: 'reason', type: 'text', required: true, filter: 'text', width: 200 },
      { name: 'validFrom', type: 'date', width: 110 },
      validTo,
      status,
      shown('createdBy', 'text', { width: 110 }),
    ],
    buttons: ALL_BUTTONS,
    defaultSort: { field: 'plate', direction: 'asc' },
    lotScoped: true,
  },
  {
    // Police, military, emergency... vehicles: they pass free everywhere until their validity ends.
    path: '/SpecialVehicle',
    directory: 'operation',
    menuId: 1022,
    entity: 'specialVehicle',
    fields: [
      plate({ unique: true }),
      plateColor,
      { name: 'specialClass', type: 'select', options: SPECIAL_CLASSES, required: true, filter: 'select', width: 120 },
      { name: 'organisation', type: 'text', filter: 'text', width: 180 },
      validTo,
      status,
      remark,
    ],
    buttons: ALL_BUTTONS,
    defaultSort: { field: 'plate', direction: 'asc' },
  },
  {
    // Vehicles of disabled drivers: the share of the fee waived (100: free), until validity ends.
    path: '/DisabledVehicle',
    directory: 'operation',
    menuId: 1023,
    entity: 'disabledVehicle',
    fields: [
      plate({ unique: true }),
      plateColor,
      { name: 'owner', type: 'text', required: true, maxLength: 50, filter: 'text', width: 120 },
      { name: 'certificateNo', type: 'text', required: true, maxLength: 32, filter: 'text', width: 160 },
      phone,
      { name: 'discountPct', type: 'integer', required: true, min: DISCOUNT_PERCENT.min, max: DISCOUNT_PERCENT.free, width: 100 },
      validTo,
      status,
      remark,
    ],
    buttons: ALL_BUTTONS,
    defaultSort: { field: 'plate', direction: 'asc' },
  },
  {
    // Vehicles the operator knows (type, brand, owner), e.g. to remind their owners.
    path: '/VehicleList',
    directory: 'operation',
    menuId: 1024,
    entity: 'vehicle',
    fields: [
      plate({ unique: true }),
      plateColor,
      { name: 'vehicleType', type: 'select', options: VEHICLE_KINDS, required: true, filter: 'select', width: 110 },
      { name: 'brand', type: 'text', maxLength: 32, filter: 'text', width: 110 },
      { name: 'color', type: 'text', maxLength: 20, width: 90 },
      { name: 'owner', type: 'text', maxLength: 50, filter: 'text', width: 120 },
      phone,
      remark,
    ],
    buttons: ALL_BUTTONS,
    defaultSort: { field: 'plate', direction: 'asc' },
  },
  {
    // Cars of a group customer (a company fleet) at a lot: each plate once per lot.
    path: '/GroupCarInfo',
    directory: 'operation',
    menuId: 1025,
    entity: 'groupCar',
    fields: [
      plate(),
      plateColor,
      { name: 'groupName', type: 'text', required: true, filter: 'text', width: 180 },
      lot,
      LOT_NAME,
      { name: 'contact', type: 'text', maxLength: 50, width: 110 },
      phone,
      validTo,
      status,
      remark,
    ],
    buttons: ALL_BUTTONS,
    defaultSort: { field: 'plate', direction: 'asc' },
    lotScoped: true,
  },
  {
    // Enabled entries of every list whose validity ended or ends within EXPIRY_NOTICE_DAYS days
    // of the operator's today, soonest first. Entries without a lot (special and disabled
    // vehicles, plates listed for every lot) are seen only by users who see every lot.
    path: '/ReportExpirationLog',
    directory: 'operation',
    menuId: 1026,
    entity: 'listExpiration',
    fields: [
      shown('list', 'select', { options: EXPIRY_LISTS, filter: 'select', width: 130 }),
      shown('plate', 'text', { filter: 'text', width: 120 }),
      shown('plateColor', 'select', { options: VEHICLE_PLATE_COLORS, width: 100 }),
      LOT_FILTER,
      LOT_NAME,
      shown('holder', 'text', { width: 180 }),
      shown('validTo', 'date', { filter: 'dateRange', width: 110 }),
      shown('daysLeft', 'integer', { width: 100 }),
    ],
    buttons: EXPORT_ONLY,
    defaultSort: { field: 'validTo', direction: 'asc' },
    lotScoped: true,
  },
  // The brand a lane camera read, against the brand the vehicle is registered with.
  laneCheckScreen('/CarBrandAuthentication', 1027, 'brandCheck', [
    shown('seenBrand', 'text', { width: 120 }),
    shown('registeredBrand', 'text', { width: 120 }),
    shown('result', 'select', { options: BRAND_CHECK_RESULTS, filter: 'select', width: 110 }),
    shown('stayNo', 'text', { sortable: false, width: 170 }),
  ]),
  // Health codes scanned at entrances, and whether the vehicle was let in.
  laneCheckScreen('/HealthyCodeQuery', 1028, 'healthCodeCheck', [
    shown('phone', 'text', { width: 130 }),
    shown('color', 'select', { options: HEALTH_CODE_COLORS, filter: 'select', width: 100 }),
    shown('admitted', 'boolean', { filter: 'select', width: 90 }),
  ]),
];
