// Alipay's temporary-parking discounts (issue 21's /AliTemporaryStopDiscount; docs/merchants.md,
// "Alipay's parking discounts"): the discounts Alipay's campaigns granted on stays paid through
// Alipay, as the platform reported them with the payments: campaign, discount, the payment and its
// order, what the driver paid. Read only, lot-scoped. Table 302_alipay_campaign_discounts.sql; store
// backend/areas/merchants/alipay-discounts.ts.
import type { ScreenDecl } from '../../screens/types';
import { EXPORT_ONLY, LOT_FILTER, LOT_NAME, newest, shown } from '../../screens/common-fields';

export const ALIPAY_DISCOUNT_SCREENS: readonly ScreenDecl[] = [{
  path: '/AliTemporaryStopDiscount',
  directory: 'merchants',
  menuId: 1524,
  entity: 'alipayParkingDiscount',
  fields: [
    shown('recordedAt', 'datetime', { filter: 'dateRange', width: 170 }),
    LOT_FILTER, LOT_NAME,
    shown('campaignId', 'text', { filter: 'text', width: 160 }),
    shown('plate', 'text', { filter: 'text', width: 110 }),
    shown('orderNo', 'text', { filter: 'text', width: 170 }),
    shown('paymentNo', 'text', { filter: 'text', width: 170 }),
    shown('channelTxnNo', 'text', { width: 170 }),
    // The payment (what Alipay owes the operator), Alipay's discount, and the driver's part.
    shown('amount', 'money', { width: 100 }),
    shown('discount', 'money', { width: 100 }),
    shown('buyerPaid', 'money', { width: 100 }),
  ],
  buttons: EXPORT_ONLY,
  defaultSort: newest('recordedAt'),
  lotScoped: true,
}];
