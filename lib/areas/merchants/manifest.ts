// Merchants: a lot's partners, their accounts, top-ups, ledger and closing, their coupons and
// promotions (docs/merchants.md), and the cards they buy for their staff (docs/rentals.md,
// "Merchant packages").
// The browser-safe manifest of the area, read only by lib/areas/all.ts (docs/architecture.md).
import type { AreaManifest } from '../types';
import { MERCHANT_SCREENS } from './screens';
import { COUPON_SCREENS } from './screens-coupons';
import { MERCHANT_PACKAGE_SCREENS } from './screens-packages';
import { QR_SCREENS } from './screens-qr';
import { COUPON_REPORT_SCREENS } from './screens-coupon-reports';
import { THIRD_DISCOUNT_SCREENS } from './screens-third-discounts';
import { VIP_PAYMENT_SCREENS } from './screens-vip-payments';
import { ALIPAY_DISCOUNT_SCREENS } from './screens-alipay-discounts';
import { EVENT_SCREENS } from './screens-events';
import { MEMBER_SCREENS } from './screens-members';
import { COUPON_PACKAGE_SCREENS } from './screens-coupon-packages';
import { PROMOTION_SCREENS } from './screens-promotions';

export const MERCHANTS_AREA = {
  key: 'merchants',
  screens: [
    ...MERCHANT_SCREENS, ...MERCHANT_PACKAGE_SCREENS, ...COUPON_SCREENS, ...QR_SCREENS,
    ...COUPON_REPORT_SCREENS, ...THIRD_DISCOUNT_SCREENS, ...VIP_PAYMENT_SCREENS, ...ALIPAY_DISCOUNT_SCREENS,
    ...PROMOTION_SCREENS, ...EVENT_SCREENS, ...COUPON_PACKAGE_SCREENS, ...MEMBER_SCREENS,
  ],
  pages: [],
} as const satisfies AreaManifest;
