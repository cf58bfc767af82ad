// The stores of the merchants' screens (lib/areas/merchants/screens.ts).
import type { EntityStore } from '../../entities/types';
import { merchantAccountStore } from './accounts';
import { merchantLedgerStore } from './ledger';
import { merchantStore } from './merchants';
import { COUPON_STORES } from './coupon-stores';
import { couponOrderStore, packageCouponStore } from './coupon-package-orders';
import { couponPackageStore } from './coupon-packages';
import { eventCouponStore } from './event-coupons';
import { memberOfferStore } from './member-offers';
import { promotionRuleStore } from './promotion-rules';

export const MERCHANT_STORES: readonly EntityStore[] = [
  merchantStore, merchantAccountStore, merchantLedgerStore, ...COUPON_STORES, promotionRuleStore, eventCouponStore,
  couponPackageStore, couponOrderStore, packageCouponStore, memberOfferStore,
];
