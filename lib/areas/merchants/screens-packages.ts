// Merchant packages (spec's merchant pages "base package check and management" and "package check
// and management", issue 20; docs/rentals.md, "Merchant packages"): the lot's monthly packages
// offered to its merchants (/MerchantBasePackage: written by the lot operator, reviewed by a second
// person with the package review machine) and the merchants' applications for cards for their
// staff (/MerchantPackage: made by the merchant's user or the operator for it, checked by a second
// person; approved, the cards are made and the merchant's account pays them). Tables:
// 281_merchant_packages.sql; stores: backend/areas/merchants/base-packages.ts, package-applications.ts.
import { PACKAGE_COMMANDS, PACKAGE_REFUSALS, PACKAGE_STATES, PACKAGE_TRANSITIONS } from '../../parking/package-machine';
import { PACKAGE_KINDS } from '../../parking/cards/kinds';
import type { RowActionDecl, ScreenDecl } from '../../screens/types';
import { CRUD, LOT_FILTER, LOT_NAME, detailSection, newest, shown } from '../../screens/common-fields';
import { APPLICATION_REFUSALS, APPLICATION_STATES, APPLICATION_TRANSITIONS } from './application-machine';
import { MAX_CARDS_LIMIT } from './base-package';
import { CARD_LINES_MAX_LENGTH } from './card-lines';

/** The package review's steps: approving or refusing is a second person's, never the base package's author. */
const REVIEW_ACTIONS: readonly RowActionDecl[] = PACKAGE_COMMANDS.map((event) => ({
  name: event, button: event, confirm: true,
  when: { field: 'state', from: PACKAGE_TRANSITIONS[event].from, refusal: PACKAGE_REFUSALS[event] },
  ...(event === 'discontinue' ? {} : { approval: { requesterField: 'createdBy' } }),
}));

/** The application's check by a second person, never the applicant: approving makes the cards and charges the merchant, once per press. */
const CHECK_ACTIONS: readonly RowActionDecl[] = [
  {
    name: 'approve', button: 'approve', idempotent: true, confirm: true,
    when: { field: 'state', from: APPLICATION_TRANSITIONS.approve.from, refusal: APPLICATION_REFUSALS.approve },
    approval: { requesterField: 'appliedBy' },
  },
  {
    name: 'reject', button: 'reject',
    when: { field: 'state', from: APPLICATION_TRANSITIONS.reject.from, refusal: APPLICATION_REFUSALS.reject },
    approval: { requesterField: 'appliedBy' },
    context: ['merchantName', 'packageName', 'cards', 'amount'],
    fields: [{ name: 'reason', type: 'text', maxLength: 100, required: true }],
  },
];

export const MERCHANT_PACKAGE_SCREENS: readonly ScreenDecl[] = [
  {
    // Lot-scoped; a user bound to a merchant reads the approved ones of his merchant's lot (the store's merchantOffer).
    path: '/MerchantBasePackage',
    directory: 'merchants',
    menuId: 1504,
    entity: 'merchantBasePackage',
    fields: [
      { name: 'lotId', type: 'lot', required: true, list: false, filter: 'lot' },
      LOT_NAME,
      // An approved monthly or multi-month package of the lot, priced by the month.
      { name: 'packageId', type: 'select', ref: true, required: true, list: false },
      shown('packageName', 'text', { filter: 'text', width: 160 }),
      shown('kind', 'select', { options: PACKAGE_KINDS, width: 110 }),
      shown('packageMonths', 'text', { width: 90, sortable: false }),
      // A month of a card: the package's own price, and the merchant's (never above it).
      shown('packagePrice', 'money', { width: 110 }),
      { name: 'merchantPrice', type: 'money', required: true, min: 1, width: 110 },
      // The most cards of it one merchant may hold (in force), and the cards made of it so far.
      { name: 'maxCards', type: 'integer', required: true, min: 1, max: MAX_CARDS_LIMIT, width: 100 },
      shown('cardsMade', 'integer', { width: 90, sortable: false }),
      { name: 'saleFrom', type: 'date', width: 110 },
      { name: 'saleTo', type: 'date', width: 110 },
      shown('state', 'select', { options: PACKAGE_STATES, filter: 'select', width: 110 }),
      shown('createdBy', 'text', { width: 110 }),
      shown('createdAt', 'datetime', { filter: 'dateRange', width: 170 }),
      shown('reviewedBy', 'text', { width: 110 }),
      shown('reviewedAt', 'datetime', { width: 170 }),
      { name: 'remark', type: 'textarea', maxLength: 200, sortable: false },
    ],
    buttons: CRUD,
    rowActions: REVIEW_ACTIONS,
    defaultSort: newest('createdAt'),
    lotScoped: true,
    detail: { sections: [], audit: true },
  },
  {
    path: '/MerchantPackage',
    directory: 'merchants',
    menuId: 1505,
    entity: 'merchantPackageApplication',
    fields: [
      shown('applicationNo', 'text', { filter: 'text', width: 130 }),
      LOT_FILTER, LOT_NAME,
      // An enabled merchant of the caller's (his own, for a user bound to one).
      { name: 'merchantId', type: 'select', ref: true, required: true, list: false, filter: 'select' },
      shown('merchantName', 'text', { width: 140 }),
      // An approved base package on sale at the merchant's lot.
      { name: 'basePackageId', type: 'select', ref: true, required: true, list: false },
      shown('packageName', 'text', { width: 150 }),
      { name: 'months', type: 'integer', required: true, min: 1, max: 120, width: 80 },
      { name: 'startDate', type: 'date', required: true, width: 110 },
      // One line per card: holder, phone, plates (lib/areas/merchants/card-lines.ts).
      { name: 'holders', type: 'textarea', required: true, maxLength: CARD_LINES_MAX_LENGTH, list: false, sortable: false },
      shown('cards', 'integer', { width: 80 }),
      shown('price', 'money', { width: 110 }),
      shown('amount', 'money', { width: 110 }),
      shown('state', 'select', { options: APPLICATION_STATES, filter: 'select', width: 100 }),
      shown('periodStart', 'date', { width: 110 }),
      shown('periodEnd', 'date', { width: 110 }),
      shown('cardNos', 'text', { width: 200, sortable: false }),
      shown('appliedBy', 'text', { width: 110 }),
      shown('appliedAt', 'datetime', { filter: 'dateRange', width: 170 }),
      shown('decidedBy', 'text', { width: 110 }),
      shown('decidedAt', 'datetime', { width: 170 }),
      shown('rejectReason', 'text', { width: 160 }),
      { name: 'remark', type: 'textarea', maxLength: 200, sortable: false },
    ],
    buttons: CRUD,
    rowActions: CHECK_ACTIONS,
    defaultSort: newest('appliedAt'),
    lotScoped: true,
    merchantScoped: true,
    detail: {
      sections: [detailSection('cards', { lineNo: 'integer', holder: 'text', phone: 'text', plates: 'text', cardNo: 'text', endDate: 'date' })],
      audit: true,
    },
  },
];
