// Member offers (/MembershipCardOffer; docs/merchants.md, "Promotions"): what the notes call a
// member card (a discount 0–10, "0 free, 10 no discount") built as the operator's standing
// percentage coupon: an offer of a lot with its member discount and how long a membership lasts;
// its row action enrols member plates (typed or pasted, all or nothing), each given one long-term
// coupon used on every stay until the membership ends, charging nobody. Lot-scoped.
// Table: coupon_types of purpose 'member' (298_member_offers.sql); store: backend/areas/merchants/member-offers.ts.
import { COUPON_STATES } from '../../parking/coupons/coupon-machine';
import type { ScreenDecl } from '../../screens/types';
import { CRUD, LOT_NAME, detailSection, shown } from '../../screens/common-fields';
import { MEMBER_DAYS_MAX, MEMBER_DISCOUNT_MAX } from './member-offers';
import { COUPON_TYPE_STATUS } from './screens-coupons';
import { EVENT_PLATES_MAX_LENGTH } from './screens-events';

export const MEMBER_SCREENS: readonly ScreenDecl[] = [
  {
    path: '/MembershipCardOffer',
    directory: 'merchants',
    menuId: 1518,
    entity: 'memberOffer',
    fields: [
      { name: 'lotId', type: 'lot', required: true, list: false, filter: 'lot' },
      LOT_NAME,
      { name: 'name', type: 'text', required: true, maxLength: 50, filter: 'text', width: 160 },
      // The member pays fee × d/10: 8 pays 80 %, 0 is free.
      { name: 'memberDiscount', type: 'decimal', required: true, min: 0, max: MEMBER_DISCOUNT_MAX, width: 100 },
      { name: 'validDays', type: 'integer', required: true, min: 1, max: MEMBER_DAYS_MAX, width: 100 },
      { name: 'status', type: 'select', options: Object.values(COUPON_TYPE_STATUS), required: true, filter: 'select', width: 90 },
      shown('members', 'integer', { sortable: false, width: 90 }),
      shown('relief', 'money', { sortable: false, width: 100 }),
      { name: 'remark', type: 'textarea', maxLength: 200, sortable: false },
    ],
    buttons: CRUD,
    rowActions: [{
      name: 'enroll', button: 'enroll', idempotent: true,
      when: { field: 'status', from: [COUPON_TYPE_STATUS.enabled], refusal: 'couponTypeDisabled' },
      context: ['name', 'memberDiscount', 'validDays'],
      fields: [{ name: 'plates', type: 'textarea', maxLength: EVENT_PLATES_MAX_LENGTH, required: true }],
    }],
    defaultSort: { field: 'name', direction: 'asc' },
    lotScoped: true,
    detail: {
      sections: [detailSection('members', {
        couponNo: 'text', plate: 'text', state: COUPON_STATES, issuedAt: 'datetime', expiresAt: 'datetime', uses: 'integer', relief: 'money',
      })],
      audit: true,
    },
  },
];
