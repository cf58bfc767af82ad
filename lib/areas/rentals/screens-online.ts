// The cards renewed online (docs/rentals.md, "Online renewals"): /AliMonthlyOrderInfo lists the
// rental orders that came through Alipay, made by the customer's phone (CreateMonthlySpecialInfo)
// and paid when Alipay says so (backend/areas/rentals/online-renewals.ts). Read-only: nothing is
// pressed here, the channel moves them. Table: 261_rental_online_orders.sql; store:
// backend/areas/rentals/rental-orders.ts.
import { LEASE_STATE } from '../../parking/lease-machine';
import type { ScreenDecl } from '../../screens/types';
import { EXPORT_ONLY, newest, shown } from '../../screens/common-fields';
import { orderFields } from './screens-orders';

/** An online order is not paid until the channel says so, then paid; or expired, not paid in time: the lease states it takes. */
export const ONLINE_ORDER_STATES = [LEASE_STATE.notPaid, LEASE_STATE.paid, LEASE_STATE.expired] as const;

export const ONLINE_ORDER_SCREENS: readonly ScreenDecl[] = [
  {
    path: '/AliMonthlyOrderInfo',
    directory: 'rentals',
    menuId: 1424,
    entity: 'alipayRentalOrder',
    fields: [
      ...orderFields('orderNo', 'lotId', 'lotName', 'cardNo', 'customer', 'plates', 'packageName', 'months', 'days', 'periodStart', 'periodEnd', 'amount'),
      shown('state', 'select', { options: ONLINE_ORDER_STATES, filter: 'select', width: 100 }),
      // Alipay's trade number (out_trade_no is the order's number), once paid.
      shown('channelTxnNo', 'text', { filter: 'text', width: 220 }),
      ...orderFields('paymentNo', 'createdAt', 'paidAt'),
    ],
    buttons: EXPORT_ONLY,
    defaultSort: newest('createdAt'),
    lotScoped: true,
    detail: { sections: [], audit: true },
  },
];
