// Rates and what they depend on (system parameters area, menu ids 1001..1006): the three rate
// screens over `rates` (kind 1 common, 2 special dates, 3 special vehicle classes), the holiday
// calendar, the vehicle type of each plate colour, and the internal vehicles of a lot.
// Tables: backend/db/migrations/100_rates.sql, 103_rate_forms.sql; stores:
// backend/areas/rates/stores.ts; refusals: messages/<lang>/backend-rates.json; the tariff
// engine and its flat form: lib/tariff (docs/tariff.md).
import { RATE_TARIFF_FIELDS } from './tariff-fields';
import { FORM_TOOLS } from './form-tool-names';
import { PLATE_COLORS, SPECIAL_CLASSES, VEHICLE_KINDS, VEHICLE_PLATE_COLORS, VEHICLE_TYPES } from '../../tariff/select';
import type { FieldDecl, ScreenDecl } from '../../screens/types';
import { ALL_BUTTONS, CRUD, shown } from '../../screens/common-fields';

/** Rate kinds (rates.kind): the screen each belongs to. */
export const RATE_KIND = { common: 1, special: 2, specialVehicle: 3 } as const;
/** Holiday calendar kinds: 1 a holiday, 2 a weekend day that is worked. */
export const HOLIDAY_KIND = { holiday: 1, workday: 2 } as const;
/** ISO weekdays, 1 Monday .. 7 Sunday. */
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export const RATE_NAME_MAX_LENGTH = 50;
/** Highest tie-break priority between equally specific rates (lib/tariff/select.ts). */
export const RATE_PRIORITY_MAX = 999;

const STATUS: FieldDecl = { name: 'status', type: 'select', options: [1, 0], required: true, filter: 'select', width: 100 };
const REMARK: FieldDecl = { name: 'remark', type: 'textarea', maxLength: 500, sortable: false };
/** A rate stays in the lot it was made for: its versions priced that lot's stays. */
const LOT: FieldDecl = { name: 'lotId', type: 'lot', required: true, form: 'create', list: false, filter: 'lot' };
const LOT_NAME = shown('lotName', 'text', { width: 180 });
/** Vehicles of every type and colour are 'all'. */
const VEHICLE_TYPE: FieldDecl = { name: 'vehicleType', type: 'select', options: VEHICLE_TYPES, required: true, filter: 'select', width: 110 };
const PLATE_COLOR: FieldDecl = { name: 'plateColor', type: 'select', options: PLATE_COLORS, required: true, filter: 'select', width: 110 };

/** The form's first section: who the rate is for, its state and remark; the tariff's sections follow. */
const inBasics = (fields: readonly FieldDecl[]): FieldDecl[] => fields.map((f) => ({ ...f, section: 'basics' }));

/**
 * The fields of a rate screen: who it is for (its own `forWhom` fields between the plate colour
 * and the priority), its current version (read-only) and the flat tariff form, whose fields come
 * in sections and show for the pricing modes they matter to (lib/tariff/form.ts RATE_FORM_FIELDS).
 */
function rateFields(forWhom: readonly FieldDecl[]): FieldDecl[] {
  return [
    ...inBasics([
      { name: 'name', type: 'text', required: true, maxLength: RATE_NAME_MAX_LENGTH, filter: 'text', width: 180 },
      LOT,
      LOT_NAME,
      VEHICLE_TYPE,
      PLATE_COLOR,
      ...forWhom,
      { name: 'priority', type: 'integer', min: 0, max: RATE_PRIORITY_MAX, width: 90 },
      STATUS,
      { name: 'version', type: 'integer', readOnly: true, form: 'none', width: 80 },
      { name: 'effectiveFrom', type: 'datetime', readOnly: true, form: 'none', width: 170 },
    ]),
    ...RATE_TARIFF_FIELDS,
    ...inBasics([REMARK]),
  ];
}

/** A rate's versions, newest first, in its detail view; with the history of its edits. */
const RATE_DETAIL: ScreenDecl['detail'] = {
  sections: [{
    name: 'versions',
    fields: [
      { name: 'version', type: 'integer' },
      { name: 'effectiveFrom', type: 'datetime' },
      { name: 'createdBy', type: 'text' },
      { name: 'createdAt', type: 'datetime' },
      { name: 'usedAt', type: 'datetime' },
    ],
  }],
  audit: true,
};

/** What the three rate screens share besides their fields. */
const RATE_SCREEN = {
  directory: 'parameters',
  buttons: CRUD,
  defaultSort: { field: 'name', direction: 'asc' },
  lotScoped: true,
  detail: RATE_DETAIL,
  formTool: FORM_TOOLS.tryRate,
} as const satisfies Partial<ScreenDecl>;

export const RATE_SCREENS: readonly ScreenDecl[] = [
  {
    // The lot's everyday rates, per vehicle type and plate colour ('all' for any); the most
    // specific enabled one prices a stay (lib/tariff/select.ts). An edit of a rate that has
    // priced an order is a new version in force from the moment of the edit.
    ...RATE_SCREEN,
    path: '/CommonRate',
    menuId: 1001,
    entity: 'commonRate',
    fields: rateFields([]),
  },
  {
    // Rates of particular days (a festival, an event): valid from .. to, both days included.
    ...RATE_SCREEN,
    path: '/SpecialRate',
    menuId: 1002,
    entity: 'specialRate',
    fields: rateFields([
      { name: 'validFrom', type: 'date', required: true, filter: 'dateRange', width: 110 },
      { name: 'validTo', type: 'date', required: true, width: 110 },
    ]),
  },
  {
    // Rates of special vehicle classes (police, embassy ...): they outrank every other rate for
    // vehicles of their class.
    ...RATE_SCREEN,
    path: '/SpecialVehicleRates',
    menuId: 1003,
    entity: 'specialVehicleRate',
    fields: rateFields([
      { name: 'specialClass', type: 'select', options: SPECIAL_CLASSES, required: true, filter: 'select', width: 120 },
    ]),
  },
  {
    // The holiday calendar the rates' holiday rules follow: holidays, and weekend days that are
    // worked (they are not weekends for the rates).
    path: '/HolidayInfo',
    directory: 'parameters',
    menuId: 1004,
    entity: 'holiday',
    fields: [
      { name: 'day', type: 'date', required: true, unique: true, filter: 'dateRange', width: 120 },
      { name: 'weekday', type: 'select', options: WEEKDAYS, readOnly: true, form: 'none', width: 90 },
      { name: 'name', type: 'text', required: true, maxLength: 50, filter: 'text', width: 160 },
      { name: 'kind', type: 'select', options: Object.values(HOLIDAY_KIND), required: true, filter: 'select', width: 120 },
      REMARK,
    ],
    buttons: ALL_BUTTONS,
    defaultSort: { field: 'day', direction: 'asc' },
  },
  {
    // The vehicle type a plate colour means when a camera reports the colour only.
    path: '/RatePlateColorInfo',
    directory: 'parameters',
    menuId: 1005,
    entity: 'plateColorType',
    fields: [
      { name: 'plateColor', type: 'select', options: VEHICLE_PLATE_COLORS, required: true, unique: true, filter: 'select', width: 120 },
      { name: 'vehicleType', type: 'select', options: VEHICLE_KINDS, required: true, filter: 'select', width: 120 },
      REMARK,
    ],
    buttons: CRUD,
    defaultSort: { field: 'plateColor', direction: 'asc' },
  },
  {
    // Staff and company vehicles of a lot: free, or charged by a rate of the same lot (blank
    // rate: free), within their validity.
    path: '/InternalVehicle',
    directory: 'parameters',
    menuId: 1006,
    entity: 'internalVehicle',
    fields: [
      { name: 'plate', type: 'text', required: true, maxLength: 16, filter: 'text', width: 120 },
      { name: 'plateColor', type: 'select', options: VEHICLE_PLATE_COLORS, required: true, filter: 'select', width: 100 },
      { ...LOT, form: 'both' },
      LOT_NAME,
      { name: 'owner', type: 'text', required: true, maxLength: 50, filter: 'text', width: 120 },
      { name: 'department', type: 'text', maxLength: 50, width: 120 },
      { name: 'phone', type: 'phone', width: 130 },
      { name: 'rateId', type: 'select', ref: true, list: false, filter: 'select' },
      { name: 'free', type: 'boolean', readOnly: true, form: 'none', width: 80 },
      { name: 'rateName', type: 'text', readOnly: true, form: 'none', width: 160 },
      { name: 'validFrom', type: 'date', width: 110 },
      { name: 'validTo', type: 'date', filter: 'dateRange', width: 110 },
      STATUS,
      REMARK,
    ],
    buttons: ALL_BUTTONS,
    defaultSort: { field: 'plate', direction: 'asc' },
    lotScoped: true,
  },
];
