// How a card is paid for and what a sale makes of its order and its card (docs/rentals.md, "First
// sale, offline payments"): pure, shared by the screens and the sale services
// (backend/areas/rentals/sales.ts, offline-orders.ts).
import { ARCHIVE_STATE, type ArchiveState } from '../../parking/archive-machine';
import type { CardState } from '../../parking/cards/card-state';
import { CHANNEL_TXN_MAX_LENGTH } from '../../parking/channels';
import type { LeaseEvent } from '../../parking/lease-machine';

/**
 * How a card is paid at the booth: cash, or one of the product's electronic channels paid outside
 * the console (a bank card on a terminal not linked to it, the operator's Alipay or WeChat code
 * scanned) and recorded by the cashier with its reference: an offline payment, which waits for finance.
 */
export const RENTAL_SALE_CHANNELS = ['cash', 'pos', 'alipay', 'wechat'] as const;
export type RentalSaleChannel = (typeof RENTAL_SALE_CHANNELS)[number];
/**
 * A rental order paid from a merchant's account (docs/rentals.md, "Merchant packages"): cards a
 * merchant bought for its staff. No payment: the money came in at the merchant's top-up.
 */
export const MERCHANT_CHANNEL = 'merchant';
/** How a rental order was paid, as its lists show it. */
export const RENTAL_ORDER_CHANNELS = [...RENTAL_SALE_CHANNELS, MERCHANT_CHANNEL] as const;
/** A stored-value card is recharged in cash at the booth (an offline recharge waiting for finance is not built). */
export const RECHARGE_CHANNELS = ['cash'] as const satisfies readonly RentalSaleChannel[];
export const RENTAL_OFFLINE_CHANNELS: readonly RentalSaleChannel[] = ['pos', 'alipay', 'wechat'];
/** An offline payment's reference becomes its payment's channel transaction number once confirmed. */
export const SALE_REFERENCE_MAX_LENGTH = CHANNEL_TXN_MAX_LENGTH;

/**
 * The channels a customer renews his card on by himself, online (docs/rentals.md, "Online
 * renewals"): the trade is made through the lot's merchant account, and the order is paid when the
 * channel says so. Only the channel's adapter differs (backend/channels/); /AliMonthlyOrderInfo
 * lists Alipay's, the order lists every one.
 */
export const ONLINE_RENEWAL_CHANNELS = ['alipay', 'wechat'] as const satisfies readonly RentalSaleChannel[];
export type OnlineRenewalChannel = (typeof ONLINE_RENEWAL_CHANNELS)[number];
export const isOnlineRenewalChannel = (channel: string): channel is OnlineRenewalChannel => (ONLINE_RENEWAL_CHANNELS as readonly string[]).includes(channel);

/**
 * How long an online order waits for its payment: the channel's trade is made to expire then
 * (WeChat's time_expire), and the order expires after it unless the channel says it was paid. Half
 * an hour: a customer pays on his phone at once, and the card is not held meanwhile.
 */
export const ONLINE_ORDER_TTL_MS = 30 * 60_000;

export const isOfflineChannel = (channel: string) => (RENTAL_OFFLINE_CHANNELS as readonly string[]).includes(channel);

/**
 * What a sale does to its new order: paid at once (cash; or nothing to pay: a VIP's first card, which
 * waits for review itself), or left waiting for a second person: an offline payment for finance, and a
 * free renewal (a VIP's extension), which gives free parking as the free card did, so one person alone
 * does not give it (confirmed on /MonthlyRentalVipManagement; its period is applied then). Both wait
 * in the lease machine's one waiting state (financialPending): nothing else moves the card meanwhile.
 */
export const saleLeaseEvent = (channel: string, amount: number, renewal = false): Extract<LeaseEvent, 'pay' | 'recordOffline'> =>
  (amount > 0 ? (isOfflineChannel(channel) ? 'recordOffline' : 'pay') : renewal ? 'recordOffline' : 'pay');

/** An order recorded for a second person that carries a payment's reference: one paid offline (a free renewal has none). */
export const offlinePayment = (event: LeaseEvent, amount: number) => event === 'recordOffline' && amount > 0;

/**
 * The review state of a card made by its first sale. Paid at once, it is confirmed: its terms are a
 * package a second person approved, its period is computed and its money is in the cashier's
 * shift, so nothing is left for a review to check and a paid car is not turned away at the lane.
 * Free (a VIP) it waits for review: a cashier alone does not give free parking. Paid offline it waits
 * for finance, who confirms card and payment together (/OfflineOrderReview).
 */
export const firstSaleReview = (amount: number, event: LeaseEvent): ArchiveState =>
  (event === 'pay' && amount > 0 ? ARCHIVE_STATE.confirmed : ARCHIVE_STATE.pendingReview);

/**
 * A card's rental as spec 4 names its card side (lib/parking/lease-machine.ts): leased out while it
 * runs (active, in its grace, paused), leasing in progress before it does (waiting for review, or
 * its period not begun), ended after it, not approved when its review failed.
 */
export const RENT_STATES = ['leasingInProgress', 'leasedOut', 'leaseEnded', 'leaseNotApproved'] as const;
export type RentState = (typeof RENT_STATES)[number];

export function rentState(reviewState: ArchiveState, validity: CardState | null): RentState {
  if (reviewState === ARCHIVE_STATE.auditFailed) return 'leaseNotApproved';
  if (reviewState === ARCHIVE_STATE.pendingReview || validity === null || validity === 'pending') return 'leasingInProgress';
  return validity === 'expired' || validity === 'cancelled' ? 'leaseEnded' : 'leasedOut';
}
