// Merchants: a lot's partners, their accounts, top-ups, ledger and closing, and their coupons (docs/merchants.md).
// The browser-safe manifest of the area, read only by lib/areas/all.ts (docs/architecture.md).
import type { AreaManifest } from '../types';
import { MERCHANT_SCREENS } from './screens';
import { COUPON_SCREENS } from './screens-coupons';
import { COUPON_REPORT_SCREENS } from './screens-coupon-reports';
import { THIRD_DISCOUNT_SCREENS } from './screens-third-discounts';
import { VIP_PAYMENT_SCREENS } from './screens-vip-payments';
import { ALIPAY_DISCOUNT_SCREENS } from './screens-alipay-discounts';

export const MERCHANTS_AREA = { key: 'merchants', screens: [...MERCHANT_SCREENS, ...COUPON_SCREENS, ...COUPON_REPORT_SCREENS, ...THIRD_DISCOUNT_SCREENS, ...VIP_PAYMENT_SCREENS, ...ALIPAY_DISCOUNT_SCREENS], pages: [] } as const satisfies AreaManifest;
