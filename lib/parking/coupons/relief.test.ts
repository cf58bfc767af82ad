import { evaluateFee } from '../../tariff/evaluate';
import { at, clock, PARKING_OS_DAY, priced, rates } from '../../tariff/fixtures';
import { couponRelief, stayInsideWindow, type HeldCoupon, type StayPricer } from './relief';

const OFFSET = 480;
/** 3.00 per started hour, all day. */
const HOURLY = rates(clock([priced('all', '00:00', 60, 300)]));
const pricer = (rules = HOURLY): StayPricer => (from, to) => (to <= from ? 0 : evaluateFee(rules, { entryAt: from, exitAt: to }).total);
const coupon = (id: number, terms: HeldCoupon['terms']): HeldCoupon => ({ id, terms });
const relief = (coupons: HeldCoupon[], entry = at('09:00'), exit = at('12:30'), stackLimit: number | null = null, price = pricer()) =>
  couponRelief({ entryAt: entry, exitAt: exit, price, coupons, stackLimit, utcOffsetMinutes: OFFSET });

describe('what coupons take off a stay', () => {
  it('prices a time coupon as an earlier exit and a period coupon as a later entry, by the tariff', () => {
    // 3 h 30 min: four started hours, 12.00.
    expect(relief([coupon(1, { kind: 'time', minutes: 30 })])).toMatchObject({ fee: 1200, applied: [{ id: 1, kind: 'time', relief: 300 }], rest: 900 });
    expect(relief([coupon(1, { kind: 'period', hours: 2 })])).toMatchObject({ applied: [{ id: 1, relief: 600 }], rest: 600 });
    // The day rate (07-21 at 2.00, night free): the last two hours of 19:00-23:00 were free anyway,
    // so that coupon takes nothing and stays unused; a period coupon takes the paid hours.
    const day = pricer(rates(PARKING_OS_DAY));
    expect(relief([coupon(1, { kind: 'time', minutes: 120 })], at('19:00'), at('23:00'), null, day)).toMatchObject({ fee: 400, applied: [], unused: [1], rest: 400 });
    expect(relief([coupon(1, { kind: 'period', hours: 1 })], at('19:00'), at('23:00'), null, day)).toMatchObject({ applied: [{ relief: 200 }], rest: 200 });
  });

  it('applies time first, then cash, then one percentage, whatever the order they were issued in', () => {
    const result = relief([coupon(1, { kind: 'percentage', payPercent: 80 }), coupon(2, { kind: 'cash', amount: 500 }), coupon(3, { kind: 'time', minutes: 60 })]);
    // 12.00 -> time 1 h: 9.00 -> cash 5.00: 4.00 -> "8 折" pays 80 %: 3.20.
    expect(result.applied).toEqual([{ id: 3, kind: 'time', relief: 300 }, { id: 2, kind: 'cash', relief: 500 }, { id: 1, kind: 'percentage', relief: 80 }]);
    expect(result.rest).toBe(320);
  });

  it('takes one percentage or free coupon per order, and never more than the fee', () => {
    const result = relief([coupon(1, { kind: 'percentage', payPercent: 50 }), coupon(2, { kind: 'free' }), coupon(3, { kind: 'cash', amount: 5_000 })]);
    expect(result).toMatchObject({ applied: [{ id: 3, relief: 1200 }], unused: [1, 2], rest: 0 });
    const whole = relief([coupon(1, { kind: 'percentage', payPercent: 50 }), coupon(2, { kind: 'free' })]);
    expect(whole).toMatchObject({ applied: [{ id: 1, relief: 600 }], unused: [2], rest: 600 });
  });

  it("keeps to the lot's stack limit, the others unused", () => {
    const result = relief([coupon(1, { kind: 'cash', amount: 100 }), coupon(2, { kind: 'cash', amount: 100 }), coupon(3, { kind: 'cash', amount: 100 })], undefined, undefined, 2);
    expect(result).toMatchObject({ applied: [{ id: 1 }, { id: 2 }], unused: [3], rest: 1000 });
  });

  it('voids the coupons of a stay that costs nothing, and keeps a coupon with nothing left to take for later', () => {
    expect(relief([coupon(1, { kind: 'cash', amount: 100 })], at('09:00'), at('09:00'))).toEqual({ fee: 0, applied: [], voided: [1], unused: [], rest: 0 });
    expect(relief([coupon(1, { kind: 'free' }), coupon(2, { kind: 'cash', amount: 100 })])).toMatchObject({ applied: [{ id: 2 }, { id: 1 }], unused: [] });
    expect(relief([coupon(1, { kind: 'cash', amount: 5_000 }), coupon(2, { kind: 'cash', amount: 100 })])).toMatchObject({ applied: [{ id: 1 }], unused: [2], voided: [] });
  });

  it('applies a window coupon only to a stay wholly inside one of its windows', () => {
    const night = { kind: 'window' as const, windows: [{ from: 19 * 60, to: 8 * 60 }], payPercent: 0 };
    expect(relief([coupon(1, night)], at('20:00'), at('07:30', 3))).toMatchObject({ applied: [{ id: 1, relief: 3600 }], rest: 0 });
    expect(relief([coupon(1, night)], at('18:30'), at('22:00'))).toMatchObject({ applied: [], unused: [1], rest: 1200 });
    expect(stayInsideWindow(at('07:59'), at('08:00'), { from: 19 * 60, to: 8 * 60 }, OFFSET)).toBe(true);
    expect(stayInsideWindow(at('07:59'), at('08:01'), { from: 19 * 60, to: 8 * 60 }, OFFSET)).toBe(false);
  });
});
