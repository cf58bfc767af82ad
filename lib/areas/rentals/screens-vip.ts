// The VIP customers' free cards (spec 2: /MonthlyRentalVipManagement, /VIPRechargeRecord;
// docs/rentals.md, "Spaces and VIP"): a VIP card (package kind `vip`) costs nothing, so a second
// person confirms what one gives: the card itself (/MonthlyCarRentalFileReview) and each extension,
// a free renewal by months (backend/areas/rentals/sales.ts renewCard, amount 0) that waits until a
// second person confirms it here (its period applied then) or rejects it. /VIPRechargeRecord lists
// the VIP cards' rental orders (amount 0): the grants made by a sale and the extensions. Stores:
// backend/areas/rentals/vip.ts.
import { ARCHIVE_STATE, ARCHIVE_STATES } from '../../parking/archive-machine';
import { LEASE_STATES } from '../../parking/lease-machine';
import type { RowActionDecl, ScreenDecl } from '../../screens/types';
import { EXPORT_ONLY, LOT_FILTER, LOT_NAME, newest, shown } from '../../screens/common-fields';
import { RENTAL_REFUSALS } from './refusals';
import { VALIDITY } from './screens-cards';

const CARD_NO = shown('cardNo', 'text', { filter: 'text', width: 130 });
const CUSTOMER = shown('customer', 'text', { filter: 'text', width: 120 });

/** An extension waiting for a second person: confirmed (its period applied) or rejected, never by who asked it. */
const pendingReview = (name: string, button: string): RowActionDecl => ({
  name, button, confirm: true,
  when: { field: 'extensionPending', from: [1], refusal: RENTAL_REFUSALS.noExtensionPending },
  approval: { requesterField: 'extendedBy' },
  // Confirming applies a sale's period (offline-orders.ts confirmOfflineOrder): once per press.
  ...(name === 'confirmExtension' ? { idempotent: true } : {}),
});

export const VIP_SCREENS: readonly ScreenDecl[] = [
  {
    path: '/MonthlyRentalVipManagement', directory: 'rentals', menuId: 1418, entity: 'vipGrant',
    fields: [
      CARD_NO, LOT_FILTER, LOT_NAME,
      shown('packageName', 'text', { width: 130 }),
      CUSTOMER,
      shown('phone', 'text', { width: 130 }),
      shown('plates', 'text', { filter: 'text', width: 180 }),
      shown('startDate', 'date', { width: 110 }),
      shown('endDate', 'date', { filter: 'dateRange', width: 110 }),
      ...VALIDITY,
      shown('reviewState', 'select', { options: ARCHIVE_STATES, filter: 'select', width: 110 }),
      // The grant: who registered or sold the card, who confirmed it.
      shown('grantedBy', 'text', { width: 110 }),
      shown('grantedAt', 'datetime', { width: 170 }),
      shown('confirmedBy', 'text', { width: 110 }),
      shown('confirmedAt', 'datetime', { width: 170 }),
      // Extensions confirmed so far; one waiting for a second person, its months and who asked it.
      shown('extensions', 'integer', { sortable: false, width: 90 }),
      shown('pendingOrderNo', 'text', { sortable: false, width: 170 }),
      shown('pendingMonths', 'integer', { sortable: false, width: 90 }),
      shown('extendedBy', 'text', { sortable: false, width: 110 }),
      shown('extensionPending', 'select', { options: [1, 0], list: false, sortable: false }),
    ],
    buttons: EXPORT_ONLY,
    defaultSort: { field: 'endDate', direction: 'asc' },
    lotScoped: true,
    rowActions: [
      {
        // Free renewal by months (renewCard): recorded, and applied once a second person confirms it.
        name: 'extend', button: 'extend', idempotent: true,
        context: ['cardNo', 'customer', 'plates', 'endDate'],
        fields: [{ name: 'count', type: 'integer', required: true, min: 1, max: 120 }],
        when: { field: 'reviewState', from: [ARCHIVE_STATE.confirmed], refusal: RENTAL_REFUSALS.cardNotConfirmed },
      },
      pendingReview('confirmExtension', 'confirm'),
      pendingReview('rejectExtension', 'reject'),
    ],
    detail: { sections: [], audit: true },
  },
  {
    // The VIP cards' grants (a first sale) and extensions: their rental orders, all of amount 0. Read only.
    path: '/VIPRechargeRecord', directory: 'rentals', menuId: 1417, entity: 'vipRentalOrder',
    fields: [
      shown('orderNo', 'text', { filter: 'text', width: 170 }),
      LOT_FILTER, LOT_NAME, CARD_NO, CUSTOMER,
      shown('plates', 'text', { filter: 'text', width: 180 }),
      shown('packageName', 'text', { width: 130 }),
      shown('opensCard', 'boolean', { filter: 'select', width: 90 }),
      shown('months', 'integer', { width: 80 }),
      shown('periodStart', 'date', { width: 110 }),
      shown('periodEnd', 'date', { width: 110 }),
      shown('amount', 'money', { width: 90 }),
      shown('state', 'select', { options: LEASE_STATES, filter: 'select', width: 110 }),
      shown('createdBy', 'text', { width: 110 }),
      shown('createdAt', 'datetime', { filter: 'dateRange', width: 170 }),
      shown('confirmedBy', 'text', { width: 110 }),
      shown('confirmedAt', 'datetime', { width: 170 }),
    ],
    buttons: EXPORT_ONLY,
    defaultSort: newest('createdAt'),
    lotScoped: true,
    detail: { sections: [], audit: true },
  },
];
