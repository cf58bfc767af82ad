// Merchants: a lot's partners, their accounts, top-ups, ledger and closing, their coupons
// (docs/merchants.md), and the cards they buy for their staff (docs/rentals.md, "Merchant packages").
// The browser-safe manifest of the area, read only by lib/areas/all.ts (docs/architecture.md).
import type { AreaManifest } from '../types';
import { MERCHANT_SCREENS } from './screens';
import { COUPON_SCREENS } from './screens-coupons';
import { MERCHANT_PACKAGE_SCREENS } from './screens-packages';
import { QR_SCREENS } from './screens-qr';

export const MERCHANTS_AREA = {
  key: 'merchants', screens: [...MERCHANT_SCREENS, ...MERCHANT_PACKAGE_SCREENS, ...COUPON_SCREENS, ...QR_SCREENS], pages: [],
} as const satisfies AreaManifest;
