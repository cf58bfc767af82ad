// Monthly rental and property (spec 2's group "Monthly rental and property"; docs/rentals.md):
// the recurring customers' list screens: the package names here, the packages
// (screens-packages.ts), their recharge rules and area prices (screens-recharge.ts) and the cards
// (screens-cards.ts), their sales (screens-orders.ts, screens-sales.ts), refunds (screens-refunds.ts) and the stored-value
// cards' recharges and balances (screens-stored-value.ts), the spaces allocated to cards
// (screens-allocation.ts), the VIP cards' grants (screens-vip.ts) and their free stays at locked
// berths (screens-vip-locks.ts), and the lot groups that share packages (screens-lot-groups.ts).
// Tables: backend/db/migrations/2xx_*.sql; stores: backend/areas/rentals/stores.ts.
import type { ScreenDecl } from '../../screens/types';
import { ALL_BUTTONS, LOT_NAME } from '../../screens/common-fields';
import { PACKAGE_KINDS } from '../../parking/cards/kinds';
import { CARD_SCREENS } from './screens-cards';
import { PACKAGE_SCREENS } from './screens-packages';
import { RENTAL_ORDER_SCREENS } from './screens-orders';
import { ONLINE_ORDER_SCREENS } from './screens-online';
import { RENTAL_REFUND_SCREENS } from './screens-refunds';
import { RECHARGE_SCREENS } from './screens-recharge';
import { PACKAGE_SALE_SCREENS } from './screens-sales';
import { STORED_VALUE_SCREENS } from './screens-stored-value';
import { ALLOCATION_SCREENS } from './screens-allocation';
import { VIP_SCREENS } from './screens-vip';
import { LOT_GROUP_SCREENS } from './screens-lot-groups';
import { VIP_LOCK_SCREENS } from './screens-vip-locks';

/** A package name offered to new packages (1) or kept for the packages that bear it (0). */
export const PACKAGE_NAME_STATUS = { enabled: 1, disabled: 0 } as const;

export const RENTAL_SCREENS: readonly ScreenDecl[] = [
  {
    // The names a lot sells its packages under ("Standard monthly", "Night owl"): one per name and
    // lot, each of one card kind; /PackageManagement picks one for a package.
    path: '/MonthPkgName',
    directory: 'rentals',
    menuId: 1401,
    entity: 'monthPackageName',
    fields: [
      { name: 'lotId', type: 'lot', required: true, list: false, filter: 'lot' },
      LOT_NAME,
      { name: 'name', type: 'text', required: true, maxLength: 50, filter: 'text', width: 200 },
      { name: 'kind', type: 'select', options: PACKAGE_KINDS, required: true, filter: 'select', width: 130 },
      { name: 'status', type: 'select', options: Object.values(PACKAGE_NAME_STATUS), required: true, filter: 'select', width: 90 },
      { name: 'remark', type: 'textarea', maxLength: 200, sortable: false },
    ],
    buttons: ALL_BUTTONS,
    defaultSort: { field: 'name', direction: 'asc' },
    lotScoped: true,
  },
  ...PACKAGE_SCREENS,
  ...RECHARGE_SCREENS,
  ...CARD_SCREENS,
  ...RENTAL_ORDER_SCREENS,
  ...RENTAL_REFUND_SCREENS,
  ...PACKAGE_SALE_SCREENS,
  ...STORED_VALUE_SCREENS,
  ...ALLOCATION_SCREENS,
  ...VIP_SCREENS,
  ...ONLINE_ORDER_SCREENS,
  ...LOT_GROUP_SCREENS,
  ...VIP_LOCK_SCREENS,
];
