// The stores of the merchants' screens (lib/areas/merchants/screens.ts).
import type { EntityStore } from '../../entities/types';
import { merchantAccountStore } from './accounts';
import { merchantLedgerStore } from './ledger';
import { merchantStore } from './merchants';
import { COUPON_STORES } from './coupon-stores';
import { COUPON_REPORT_STORES } from './coupon-report-stores';
import { THIRD_DISCOUNT_STORES } from './third-discounts';
import { vipPaymentStore } from './vip-payments';
import { alipayParkingDiscountStore } from './alipay-discounts';

export const MERCHANT_STORES: readonly EntityStore[] = [merchantStore, merchantAccountStore, merchantLedgerStore, ...COUPON_STORES, ...COUPON_REPORT_STORES, ...THIRD_DISCOUNT_STORES, vipPaymentStore, alipayParkingDiscountStore];
