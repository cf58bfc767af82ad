// Special-event coupons (issue 21; docs/merchants.md, "Promotions"): an event of a lot (a concert
// night) is an operator's coupon type (no merchant: nobody is charged) with its window; its row
// action issues it to a list of plates, typed or pasted, all or nothing. Its coupons apply to a
// pricing inside the window and expire at its end. Lot-scoped, not merchant-scoped (the operator's).
// Table: coupon_types of purpose 'event' (296_operator_coupons.sql); store:
// backend/areas/merchants/event-coupons.ts.
import type { ScreenDecl } from '../../screens/types';
import { CRUD, LOT_NAME, detailSection, shown } from '../../screens/common-fields';
import { COUPON_STATES } from '../../parking/coupons/coupon-machine';
import { COUPON_TYPE_STATUS, COUPON_VALUE_FIELDS } from './screens-coupons';
import { EVENT_PLATES_MAX } from './event-coupons';

/** The plate list's longest text: the most plates, each with its separator. */
export const EVENT_PLATES_MAX_LENGTH = EVENT_PLATES_MAX * 14;

export const EVENT_SCREENS: readonly ScreenDecl[] = [
  {
    path: '/SpecialEventCoupons',
    directory: 'merchants',
    menuId: 1514,
    entity: 'eventCoupon',
    fields: [
      { name: 'lotId', type: 'lot', required: true, list: false, filter: 'lot' },
      LOT_NAME,
      { name: 'name', type: 'text', required: true, maxLength: 50, filter: 'text', width: 160 },
      ...COUPON_VALUE_FIELDS,
      // The event's window: its coupons apply to a stay priced inside it, and expire at its end.
      { name: 'validFrom', type: 'datetime', required: true, filter: 'dateRange', width: 170 },
      { name: 'validTo', type: 'datetime', required: true, width: 170 },
      { name: 'status', type: 'select', options: Object.values(COUPON_TYPE_STATUS), required: true, filter: 'select', width: 90 },
      shown('issued', 'integer', { sortable: false, width: 90 }),
      shown('used', 'integer', { sortable: false, width: 90 }),
      shown('relief', 'money', { sortable: false, width: 100 }),
      { name: 'remark', type: 'textarea', maxLength: 200, sortable: false },
    ],
    buttons: CRUD,
    rowActions: [{
      // The guest list: every plate valid, or nothing issued.
      name: 'issue', button: 'issue', idempotent: true,
      when: { field: 'status', from: [COUPON_TYPE_STATUS.enabled], refusal: 'couponTypeDisabled' },
      context: ['name', 'kind', 'validFrom', 'validTo'],
      fields: [{ name: 'plates', type: 'textarea', maxLength: EVENT_PLATES_MAX_LENGTH, required: true }],
    }],
    defaultSort: { field: 'validFrom', direction: 'desc' },
    lotScoped: true,
    detail: {
      // The guests' plates and what became of each coupon.
      sections: [detailSection('coupons', {
        couponNo: 'text', plate: 'text', state: COUPON_STATES, issuedAt: 'datetime', issuedBy: 'text', orderNo: 'text', relief: 'money',
      })],
      audit: true,
    },
  },
];
