// Terminals, POS devices, the lots and users of the POS app, video piles (on-road area, menu ids
// 701..710). Tables: backend/db/migrations/060_pos.sql; stores: backend/areas/pos/stores.ts;
// refusals: messages/<lang>/backend-pos.json; formats (IMEI, IP): lib/validation/formats.ts.
import { IMEI_LENGTH } from '../../validation/formats';
import type { FieldDecl, ScreenDecl } from '../../screens/types';
import { ALL_BUTTONS, CRUD, shown } from '../../screens/common-fields';

/** Read-only label of a ref, computed by the store from a join. */
const refLabel = (name: string, width = 160): FieldDecl => shown(name, 'text', { width });
const lot: FieldDecl = { name: 'lotId', type: 'lot', required: true, list: false, filter: 'lot' };
const remark: FieldDecl = { name: 'remark', type: 'textarea', maxLength: 500, sortable: false };
const firmware: FieldDecl = { name: 'firmware', type: 'digits', maxLength: 20, width: 110 };
/** Streets of the caller's lots; blank: the whole lot. */
const street: FieldDecl = { name: 'streetId', type: 'select', ref: true, list: false, filter: 'select' };

/** Handheld terminal states: 1 in service, 2 in stock, 3 under repair, 4 retired. */
export const TERMINAL_STATUS = { inService: 1, inStock: 2, underRepair: 3, retired: 4 } as const;
/** Video pile states: 1 in service, 2 under repair, 0 out of service. */
export const VIDEO_PILE_STATUS = { inService: 1, underRepair: 2, outOfService: 0 } as const;
/** Berths one video pile's camera may cover. */
export const VIDEO_PILE_MAX_BERTHS = 8;
/** Room for the berth numbers of a pile, separated by commas. */
export const BERTH_LIST_MAX_LENGTH = 500;

export const POS_SCREENS: readonly ScreenDecl[] = [
  {
    // Handheld terminals of the toll collectors, owned by a lot. The IMEI carries its Luhn check
    // digit; the firmware version is digits only (spec 5). The collector holding it comes from
    // /PosManage.
    path: '/TerminalInformation',
    directory: 'onRoad',
    menuId: 701,
    entity: 'posTerminal',
    fields: [
      { name: 'serial', type: 'text', required: true, unique: true, maxLength: 64, filter: 'text', width: 160 },
      { name: 'model', type: 'text', maxLength: 64, filter: 'text', width: 120 },
      { name: 'imei', type: 'digits', required: true, unique: true, maxLength: IMEI_LENGTH, filter: 'text', width: 160 },
      firmware,
      lot,
      refLabel('lotName', 180),
      { name: 'status', type: 'select', options: Object.values(TERMINAL_STATUS), required: true, filter: 'select', width: 110 },
      refLabel('holderName', 140),
      remark,
    ],
    buttons: ALL_BUTTONS,
    defaultSort: { field: 'serial', direction: 'asc' },
    lotScoped: true,
  },
  {
    // Collectors' accounts of the POS app, with their own lot. The password is asked on create
    // only, under the shared policy (spec 5), stored hashed, never listed; reset by a row action.
    path: '/PosUserList',
    directory: 'onRoad',
    menuId: 702,
    entity: 'posUser',
    fields: [
      { name: 'loginName', type: 'text', required: true, unique: true, maxLength: 50, filter: 'text', width: 140 },
      { name: 'name', type: 'text', required: true, maxLength: 50, filter: 'text', width: 140 },
      { name: 'phone', type: 'phone', filter: 'text', width: 140 },
      lot,
      refLabel('lotName', 180),
      { name: 'status', type: 'select', options: [1, 0], required: true, filter: 'select', width: 100 },
      { name: 'terminalSerial', type: 'text', readOnly: true, form: 'none', width: 150 },
      { name: 'extraLotCount', type: 'integer', readOnly: true, form: 'none', sortable: false, width: 100 },
      { name: 'passwordChangedAt', type: 'datetime', readOnly: true, form: 'none', width: 170 },
      { name: 'password', type: 'password', required: true, form: 'create', list: false },
    ],
    buttons: CRUD,
    rowActions: [
      { name: 'resetPassword', button: 'resetPassword', fields: [{ name: 'newPassword', type: 'password', required: true }] },
    ],
    defaultSort: { field: 'loginName', direction: 'asc' },
    lotScoped: true,
  },
  {
    // The lots, or single streets of them, a collector may work besides their own lot.
    path: '/PosParkList',
    directory: 'onRoad',
    menuId: 703,
    entity: 'posUserLot',
    fields: [
      { name: 'posUserId', type: 'select', ref: true, required: true, list: false, filter: 'select' },
      refLabel('posUserName', 180),
      lot,
      refLabel('lotName', 180),
      street,
      refLabel('streetName', 160),
      { name: 'berthCount', type: 'integer', readOnly: true, form: 'none', sortable: false, width: 100 },
      { name: 'status', type: 'select', options: [1, 0], required: true, filter: 'select', width: 100 },
    ],
    buttons: CRUD,
    defaultSort: { field: 'posUserName', direction: 'asc' },
    lotScoped: true,
  },
  {
    // Which collector holds which terminal, for work in which lot (their own or one of
    // /PosParkList). A terminal is with one collector at a time, until it is taken back.
    path: '/PosManage',
    directory: 'onRoad',
    menuId: 704,
    entity: 'posAssignment',
    fields: [
      { name: 'terminalId', type: 'select', ref: true, required: true, list: false, filter: 'select' },
      refLabel('terminalSerial', 160),
      { name: 'posUserId', type: 'select', ref: true, required: true, list: false, filter: 'select' },
      refLabel('posUserName', 180),
      lot,
      refLabel('lotName', 180),
      { name: 'status', type: 'select', options: [1, 0], readOnly: true, form: 'none', filter: 'select', width: 100 },
      { name: 'assignedAt', type: 'datetime', readOnly: true, form: 'none', filter: 'dateRange', width: 170 },
      { name: 'returnedAt', type: 'datetime', readOnly: true, form: 'none', width: 170 },
      remark,
    ],
    buttons: CRUD,
    rowActions: [{ name: 'takeBack', button: 'takeBack', confirm: true, bulk: true }],
    defaultSort: { field: 'assignedAt', direction: 'desc' },
    lotScoped: true,
  },
  {
    // On-street video piles: a pole whose camera watches a few berths of a street. The berths
    // are set by a row action, as berth numbers of the pile's lot (and street).
    path: '/VideoPileMange',
    directory: 'onRoad',
    menuId: 705,
    entity: 'videoPile',
    fields: [
      { name: 'serial', type: 'text', required: true, unique: true, maxLength: 64, filter: 'text', width: 160 },
      { name: 'model', type: 'text', maxLength: 64, width: 120 },
      lot,
      refLabel('lotName', 180),
      street,
      refLabel('streetName', 160),
      { name: 'berthNumbers', type: 'text', maxLength: BERTH_LIST_MAX_LENGTH, readOnly: true, form: 'none', filter: 'text', sortable: false, width: 200 },
      { name: 'berthCount', type: 'integer', readOnly: true, form: 'none', sortable: false, width: 90 },
      { name: 'ip', type: 'text', maxLength: 39, width: 140 },
      firmware,
      { name: 'status', type: 'select', options: Object.values(VIDEO_PILE_STATUS), required: true, filter: 'select', width: 110 },
      remark,
    ],
    buttons: ALL_BUTTONS,
    rowActions: [
      { name: 'setBerths', button: 'berths', fields: [{ name: 'berthNumbers', type: 'textarea', maxLength: BERTH_LIST_MAX_LENGTH }] },
    ],
    defaultSort: { field: 'serial', direction: 'asc' },
    lotScoped: true,
  },
];
