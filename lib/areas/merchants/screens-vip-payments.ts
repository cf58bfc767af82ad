// VIP payments (issue 21's /VipPaymentInformation; docs/merchants.md, "VIP payments"): the parking of
// a merchant's VIP customers (a hotel's long-stay guests, a mall's staff: the plates it gave a
// long-term coupon) that the merchant pays for, one row per use on an order: the fee, what the
// merchant's account was charged (billed back), what the driver paid and by which channel. Read
// only, lot-scoped and merchant-scoped. Store: backend/areas/merchants/vip-payments.ts.
import { COUPON_KINDS } from '../../parking/coupons/relief';
import { PAYMENT_CHANNELS } from '../../parking/channels';
import type { FieldDecl, ScreenDecl } from '../../screens/types';
import { EXPORT_ONLY, LOT_FILTER, LOT_NAME, newest, shown } from '../../screens/common-fields';

const MERCHANT_FILTER: FieldDecl = { name: 'merchantId', type: 'select', ref: true, readOnly: true, form: 'none', list: false, filter: 'select' };

export const VIP_PAYMENT_SCREENS: readonly ScreenDecl[] = [{
  path: '/VipPaymentInformation',
  directory: 'merchants',
  menuId: 1526,
  entity: 'vipPayment',
  fields: [
    shown('appliedAt', 'datetime', { filter: 'dateRange', width: 170 }),
    LOT_FILTER, LOT_NAME, MERCHANT_FILTER, shown('merchantName', 'text', { width: 150 }),
    shown('plate', 'text', { filter: 'text', width: 110 }),
    shown('couponNo', 'text', { filter: 'text', width: 150 }),
    shown('typeName', 'text', { width: 140 }),
    shown('kind', 'select', { options: COUPON_KINDS, width: 110 }),
    shown('orderNo', 'text', { filter: 'text', width: 170 }),
    shown('receivable', 'money', { width: 100 }),
    // The merchant's part: what the coupon took off, and what its account was charged for it (fen or minutes).
    shown('relief', 'money', { width: 100 }),
    shown('chargeFen', 'money', { width: 100 }),
    shown('chargeMinutes', 'integer', { width: 100 }),
    // The driver's part: what was paid on the order, and the last payment's number and channel.
    shown('driverPaid', 'money', { width: 100 }),
    shown('paymentNo', 'text', { sortable: false, width: 170 }),
    shown('channel', 'select', { options: PAYMENT_CHANNELS, sortable: false, width: 100 }),
    // In use on an order not paid yet, or used (billed).
    shown('state', 'select', { options: [1, 2], filter: 'select', width: 90 }),
    shown('usedAt', 'datetime', { width: 170 }),
  ],
  buttons: EXPORT_ONLY,
  defaultSort: newest('appliedAt'),
  lotScoped: true,
  merchantScoped: true,
}];
