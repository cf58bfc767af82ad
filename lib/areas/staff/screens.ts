// Staff, roles, menus and pages, permission groups, logs (issue: administration area).
// Stores: backend/areas/staff/stores.ts. Special dialogs: components/admin/row-action-dialogs.ts.
import { MENU_KIND, ROLE_KINDS } from '../../admin/terraces';
import type { FieldDecl, RowActionDecl, ScreenDecl } from '../../screens/types';
import { shown } from '../../screens/common-fields';

/** Enabled (1) or disabled (0): labels screens.<entity>.options.status. */
export const STATUS_OPTIONS = [1, 0] as const;
const status = (extra: Partial<FieldDecl> = {}): FieldDecl =>
  ({ name: 'status', type: 'select', options: STATUS_OPTIONS, required: true, filter: 'select', width: 100, ...extra });
const remark: FieldDecl = { name: 'remark', type: 'textarea', maxLength: 500, sortable: false };
const CRUD = { create: 'add', update: 'edit', delete: 'delete', export: 'export' } as const;
/** Read-only label of a ref field, computed by the store from a join (lists and exports show it). */
const refLabel = (name: string, width = 160): FieldDecl => shown(name, 'text', { width });

// ---------------------------------------------------------------------------------------------
// Staff

const employee: ScreenDecl = {
  path: '/EmployeeInformation', directory: 'system', menuId: 301, entity: 'employee',
  fields: [
    { name: 'loginName', type: 'text', required: true, unique: true, maxLength: 50, filter: 'text', width: 140 },
    { name: 'displayName', type: 'text', required: true, maxLength: 50, filter: 'text', width: 140 },
    { name: 'phone', type: 'phone', filter: 'text', width: 140 },
    { name: 'email', type: 'email', width: 180 },
    { name: 'roleGroupId', type: 'select', ref: true, required: true, list: false, filter: 'select' },
    refLabel('roleGroupName'),
    // Customer-service users are signed out with XSwitchOut on timeout (spec 6).
    { name: 'hostId', type: 'text', maxLength: 64, width: 120 },
    // A merchant's staff: bound to it, they see only its rows (docs/merchants.md, "Merchant users").
    { name: 'merchantId', type: 'select', ref: true, list: false, filter: 'select' },
    refLabel('merchantName', 180),
    // users.disabled, changed only by the disable/enable row actions.
    { name: 'status', type: 'select', options: STATUS_OPTIONS, readOnly: true, form: 'none', filter: 'select', width: 100 },
    { name: 'password', type: 'password', required: true, form: 'create', list: false },
  ],
  buttons: CRUD,
  rowActions: [
    { name: 'resetPassword', button: 'resetPassword', fields: [{ name: 'newPassword', type: 'password', required: true }] },
    { name: 'disable', button: 'disable', bulk: true, confirm: true },
    { name: 'enable', button: 'enable', bulk: true, confirm: true },
  ],
  defaultSort: { field: 'loginName', direction: 'asc' },
  // A user bound to a merchant sees and manages only that merchant's users.
  merchantScoped: true,
};

const staffPhone: ScreenDecl = {
  path: '/StaffPhoneBinding', directory: 'system', menuId: 302, entity: 'staffPhone',
  fields: [
    { name: 'userId', type: 'select', ref: true, required: true, list: false, filter: 'select' },
    refLabel('userName'),
    { name: 'phone', type: 'phone', required: true, unique: true, filter: 'text', width: 140 },
    { name: 'deviceId', type: 'text', required: true, maxLength: 100, filter: 'text', width: 200 },
    { name: 'boundAt', type: 'datetime', readOnly: true, filter: 'dateRange', width: 170 },
  ],
  buttons: CRUD,
  defaultSort: { field: 'boundAt', direction: 'desc' },
};

const boothCollector: ScreenDecl = {
  path: '/BoothTollCollectorManagement', directory: 'system', menuId: 303, entity: 'boothCollector',
  fields: [
    { name: 'userId', type: 'select', ref: true, required: true, list: false, filter: 'select' },
    refLabel('userName'),
    { name: 'lotId', type: 'lot', required: true, list: false, filter: 'lot' },
    refLabel('lotName', 180),
    { name: 'boothName', type: 'text', required: true, maxLength: 50, filter: 'text', width: 140 },
    status(),
  ],
  buttons: CRUD,
  lotScoped: true,
  defaultSort: { field: 'boothName', direction: 'asc' },
};

const post: ScreenDecl = {
  path: '/PostPageMaintenance', directory: 'system', menuId: 304, entity: 'post',
  fields: [
    { name: 'name', type: 'text', required: true, unique: true, maxLength: 50, filter: 'text', width: 160 },
    remark,
    status(),
  ],
  buttons: CRUD,
  defaultSort: { field: 'name', direction: 'asc' },
};

// ---------------------------------------------------------------------------------------------
// Role groups (spec 6): one table, a screen per kind and one for every kind.

const grants: RowActionDecl = { name: 'grants', button: 'grants', dialog: 'grantTree' };
const roleGroupFields = (withKind: boolean): FieldDecl[] => [
  { name: 'name', type: 'text', required: true, unique: true, maxLength: 50, filter: 'text', width: 160 },
  { name: 'nameEn', type: 'text', maxLength: 100, width: 160 },
  ...(withKind ? [{ name: 'kind', type: 'select', options: ROLE_KINDS, required: true, filter: 'select', width: 160 } as FieldDecl] : []),
  { name: 'isSuper', type: 'boolean', width: 110 },
  { name: 'inLotInfo', type: 'boolean', width: 110 },
  { name: 'specialVehicles', type: 'boolean', width: 110 },
  { name: 'memberCount', type: 'integer', readOnly: true, sortable: false, width: 90 },
  // Menu entries granted (also tells the audit trail that a grants call changed something).
  { name: 'grantCount', type: 'integer', readOnly: true, sortable: false, width: 90 },
  remark,
];
const roleGroupScreen = (path: string, menuId: number, entity: string, withKind: boolean): ScreenDecl => ({
  path, directory: 'system', menuId, entity,
  fields: roleGroupFields(withKind),
  buttons: CRUD,
  rowActions: [grants],
  defaultSort: { field: 'name', direction: 'asc' },
});

// ---------------------------------------------------------------------------------------------
// Menus and pages (spec 3): one table, an entity per terrace (lib/admin/terraces.ts).

const menuFields = (menuTypes: readonly number[]): FieldDecl[] => [
  { name: 'title', type: 'text', required: true, maxLength: 50, filter: 'text', width: 160 },
  { name: 'titleEn', type: 'text', maxLength: 100, width: 160 },
  { name: 'icon', type: 'text', maxLength: 60, sortable: false, width: 110 },
  { name: 'kindDegree', type: 'select', options: [1, 2, 3], required: true, filter: 'select', width: 90 },
  // A ref to an entry of the same terrace; blank for a top-level entry (pid 0).
  { name: 'pid', type: 'select', ref: true, list: false, filter: 'select' },
  refLabel('parentTitle'),
  { name: 'kindNo', type: 'integer', min: 0, max: 99_999, width: 80 },
  { name: 'menuType', type: 'select', options: menuTypes, required: true, filter: 'select', width: 90 },
  // Route path of a page ('/DataHome') or key of a button ('add').
  { name: 'index', type: 'text', maxLength: 200, filter: 'text', width: 200 },
  status(),
  { name: 'isShow', type: 'select', options: [1, 0], required: true, filter: 'select', width: 90 },
  { name: 'defaultCreate', type: 'boolean', list: false },
  { name: 'defaultRead', type: 'boolean', list: false },
  { name: 'defaultUpdate', type: 'boolean', list: false },
  { name: 'defaultDelete', type: 'boolean', list: false },
];
const ALL_MENU_TYPES = [MENU_KIND.directory, MENU_KIND.page, MENU_KIND.button] as const;
const menuScreen = (path: string, menuId: number, entity: string, menuTypes: readonly number[] = ALL_MENU_TYPES): ScreenDecl => ({
  path, directory: 'system', menuId, entity,
  fields: menuFields(menuTypes),
  buttons: CRUD,
  defaultSort: { field: 'kindNo', direction: 'asc' },
});

// ---------------------------------------------------------------------------------------------
// Permission groups: lots and members (the engine scopes lot-bound rows by them).

const permissionGroup: ScreenDecl = {
  path: '/PermissionGroup', directory: 'system', menuId: 330, entity: 'permissionGroup',
  fields: [
    { name: 'name', type: 'text', required: true, unique: true, maxLength: 50, filter: 'text', width: 160 },
    { name: 'nameEn', type: 'text', maxLength: 100, width: 160 },
    { name: 'lotCount', type: 'integer', readOnly: true, sortable: false, width: 90 },
    { name: 'memberCount', type: 'integer', readOnly: true, sortable: false, width: 90 },
    remark,
  ],
  buttons: CRUD,
  // Not 'lots': the BFF keeps that action name for the lot picker's options.
  rowActions: [
    { name: 'assignLots', button: 'assignLots', dialog: 'lotPicker' },
    { name: 'assignMembers', button: 'assignMembers', dialog: 'memberPicker' },
  ],
  defaultSort: { field: 'name', direction: 'asc' },
};

// ---------------------------------------------------------------------------------------------
// Logs: read-only, export only.

const logText = (name: string, extra: Partial<FieldDecl> = {}): FieldDecl =>
  ({ name, type: 'text', readOnly: true, maxLength: 200, ...extra });
const logDetail = (name: string): FieldDecl =>
  ({ name, type: 'textarea', readOnly: true, maxLength: 4000, sortable: false, width: 260 });

/**
 * Result of an audited event: 'refused' for refused sign-ins, renewals, SSO and page or button
 * attempts, 'ok' for everything else (a failed write rolls back and leaves no row).
 */
export const AUDIT_RESULTS = ['ok', 'refused'] as const;
/** file_operations.action and .result values (migration 002). */
export const FILE_OPERATION_ACTIONS = ['import', 'export'] as const;
export const FILE_OPERATION_RESULTS = ['ok', 'failed'] as const;

const auditLog: ScreenDecl = {
  path: '/OperationAuditLog', directory: 'logs', menuId: 501, entity: 'auditLog',
  fields: [
    { name: 'at', type: 'datetime', readOnly: true, filter: 'dateRange', width: 170 },
    logText('actor', { filter: 'text', width: 120 }),
    logText('address', { width: 120 }),
    logText('action', { filter: 'text', width: 180 }),
    logText('page', { filter: 'text', width: 170 }),
    // The entity and row id of an engine write, or the account of a sign-in event.
    logText('target', { sortable: false, width: 150 }),
    logDetail('before'),
    logDetail('after'),
    logDetail('detail'),
    { name: 'result', type: 'select', options: AUDIT_RESULTS, readOnly: true, filter: 'select', sortable: false, width: 90 },
  ],
  buttons: { export: 'export' },
  defaultSort: { field: 'at', direction: 'desc' },
};

const fileOperation: ScreenDecl = {
  path: '/FileOperationLog', directory: 'logs', menuId: 502, entity: 'fileOperation',
  fields: [
    { name: 'at', type: 'datetime', readOnly: true, filter: 'dateRange', width: 170 },
    logText('actor', { filter: 'text', width: 120 }),
    logText('page', { filter: 'text', width: 180 }),
    { name: 'action', type: 'select', options: FILE_OPERATION_ACTIONS, readOnly: true, filter: 'select', width: 90 },
    logText('fileName', { filter: 'text', width: 200 }),
    { name: 'rows', type: 'integer', readOnly: true, width: 80 },
    { name: 'result', type: 'select', options: FILE_OPERATION_RESULTS, readOnly: true, filter: 'select', width: 90 },
    logDetail('detail'),
  ],
  buttons: { export: 'export' },
  defaultSort: { field: 'at', direction: 'desc' },
};

export const STAFF_SCREENS: readonly ScreenDecl[] = [
  employee, staffPhone, boothCollector, post,
  roleGroupScreen('/AuthorityGroup', 310, 'roleGroup', false),
  roleGroupScreen('/newAuthorityGroup', 311, 'roleGroupAll', true),
  roleGroupScreen('/SentryBoxRoleGroup', 312, 'sentryRoleGroup', false),
  // /pageGroup: directories and pages of the web console; /newPageGroup: the same with buttons.
  menuScreen('/pageGroup', 320, 'menuWeb', [MENU_KIND.directory, MENU_KIND.page]),
  menuScreen('/newPageGroup', 321, 'menuWebAll'),
  menuScreen('/newH5PageGroup', 322, 'menuH5'),
  menuScreen('/InsAppPageGroup', 323, 'menuInspection'),
  menuScreen('/cashierPageGroup', 324, 'menuCashier'),
  menuScreen('/cashierPageGroupEn', 325, 'menuCashierEn'),
  permissionGroup,
  auditLog, fileOperation,
];
