// Merchants: a lot's partners, their accounts, top-ups, ledger and closing, their coupons and promotions (docs/merchants.md).
// The browser-safe manifest of the area, read only by lib/areas/all.ts (docs/architecture.md).
import type { AreaManifest } from '../types';
import { MERCHANT_SCREENS } from './screens';
import { COUPON_SCREENS } from './screens-coupons';
import { EVENT_SCREENS } from './screens-events';
import { MEMBER_SCREENS } from './screens-members';
import { PACKAGE_SCREENS } from './screens-packages';
import { PROMOTION_SCREENS } from './screens-promotions';

export const MERCHANTS_AREA = { key: 'merchants', screens: [...MERCHANT_SCREENS, ...COUPON_SCREENS, ...PROMOTION_SCREENS, ...EVENT_SCREENS, ...PACKAGE_SCREENS, ...MEMBER_SCREENS], pages: [] } as const satisfies AreaManifest;
