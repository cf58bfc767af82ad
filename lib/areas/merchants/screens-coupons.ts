// Merchants' coupons (issue 21; docs/merchants.md, "Coupons"): the kinds of coupon a merchant gives
// (/MerchantCouponManagement, where its staff issue one to a plate), the coupons issued
// (/MerchantCouponBindingRecord), the long-term ones (/LongTermCouponBindingRecord) and every use
// of a coupon on an order, by plate (/CouponInfoPlateInfo). Lot-scoped and merchant-scoped.
// Tables: 285_coupons.sql; stores: backend/areas/merchants/coupon-*.ts.
import { COUPON_STATES, COUPON_TRANSITIONS, COUPON_REFUSALS } from '../../parking/coupons/coupon-machine';
import { COUPON_KINDS } from '../../parking/coupons/relief';
import { COUPON_CHARGES } from '../../parking/coupons/terms';
import { DAY_WINDOWS_MAX_LENGTH } from '../../parking/cards/day-windows';
import type { FieldDecl, RowActionDecl, ScreenDecl } from '../../screens/types';
import { CRUD, EXPORT_ONLY, LOT_FILTER, LOT_NAME, newest, shown } from '../../screens/common-fields';
import { PLATE_INPUT_MAX_LENGTH } from '../../validation/formats';

/** A coupon type enabled (issued) or kept for the coupons already issued (0). */
export const COUPON_TYPE_STATUS = { enabled: 1, disabled: 0 } as const;
/** The longest validity a coupon is given (a year). */
export const VALID_HOURS_MAX = 24 * 366;

const MERCHANT_FILTER: FieldDecl = { name: 'merchantId', type: 'select', ref: true, readOnly: true, form: 'none', list: false, filter: 'select' };
const MERCHANT_NAME = shown('merchantName', 'text', { width: 150 });
const KIND = shown('kind', 'select', { options: COUPON_KINDS, filter: 'select', width: 110 });
const value = (name: string, type: 'integer' | 'money' | 'decimal', min: number, max: number, kinds: string[]): FieldDecl =>
  ({ name, type, min, max, width: 100, shownWhen: { kind: kinds } });

/** A coupon's kind and its value, written on every screen of coupon types (merchants' and the operator's). */
export const COUPON_VALUE_FIELDS: readonly FieldDecl[] = [
  { name: 'kind', type: 'select', options: COUPON_KINDS, required: true, filter: 'select', width: 110 },
  value('minutes', 'integer', 1, 24 * 60 * 7, ['time']),
  value('amount', 'money', 1, 100_000_00, ['cash']),
  // The discount d in 折: the driver pays d/10 of the fee ("8 折" pays 80 %); 0 is free (issue 21's convention).
  value('discount', 'decimal', 0, 9.9, ['percentage', 'window']),
  value('hours', 'integer', 1, 24 * 7, ['period']),
  { name: 'windows', type: 'text', maxLength: DAY_WINDOWS_MAX_LENGTH, width: 140, sortable: false, shownWhen: { kind: ['window'] } },
];

const VOID: RowActionDecl = {
  name: 'void', button: 'void', confirm: true,
  when: { field: 'state', from: COUPON_TRANSITIONS.void.from, refusal: COUPON_REFUSALS.void },
  fields: [{ name: 'reason', type: 'text', maxLength: 100, required: true }],
};

/** An issued coupon's columns, shared by the two binding records. */
const COUPON_FIELDS: readonly FieldDecl[] = [
  shown('couponNo', 'text', { filter: 'text', width: 150 }),
  LOT_FILTER, LOT_NAME, MERCHANT_FILTER, MERCHANT_NAME,
  shown('typeName', 'text', { width: 140 }),
  KIND,
  shown('plate', 'text', { filter: 'text', width: 110 }),
  shown('state', 'select', { options: COUPON_STATES, filter: 'select', width: 90 }),
  shown('issuedBy', 'text', { width: 110 }),
  shown('issuedAt', 'datetime', { filter: 'dateRange', width: 170 }),
  shown('expiresAt', 'datetime', { width: 170 }),
  // Its uses: how many, what they took off and cost the merchant (in the account's unit).
  shown('uses', 'integer', { sortable: false, width: 80 }),
  shown('relief', 'money', { sortable: false, width: 100 }),
  shown('lastOrderNo', 'text', { sortable: false, width: 170 }),
  shown('endedAt', 'datetime', { width: 170 }),
  shown('voidReason', 'text', { width: 160 }),
];

export const COUPON_SCREENS: readonly ScreenDecl[] = [
  {
    path: '/MerchantCouponManagement',
    directory: 'merchants',
    menuId: 1506,
    entity: 'couponType',
    fields: [
      { name: 'merchantId', type: 'select', ref: true, required: true, list: false, filter: 'select' },
      LOT_NAME, MERCHANT_NAME,
      { name: 'name', type: 'text', required: true, maxLength: 50, filter: 'text', width: 150 },
      ...COUPON_VALUE_FIELDS,
      { name: 'validHours', type: 'integer', required: true, min: 0, max: VALID_HOURS_MAX, width: 100 },
      { name: 'onePerPlate', type: 'boolean', width: 100 },
      { name: 'multiUse', type: 'boolean', width: 100 },
      { name: 'charge', type: 'select', options: COUPON_CHARGES, required: true, width: 110 },
      { name: 'chargeAmount', type: 'money', min: 1, max: 100_000_00, width: 110, shownWhen: { charge: ['fixed'] } },
      { name: 'chargeMax', type: 'money', min: 1, max: 100_000_00, width: 110, shownWhen: { charge: ['relief'] } },
      { name: 'status', type: 'select', options: Object.values(COUPON_TYPE_STATUS), required: true, filter: 'select', width: 90 },
      shown('issued', 'integer', { sortable: false, width: 90 }),
      { name: 'remark', type: 'textarea', maxLength: 200, sortable: false },
    ],
    buttons: CRUD,
    rowActions: [{
      // A merchant's staff give one to a customer's plate (docs/merchants.md, "Issuing").
      name: 'issue', button: 'issue', idempotent: true,
      when: { field: 'status', from: [COUPON_TYPE_STATUS.enabled], refusal: 'couponTypeDisabled' },
      context: ['merchantName', 'name', 'kind', 'validHours'],
      fields: [{ name: 'plate', type: 'text', maxLength: PLATE_INPUT_MAX_LENGTH, required: true }],
    }],
    defaultSort: { field: 'name', direction: 'asc' },
    lotScoped: true,
    merchantScoped: true,
    detail: { sections: [], audit: true },
  },
  {
    // The coupons given for one stay at a time.
    path: '/MerchantCouponBindingRecord',
    directory: 'merchants',
    menuId: 1507,
    entity: 'coupon',
    fields: COUPON_FIELDS,
    buttons: EXPORT_ONLY,
    rowActions: [VOID],
    defaultSort: newest('issuedAt'),
    lotScoped: true,
    merchantScoped: true,
    detail: { sections: [], audit: true },
  },
  {
    // Long-term coupons: used on every stay of their plate until they expire.
    path: '/LongTermCouponBindingRecord',
    directory: 'merchants',
    menuId: 1508,
    entity: 'longTermCoupon',
    fields: COUPON_FIELDS,
    buttons: EXPORT_ONLY,
    rowActions: [VOID],
    defaultSort: newest('issuedAt'),
    lotScoped: true,
    merchantScoped: true,
    detail: { sections: [], audit: true },
  },
  {
    // Every use of a coupon on a plate's order: what it took off and what the merchant paid.
    path: '/CouponInfoPlateInfo',
    directory: 'merchants',
    menuId: 1509,
    entity: 'couponUse',
    fields: [
      shown('plate', 'text', { filter: 'text', width: 110 }),
      LOT_FILTER, LOT_NAME, MERCHANT_FILTER, MERCHANT_NAME,
      shown('couponNo', 'text', { filter: 'text', width: 150 }),
      shown('typeName', 'text', { width: 140 }),
      KIND,
      shown('orderNo', 'text', { filter: 'text', width: 170 }),
      shown('relief', 'money', { width: 100 }),
      shown('state', 'select', { options: [1, 2], filter: 'select', width: 90 }),
      shown('appliedAt', 'datetime', { width: 170 }),
      shown('usedAt', 'datetime', { filter: 'dateRange', width: 170 }),
      // In the merchant's unit: fen, or minutes for a prepaid-minutes merchant; what a prepaid account could not pay.
      shown('chargeFen', 'money', { width: 100 }),
      shown('chargeMinutes', 'integer', { width: 100 }),
      shown('unchargedFen', 'money', { width: 100 }),
      shown('unchargedMinutes', 'integer', { width: 100 }),
    ],
    buttons: EXPORT_ONLY,
    defaultSort: newest('appliedAt'),
    lotScoped: true,
    merchantScoped: true,
  },
];
