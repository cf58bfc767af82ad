// Merchants (spec 2's group "Coupons, merchants, marketing"; docs/merchants.md): the merchants of
// a lot and their settings (/MerchantInformationManagement), their accounts topped up at the booth
// (/MerchantRecharge) and every change of an account (/MerchantRechargeRecord). Lot-scoped, and
// merchant-scoped: a user bound to a merchant sees only its rows. Tables: 270_merchants.sql;
// stores: backend/areas/merchants/stores.ts.
import type { FieldDecl, RowActionDecl, ScreenDecl } from '../../screens/types';
import { CRUD, EXPORT_ONLY, LOT_FILTER, LOT_NAME, detailSection, newest, shown } from '../../screens/common-fields';
import { LEDGER_CAUSES, LEDGER_UNITS, REFUND_METHODS, SETTLEMENTS, TOP_UP_CHANNELS } from './account';
import { MERCHANT_EVENT_REFUSALS, MERCHANT_STATES, MERCHANT_TRANSITIONS, TOP_UP_STATES, type MerchantEvent } from '../../parking/merchant-machine';
import { MERCHANT_REFUSALS } from './refusals';
import { LIMIT_MAX, LIMIT_PERIODS } from './settings';

/** Allowed from the states the machine allows `event` from, refused with its message. */
const whenState = (event: MerchantEvent): RowActionDecl['when'] =>
  ({ field: 'state', from: MERCHANT_TRANSITIONS[event].from, refusal: MERCHANT_EVENT_REFUSALS[event] });
const limit = (name: string, type: 'integer' | 'money'): FieldDecl => ({ name, type, min: 1, max: LIMIT_MAX, width: 110, section: 'limits' });

const MERCHANT_NAME = shown('merchantName', 'text', { filter: 'text', width: 160 });
const ACCOUNT: readonly FieldDecl[] = [
  // The account in its unit: fen (prepaid, post-paid: below 0 is what a post-paid merchant owes) or minutes.
  shown('balance', 'money', { width: 110 }),
  shown('minutes', 'integer', { width: 100 }),
];

export const MERCHANT_SCREENS: readonly ScreenDecl[] = [
  {
    path: '/MerchantInformationManagement',
    directory: 'merchants',
    menuId: 1501,
    entity: 'merchant',
    fields: [
      { name: 'lotId', type: 'lot', required: true, list: false, filter: 'lot' },
      LOT_NAME,
      // Unique per lot (another lot may have a merchant of the same name).
      { name: 'name', type: 'text', required: true, maxLength: 50, filter: 'text', width: 180 },
      { name: 'contact', type: 'text', maxLength: 30, width: 110 },
      { name: 'phone', type: 'phone', filter: 'text', width: 130 },
      { name: 'settlement', type: 'select', options: SETTLEMENTS, required: true, filter: 'select', width: 120 },
      // "8" credits 1 000.00 for a top-up of 800.00 (0 < d <= 10, one decimal).
      { name: 'discount', type: 'decimal', required: true, min: 0.1, max: 10, width: 90 },
      { name: 'minutePrice', type: 'money', required: true, min: 1, width: 110, shownWhen: { settlement: ['minutes'] } },
      { name: 'arrearsLimit', type: 'money', min: 0, width: 110, shownWhen: { settlement: ['postpaid'] } },
      { name: 'limitPeriod', type: 'select', options: LIMIT_PERIODS, required: true, width: 100, section: 'limits' },
      limit('limitCount', 'integer'), limit('limitAmount', 'money'), limit('limitMinutes', 'integer'), limit('limitCars', 'integer'),
      ...ACCOUNT,
      shown('state', 'select', { options: MERCHANT_STATES, filter: 'select', width: 100 }),
      // The users bound to it (/EmployeeInformation binds them).
      shown('users', 'text', { sortable: false, width: 140 }),
      // The closing waiting for a second person: who asked, why, and what it would give back now.
      shown('closeRequestedBy', 'text', { width: 110 }),
      shown('closeReason', 'text', { list: false }),
      shown('refundNow', 'money', { sortable: false, width: 110 }),
      { name: 'remark', type: 'textarea', maxLength: 200, sortable: false },
    ],
    buttons: CRUD,
    rowActions: [
      { name: 'disable', button: 'disable', confirm: true, when: whenState('disable') },
      { name: 'enable', button: 'enable', confirm: true, when: whenState('enable') },
      {
        name: 'requestClose', button: 'requestClose', when: whenState('requestClose'),
        context: ['name', 'settlement', 'balance', 'minutes', 'refundNow'],
        fields: [{ name: 'reason', type: 'text', maxLength: 100, required: true }],
      },
      { name: 'cancelClose', button: 'cancelClose', confirm: true, when: whenState('cancelClose') },
      {
        // Finance, never who asked: the account's last ledger row, and the money handed back.
        name: 'confirmClose', button: 'confirmClose', idempotent: true, when: whenState('confirmClose'),
        approval: { requesterField: 'closeRequestedBy' },
        context: ['name', 'settlement', 'balance', 'minutes', 'refundNow', 'closeRequestedBy', 'closeReason'],
        fields: [
          { name: 'refundMethod', type: 'select', options: REFUND_METHODS, required: true },
          { name: 'refundReference', type: 'text', maxLength: 64 },
        ],
      },
    ],
    defaultSort: { field: 'name', direction: 'asc' },
    lotScoped: true,
    merchantScoped: true,
    detail: { sections: [], audit: true },
  },
  {
    // The accounts, topped up at the booth: money received, credited at the merchant's discount.
    path: '/MerchantRecharge',
    directory: 'merchants',
    menuId: 1502,
    entity: 'merchantAccount',
    fields: [
      LOT_FILTER, LOT_NAME,
      shown('name', 'text', { filter: 'text', width: 180 }),
      shown('settlement', 'select', { options: SETTLEMENTS, filter: 'select', width: 120 }),
      shown('discount', 'decimal', { width: 90 }),
      shown('minutePrice', 'money', { width: 110 }),
      shown('arrearsLimit', 'money', { width: 110 }),
      ...ACCOUNT,
      // What its top-ups brought in and credited (in the account's unit), and the last one.
      shown('received', 'money', { sortable: false, width: 110 }),
      shown('lastTopUpAt', 'datetime', { sortable: false, width: 170 }),
      shown('state', 'select', { options: MERCHANT_STATES, filter: 'select', width: 100 }),
    ],
    buttons: EXPORT_ONLY,
    rowActions: [{
      name: 'topUp', button: 'topUp', idempotent: true,
      when: { field: 'state', from: TOP_UP_STATES, refusal: MERCHANT_REFUSALS.topUp },
      context: ['name', 'settlement', 'discount', 'minutePrice', 'balance', 'minutes'],
      fields: [
        { name: 'amount', type: 'money', min: 1, max: 100_000_000, required: true },
        { name: 'channel', type: 'select', options: TOP_UP_CHANNELS, required: true },
        // The POS slip's number (a channel other than cash needs one).
        { name: 'reference', type: 'text', maxLength: 64 },
      ],
    }],
    defaultSort: { field: 'name', direction: 'asc' },
    lotScoped: true,
    merchantScoped: true,
    detail: {
      sections: [detailSection('topUps', {
        topUpNo: 'text', at: 'datetime', amount: 'money', channel: TOP_UP_CHANNELS, reference: 'text', discount: 'decimal',
        credited: 'money', minutes: 'integer', paymentNo: 'text', operator: 'text',
      })],
      audit: true,
    },
  },
  {
    // Every change of an account: before, change, after in its unit, and its cause.
    path: '/MerchantRechargeRecord',
    directory: 'merchants',
    menuId: 1503,
    entity: 'merchantLedger',
    fields: [
      shown('at', 'datetime', { filter: 'dateRange', width: 170 }),
      LOT_FILTER, LOT_NAME,
      { name: 'merchantId', type: 'select', ref: true, readOnly: true, form: 'none', list: false, filter: 'select' },
      MERCHANT_NAME,
      shown('cause', 'select', { options: LEDGER_CAUSES, filter: 'select', width: 110 }),
      shown('unit', 'select', { options: LEDGER_UNITS, width: 90 }),
      shown('balanceBefore', 'money', { width: 110 }), shown('change', 'money', { width: 100 }), shown('balanceAfter', 'money', { width: 110 }),
      shown('minutesBefore', 'integer', { width: 100 }), shown('minutesChange', 'integer', { width: 100 }), shown('minutesAfter', 'integer', { width: 100 }),
      // What caused it: the top-up (its money, channel and payment), the closing (what was handed back) or cards bought.
      shown('topUpNo', 'text', { filter: 'text', width: 170 }),
      shown('received', 'money', { width: 110 }),
      shown('channel', 'select', { options: TOP_UP_CHANNELS, width: 90 }),
      shown('paymentNo', 'text', { width: 170 }),
      // A gift's rule (/PromotionRules).
      shown('promotionName', 'text', { width: 140 }),
      shown('refund', 'money', { width: 110 }),
      shown('refundMethod', 'select', { options: REFUND_METHODS, width: 100 }),
      // Cards bought for the staff: the application they were bought by (/MerchantPackage).
      shown('applicationNo', 'text', { filter: 'text', width: 130 }),
      shown('operator', 'text', { width: 110 }),
    ],
    buttons: EXPORT_ONLY,
    defaultSort: newest('at'),
    lotScoped: true,
    merchantScoped: true,
    detail: { sections: [], audit: true },
  },
];
