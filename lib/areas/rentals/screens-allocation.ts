// Spaces allocated to cards (spec 2: /MonthlyRentalOrderAllocation, /MonthlyRentingOut,
// /PropertyAllocation; docs/rentals.md, "Spaces and VIP"): an operator ties a card's spaces to
// berths of its lot (reserved spaces), one berth to one card at a time, never more than the card's
// spaces, only for a confirmed card that has not ended (allocation.ts). Shown to people; the lane
// still counts spaces. Table: 263_card_berths.sql; stores and services:
// backend/areas/rentals/allocations.ts.
import { ARCHIVE_STATES } from '../../parking/archive-machine';
import type { FieldDecl, RowActionDecl, ScreenDecl } from '../../screens/types';
import { EXPORT_ONLY, LOT_FILTER, LOT_NAME, newest, shown } from '../../screens/common-fields';
import { PACKAGE_KINDS } from '../../parking/cards/kinds';
import { RENTAL_REFUSALS } from './refusals';

const CARD_NO = shown('cardNo', 'text', { filter: 'text', width: 130 });
const CUSTOMER = shown('customer', 'text', { filter: 'text', width: 120 });
const PLATES = shown('plates', 'text', { filter: 'text', width: 180 });

/**
 * The card's allocation as it stands now: its spaces, the berths allocated to it (their numbers),
 * the spaces still without one; what the allocate and release buttons follow; and the two berth
 * pickers of the dialogs (refs: the lot's free berths, the berths held), never columns.
 */
const ALLOCATION_STATUS: readonly FieldDecl[] = [
  shown('spaces', 'integer', { width: 80 }),
  shown('allocated', 'integer', { sortable: false, width: 90 }),
  shown('missing', 'integer', { sortable: false, width: 90 }),
  shown('berths', 'text', { sortable: false, width: 180 }),
  shown('allocatable', 'select', { options: [1, 0], list: false, sortable: false }),
  shown('releasable', 'select', { options: [1, 0], list: false, sortable: false }),
  shown('berthId', 'select', { ref: true, list: false, sortable: false }),
  shown('heldBerthId', 'select', { ref: true, list: false, sortable: false }),
];

/**
 * Allocate: a free berth of the card's lot (the options are the free berths of the caller's lots,
 * labelled with their lot; the service refuses one of another lot). Release: one of the berths the
 * card holds (the dialog starts at its latest).
 */
const ALLOCATION_ACTIONS: readonly RowActionDecl[] = [
  {
    name: 'allocate', button: 'allocate',
    context: ['cardNo', 'customer', 'plates', 'spaces', 'berths'],
    fields: [{ name: 'berthId', type: 'select', ref: true, required: true }],
    // A property card's dialog starts at the free berth numbered as its space (none elsewhere).
    initial: { berthId: 'berthId' },
    when: { field: 'allocatable', from: [1], refusal: RENTAL_REFUSALS.noSpaceToAllocate },
  },
  {
    name: 'release', button: 'release',
    context: ['cardNo', 'customer', 'plates', 'berths'],
    fields: [{ name: 'heldBerthId', type: 'select', ref: true, required: true }],
    initial: { heldBerthId: 'heldBerthId' },
    when: { field: 'releasable', from: [1], refusal: RENTAL_REFUSALS.nothingAllocated },
  },
];

export const ALLOCATION_SCREENS: readonly ScreenDecl[] = [
  {
    // The paid orders of the monthly kinds (monthly, multi-month), each with its card's allocation.
    path: '/MonthlyRentalOrderAllocation', directory: 'rentals', menuId: 1425, entity: 'rentalOrderAllocation',
    fields: [
      shown('orderNo', 'text', { filter: 'text', width: 170 }),
      LOT_FILTER, LOT_NAME, CARD_NO, CUSTOMER, PLATES,
      shown('packageName', 'text', { width: 130 }),
      shown('kind', 'select', { options: PACKAGE_KINDS, filter: 'select', width: 110 }),
      shown('periodStart', 'date', { width: 110 }),
      shown('periodEnd', 'date', { width: 110 }),
      shown('amount', 'money', { width: 100 }),
      shown('paidAt', 'datetime', { filter: 'dateRange', width: 170 }),
      shown('cardEnd', 'date', { width: 110 }),
      ...ALLOCATION_STATUS,
    ],
    buttons: EXPORT_ONLY,
    defaultSort: newest('paidAt'),
    lotScoped: true,
    rowActions: ALLOCATION_ACTIONS,
    detail: { sections: [], audit: true },
  },
  {
    // The berths rented out now (allocations in force): who holds them, until the card's end. Read only.
    path: '/MonthlyRentingOut', directory: 'rentals', menuId: 1426, entity: 'rentingOut',
    fields: [
      shown('berthNumber', 'text', { filter: 'text', width: 110 }),
      LOT_FILTER, LOT_NAME,
      shown('place', 'text', { width: 130 }),
      CARD_NO, CUSTOMER,
      shown('phone', 'text', { width: 130 }),
      PLATES,
      shown('packageName', 'text', { width: 130 }),
      shown('kind', 'select', { options: PACKAGE_KINDS, filter: 'select', width: 110 }),
      shown('spaceNo', 'text', { width: 100 }),
      shown('cardStart', 'date', { width: 110 }),
      shown('until', 'date', { filter: 'dateRange', width: 110 }),
      shown('allocatedBy', 'text', { width: 110 }),
      shown('allocatedAt', 'datetime', { filter: 'dateRange', width: 170 }),
    ],
    buttons: EXPORT_ONLY,
    defaultSort: newest('allocatedAt'),
    lotScoped: true,
    detail: { sections: [], audit: true },
  },
  {
    // The property cards: the owner's space (its number, spec 5) and the berth it is allocated to.
    path: '/PropertyAllocation', directory: 'rentals', menuId: 1427, entity: 'propertyAllocation',
    fields: [
      CARD_NO, LOT_FILTER, LOT_NAME,
      shown('packageName', 'text', { width: 130 }),
      CUSTOMER,
      shown('phone', 'text', { width: 130 }),
      PLATES,
      shown('spaceNo', 'text', { filter: 'text', width: 100 }),
      shown('startDate', 'date', { width: 110 }),
      shown('endDate', 'date', { filter: 'dateRange', width: 110 }),
      shown('reviewState', 'select', { options: ARCHIVE_STATES, filter: 'select', width: 110 }),
      ...ALLOCATION_STATUS,
    ],
    buttons: EXPORT_ONLY,
    defaultSort: { field: 'endDate', direction: 'asc' },
    lotScoped: true,
    rowActions: ALLOCATION_ACTIONS,
    detail: { sections: [], audit: true },
  },
];
