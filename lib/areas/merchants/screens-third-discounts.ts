// Third-party discounts (issue 21; docs/merchants.md, "Third-party discounts"): a partner's discount
// on a lot's parking recorded as an application (/ThirdDiscountApply: a bank's card, a platform's
// campaign; /AliExclusiveOfferAudit, in the staff pages: Alipay's exclusive offers) and approved or
// rejected by a second person; approved, it is a coupon type of the partner's post-paid merchant,
// issued on demand inside its dates and budget; ended, issued no more. Lot-scoped and merchant-scoped.
// Table: 301_third_party_discounts.sql; store: backend/areas/merchants/third-discounts.ts.
import { THIRD_DISCOUNT_REFUSALS, THIRD_DISCOUNT_STATES, THIRD_DISCOUNT_TRANSITIONS, type ThirdDiscountEvent } from '../../parking/third-discount-machine';
import type { DirectoryKey } from '../../menu/directories';
import type { FieldDecl, RowActionDecl, ScreenDecl } from '../../screens/types';
import { CRUD, LOT_FILTER, LOT_NAME, newest, shown } from '../../screens/common-fields';
import { VALID_HOURS_MAX } from './screens-coupons';
import { THIRD_DISCOUNT_KINDS, type ThirdDiscountSource } from './third-discounts';

/** The largest budget a discount is given (1,000,000.00 yuan). */
const BUDGET_MAX = 100_000_000;

const whenState = (event: ThirdDiscountEvent): RowActionDecl['when'] =>
  ({ field: 'state', from: THIRD_DISCOUNT_TRANSITIONS[event].from, refusal: THIRD_DISCOUNT_REFUSALS[event] });

const FIELDS: readonly FieldDecl[] = [
  // The partner: a post-paid merchant of the lot, billed for what its coupons take off.
  { name: 'merchantId', type: 'select', ref: true, required: true, list: false, filter: 'select' },
  LOT_FILTER, LOT_NAME, shown('merchantName', 'text', { width: 150 }),
  { name: 'name', type: 'text', required: true, maxLength: 50, filter: 'text', width: 160 },
  { name: 'campaign', type: 'text', maxLength: 64, filter: 'text', width: 130 },
  { name: 'kind', type: 'select', options: THIRD_DISCOUNT_KINDS, required: true, filter: 'select', width: 110 },
  // What the driver pays of the fee: "8 折" is 80.
  { name: 'payPercent', type: 'integer', required: true, min: 0, max: 99, width: 90, shownWhen: { kind: ['percentage'] } },
  { name: 'amount', type: 'money', required: true, min: 1, max: 100_000_00, width: 100, shownWhen: { kind: ['cash'] } },
  { name: 'validFrom', type: 'date', required: true, filter: 'dateRange', width: 110 },
  { name: 'validTo', type: 'date', required: true, width: 110 },
  { name: 'budget', type: 'money', required: true, min: 1, max: BUDGET_MAX, width: 110 },
  // Spent: its coupons' relief and the cash coupons still out (lib/areas/merchants/third-discounts.ts spentOf).
  shown('spent', 'money', { sortable: false, width: 110 }),
  shown('issued', 'integer', { sortable: false, width: 80 }),
  { name: 'validHours', type: 'integer', required: true, min: 1, max: VALID_HOURS_MAX, width: 100 },
  shown('state', 'select', { options: THIRD_DISCOUNT_STATES, filter: 'select', width: 100 }),
  shown('requestedBy', 'text', { width: 110 }),
  shown('requestedAt', 'datetime', { width: 170 }),
  shown('reviewedBy', 'text', { width: 110 }),
  shown('reviewedAt', 'datetime', { width: 170 }),
  shown('reviewRemark', 'text', { width: 160 }),
  { name: 'remark', type: 'textarea', maxLength: 200, sortable: false },
];

const ROW_ACTIONS: readonly RowActionDecl[] = [
  {
    // A second person, never who recorded it: the partner's coupon type is made.
    name: 'approve', button: 'approve', idempotent: true, when: whenState('approve'), approval: { requesterField: 'requestedBy' },
    context: ['merchantName', 'name', 'kind', 'payPercent', 'amount', 'validFrom', 'validTo', 'budget', 'requestedBy'],
    fields: [{ name: 'reviewRemark', type: 'text', maxLength: 100 }],
  },
  {
    name: 'reject', button: 'reject', when: whenState('reject'), approval: { requesterField: 'requestedBy' },
    context: ['merchantName', 'name', 'requestedBy'],
    fields: [{ name: 'reviewRemark', type: 'text', maxLength: 100, required: true }],
  },
  // Stopped before its last day: its coupon type is disabled (coupons given keep their validity).
  { name: 'end', button: 'end', confirm: true, when: whenState('end') },
];

const screen = (path: string, directory: DirectoryKey, menuId: number, entity: string): ScreenDecl => ({
  path, directory, menuId, entity, fields: FIELDS, buttons: CRUD, rowActions: ROW_ACTIONS,
  defaultSort: newest('requestedAt'), lotScoped: true, merchantScoped: true, detail: { sections: [], audit: true },
});

/** Each source's screen (the store keeps each to its rows). */
export const THIRD_DISCOUNT_SCREEN_OF: Readonly<Record<ThirdDiscountSource, ScreenDecl>> = {
  partner: screen('/ThirdDiscountApply', 'merchants', 1523, 'thirdDiscount'),
  alipay: screen('/AliExclusiveOfferAudit', 'system', 1525, 'aliExclusiveOffer'),
};

export const THIRD_DISCOUNT_SCREENS: readonly ScreenDecl[] = Object.values(THIRD_DISCOUNT_SCREEN_OF);
