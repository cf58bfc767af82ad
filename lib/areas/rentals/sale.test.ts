import { ARCHIVE_STATE } from '../../parking/archive-machine';
import { CARD_STATES } from '../../parking/cards/card-state';
import { PAYMENT_CHANNELS } from '../../parking/channels';
import { firstSaleReview, offlinePayment, RENTAL_OFFLINE_CHANNELS, RENTAL_SALE_CHANNELS, rentState, saleLeaseEvent } from './sale';

describe('a sale', () => {
  it('is paid at once in cash or when free, and waits for finance when paid offline', () => {
    expect(saleLeaseEvent('cash', 30_000)).toBe('pay');
    expect(saleLeaseEvent('alipay', 30_000)).toBe('recordOffline');
    expect(saleLeaseEvent('pos', 1)).toBe('recordOffline');
    // A VIP's card costs nothing: there is nothing for finance to confirm.
    expect(saleLeaseEvent('wechat', 0)).toBe('pay');
    // A free renewal (a VIP's extension) waits for a second person, whatever the channel typed.
    expect(saleLeaseEvent('cash', 0, true)).toBe('recordOffline');
    expect(saleLeaseEvent('cash', 30_000, true)).toBe('pay');
    expect(saleLeaseEvent('alipay', 30_000, true)).toBe('recordOffline');
    // Only a paid one carries a payment's reference.
    expect(offlinePayment('recordOffline', 30_000)).toBe(true);
    expect(offlinePayment('recordOffline', 0)).toBe(false);
    expect(offlinePayment('pay', 30_000)).toBe(false);
  });

  it('sells through channels the payments know, cash never offline', () => {
    for (const channel of RENTAL_SALE_CHANNELS) expect(PAYMENT_CHANNELS).toContain(channel);
    expect(RENTAL_OFFLINE_CHANNELS).not.toContain('cash');
  });

  it('confirms a card paid at once; a free card or one paid offline waits for a second person', () => {
    expect(firstSaleReview(30_000, 'pay')).toBe(ARCHIVE_STATE.confirmed);
    expect(firstSaleReview(0, 'pay')).toBe(ARCHIVE_STATE.pendingReview);
    expect(firstSaleReview(30_000, 'recordOffline')).toBe(ARCHIVE_STATE.pendingReview);
  });
});

describe("a card's rental state", () => {
  it('is leased out while the card runs and in progress before', () => {
    const confirmed = (validity: (typeof CARD_STATES)[number]) => rentState(ARCHIVE_STATE.confirmed, validity);
    expect(CARD_STATES.map(confirmed)).toEqual(['leasingInProgress', 'leasedOut', 'leasedOut', 'leasedOut', 'leaseEnded', 'leaseEnded']);
    expect(rentState(ARCHIVE_STATE.pendingReview, 'active')).toBe('leasingInProgress');
    expect(rentState(ARCHIVE_STATE.auditFailed, 'active')).toBe('leaseNotApproved');
    expect(rentState(ARCHIVE_STATE.confirmed, null)).toBe('leasingInProgress');
  });
});
