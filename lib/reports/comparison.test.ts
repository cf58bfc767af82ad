import fc from 'fast-check';
import { compare, compareRates } from './comparison';

describe('compare', () => {
  it('gives the change and its rate of the base', () => {
    expect(compare(1200_00, 1000_00)).toEqual({ current: 1200_00, base: 1000_00, change: 200_00, changeRate: 2000 });
    expect(compare(800, 1000)).toMatchObject({ change: -200, changeRate: -2000 });
    expect(compare(50, -100)).toMatchObject({ change: 150, changeRate: 15_000 });
    expect(compare(1000, 1000)).toMatchObject({ change: 0, changeRate: 0 });
  });

  it('has no rate over a base of 0', () => {
    expect(compare(500, 0)).toEqual({ current: 500, base: 0, change: 500, changeRate: null });
    expect(compare(0, 0).changeRate).toBeNull();
  });

  it('rises when the figure rises, whatever the sign of the base', () => {
    fc.assert(fc.property(fc.integer({ min: -1e9, max: 1e9 }), fc.integer({ min: -1e9, max: 1e9 }).filter((b) => b !== 0), (current, base) => {
      const { change, changeRate } = compare(current, base);
      return change === current - base && Math.sign(changeRate as number) * Math.sign(change) >= 0 && (change !== 0 || changeRate === 0);
    }));
  });
});

describe('compareRates', () => {
  it('compares two rates in basis points, none when either is none', () => {
    expect(compareRates(9500, 9000)).toMatchObject({ change: 500, changeRate: 556 });
    expect([compareRates(null, 9000), compareRates(9000, null)]).toEqual([null, null]);
  });
});
