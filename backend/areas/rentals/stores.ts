// The stores of the rental screens (lib/areas/rentals/screens.ts).
import type { EntityStore } from '../../entities/types';
import { packageAreaPriceStore } from './area-prices';
import { cardReviewStore, cardsOfKindStore, cardStore, rentInfoStore } from './cards';
import { packageNameStore } from './package-names';
import { packageStore } from './packages';
import { rechargeRuleStore } from './recharge-rules';
import { rechargeOrderStore, storedValueLedgerStore } from './recharges';
import { rentalRefundStore } from './refunds';
import { lotGroupStore } from './lot-groups';
import { packageSaleStore } from './package-sales';
import { propertyAllocationStore, rentalOrderAllocationStore, rentingOutStore } from './allocations';
import { vipGrantStore, vipRentalOrderStore } from './vip';
import { vipLockStayStore } from './vip-lock-stays';
import { alipayRentalOrderStore, monthKindRentalOrderStore, offlineRentalOrderStore, propertyRentalOrderStore, rentalOrderStore, rentalPaymentStore } from './rental-orders';

export const RENTAL_STORES: readonly EntityStore[] = [
  packageNameStore, packageStore, rechargeRuleStore, packageAreaPriceStore, cardStore, cardReviewStore, rentalOrderStore, propertyRentalOrderStore,
  cardsOfKindStore('propertyCard', 'property'), cardsOfKindStore('vipCard', 'vip'), rentalRefundStore, lotGroupStore,
  monthKindRentalOrderStore, offlineRentalOrderStore, rentalPaymentStore, packageSaleStore, rentInfoStore, rechargeOrderStore, storedValueLedgerStore,
  rentalOrderAllocationStore, rentingOutStore, propertyAllocationStore, vipGrantStore, vipRentalOrderStore, alipayRentalOrderStore,
  vipLockStayStore,
];
