// The expiry of an online order (docs/rentals.md, "Online renewals"), decided when the order is
// made: an outbox job due when the order stops waiting (expires_at), queued in the order's own
// transaction. The worker then asks the channel, outside any transaction (online-expiry.ts).
import type { Work } from '../../kernel/work';
import { enqueue } from '../../kernel/outbox/enqueue';

/** The outbox job kind of an online order's expiry. */
export const ONLINE_EXPIRY = 'rentals.expireOnlineOrder';
export interface OnlineExpiryPayload { orderNo: string }
/** One job per order: its number names it. */
export const onlineExpiryKey = (orderNo: string) => `rental-expiry:${orderNo}`;

/** The order's expiry queued, due at `expiresAt`. */
export async function queueExpiry(work: Work, orderNo: string, expiresAt: number): Promise<void> {
  await enqueue(work, { kind: ONLINE_EXPIRY, key: onlineExpiryKey(orderNo), payload: { orderNo } satisfies OnlineExpiryPayload }, expiresAt);
}
