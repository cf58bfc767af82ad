import { chargeRefusal, closingRefund, discountTenths, topUpCredit } from './account';

describe('a merchant account', () => {
  it('reads a discount as tenths, 0 < d <= 10 with one decimal', () => {
    expect([discountTenths(8), discountTenths(8.5), discountTenths(10), discountTenths(0.1)]).toEqual([80, 85, 100, 1]);
    for (const bad of [0, -1, 10.1, 8.55, Number.NaN, 11]) expect([bad, discountTenths(bad)]).toEqual([bad, null]);
  });

  it('credits paid ÷ (d/10): 800.00 at 8 is 1 000.00, rounded down to the fen', () => {
    expect(topUpCredit(80_000, 8, 'prepaid', null)).toEqual({ ok: true, unit: 'fen', credit: 100_000 });
    expect(topUpCredit(10_000, 10, 'postpaid', null)).toEqual({ ok: true, unit: 'fen', credit: 10_000 });
    // 100.00 at 9.5 is 105.263...: 10 526 fen, never 10 527.
    expect(topUpCredit(10_000, 9.5, 'prepaid', null)).toEqual({ ok: true, unit: 'fen', credit: 10_526 });
    expect(topUpCredit(1, 3, 'prepaid', null)).toEqual({ ok: true, unit: 'fen', credit: 3 });
  });

  it('buys whole minutes at the minute price after the discount', () => {
    // 100.00 at 0.10 a minute with 8: worth 125.00, so 1 250 minutes.
    expect(topUpCredit(10_000, 8, 'minutes', 10)).toEqual({ ok: true, unit: 'minutes', credit: 1_250 });
    // 1.00 at 0.30 a minute: 3 minutes (the 0.10 left over buys none).
    expect(topUpCredit(100, 10, 'minutes', 30)).toEqual({ ok: true, unit: 'minutes', credit: 3 });
    expect(topUpCredit(10, 10, 'minutes', 30)).toEqual({ ok: false, refusal: 'nothing' });
    expect(topUpCredit(100, 10, 'minutes', null)).toEqual({ ok: false, refusal: 'minutePrice' });
  });

  it('refuses what credits nothing or a discount out of range', () => {
    expect(topUpCredit(0, 8, 'prepaid', null)).toEqual({ ok: false, refusal: 'nothing' });
    expect(topUpCredit(1.5, 8, 'prepaid', null)).toEqual({ ok: false, refusal: 'nothing' });
    expect(topUpCredit(100, 0, 'prepaid', null)).toEqual({ ok: false, refusal: 'discount' });
  });

  it('gives back what the credit left cost, never more than was received', () => {
    // 800.00 bought 1 000.00; 250.00 left is worth 200.00.
    expect(closingRefund(25_000, 80_000, 100_000)).toBe(20_000);
    // Gifts beyond what was bought are not money.
    expect(closingRefund(120_000, 80_000, 100_000)).toBe(80_000);
    expect(closingRefund(1, 80_000, 100_000)).toBe(0);
    expect(closingRefund(0, 80_000, 100_000)).toBe(0);
    expect(closingRefund(-5_000, 80_000, 100_000)).toBe(0);
    expect(closingRefund(5_000, 0, 0)).toBe(0);
    // Minutes: 1 250 bought for 100.00; 125 left is 10.00.
    expect(closingRefund(125, 10_000, 1_250)).toBe(1_000);
  });

  it('never refunds more than received nor below 0, whatever the figures', () => {
    for (let i = 0; i < 2_000; i += 1) {
      const received = (i * 7_919) % 1_000_000;
      const credited = (i * 104_729) % 2_000_000;
      const balance = ((i * 15_485_863) % 3_000_000) - 500_000;
      const refund = closingRefund(balance, received, credited);
      expect(Number.isInteger(refund) && refund >= 0 && refund <= Math.max(received, 0)).toBe(true);
    }
  });
});

describe('a charge to an account (cards bought for the staff)', () => {
  it('is paid from a prepaid balance that holds it, never below 0', () => {
    expect(chargeRefusal({ settlement: 'prepaid', balance: 50_000, arrearsLimit: 0 }, 50_000)).toBeNull();
    expect(chargeRefusal({ settlement: 'prepaid', balance: 49_999, arrearsLimit: 0 }, 50_000))
      .toEqual({ refusal: 'merchantBalanceShort', values: { balance: '499.99', amount: '500.00' } });
  });

  it('takes a post-paid account down to its arrears limit, not past it', () => {
    expect(chargeRefusal({ settlement: 'postpaid', balance: 10_000, arrearsLimit: 40_000 }, 50_000)).toBeNull();
    expect(chargeRefusal({ settlement: 'postpaid', balance: 10_000, arrearsLimit: 39_999 }, 50_000))
      .toEqual({ refusal: 'merchantArrearsLimitReached', values: { amount: '500.00', after: '-400.00', limit: '399.99' } });
  });

  it('is refused to a prepaid-minutes account, which holds no money', () => {
    expect(chargeRefusal({ settlement: 'minutes', balance: 0, arrearsLimit: 0 }, 1)).toEqual({ refusal: 'merchantMinutesBuyNoCards' });
  });
});
