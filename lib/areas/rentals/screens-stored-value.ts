// Stored-value cards' money (docs/rentals.md, "Stored value: recharges, the ledger and the exit"):
// the recharges taken at the booth (/RechargeCarOrders: each a recharge order paid at once, its gift
// beside it) and every change of a balance (/RechargeCarRechargeRecord: recharge, gift, a stay paid
// at the exit; before, change, after). Read only: the recharge service and the lane write them.
// Tables: 255_stored_value.sql; stores: backend/areas/rentals/recharges.ts.
import { LEASE_STATES } from '../../parking/lease-machine';
import { LEDGER_CAUSES } from '../../parking/cards/stored-value';
import type { ScreenDecl } from '../../screens/types';
import { EXPORT_ONLY, LOT_FILTER, LOT_NAME, newest, shown } from '../../screens/common-fields';
import { RECHARGE_CHANNELS } from './sale';

const CARD_NO = shown('cardNo', 'text', { filter: 'text', width: 130 });
const CUSTOMER = shown('customer', 'text', { filter: 'text', width: 120 });

export const STORED_VALUE_SCREENS: readonly ScreenDecl[] = [
  {
    path: '/RechargeCarOrders',
    directory: 'rentals',
    menuId: 1415,
    entity: 'rechargeOrder',
    fields: [
      shown('orderNo', 'text', { filter: 'text', width: 170 }),
      LOT_FILTER, LOT_NAME, CARD_NO, CUSTOMER,
      shown('plates', 'text', { filter: 'text', width: 180 }),
      shown('packageName', 'text', { width: 130 }),
      // The money received; the gift the rule gave on top (no money); the balance after both.
      shown('amount', 'money', { width: 100 }),
      shown('gift', 'money', { width: 90 }),
      shown('balanceAfter', 'money', { width: 110 }),
      shown('channel', 'select', { options: RECHARGE_CHANNELS, filter: 'select', width: 90 }),
      shown('paymentNo', 'text', { width: 170 }),
      shown('state', 'select', { options: LEASE_STATES, filter: 'select', width: 110 }),
      shown('createdBy', 'text', { width: 110 }),
      shown('paidAt', 'datetime', { filter: 'dateRange', width: 170 }),
    ],
    buttons: EXPORT_ONLY,
    defaultSort: newest('paidAt'),
    lotScoped: true,
    detail: { sections: [], audit: true },
  },
  {
    path: '/RechargeCarRechargeRecord',
    directory: 'rentals',
    menuId: 1416,
    entity: 'storedValueLedger',
    fields: [
      shown('at', 'datetime', { filter: 'dateRange', width: 170 }),
      LOT_FILTER, LOT_NAME, CARD_NO, CUSTOMER,
      shown('packageName', 'text', { width: 130 }),
      shown('plate', 'text', { filter: 'text', width: 110 }),
      shown('cause', 'select', { options: LEDGER_CAUSES, filter: 'select', width: 110 }),
      shown('balanceBefore', 'money', { width: 110 }),
      shown('change', 'money', { width: 100 }),
      shown('balanceAfter', 'money', { width: 110 }),
      // What caused it: the recharge order, or the stay's order paid at the exit.
      shown('rechargeOrderNo', 'text', { filter: 'text', width: 170 }),
      shown('orderNo', 'text', { filter: 'text', width: 170 }),
      shown('operator', 'text', { width: 140 }),
    ],
    buttons: EXPORT_ONLY,
    defaultSort: newest('at'),
    lotScoped: true,
    detail: { sections: [], audit: true },
  },
];
