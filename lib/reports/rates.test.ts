import fc from 'fast-check';
import { MAX_FEN } from '../money/fen';
import { rateOf, ratePercentText, scaledRatio } from './rates';

describe('rateOf', () => {
  it('is basis points, half away from zero', () => {
    expect(rateOf(1, 3)).toBe(3333);
    expect(rateOf(2, 3)).toBe(6667);
    expect(rateOf(1, 20_000)).toBe(1); // 0.5 bp rounds up
    expect(rateOf(1, 20_001)).toBe(0);
    expect(rateOf(-1, 20_000)).toBe(-1);
    expect(rateOf(19_990, 20_000)).toBe(9995); // 99.95 %, not 100 %
    expect(rateOf(150, 100)).toBe(15_000);
    expect(rateOf(0, 100)).toBe(0);
  });

  it('is none over nothing, not 0 %', () => {
    expect(rateOf(0, 0)).toBeNull();
    expect(rateOf(500, 0)).toBeNull();
  });

  it('is exact where floating point is not: within half a basis point for any amounts', () => {
    const amount = fc.integer({ min: -MAX_FEN, max: MAX_FEN });
    fc.assert(fc.property(amount, amount.filter((d) => d !== 0), (n, d) => {
      const r = BigInt(rateOf(n, d) as number);
      // |r * d - n * 10000| <= |d| / 2
      const error = r * BigInt(d) - BigInt(n) * 10_000n;
      const abs = (x: bigint) => (x < 0n ? -x : x);
      return 2n * abs(error) <= abs(BigInt(d));
    }));
  });

  it('refuses what is not an integer (a bug, not input)', () => {
    expect(() => rateOf(0.5, 2)).toThrow();
  });
});

describe('ratePercentText', () => {
  it('writes basis points as a percent with two decimals', () => {
    expect([ratePercentText(9995), ratePercentText(10_000), ratePercentText(5), ratePercentText(-1234), ratePercentText(null)])
      .toEqual(['99.95', '100.00', '0.05', '-12.34', null]);
  });
});

describe('scaledRatio', () => {
  it('rounds to the scale asked', () => {
    expect([scaledRatio(7, 3, 100), scaledRatio(5, 2, 1), scaledRatio(-5, 2, 1), scaledRatio(1, 0, 100)]).toEqual([233, 3, -3, null]);
  });
});
