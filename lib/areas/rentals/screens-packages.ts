// The packages a lot sells (spec 2: /PackageAudit, and /PackageManagement sharing its view; spec 5's
// monthly package rules: package-rules.ts; the review: lib/parking/package-machine.ts). Written on
// /PackageManagement, approved or refused on /PackageAudit by a second person, discontinued there;
// only an approved package is sold. Table: 242_month_packages.sql; store:
// backend/areas/rentals/packages.ts. docs/rentals.md, "Packages".
import { PACKAGE_COMMANDS, PACKAGE_REFUSALS, PACKAGE_STATES, PACKAGE_TRANSITIONS } from '../../parking/package-machine';
import type { FieldDecl, RowActionDecl, ScreenDecl } from '../../screens/types';
import { ALL_BUTTONS, EXPORT_ONLY, LOT_NAME, newest, shown } from '../../screens/common-fields';
import { SHORT_BALANCE_POLICIES } from '../../parking/cards/card-facts';
import { DAY_WINDOWS_MAX_LENGTH } from '../../parking/cards/day-windows';
import { PACKAGE_PRICINGS } from './package-rules';
import { PACKAGE_KINDS } from '../../parking/cards/kinds';

const windows = (name: string, section: string): FieldDecl =>
  ({ name, type: 'text', maxLength: DAY_WINDOWS_MAX_LENGTH, width: 160, sortable: false, section });
const days = (name: string, min: number, max: number): FieldDecl =>
  ({ name, type: 'integer', required: true, min, max, width: 90, section: 'rules' });

const PACKAGE_FIELDS: readonly FieldDecl[] = [
  { name: 'lotId', type: 'lot', required: true, list: false, filter: 'lot', section: 'package' },
  LOT_NAME,
  // One of the lot's package names (/MonthPkgName), which says the kind of card it sells.
  { name: 'nameId', type: 'select', ref: true, required: true, list: false, section: 'package' },
  shown('name', 'text', { width: 160 }),
  shown('kind', 'select', { options: PACKAGE_KINDS, filter: 'select', width: 120 }),
  // A group the lot is in (/ParkingLotGroup): its cards are valid at every lot of it. None: the lot's only.
  { name: 'lotGroupId', type: 'select', ref: true, list: false, filter: 'select', section: 'package' },
  shown('lotGroupName', 'text', { width: 140 }),
  { name: 'pricing', type: 'select', options: PACKAGE_PRICINGS, required: true, width: 120, section: 'price' },
  { name: 'price', type: 'money', min: 0, width: 100, section: 'price', shownWhen: { pricing: ['packagePrice'] } },
  { name: 'dailyRate', type: 'money', min: 0, width: 100, section: 'price', shownWhen: { pricing: ['dailyRate'] } },
  // Spec 5: 2 values are a range, 3 or more fixed choices, each priced in choicePrices.
  { name: 'months', type: 'text', maxLength: 50, width: 100, sortable: false, section: 'price' },
  { name: 'choicePrices', type: 'stepPrices', maxLength: 200, width: 180, sortable: false, section: 'price', shownWhen: { pricing: ['packagePrice'] } },
  windows('freePeriods', 'periods'),
  windows('chargedPeriods', 'periods'),
  windows('entryWindows', 'periods'),
  days('graceDays', 0, 31),
  days('renewalGraceDays', 0, 31),
  days('noticeDays', 1, 7),
  // The SMS its customers get noticeDays before a card ends (an enabled /SystemSmsTemplate; none: not told).
  { name: 'noticeTemplateId', type: 'select', ref: true, list: false, section: 'rules' },
  shown('noticeTemplate', 'text', { width: 140, sortable: false }),
  { name: 'shortBalance', type: 'select', options: SHORT_BALANCE_POLICIES, width: 120, section: 'rules' },
  { name: 'saleFrom', type: 'date', width: 110, section: 'rules' },
  { name: 'saleTo', type: 'date', width: 110, section: 'rules' },
  shown('state', 'select', { options: PACKAGE_STATES, filter: 'select', width: 110 }),
  shown('createdBy', 'text', { width: 110 }),
  shown('createdAt', 'datetime', { filter: 'dateRange', width: 170 }),
  shown('reviewedBy', 'text', { width: 110 }),
  shown('reviewedAt', 'datetime', { width: 170 }),
  { name: 'remark', type: 'textarea', maxLength: 200, sortable: false, section: 'rules' },
];

/** Allowed from the states the machine allows the command from; refused with the machine's message. */
const REVIEW_ACTIONS: readonly RowActionDecl[] = PACKAGE_COMMANDS.map((event) => ({
  name: event, button: event, confirm: true,
  when: { field: 'state', from: PACKAGE_TRANSITIONS[event].from, refusal: PACKAGE_REFUSALS[event] },
  // Approving or refusing is a second person's: never the package's author.
  ...(event === 'discontinue' ? {} : { approval: { requesterField: 'createdBy' } }),
}));

export const PACKAGE_SCREENS: readonly ScreenDecl[] = [
  {
    // Every package of the caller's lots, the review's state of each: approve, refuse, discontinue.
    path: '/PackageAudit',
    directory: 'rentals',
    menuId: 1403,
    entity: 'monthPackage',
    fields: PACKAGE_FIELDS,
    buttons: EXPORT_ONLY,
    defaultSort: newest('createdAt'),
    lotScoped: true,
    rowActions: REVIEW_ACTIONS,
    detail: { sections: [], audit: true },
  },
  // The package-audit view with the buttons that write packages (spec 2).
  { path: '/PackageManagement', directory: 'rentals', menuId: 1402, entity: 'packageManagement', sharedView: '/PackageAudit', fields: [], buttons: ALL_BUTTONS },
];
