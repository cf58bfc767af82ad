import { byHour, hoursSoFar, occupancyPercent } from './dashboard';

describe('dashboard figures', () => {
  it('gives occupancy in percent with one decimal, none without capacity', () => {
    expect(occupancyPercent(2, 6)).toBe(33.3);
    expect(occupancyPercent(3, 3)).toBe(100);
    expect(occupancyPercent(4, 3)).toBe(133.3);
    expect(occupancyPercent(0, 0)).toBeNull();
  });

  it('spreads counts over the 24 hours of the day', () => {
    const hours = byHour([{ hour: 8, count: 3 }, { hour: 23, count: 1 }, { hour: 8, count: 1 }, { hour: 24, count: 9 }]);
    expect(hours).toHaveLength(24);
    expect([hours[0], hours[8], hours[23]]).toEqual([0, 4, 1]);
    expect(hours.reduce((a, b) => a + b, 0)).toBe(5);
  });

  it('leaves the hours still to come out (null), the hour under way in', () => {
    const counts = byHour([{ hour: 1, count: 2 }]);
    expect(hoursSoFar(counts, 9).slice(0, 11)).toEqual([0, 2, 0, 0, 0, 0, 0, 0, 0, 0, null]);
    expect(hoursSoFar(counts, 9).filter((n) => n === null)).toHaveLength(14);
    expect(hoursSoFar(counts, 23)).toEqual(counts);
  });
});
