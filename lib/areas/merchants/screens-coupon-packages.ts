// Coupon packages sold to drivers (issue 21's /RenBoCoupon*; docs/merchants.md, "Promotions"): the
// packages (/RenBoCouponPackageManagement: N coupons of a kind for a price, a sale window, approved
// by a second person before sale, sold at the booth from the row), the orders
// (/RenBoCouponOrderInfo: a driver's purchase for his plate, paid in cash or by POS) and every
// coupon of an order (/RenBoCouponTransactionHistory: issued, used on which order, expired). The
// coupons are the operator's: nobody is charged when used. Lot-scoped, not merchant-scoped.
// Tables: coupon_types of purpose 'package', coupon_orders (297_coupon_packages.sql); stores:
// backend/areas/merchants/coupon-package*.ts.
import { COUPON_STATES } from '../../parking/coupons/coupon-machine';
import { RULE_REFUSALS, RULE_STATES, RULE_TRANSITIONS, type RuleEvent } from '../../parking/promotions/rule-machine';
import type { RowActionDecl, ScreenDecl } from '../../screens/types';
import { CRUD, EXPORT_ONLY, LOT_FILTER, LOT_NAME, newest, shown } from '../../screens/common-fields';
import { PLATE_INPUT_MAX_LENGTH } from '../../validation/formats';
import { TOP_UP_CHANNELS } from './account';
import { PACKAGE_COUPONS_MAX, PACKAGE_PRICE_MAX } from './coupon-packages';
import { COUPON_VALUE_FIELDS, VALID_HOURS_MAX } from './screens-coupons';

const whenReview = (event: RuleEvent): RowActionDecl['when'] =>
  ({ field: 'reviewState', from: RULE_TRANSITIONS[event].from, refusal: RULE_REFUSALS[event] });

export const COUPON_PACKAGE_SCREENS: readonly ScreenDecl[] = [
  {
    path: '/RenBoCouponPackageManagement',
    directory: 'merchants',
    menuId: 1515,
    entity: 'couponPackage',
    fields: [
      { name: 'lotId', type: 'lot', required: true, list: false, filter: 'lot' },
      LOT_NAME,
      { name: 'name', type: 'text', required: true, maxLength: 50, filter: 'text', width: 160 },
      ...COUPON_VALUE_FIELDS,
      // Each coupon's validity from the sale (hours; 0: until used).
      { name: 'validHours', type: 'integer', required: true, min: 0, max: VALID_HOURS_MAX, width: 100 },
      { name: 'couponCount', type: 'integer', required: true, min: 1, max: PACKAGE_COUPONS_MAX, width: 90 },
      { name: 'price', type: 'money', required: true, min: 1, max: PACKAGE_PRICE_MAX, width: 100 },
      { name: 'saleFrom', type: 'date', width: 110 },
      { name: 'saleTo', type: 'date', width: 110 },
      shown('reviewState', 'select', { options: RULE_STATES, filter: 'select', width: 110 }),
      shown('requestedBy', 'text', { width: 110 }),
      shown('approvedBy', 'text', { width: 110 }),
      shown('sold', 'integer', { sortable: false, width: 80 }),
      { name: 'remark', type: 'textarea', maxLength: 200, sortable: false },
    ],
    buttons: CRUD,
    rowActions: [
      { name: 'approve', button: 'approve', confirm: true, when: whenReview('approve'), approval: { requesterField: 'requestedBy' },
        context: ['name', 'kind', 'couponCount', 'price', 'saleFrom', 'saleTo', 'requestedBy'] },
      { name: 'disable', button: 'disable', confirm: true, when: whenReview('disable') },
      { name: 'enable', button: 'enable', confirm: true, when: whenReview('enable') },
      {
        // At the booth: the driver pays, his plate gets the coupons at once.
        name: 'sell', button: 'sell', idempotent: true, when: { field: 'reviewState', from: [1], refusal: 'couponPackageNotOnSale' },
        context: ['name', 'kind', 'couponCount', 'price', 'validHours'],
        fields: [
          { name: 'plate', type: 'text', maxLength: PLATE_INPUT_MAX_LENGTH, required: true },
          { name: 'channel', type: 'select', options: TOP_UP_CHANNELS, required: true },
          // The POS slip's number (a channel other than cash needs one).
          { name: 'reference', type: 'text', maxLength: 64 },
        ],
      },
    ],
    defaultSort: { field: 'name', direction: 'asc' },
    lotScoped: true,
    detail: { sections: [], audit: true },
  },
  {
    path: '/RenBoCouponOrderInfo',
    directory: 'merchants',
    menuId: 1516,
    entity: 'couponOrder',
    fields: [
      shown('orderNo', 'text', { filter: 'text', width: 170 }),
      LOT_FILTER, LOT_NAME,
      shown('packageName', 'text', { width: 150 }),
      shown('plate', 'text', { filter: 'text', width: 110 }),
      shown('coupons', 'integer', { width: 80 }),
      shown('price', 'money', { width: 100 }),
      shown('channel', 'select', { options: TOP_UP_CHANNELS, filter: 'select', width: 90 }),
      shown('reference', 'text', { width: 120 }),
      shown('paymentNo', 'text', { sortable: false, width: 170 }),
      shown('paidAt', 'datetime', { filter: 'dateRange', width: 170 }),
      shown('operator', 'text', { width: 110 }),
      // Of its coupons: used so far, and what they took off.
      shown('used', 'integer', { sortable: false, width: 80 }),
      shown('relief', 'money', { sortable: false, width: 100 }),
    ],
    buttons: EXPORT_ONLY,
    defaultSort: newest('paidAt'),
    lotScoped: true,
    detail: { sections: [], audit: true },
  },
  {
    path: '/RenBoCouponTransactionHistory',
    directory: 'merchants',
    menuId: 1517,
    entity: 'packageCoupon',
    fields: [
      shown('couponNo', 'text', { filter: 'text', width: 150 }),
      LOT_FILTER, LOT_NAME,
      shown('orderNo', 'text', { filter: 'text', width: 170 }),
      shown('packageName', 'text', { width: 150 }),
      shown('plate', 'text', { filter: 'text', width: 110 }),
      shown('state', 'select', { options: COUPON_STATES, filter: 'select', width: 90 }),
      // What the coupon cost the driver: its share of the package's price.
      shown('share', 'money', { sortable: false, width: 100 }),
      shown('issuedAt', 'datetime', { filter: 'dateRange', width: 170 }),
      shown('expiresAt', 'datetime', { width: 170 }),
      // Where it was used: the stay's order and what it took off.
      shown('usedOrderNo', 'text', { sortable: false, width: 170 }),
      shown('relief', 'money', { sortable: false, width: 100 }),
      shown('endedAt', 'datetime', { width: 170 }),
    ],
    buttons: EXPORT_ONLY,
    defaultSort: newest('issuedAt'),
    lotScoped: true,
  },
];
