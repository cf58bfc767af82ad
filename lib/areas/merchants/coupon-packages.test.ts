import { couponShares, onSaleOn } from './coupon-packages';

describe('coupon packages', () => {
  it('shares the price out over the coupons, adding up to it, the extra fen on the first', () => {
    expect(couponShares(10_000, 4)).toEqual([2_500, 2_500, 2_500, 2_500]);
    expect(couponShares(1_000, 3)).toEqual([334, 333, 333]);
    expect(couponShares(2, 5)).toEqual([1, 1, 0, 0, 0]);
    expect(couponShares(100, 0)).toEqual([]);
  });

  it('always adds up to the price, no share apart from another by more than a fen', () => {
    for (const price of [0, 1, 7, 999, 10_001, 123_457, 1_000_000]) {
      for (let count = 1; count <= 50; count += 1) {
        const shares = couponShares(price, count);
        expect(shares).toHaveLength(count);
        expect(shares.reduce((a, b) => a + b, 0)).toBe(price);
        expect(Math.max(...shares) - Math.min(...shares)).toBeLessThanOrEqual(1);
      }
    }
  });

  it('is on sale inside its window, both ends included, a blank end open', () => {
    expect(onSaleOn('2026-12-01', '2026-12-01', '2026-12-31')).toBe(true);
    expect(onSaleOn('2026-12-31', '2026-12-01', '2026-12-31')).toBe(true);
    expect(onSaleOn('2027-01-01', '2026-12-01', '2026-12-31')).toBe(false);
    expect(onSaleOn('2026-11-30', '2026-12-01', null)).toBe(false);
    expect(onSaleOn('2030-01-01', null, null)).toBe(true);
  });
});
