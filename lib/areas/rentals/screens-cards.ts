// Monthly cards (spec 2: /MonthlyCarRentalArchives, /MonthlyCarRentalFileReview): a customer's card
// at a lot, of an approved package, with its plates (card-plates.ts), spaces and period, confirmed
// by a second person before it opens a lane (lib/parking/archive-machine.ts). Table:
// 243_month_cards.sql; stores: backend/areas/rentals/cards.ts. docs/rentals.md, "Cards".
import { ARCHIVE_COMMANDS, ARCHIVE_REFUSALS, ARCHIVE_STATE, ARCHIVE_STATES, ARCHIVE_TRANSITIONS } from '../../parking/archive-machine';
import type { FieldDecl, RowActionDecl, ScreenDecl } from '../../screens/types';
import { ALL_BUTTONS, EXPORT_ONLY, LOT_FILTER, LOT_NAME, newest, shown } from '../../screens/common-fields';
import { CARD_PLATES_MAX_LENGTH } from './card-plates';
import { RENTAL_REFUSALS } from './refusals';
import { CARD_STATES } from '../../parking/cards/card-state';
import { PACKAGE_KINDS } from '../../parking/cards/kinds';
import { RECHARGE_CHANNELS, RENT_STATES, RENTAL_SALE_CHANNELS, SALE_REFERENCE_MAX_LENGTH } from './sale';

/** The most spaces one card holds. */
export const CARD_SPACES_MAX = 20;

const CARD_NO = shown('cardNo', 'text', { filter: 'text', width: 130 });
const PACKAGE_NAME = shown('packageName', 'text', { width: 140 });
const KIND = shown('kind', 'select', { options: PACKAGE_KINDS, filter: 'select', width: 110 });
const REVIEW_STATE = shown('reviewState', 'select', { options: ARCHIVE_STATES, filter: 'select', width: 110 });
/** Worked out at the moment of reading from the period and the package's grace (card-state.ts). */
export const VALIDITY: readonly FieldDecl[] = [
  shown('validity', 'select', { options: CARD_STATES, sortable: false, width: 100 }),
  shown('daysLeft', 'integer', { sortable: false, width: 90 }),
  shown('entryGraceDays', 'integer', { list: false }),
  shown('pausedAt', 'datetime', { width: 170 }),
  // Refunded (/MonthlyRentReturnManagement): the card ended that day, for good.
  shown('refundedAt', 'datetime', { width: 170 }),
  // What the card's state allows now: the pause and restart buttons follow them.
  shown('pausable', 'select', { options: [1, 0], list: false }),
  shown('paused', 'select', { options: [1, 0], list: false }),
];

/** How a sale is paid: the channel, and an offline payment's reference (its transaction number), which finance checks. */
export const SALE_PAYMENT_FIELDS: readonly FieldDecl[] = [
  { name: 'channel', type: 'select', options: RENTAL_SALE_CHANNELS, required: true },
  { name: 'reference', type: 'text', maxLength: SALE_REFERENCE_MAX_LENGTH },
];

/**
 * More time for a confirmed card, paid at the booth (backend/areas/rentals/sales.ts); a stored-value
 * card's recharge (recharges.ts); pause (only an
 * active, confirmed card that is not paused) and restart (a paused one): period.ts.
 */
const CARD_ACTIONS: readonly RowActionDecl[] = [
  {
    name: 'renew', button: 'renew', idempotent: true,
    context: ['cardNo', 'customer', 'plates', 'packageName', 'endDate'],
    // Months, or days for a day pass.
    fields: [{ name: 'count', type: 'integer', required: true, min: 1, max: 120 }, ...SALE_PAYMENT_FIELDS],
    when: { field: 'reviewState', from: [ARCHIVE_STATE.confirmed], refusal: RENTAL_REFUSALS.cardNotConfirmed },
  },
  // A confirmed stored-value card takes money at the booth (backend/areas/rentals/recharges.ts): at
  // least its rule's minimum, the gift of the tier reached on top.
  {
    name: 'recharge', button: 'recharge', idempotent: true,
    context: ['cardNo', 'customer', 'plates', 'packageName', 'balance'],
    fields: [{ name: 'amount', type: 'money', required: true, min: 1, max: 100_000_000 }, { name: 'channel', type: 'select', options: RECHARGE_CHANNELS, required: true }],
    when: { field: 'rechargeable', from: [1], refusal: RENTAL_REFUSALS.notRechargeable },
  },
  { name: 'pause', button: 'pause', confirm: true, when: { field: 'pausable', from: [1], refusal: RENTAL_REFUSALS.pauseNotActive } },
  { name: 'restart', button: 'restart', confirm: true, when: { field: 'paused', from: [1], refusal: RENTAL_REFUSALS.notPaused } },
];
const AUTHORSHIP: readonly FieldDecl[] = [
  shown('createdBy', 'text', { width: 110 }),
  shown('createdAt', 'datetime', { filter: 'dateRange', width: 170 }),
  shown('reviewedBy', 'text', { width: 110 }),
  shown('reviewedAt', 'datetime', { width: 170 }),
];

const REVIEW_ACTIONS: readonly RowActionDecl[] = ARCHIVE_COMMANDS.map((event) => ({
  name: event, button: event, confirm: true,
  when: { field: 'reviewState', from: ARCHIVE_TRANSITIONS[event].from, refusal: ARCHIVE_REFUSALS[event] },
  approval: { requesterField: 'createdBy' },
}));

export const CARD_SCREENS: readonly ScreenDecl[] = [
  {
    // The cards of the caller's lots: who, which cars, how many spaces, from when to when.
    path: '/MonthlyCarRentalArchives',
    directory: 'rentals',
    menuId: 1407,
    entity: 'monthCard',
    fields: [
      CARD_NO,
      { name: 'lotId', type: 'lot', required: true, list: false, filter: 'lot' },
      LOT_NAME,
      // An approved package of the lot (only an approved package is sold).
      { name: 'packageId', type: 'select', ref: true, required: true, list: false },
      PACKAGE_NAME, KIND,
      { name: 'customer', type: 'text', required: true, maxLength: 50, filter: 'text', width: 120 },
      { name: 'phone', type: 'phone', required: true, filter: 'text', width: 130 },
      { name: 'plates', type: 'text', required: true, maxLength: CARD_PLATES_MAX_LENGTH, filter: 'text', width: 200 },
      // The merchant that bought it for its staff (/MerchantPackage), if one did.
      shown('merchantName', 'text', { filter: 'text', width: 120 }),
      { name: 'spaces', type: 'integer', required: true, min: 1, max: CARD_SPACES_MAX, width: 80 },
      // A property-owned space's number (spec 5: never 0).
      { name: 'spaceNo', type: 'text', maxLength: 20, width: 100 },
      { name: 'startDate', type: 'date', required: true, filter: 'dateRange', width: 110 },
      { name: 'endDate', type: 'date', required: true, filter: 'dateRange', width: 110 },
      ...VALIDITY,
      shown('balance', 'money', { width: 100 }),
      // A confirmed stored-value card: the recharge button follows it.
      shown('rechargeable', 'select', { options: [1, 0], list: false }),
      REVIEW_STATE,
      shown('agreementVersion', 'integer', { width: 90 }),
      ...AUTHORSHIP,
      { name: 'remark', type: 'textarea', maxLength: 200, sortable: false },
    ],
    buttons: ALL_BUTTONS,
    defaultSort: newest('createdAt'),
    lotScoped: true,
    rowActions: CARD_ACTIONS,
    detail: { sections: [], audit: true },
  },
  {
    // Cards waiting for a second person, and what became of the others (the state filter narrows it).
    path: '/MonthlyCarRentalFileReview',
    directory: 'rentals',
    menuId: 1408,
    entity: 'monthCardReview',
    fields: [
      CARD_NO, LOT_FILTER, LOT_NAME, PACKAGE_NAME, KIND,
      shown('customer', 'text', { filter: 'text', width: 120 }),
      shown('phone', 'text', { width: 130 }),
      shown('plates', 'text', { filter: 'text', width: 200 }),
      shown('spaces', 'integer', { width: 80 }),
      shown('spaceNo', 'text', { width: 100 }),
      shown('startDate', 'date', { width: 110 }),
      shown('endDate', 'date', { width: 110 }),
      REVIEW_STATE,
      ...AUTHORSHIP,
    ],
    buttons: EXPORT_ONLY,
    defaultSort: newest('createdAt'),
    lotScoped: true,
    rowActions: REVIEW_ACTIONS,
    detail: { sections: [], audit: true },
  },
  // The cards of one kind, as their own lists (spec 2): the owners' spaces, the VIP customers.
  cardsOfKind('/MonPropertyRight', 1410, 'propertyCard'),
  cardsOfKind('/VIPCustomerPackageManagement', 1411, 'vipCard'),
  {
    // Every card's rental as spec 4 names it (leased out, leasing in progress: rentState, read from
    // the card at the request's clock), with its last order and an offline one waiting for finance.
    path: '/MonthlyRentInfo', directory: 'rentals', menuId: 1423, entity: 'rentInfo',
    fields: [
      CARD_NO, LOT_FILTER, LOT_NAME, PACKAGE_NAME, KIND,
      shown('customer', 'text', { filter: 'text', width: 120 }),
      shown('phone', 'text', { width: 130 }),
      shown('plates', 'text', { filter: 'text', width: 200 }),
      shown('rentState', 'select', { options: RENT_STATES, sortable: false, width: 130 }),
      shown('startDate', 'date', { width: 110 }),
      shown('endDate', 'date', { filter: 'dateRange', width: 110 }),
      ...VALIDITY,
      REVIEW_STATE,
      shown('orders', 'integer', { sortable: false, width: 80 }),
      shown('lastOrderNo', 'text', { sortable: false, width: 170 }),
      shown('pendingOrderNo', 'text', { sortable: false, width: 170 }),
    ],
    buttons: EXPORT_ONLY,
    defaultSort: { field: 'endDate', direction: 'asc' },
    lotScoped: true,
    detail: { sections: [], audit: true },
  },
];

/** A read-only list of one kind's cards (backend/areas/rentals/cards.ts cardsOfKindStore). */
function cardsOfKind(path: string, menuId: number, entity: string): ScreenDecl {
  return {
    path, directory: 'rentals', menuId, entity,
    fields: [
      CARD_NO, LOT_FILTER, LOT_NAME, PACKAGE_NAME,
      shown('customer', 'text', { filter: 'text', width: 120 }),
      shown('phone', 'text', { width: 130 }),
      shown('plates', 'text', { filter: 'text', width: 200 }),
      shown('spaces', 'integer', { width: 80 }),
      shown('spaceNo', 'text', { filter: 'text', width: 100 }),
      shown('startDate', 'date', { width: 110 }),
      shown('endDate', 'date', { filter: 'dateRange', width: 110 }),
      ...VALIDITY,
      REVIEW_STATE,
    ],
    buttons: EXPORT_ONLY,
    defaultSort: { field: 'endDate', direction: 'asc' },
    lotScoped: true,
    detail: { sections: [], audit: true },
  };
}
