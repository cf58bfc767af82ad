// Field operations (on-street): inspection vehicles and their comparison records, problems and
// their handling (on-road area, menu ids 711..729). Tables: backend/db/migrations/061_field_ops.sql;
// stores: backend/areas/field-ops/stores.ts; refusals: messages/<lang>/backend-pos.json; pure
// rules: lib/field-ops (plates, comparison results, the problem state machine).
import { COMPARISON_RESULTS } from './comparison';
import { IMAGE_URL_MAX_LENGTH, PLATE_INPUT_MAX_LENGTH } from '../../validation/formats';
import { PROBLEM_REFUSALS, PROBLEM_STATES, PROBLEM_TRANSITIONS, type ProblemAction } from './problem-machine';
import type { FieldDecl, ScreenDecl } from '../../screens/types';
import { ALL_BUTTONS, LOT_FILTER, shown } from '../../screens/common-fields';

/** A handling action: offered on problems in the states the machine allows it from. */
const allowedFrom = (action: ProblemAction) => ({ field: 'state', from: PROBLEM_TRANSITIONS[action].from, refusal: PROBLEM_REFUSALS[action] });

const lot: FieldDecl = { name: 'lotId', type: 'lot', required: true, list: false, filter: 'lot' };
const remark: FieldDecl = { name: 'remark', type: 'textarea', maxLength: 500, sortable: false };

/** Inspection vehicle states: 1 in service, 2 under maintenance, 0 out of service. */
export const INSPECTION_VEHICLE_STATUS = { inService: 1, underMaintenance: 2, outOfService: 0 } as const;
/** What a problem is about: 1 berth, 2 geomagnetic sensor, 3 parking lock, 4 video pile, 5 POS terminal, 6 node controller, 7 pay station, 8 other. */
export const PROBLEM_KINDS = [1, 2, 3, 4, 5, 6, 7, 8] as const;
export const PROBLEM_TEXT_MAX_LENGTH = 500;

const note = (required: boolean): FieldDecl => ({ name: 'note', type: 'textarea', maxLength: PROBLEM_TEXT_MAX_LENGTH, required });

export const FIELD_OPS_SCREENS: readonly ScreenDecl[] = [
  {
    // Vehicles inspectors drive along the streets; a camera reads the plates on the berths.
    // The plate is checked and stored normalised; the camera serial is required (spec 5).
    path: '/InspectionVehicleManagement',
    directory: 'onRoad',
    menuId: 711,
    entity: 'inspectionVehicle',
    fields: [
      { name: 'plate', type: 'text', required: true, unique: true, maxLength: PLATE_INPUT_MAX_LENGTH, filter: 'text', width: 120 },
      { name: 'cameraSerial', type: 'text', required: true, unique: true, maxLength: 64, filter: 'text', width: 160 },
      { name: 'model', type: 'text', maxLength: 64, width: 120 },
      lot,
      shown('lotName', 'text', { width: 180 }),
      { name: 'streetId', type: 'select', ref: true, list: false, filter: 'select' },
      shown('streetName', 'text', { width: 160 }),
      { name: 'status', type: 'select', options: Object.values(INSPECTION_VEHICLE_STATUS), required: true, filter: 'select', width: 120 },
      shown('comparisonCount', 'integer', { width: 100, sortable: false }),
      shown('lastSeenAt', 'datetime', { width: 170, sortable: false }),
      remark,
    ],
    buttons: ALL_BUTTONS,
    defaultSort: { field: 'plate', direction: 'asc' },
    lotScoped: true,
  },
  {
    // What inspection vehicles saw on berths compared with the berths' orders. Written only by
    // the inspection upload (backend/areas/field-ops/comparisons.ts): read and export only.
    path: '/InspectionVehicleComparisonRecord',
    directory: 'onRoad',
    menuId: 712,
    entity: 'inspectionComparison',
    fields: [
      shown('seenAt', 'datetime', { width: 170, filter: 'dateRange' }),
      { name: 'vehicleId', type: 'select', ref: true, readOnly: true, form: 'none', list: false, filter: 'select' },
      shown('vehiclePlate', 'text', { width: 120 }),
      LOT_FILTER,
      shown('lotName', 'text', { width: 180 }),
      shown('streetName', 'text', { width: 160 }),
      shown('berthNumber', 'text', { width: 110, filter: 'text' }),
      shown('seenPlate', 'text', { width: 120, filter: 'text' }),
      shown('orderNo', 'text', { width: 160, filter: 'text' }),
      shown('orderPlate', 'text', { width: 120 }),
      { name: 'result', type: 'select', options: COMPARISON_RESULTS, readOnly: true, form: 'none', filter: 'select', width: 150 },
      shown('photoUrl', 'text', { width: 200, sortable: false }),
    ],
    buttons: { export: 'export' },
    defaultSort: { field: 'seenAt', direction: 'desc' },
    lotScoped: true,
  },
  {
    // Problems reported on berths and devices. A record may be changed or deleted only while
    // nobody has taken it on (pending); its handling is /ProblemHandling's.
    path: '/ProblemRecord',
    directory: 'onRoad',
    menuId: 713,
    entity: 'problemRecord',
    fields: [
      shown('problemNo', 'text', { width: 110, filter: 'text' }),
      { name: 'kind', type: 'select', options: PROBLEM_KINDS, required: true, filter: 'select', width: 130 },
      lot,
      shown('lotName', 'text', { width: 180 }),
      { name: 'location', type: 'text', maxLength: 100, filter: 'text', width: 160 },
      { name: 'deviceSerial', type: 'text', maxLength: 64, filter: 'text', width: 140 },
      { name: 'description', type: 'textarea', required: true, maxLength: PROBLEM_TEXT_MAX_LENGTH, sortable: false, width: 240 },
      { name: 'reporter', type: 'text', required: true, maxLength: 50, filter: 'text', width: 120 },
      { name: 'photoUrl', type: 'text', maxLength: IMAGE_URL_MAX_LENGTH, list: false },
      shown('reportedAt', 'datetime', { width: 170, filter: 'dateRange' }),
      { name: 'state', type: 'select', options: PROBLEM_STATES, readOnly: true, form: 'none', filter: 'select', width: 110 },
    ],
    buttons: ALL_BUTTONS,
    defaultSort: { field: 'reportedAt', direction: 'desc' },
    lotScoped: true,
  },
  {
    // Handling of the reported problems (lib/areas/field-ops/problem-machine.ts): each transition is a
    // row action behind its own button; an impossible one is refused with its message.
    path: '/ProblemHandling',
    directory: 'onRoad',
    menuId: 714,
    entity: 'problemHandling',
    fields: [
      shown('problemNo', 'text', { width: 110, filter: 'text' }),
      { name: 'kind', type: 'select', options: PROBLEM_KINDS, readOnly: true, form: 'none', filter: 'select', width: 130 },
      LOT_FILTER,
      shown('lotName', 'text', { width: 180 }),
      shown('location', 'text', { width: 160 }),
      shown('description', 'text', { width: 240, sortable: false }),
      shown('reporter', 'text', { width: 120 }),
      shown('reportedAt', 'datetime', { width: 170, filter: 'dateRange' }),
      { name: 'state', type: 'select', options: PROBLEM_STATES, readOnly: true, form: 'none', filter: 'select', width: 110 },
      { name: 'assigneeId', type: 'select', ref: true, readOnly: true, form: 'none', list: false, filter: 'select' },
      shown('assigneeName', 'text', { width: 140 }),
      shown('handledBy', 'text', { width: 120 }),
      shown('handledAt', 'datetime', { width: 170 }),
      shown('handleNote', 'text', { width: 220, sortable: false }),
    ],
    buttons: { export: 'export' },
    rowActions: [
      {
        name: 'assign', button: 'assign', bulk: true, when: allowedFrom('assign'),
        fields: [{ name: 'assigneeId', type: 'select', ref: true, required: true }, note(false)],
      },
      { name: 'start', button: 'start', confirm: true, when: allowedFrom('start') },
      { name: 'resolve', button: 'resolve', fields: [note(true)], when: allowedFrom('resolve') },
      { name: 'close', button: 'close', bulk: true, fields: [note(false)], when: allowedFrom('close') },
      { name: 'reopen', button: 'reopen', fields: [note(true)], when: allowedFrom('reopen') },
    ],
    defaultSort: { field: 'reportedAt', direction: 'desc' },
    lotScoped: true,
  },
];
