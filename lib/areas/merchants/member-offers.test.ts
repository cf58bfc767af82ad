import { memberPayPercent } from './member-offers';

describe('member discounts (0 free, 10 no discount)', () => {
  it('makes the pay percent of a percentage coupon: 8 pays 80 %, 0 is free', () => {
    expect(memberPayPercent(8)).toBe(80);
    expect(memberPayPercent(8.5)).toBe(85);
    expect(memberPayPercent(0)).toBe(0);
    expect(memberPayPercent(9.9)).toBe(99);
  });

  it('refuses 10 and above, below 0, and more than one decimal', () => {
    expect(memberPayPercent(10)).toBeNull();
    expect(memberPayPercent(-1)).toBeNull();
    expect(memberPayPercent(8.55)).toBeNull();
    expect(memberPayPercent(Number.NaN)).toBeNull();
  });
});
