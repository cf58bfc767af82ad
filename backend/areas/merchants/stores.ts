// The stores of the merchants' screens (lib/areas/merchants/screens.ts, screens-packages.ts).
import type { EntityStore } from '../../entities/types';
import { merchantAccountStore } from './accounts';
import { merchantLedgerStore } from './ledger';
import { merchantStore } from './merchants';
import { COUPON_STORES } from './coupon-stores';
import { basePackageStore } from './base-packages';
import { packageApplicationStore } from './package-applications';
import { QR_STORES } from './qr/store';
import { COUPON_REPORT_STORES } from './coupon-report-stores';
import { THIRD_DISCOUNT_STORES } from './third-discounts';
import { vipPaymentStore } from './vip-payments';
import { alipayParkingDiscountStore } from './alipay-discounts';
import { couponOrderStore, packageCouponStore } from './coupon-package-orders';
import { couponPackageStore } from './coupon-packages';
import { eventCouponStore } from './event-coupons';
import { memberOfferStore } from './member-offers';
import { promotionRuleStore } from './promotion-rules';

export const MERCHANT_STORES: readonly EntityStore[] = [
  merchantStore, merchantAccountStore, merchantLedgerStore, basePackageStore, packageApplicationStore, ...COUPON_STORES, ...QR_STORES,
  ...COUPON_REPORT_STORES, ...THIRD_DISCOUNT_STORES, vipPaymentStore, alipayParkingDiscountStore,
  promotionRuleStore, eventCouponStore, couponPackageStore, couponOrderStore, packageCouponStore, memberOfferStore,
];
