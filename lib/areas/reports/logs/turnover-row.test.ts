import { dayTurnover } from './turnover-row';

describe('a day turnover row', () => {
  it('is stays begun over capacity, in two decimals rounded half away from zero', () => {
    expect(dayTurnover(13, 4)).toBe(3.25);
    expect(dayTurnover(1, 3)).toBe(0.33);
    expect(dayTurnover(2, 3)).toBe(0.67);
    expect(dayTurnover(0, 5)).toBe(0);
  });
  it('is none without capacity', () => {
    expect(dayTurnover(7, 0)).toBeNull();
  });
});
