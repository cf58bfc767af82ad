// The coupon reports (issue 21; docs/merchants.md, "Coupon reports"): coupons issued, used, expired
// and void with their relief and the merchants' charges per merchant, coupon type and day
// (/CouponOrderStatistics, reports); each merchant's period against its issuing limits (the named
// page data "merchant coupon usage": /MerchantCouponUsage); the orders on which coupons took money
// off (reports "coupon deal info": /CouponDealInfo). Read only. The figures are defined once
// (view coupon_daily, 300_coupon_reports.sql; lib/areas/merchants/coupon-figures.ts).
import { COUPON_KINDS } from '../../parking/coupons/relief';
import { ORDER_STATES } from '../../parking/order-machine';
import type { FieldDecl, ScreenDecl } from '../../screens/types';
import { EXPORT_ONLY, LOT_FILTER, LOT_NAME, detailSection, newest, shown } from '../../screens/common-fields';
import { SETTLEMENTS } from './account';
import { LIMIT_PERIODS } from './settings';

const MERCHANT_FILTER: FieldDecl = { name: 'merchantId', type: 'select', ref: true, readOnly: true, form: 'none', list: false, filter: 'select' };
const MERCHANT_NAME = shown('merchantName', 'text', { width: 150 });
const count = (name: string) => shown(name, 'integer', { width: 90 });
const money = (name: string) => shown(name, 'money', { width: 110 });
/** A figure of the merchant's current period, brought to the moment of reading (not sortable). */
const period = (name: string, type: 'integer' | 'money' = 'integer') => shown(name, type, { sortable: false, width: 110 });

export const COUPON_REPORT_SCREENS: readonly ScreenDecl[] = [
  {
    path: '/CouponOrderStatistics',
    directory: 'reports',
    menuId: 1520,
    entity: 'couponStatistics',
    fields: [
      shown('day', 'date', { filter: 'dateRange', width: 120 }),
      LOT_FILTER, LOT_NAME, MERCHANT_FILTER, MERCHANT_NAME,
      shown('typeName', 'text', { filter: 'text', width: 140 }),
      shown('kind', 'select', { options: COUPON_KINDS, filter: 'select', width: 110 }),
      count('issued'), count('used'), count('expired'), count('voided'),
      // What the coupons took off the orders (the settlement's discounted counts the same rows).
      money('relief'),
      // What their uses cost the merchants: fen, or minutes for a prepaid-minutes merchant.
      money('chargeFen'),
      count('chargeMinutes'),
    ],
    buttons: EXPORT_ONLY,
    defaultSort: newest('day'),
    lotScoped: true,
    merchantScoped: true,
    chart: { type: 'bar', x: 'day', series: ['relief', 'chargeFen'] },
  },
  {
    // Each merchant in its limits' current period: its account, what it issued and what was used and
    // charged, each limit and how close it is (the share of the nearest).
    path: '/MerchantCouponUsage',
    directory: 'data',
    menuId: 1521,
    entity: 'merchantCouponUsage',
    fields: [
      LOT_FILTER, LOT_NAME,
      shown('name', 'text', { filter: 'text', width: 160 }),
      shown('settlement', 'select', { options: SETTLEMENTS, filter: 'select', width: 110 }),
      money('balance'), count('minutes'), money('arrearsLimit'),
      shown('limitPeriod', 'select', { options: LIMIT_PERIODS, filter: 'select', width: 90 }),
      shown('periodFrom', 'date', { sortable: false, width: 120 }),
      period('issued'), period('used'), period('relief', 'money'), period('chargeFen', 'money'), period('chargeMinutes'),
      // The limits (blank: none) beside what the period used of each.
      shown('limitCount', 'integer', { width: 100 }), period('issuedCount'),
      shown('limitAmount', 'money', { width: 110 }), period('issuedAmount', 'money'),
      shown('limitMinutes', 'integer', { width: 100 }), period('issuedMinutes'),
      shown('limitCars', 'integer', { width: 100 }), period('carsIn'),
      period('nearestLimit'),
    ],
    buttons: EXPORT_ONLY,
    defaultSort: { field: 'name', direction: 'asc' },
    lotScoped: true,
    merchantScoped: true,
  },
  {
    // The orders on which coupons took money off: the fee, the coupons' relief (each coupon's in the
    // detail), the rest of the discounts, what was paid and is due.
    path: '/CouponDealInfo',
    directory: 'reports',
    menuId: 1522,
    entity: 'couponDeal',
    fields: [
      shown('orderNo', 'text', { filter: 'text', width: 170 }),
      LOT_FILTER, LOT_NAME,
      shown('plate', 'text', { filter: 'text', width: 110 }),
      shown('createdAt', 'datetime', { filter: 'dateRange', width: 170 }),
      money('receivable'),
      shown('coupons', 'integer', { sortable: false, width: 80 }),
      shown('couponRelief', 'money', { sortable: false, width: 110 }),
      shown('otherDiscount', 'money', { sortable: false, width: 110 }),
      money('waived'), money('paid'), money('due'),
      shown('state', 'select', { options: ORDER_STATES, filter: 'select', width: 110 }),
    ],
    buttons: EXPORT_ONLY,
    defaultSort: newest('createdAt'),
    lotScoped: true,
    detail: {
      sections: [detailSection('coupons', {
        couponNo: 'text', merchantName: 'text', typeName: 'text', kind: COUPON_KINDS, relief: 'money', useState: [1, 2], chargeFen: 'money', chargeMinutes: 'integer',
      })],
      audit: false,
    },
  },
];
