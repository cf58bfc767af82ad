import { NO_COUPON_DAYS, limitStanding, sumCouponDays } from './coupon-figures';

describe('sumCouponDays', () => {
  it('adds every figure, reading strings and blanks as the database gives them', () => {
    expect(sumCouponDays([
      { issued: 2, used: 1, expired: 0, voided: 1, relief: 500, chargeFen: 400, chargeMinutes: 0 },
      { issued: '3', used: '2', relief: '250', chargeFen: null, chargeMinutes: '15' },
    ])).toEqual({ issued: 5, used: 3, expired: 0, voided: 1, relief: 750, chargeFen: 400, chargeMinutes: 15 });
  });
  it('is nothing for no days', () => expect(sumCouponDays([])).toEqual(NO_COUPON_DAYS));
  it('does not depend on the order of the days', () => {
    const days = [{ issued: 1, relief: 100 }, { used: 4, chargeFen: 7 }, { voided: 2, relief: 3 }];
    expect(sumCouponDays([...days].reverse())).toEqual(sumCouponDays(days));
  });
});

describe('limitStanding', () => {
  const used = { count: 8, amount: 5_000, minutes: 0, cars: 3 };
  it('gives what is left and the share used of the limits set, and the nearest one', () => {
    const { standing, nearest } = limitStanding({ count: 10, amount: 20_000, minutes: null, cars: 3 }, used);
    expect(standing.count).toEqual({ limit: 10, used: 8, left: 2, percent: 80 });
    expect(standing.amount).toEqual({ limit: 20_000, used: 5_000, left: 15_000, percent: 25 });
    expect(standing.minutes).toBeUndefined();
    expect(standing.cars?.percent).toBe(100);
    expect(nearest).toBe(100);
  });
  it('rounds the share down, so that 100 means the next coupon is refused', () => {
    expect(limitStanding({ count: 3, amount: null, minutes: null, cars: null }, { ...used, count: 2 }).standing.count?.percent).toBe(66);
  });
  it('shows a limit lowered below what was issued above 100, with nothing left', () => {
    expect(limitStanding({ count: 4, amount: null, minutes: null, cars: null }, used).standing.count).toEqual({ limit: 4, used: 8, left: 0, percent: 200 });
  });
  it('has no nearest limit when none is set', () => {
    expect(limitStanding({ count: null, amount: null, minutes: null, cars: null }, used)).toEqual({ standing: {}, nearest: null });
  });
});
