// How a rental order was paid, as its lists show it: cash, an offline payment a cashier recorded
// (its channel, read "offline"), a merchant's account (cards it bought for its staff), or online, through a channel the customer paid on himself (read
// "online"). An order keeps its channel and whether it is online apart; the lists read the two as
// one value (backend/areas/rentals/rental-orders.ts PAID_BY_SQL), so the same channel reads
// differently whether the cashier recorded it or the customer paid it.
import { ONLINE_RENEWAL_CHANNELS, RENTAL_ORDER_CHANNELS, type OnlineRenewalChannel } from './sale';

/** What an online order's channel is followed by. */
export const ONLINE_PAID_BY_SUFFIX = 'Online';

export type OnlinePaidBy = `${OnlineRenewalChannel}${typeof ONLINE_PAID_BY_SUFFIX}`;
export const onlinePaidBy = (channel: OnlineRenewalChannel): OnlinePaidBy => `${channel}${ONLINE_PAID_BY_SUFFIX}`;

/** The values of a rental order's "paid by": the booth's channels and a merchant's account, then the online ones. */
export const RENTAL_PAID_BY: readonly string[] = [...RENTAL_ORDER_CHANNELS, ...ONLINE_RENEWAL_CHANNELS.map(onlinePaidBy)];
