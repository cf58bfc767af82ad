// The stores of the merchants' screens (lib/areas/merchants/screens.ts, screens-packages.ts).
import type { EntityStore } from '../../entities/types';
import { merchantAccountStore } from './accounts';
import { merchantLedgerStore } from './ledger';
import { merchantStore } from './merchants';
import { COUPON_STORES } from './coupon-stores';
import { basePackageStore } from './base-packages';
import { packageApplicationStore } from './package-applications';
import { QR_STORES } from './qr/store';

export const MERCHANT_STORES: readonly EntityStore[] = [
  merchantStore, merchantAccountStore, merchantLedgerStore, basePackageStore, packageApplicationStore, ...COUPON_STORES, ...QR_STORES,
];
