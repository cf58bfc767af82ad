// The packages' sales (spec 2: /MonPackageOrderInfo): each package of the caller's lots with what it
// sold (its paid orders and their amount, those waiting for finance), and the booth's first sale of
// a card: 'sell' an approved package to a new customer makes the card and its order at once
// (backend/areas/rentals/sales.ts sellCard; docs/rentals.md, "First sale, offline payments"). The
// sale sits on the package's row because the list framework's dialogs with a form are row actions
// (a toolbar button opens only the create form of the screen's own rows). Store:
// backend/areas/rentals/package-sales.ts.
import { PACKAGE_STATES } from '../../parking/package-machine';
import type { ScreenDecl } from '../../screens/types';
import { EXPORT_ONLY, LOT_FILTER, LOT_NAME, shown } from '../../screens/common-fields';
import { PACKAGE_KINDS } from '../../parking/cards/kinds';
import { CARD_PLATES_MAX_LENGTH } from './card-plates';
import { RENTAL_REFUSALS } from './refusals';
import { CARD_SPACES_MAX, SALE_PAYMENT_FIELDS } from './screens-cards';

export const PACKAGE_SALE_SCREENS: readonly ScreenDecl[] = [
  {
    path: '/MonPackageOrderInfo',
    directory: 'rentals',
    menuId: 1422,
    entity: 'packageSale',
    fields: [
      LOT_FILTER, LOT_NAME,
      shown('name', 'text', { filter: 'text', width: 160 }),
      shown('kind', 'select', { options: PACKAGE_KINDS, filter: 'select', width: 120 }),
      shown('price', 'money', { width: 100 }),
      shown('months', 'text', { sortable: false, width: 100 }),
      shown('state', 'select', { options: PACKAGE_STATES, filter: 'select', width: 110 }),
      shown('cards', 'integer', { sortable: false, width: 80 }),
      shown('paidOrders', 'integer', { sortable: false, width: 90 }),
      shown('paidAmount', 'money', { sortable: false, width: 110 }),
      shown('pendingOrders', 'integer', { sortable: false, width: 100 }),
      shown('lastSoldAt', 'datetime', { sortable: false, width: 170 }),
      // Approved and not stored value (a stored-value card is recharged): the sell button follows it.
      shown('sellable', 'select', { options: [1, 0], list: false }),
    ],
    buttons: EXPORT_ONLY,
    defaultSort: { field: 'name', direction: 'asc' },
    lotScoped: true,
    rowActions: [{
      name: 'sell', button: 'sell', idempotent: true,
      context: ['lotName', 'name', 'kind', 'price', 'months'],
      fields: [
        { name: 'customer', type: 'text', required: true, maxLength: 50 },
        { name: 'phone', type: 'phone', required: true },
        { name: 'plates', type: 'text', required: true, maxLength: CARD_PLATES_MAX_LENGTH },
        { name: 'spaces', type: 'integer', required: true, min: 1, max: CARD_SPACES_MAX },
        // A property-owned space's number (spec 5: required there, never 0).
        { name: 'spaceNo', type: 'text', maxLength: 20 },
        // Months, or days for a day pass.
        { name: 'count', type: 'integer', required: true, min: 1, max: 120 },
        ...SALE_PAYMENT_FIELDS,
      ],
      when: { field: 'sellable', from: [1], refusal: RENTAL_REFUSALS.notSellable },
    }],
    detail: { sections: [], audit: true },
  },
];
