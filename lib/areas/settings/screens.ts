// Settings and system parameters (issue: administration area). Menu ids 401..413 in this order;
// tables in backend/db/migrations/010_settings.sql, stores in backend/areas/settings/stores.ts,
// labels in messages/<lang>/screens/<entity>.json.
import type { FieldDecl, ScreenDecl } from '../../screens/types';
import { ALL_BUTTONS, shown } from '../../screens/common-fields';

/** 1 enabled, 0 disabled (labels 启用/停用, Enabled/Disabled). */
const STATUS: FieldDecl = { name: 'status', type: 'select', options: [1, 0], required: true, filter: 'select', width: 100 };
const REMARK: FieldDecl = { name: 'remark', type: 'textarea', maxLength: 500, sortable: false };
/** Read-only label of a ref field, computed by the store from a join. */
const refLabel = (name: string): FieldDecl => shown(name);

/** Remote barrier opening and manual entry offer the same kind of list of reasons. */
const reasonFields: readonly FieldDecl[] = [
  { name: 'reason', type: 'text', required: true, unique: true, filter: 'text' },
  REMARK,
  STATUS,
];

export const SETTINGS_SCREENS: readonly ScreenDecl[] = [
  {
    // The dictionary (spec 3): the console reads the type 99 rows at startup as a configuration
    // overlay (projectName, biUrl, huanQiuUrl, lawEnforcementUrl, globalLotUrl) and again every
    // minute (lib/config/runtime-config.ts), so an edit here reaches every console within a
    // minute. dkey is unique per type (checked by the store; `unique` would mean across types).
    // Type is filtered as text: types are open-ended, there are no options to pick from. dvalue
    // may be blank (biUrl '' means "no BI address").
    path: '/DictionaryManagement',
    directory: 'settings',
    menuId: 401,
    entity: 'dictionary',
    fields: [
      { name: 'type', type: 'integer', required: true, min: 0, max: 9999, filter: 'text', width: 100 },
      { name: 'dkey', type: 'text', required: true, filter: 'text' },
      { name: 'dvalue', type: 'textarea', maxLength: 1000 },
    ],
    buttons: ALL_BUTTONS,
    defaultSort: { field: 'type', direction: 'asc' },
  },
  {
    // Templates group the common parameters (a parameter belongs to one template).
    path: '/CommonParaTemplateInfo',
    directory: 'settings',
    menuId: 402,
    entity: 'commonParaTemplate',
    fields: [
      { name: 'name', type: 'text', required: true, unique: true, filter: 'text' },
      REMARK,
    ],
    buttons: ALL_BUTTONS,
    defaultSort: { field: 'name', direction: 'asc' },
  },
  {
    // System parameters: a code (digits, spec 5), a name and a value, in a template. Who may
    // change a parameter's value besides super administrators: /CommonParameterPermissionInfo.
    path: '/CommonParaInfo',
    directory: 'settings',
    menuId: 403,
    entity: 'commonPara',
    fields: [
      { name: 'code', type: 'digits', maxLength: 20, required: true, unique: true, filter: 'text', width: 120 },
      { name: 'name', type: 'text', required: true, filter: 'text' },
      { name: 'value', type: 'textarea', maxLength: 1000 },
      { name: 'templateId', type: 'select', ref: true, required: true, list: false, filter: 'select' },
      refLabel('templateName'),
      REMARK,
      STATUS,
    ],
    buttons: ALL_BUTTONS,
    defaultSort: { field: 'code', direction: 'asc' },
  },
  {
    // Which role group may change which parameter (at most one row per pair). A caller who is
    // not a super administrator may update a parameter only where a row gives their role group
    // "can edit" (enforced by the commonPara store).
    path: '/CommonParameterPermissionInfo',
    directory: 'settings',
    menuId: 404,
    entity: 'commonParaPermission',
    fields: [
      { name: 'parameterId', type: 'select', ref: true, required: true, list: false, filter: 'select' },
      refLabel('parameterName'),
      { name: 'roleGroupId', type: 'select', ref: true, required: true, list: false, filter: 'select' },
      refLabel('roleGroupName'),
      { name: 'canEdit', type: 'boolean', required: true, filter: 'select', width: 100 },
    ],
    buttons: ALL_BUTTONS,
    defaultSort: { field: 'parameterName', direction: 'asc' },
  },
  {
    // The operator's companies (operating company, subsidiaries): invoices and reports name them.
    path: '/CompanyBasicInfo',
    directory: 'settings',
    menuId: 405,
    entity: 'company',
    fields: [
      { name: 'name', type: 'text', required: true, unique: true, filter: 'text' },
      { name: 'shortName', type: 'text', maxLength: 50, filter: 'text' },
      { name: 'address', type: 'text', maxLength: 200 },
      { name: 'phone', type: 'phone' },
      { name: 'email', type: 'email' },
      { name: 'website', type: 'text', maxLength: 200 },
      { name: 'taxNumber', type: 'text', maxLength: 20, unique: true }, // unified social credit codes hold capital letters
      { name: 'legalPerson', type: 'text', maxLength: 50 },
      REMARK,
    ],
    buttons: ALL_BUTTONS,
    defaultSort: { field: 'name', direction: 'asc' },
  },
  {
    // Currencies: ISO 4217 code (three letters, stored upper-case), symbol placed in front of or
    // behind the amount (spec 9), decimals shown. At most one default: saving a default clears
    // the others (store).
    path: '/CurrencyInfo',
    directory: 'settings',
    menuId: 406,
    entity: 'currency',
    fields: [
      { name: 'code', type: 'text', maxLength: 3, required: true, unique: true, filter: 'text', width: 100 },
      { name: 'name', type: 'text', maxLength: 50, required: true, filter: 'text' },
      { name: 'symbol', type: 'text', maxLength: 5, required: true, width: 100 },
      { name: 'position', type: 'select', options: ['front', 'behind'], required: true, width: 120 },
      { name: 'decimals', type: 'integer', min: 0, max: 4, required: true, width: 100 },
      { name: 'isDefault', type: 'boolean', required: true, width: 100 },
    ],
    buttons: ALL_BUTTONS,
    defaultSort: { field: 'code', direction: 'asc' },
  },
  {
    // Text messages the system sends (payment reminders, monthly-rental renewal reminders...).
    path: '/SystemSmsTemplate',
    directory: 'settings',
    menuId: 407,
    entity: 'smsTemplate',
    fields: [
      { name: 'code', type: 'digits', maxLength: 20, required: true, unique: true, filter: 'text', width: 120 },
      { name: 'name', type: 'text', required: true, filter: 'text' },
      { name: 'content', type: 'textarea', maxLength: 500, required: true, sortable: false },
      STATUS,
    ],
    buttons: ALL_BUTTONS,
    defaultSort: { field: 'code', direction: 'asc' },
  },
  {
    // The SMTP account mail is sent from. Deliberately no password field: a secret kept in this
    // table would be readable by anyone granted the page and in every export and backup of the
    // database. Secrets belong in the environment of the process that sends the mail (e.g.
    // SMTP_PASSWORD), set by whoever deploys it; this screen holds only what is not secret.
    path: '/SendEmailInfo',
    directory: 'settings',
    menuId: 408,
    entity: 'emailSender',
    fields: [
      { name: 'host', type: 'text', maxLength: 200, required: true, filter: 'text' },
      { name: 'port', type: 'integer', min: 1, max: 65535, required: true, width: 100 },
      { name: 'senderEmail', type: 'email', required: true, filter: 'text' },
      { name: 'userName', type: 'text' },
      { name: 'useTls', type: 'boolean', required: true, width: 100 },
      STATUS,
    ],
    buttons: ALL_BUTTONS,
    defaultSort: { field: 'host', direction: 'asc' },
  },
  {
    // Reasons offered when a barrier is opened remotely (/RemoteLift, /CentralControlRemoteLever).
    path: '/OpeningReason',
    directory: 'settings',
    menuId: 409,
    entity: 'openingReason',
    fields: reasonFields,
    buttons: ALL_BUTTONS,
    defaultSort: { field: 'reason', direction: 'asc' },
  },
  {
    // Reasons offered for a manual entry (a vehicle let in without a plate read).
    path: '/IncomingReason',
    directory: 'settings',
    menuId: 410,
    entity: 'incomingReason',
    fields: reasonFields,
    buttons: ALL_BUTTONS,
    defaultSort: { field: 'reason', direction: 'asc' },
  },
  {
    // Outside companies that service equipment (barriers, cameras, pay stations) or lots.
    path: '/ForeignServiceCompany',
    directory: 'settings',
    menuId: 411,
    entity: 'foreignServiceCompany',
    fields: [
      { name: 'name', type: 'text', required: true, unique: true, filter: 'text' },
      { name: 'contact', type: 'text', maxLength: 50, filter: 'text' },
      { name: 'phone', type: 'phone' },
      { name: 'email', type: 'email' },
      { name: 'address', type: 'text', maxLength: 200 },
      STATUS,
    ],
    buttons: ALL_BUTTONS,
    defaultSort: { field: 'name', direction: 'asc' },
  },
  {
    // Shifts: start and end as HH:mm (a text of at most 5 characters; the store checks the
    // format). An end before the start is an overnight shift (22:00-06:00).
    path: '/SchedulingPlan',
    directory: 'settings',
    menuId: 412,
    entity: 'schedulingPlan',
    fields: [
      { name: 'name', type: 'text', required: true, unique: true, filter: 'text' },
      { name: 'startTime', type: 'text', maxLength: 5, required: true, width: 100 },
      { name: 'endTime', type: 'text', maxLength: 5, required: true, width: 100 },
      REMARK,
      STATUS,
    ],
    buttons: ALL_BUTTONS,
    defaultSort: { field: 'startTime', direction: 'asc' },
  },
  {
    // Who works which shift on which day: one shift per staff member and day (store).
    path: '/SchedulingManage',
    directory: 'settings',
    menuId: 413,
    entity: 'schedulingAssignment',
    fields: [
      { name: 'workDate', type: 'date', required: true, filter: 'dateRange', width: 120 },
      { name: 'staffId', type: 'select', ref: true, required: true, list: false, filter: 'select' },
      refLabel('staffName'),
      { name: 'planId', type: 'select', ref: true, required: true, list: false, filter: 'select' },
      refLabel('planName'),
      REMARK,
    ],
    buttons: ALL_BUTTONS,
    defaultSort: { field: 'workDate', direction: 'desc' },
  },
];
